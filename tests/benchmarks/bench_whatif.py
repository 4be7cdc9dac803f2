"""How long a what-if takes, the coach's values included: a 52-card draw deal and a six-seat
hold'em hand, from histories the game's own writers make. Prints times; no timed test.

    .venv/bin/python tests/benchmarks/bench_whatif.py
"""

from __future__ import annotations

import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "teach"))

from conftest import play_draw_match, play_holdem_game
from drawpoker.teach import whatif


def _time(label: str, path: Path, deal: int, decision: int, choice: str) -> None:
    history = whatif.load(path)
    start = time.perf_counter()
    comparison = whatif.replay(history, deal, decision, choice)
    took = time.perf_counter() - start
    print(f"{label}: {took:.2f} s ({len(comparison.lines)} lines, her answers "
          f"{comparison.basis})")


def main() -> None:
    folder = Path(tempfile.mkdtemp())
    draw = play_draw_match(folder / "draw", seed=21, deals=10)
    start = time.perf_counter()
    whatif.load(draw)
    print(f"draw, verify and load 10 deals: {time.perf_counter() - start:.2f} s")
    _time("draw 52 cards, deal 2, decision 1 as drop", draw, 2, 1, "drop")
    history = whatif.load(draw)
    for number in range(1, 8):
        for d in whatif.decisions(history, number):
            if d.phase == "draw":
                _time(f"draw 52 cards, deal {number}, the draw as discard:none", draw, number,
                      d.number, "discard:none")
                break
    holdem = play_holdem_game(folder / "holdem", seed=3, hands=2)
    _time("hold'em six seats (normal), hand 1, decision 1 as fold", holdem, 1, 1, "fold")
    heads_up = play_holdem_game(folder / "hu", seed=4, hands=2, players=2)
    _time("hold'em heads-up (hard, solved), hand 1, decision 1 as call", heads_up, 1, 1,
          "call")


if __name__ == "__main__":
    main()
