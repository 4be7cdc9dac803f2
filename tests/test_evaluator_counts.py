"""Evaluate every five-card hand of both decks and check the category counts by combinatorics.

The 52-card figures are the well-known ones; the same formulas, written for a deck of ``n``
ranks with ``s`` straight rank sequences, give the 32-card figures (8 ranks; 4 sequences, or 5
when A-7-8-9-T counts). Every hand goes through the real ``evaluate``.
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations, pairwise, repeat
from math import comb
from operator import attrgetter

import pytest

from drawpoker.engine.core.cards import full_deck
from drawpoker.engine.core.evaluator import Category, evaluate
from drawpoker.engine.draw.rules import Rules

KNOWN_52 = {
    Category.STRAIGHT_FLUSH: 40,
    Category.FOUR_OF_A_KIND: 624,
    Category.FULL_HOUSE: 3_744,
    Category.FLUSH: 5_108,
    Category.STRAIGHT: 10_200,
    Category.THREE_OF_A_KIND: 54_912,
    Category.TWO_PAIR: 123_552,
    Category.PAIR: 1_098_240,
    Category.HIGH_CARD: 1_302_540,
}


def hand_counts(ranks: int, straights: int) -> dict[Category, int]:
    """How many five-card hands of each category a deck of ``ranks`` ranks x 4 suits holds.

    ``straights`` is the number of rank sequences that count as a straight. A hand of five
    different ranks is a straight flush, flush, straight or high card depending on whether its
    ranks form a sequence and whether all five suits agree (4 of the 4**5 suit choices).
    """
    suited = 4
    unsuited = 4**5 - suited
    return {
        Category.STRAIGHT_FLUSH: straights * suited,
        Category.FOUR_OF_A_KIND: ranks * comb(4, 4) * (ranks - 1) * 4,
        Category.FULL_HOUSE: ranks * comb(4, 3) * (ranks - 1) * comb(4, 2),
        Category.FLUSH: (comb(ranks, 5) - straights) * suited,
        Category.STRAIGHT: straights * unsuited,
        Category.THREE_OF_A_KIND: ranks * comb(4, 3) * comb(ranks - 1, 2) * 4**2,
        Category.TWO_PAIR: comb(ranks, 2) * comb(4, 2) ** 2 * (ranks - 2) * 4,
        Category.PAIR: ranks * comb(4, 2) * comb(ranks - 1, 3) * 4**3,
        Category.HIGH_CARD: (comb(ranks, 5) - straights) * unsuited,
    }


def distinct_values(ranks: int, straights: int) -> dict[Category, int]:
    """How many different hand values (ties merged) each category has."""
    return {
        Category.STRAIGHT_FLUSH: straights,
        Category.FOUR_OF_A_KIND: ranks * (ranks - 1),
        Category.FULL_HOUSE: ranks * (ranks - 1),
        Category.FLUSH: comb(ranks, 5) - straights,
        Category.STRAIGHT: straights,
        Category.THREE_OF_A_KIND: ranks * comb(ranks - 1, 2),
        Category.TWO_PAIR: comb(ranks, 2) * (ranks - 2),
        Category.PAIR: ranks * comb(ranks - 1, 3),
        Category.HIGH_CARD: comb(ranks, 5) - straights,
    }


# 52 cards: tops 5 (A-2-3-4-5) to A -> 10 sequences. 32 cards (7..A): tops J..A -> 4, plus
# A-7-8-9-T with ace_low_32.
STRAIGHTS = {(52, False): 10, (32, False): 4, (32, True): 5}


def test_the_formulas_reproduce_the_known_52_card_figures() -> None:
    assert hand_counts(13, 10) == KNOWN_52
    assert sum(KNOWN_52.values()) == comb(52, 5) == 2_598_960
    assert sum(distinct_values(13, 10).values()) == 7_462  # the well-known class count
    for ace_low, straights in ((False, 4), (True, 5)):
        assert sum(hand_counts(8, straights).values()) == comb(32, 5) == 201_376, ace_low


def count_every_hand(rules: Rules) -> tuple[dict[Category, int], dict[Category, int], list[int]]:
    """Evaluate all hands; return hands per category, distinct values per category, and keys."""
    every_hand = combinations(full_deck(rules.deck_size), 5)
    keys = Counter(map(attrgetter("key"), map(evaluate, every_hand, repeat(rules))))
    per_category: Counter[Category] = Counter()
    distinct: Counter[Category] = Counter()
    for key, hands in keys.items():
        category = Category(key & 0xF)  # the low bits of a key are the real category
        per_category[category] += hands
        distinct[category] += 1
    return dict(per_category), dict(distinct), sorted(keys)


@pytest.mark.parametrize(
    "rules",
    [
        Rules(deck_size=52),
        Rules(deck_size=32),
        Rules(deck_size=32, ace_low_32=True),
        Rules(deck_size=32, flush_beats_full_house=True),
        Rules(deck_size=32, ace_low_32=True, flush_beats_full_house=True),
    ],
    ids=["52", "32", "32-ace-low", "32-flush-high", "32-both"],
)
def test_every_hand_of_the_deck_lands_in_the_right_category(rules: Rules) -> None:
    straights = STRAIGHTS[rules.deck_size, rules.ace_low_32 and rules.deck_size == 32]
    ranks = 13 if rules.deck_size == 52 else 8
    per_category, distinct, keys = count_every_hand(rules)
    assert per_category == hand_counts(ranks, straights)
    assert distinct == distinct_values(ranks, straights)
    if rules.deck_size == 52:
        assert per_category == KNOWN_52
    # Categories occupy consecutive bands of keys, in the order the rules give them.
    band_order = [Category(key & 0xF) for key in keys]
    bands = [band_order[0]] + [b for a, b in pairwise(band_order) if a != b]
    expected = list(Category)
    if rules.flush_beats_full_house:
        expected[Category.FLUSH], expected[Category.FULL_HOUSE] = (
            Category.FULL_HOUSE,
            Category.FLUSH,
        )
    assert bands == expected
