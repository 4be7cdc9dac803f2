"""Variants of the solved hold'em player for the simulator, to measure a change before it is
made (``PYTHONPATH=src:tests/benchmarks ... --players holdem_variants:thresholded,...``)."""

from __future__ import annotations

from drawpoker.ai.holdem.solved.player import Solved


def thresholded(seed: int | None = None) -> Solved:
    """`hard` with actions under 10% dropped."""
    player = Solved(seed)
    player.threshold = 0.10
    player.name = "hard-t10"
    return player
