"""A best response to the solved heads-up strategy, played in the real game: the table that
``python -m drawpoker.ai.holdem.solved.train --best-response N --br-out FILE`` learned in the
abstract game, read from the file named by ``DRAWPOKER_BR_FILE``. What it wins against `hard`
in the simulator estimates how exploitable `hard` is at the real table (docs/ai.md):

    DRAWPOKER_BR_FILE=/tmp/br_fine.json PYTHONPATH=src:tests/benchmarks nice -n 10 \\
        python -m drawpoker.sim --game holdem --players hard,holdem_best_response:player \\
        --deals 2500 --seed 1 --json
"""

from __future__ import annotations

import os
from pathlib import Path

from drawpoker.ai.holdem.solved.abstraction import ABSTRACTIONS
from drawpoker.ai.holdem.solved.player import Solved
from drawpoker.ai.holdem.solved.strategy import load_path


def player(seed: int | None = None) -> Solved:
    """A fresh responder (its table read again: no state shared between objects)."""
    path = Path(os.environ["DRAWPOKER_BR_FILE"])
    name = "coarse" if "coarse" in path.name else "fine"
    solved = Solved(seed, ABSTRACTIONS[name], strategy=load_path(path))
    solved.name = "best-response"
    return solved
