"""The cards' luck taken out of heads-up results (`sim/holdem/luck.py`): each card's term has a
mean of exactly zero over the cards that could have come, so the adjusted result measures the
same thing with less noise."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from drawpoker.sim.__main__ import main as sim_main
from drawpoker.sim.holdem.luck import equity, luck, sampled_equity
from drawpoker.sim.holdem.table import rotated


def _deal(seed: int, board: int) -> tuple[tuple[int, int], tuple[int, int], list[int]]:
    cards = random.Random(seed).sample(range(52), 4 + board)
    return (cards[0], cards[1]), (cards[2], cards[3]), cards[4:]


@settings(max_examples=15)
@given(st.integers(0, 10_000))
def test_the_equity_before_a_card_is_the_mean_of_the_equities_after_it(seed: int) -> None:
    """What makes every term's mean zero: the turn's equity is the mean of the river's over
    every river card, and the two hands' shares add up to the whole pot."""
    first, second, board = _deal(seed, 4)
    unseen = [c for c in range(52) if c not in (*first, *second, *board)]
    after = [equity(first, second, [*board, card]) for card in unseen]
    assert sum(after) / len(after) == pytest.approx(equity(first, second, board), abs=1e-12)
    assert equity(first, second, board) + equity(second, first, board) == pytest.approx(1.0)
    assert all(a in (0.0, 0.5, 1.0) for a in after)


def test_the_turn_and_river_terms_have_a_mean_of_zero_over_every_card_that_could_come() -> None:
    first, second, flop = _deal(3, 3)
    unseen = [c for c in range(52) if c not in (*first, *second, *flop)]
    pots = {4: 40, 5: 80}
    terms = [luck(first, second, [*flop, turn, river], pots)
             for turn in unseen for river in unseen if river != turn]
    assert sum(terms) / len(terms) == pytest.approx(0.0, abs=1e-9)
    assert max(terms) > 10 and min(terms) < -10  # not zero card by card: luck it is


def test_a_card_dealt_after_an_all_in_adds_nothing() -> None:
    first, second, board = _deal(5, 5)
    assert luck(first, second, board, {}) == 0.0
    assert luck(first, second, board, {4: 40}) == pytest.approx(
        40 * (equity(first, second, board[:4]) - equity(first, second, board[:3])))


def test_the_pre_flop_estimate_is_close_to_the_known_share() -> None:
    """Aces against seven-deuce offsuit: about 88%."""
    aces, junk = (51, 50), (20, 1)  # As Ah, 7s 2d
    estimate = sampled_equity(aces, junk, 2000, random.Random(1))
    assert 0.84 < estimate < 0.91


def test_the_adjusted_result_has_much_less_noise() -> None:
    """Two calling stations see every showdown: nearly all of the spread is the cards'."""
    result = rotated(["calling-station", "rock"], 150, seed=3)
    raw, adjusted = result.players[0], result.players[0].adjusted
    assert adjusted is not None
    raw_width = raw.ci95[1] - raw.ci95[0]
    adjusted_width = adjusted[1][1] - adjusted[1][0]
    assert adjusted_width < 0.8 * raw_width
    assert result.players[1].adjusted is not None
    assert result.players[1].adjusted[0] == pytest.approx(-adjusted[0])
    three = rotated(["calling-station", "rock", "easy"], 5, seed=3)
    assert all(p.adjusted is None for p in three.players)  # heads-up only


def test_the_command_line_prints_it(capsys: pytest.CaptureFixture[str]) -> None:
    sim_main(["--game", "holdem", "--players", "rock,easy", "--deals", "20", "--json",
              "--quiet"])
    out = json.loads(capsys.readouterr().out)
    adjusted = out["luck_adjusted"]
    assert len(adjusted) == 2 and adjusted[0]["per_100"] == pytest.approx(-adjusted[1]["per_100"])
    low, high = adjusted[0]["ci95"]
    assert low <= adjusted[0]["per_100"] <= high
