"""The luck of the draw taken out of duplicate draw results (`sim/draw/luck.py`, the twin of
hold'em's): a player that stands pat has no luck to take out, the term's mean over the cards
that could come is zero, and the adjusted result is less noisy."""

from __future__ import annotations

import random

import pytest

from drawpoker.ai.draw import make_player
from drawpoker.engine.draw import Rules, full_deck, parse_cards
from drawpoker.sim.draw.luck import draw_luck, expected_share, share
from drawpoker.sim.draw.play import duplicate

RULES = Rules.preset("classic-52")


def test_two_hands_that_stand_pat_have_no_luck() -> None:
    first = tuple(parse_cards("As Ks Qs Js Ts"))
    second = tuple(parse_cards("2c 2d 2h 7c 7d"))
    assert share(RULES, first, second) == 1.0
    assert draw_luck(RULES, (first, second), (first, second), 40, random.Random(1)) == 0.0


def test_the_luck_of_the_draw_has_a_mean_of_zero() -> None:
    """A pair of kings drawing three against two pairs drawing one, the actual draws dealt at
    random: the luck averages out to nothing, though it is large draw by draw."""
    first = tuple(parse_cards("Kc Kd 7h 4s 2c"))
    second = tuple(parse_cards("Qc Qd 9h 9s 3d"))
    kept = (first[:2], second[:4])
    unseen = [c for c in full_deck(52) if c not in (*first, *second)]
    deal = random.Random(5)
    terms = []
    for trial in range(400):
        drawn = deal.sample(unseen, 4)
        held = ((*kept[0], *drawn[:3]), (*kept[1], drawn[3]))
        terms.append(draw_luck(RULES, (first, second), held, 100, random.Random(trial)))
    assert sum(terms) / len(terms) == pytest.approx(0.0, abs=5.0)  # dollars of a $100 pot
    assert max(terms) > 50 and min(terms) < -20
    estimate = expected_share(RULES, kept, unseen, random.Random(2), samples=4000)
    assert 0.25 < estimate < 0.45  # two pairs drawing one are ahead of a pair drawing three


def test_the_adjusted_duplicate_result_is_less_noisy() -> None:
    result = duplicate(Rules.preset("classic-32"), make_player("normal", seed=1),
                       make_player("rock", seed=2), 300, seed=4)
    mean, (low, high) = result.adjusted
    assert low <= mean <= high
    assert high - low < result.ci95[1] - result.ci95[0]
