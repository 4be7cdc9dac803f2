"""``equilibrium`` (for measuring only): heads-up a solved strategy of its own, the coarse
abstraction's (not `hard`'s fine one), played as trained with no read at all, each river solved
again on the exact cards from both ranges as that strategy plays them; three or more dealt in,
the tight-aggressive sparring player's play (the solved game is heads-up only)."""

from __future__ import annotations

from drawpoker.ai.holdem.solved.abstraction import ABSTRACTIONS
from drawpoker.ai.holdem.solved.player import Solved
from drawpoker.ai.holdem.sparring.style import TightAggressive
from drawpoker.engine.holdem.actions import HoldemAction
from drawpoker.engine.holdem.view import HoldemView


class Equilibrium(Solved):
    name = "equilibrium"
    steals = False  # no read: the strategy as solved

    def __init__(self, seed: int | None = None) -> None:
        super().__init__(seed, ABSTRACTIONS["coarse"])
        self.table_play = TightAggressive(None if seed is None else seed + 104729)

    def observe(self, view: HoldemView) -> None:
        self.table_play.observe(view)

    def choose(self, view: HoldemView) -> HoldemAction:
        if len(view.seats) != 2:
            return self.table_play.choose(view)
        return super().choose(view)

    def fallback_choose(self, view: HoldemView) -> HoldemAction:
        return self.table_play.choose(view)
