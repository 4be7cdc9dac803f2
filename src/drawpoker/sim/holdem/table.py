"""Hold'em simulations: N players (2 to 6) at one table, every deal played N times with the
players rotated one seat each time, so every player sits in every seat with every seat's cards
once per deal and neither card luck nor position luck favours anyone.

    python -m drawpoker.sim --game holdem --players normal,easy --deals 2000 --seed 1
    python -m drawpoker.sim --game holdem --players normal,easy,calling-station,maniac,rock,random
    python -m drawpoker.sim --game holdem --players normal,drawpoker.ai.holdem.sparring:tag

Each hand is the first hand of a fresh table (blinds 5/10, 500 each: 50 big blinds, more than a
fixed-limit hand can cost), so results are in dollars per 100 hands with a 95% interval over
deals (each deal's N rotations averaged first). Every rotation has its own player objects, so
no object ever sees the same deck twice; a player learns across the deals of its series
through ``observe(view)``, called with each hand's final view.

A player is a name (`PLAYER_NAMES`) or ``package.module:factory``: the factory is called with
``seed=`` (or with nothing, if it takes no seed) once per seat and rotation, and must return a
new object each time (one with ``choose(view)`` and ``observe(view)``), sharing no state with
the others it returned. Each player's ``choose`` calls are timed: the report gives the 50th,
95th and 99th percentile of its decision time.
"""

from __future__ import annotations

import argparse
import importlib
import json
import math
import random
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from itertools import pairwise

from drawpoker.ai.budget import TABLE_BUDGET
from drawpoker.ai.holdem import PLAYER_NAMES, HoldemPlayer, make_player
from drawpoker.ai.player import NotAPlayer, from_factory
from drawpoker.engine.core.cards import Card, full_deck
from drawpoker.engine.holdem import HoldemGame, HoldemRules
from drawpoker.sim.holdem.luck import luck
from drawpoker.sim.interval import per_100

Factory = Callable[[str, int], HoldemPlayer]


class SpecError(ValueError):
    """A ``--players`` entry that names no player: the message says what is wrong with it."""


def check_spec(spec: str) -> None:
    """Raise `SpecError` unless ``spec`` is a known name or a well-formed
    ``package.module:factory`` whose module imports and whose factory is callable."""
    if spec in PLAYER_NAMES:
        return
    if ":" not in spec:
        raise SpecError(
            f"unknown hold'em player {spec!r}; known: {', '.join(PLAYER_NAMES)}, "
            "or package.module:factory"
        )
    module_name, _, attribute = spec.partition(":")
    if not module_name or not attribute or ":" in attribute:
        raise SpecError(f"{spec!r}: write an outside player as package.module:factory")
    try:
        module = importlib.import_module(module_name)
    except ImportError as error:
        raise SpecError(f"{spec!r}: cannot import {module_name!r} ({error})") from None
    factory = getattr(module, attribute, None)
    if factory is None:
        raise SpecError(f"{spec!r}: module {module_name!r} has no {attribute!r}")
    if not callable(factory):
        raise SpecError(f"{spec!r}: {attribute!r} is not callable")


def build_player(spec: str, seed: int, budget: float | None = None) -> HoldemPlayer:
    """A player by name, or by calling ``package.module:factory`` with ``seed=`` (or with no
    argument, when the factory takes none). `SpecError` when it is not a player. ``budget``:
    a named level's seconds per decision (`make_player`)."""
    check_spec(spec)
    if spec in PLAYER_NAMES:
        return make_player(spec, seed=seed, budget=budget)
    try:
        return from_factory(spec, seed)
    except NotAPlayer as exc:
        raise SpecError(str(exc)) from None


def play_hand(
    rules: HoldemRules,
    seats: Sequence[HoldemPlayer],
    order: Sequence[Card],
    seed: int = 0,
    timings: Sequence[list[float]] | None = None,
    lucky: list[float] | None = None,
    keep: list[HoldemGame] | None = None,
) -> list[int]:
    """One hand from fresh stacks with this deck order; each seat's winnings in dollars.
    With ``timings`` (one list per seat), each ``choose`` call's seconds are appended. With
    ``lucky`` at a table of two, it is set to each seat's luck of the cards (`luck`); with
    ``keep``, the game played is appended (its record, for a counting script)."""
    game = HoldemGame(rules, seed=seed)
    if keep is not None:
        keep.append(game)
    game.start_hand(order)
    clock = time.perf_counter
    pots: dict[int, int] = {}  # the pot as each board size was first seen, both still to bet
    holes: dict[int, tuple[int, int]] = {}  # each seat's cards, as it saw them
    for _ in range(400):
        seat = game.to_act
        if seat is None:
            break
        view = game.view(seat)
        pots.setdefault(len(view.board), view.pot)
        holes.setdefault(seat, (view.hole[0].index, view.hole[1].index))
        started = clock()
        action = seats[seat].choose(view)
        if timings is not None:
            timings[seat].append(clock() - started)
        game.act(action, seat)
    else:  # pragma: no cover - the raise cap ends every round
        raise RuntimeError("a hold'em hand did not end within 400 actions")
    if game.bank_lent:
        raise RuntimeError("a player went broke in one hand: give the table deeper stacks")
    for seat, player in enumerate(seats):
        player.observe(game.view(seat))
    if lucky is not None and rules.players == 2:
        board = [c.index for c in game.view(0).board]
        # drawn from what was known before the flop only, so the flop's term keeps a mean of 0
        sampler = random.Random(seed * 7919 + sum(holes.get(0, ())) * 53 + sum(holes.get(1, ())))
        got = luck(holes[0], holes[1], board, pots, sampler) if len(holes) == 2 else 0.0
        lucky[:] = [got, -got]
    return [stack - rules.starting_money for stack in game.stacks]


