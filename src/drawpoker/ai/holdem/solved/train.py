"""Train the solved heads-up strategy: external-sampling Monte Carlo CFR with regret matching+
and linearly weighted averages, over the abstract game of `betting` and `abstraction`.

    nice -n 10 python -m drawpoker.ai.holdem.solved.train --abstraction fine \
        --iterations 300000 --seed 1 --out src/drawpoker/ai/holdem/data/solved_fine.json

Chance is a pool of sampled deals made first (boards, then several pairs of hands on each
board: each hand's percentile and draw on every street and who wins the showdown), so the
costly hand tables are worked out once per board and the iterations only look buckets up; the
betting tree is built once, its nodes numbered, so an iteration is list lookups. Pure standard
library and deterministic under ``--seed``. ``--best-response N`` also learns a best response
to the result for each seat and reports what it wins in the abstract game (`BestResponse`).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path

from drawpoker.ai.holdem.hands import combo
from drawpoker.ai.holdem.solved.abstraction import ABSTRACTIONS, Abstraction
from drawpoker.ai.holdem.solved.betting import CAP, FOLDED, SHOWDOWN, State, key, legal, start, step
from drawpoker.ai.holdem.solved.strategy import FORMAT, SCALE
from drawpoker.ai.holdem.strength import draws, percentiles

#: One hand of a pooled deal: its two cards, then percentile and draw on the flop and turn,
#: percentile on the river.
Hand = tuple[tuple[int, int], float, float, float, float, float]
#: A pooled deal: the small blind's hand, the big blind's, and the showdown's sign for the
#: small blind (+1 wins, -1 loses, 0 split).
Pooled = tuple[Hand, Hand, int]
#: A deal as the trainer sees it: each player's bucket per street, and the showdown's sign.
Deal = tuple[tuple[tuple[int, ...], tuple[int, ...]], int]
Table = dict[str, list[int]]


def make_pool(boards: int, per_board: int, seed: int) -> list[Pooled]:
    """``boards`` random boards, ``per_board`` random pairs of hands on each."""
    rng = random.Random(seed)
    pool: list[Pooled] = []
    for _ in range(boards):
        board = tuple(rng.sample(range(52), 5))
        rest = [c for c in range(52) if c not in board]
        tables = [percentiles(board[:n]) for n in (3, 4, 5)]
        draw = [draws(board[:3]), draws(board[:4])]
        for _ in range(per_board):
            a, b, c, d = rng.sample(rest, 4)
            hands = [
                (h, tables[0][h], draw[0].get(h, 0.0), tables[1][h], draw[1].get(h, 0.0),
                 tables[2][h])
                for h in (combo(a, b), combo(c, d))
            ]
            result = (hands[0][5] > hands[1][5]) - (hands[0][5] < hands[1][5])
            pool.append((hands[0], hands[1], result))
    return pool


def buckets_of(abstraction: Abstraction, pool: Sequence[Pooled]) -> list[Deal]:
    def row(hand: Hand) -> tuple[int, ...]:
        h, pf, df, pt, dt, pr = hand
        return (
            abstraction.preflop(h),
            abstraction.postflop(1, pf, df),
            abstraction.postflop(2, pt, dt),
            abstraction.postflop(3, pr, 0.0),
        )

    return [((row(a), row(b)), result) for a, b, result in pool]


class Tree:
    """The abstract betting tree, numbered: per node who acts (-1 at the end of the hand), its
    street, children, and information set class (the key without the bucket); at an end, what
    the small blind wins after a fold or what each has in at a showdown."""

    def __init__(self) -> None:
        self.who: list[int] = []
        self.street: list[int] = []
        self.children: list[tuple[int, ...]] = []
        self.klass: list[int] = []
        self.folded: list[int] = []  # the small blind's winnings after a fold; 0 otherwise
        self.paid: list[int] = []  # at a showdown, what each has in (0 otherwise)
        self.states: list[State] = []  # one state of each information set class
        self._classes: dict[str, int] = {}
        self._seen: dict[State, int] = {}
        self.root = self._add(start())

    def _add(self, state: State) -> int:
        found = self._seen.get(state)
        if found is not None:
            return found
        node = len(self.who)
        self._seen[state] = node
        self.who.append(-1)
        self.street.append(state[0])
        self.children.append(())
        self.klass.append(-1)
        self.folded.append(0)
        self.paid.append(0)
        if state[0] == FOLDED:
            folder = state[6]
            self.folded[node] = -state[1] if folder == 0 else state[2]
            return node
        if state[0] == SHOWDOWN:
            self.paid[node] = state[1]
            return node
        suffix = key(state, 0).split(".", 2)[2]
        klass = self._classes.setdefault(f"{state[0]}.{suffix}", len(self._classes))
        if klass == len(self.states):
            self.states.append(state)
        self.who[node] = state[6]
        self.klass[node] = klass
        self.children[node] = tuple(self._add(step(state, a)) for a in legal(state))
        return node

    def payoff(self, node: int, result: int, me: int) -> int:
        value = self.folded[node] or self.paid[node] * result
        return value if me == 0 else -value


def _sample(children: tuple[int, ...], odds: Sequence[float], rng: random.Random) -> int:
    """A child drawn by ``odds`` (the last one if rounding leaves the draw unspent)."""
    pick = rng.random()
    for child, p in zip(children, odds, strict=True):
        pick -= p
        if pick < 0:
            return child
    return children[-1]


class Trainer:
    """Regrets and weighted strategy sums per information set (class, bucket)."""

    def __init__(self, tree: Tree, seed: int) -> None:
        self.tree = tree
        self.rng = random.Random(seed)
        self.regrets: dict[tuple[int, int], list[float]] = {}
        self.sums: dict[tuple[int, int], list[float]] = {}
        self.iterations = 0

    def _walk(self, node: int, deal: Deal, me: int, weight: float) -> float:
        tree = self.tree
        who = tree.who[node]
        if who < 0:
            return tree.payoff(node, deal[1], me)
        children = tree.children[node]
        at = (tree.klass[node], deal[0][who][tree.street[node]])
        regret = self.regrets.get(at)
        if regret is None:
            regret = self.regrets[at] = [0.0] * len(children)
            self.sums[at] = [0.0] * len(children)
        total = sum(regret)
        n = len(children)
        strategy = [r / total for r in regret] if total > 0 else [1.0 / n] * n
        if who == me:
            values = [self._walk(child, deal, me, weight) for child in children]
            value = sum(p * v for p, v in zip(strategy, values, strict=True))
            for i in range(n):
                regret[i] = max(0.0, regret[i] + values[i] - value)
            return value
        sums = self.sums[at]
        for i in range(n):
            sums[i] += weight * strategy[i]
        return self._walk(_sample(children, strategy, self.rng), deal, me, weight)

    def run(
        self, deals: Sequence[Deal], iterations: int, report: float = 60.0,
        checkpoint: Callable[[], object] | None = None,
    ) -> None:
        """``iterations`` more iterations; every ``report`` seconds a line on stderr and a call
        of ``checkpoint`` (which may save the average so far: it changes nothing here)."""
        started = last = time.perf_counter()
        for _ in range(iterations):
            self.iterations += 1
            deal = deals[self.rng.randrange(len(deals))]
            for me in (0, 1):
                self._walk(self.tree.root, deal, me, float(self.iterations))
            now = time.perf_counter()
            if now - last > report:
                last = now
                print(f"{self.iterations} iterations, {len(self.regrets)} information sets, "
                      f"{now - started:.0f} s", file=sys.stderr)
                if checkpoint is not None:
                    checkpoint()

    def average(self) -> Table:
        """The average strategy by key, each information set's odds in thousandths."""
        out: Table = {}
        for (klass, bucket), sums in self.sums.items():
            total = sum(sums)
            if total > 0:
                out[key(self.tree.states[klass], bucket)] = rounded([s / total for s in sums])
        return dict(sorted(out.items()))


