"""Command line: ``python -m drawpoker.sim --a hard --b rock --deck 32 --deals 20000 --seed 1``.

Duplicate deals by default (prints A's winnings per 100 deals with a 95% interval); with
``--matches N`` plays N whole matches with the forfeit rules (A in the human's seat, B in the
computer's) and reports how many deals they last and who wins. ``--b package.module:factory``
plays any outside player built by calling that factory.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from drawpoker.ai.draw import PLAYER_NAMES, make_player
from drawpoker.ai.draw.players import Player
from drawpoker.ai.player import NotAPlayer, from_factory
from drawpoker.engine.draw import Rules
from drawpoker.sim.draw.play import duplicate, run_matches


def build_player(spec: str, seed: int) -> Player:
    """A player by level name, or by ``package.module:factory``."""
    if ":" not in spec:
        return make_player(spec, seed=seed)
    try:
        return from_factory(spec, seed)
    except NotAPlayer as exc:
        raise SystemExit(str(exc)) from None


def main(argv: list[str] | None = None) -> int:
    from drawpoker.sim.holdem.table import wants_holdem

    if wants_holdem(sys.argv[1:] if argv is None else argv):  # --game holdem: its own options
        from drawpoker.sim.holdem.table import main as holdem_main

        return holdem_main(sys.argv[1:] if argv is None else argv)
    parser = argparse.ArgumentParser(
        prog="python -m drawpoker.sim", description=__doc__.split("\n")[0]
    )
    parser.add_argument(
        "--game",
        choices=("draw", "holdem"),
        default="draw",
        help="holdem: N-seat hold'em tables (see python -m drawpoker.sim --game holdem --help)",
    )
    parser.add_argument(
        "--a", default="hard", help=f"one of {', '.join(PLAYER_NAMES)} or module:factory"
    )
    parser.add_argument("--b", default="normal", help="the other player, same choices")
    parser.add_argument("--deck", type=int, choices=(32, 52), default=32)
    parser.add_argument("--preset", default=None, help="a rules preset name (overrides --deck)")
    parser.add_argument(
        "--deals", type=int, default=2000, help="duplicate deals (each played twice)"
    )
    parser.add_argument(
        "--matches", type=int, default=0, help="play this many whole matches instead"
    )
    parser.add_argument(
        "--rule",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="override one rules value, e.g. --rule pawn_loan=50 (repeatable)",
    )
    parser.add_argument("--max-deals", type=int, default=5000, help="deal limit per match")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--quiet", action="store_true", help="no progress lines on stderr")
    args = parser.parse_args(argv)

    rules = Rules.preset(args.preset) if args.preset else Rules.preset(f"classic-{args.deck}")
    for item in args.rule:
        name, _, value = item.partition("=")
        flag = value.lower()
        parsed: object = flag == "true" if flag in ("true", "false") else int(value)
        rules = rules.replace(**{name: parsed})
    a = build_player(args.a, seed=args.seed)
    b = build_player(args.b, seed=args.seed + 1)
    report: dict[str, Any]
    if args.matches:
        summary = run_matches(rules, (a, b), args.matches, seed=args.seed, max_deals=args.max_deals)
        report = {
            "a": args.a,
            "b": args.b,
            "deck": rules.deck_size,
            "matches": summary.matches,
            "a_wins": summary.wins[0],
            "b_wins": summary.wins[1],
            "unfinished": summary.unfinished,
            "deals_median": summary.median,
            "deals_quartiles": list(summary.quartiles),
            "seconds": round(summary.seconds, 1),
        }
    else:

        def progress(done: int, per_100: float) -> None:
            if not args.quiet:
                print(f"  {done} deals: {per_100:+.1f} $/100", file=sys.stderr, flush=True)

        # a fresh pair plays the swapped games: nobody remembers the twin game's cards
        mirror = (build_player(args.a, seed=args.seed), build_player(args.b, seed=args.seed + 1))
        result = duplicate(
            rules, a, b, args.deals, seed=args.seed, progress=progress, mirror=mirror
        )
        report = {
            "a": args.a,
            "b": args.b,
            "deck": rules.deck_size,
            "deals": result.deals,
            "a_per_100": round(result.a_per_100, 2),
            "ci95": [round(result.ci95[0], 2), round(result.ci95[1], 2)],
            "luck_adjusted": {"a_per_100": round(result.adjusted[0], 2),
                              "ci95": [round(x, 2) for x in result.adjusted[1]]},
            "seconds": round(result.seconds, 1),
        }
    if args.json:
        print(json.dumps(report))
    elif args.matches:
        print(
            f"{args.a} (human's seat) vs {args.b} (computer's seat), {rules.deck_size} cards: "
            f"{report['matches']} matches, A won {report['a_wins']}, B won {report['b_wins']}, "
            f"unfinished {report['unfinished']}; deals per match: median {report['deals_median']}, "
            f"quartiles {report['deals_quartiles'][0]}-{report['deals_quartiles'][1]}"
        )
    else:
        low, high = report["ci95"]
        print(
            f"{args.a} vs {args.b}, {rules.deck_size} cards, {args.deals} duplicate deals: "
            f"{report['a_per_100']:+.2f} $/100 deals (95% CI {low:+.2f} to {high:+.2f}), "
            f"{report['seconds']}s"
        )
        adjusted = report["luck_adjusted"]
        low, high = adjusted["ci95"]
        print(f"  with the luck of the draw taken out: {adjusted['a_per_100']:+.2f} $/100 deals "
              f"(95% CI {low:+.2f} to {high:+.2f})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
