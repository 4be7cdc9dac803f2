"""The table-driven evaluators against a plain restatement of the rules, hand by hand.

Every five-card hand of the 32-card deck under each rule set that changes the ranking, and a
large seeded sample of 52-card five- and seven-card hands. The values must be identical (same
category, ranks and key), not just ordered alike, so a faster table can never change a result.
"""

from __future__ import annotations

import random
from itertools import combinations

import pytest

from drawpoker.engine.core.cards import Card, full_deck
from drawpoker.engine.core.evaluator import HandValue, evaluate
from drawpoker.engine.core.evaluator7 import evaluate7, evaluate_indices
from drawpoker.engine.draw.rules import Rules
from test_evaluator import reference_value

RULE_SETS_32 = [
    Rules(deck_size=32),
    Rules(deck_size=32, ace_low_32=True),
    Rules(deck_size=32, flush_beats_full_house=True),
    Rules(deck_size=32, ace_low_32=True, flush_beats_full_house=True),
]


class Reference:
    """`reference_value` as a ``HandValue``, remembered per rank pattern and flushness."""

    def __init__(self, rules: Rules | None) -> None:
        self.rules = rules
        self.flush_high = rules is not None and rules.flush_beats_full_house
        self.known: dict[tuple[tuple[int, ...], bool], HandValue] = {}

    def __call__(self, hand: tuple[Card, ...] | list[Card]) -> HandValue:
        pattern = (tuple(sorted(card.rank for card in hand)), len({c.suit for c in hand}) == 1)
        value = self.known.get(pattern)
        if value is None:
            _, category, ranks = reference_value(list(hand), self.rules)
            value = HandValue(category, tuple(ranks), flush_beats_full_house=self.flush_high)
            self.known[pattern] = value
        return value


def same(a: HandValue, b: HandValue) -> bool:
    return (a.category, a.ranks, a.key) == (b.category, b.ranks, b.key)


@pytest.mark.parametrize("rules", RULE_SETS_32, ids=["32", "ace-low", "flush-high", "both"])
def test_every_32_card_hand_is_valued_as_the_rules_say(rules: Rules) -> None:
    reference = Reference(rules)
    for hand in combinations(full_deck(32), 5):
        got = evaluate(hand, rules)
        if not same(got, reference(hand)):
            pytest.fail(f"{' '.join(map(str, hand))}: {got} != {reference(hand)}")


@pytest.mark.parametrize("rules", [None, Rules(deck_size=52)], ids=["default", "rules-52"])
def test_a_large_sample_of_52_card_hands_is_valued_as_the_rules_say(rules: Rules | None) -> None:
    rng = random.Random(25)
    deck = full_deck(52)
    reference = Reference(rules)
    for _ in range(200_000):
        hand = rng.sample(deck, 5)
        got = evaluate(hand, rules)
        if not same(got, reference(hand)):
            pytest.fail(f"{' '.join(map(str, hand))}: {got} != {reference(hand)}")


def test_a_large_sample_of_seven_card_hands_is_valued_as_the_rules_say() -> None:
    rng = random.Random(2525)
    deck = full_deck(52)
    reference = Reference(None)
    for _ in range(20_000):
        hand = rng.sample(deck, rng.choice((5, 6, 7, 7)))
        expected = max((reference(five) for five in combinations(hand, 5)), key=lambda v: v.key)
        got = evaluate7(hand)
        if not (same(got, expected) and same(evaluate_indices([c.index for c in hand]), got)):
            pytest.fail(f"{' '.join(map(str, hand))}: {got} != {expected}")