@dataclass(frozen=True, slots=True)
class PlayerResult:
    name: str
    per_100: float  # dollars per 100 hands
    ci95: tuple[float, float]
    decision_ms: tuple[float, float, float] = (0.0, 0.0, 0.0)  # p50, p95, p99
    decisions: int = 0
    #: heads-up: the same with the cards' luck taken out (`luck`), same mean, less noise
    adjusted: tuple[float, tuple[float, float]] | None = None


def percentiles_ms(seconds: Sequence[float]) -> tuple[float, float, float]:
    """The 50th, 95th and 99th percentile of ``seconds``, in milliseconds (nearest rank)."""
    if not seconds:
        return (0.0, 0.0, 0.0)
    ordered = sorted(seconds)
    last = len(ordered) - 1

    def at(q: float) -> float:
        return 1000 * ordered[min(last, math.ceil(q * len(ordered)) - 1)]

    return (at(0.50), at(0.95), at(0.99))


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
    factory: Factory = build_player,
    progress: Callable[[int], None] | None = None,
) -> TableResult:
    """``deals`` deck orders, each played once per rotation of the players around the table.
    The factory is called once per player and rotation; an object it returns twice is refused
    (its memory of one seat would follow it into another)."""
    started = time.perf_counter()
    n = len(names)
    rules = HoldemRules(players=n)
    # series[r][p]: player p's object in rotation r (player p sits in seat (p + r) % n)
    series = [
        [factory(name, seed * 1000 + 10 * r + p) for p, name in enumerate(names)] for r in range(n)
    ]
    built = [player for row in series for player in row]
    if len({id(player) for player in built}) != len(built):
        raise SpecError("a factory returned the same object twice: each seat needs its own")
    spent: list[list[float]] = [[] for _ in range(n)]  # per player
    rng = random.Random(seed)
    deck = full_deck(52)
    samples: list[list[float]] = [[] for _ in range(n)]
    adjusted: list[list[float]] = [[] for _ in range(n)]
    lucky = [0.0] * n
    for index in range(deals):
        order = list(deck)
        rng.shuffle(order)
        totals = [0.0] * n
        unlucky = [0.0] * n
        for r in range(n):
            seats = [series[r][(s - r) % n] for s in range(n)]
            won = play_hand(
                rules, seats, order, seed=index, timings=[spent[(s - r) % n] for s in range(n)],
                lucky=lucky if n == 2 else None,
            )
            for s in range(n):
                totals[(s - r) % n] += won[s]
                unlucky[(s - r) % n] += won[s] - lucky[s]
        for p in range(n):
            samples[p].append(totals[p] / n)
            adjusted[p].append(unlucky[p] / n)
        if progress is not None and (index + 1) % 200 == 0:
            progress(index + 1)
    results = []
    for p, name in enumerate(names):
        mean, ci = per_100(samples[p])
        results.append(
            PlayerResult(
                name, mean, ci, percentiles_ms(spent[p]), len(spent[p]),
                per_100(adjusted[p]) if n == 2 else None,
            )
        )
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
        help=f"2 to 6 comma-separated players, each one of {', '.join(PLAYER_NAMES)} "
        "or package.module:factory (e.g. drawpoker.ai.holdem.sparring:tag)",
    )
    parser.add_argument("--deals", type=int, default=1000, help="deck orders (each rotated)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--quiet", action="store_true", help="no progress lines on stderr")
    parser.add_argument(
        "--budget", type=float, default=None, metavar="SECONDS",
        help="hold the named levels to this time per decision by the clock, as the table "
        f"does ({TABLE_BUDGET or 0:g}); by default every solve runs whole, so a run is the same "
        "on any machine",
    )
    args = parser.parse_args(argv)
    if args.budget is not None and args.budget < 0:
        parser.error("--budget must be 0 or more seconds")
    names = [name.strip() for name in args.players.split(",") if name.strip()]
    if not 2 <= len(names) <= 6:
        parser.error(f"--players needs 2 to 6 names, got {len(names)}")
    try:
        for name in names:
            check_spec(name)
    except SpecError as error:
        parser.error(str(error))

    def progress(done: int) -> None:
        if not args.quiet:
            print(f"  {done} deals", file=sys.stderr, flush=True)

    try:
        result = rotated(names, args.deals, seed=args.seed, progress=progress,
                         factory=lambda spec, seed: build_player(spec, seed, args.budget))
    except SpecError as error:
        parser.error(str(error))
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
                    "luck_adjusted": [
                        None if p.adjusted is None else {
                            "per_100": round(p.adjusted[0], 2),
                            "ci95": [round(x, 2) for x in p.adjusted[1]]}
                        for p in result.players
                    ],
                    "decision_ms": [
                        {"p50": round(p.decision_ms[0], 2), "p95": round(p.decision_ms[1], 2),
                         "p99": round(p.decision_ms[2], 2), "decisions": p.decisions}
                        for p in result.players
                    ],
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
        p50, p95, p99 = p.decision_ms
        print(
            f"  {p.name:16s} {p.per_100:+9.1f} $/100 hands  (95% CI {low:+.1f} to {high:+.1f})"
            f"  decision ms p50 {p50:.2f} p95 {p95:.2f} p99 {p99:.2f}"
        )
        if p.adjusted is not None:
            mean, (low, high) = p.adjusted
            print(f"  {'':16s} {mean:+9.1f} $/100 hands  (95% CI {low:+.1f} to {high:+.1f})"
                  "  the cards' luck taken out")
    return 0


if __name__ == "__main__":
    sys.exit(main())
