"""Heads-up `hard` keeps its solved odds but picks up what a count can safely take: against a
seat that folds to the first bet after the flop far more often than a bet needs, a check the
strategy drew on the flop or turn becomes a bet; against a caller, or on a few hands of
evidence, it plays the strategy's own odds exactly."""

from __future__ import annotations

from tests.ai_holdem.test_normal_reads import HEADS_UP, _checked_flops, _Folder, _orders

from drawpoker.ai.holdem import make_player
from drawpoker.ai.holdem.base import HoldemPlayer
from drawpoker.ai.holdem.solved.player import Solved
from drawpoker.sim.holdem.table import play_hand


def _trained(opponent: HoldemPlayer, hands: int) -> Solved:
    player = Solved(seed=11)
    for index, order in enumerate(_orders(hands, seed=21)):
        play_hand(HEADS_UP, [player, opponent], order, seed=index)
    return player


def test_hard_bets_into_a_folder_and_plays_its_odds_against_a_caller() -> None:
    folder = _Folder()
    more, fewer = _checked_flops(_trained(folder, 80), folder, 120, Solved)
    assert more >= 20, more
    assert fewer == 0
    station = make_player("calling-station", seed=3)
    assert _checked_flops(_trained(station, 80), station, 120, Solved) == (0, 0)
    assert _checked_flops(_trained(folder, 3), folder, 120, Solved) == (0, 0)


def test_without_the_read_it_is_the_strategy_alone() -> None:
    folder = _Folder()
    trained = _trained(folder, 80)
    trained.steals = False
    assert _checked_flops(trained, folder, 120, Solved) == (0, 0)
