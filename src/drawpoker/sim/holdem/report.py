"""Every hold'em result that ``docs/ai.md`` reports, as one reproducible run.

    nice -n 10 python -m drawpoker.sim.holdem.report > holdem-report.jsonl

One JSON line per table (the object ``python -m drawpoker.sim --game holdem --json`` prints),
then Markdown tables on stderr. Any line can be rerun alone with the same players, deals and
seed on the ``--game holdem`` command line.
"""

from __future__ import annotations

import argparse
import json
import sys

from drawpoker.sim.holdem.table import rotated

SIX_MAX = [
    ("hard", "normal", "easy", "calling-station", "maniac", "rock"),
    ("normal", "easy", "calling-station", "maniac", "rock", "random"),
]
HEADS_UP = [
    ("normal", "easy"),
    ("normal", "calling-station"),
    ("normal", "maniac"),
    ("normal", "rock"),
    ("normal", "random"),
    ("hard", "normal"),
    ("hard", "easy"),
    ("hard", "calling-station"),
    ("hard", "maniac"),
    ("hard", "rock"),
    ("hard", "random"),
    ("easy", "calling-station"),
    ("easy", "maniac"),
    # the outside sparring players (issue 22; docs/ai.md has 2,000-deal runs of these)
    ("normal", "drawpoker.ai.holdem.sparring:tag"),
    ("normal", "drawpoker.ai.holdem.sparring:lag"),
    ("normal", "drawpoker.ai.holdem.sparring:adaptive"),
]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m drawpoker.sim.holdem.report")
    parser.add_argument("--six-max-deals", type=int, default=600)
    parser.add_argument("--heads-up-deals", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    rows = []
    tables = [(t, args.six_max_deals) for t in SIX_MAX] + [
        (t, args.heads_up_deals) for t in HEADS_UP
    ]
    for names, deals in tables:
        result = rotated(list(names), deals, seed=args.seed)
        row = {
            "players": list(names),
            "deals": deals,
            "hands": result.hands,
            "seed": args.seed,
            "per_100": [round(p.per_100, 1) for p in result.players],
            "ci95": [[round(x, 1) for x in p.ci95] for p in result.players],
            "seconds": round(result.seconds, 1),
        }
        rows.append(row)
        print(json.dumps(row), flush=True)
    for row in rows:
        print(f"\n{len(row['players'])} seats, {row['deals']} deals:", file=sys.stderr)
        print("| player | $/100 hands | 95% CI |", file=sys.stderr)
        print("|---|---:|---|", file=sys.stderr)
        for name, value, (low, high) in zip(
            row["players"], row["per_100"], row["ci95"], strict=True
        ):
            print(f"| {name} | {value:+.0f} | {low:+.0f} to {high:+.0f} |", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
