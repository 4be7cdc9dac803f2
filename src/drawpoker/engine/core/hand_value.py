"""What a five-card hand is worth: its category and tie-break ranks, ordered by one integer.

The evaluator hands out these values from precomputed tables, so comparing two hands at the
showdown (or millions of them in the simulator) is a single integer comparison.
"""

from __future__ import annotations

from dataclasses import InitVar, dataclass, field
from enum import IntEnum
from typing import Any


class Category(IntEnum):
    """The nine kinds of poker hand, weakest first (standard order)."""

    HIGH_CARD = 0
    PAIR = 1
    TWO_PAIR = 2
    THREE_OF_A_KIND = 3
    STRAIGHT = 4
    FLUSH = 5
    FULL_HOUSE = 6
    FOUR_OF_A_KIND = 7
    STRAIGHT_FLUSH = 8


# How many ranks decide a tie in each category: the ranks that make the hand, then the kickers.
RANKS_PER_CATEGORY: dict[Category, int] = {
    Category.HIGH_CARD: 5,
    Category.PAIR: 4,
    Category.TWO_PAIR: 3,
    Category.THREE_OF_A_KIND: 3,
    Category.STRAIGHT: 1,
    Category.FLUSH: 5,
    Category.FULL_HOUSE: 2,
    Category.FOUR_OF_A_KIND: 2,
    Category.STRAIGHT_FLUSH: 1,
}


_STRENGTH = (tuple(range(9)), (0, 1, 2, 3, 4, 6, 5, 7, 8))
_RANK_COUNT = tuple(RANKS_PER_CATEGORY[category] for category in Category)


@dataclass(frozen=True, slots=True, eq=False)
class HandValue:
    """The worth of a five-card hand; ``a > b`` means a wins, ``a == b`` is a tie.

    ``ranks`` lists the ranks that make the hand, then the kickers, highest first: a pair of
    kings with 9-8-7 is ``(13, 9, 8, 7)``, kings full of sevens ``(13, 7)``, a straight is its
    top card (``5`` for A-2-3-4-5, ``10`` for A-7-8-9-T in the 32-card deck).

    All ordering goes through ``key``, one int: the category's strength under the rules, then
    the ranks, then the category itself (so equal keys always mean equal category and ranks).
    Values made under different ``flush_beats_full_house`` settings should not be compared.

    >>> kings = HandValue(Category.PAIR, (13, 9, 8, 7))
    >>> kings > HandValue(Category.PAIR, (13, 9, 8, 6))
    True
    >>> HandValue(Category.FLUSH, (11, 9, 8, 7, 3)) > HandValue(Category.FULL_HOUSE, (2, 3))
    False
    >>> HandValue(Category.FLUSH, (11, 9, 8, 7, 3), flush_beats_full_house=True) > HandValue(
    ...     Category.FULL_HOUSE, (2, 3), flush_beats_full_house=True)
    True
    """

    category: Category
    ranks: tuple[int, ...]
    key: int = field(init=False, repr=False)
    flush_beats_full_house: InitVar[bool] = False

    def __post_init__(self, flush_beats_full_house: bool) -> None:
        category = self.category if type(self.category) is Category else Category(self.category)
        ranks = tuple(self.ranks)
        if len(ranks) != _RANK_COUNT[category]:
            raise ValueError(
                f"a {category.name} value has {_RANK_COUNT[category]} rank(s), got {ranks!r}"
            )
        packed = 0
        for rank in ranks:
            if type(rank) is not int or not 2 <= rank <= 14:
                raise ValueError(f"hand value ranks must be 2..14, got {ranks!r}")
            packed = packed << 4 | rank
        packed <<= 4 * (5 - len(ranks))
        strength = _STRENGTH[bool(flush_beats_full_house)][category]
        object.__setattr__(self, "category", category)
        object.__setattr__(self, "ranks", ranks)
        object.__setattr__(self, "key", strength << 24 | packed << 4 | category)

    # Written out (not functools.total_ordering) because each is one int comparison; the
    # derived versions cost an extra Python call per comparison.
    def __eq__(self, other: object) -> bool:
        if isinstance(other, HandValue):
            return self.key == other.key
        return NotImplemented

    def __ne__(self, other: object) -> bool:
        if isinstance(other, HandValue):
            return self.key != other.key
        return NotImplemented

    def __lt__(self, other: Any) -> bool:
        if isinstance(other, HandValue):
            return self.key < other.key
        return NotImplemented

    def __le__(self, other: Any) -> bool:
        if isinstance(other, HandValue):
            return self.key <= other.key
        return NotImplemented

    def __gt__(self, other: Any) -> bool:
        if isinstance(other, HandValue):
            return self.key > other.key
        return NotImplemented

    def __ge__(self, other: Any) -> bool:
        if isinstance(other, HandValue):
            return self.key >= other.key
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self.key)
