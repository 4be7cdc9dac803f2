"""The draw's luck taken out of a deal's result (the twin of `sim/holdem/luck.py`).

A simulator knows both hands. When the cards drawn arrive, the pot both players have in changes
hands in expectation: before, the first seat's share of it is its chance of winning the
showdown over every replacement both players could draw, keeping what they kept; after, its
share with the hands they now hold (1, a half for a tie, 0). The pot times the difference is
the luck of the draw, and it is subtracted from the result (a control variate after MIVAT,
Zinkevich et al. 2006). Neither player sees the other's new cards before choosing its own
discards, so both replacements are one chance event, dealt from the cards neither was dealt.
The before-share is estimated from `SAMPLES` random draws made apart from the deal: an unbiased
estimate, so the term's mean is zero and the adjusted result measures the same thing.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from drawpoker.engine.core.evaluator import evaluate
from drawpoker.engine.draw import Card, Rules, full_deck

SAMPLES = 200  # random replacement draws that estimate the share before the draw


def share(rules: Rules, first: Sequence[Card], second: Sequence[Card]) -> float:
    """The first hand's share of the pot at a showdown (a tie: half)."""
    a, b = evaluate(first, rules), evaluate(second, rules)
    return 1.0 if a > b else 0.5 if a == b else 0.0


def expected_share(rules: Rules, kept: tuple[Sequence[Card], Sequence[Card]],
                   unseen: Sequence[Card], rng: random.Random, samples: int = SAMPLES) -> float:
    """The first seat's share before the draw, estimated: each seat fills its kept cards up to
    five from ``unseen`` (the cards neither was dealt), ``samples`` times."""
    need = [5 - len(kept[0]), 5 - len(kept[1])]
    deck = list(unseen)
    total = 0.0
    for _ in range(samples):
        drawn = rng.sample(deck, need[0] + need[1])
        total += share(rules, [*kept[0], *drawn[:need[0]]], [*kept[1], *drawn[need[0]:]])
    return total / samples


def draw_luck(rules: Rules, dealt: tuple[Sequence[Card], Sequence[Card]],
              held: tuple[Sequence[Card], Sequence[Card]], pot: int,
              rng: random.Random) -> float:
    """The first seat's luck of the draw in dollars (the second's is its negative): ``dealt``
    the hands before the draw, ``held`` after it, ``pot`` what both had in when it came."""
    kept = (tuple(c for c in dealt[0] if c in held[0]), tuple(c for c in dealt[1] if c in held[1]))
    gone = {*dealt[0], *dealt[1]}
    unseen = [c for c in full_deck(rules.deck_size) if c not in gone]
    before = expected_share(rules, kept, unseen, rng)
    return pot * (share(rules, held[0], held[1]) - before)