def rounded(odds: Sequence[float]) -> list[int]:
    """Odds in thousandths that sum to exactly ``SCALE`` (the largest takes the rounding)."""
    ints = [round(p * SCALE) for p in odds]
    ints[ints.index(max(ints))] += SCALE - sum(ints)
    return ints


# --------------------------------------------------------------------- best response
class BestResponse:
    """A response of one seat to a fixed strategy in the abstract game, learned by sampling:
    each of its information sets sums each action's sampled value and plays the best so far.
    With imperfect recall this is a good response, not provably the best one, so what it wins
    is a lower bound on the abstract game's exploitability."""

    def __init__(self, tree: Tree, fixed: Table, me: int, seed: int) -> None:
        self.tree = tree
        self.me = me
        self.rng = random.Random(seed)
        self.values: dict[tuple[int, int], list[float]] = {}
        self._fixed: dict[tuple[int, int], list[float]] = {}
        classes = {key(state, 0).split(".", 2)[2] + f"@{state[0]}": k
                   for k, state in enumerate(tree.states)}
        for k, odds in fixed.items():
            street, bucket, suffix = k.split(".", 2)
            klass = classes.get(f"{suffix}@{street}")
            if klass is not None:
                self._fixed[(klass, int(bucket))] = [p / SCALE for p in odds]

    def _odds(self, at: tuple[int, int], n: int) -> list[float]:
        odds = self._fixed.get(at)
        return odds if odds is not None and len(odds) == n else [1.0 / n] * n

    def _choice(self, at: tuple[int, int], n: int) -> int:
        values = self.values.get(at)
        if values is None:
            return 0 if n == 2 else 1  # check, or call when facing a bet
        return max(range(n), key=values.__getitem__)

    def _walk(self, node: int, deal: Deal, learn: bool) -> float:
        tree = self.tree
        who = tree.who[node]
        if who < 0:
            return tree.payoff(node, deal[1], self.me)
        children = tree.children[node]
        at = (tree.klass[node], deal[0][who][tree.street[node]])
        n = len(children)
        if who == self.me:
            if not learn:
                return self._walk(children[self._choice(at, n)], deal, False)
            values = [self._walk(child, deal, True) for child in children]
            sums = self.values.setdefault(at, [0.0] * n)
            for i, v in enumerate(values):
                sums[i] += v
            return values[self._choice(at, n)]
        odds = self._odds(at, n)
        if not learn:  # exact expectation over the fixed strategy's actions
            pairs = zip(children, odds, strict=True)
            return sum(p * self._walk(c, deal, False) for c, p in pairs if p)
        return self._walk(_sample(children, odds, self.rng), deal, True)

    def learn(self, deals: Sequence[Deal], iterations: int) -> None:
        for _ in range(iterations):
            self._walk(self.tree.root, deals[self.rng.randrange(len(deals))], True)

    def value(self, deals: Sequence[Deal]) -> float:
        """What the response wins per hand on ``deals``, in milli big blinds."""
        return sum(self._walk(self.tree.root, d, False) for d in deals) / len(deals) * 500

    def table(self) -> Table:
        """The response as a strategy table (odds 0 or 1000)."""
        out: Table = {}
        for (klass, bucket), values in self.values.items():
            best = self._choice((klass, bucket), len(values))
            out[key(self.tree.states[klass], bucket)] = [
                SCALE if i == best else 0 for i in range(len(values))
            ]
        return out


