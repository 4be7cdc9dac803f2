"""Two versions of a hold'em player on the same deals: the difference of their results, paired
deal by deal (a counting script, not a test).

    PYTHONPATH=src:/tmp/variants nice -n 10 python tests/benchmarks/paired_holdem.py \\
        --a normal --b mymodule:variant --deals 500 --seed 1

Seats A (then B) in the first seat of the same table of opponents (the simulator's rotations,
deck orders and player seeds, as `drawpoker.sim.holdem.table.rotated` deals them) and prints
each one's big blinds per 100 hands and B - A with a 95% interval over deals. The same cards
and the same opponents' seeds cancel most of the luck, so a change shows with far fewer deals
than two separate runs need.
"""

from __future__ import annotations

import argparse
import json
import random
from collections.abc import Sequence
from pathlib import Path

from drawpoker.engine.core.cards import full_deck
from drawpoker.engine.holdem import HoldemRules
from drawpoker.sim.holdem.table import build_player, play_hand
from drawpoker.sim.interval import per_100

SPARRING = "drawpoker.ai.holdem.sparring"
TABLE = f"{SPARRING}:tag,{SPARRING}:lag,{SPARRING}:adaptive,{SPARRING}:tag,{SPARRING}:lag"


def per_deal(names: Sequence[str], deals: int, seed: int) -> list[float]:
    """Player 0's result per deal in big blinds (its rotations averaged), as `rotated` plays."""
    n = len(names)
    rules = HoldemRules(players=n)
    series = [
        [build_player(name, seed * 1000 + 10 * r + p) for p, name in enumerate(names)]
        for r in range(n)
    ]
    rng = random.Random(seed)
    deck = full_deck(52)
    out = []
    for index in range(deals):
        order = list(deck)
        rng.shuffle(order)
        total = 0.0
        for r in range(n):
            seats = [series[r][(s - r) % n] for s in range(n)]
            won = play_hand(rules, seats, order, seed=index)
            total += won[r % n]  # player 0 sits in seat r in rotation r
        out.append(total / n / rules.big_blind)
    return out


def summary(values: Sequence[float]) -> str:
    mean, (low, high) = per_100(values)
    return f"{mean:+6.1f} ({low:+.1f} to {high:+.1f})"


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--a", default="normal")
    parser.add_argument("--b", required=True)
    parser.add_argument("--table", default=TABLE, help="the other seats, comma-separated")
    parser.add_argument("--deals", type=int, default=500)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--cache", default="", help="a folder to keep A's results in")
    args = parser.parse_args(argv)
    others = args.table.split(",")
    cache = Path(args.cache) / f"{args.a}-{args.table}-{args.deals}-{args.seed}.json"
    if args.cache and cache.exists():
        a = json.loads(cache.read_text())
    else:
        a = per_deal([args.a, *others], args.deals, args.seed)
        if args.cache:
            cache.write_text(json.dumps(a))
    b = per_deal([args.b, *others], args.deals, args.seed)
    print(f"A {args.a}: {summary(a)} bb/100")
    print(f"B {args.b}: {summary(b)} bb/100")
    print(f"B - A: {summary([y - x for x, y in zip(a, b, strict=True)])} bb/100")


if __name__ == "__main__":
    main()
