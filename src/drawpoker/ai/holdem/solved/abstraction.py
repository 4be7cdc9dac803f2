"""The card abstraction: which bucket a hand falls in on each street.

Before the flop, the 169 starting-hand classes (the fine abstraction) or 13 groups of them by
their pre-flop rank (the coarse one). After the flop, the hand's percentile on the board (the
share of the other two-card hands it beats now, `strength.percentiles`), cut into strength
bins finer at the top, where the money is; on the flop and turn a weak or middling hand with a
strong draw (a flush or open-ended straight draw, `strength.draws`) gets a bin of its own, since
it plays like a better hand than its percentile says. Both tables are cached per board, so a
decision costs about one table (a thousand evaluations) a street.
"""

from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass

from drawpoker.ai.holdem.hands import COMBO_CLASS, Combo
from drawpoker.ai.holdem.preflop import class_rank
from drawpoker.ai.holdem.strength import draws, percentiles

#: A draw counts when its `draw_strength` reaches this (flop: a flush or open-ended straight
#: draw, about 0.34 to 0.38; turn: 0.17 to 0.19; a gutshot is half of that).
DRAW_AT = {1: 0.3, 2: 0.15}


@dataclass(frozen=True, slots=True)
class Abstraction:
    """Bucket edges: a hand's bin is how many edges its percentile reaches."""

    name: str
    preflop_groups: int  # 0: the 169 classes themselves
    edges: tuple[tuple[float, ...], tuple[float, ...], tuple[float, ...]]  # flop, turn, river
    draw_bins: int  # on the flop and turn, the weakest bins that split off their strong draws

    def preflop(self, hole: Combo) -> int:
        if not self.preflop_groups:
            return COMBO_CLASS[hole]
        group = int(class_rank()[COMBO_CLASS[hole]] * self.preflop_groups)
        return min(self.preflop_groups - 1, group)

    def postflop(self, street: int, strength: float, draw: float) -> int:
        edges = self.edges[street - 1]
        index = bisect_right(edges, strength)
        if street < 3 and index < self.draw_bins and draw >= DRAW_AT[street]:
            return len(edges) + 1 + index
        return index

    def bucket(self, hole: Combo, board: tuple[int, ...]) -> int:
        """The bucket of ``hole`` (higher card first) on ``board`` (0, 3, 4 or 5 cards)."""
        if not board:
            return self.preflop(hole)
        street = len(board) - 2
        draw = draws(board).get(hole, 0.0) if street < 3 else 0.0
        return self.postflop(street, percentiles(board)[hole], draw)

    def buckets(self) -> tuple[int, int, int, int]:
        """How many buckets each street has."""
        pre = self.preflop_groups or len(class_rank())
        return (
            pre,
            len(self.edges[0]) + 1 + self.draw_bins,
            len(self.edges[1]) + 1 + self.draw_bins,
            len(self.edges[2]) + 1,
        )


FINE = Abstraction(
    "fine",
    0,
    (
        (0.2, 0.4, 0.55, 0.67, 0.77, 0.85, 0.91, 0.96),
        (0.2, 0.4, 0.55, 0.67, 0.77, 0.85, 0.91, 0.96),
        (0.15, 0.3, 0.45, 0.58, 0.68, 0.77, 0.85, 0.91, 0.95, 0.98),
    ),
    5,
)
COARSE = Abstraction(
    "coarse",
    13,
    ((0.35, 0.6, 0.8, 0.92), (0.35, 0.6, 0.8, 0.92), (0.3, 0.6, 0.8, 0.92)),
    3,
)
ABSTRACTIONS = {a.name: a for a in (FINE, COARSE)}
