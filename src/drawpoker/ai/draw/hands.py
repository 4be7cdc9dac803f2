"""Fast hand strength for the opponents: one integer per hand, higher wins, for any rules.

The engine's ``evaluate`` is the referee; the opponents need millions of comparisons while they
weigh draws, so they use these precomputed tables instead. Every hand is reduced to the product
of one prime per rank (order-free, so kept cards and drawn cards combine by multiplication) and a
flag for "all one suit". ``tests/ai`` checks that the order agrees with ``evaluate``.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import cache
from itertools import combinations_with_replacement
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from drawpoker.engine.draw.rules import Rules

# One prime per rank 2..14, so that a product names a multiset of ranks.
PRIMES: dict[int, int] = dict(
    zip(range(2, 15), (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41), strict=True)
)

# Categories in the standard order (same numbering as the engine's Category).
HIGH_CARD, PAIR, TWO_PAIR, TRIPS, STRAIGHT, FLUSH, FULL_HOUSE, QUADS, STRAIGHT_FLUSH = range(9)
CATEGORY_NAMES = (
    "high card",
    "pair",
    "two pair",
    "three of a kind",
    "straight",
    "flush",
    "full house",
    "four of a kind",
    "straight flush",
)


def card_code(rank: int, suit: int) -> int:
    """Card as a small int, equal to the engine's ``Card.index``: (rank - 2) * 4 + suit."""
    return (rank - 2) * 4 + suit


def rank_of(code: int) -> int:
    return (code >> 2) + 2


def suit_of(code: int) -> int:
    return code & 3


@dataclass(frozen=True, slots=True)
class RuleKey:
    """The parts of the rules that change hand order."""

    deck_size: int
    ace_low_32: bool
    flush_beats_full_house: bool

    @classmethod
    def of(cls, rules: Rules | None) -> RuleKey:
        if rules is None:
            return cls(52, False, False)
        return cls(rules.deck_size, rules.ace_low_32, rules.flush_beats_full_house)

    @property
    def low(self) -> int:
        return 7 if self.deck_size == 32 else 2

    @property
    def ranks(self) -> tuple[int, ...]:
        return tuple(range(self.low, 15))


class HandTable:
    """Strength of every five-card hand of one rule set, keyed by rank-prime product.

    ``plain[p]`` is the strength when the cards are not all one suit, ``suited[p]`` when they are
    (only for five distinct ranks). ``category_of(strength)`` recovers the category.
    """

    def __init__(self, key: RuleKey) -> None:
        self.key = key
        self.plain: dict[int, int] = {}
        self.suited: dict[int, int] = {}
        self._order = _category_order(key)
        for multiset in combinations_with_replacement(key.ranks, 5):
            counts = Counter(multiset)
            if max(counts.values()) > 4:
                continue
            product = 1
            for rank in multiset:
                product *= PRIMES[rank]
            self.plain[product] = self._strength(counts, suited=False)
            if len(counts) == 5:
                self.suited[product] = self._strength(counts, suited=True)

    def _strength(self, counts: Counter[int], *, suited: bool) -> int:
        groups = sorted(counts.items(), key=lambda item: (item[1], item[0]), reverse=True)
        shape = [count for _, count in groups]
        ranks = [rank for rank, _ in groups]
        top = _straight_top(sorted(counts), self.key)
        if top and suited:
            category, tiebreak = STRAIGHT_FLUSH, [top]
        elif shape[0] == 4:
            category, tiebreak = QUADS, ranks
        elif shape[:2] == [3, 2]:
            category, tiebreak = FULL_HOUSE, ranks
        elif suited:
            category, tiebreak = FLUSH, ranks
        elif top:
            category, tiebreak = STRAIGHT, [top]
        elif shape[0] == 3:
            category, tiebreak = TRIPS, ranks
        elif shape[:2] == [2, 2]:
            category, tiebreak = TWO_PAIR, ranks
        elif shape[0] == 2:
            category, tiebreak = PAIR, ranks
        else:
            category, tiebreak = HIGH_CARD, ranks
        value = self._order[category]
        for rank in tiebreak + [0] * (5 - len(tiebreak)):
            value = value * 16 + rank
        return value

    def category_of(self, strength: int) -> int:
        """The standard category number (HIGH_CARD..STRAIGHT_FLUSH) of a strength value."""
        return self._order.index(strength >> 20)

    def strength(self, codes: list[int] | tuple[int, ...]) -> int:
        """Strength of five card codes."""
        product = 1
        suits = 0
        for code in codes:
            product *= PRIMES[(code >> 2) + 2]
            suits |= 1 << (code & 3)
        if suits & (suits - 1) == 0:
            return self.suited[product]
        return self.plain[product]


def _category_order(key: RuleKey) -> list[int]:
    """Position of each category in the hand order (flush may beat full house)."""
    order = list(range(9))
    if key.flush_beats_full_house:
        order[FLUSH], order[FULL_HOUSE] = FULL_HOUSE, FLUSH
    return order


def _straight_top(ranks: list[int], key: RuleKey) -> int:
    """Top rank of the straight these five distinct ranks make, or 0."""
    if len(ranks) != 5:
        return 0
    if ranks[4] - ranks[0] == 4:
        return ranks[4]
    if key.deck_size == 52 and ranks == [2, 3, 4, 5, 14]:
        return 5
    if key.deck_size == 32 and key.ace_low_32 and ranks == [7, 8, 9, 10, 14]:
        return 10
    return 0


@cache
def hand_table(key: RuleKey) -> HandTable:
    """The (cached) table for one rule set."""
    return HandTable(key)


def table_for(rules: Rules | None) -> HandTable:
    return hand_table(RuleKey.of(rules))
