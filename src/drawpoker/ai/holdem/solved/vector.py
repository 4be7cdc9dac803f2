"""Train the solved heads-up strategy by vector CFR with public chance sampling: each iteration
deals a batch of boards and walks the whole betting tree once for *every* pair of hands on each
board at the same time (numpy vectors over the 1,326 two-card hands), updating both seats.

    OMP_NUM_THREADS=1 python -m drawpoker.ai.holdem.solved.vector --abstraction fine \
        --minutes 60 --seed 1 --out src/drawpoker/ai/holdem/data/solved_fine.json

Why: the sampling trainer (`train`) sees one pair of hands and one line of the other seat's
play per deal, so after millions of deals the rarely met information sets had barely moved
from uniform. Here one board updates every bucket of every information set the board's cards
reach, with exact expectations over both seats' actions and all hands (blocked cards left out:
two hands that share a card never meet), so each iteration is worth a great many sampled deals.
The regrets follow discounted CFR (positive regrets x t^1.5/(t^1.5+1), negative x 1/2, the
average weighted by (t/(t+1))^2), the strategy's abstraction and file format are `train`'s.

numpy is needed for training only (the ``train`` extra); the game never imports this module.
"""

from __future__ import annotations

import argparse
import io
import json
import os
import random
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import numpy as np
import numpy.typing as npt

from drawpoker.ai.holdem.hands import ALL_COMBOS
from drawpoker.ai.holdem.solved.abstraction import ABSTRACTIONS, Abstraction
from drawpoker.ai.holdem.solved.betting import CAP, FOLDED, SHOWDOWN, State, key, legal, start, step
from drawpoker.ai.holdem.solved.strategy import FORMAT
from drawpoker.ai.holdem.solved.train import rounded
from drawpoker.ai.holdem.strength import draws, percentiles

Floats = npt.NDArray[np.float64]
Ints = npt.NDArray[np.int64]

H = len(ALL_COMBOS)  # 1,326 two-card hands
_CARDS = np.array(ALL_COMBOS, dtype=np.int64)  # (H, 2)
#: For each card, the 51 hands holding it, and where each hand sits in its two cards' rows.
CARD_HANDS = np.zeros((52, 51), dtype=np.int64)
_FILL = [0] * 52
_SLOT = np.zeros((H, 2), dtype=np.int64)
for _h, (_a, _b) in enumerate(ALL_COMBOS):
    for _i, _c in enumerate((_a, _b)):
        CARD_HANDS[_c, _FILL[_c]] = _h
        _SLOT[_h, _i] = _FILL[_c]
        _FILL[_c] += 1
_INCIDENCE = np.zeros((H, 52))
_INCIDENCE[np.arange(H), _CARDS[:, 0]] = 1.0
_INCIDENCE[np.arange(H), _CARDS[:, 1]] = 1.0


@cache
def _preflop(abstraction: Abstraction) -> Ints:
    """Each hand's bucket before the flop (the same on every board)."""
    return np.array([abstraction.preflop(c) for c in ALL_COMBOS], dtype=np.int64)


# --------------------------------------------------------------------- the tree
@dataclass(slots=True)
class Node:
    """A node of the betting tree *with* its history (no two paths share a node, so each
    node's values are its own path's); the information set class merges paths."""

    who: int  # -1 at the end of the hand
    street: int
    klass: int  # information set class (its key without the bucket), -1 at an end
    children: tuple[Node, ...]
    fold: int  # the small blind's winnings after a fold (half big blinds), 0 otherwise
    paid: int  # at a showdown, what each has in


