"""The best-five-of-seven evaluator against two independent references: a brute force written
here from the rules (no tables, no shared code) and, when installed, treys."""

from __future__ import annotations

import random
import subprocess
import sys
from collections import Counter
from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from drawpoker.engine.core.cards import Card, full_deck, parse_cards
from drawpoker.engine.core.evaluator import evaluate
from drawpoker.engine.core.evaluator7 import (
    best_five,
    card_of_index,
    evaluate7,
    evaluate_indices,
    value_key_indices,
)

DECK = full_deck(52)


def reference_five(cards: tuple[Card, ...]) -> tuple[int, tuple[int, ...]]:
    """Category number (0 high card .. 8 straight flush) and tie-break ranks, from the rules."""
    counts = Counter(card.rank for card in cards)
    by_group = sorted(counts.items(), key=lambda item: (item[1], item[0]), reverse=True)
    ranks = tuple(rank for rank, _ in by_group)
    shape = tuple(count for _, count in by_group)
    flush = len({card.suit for card in cards}) == 1
    distinct = sorted(counts, reverse=True)
    top = 0
    if len(distinct) == 5:
        if distinct[0] - distinct[4] == 4:
            top = distinct[0]
        elif distinct == [14, 5, 4, 3, 2]:
            top = 5
    if top and flush:
        return 8, (top,)
    if shape == (4, 1):
        return 7, ranks
    if shape == (3, 2):
        return 6, ranks
    if flush:
        return 5, ranks
    if top:
        return 4, (top,)
    table = {(3, 1, 1): 3, (2, 2, 1): 2, (2, 1, 1, 1): 1, (1, 1, 1, 1, 1): 0}
    return table[shape], ranks


def reference_best(cards: list[Card]) -> tuple[int, tuple[int, ...]]:
    return max(reference_five(five) for five in combinations(cards, 5))


def test_matches_brute_force_on_many_random_seven_card_hands() -> None:
    rng = random.Random(20261203)
    categories: Counter[int] = Counter()
    for _ in range(30_000):
        hand = rng.sample(DECK, 7)
        value = evaluate7(hand)
        expected = reference_best(hand)
        assert (int(value.category), value.ranks) == expected, hand
        categories[expected[0]] += 1
    assert len(categories) == 9  # the sample reached every category, straight flush included


def test_matches_brute_force_on_five_and_six_cards() -> None:
    rng = random.Random(7)
    for size in (5, 6):
        for _ in range(5_000):
            hand = rng.sample(DECK, size)
            value = evaluate7(hand)
            assert (int(value.category), value.ranks) == reference_best(hand)


def test_five_cards_rank_exactly_as_draw_does() -> None:
    rng = random.Random(11)
    for _ in range(5_000):
        hand = rng.sample(DECK, 5)
        assert evaluate7(hand) == evaluate(hand)
        assert evaluate7(hand).key == evaluate(hand).key


def test_order_agrees_with_treys() -> None:
    treys = pytest.importorskip("treys")
    judge = treys.Evaluator()
    rng = random.Random(99)
    for _ in range(5_000):
        board = rng.sample(DECK, 9)
        mine, theirs, common = board[:2], board[2:4], board[4:]
        ours = evaluate7(mine + common), evaluate7(theirs + common)
        tr = [
            judge.evaluate(
                [treys.Card.new(str(c)) for c in hole], [treys.Card.new(str(c)) for c in common]
            )
            for hole in (mine, theirs)
        ]
        # treys: a smaller number is a better hand.
        assert (ours[0] > ours[1]) == (tr[0] < tr[1])
        assert (ours[0] == ours[1]) == (tr[0] == tr[1])


def test_known_hands() -> None:
    cases = {
        "As Ks Qs Js Ts 9s 8s": ("STRAIGHT_FLUSH", (14,)),
        "Ah 2d 3c 4s 5h 9c 9d": ("STRAIGHT", (5,)),
        "Ah Ad Ac Kd Kc Qh Qs": ("FULL_HOUSE", (14, 13)),
        "9h 9d 9c 8d 8c 8h 2s": ("FULL_HOUSE", (9, 8)),
        "Kh Kd 7c 7d 3c 3h Ts": ("TWO_PAIR", (13, 7, 10)),
        "2h 4h 6h 8h Th Qh Ah": ("FLUSH", (14, 12, 10, 8, 6)),
        "7c 7d 7h 7s Ac Ad Ah": ("FOUR_OF_A_KIND", (7, 14)),
    }
    for text, (name, ranks) in cases.items():
        value = evaluate7(parse_cards(text))
        assert (value.category.name, value.ranks) == (name, ranks), text


def test_best_five_and_highlight() -> None:
    five, making = best_five(parse_cards("2c Ah Kh 3h Qh Jh 9d"))
    assert [str(c) for c in five] == ["Ah", "Kh", "3h", "Qh", "Jh"]
    assert making == five
    five, making = best_five(parse_cards("9d 9c 2h 5s Kd Qc 3h"))
    assert [str(c) for c in making] == ["9d", "9c"]
    assert evaluate(five) == evaluate7(parse_cards("9d 9c 2h 5s Kd Qc 3h"))


def test_index_fast_path_agrees() -> None:
    rng = random.Random(3)
    for _ in range(2_000):
        indices = rng.sample(range(52), 7)
        cards = [card_of_index(i) for i in indices]
        assert [c.index for c in cards] == indices
        assert evaluate_indices(indices) == evaluate7(cards)
        assert value_key_indices(indices) == evaluate7(cards).key


@settings(max_examples=200, deadline=None)
@given(st.permutations(range(52)).map(lambda p: p[:7]), st.randoms(use_true_random=False))
def test_order_of_cards_does_not_matter(indices: list[int], rnd: random.Random) -> None:
    cards = [card_of_index(i) for i in indices]
    shuffled = list(cards)
    rnd.shuffle(shuffled)
    assert evaluate7(cards) == evaluate7(shuffled)


def test_bad_input_is_refused_clearly() -> None:
    with pytest.raises(ValueError, match="5 to 7 cards"):
        evaluate7(parse_cards("As Ks Qs Js"))
    with pytest.raises(ValueError, match="5 to 7 cards"):
        evaluate7(parse_cards("As Ks Qs Js Ts 9s 8s 7s"))
    with pytest.raises(ValueError, match="twice"):
        evaluate7(parse_cards("As As Qs Js Ts 9s 8s"))
    with pytest.raises(TypeError):
        evaluate7(["As", "Ks", "Qs", "Js", "Ts"])  # type: ignore[list-item]


def test_importing_builds_no_tables_the_first_evaluation_does() -> None:
    script = (
        "from drawpoker.engine.core import evaluator7 as e\n"
        "from drawpoker.engine.core.cards import parse_cards\n"
        "before = len(e._PLAIN)\n"
        "value = e.evaluate7(parse_cards('As Ks Qs Js Ts 2d 2c'))\n"
        "print(before, len(e._PLAIN) > 70_000, value.category.name)\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True, timeout=120
    )
    assert result.stdout.split() == ["0", "True", "STRAIGHT_FLUSH"]
