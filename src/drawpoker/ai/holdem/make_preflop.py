"""Writes ``data/preflop_equity.json``: each of the 169 starting-hand classes' equity against
1 to 5 random hands, by seeded Monte Carlo (suits do not matter against random hands, so one
combination per class is dealt).

    nice -n 10 python -m drawpoker.ai.holdem.make_preflop [--trials 20000] [--seed 13]

About six minutes at the default size on one core; the standard error of each entry is under
half a percentage point. The file records the trials and seed it was made with.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

from drawpoker.ai.holdem.equity import monte_carlo
from drawpoker.ai.holdem.hands import CLASS_LABELS, combos_of_class

OUT = Path(__file__).with_name("data") / "preflop_equity.json"
MAX_OPPONENTS = 5


def build(trials: int, seed: int) -> dict[str, object]:
    table: dict[str, list[float]] = {}
    for opponents in range(1, MAX_OPPONENTS + 1):
        rng = random.Random(seed * 10 + opponents)
        row = []
        for index in range(len(CLASS_LABELS)):
            hole = combos_of_class(index)[0]
            row.append(round(monte_carlo(hole, (), [None] * opponents, trials, rng), 4))
        table[str(opponents)] = row
        print(f"  against {opponents}: done", file=sys.stderr, flush=True)
    return {
        "about": "equity of each starting-hand class against N random hands (Monte Carlo)",
        "made_by": "python -m drawpoker.ai.holdem.make_preflop",
        "trials": trials,
        "seed": seed,
        "classes": list(CLASS_LABELS),
        "equity": table,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--trials", type=int, default=20000)
    parser.add_argument("--seed", type=int, default=13)
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args(argv)
    started = time.perf_counter()
    data = build(args.trials, args.seed)
    tmp = args.out.with_suffix(".tmp")
    tmp.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    tmp.replace(args.out)
    print(f"wrote {args.out} in {time.perf_counter() - started:.0f}s", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
