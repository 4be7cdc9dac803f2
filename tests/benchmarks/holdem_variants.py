"""Variants of the solved hold'em player for the simulator, to measure a change before it is
made (``PYTHONPATH=src:tests/benchmarks ... --players holdem_variants:thresholded,...``)."""

from __future__ import annotations

import os
from functools import cache
from pathlib import Path

from drawpoker.ai.holdem.solved.player import Solved
from drawpoker.ai.holdem.solved.strategy import Strategy, load_path
from drawpoker.engine.holdem.street import Street
from drawpoker.engine.holdem.view import HoldemView


def thresholded(seed: int | None = None) -> Solved:
    """`hard` with actions under 10% dropped."""
    player = Solved(seed)
    player.threshold = 0.10
    player.name = "hard-t10"
    return player


@cache
def _from_file(path: str) -> Strategy:
    return load_path(Path(path))


def candidate(seed: int | None = None) -> Solved:
    """`hard` playing the strategy file named by ``HOLDEM_STRATEGY`` (a training's output, read
    once per process: the table is never changed, so sharing it shares no state)."""
    player = Solved(seed, strategy=_from_file(os.environ["HOLDEM_STRATEGY"]))
    player.name = "hard-candidate"
    return player


class _Streets(Solved):
    """The solved odds on some streets only, `normal` on the others (where does it gain?)."""

    streets: frozenset[Street] = frozenset()

    def odds(self, view: HoldemView) -> dict[str, float] | None:
        return super().odds(view) if view.street in self.streets else None


def preflop_only(seed: int | None = None) -> Solved:
    """The candidate's odds before the flop, `normal` after it."""
    player = _Streets(seed, strategy=_from_file(os.environ["HOLDEM_STRATEGY"]))
    player.streets = frozenset({Street.PREFLOP})
    player.name = "solved-preflop"
    return player


def postflop_only(seed: int | None = None) -> Solved:
    """`normal` before the flop, the candidate's odds after it."""
    player = _Streets(seed, strategy=_from_file(os.environ["HOLDEM_STRATEGY"]))
    player.streets = frozenset({Street.FLOP, Street.TURN, Street.RIVER})
    player.name = "solved-postflop"
    return player


def no_steals(seed: int | None = None) -> Solved:
    """`hard` without its steal read (the solved odds alone, heads-up)."""
    player = Solved(seed)
    player.steals = False
    player.name = "hard-no-steals"
    return player
