"""What each of ``hard``'s reads earned against one opponent, from its own trials.

    python -m drawpoker.sim.draw.reads --b counter --deck 52 --deals 5000 --seed 3

Plays duplicate deals as ``python -m drawpoker.sim --a hard`` does (the same seeds, so the same
result; fresh objects for the mirrored games) and adds up, over the whole series and both sets
of objects, what ``trials.py`` counts for each read: the decisions labelled as the read's and
as the solved strategy's, and what each branch won from its decision to the end of the deal.
``hard`` itself judges its reads on faded results; the totals here are not faded, for deciding
which reads pay against whom (docs/ai.md, "Reads that pay against both"). Prints one JSON
object.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from dataclasses import dataclass, field

from drawpoker.ai.draw.hard import Hard
from drawpoker.ai.draw.ledger import gain_from
from drawpoker.ai.draw.trials import Running, Trials
from drawpoker.engine.draw import Rules
from drawpoker.engine.draw.view import DealRecord
from drawpoker.sim.__main__ import build_player
from drawpoker.sim.draw.play import duplicate


@dataclass(slots=True)
class Totals:
    """Unfaded results per (read, branch), shared by the two ``hard`` objects of a series."""

    runs: dict[tuple[str, str], Running] = field(default_factory=dict)


class CountingTrials(Trials):
    """``Trials`` that also adds every settled result to ``totals`` (its decisions unchanged)."""

    def __init__(self, totals: Totals) -> None:
        super().__init__()
        self.totals = totals

    def settle(self, record: DealRecord) -> None:
        for taken in self.pending:
            count = len(taken.before)
            if tuple(record.actions[:count]) != taken.before:
                continue
            gain = gain_from(record, taken.seat, count, taken.pot)
            self.totals.runs.setdefault((taken.spot, taken.branch), Running()).add(gain)
        super().settle(record)


def counting_hard(totals: Totals, seed: int) -> Hard:
    hard = Hard(seed)
    hard.trials = CountingTrials(totals)
    hard.exploiter.trials = hard.trials
    return hard


def summary(totals: Totals) -> dict[str, dict[str, float]]:
    """Per read: decisions and mean result of each branch, the read's edge and its error."""
    out: dict[str, dict[str, float]] = {}
    for spot in sorted({spot for spot, _ in totals.runs}):
        read = totals.runs.get((spot, "read"), Running())
        solved = totals.runs.get((spot, "solved"), Running())
        error = math.sqrt(
            read.variance() / max(read.count, 1.0) + solved.variance() / max(solved.count, 1.0)
        )
        out[spot] = {
            "read_n": read.count,
            "read_mean": round(read.mean(), 2),
            "solved_n": solved.count,
            "solved_mean": round(solved.mean(), 2),
            "edge": round(read.mean() - solved.mean(), 2),
            "error": round(error, 2),
        }
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m drawpoker.sim.draw.reads")
    parser.add_argument("--b", default="exploiter", help="the opponent (a name or module:factory)")
    parser.add_argument("--deck", type=int, choices=(32, 52), default=52)
    parser.add_argument("--deals", type=int, default=5000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    rules = Rules.preset(f"classic-{args.deck}")
    totals = Totals()
    result = duplicate(
        rules,
        counting_hard(totals, args.seed),
        build_player(args.b, args.seed + 1),
        args.deals,
        seed=args.seed,
        mirror=(counting_hard(totals, args.seed), build_player(args.b, args.seed + 1)),
    )
    report = {
        "b": args.b,
        "deck": args.deck,
        "deals": args.deals,
        "seed": args.seed,
        "a_per_100": round(result.a_per_100, 2),
        "ci95": [round(x, 2) for x in result.ci95],
        "reads": summary(totals),
    }
    json.dump(report, sys.stdout, indent=1)
    print()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
