"""Heads-up `hard` keeps its solved odds but picks up what a count can safely take: against a
seat that folds to the first bet after the flop far more often than a bet needs, a check the
strategy drew on the flop or turn becomes a bet; against a caller, or on a few hands of
evidence, it plays the strategy's own odds exactly."""

from __future__ import annotations

from tests.ai_holdem.test_normal_reads import HEADS_UP, _Folder, _orders

from drawpoker.ai.holdem import make_player
from drawpoker.ai.holdem.base import HoldemPlayer
from drawpoker.ai.holdem.solved.player import Solved
from drawpoker.engine.holdem import HoldemGame, action_of_kind
from drawpoker.engine.holdem.street import Street
from drawpoker.sim.holdem.table import play_hand


def _trained(opponent: HoldemPlayer, hands: int) -> Solved:
    player = Solved(seed=11)
    for index, order in enumerate(_orders(hands, seed=21)):
        play_hand(HEADS_UP, [player, opponent], order, seed=index)
    return player


def _changed(trained: Solved, opponent: HoldemPlayer, hands: int) -> tuple[int, int, int]:
    """Over seeded heads-up hands after the same calls before the flop: the flop and turn
    decisions with nothing owed, how many of those ``trained`` bets where a fresh `hard` with
    the same random draws checks, and how many it checks where the fresh one bets."""
    spots = more = fewer = 0
    for index, order in enumerate(_orders(hands, seed=22)):
        game = HoldemGame(HEADS_UP, seed=index)
        game.start_hand(order)
        while (seat := game.to_act) is not None:
            view = game.view(seat)
            if seat == 1 or view.street is Street.PREFLOP:
                kinds = view.legal_kinds()
                if seat == 0:
                    action = action_of_kind("call" if "call" in kinds else "check")
                else:
                    action = opponent.choose(view)
                game.act(action, seat)
                continue
            trained.rng.seed(index)
            mine = trained.choose(view)
            assert mine.kind in view.legal_kinds()
            if view.to_call == 0 and view.street in (Street.FLOP, Street.TURN):
                spots += 1
                fresh = Solved(seed=index).choose(view)
                more += fresh.kind == "check" and mine.kind == "raise"
                fewer += fresh.kind == "raise" and mine.kind == "check"
            game.act(mine, seat)
    return spots, more, fewer


def test_hard_bets_into_a_folder_and_plays_its_odds_against_a_caller() -> None:
    folder = _Folder()
    spots, more, fewer = _changed(_trained(folder, 80), folder, 120)
    assert spots > 100
    assert more >= 20, more
    assert fewer == 0
    station = make_player("calling-station", seed=3)
    assert _changed(_trained(station, 80), station, 120)[1:] == (0, 0)
    assert _changed(_trained(folder, 3), folder, 120)[1:] == (0, 0)


def test_without_the_read_it_is_the_strategy_alone() -> None:
    folder = _Folder()
    trained = _trained(folder, 80)
    trained.steals = False
    assert _changed(trained, folder, 120)[1:] == (0, 0)