class Tree:
    """The betting tree and its information set classes, each with a row block per bucket."""

    def __init__(self, abstraction: Abstraction) -> None:
        self.buckets = abstraction.buckets()
        self.states: list[State] = []  # one state of each class
        self.offset: list[int] = []  # first row of each class's block (bucket count + 1 rows)
        self.width: list[int] = []  # legal actions of each class
        self._classes: dict[str, int] = {}
        self.rows = 0
        self.root = self._build(start())

    def _build(self, state: State) -> Node:
        street = state[0]
        if street == FOLDED:
            folded = -state[1] if state[6] == 0 else state[2]
            return Node(-1, street, -1, (), folded, 0)
        if street == SHOWDOWN:
            return Node(-1, street, -1, (), 0, state[1])
        name = key(state, 0).split(".", 2)
        klass = self._classes.get(f"{name[0]}.{name[2]}")
        if klass is None:
            klass = self._classes[f"{name[0]}.{name[2]}"] = len(self.states)
            self.states.append(state)
            self.offset.append(self.rows)
            self.width.append(len(legal(state)))
            self.rows += self.buckets[street] + 1  # the last row: hands the board blocks
        children = tuple(self._build(step(state, a)) for a in legal(state))
        return Node(state[6], street, klass, children, 0, 0)

    def legal_mask(self) -> Floats:
        mask = np.zeros((self.rows, 3))
        for klass, start_row in enumerate(self.offset):
            n = self.buckets[self.states[klass][0]] + 1
            mask[start_row:start_row + n, : self.width[klass]] = 1.0
        return mask


# --------------------------------------------------------------------- boards
@dataclass(slots=True)
class Boards:
    """A batch of boards: each hand's bucket per street, and flat gather indices for the
    showdown, for the batch twice over (rows 0..B-1 serve the small blind's values, B..2B-1
    the big blind's: the same boards). Flat indices into raveled arrays are much faster than
    numpy's ``take_along_axis``."""

    n: int
    valid: Floats  # (B, H): 1 where the hand shares no card with the board
    bucket: list[Ints]  # per street (B, H), blocked hands in the extra last bucket
    multi: list[dict[int, Ints]]  # per street, per action count: buckets + action x width
    order: Ints  # (2B * H,) each row's hands by showdown strength (flat into reach)
    lo: Ints  # (2B, H) flat into (2B, H + 1) running sums: the strictly weaker hands
    hi: Ints  # the weaker or equal hands
    card_order: Ints  # (2B * 52 * 51,) each card's hands by strength (flat into reach)
    lo1: Ints  # (2B, H) flat into (2B, 52, 52) running sums: first card, strictly weaker
    hi1: Ints
    lo2: Ints
    hi2: Ints
    top1: Ints  # the first card's row total
    top2: Ints
    cards: Ints  # (2B * 52 * 51,) each card's hands (flat into reach), for `unblocked`


def board_tables(
    abstraction: Abstraction, board: tuple[int, ...]
) -> tuple[Floats, list[Ints], Floats]:
    """One board's valid hands, buckets per street and river strength (blocked: -1)."""
    valid = np.zeros(H)
    rank = np.full(H, -1.0)
    sizes = abstraction.buckets()
    bucket = [_preflop(abstraction).copy()] + [np.full(H, sizes[s]) for s in (1, 2, 3)]
    tables = [percentiles(board[:n]) for n in (3, 4, 5)]
    drawn = [draws(board[:3]), draws(board[:4])]
    for h, hand in enumerate(ALL_COMBOS):
        pct = tables[2].get(hand)
        if pct is None:
            bucket[0][h] = sizes[0]
            continue
        valid[h] = 1.0
        rank[h] = pct
        for s in (1, 2):
            bucket[s][h] = abstraction.postflop(s, tables[s - 1][hand], drawn[s - 1].get(hand, 0.0))
        bucket[3][h] = abstraction.postflop(3, pct, 0.0)
    return valid, bucket, rank


