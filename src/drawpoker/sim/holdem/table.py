"""Hold'em simulations: N players (2 to 6) at one table, every deal played N times with the
players rotated one seat each time, so every player sits in every seat with every seat's cards
once per deal and neither card luck nor position luck favours anyone.

    python -m drawpoker.sim --game holdem --players normal,easy --deals 2000 --seed 1
    python -m drawpoker.sim --game holdem --players normal,easy,calling-station,maniac,rock,random

Each hand is the first hand of a fresh table (blinds 5/10, 500 each: 50 big blinds, more than a
fixed-limit hand can cost), so results are in dollars per 100 hands with a 95% interval over
deals (each deal's N rotations averaged first). Every rotation has its own player objects, so
no object ever sees the same deck twice; a player learns across the deals of its series
through ``observe(view)``, called with each hand's final view.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from itertools import pairwise

from drawpoker.ai.holdem import PLAYER_NAMES, HoldemPlayer, make_player
from drawpoker.engine.core.cards import Card, full_deck
from drawpoker.engine.holdem import HoldemGame, HoldemRules

Factory = Callable[[str, int], HoldemPlayer]


def play_hand(
    rules: HoldemRules, seats: Sequence[HoldemPlayer], order: Sequence[Card], seed: int = 0
) -> list[int]:
    """One hand from fresh stacks with this deck order; each seat's winnings in dollars."""
    game = HoldemGame(rules, seed=seed)
    game.start_hand(order)
    for _ in range(400):
        seat = game.to_act
        if seat is None:
            break
        game.act(seats[seat].choose(game.view(seat)), seat)
    else:  # pragma: no cover - the raise cap ends every round
        raise RuntimeError("a hold'em hand did not end within 400 actions")
    if game.bank_lent:
        raise RuntimeError("a player went broke in one hand: give the table deeper stacks")
    for seat, player in enumerate(seats):
        player.observe(game.view(seat))
    return [stack - rules.starting_money for stack in game.stacks]


@dataclass(frozen=True, slots=True)
class PlayerResult:
    name: str
    per_100: float  # dollars per 100 hands
    ci95: tuple[float, float]


@dataclass(frozen=True, slots=True)
class TableResult:
    players: tuple[PlayerResult, ...]
    deals: int
    hands: int  # deals x rotations
    big_blind: int
    seconds: float


def rotated(
    names: Sequence[str],
    deals: int,
    seed: int = 1,
    factory: Factory = make_player,
    progress: Callable[[int], None] | None = None,
) -> TableResult:
    """``deals`` deck orders, each played once per rotation of the players around the table."""
    started = time.perf_counter()
    n = len(names)
    rules = HoldemRules(players=n)
    # series[r][p]: player p's object in rotation r (player p sits in seat (p + r) % n)
    series = [
        [factory(name, seed * 1000 + 10 * r + p) for p, name in enumerate(names)] for r in range(n)
    ]
    rng = random.Random(seed)
    deck = full_deck(52)
    samples: list[list[float]] = [[] for _ in range(n)]
    for index in range(deals):
        order = list(deck)
        rng.shuffle(order)
        totals = [0.0] * n
        for r in range(n):
            seats = [series[r][(s - r) % n] for s in range(n)]
            won = play_hand(rules, seats, order, seed=index)
            for s in range(n):
                totals[(s - r) % n] += won[s]
        for p in range(n):
            samples[p].append(totals[p] / n)
        if progress is not None and (index + 1) % 200 == 0:
            progress(index + 1)
    results = []
    for p, name in enumerate(names):
        mean = statistics.fmean(samples[p])
        sd = statistics.stdev(samples[p]) if deals > 1 else 0.0
        half = 1.96 * sd / math.sqrt(deals)
        results.append(PlayerResult(name, 100 * mean, (100 * (mean - half), 100 * (mean + half))))
    return TableResult(
        tuple(results), deals, deals * n, rules.big_blind, time.perf_counter() - started
    )


def wants_holdem(argv: Sequence[str]) -> bool:
    """Whether a ``python -m drawpoker.sim`` command line asks for hold'em."""
    args = list(argv)
    if "--game=holdem" in args:
        return True
    return any(a == "--game" and b == "holdem" for a, b in pairwise(args))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m drawpoker.sim --game holdem", description=__doc__.split("\n")[0]
    )
    parser.add_argument("--game", choices=("holdem",), default="holdem")
    parser.add_argument(
        "--players",
        default="normal,easy",
        help=f"2 to 6 comma-separated names, each one of {', '.join(PLAYER_NAMES)}",
    )
    parser.add_argument("--deals", type=int, default=1000, help="deck orders (each rotated)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--quiet", action="store_true", help="no progress lines on stderr")
    args = parser.parse_args(argv)
    names = [name.strip() for name in args.players.split(",") if name.strip()]
    if not 2 <= len(names) <= 6:
        parser.error(f"--players needs 2 to 6 names, got {len(names)}")
    for name in names:
        if name not in PLAYER_NAMES:
            parser.error(f"unknown hold'em player {name!r}; known: {', '.join(PLAYER_NAMES)}")

    def progress(done: int) -> None:
        if not args.quiet:
            print(f"  {done} deals", file=sys.stderr, flush=True)

    result = rotated(names, args.deals, seed=args.seed, progress=progress)
    if args.json:
        print(
            json.dumps(
                {
                    "game": "holdem",
                    "players": names,
                    "deals": result.deals,
                    "hands": result.hands,
                    "big_blind": result.big_blind,
                    "per_100": [round(p.per_100, 2) for p in result.players],
                    "ci95": [[round(x, 2) for x in p.ci95] for p in result.players],
                    "seconds": round(result.seconds, 1),
                }
            )
        )
        return 0
    print(
        f"hold'em, {len(names)} seats, {result.deals} deals x {len(names)} rotations, "
        f"big blind ${result.big_blind}, {result.seconds:.0f}s"
    )
    for p in result.players:
        low, high = p.ci95
        print(f"  {p.name:16s} {p.per_100:+9.1f} $/100 hands  (95% CI {low:+.1f} to {high:+.1f})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
