"""Baseline opponents the simulator measures the levels against: each a caricature of one
way to play badly, so a good level must beat every one of them."""

from __future__ import annotations

from drawpoker.ai.holdem.base import (
    CALL,
    FOLD,
    RAISE,
    SeededPlayer,
    act,
    board_of,
    legal_of,
    my_combo,
)
from drawpoker.ai.holdem.preflop import preflop_rank
from drawpoker.ai.holdem.strength import percentiles
from drawpoker.engine.holdem.actions import HoldemAction
from drawpoker.engine.holdem.view import HoldemView


class RandomLegal(SeededPlayer):
    """Any legal action, all kinds equally likely."""

    name = "random"

    def choose(self, view: HoldemView) -> HoldemAction:
        kinds = sorted(legal_of(view))
        return act(view, self.rng.choice(kinds))


class CallingStation(SeededPlayer):
    """Checks or calls everything, never raises, never folds."""

    name = "calling-station"

    def choose(self, view: HoldemView) -> HoldemAction:
        return act(view, CALL)


class Maniac(SeededPlayer):
    """Raises whenever the cap allows, whatever it holds."""

    name = "maniac"

    def choose(self, view: HoldemView) -> HoldemAction:
        return act(view, RAISE)


class Rock(SeededPlayer):
    """Plays the best tenth of starting hands and, after the flop, only strong made hands."""

    name = "rock"

    def choose(self, view: HoldemView) -> HoldemAction:
        hole = my_combo(view)
        board = board_of(view)
        if not board:
            top = preflop_rank(hole)  # 0 the best, 1 the worst
            strength = 1.0 - top
            raise_at, call_at = 0.95, 0.88
        else:
            strength = percentiles(board)[hole]
            raise_at, call_at = 0.93, 0.75
        if strength >= raise_at:
            return act(view, RAISE)
        if strength >= call_at:
            return act(view, CALL)
        return act(view, FOLD)
