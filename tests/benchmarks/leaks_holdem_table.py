"""Where a hold'em level wins and loses money at a full table: a counting script (not a test).

    PYTHONPATH=src nice -n 10 python tests/benchmarks/leaks_holdem_table.py --deals 300 --seed 3
    ... --players normal,drawpoker.ai.holdem.sparring:tag,...   (the first player is counted)

Plays the rotated deals as the simulator does and, for every hand the counted player plays,
groups its result by seat (position before the flop), by its line before the flop, by where
the hand ended, and counts its decisions after the flop by street, opponents in, what it
faced and what it did, with the share of those hands it went on to lose. The script sees every
hole card (from the deck order); the players see only their views.
"""

from __future__ import annotations

import argparse
from collections import defaultdict
from collections.abc import Sequence

from drawpoker.ai.holdem import HoldemPlayer
from drawpoker.ai.holdem.base import my_combo
from drawpoker.ai.holdem.equity import exact
from drawpoker.ai.holdem.position import behind_preflop
from drawpoker.ai.holdem.preflop import preflop_rank
from drawpoker.ai.holdem.strength import percentiles
from drawpoker.engine.core.cards import Card
from drawpoker.engine.holdem.actions import HoldemAction
from drawpoker.engine.holdem.street import Street
from drawpoker.engine.holdem.view import HoldemView
from drawpoker.sim.holdem import table as sim


def position(view: HoldemView) -> str:
    if view.seat == view.big_blind_seat:
        return "BB"
    if view.seat == view.small_blind_seat:
        return "SB"
    behind = behind_preflop(view, view.seat)
    return {1: "BTN", 2: "CO", 3: "MP"}.get(behind, "EP")


class Counted:
    """Wraps a player: records each decision and, on ``observe``, the hand's result."""

    def __init__(self, inner: HoldemPlayer, book: Book) -> None:
        self.inner = inner
        self.book = book
        self.decisions: list[tuple[HoldemView, HoldemAction]] = []
        self.estimate = 0.0
        measure = getattr(inner, "equity", None)
        if measure is not None:

            def remembered(view: HoldemView, spot: object) -> float:
                self.estimate = float(measure(view, spot))
                return self.estimate

            inner.equity = remembered  # type: ignore[attr-defined]

    def choose(self, view: HoldemView) -> HoldemAction:
        action = self.inner.choose(view)
        self.decisions.append((view, action))
        self.book.decision(view, action, self.estimate)
        return action

    def observe(self, view: HoldemView) -> None:
        self.inner.observe(view)
        if self.decisions:
            self.book.hand(self.decisions, view)
        self.decisions = []


