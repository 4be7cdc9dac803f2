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
from itertools import accumulate, combinations

from drawpoker.ai.holdem.hands import Combo
from drawpoker.engine.core.evaluator7 import evaluate_indices

_DECK = tuple(range(52))


class Range:
    """A weighted list of combinations, ready to sample (cumulative weights, one bisect)."""

    __slots__ = ("combos", "cumulative", "total", "weights")

    def __init__(self, combos: Sequence[Combo], weights: Sequence[float]) -> None:
        if len(combos) != len(weights):
            raise ValueError("a range needs one weight per combination")
        if all(w > 0 for w in weights):
            self.combos: tuple[Combo, ...] = tuple(combos)
            self.weights: tuple[float, ...] = tuple(weights)
        else:
            kept = [i for i, w in enumerate(weights) if w > 0]
            self.combos = tuple(combos[i] for i in kept)
            self.weights = tuple(weights[i] for i in kept)
        self.cumulative = list(accumulate(self.weights))
        self.total = self.cumulative[-1] if self.cumulative else 0.0

    def __len__(self) -> int:
        return len(self.combos)

    def sample(self, rng: random.Random) -> Combo:
        at = bisect_right(self.cumulative, rng.random() * self.total)
        return self.combos[min(at, len(self.combos) - 1)]

    def without(self, dead: set[int]) -> Range:
        """The same range with every combination holding a dead card removed."""
        live = [i for i, c in enumerate(self.combos) if c[0] not in dead and c[1] not in dead]
        return Range([self.combos[i] for i in live], [self.weights[i] for i in live])


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

    Opponents' hands are drawn from their ranges; a draw that collides with a card already out
    is drawn again (that is sampling the range given the cards we see), a bounded number of
    times before the deal is skipped. Then the board is completed at random.
    """
    ranges = [r if r is not None and len(r) else None for r in ranges]  # empty: anything
    dead = set(hole) | set(board)
    live = [c for c in _DECK if c not in dead]
    size = len(live)
    missing = 5 - len(board)
    board_list = list(board)
    mine_fixed = _key([*hole, *board]) if missing == 0 else 0
    random_ = rng.random
    won = 0.0
    done = 0
    for _ in range(trials):
        used = set(dead)
        hands: list[Combo] = []
        for r in ranges:
            for _attempt in range(40):
                if r is None:
                    a = live[int(random_() * size)]
                    b = live[int(random_() * size)]
                    hand = (a, b)
                    if a == b:
                        continue
                else:
                    at = bisect_right(r.cumulative, random_() * r.total)
                    hand = r.combos[at if at < len(r.combos) else -1]
                if hand[0] not in used and hand[1] not in used:
                    used.add(hand[0])
                    used.add(hand[1])
                    hands.append(hand)
                    break
            else:
                break
        if len(hands) < len(ranges):
            continue
        cards = board_list
        if missing:
            cards = list(board_list)
            while len(cards) < 5:
                card = live[int(random_() * size)]
                if card not in used:
                    used.add(card)
                    cards.append(card)
        best = mine_fixed if not missing else _key([*hole, *cards])
        ties = 1
        lost = False
        for hand in hands:
            key = _key([hand[0], hand[1], *cards])
            if key > best:
                lost = True
                break
            if key == best:
                ties += 1
        done += 1
        if not lost:
            won += 1.0 / ties
    return won / done if done else 0.0


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
