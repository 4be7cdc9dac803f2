"""Every pairing that ``docs/ai.md`` reports, as one reproducible run.

    python -m drawpoker.sim.draw.report --deck 32 --deals 20000 > report-32.jsonl

Prints one JSON line per pairing (the same object as ``python -m drawpoker.sim --json``) and, at
the end, a Markdown table on stderr. Each pairing uses the same seed, so any line can be
reproduced alone with ``python -m drawpoker.sim --a A --b B --deck D --deals N --seed S``.
"""

from __future__ import annotations

import argparse
import json
import sys

from drawpoker.engine.draw import Rules
from drawpoker.sim.__main__ import build_player
from drawpoker.sim.draw.play import duplicate

PAIRINGS = [
    ("hard", "random"),
    ("hard", "calling-station"),
    ("hard", "maniac"),
    ("hard", "rock"),
    ("hard", "easy"),
    ("hard", "normal"),
    ("normal", "easy"),
    ("normal", "calling-station"),
    ("normal", "maniac"),
    # the solved strategy alone, without adapting: what the adaptation adds
    ("drawpoker.ai.draw.hard:static", "normal"),
    ("drawpoker.ai.draw.hard:static", "calling-station"),
    ("drawpoker.ai.draw.hard:static", "maniac"),
]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m drawpoker.sim.draw.report")
    parser.add_argument("--deck", type=int, choices=(32, 52), action="append")
    parser.add_argument("--deals", type=int, default=20000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--pair", action="append", default=[], help="only A,B (repeatable)")
    args = parser.parse_args(argv)
    pairings = [tuple(p.split(",", 1)) for p in args.pair] or PAIRINGS
    rows = []
    for deck in args.deck or [32, 52]:
        rules = Rules.preset(f"classic-{deck}")
        for a_name, b_name in pairings:
            a = build_player(a_name, seed=args.seed)
            b = build_player(b_name, seed=args.seed + 1)
            mirror = (
                build_player(a_name, seed=args.seed),
                build_player(b_name, seed=args.seed + 1),
            )
            result = duplicate(rules, a, b, args.deals, seed=args.seed, mirror=mirror)
            row = {
                "a": a_name,
                "b": b_name,
                "deck": deck,
                "deals": args.deals,
                "a_per_100": round(result.a_per_100, 2),
                "ci95": [round(result.ci95[0], 2), round(result.ci95[1], 2)],
                "seconds": round(result.seconds, 1),
            }
            rows.append(row)
            print(json.dumps(row), flush=True)
    print("| A | B | deck | A $/100 deals | 95% CI |", file=sys.stderr)
    print("|---|---|---:|---:|---|", file=sys.stderr)
    for row in rows:
        low, high = row["ci95"]
        print(
            f"| {row['a']} | {row['b']} | {row['deck']} | {row['a_per_100']:+.1f} | "
            f"{low:+.1f} to {high:+.1f} |",
            file=sys.stderr,
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