class Book:
    def __init__(self) -> None:
        self.groups: dict[str, dict[str, list[float]]] = defaultdict(lambda: defaultdict(list))
        self.order: list[Card] = []

    def holes(self, view: HoldemView) -> dict[int, tuple[int, int]]:
        """Every seat's hole cards, from the deck order (the script's view, not a player's)."""
        n = view.players
        order = [c.index for c in self.order]
        out = {}
        for p in range(n):
            seat = (view.dealer + 1 + p) % n
            out[seat] = (order[p], order[p + n])
        assert set(out[view.seat]) == {c.index for c in view.hole}
        return out

    def decision(self, view: HoldemView, action: HoldemAction, estimate: float) -> None:
        """A call or fold facing a bet, scored by its share of the pot against the hands still
        in on the real run-out: the pot it calls for, less the call (future bets ignored)."""
        if view.to_call == 0:
            return
        n = view.players
        holes = self.holes(view)
        board = [c.index for c in self.order[2 * n: 2 * n + 5]]
        others = [[holes[s]] for s in range(n) if view.in_hand[s] and s != view.seat]
        share = exact(holes[view.seat], board, others)
        ev_call = share * (view.pot + view.to_call) - view.to_call
        opps = len(others)
        street = view.street.name
        face = f"raises {view.raises_this_round}"
        pos = position(view)
        what = str(action.kind)
        if what == "raise":
            what = "call"  # a raise at least calls: scored as the call it contains
        key = f"{street:7s} opp{min(opps, 3)} {face:9s} {what}"
        self.add("calls and folds facing a bet: EV of calling in bb (real run-out)",
                 key, ev_call / view.big_blind)
        if view.street is not Street.PREFLOP:
            me = view.seat
            last = max((s for s in range(n) if view.in_hand[s] and not view.all_in[s]),
                       key=lambda s: (s - view.dealer - 1) % n)
            where = "IP" if last == me else "OOP"
            band = f"{min(int(estimate * 10), 9) / 10:.1f}"
            self.add("after the flop facing a bet, by its equity estimate: EV of calling in bb",
                     f"{street:5s} opp{min(opps, 3)} {where:3s} r{view.raises_this_round} "
                     f"est {band} {what}", ev_call / view.big_blind)
        if view.street is Street.PREFLOP:
            self.add("pre-flop facing a bet by position: EV of calling in bb",
                     f"{pos:4s} {face} {what}", ev_call / view.big_blind)

    def add(self, table: str, key: str, value: float) -> None:
        self.groups[table][key].append(value)

    def hand(self, decisions: list[tuple[HoldemView, HoldemAction]], final: HoldemView) -> None:
        first = decisions[0][0]
        net = (final.stacks[final.seat] - final.rules.starting_money) / final.big_blind
        pos = position(first)
        pre = [str(a.kind) for v, a in decisions if v.street is Street.PREFLOP]
        facing = [v.raises_this_round for v, a in decisions if v.street is Street.PREFLOP]
        line = "/".join(f"{k}@{r}" for k, r in zip(pre, facing, strict=True))
        self.add("position", pos, net)
        self.add("preflop line", f"{pos} {line}", net)
        if "call" in pre:
            tenth = int(10 * preflop_rank(my_combo(first)))
            self.add("pre-flop calls by starting-hand tenth (0 best)", f"{pos} {tenth}", net)
        last_view, last = decisions[-1]
        folded = str(last.kind) == "fold"
        end = (f"fold {last_view.street.name}" if folded
               else ("showdown" if final.shown else "others folded"))
        in_at_flop = sum(1 for s in range(final.players)
                         if any(a.seat == s and a.street is not Street.PREFLOP
                                for a in final.actions)) or 1
        self.add("end", f"{end} (players seen post-flop {in_at_flop})", net)
        for view, action in decisions:
            if view.street is Street.PREFLOP:
                continue
            opps = sum(view.in_hand) - 1
            face = ("checked-to" if view.to_call == 0 else
                    "bet" if view.raises_this_round == 0 else f"raise x{view.raises_this_round}")
            board = tuple(c.index for c in view.board)
            hole = (max(c.index for c in view.hole), min(c.index for c in view.hole))
            pct = percentiles(board)[hole]
            band = "air<.35" if pct < 0.35 else ("mid<.75" if pct < 0.75 else "strong")
            key = f"{view.street.name:5s} opp{min(opps, 3)} {face:10s} {band:8s} {action.kind}"
            self.add("postflop decisions", key, net)

    def report(self, hands: int) -> None:
        for table, groups in self.groups.items():
            print(f"\n== {table} (bb per hand, total bb, share of {hands} hands)")
            by_key = "estimate" in table
            rows = sorted(groups.items(), key=lambda kv: kv[0] if by_key else sum(kv[1]))
            for key, values in rows:
                if len(values) < (8 if by_key else 15) and table != "position":
                    continue
                total = sum(values)
                print(f"  {key:60s} n={len(values):5d} mean={total / len(values):+6.2f} "
                      f"total={total:+8.1f}")


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser()
    sp = "drawpoker.ai.holdem.sparring"
    parser.add_argument("--players", default=f"normal,{sp}:tag,{sp}:lag,{sp}:adaptive,"
                        f"{sp}:tag,{sp}:lag")
    parser.add_argument("--deals", type=int, default=300)
    parser.add_argument("--seed", type=int, default=3)
    args = parser.parse_args(argv)
    names = args.players.split(",")
    book = Book()
    counted = names[0]

    def factory(name: str, seed: int) -> HoldemPlayer:
        player = sim.build_player(name, seed)
        return Counted(player, book) if name == counted else player

    play = sim.play_hand

    def remembering(rules, seats, order, seed=0, timings=None):  # type: ignore[no-untyped-def]
        book.order = list(order)
        return play(rules, seats, order, seed, timings)

    sim.play_hand = remembering  # type: ignore[assignment]
    result = sim.rotated(names, args.deals, seed=args.seed, factory=factory)
    for p in result.players:
        print(f"{p.name:40s} {p.per_100 / 10:+7.1f} bb/100 "
              f"({p.ci95[0] / 10:+.1f} to {p.ci95[1] / 10:+.1f})")
    book.report(result.hands)


if __name__ == "__main__":
    main()
