"""How long a hold'em game lasts, from the first hand to its end, under each pawnshop rule: the
loan fixed at the first hand's big blinds (the game's rule) or growing with the blinds (the
rule before it). The computer players play ``--level``, the player's seat ``--player-level``
(a player a little better than the table, who can hope to clear it); a game ends as the game
ends it (the player broke, or every computer player out) or at a cap.

    PYTHONPATH=src python tests/benchmarks/holdem_game_length.py --games 60 --players 6

Prints, per rule and stake, the hands a game lasts (median, quartiles, the longest), how many
reached the cap, and the money on the table at the end against what was bought in.
"""

from __future__ import annotations

import argparse
import statistics

from drawpoker.ai.holdem import make_player
from drawpoker.engine.holdem import HoldemGame
from drawpoker.engine.holdem.stakes import STAKES, rules_for
from drawpoker.engine.holdem.street import Street


def play_game(players: int, buy_in: int, fixed: bool, level: str, seed: int,
              cap: int, player_level: str) -> tuple[int, int, str]:
    """The hands one game lasted, the money on the table at its end, and how it ended."""
    stake = next(s for s in STAKES if s.buy_in == buy_in)
    rules = rules_for(players, stake, casino_blinds=True).replace(fixed_loan=fixed)
    game = HoldemGame(rules, seed=seed)
    seats = [make_player(player_level if n == 0 else level, seed=seed * 10 + n)
             for n in range(players)]
    while game.street is not Street.MATCH_OVER and game.hand_number < cap:
        game.start_hand()
        while game.to_act is not None:
            seat = game.to_act
            game.act(seats[seat].choose(game.view(seat)), seat)
        for seat, player in enumerate(seats):
            player.observe(game.view(seat))
    end = game.end_reason.value if game.end_reason is not None else "cap"
    return game.hand_number, sum(game.stacks), end


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--players", type=int, default=6)
    parser.add_argument("--level", default="easy", help="the computer players' level")
    parser.add_argument("--player-level", default="normal", help="who plays the player's seat")
    parser.add_argument("--cap", type=int, default=400)
    parser.add_argument("--buy-in", type=int, nargs="*", default=[100, 500])
    args = parser.parse_args()
    for buy_in in args.buy_in:
        for fixed in (True, False):
            runs = [play_game(args.players, buy_in, fixed, args.level, seed, args.cap,
                              args.player_level)
                    for seed in range(1, args.games + 1)]
            hands = sorted(run[0] for run in runs)
            q1, median, q3 = statistics.quantiles(hands, n=4)
            capped = sum(run[2] == "cap" for run in runs)
            won = [run[0] for run in runs if run[2] == "last_standing"]
            money = statistics.mean(run[1] for run in runs) / (args.players * buy_in)
            rule = "fixed loan  " if fixed else "growing loan"
            print(f"${buy_in:>5} {rule}: hands median {median:5.0f} (quartiles {q1:.0f}..{q3:.0f},"
                  f" longest {hands[-1]}), {capped}/{len(runs)} at the {args.cap}-hand cap,"
                  f" money at the end {money:.2f}x the buy-ins; the player's seat took every"
                  f" item in {len(won)} (median {statistics.median(won) if won else 0:.0f} hands)")


if __name__ == "__main__":
    main()
