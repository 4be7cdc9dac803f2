"""Where a heads-up hold'em player wins and loses against another (a counting script, not a test).

    PYTHONPATH=src nice -n 10 python tests/benchmarks/holdem_leaks.py --a hard --b normal \\
        --deals 1000 --seed 32

Plays the simulator's duplicate heads-up deals (`sim.holdem.table.play_hand`, each deck order
in both seats) and splits A's result, with the cards' luck taken out (`sim.holdem.luck`), by
how each hand ended: the street it ended on, by a fold (who folded) or at a showdown. Each row
is A's dollars per 100 hands from such hands with a 95% interval, and how often hands end so;
the rows add up to A's whole result. Hands ended by a fold show what A gave up or took by
betting; showdowns, what A's hands were worth when both went to the end.
"""

from __future__ import annotations

import argparse
import random
import sys

from drawpoker.engine.core.cards import full_deck
from drawpoker.engine.holdem import HoldemGame, HoldemRules, Street
from drawpoker.engine.holdem.actions import HoldemActionKind
from drawpoker.sim.holdem.table import build_player, play_hand
from drawpoker.sim.interval import per_100

STREETS = (Street.PREFLOP, Street.FLOP, Street.TURN, Street.RIVER)


def ending(game: HoldemGame, a_seat: int) -> str:
    """How the hand just played ended, from A's side: ``"<street>: A folds"``, ``"<street>: B
    folds"`` or ``"showdown"``."""
    record = game.history[-1]
    folds = [act for act in record.actions if act.kind is HoldemActionKind.FOLD]
    if not folds:
        return "showdown"
    who = "A" if folds[-1].seat == a_seat else "B"
    return f"{folds[-1].street.name.lower()}: {who} folds"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--a", default="hard")
    parser.add_argument("--b", default="normal")
    parser.add_argument("--deals", type=int, default=500)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    rules = HoldemRules(players=2)
    bb = rules.big_blind
    players = [[build_player(name, args.seed * 1000 + 10 * r + p)
                for p, name in enumerate((args.a, args.b))] for r in range(2)]
    rng = random.Random(args.seed)
    deck = full_deck(52)
    rows: dict[str, list[float]] = {}
    every: list[float] = []
    hands = 0
    for index in range(args.deals):
        order = list(deck)
        rng.shuffle(order)
        for r in range(2):
            a_seat = r  # A sits in seat r in rotation r
            seats = [players[r][(s - r) % 2] for s in range(2)]
            lucky = [0.0, 0.0]
            holder: list[HoldemGame] = []
            won = play_hand(rules, seats, order, seed=index, lucky=lucky, keep=holder)
            key = ending(holder[0], a_seat)
            rows.setdefault(key, []).append(won[a_seat] - lucky[a_seat])
            every.append(won[a_seat] - lucky[a_seat])
            hands += 1
    print(f"{args.a} against {args.b}, {hands} hands (seed {args.seed}), the cards' luck taken "
          f"out; big blinds per 100 hands of all hands, by how the hand ended:")
    order = [s.name.lower() for s in STREETS]
    for key in sorted(rows, key=lambda k: (k == "showdown", order.index(k.split(":")[0])
                                           if k != "showdown" else 0, k)):
        mean, (low, high) = per_100(rows[key] + [0.0] * (hands - len(rows[key])))
        print(f"  {key:20s} {len(rows[key]) / hands:6.1%} of hands  "
              f"{mean / bb:+7.2f} ({low / bb:+.2f} to {high / bb:+.2f})")
    mean, (low, high) = per_100(every)
    print(f"  {'all':20s}                 {mean / bb:+7.2f} ({low / bb:+.2f} to "
          f"{high / bb:+.2f}; over hands, not over deals as the simulator)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