def _counts_below(sorted_rows: Floats, queries: Floats, side: str) -> Ints:
    """Per row, how many of the row's sorted values are below each query (``side`` as in
    `numpy.searchsorted`), for all rows at once: rows are shifted apart by a large offset."""
    rows, width = sorted_rows.shape[0], sorted_rows.shape[-1]
    shape = (rows,) + (1,) * (sorted_rows.ndim - 1)
    shift = (np.arange(rows, dtype=np.float64) * 4.0).reshape(shape)
    flat_sorted = (sorted_rows + shift).ravel()
    found = np.searchsorted(
        flat_sorted, (queries + shift).ravel(), side=side)  # type: ignore[call-overload]
    base = (np.arange(sorted_rows.size // width) * width).reshape((*sorted_rows.shape[:-1], 1))
    return np.asarray(found.reshape(queries.shape) - base, dtype=np.int64)


def make_boards(abstraction: Abstraction, boards: Sequence[tuple[int, ...]]) -> Boards:
    made = [board_tables(abstraction, b) for b in boards]
    n = len(boards)
    valid = np.stack([m[0] for m in made])
    bucket = [np.stack([m[1][s] for m in made]) for s in range(4)]
    sizes = abstraction.buckets()
    multi = [
        {k: np.concatenate([bucket[s].ravel() + a * (sizes[s] + 1) for a in range(k)])
         for k in (1, 2, 3)}
        for s in range(4)
    ]
    rank2 = np.concatenate([np.stack([m[2] for m in made])] * 2)  # (2B, H), in [-1, 1]
    m = 2 * n
    rows = np.arange(m).reshape(m, 1)
    order = np.argsort(rank2, axis=1, kind="stable")
    ordered = np.take_along_axis(rank2, order, axis=1)
    lo = _counts_below(ordered, rank2, "left")
    hi = _counts_below(ordered, rank2, "right")
    card_rank = rank2[:, CARD_HANDS]  # (2B, 52, 51)
    card_sort = np.argsort(card_rank, axis=2, kind="stable")
    card_sorted = np.take_along_axis(card_rank, card_sort, axis=2)
    card_lo = _counts_below(card_sorted.reshape(m * 52, 51), card_rank.reshape(m * 52, 51),
                            "left").reshape(m, 52, 51)
    card_hi = _counts_below(card_sorted.reshape(m * 52, 51), card_rank.reshape(m * 52, 51),
                            "right").reshape(m, 52, 51)
    c1, c2 = _CARDS[:, 0], _CARDS[:, 1]
    s1, s2 = _SLOT[:, 0], _SLOT[:, 1]
    base = rows * (52 * 52)
    sorted_hands = CARD_HANDS[np.arange(52).reshape(1, 52, 1), card_sort]  # (2B, 52, 51)
    return Boards(
        n=n, valid=valid, bucket=bucket, multi=multi,
        order=(order + rows * H).ravel(),
        lo=lo + rows * (H + 1), hi=hi + rows * (H + 1),
        card_order=(sorted_hands + rows.reshape(m, 1, 1) * H).ravel(),
        lo1=base + c1 * 52 + card_lo[:, c1, s1], hi1=base + c1 * 52 + card_hi[:, c1, s1],
        lo2=base + c2 * 52 + card_lo[:, c2, s2], hi2=base + c2 * 52 + card_hi[:, c2, s2],
        top1=base + c1 * 52 + 51, top2=base + c2 * 52 + 51,
        cards=(CARD_HANDS.reshape(1, 52, 51) + rows.reshape(m, 1, 1) * H).ravel(),
    )


def showdown(boards: Boards, reach: Floats) -> Floats:
    """For each hand (rows: the batch twice), the other seat's reach it beats less the reach
    it loses to, leaving out the hands that share a card with it."""
    m = reach.shape[0]
    flat_reach = reach.ravel()
    cum = np.zeros((m, H + 1))
    np.cumsum(flat_reach[boards.order].reshape(m, H), axis=1, out=cum[:, 1:])
    flat = cum.ravel()
    ccum = np.zeros((m, 52, 52))
    np.cumsum(flat_reach[boards.card_order].reshape(m, 52, 51), axis=2, out=ccum[:, :, 1:])
    cflat = ccum.ravel()
    below, upto, total = flat[boards.lo], flat[boards.hi], cum[:, H:]
    win = below - cflat[boards.lo1] - cflat[boards.lo2]
    top1, top2 = cflat[boards.top1], cflat[boards.top2]
    lose = (total - upto) - (top1 - cflat[boards.hi1]) - (top2 - cflat[boards.hi2])
    return np.asarray(win - lose)


def unblocked(boards: Boards, reach: Floats) -> Floats:
    """For each hand, the other seat's reach over the hands that share no card with it."""
    m = reach.shape[0]
    per_card = reach.ravel()[boards.cards].reshape(m, 52, 51).sum(axis=2)  # (m, 52)
    return np.asarray(
        reach.sum(axis=1, keepdims=True)
        - per_card[:, _CARDS[:, 0]] - per_card[:, _CARDS[:, 1]] + reach
    )


# --------------------------------------------------------------------- the trainer
class VectorTrainer:
    """Regrets and average-strategy sums per row (information set class block + bucket)."""

    def __init__(self, abstraction: Abstraction, seed: int) -> None:
        self.abstraction = abstraction
        self.tree = Tree(abstraction)
        self.seed = seed  # the run's: a run taken up again from its state keeps it
        self.rng = random.Random(seed)
        self.mask = self.tree.legal_mask()
        self.regret = np.zeros((self.tree.rows, 3))
        self.total = np.zeros((self.tree.rows, 3))
        self.iterations = 0
        self.boards = 0
        self._uniform = self.mask / self.mask.sum(axis=1, keepdims=True)

    def current(self) -> Floats:
        positive = np.maximum(self.regret, 0.0)
        sums = positive.sum(axis=1, keepdims=True)
        safe = np.where(sums > 0, sums, 1.0)
        return np.where(sums > 0, positive / safe, self._uniform)

    def iterate(self, batch: int) -> tuple[float, float]:
        """Deal ``batch`` boards and update every information set they reach; what each seat
        won over all the pairs of hands dealt (the game is zero-sum: they sum to zero)."""
        boards = [tuple(self.rng.sample(range(52), 5)) for _ in range(batch)]
        tables = make_boards(self.abstraction, boards)
        current = self.current()
        self._sigma = [np.ascontiguousarray(current[:, a]) for a in range(3)]
        self._d_regret = np.zeros_like(self.regret)
        self._d_total = np.zeros_like(self.total)
        self._b = tables
        won0, won1 = self._walk(self.tree.root, tables.valid.copy(), tables.valid.copy())
        self.iterations += 1
        self.boards += batch
        t = float(self.iterations)
        self.regret += self._d_regret
        positive = t**1.5 / (t**1.5 + 1.0)
        self.regret *= np.where(self.regret > 0, positive, 0.5)
        self.total = self.total * (t / (t + 1.0)) ** 2 + self._d_total
        return float((won0 * tables.valid).sum()), float((won1 * tables.valid).sum())

    def _walk(self, node: Node, reach0: Floats, reach1: Floats) -> tuple[Floats, Floats]:
        b = self._b
        if node.who < 0:
            both = np.concatenate([reach1, reach0])
            if node.street == SHOWDOWN:
                value = showdown(b, both) * node.paid
                return value[: b.n], value[b.n :]
            mass = unblocked(b, both) * node.fold
            return mass[: b.n], -mass[b.n :]
        who = node.who
        street = node.street
        rows = self.tree.offset[node.klass] + b.bucket[street]
        n = len(node.children)
        sigma = [self._sigma[a][rows] for a in range(n)]  # each (B, H)
        mine = reach0 if who == 0 else reach1
        values_me = []
        value_other: Floats | float = 0.0
        moved_all = []
        for a, child in enumerate(node.children):
            moved = mine * sigma[a]
            moved_all.append(moved)
            v0, v1 = self._walk(child, moved, reach1) if who == 0 else self._walk(
                child, reach0, moved)
            values_me.append(v0 if who == 0 else v1)
            value_other = value_other + (v1 if who == 0 else v0)
        value_me = sigma[0] * values_me[0]
        for a in range(1, n):
            value_me = value_me + sigma[a] * values_me[a]
        width = self.tree.buckets[street] + 1
        start_row = self.tree.offset[node.klass]
        index = b.multi[street][n]
        regret = np.bincount(index, weights=np.concatenate(
            [(v - value_me).ravel() for v in values_me]), minlength=n * width)
        total = np.bincount(index, weights=np.concatenate(
            [mv.ravel() for mv in moved_all]), minlength=n * width)
        self._d_regret[start_row:start_row + width, :n] += regret.reshape(n, width).T
        self._d_total[start_row:start_row + width, :n] += total.reshape(n, width).T
        other = np.asarray(value_other)
        return (value_me, other) if who == 0 else (other, value_me)

    def keep(self, path: Path) -> None:
        """The whole training state (regrets, sums, counts and random state), atomically."""
        buffer = io.BytesIO()
        np.savez(buffer, regret=self.regret, total=self.total,
                 counts=np.array([self.iterations, self.boards]), seed=np.array([self.seed]),
                 rng=np.frombuffer(json.dumps(self.rng.getstate()).encode(), dtype=np.uint8))
        _write_atomic(path, buffer.getvalue())

    def restore(self, path: Path) -> None:
        with np.load(path) as data:
            if data["regret"].shape != self.regret.shape:
                raise SystemExit(f"{path} holds another abstraction's training")
            self.regret, self.total = data["regret"].copy(), data["total"].copy()
            self.iterations, self.boards = (int(x) for x in data["counts"])
            if "seed" in data:  # (states kept before the seed was)
                self.seed = int(data["seed"][0])
            state = json.loads(bytes(data["rng"]).decode())
        self.rng.setstate((state[0], tuple(state[1]), state[2]))

    def average(self, least: float = 1e-9) -> dict[str, list[int]]:
        """The average strategy by key (a row the average never weighted plays the current
        strategy); blocked-hand rows are left out."""
        sigma = self.current()
        out: dict[str, list[int]] = {}
        for klass, state in enumerate(self.tree.states):
            n = self.tree.width[klass]
            for bucket in range(self.tree.buckets[state[0]]):
                row = self.tree.offset[klass] + bucket
                sums = self.total[row, :n]
                weight = float(sums.sum())
                odds = sums / weight if weight > least else sigma[row, :n]
                out[key(state, bucket)] = rounded([float(p) for p in odds])
        return dict(sorted(out.items()))


# --------------------------------------------------------------------- command line
def _write_atomic(path: Path, data: bytes) -> None:
    """A cut-off write never leaves half a strategy or state file (the ai layer may not use
    `drawpoker.storage.atomic`)."""
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=path.name, suffix=".tmp")
    with os.fdopen(fd, "wb") as handle:
        handle.write(data)
    os.replace(tmp, path)


def _write(path: Path, data: dict[str, object]) -> None:
    _write_atomic(path, (json.dumps(data, separators=(",", ":")) + "\n").encode("utf-8"))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--abstraction", choices=sorted(ABSTRACTIONS), default="fine")
    parser.add_argument("--batch", type=int, default=8, help="boards per iteration")
    parser.add_argument("--iterations", type=int, default=0, help="stop after this many")
    parser.add_argument("--minutes", type=float, default=0.0, help="stop after this long")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--state", type=Path,
                        help="keep the regrets here at every save, and go on from them if the "
                        "file exists (same abstraction and batch)")
    parser.add_argument("--every", type=float, default=5.0,
                        help="write the average so far every this many minutes")
    args = parser.parse_args(argv)
    if not args.iterations and not args.minutes:
        parser.error("give --iterations or --minutes")
    abstraction = ABSTRACTIONS[args.abstraction]
    trainer = VectorTrainer(abstraction, args.seed)
    if args.state is not None and args.state.exists():
        trainer.restore(args.state)
    began = last = time.perf_counter()

    def save() -> None:
        _write(args.out, {
            "format": FORMAT, "abstraction": abstraction.name, "cap": CAP, "seed": trainer.seed,
            "trainer": "vector", "batch": args.batch, "iterations": trainer.iterations,
            "boards": trainer.boards, "strategy": trainer.average(),
        })
        if args.state is not None:
            trainer.keep(args.state)

    while True:
        trainer.iterate(args.batch)
        now = time.perf_counter()
        done = (args.iterations and trainer.iterations >= args.iterations) or (
            args.minutes and now - began >= args.minutes * 60)
        if done or now - last >= args.every * 60:
            last = now
            save()
            print(f"{trainer.iterations} iterations, {trainer.boards} boards, "
                  f"{now - began:.0f} s -> {args.out}", file=sys.stderr, flush=True)
        if done:
            return 0


if __name__ == "__main__":
    raise SystemExit(main())
