"""Draw arithmetic: exact improvement odds per deck, by closed form, brute force and the book."""

from __future__ import annotations

import itertools
from fractions import Fraction

import pytest

from drawpoker.ai.draw.draws import category_counts
from drawpoker.ai.draw.hands import FLUSH, FULL_HOUSE, PAIR, STRAIGHT, RuleKey
from drawpoker.ai.draw.knowledge import knowledge_for
from drawpoker.engine.draw import Category, Rules, evaluate, full_deck, parse_cards

R32, R52 = Rules(deck_size=32), Rules(deck_size=52)


def _codes(text: str) -> tuple[int, ...]:
    return tuple(card.index for card in parse_cards(text))


def _policy_odds(rules: Rules, text: str) -> tuple[tuple[int, ...], dict[int, Fraction]]:
    """The draw the policy picks for this hand and the exact odds of each final category."""
    hand = _codes(text)
    _, keep = knowledge_for(rules).best_draw(hand)
    counts, total = category_counts(hand, keep, knowledge_for(rules).key)
    return keep, {category: Fraction(n, total) for category, n in counts.items()}


def _brute_force(rules: Rules, text: str, keep_text: str) -> dict[int, Fraction]:
    hand = parse_cards(text)
    keep = parse_cards(keep_text)
    stub = [card for card in full_deck(rules.deck_size) if card not in hand]
    counts: dict[int, int] = {}
    total = 0
    for drawn in itertools.combinations(stub, 5 - len(keep)):
        category = int(evaluate([*keep, *drawn], rules).category)
        counts[category] = counts.get(category, 0) + 1
        total += 1
    return {category: Fraction(n, total) for category, n in counts.items()}


# (rules, hand, the standard keep, the policy keeps it too, category hit, exact hit odds)
STANDARD = [
    (R52, "Kh Kd 9c 6s 3h", "Kh Kd", True, None, None),  # pair draws three: improve 28.7%
    (R32, "Kh Kd 9c 8s 7h", "Kh Kd", True, None, None),
    (R52, "Kh Kd 9c 9s 3h", "Kh Kd 9c 9s", True, FULL_HOUSE, Fraction(4, 47)),
    (R32, "Kh Kd 9c 9s 7h", "Kh Kd 9c 9s", True, FULL_HOUSE, Fraction(4, 27)),
    (R52, "Ah Jh 8h 4h 2c", "Ah Jh 8h 4h", True, FLUSH, Fraction(9, 47)),
    # with 32 cards a four-flush has only 4 outs in 27: the policy keeps the ace and king instead
    (R32, "Ah Kh 9h 8h 7c", "Ah Kh 9h 8h", False, FLUSH, Fraction(4, 27)),
    (R52, "9h Tc Jd Qs 3c", "9h Tc Jd Qs", True, STRAIGHT, Fraction(8, 47)),
    (R32, "8h 9c Td Js Ac", "8h 9c Td Js", True, STRAIGHT, Fraction(8, 27)),
]


@pytest.mark.parametrize(
    ("rules", "hand", "keep", "policy", "hit", "exact"),
    STANDARD,
    ids=[f"{r.deck_size}:{h}" for r, h, *_ in STANDARD],
)
def test_standard_draws_have_exact_odds(
    rules: Rules, hand: str, keep: str, policy: bool, hit: int | None, exact: Fraction | None
) -> None:
    chosen, _ = _policy_odds(rules, hand)
    assert (sorted(chosen) == sorted(_codes(keep))) == policy
    counts, total = category_counts(_codes(hand), _codes(keep), knowledge_for(rules).key)
    odds = {category: Fraction(n, total) for category, n in counts.items()}
    assert odds == _brute_force(rules, hand, keep)
    if hit is not None:
        assert odds[hit] == exact


def test_open_ended_straight_draw_per_deck() -> None:
    """The issue's example: 29.6% with 32 cards against 17.0% with 52."""
    _, odds32 = _policy_odds(R32, "8h 9c Td Js Ac")
    _, odds52 = _policy_odds(R52, "9h Tc Jd Qs 3c")
    assert round(float(odds32[STRAIGHT]), 3) == 0.296
    assert round(float(odds52[STRAIGHT]), 3) == 0.170


def test_pair_draws_three_matches_the_book_52() -> None:
    """Pair drawing three in 52 cards: two pair 16.0%, trips 11.4%, full house 1.0%,
    four of a kind 0.3%; any improvement 28.7%."""
    _, odds = _policy_odds(R52, "Kh Kd 9c 6s 3h")
    assert round(float(odds[int(Category.TWO_PAIR)]), 3) == 0.160
    assert round(float(odds[int(Category.THREE_OF_A_KIND)]), 3) == 0.114
    assert round(float(odds[int(Category.FULL_HOUSE)]), 3) == 0.010
    assert round(float(odds[int(Category.FOUR_OF_A_KIND)]), 3) == 0.003
    assert round(float(1 - odds[PAIR]), 3) == 0.287
    # closed form: C(47,3) draws; trips = 2 * (C(45,2) - pairs among the other 45)
    total = 16215
    other_pairs = 3 * 3 + 9 * 6  # pairs among 3 x three left, 9 ranks x four left
    assert odds[int(Category.THREE_OF_A_KIND)] == Fraction(2 * (990 - other_pairs), total)


def test_pair_draws_three_32() -> None:
    _, odds = _policy_odds(R32, "Kh Kd 9c 8s 7h")
    # stub of 27: two kings, 3 each of 9/8/7, 4 each of A/Q/J/T (16)
    total = 2925
    trips = 2 * (300 - (3 * 3 + 4 * 6))  # one king, two of the other 25 unpaired
    assert odds[int(Category.THREE_OF_A_KIND)] == Fraction(trips, total)
    assert round(float(1 - odds[PAIR]), 3) == round(1 - float(odds[PAIR]), 3)
    assert float(1 - odds[PAIR]) > 0.4  # improving a pair is far easier with 32 cards


def test_counts_total_every_draw() -> None:
    key = RuleKey(52, False, False)
    counts, total = category_counts(_codes("As Kd 9c 6s 3h"), _codes("As"), key)
    assert total == 178365  # C(47, 4)
    assert sum(counts.values()) == total
