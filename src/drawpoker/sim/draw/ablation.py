"""Several versions of a player on the same duplicate deals, compared pair by pair.

    python -m drawpoker.sim.draw.ablation --deck 52 --deals 2000 --seed 1 --seed 2 --seed 3 \\
        --b exploiter --b counter --b bandit --out /tmp/ablation

Each version (``--a``, repeatable; by default the four of issue 42's ablation: the read rules of
issue 22 or the watched ones, each with the blueprint's last round or the re-solve) plays the
same series as ``python -m drawpoker.sim --a VERSION`` (the same deck orders, seeds and fresh
objects for the mirrored games), so its result per cell is the simulator's. Every pair's result
is kept (``--out``: one JSON file per version, opponent and seed; a cell already there is read,
not played again), so two versions are compared on the same deals: the difference of their pair
results has a far smaller spread than either alone. Prints one JSON object: per cell and per
opponent (all seeds pooled) each version's $/100 deals with its 95% interval, and its difference
from the first version with the paired 95% interval.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from drawpoker.engine.draw import Rules
from drawpoker.sim.__main__ import build_player
from drawpoker.sim.draw.play import duplicate
from drawpoker.sim.interval import per_100
from drawpoker.storage.atomic import write_text_atomic

VERSIONS = (
    "drawpoker.ai.draw.hard:issue22",
    "drawpoker.ai.draw.hard:issue22_reads",
    "drawpoker.ai.draw.hard:watched_blueprint_round",
    "drawpoker.ai.draw.hard:watched",
)


def interval(values: list[float]) -> tuple[float, float, float]:
    """Mean and normal 95% interval, in dollars per 100 deals, to a tenth."""
    mean, (low, high) = per_100(values)
    return round(mean, 1), round(low, 1), round(high, 1)


def cell(rules: Rules, a: str, b: str, deals: int, seed: int, out: Path | None) -> list[float]:
    """Each pair's result of ``a`` against ``b`` on this seed's deals (from ``out`` if kept)."""
    name = f"{a.replace(':', '.')}_{b}_{rules.deck_size}_{deals}_{seed}.json"
    path = out / name if out is not None else None
    if path is not None and path.exists():
        kept: list[float] = json.loads(path.read_text(encoding="utf-8"))
        return kept
    pairs: list[float] = []
    duplicate(
        rules,
        build_player(a, seed),
        build_player(b, seed + 1),
        deals,
        seed=seed,
        mirror=(build_player(a, seed), build_player(b, seed + 1)),
        pairs=pairs,
    )
    if path is not None:
        write_text_atomic(path, json.dumps(pairs))
    return pairs


def compare(results: dict[str, list[float]], versions: list[str]) -> dict[str, object]:
    """Each version's result and its paired difference from the first version."""
    base = results[versions[0]]
    report: dict[str, object] = {}
    for version in versions:
        pairs = results[version]
        diff = [x - y for x, y in zip(pairs, base, strict=True)]
        report[version] = {"per_100": interval(pairs), "vs_first": interval(diff)}
    return report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m drawpoker.sim.draw.ablation")
    parser.add_argument("--a", action="append", default=[], help="a version (repeatable)")
    parser.add_argument("--b", action="append", default=[], help="an opponent (repeatable)")
    parser.add_argument("--seed", type=int, action="append", default=[])
    parser.add_argument("--deck", type=int, choices=(32, 52), default=52)
    parser.add_argument("--deals", type=int, default=2000)
    parser.add_argument("--out", type=Path, default=None, help="folder keeping each cell's pairs")
    args = parser.parse_args(argv)
    versions = args.a or list(VERSIONS)
    opponents = args.b or ["exploiter", "counter", "bandit"]
    seeds = args.seed or [1, 2, 3]
    rules = Rules.preset(f"classic-{args.deck}")
    if args.out is not None:
        args.out.mkdir(parents=True, exist_ok=True)
    report: dict[str, object] = {"deck": args.deck, "deals": args.deals, "versions": versions}
    for b in opponents:
        pooled: dict[str, list[float]] = {v: [] for v in versions}
        for seed in seeds:
            results = {}
            for version in versions:
                results[version] = cell(rules, version, b, args.deals, seed, args.out)
                pooled[version].extend(results[version])
                print(f"{b} seed {seed} {version}: {interval(results[version])}", file=sys.stderr)
            report[f"{b} seed {seed}"] = compare(results, versions)
        report[f"{b} all seeds"] = compare(pooled, versions)
    json.dump(report, sys.stdout, indent=1)
    print()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
