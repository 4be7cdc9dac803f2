"""Equity of two hole cards against opponents' ranges on a (partial) board, by Monte Carlo with
a seeded random source, or exactly by enumeration for small cases (tests, the river).

A range is a `Range`: weights over two-card combinations, sampled in proportion to weight.
``None`` stands for a random hand (any two unseen cards). Equity is the share of the pot won on
average: a tie among ``m`` best hands is worth ``1/m``.
"""

from __future__ import annotations

import random
from bisect import bisect_right
from collections.abc import Sequence
from itertools import combinations

from drawpoker.engine.evaluator7 import evaluate_indices

from .hands import Combo

_DECK = tuple(range(52))


class Range:
    """A weighted list of combinations, ready to sample (cumulative weights, one bisect)."""

    __slots__ = ("combos", "cumulative", "total", "weights")

    def __init__(self, combos: Sequence[Combo], weights: Sequence[float]) -> None:
        kept = [(c, w) for c, w in zip(combos, weights, strict=True) if w > 0]
        self.combos: tuple[Combo, ...] = tuple(c for c, _ in kept)
        self.weights: tuple[float, ...] = tuple(w for _, w in kept)
        cumulative: list[float] = []
        total = 0.0
        for _, w in kept:
            total += w
            cumulative.append(total)
        self.cumulative = cumulative
        self.total = total

    def __len__(self) -> int:
        return len(self.combos)

    def sample(self, rng: random.Random) -> Combo:
        at = bisect_right(self.cumulative, rng.random() * self.total)
        return self.combos[min(at, len(self.combos) - 1)]

    def without(self, dead: set[int]) -> Range:
        """The same range with every combination holding a dead card removed."""
        pairs = [(c, w) for c, w in zip(self.combos, self.weights, strict=True)]
        live = [(c, w) for c, w in pairs if c[0] not in dead and c[1] not in dead]
        return Range([c for c, _ in live], [w for _, w in live])


def _key(cards: Sequence[int]) -> int:
    return evaluate_indices(cards).key


def monte_carlo(
    hole: Combo,
    board: Sequence[int],
    ranges: Sequence[Range | None],
    trials: int,
    rng: random.Random,
) -> float:
    """Estimated equity of ``hole`` against one hand from each range, ``trials`` deals.

    Opponents' hands are drawn from their ranges (a draw that collides with a card already
    out is drawn again, a bounded number of times), then the board is completed at random.
    """
    dead = set(hole) | set(board)
    live_ranges = [r.without(dead) if r is not None else None for r in ranges]
    if any(r is not None and len(r) == 0 for r in live_ranges):
        live_ranges = [r if r is not None and len(r) else None for r in live_ranges]
    missing = 5 - len(board)
    mine = list(hole) + list(board)
    won = 0.0
    done = 0
    for _ in range(trials):
        used = set(dead)
        hands: list[Combo] = []
        for r in live_ranges:
            hand = _draw_hand(r, used, rng)
            if hand is None:
                break
            hands.append(hand)
            used.add(hand[0])
            used.add(hand[1])
        if len(hands) < len(live_ranges):
            continue
        rest = _draw_cards(missing, used, rng)
        my_key = _key(mine + rest)
        best = my_key
        ties = 1
        lost = False
        for hand in hands:
            key = _key([hand[0], hand[1], *board, *rest])
            if key > best:
                lost = True
                break
            if key == best:
                ties += 1
        done += 1
        if not lost:
            won += 1.0 / ties
    return won / done if done else 0.0


def _draw_hand(r: Range | None, used: set[int], rng: random.Random) -> Combo | None:
    for _ in range(40):
        if r is None:
            a, b = rng.sample(_DECK, 2)
            hand = (a, b) if a > b else (b, a)
        else:
            hand = r.sample(rng)
        if hand[0] not in used and hand[1] not in used:
            return hand
    return None


def _draw_cards(count: int, used: set[int], rng: random.Random) -> list[int]:
    out: list[int] = []
    while len(out) < count:
        card = rng.randrange(52)
        if card not in used and card not in out:
            out.append(card)
    return out


def exact(hole: Combo, board: Sequence[int], opponents: Sequence[Sequence[Combo]]) -> float:
    """Equity by enumerating every board completion and every combination of the opponents'
    listed hands (equally weighted), skipping collisions. For small cases only."""
    dead = set(hole) | set(board)
    won = 0.0
    count = 0

    def deal(index: int, used: set[int], hands: list[Combo]) -> None:
        nonlocal won, count
        if index == len(opponents):
            unseen = [c for c in range(52) if c not in used]
            for rest in combinations(unseen, 5 - len(board)):
                cards = [*board, *rest]
                mine = _key([*hole, *cards])
                best, ties, lost = mine, 1, False
                for hand in hands:
                    key = _key([*hand, *cards])
                    if key > best:
                        lost = True
                        break
                    if key == best:
                        ties += 1
                count += 1
                if not lost:
                    won += 1.0 / ties
            return
        for hand in opponents[index]:
            if hand[0] in used or hand[1] in used:
                continue
            deal(index + 1, used | set(hand), [*hands, hand])

    deal(0, dead, [])
    return won / count if count else 0.0


def exact_vs_range(hole: Combo, board: Sequence[int], hands: Range) -> float:
    """Exact equity on a complete board against one weighted range."""
    if len(board) != 5:
        raise ValueError("exact_vs_range needs the whole board (five cards)")
    dead = set(hole) | set(board)
    mine = _key([*hole, *board])
    won = 0.0
    total = 0.0
    for hand, weight in zip(hands.combos, hands.weights, strict=True):
        if hand[0] in dead or hand[1] in dead:
            continue
        key = _key([hand[0], hand[1], *board])
        total += weight
        if mine > key:
            won += weight
        elif mine == key:
            won += weight / 2
    return won / total if total else 0.0
