"""The hold'em engine stands alone: importing and playing it loads no pygame, AI, UI or storage."""

from __future__ import annotations

import subprocess
import sys

SCRIPT = """
import sys
from drawpoker.engine.holdem import HoldemGame, HoldemRules
from drawpoker.engine.holdem.data import game_from_dict, game_to_dict
g = HoldemGame(HoldemRules(players=4), seed=1)
g.start_hand()
while g.to_act is not None:
    g.act(g.legal_actions()[0].action())
game_to_dict(g)
bad = sorted(
    name for name in sys.modules
    if name.split(".")[0] == "pygame"
    or name.startswith(("drawpoker.ai.draw", "drawpoker.ui", "drawpoker.storage.draw"))
)
print(",".join(bad))
"""


def test_engine_imports_nothing_from_other_layers() -> None:
    result = subprocess.run(
        [sys.executable, "-c", SCRIPT], capture_output=True, text=True, check=True, timeout=120
    )
    assert result.stdout.strip() == ""
