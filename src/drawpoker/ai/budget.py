"""A decision's time at the table, shared by every game's solving player: how long a player may
think, and how a solve keeps to it.

A fixed number of iterations cannot keep a busy machine under a second, so a table gives each
computer player `TABLE_BUDGET` a decision; a level that solves at the table (`hard`) stops
iterating at `SOLVE_SHARE` of it and checks the solve as it stands, which leaves the rest for
the check and the machine's own delays. The simulators give none, so a run plays the same on
any machine.
"""

from __future__ import annotations

import time
from collections.abc import Callable

#: Seconds a decision may take at a table, in every game (None: no limit). Read when a table
#: seats its players, so a test may set it.
TABLE_BUDGET: float | None = 1.0
#: The share of a decision's budget a solve may iterate for.
SOLVE_SHARE = 0.6


def deadline_for(budget: float | None) -> float | None:
    """The `time.perf_counter` value at which a solve started now stops iterating (None: no
    budget, no deadline)."""
    return None if budget is None else time.perf_counter() + SOLVE_SHARE * budget


def iterate_until(step: Callable[[], None], iterations: int, until: float | None) -> bool:
    """Calls ``step`` ``iterations`` times, or fewer once ``until`` (a `time.perf_counter`
    value) has passed, always at least once; whether it stopped short."""
    for done in range(iterations):
        if done and until is not None and time.perf_counter() >= until:
            return True
        step()
    return False
