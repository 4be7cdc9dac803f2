"""Decision time of each level: median and 99th percentile over many real decisions.

    PYTHONPATH=src python tests/benchmarks/bench_ai.py [--deals 600] [--levels hard] [--budget 1]

Each level plays whole deals against a mix of opponents on both decks, with its own deals and
empty caches (as in a fresh game); every ``choose`` call is timed, by the clock and by the
processor time it used (on a busy machine the clock also counts the waits for a core). After
each deal the level observes its end (untimed), so a level that adapts has its reads active.
Loading the tables for a rule
set happens once per game, before the first deal (reported apart, as "load").
Aim: ``hard`` under 50 ms at the 99th percentile before the draw; on 52 cards her re-solves of
the last betting round (``resolve.py``, cached by public state, emptied here for every level as
in a fresh game) under 500 ms (issue 42). ``--budget SECONDS`` holds the level to the time per
decision a table gives it (`ai.budget.TABLE_BUDGET`); the re-solves it cut short are counted.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time

from drawpoker.ai.draw import LEVELS, make_player
from drawpoker.ai.draw.knowledge import knowledge_for
from drawpoker.ai.draw.resolve import clear_cache
from drawpoker.engine.draw import Match, Phase, Rules

OPPONENTS = ("random", "calling-station", "maniac", "rock", "normal")


def bench(level: str, rules: Rules, deals: int, seed: int,
          budget: float | None = None) -> tuple[list[float], list[float], int]:
    timings: list[float] = []
    cpu: list[float] = []
    player = make_player(level, seed=seed, budget=budget)
    for index in range(deals):
        opponent = make_player(OPPONENTS[index % len(OPPONENTS)], seed=seed + index)
        seats = (player, opponent) if index % 2 else (opponent, player)
        me = 0 if index % 2 else 1
        match = Match(rules, seed=seed * 100_000 + index)
        match.start_deal()
        while match.phase in (Phase.BET1, Phase.DRAW, Phase.BET2):
            seat = match.to_act
            assert seat is not None
            view = match.view(seat)
            started = time.perf_counter()
            used = time.process_time()
            action = seats[seat].choose(view)
            if seat == me:
                timings.append((time.perf_counter() - started) * 1000)
                cpu.append((time.process_time() - used) * 1000)
            match.act(action, seat)
        # the level learns from the finished deal as in a match (untimed), so that its reads
        # and their bookkeeping are part of the decisions timed in the next deals
        observe = getattr(player, "observe", None)
        if callable(observe):
            observe(match.view(me))
    return timings, cpu, getattr(player, "cut_solves", 0)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--deals", type=int, default=600)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--levels", default=",".join(LEVELS))
    parser.add_argument("--budget", type=float, default=None, help="seconds per decision")
    args = parser.parse_args(argv)
    print(
        f"{'level':8s} {'deck':>4s} {'load ms':>8s} {'decisions':>9s} {'median ms':>9s} "
        f"{'p99 ms':>7s} {'max ms':>7s} {'cpu p99':>7s}"
    )
    for deck in (32, 52):
        rules = Rules.preset(f"classic-{deck}")
        for number, level in enumerate(LEVELS):
            if level not in args.levels.split(","):
                continue
            knowledge_for.cache_clear()
            clear_cache()
            started = time.perf_counter()
            knowledge_for(rules)
            load = (time.perf_counter() - started) * 1000
            seed = args.seed + 7919 * number
            clock, cpu, cut = bench(level, rules, args.deals, seed, args.budget)
            timings = sorted(clock)
            p99 = timings[min(len(timings) - 1, int(0.99 * len(timings)))]
            cpu_p99 = sorted(cpu)[min(len(cpu) - 1, int(0.99 * len(cpu)))]
            print(
                f"{level:8s} {deck:4d} {load:8.0f} {len(timings):9d} "
                f"{statistics.median(timings):9.2f} {p99:7.2f} {timings[-1]:7.2f} {cpu_p99:7.2f}"
                + (f"  cut short by the budget: {cut}" if args.budget is not None else ""),
                flush=True,
            )
            load = 0.0
    return 0


if __name__ == "__main__":
    sys.exit(main())