# --------------------------------------------------------------------- thin nodes
def count_visits(
    tree: Tree, table: Table, deals: Sequence[Deal], iterations: int, seed: int
) -> dict[str, int]:
    """How often each information set is met as the training meets it (each seat in turn
    tries all its actions while the other plays the strategy), over ``iterations`` deals:
    the sets met rarely were trained rarely, and their odds are close to where they started
    (uniform). Big pots after many raises are such sets, since sound play seldom makes them."""
    rng = random.Random(seed)
    fixed = BestResponse(tree, table, 0, seed)  # only for its table lookup
    visits: dict[tuple[int, int], int] = {}

    def walk(node: int, deal: Deal, me: int) -> None:
        who = tree.who[node]
        if who < 0:
            return
        children = tree.children[node]
        at = (tree.klass[node], deal[0][who][tree.street[node]])
        if who == me:
            visits[at] = visits.get(at, 0) + 1
            for child in children:
                walk(child, deal, me)
        else:
            walk(_sample(children, fixed._odds(at, len(children)), rng), deal, me)

    for _ in range(iterations):
        deal = deals[rng.randrange(len(deals))]
        for me in (0, 1):
            walk(tree.root, deal, me)
    return {key(tree.states[k], b): n for (k, b), n in visits.items()}


# --------------------------------------------------------------------- command line
def _pool(path: Path | None, boards: int, per_board: int, seed: int) -> list[Pooled]:
    """The pool, read from ``path`` when it was saved there with the same numbers."""
    tag = [boards, per_board, seed]
    if path is not None and path.exists():
        data = json.loads(path.read_text(encoding="utf-8"))
        if data.get("tag") == tag:
            def hand(row: list[object]) -> Hand:
                return (tuple(row[0]), *row[1:])  # type: ignore[arg-type, return-value]

            return [(hand(a), hand(b), r) for a, b, r in data["pool"]]
    pool = make_pool(boards, per_board, seed)
    if path is not None:
        path.write_text(json.dumps({"tag": tag, "pool": pool}), encoding="utf-8")
    return pool


