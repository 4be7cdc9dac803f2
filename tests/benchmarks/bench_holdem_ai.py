"""Decision time of each hold'em level: median and 99th percentile over real decisions.

    PYTHONPATH=src python tests/benchmarks/bench_holdem_ai.py [--hands 300] [--budget 1]

Each level plays whole matches at 2, 3 and 6 seats against a mix of levels and baselines; only
its own ``choose`` calls are timed, caches as they are in a running game (the board tables are
shared by all players of the process, as in the app), per level and table size. Aim: `easy`
and `normal` under 50 ms at the 99th percentile; `hard` under 1 s (its river re-solve, issue
38: a river solve is cached for the rest of that river, so one decision a hand pays for it).
``--budget SECONDS`` holds the measured level to the time per decision the table gives it
(`ai.budget.TABLE_BUDGET`); the count of solves it cut short is printed.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time

from drawpoker.ai.holdem import LEVELS, make_player
from drawpoker.engine.holdem import HoldemGame, HoldemRules, Street

OPPONENTS = ("normal", "calling-station", "maniac", "rock", "easy", "random", "hard")


def bench(
    level: str, hands: int, seed: int, budget: float | None = None
) -> tuple[dict[int, list[float]], dict[int, list[float]], int]:
    """Wall and processor milliseconds of ``level``'s decisions, by table size (on a shared
    machine the processor time is what the code costs, the wall time what a player waits)."""
    timings: dict[int, list[float]] = {2: [], 3: [], 6: []}
    cpu: dict[int, list[float]] = {2: [], 3: [], 6: []}
    played = 0
    match = 0
    cut = 0
    while played < hands:
        n = (2, 3, 6)[match % 3]
        me = match % n
        players = [
            make_player(OPPONENTS[(match + s) % len(OPPONENTS)], seed=seed + 10 * match + s)
            for s in range(n)
        ]
        players[me] = make_player(level, seed=seed + match, budget=budget)
        game = HoldemGame(HoldemRules(players=n), seed=seed * 1000 + match)
        while played < hands and game.street is not Street.MATCH_OVER:
            game.start_hand()
            played += 1
            while game.to_act is not None:
                seat = game.to_act
                view = game.view(seat)
                started = time.perf_counter()
                processor = time.process_time()
                action = players[seat].choose(view)
                if seat == me:
                    timings[n].append((time.perf_counter() - started) * 1000)
                    cpu[n].append((time.process_time() - processor) * 1000)
                game.act(action, seat)
            if game.hand_number >= 40:
                break
        cut += getattr(players[me], "cut_solves", 0)
        match += 1
    return timings, cpu, cut


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--hands", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--levels", default=",".join(LEVELS))
    parser.add_argument("--budget", type=float, default=None, help="seconds per decision")
    args = parser.parse_args(argv)
    print(f"{'level':8s} {'seats':>5s} {'decisions':>9s} {'p50 ms':>7s} {'p99 ms':>7s} "
          f"{'max ms':>7s} {'cpu p50':>7s} {'cpu p99':>7s}")
    for level in args.levels.split(","):
        walls, cpus, cut = bench(level, args.hands, args.seed, args.budget)
        for seats, found in walls.items():
            timings = sorted(found)
            if not timings:
                continue
            used = sorted(cpus[seats])
            at = min(len(timings) - 1, int(0.99 * len(timings)))
            print(
                f"{level:8s} {seats:5d} {len(timings):9d} {statistics.median(timings):7.2f} "
                f"{timings[at]:7.2f} {timings[-1]:7.2f} {statistics.median(used):7.2f} "
                f"{used[at]:7.2f}"
            )
        if args.budget is not None:
            print(f"{level:8s} solves cut short by the {args.budget:g} s budget: {cut}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
