"""The opponents' fast hand strength must order hands exactly as the engine's referee does."""

from __future__ import annotations

import random

import pytest

from drawpoker.ai.draw.hands import RuleKey, hand_table
from drawpoker.engine.draw import Card, Rules, evaluate, full_deck

RULES = [
    Rules(deck_size=52),
    Rules(deck_size=32),
    Rules(deck_size=32, ace_low_32=True),
    Rules(deck_size=32, flush_beats_full_house=True),
]


def _strength(cards: list[Card], rules: Rules) -> int:
    return hand_table(RuleKey.of(rules)).strength([c.index for c in cards])


@pytest.mark.parametrize(
    "rules", RULES, ids=lambda r: f"{r.deck_size}-{r.ace_low_32}-{r.flush_beats_full_house}"
)
def test_order_agrees_with_engine(rules: Rules) -> None:
    rng = random.Random(7)
    deck = full_deck(rules.deck_size)
    table = hand_table(RuleKey.of(rules))
    for _ in range(3000):
        a, b = rng.sample(deck, 5), rng.sample(deck, 5)
        va, vb = evaluate(a, rules), evaluate(b, rules)
        sa, sb = _strength(a, rules), _strength(b, rules)
        assert (sa > sb) == (va > vb) and (sa == sb) == (va == vb), (a, b)
        assert table.category_of(sa) == int(va.category)


@pytest.mark.parametrize("rules", RULES[1:3], ids=["plain", "ace-low"])
def test_straights_in_the_stripped_deck(rules: Rules) -> None:
    def cards(text: str) -> list[Card]:
        return [Card.from_str(t) for t in text.split()]

    low = _strength(cards("Ah 7d 8c 9s Th"), rules)
    pair = _strength(cards("Ah Ad 8c 9s Th"), rules)
    assert (low > pair) == rules.ace_low_32
    assert _strength(cards("7d 8c 9s Th Jh"), rules) > _strength(cards("Ah Kd Qc Js 9h"), rules)


def test_table_sizes() -> None:
    # distinct hand values: 7,462 for 52 cards; for 32 cards 784 rank multisets + 56 suited sets
    assert len(hand_table(RuleKey(52, False, False)).plain) == 6175
    assert len(hand_table(RuleKey(52, False, False)).suited) == 1287
    assert len(hand_table(RuleKey(32, False, False)).plain) == 784
    assert len(hand_table(RuleKey(32, False, False)).suited) == 56