def _mark_thin(out: Path, tree: Tree, deals: Sequence[Deal], count: int, least: int,
               seed: int) -> int:
    data = json.loads(out.read_text(encoding="utf-8"))
    visits = count_visits(tree, data["strategy"], deals, count, seed)
    thin = sorted(k for k in data["strategy"] if visits.get(k, 0) < least)
    data["thin"] = {"deals": count, "least": least, "keys": thin}
    out.write_text(json.dumps(data, separators=(",", ":")) + "\n", encoding="utf-8")
    print(f"{len(thin)} of {len(data['strategy'])} information sets met fewer than {least} "
          f"times in {count} deals -> {out}", file=sys.stderr)
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--abstraction", choices=sorted(ABSTRACTIONS), default="fine")
    parser.add_argument("--boards", type=int, default=2500)
    parser.add_argument("--per-board", type=int, default=40)
    parser.add_argument("--iterations", type=int, default=300_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--pool", type=Path, help="keep the pool in this file (or read it)")
    parser.add_argument("--best-response", type=int, default=0, metavar="ITERATIONS",
                        help="also learn a best response for each seat and report")
    parser.add_argument("--br-out", type=Path, help="write the best responses' table here")
    parser.add_argument("--thin", type=int, nargs=2, metavar=("DEALS", "LEAST"),
                        help="only mark, in the strategy file --out, the information sets met "
                        "fewer than LEAST times in DEALS deals as thin (no training)")
    parser.add_argument("--checkpoints", action="store_true",
                        help="write the average so far to --out every minute")
    parser.add_argument("--evaluate", type=Path, metavar="STRATEGY",
                        help="no training: learn the best responses (--best-response) to this "
                        "strategy file over the pool and report (compare files on one pool)")
    args = parser.parse_args(argv)
    abstraction = ABSTRACTIONS[args.abstraction]
    began = time.perf_counter()
    pool = _pool(args.pool, args.boards, args.per_board, args.seed)
    deals = buckets_of(abstraction, pool)
    pooled = time.perf_counter() - began
    print(f"pool of {len(deals)} deals in {pooled:.0f} s", file=sys.stderr)
    tree = Tree()
    if args.thin:
        return _mark_thin(args.out, tree, deals, args.thin[0], args.thin[1], args.seed)
    if args.evaluate:
        fixed = json.loads(args.evaluate.read_text(encoding="utf-8"))["strategy"]
        _respond(args, abstraction, tree, fixed, deals)
        return 0
    trainer = Trainer(tree, args.seed)

    def save() -> Table:
        table = trainer.average()
        data = {
            "format": FORMAT, "abstraction": abstraction.name, "cap": CAP, "seed": args.seed,
            "boards": args.boards, "per_board": args.per_board, "iterations": trainer.iterations,
            "strategy": table,
        }
        args.out.write_text(json.dumps(data, separators=(",", ":")) + "\n", encoding="utf-8")
        return table

    trainer.run(deals, args.iterations, checkpoint=save if args.checkpoints else None)
    trained = time.perf_counter() - began - pooled
    table = save()
    print(f"{len(table)} information sets, pool {pooled:.0f} s, training {trained:.0f} s "
          f"(processor {time.process_time():.0f} s) -> {args.out}", file=sys.stderr)
    if args.best_response:
        _respond(args, abstraction, tree, table, deals)
    return 0


def _respond(args: argparse.Namespace, abstraction: Abstraction, tree: Tree, table: Table,
             deals: Sequence[Deal]) -> None:
    """Learn each seat's response to ``table`` over ``deals`` and print what it wins on deals
    held out (a pool of a tenth as many boards, seed + 99)."""
    held_out = buckets_of(abstraction, make_pool(max(1, args.boards // 10), args.per_board,
                                                 args.seed + 99))
    won: list[float] = []
    merged: Table = {}
    for me in (0, 1):
        response = BestResponse(tree, table, me, args.seed + me)
        response.learn(deals, args.best_response)
        won.append(response.value(held_out))
        merged.update(response.table())  # who acts is in the key: the tables never meet
    print(json.dumps({
        "abstraction": abstraction.name, "iterations": args.iterations,
        "evaluated": str(args.evaluate or args.out),
        "small_blind_response_mbb": round(won[0], 1),
        "big_blind_response_mbb": round(won[1], 1),
        "exploitability_mbb_per_hand": round((won[0] + won[1]) / 2, 1),
        "held_out_deals": len(held_out), "response_iterations": args.best_response,
    }))
    if args.br_out:
        args.br_out.write_text(json.dumps({
            "format": FORMAT, "abstraction": abstraction.name, "cap": CAP, "strategy": merged,
        }, separators=(",", ":")) + "\n", encoding="utf-8")


if __name__ == "__main__":
    raise SystemExit(main())
