"""Where a card can be in Canfield, and how cards follow one another.

Ranks go round the corner in both directions: a king is followed up by the ace and the
ace by the two, so a foundation started on a jack ends on the ten, and a two may be built
on a three or an ace on a two, a king on an ace.
"""

from __future__ import annotations

import enum
import itertools
from dataclasses import dataclass

from drawpoker.engine.core.cards import SUIT_CHARS, Card

RESERVE_SIZE = 13
TABLEAU_PILES = 4
#: What is left for the stock after the layout (reserve, one foundation card, the tableau).
STOCK_SIZE = 52 - RESERVE_SIZE - 1 - TABLEAU_PILES
DEAL_SIZE = 3
RED_SUITS = "dh"


class Area(enum.Enum):
    """The kinds of place a card can be; the value is the letter used in move codes."""

    STOCK = "s"
    WASTE = "w"
    RESERVE = "r"
    FOUNDATION = "f"
    TABLEAU = "t"


@dataclass(frozen=True, slots=True)
class Spot:
    """One pile: an area and, for the tableau and the foundations, which one (0-based).

    Foundations are numbered by suit in ``SUIT_CHARS`` order (clubs, diamonds, hearts,
    spades); the other single piles use index 0.
    """

    area: Area
    index: int = 0

    def __post_init__(self) -> None:
        limit = {Area.TABLEAU: TABLEAU_PILES, Area.FOUNDATION: len(SUIT_CHARS)}.get(self.area, 1)
        if not 0 <= self.index < limit:
            raise ValueError(f"{self.area.name.lower()} pile number must be 0..{limit - 1}")

    def code(self) -> str:
        """``s``, ``w``, ``r``, ``f`` then the suit letter, or ``t`` then 1..4."""
        if self.area is Area.TABLEAU:
            return f"t{self.index + 1}"
        if self.area is Area.FOUNDATION:
            return f"f{SUIT_CHARS[self.index]}"
        return str(self.area.value)

    @classmethod
    def parse(cls, text: str) -> Spot:
        """The inverse of :meth:`code`.

        >>> Spot.parse("t2")
        Spot(area=<Area.TABLEAU: 't'>, index=1)
        """
        if text in ("s", "w", "r"):
            return cls(Area(text))
        if len(text) == 2 and text[0] == "t" and text[1] in "1234":
            return cls(Area.TABLEAU, int(text[1]) - 1)
        if len(text) == 2 and text[0] == "f" and text[1] in SUIT_CHARS:
            return cls(Area.FOUNDATION, SUIT_CHARS.index(text[1]))
        raise ValueError(f"unknown pile {text!r}; piles are s, w, r, t1..t4, fc fd fh fs")


STOCK = Spot(Area.STOCK)
WASTE = Spot(Area.WASTE)
RESERVE = Spot(Area.RESERVE)
TABLEAU = tuple(Spot(Area.TABLEAU, i) for i in range(TABLEAU_PILES))
FOUNDATIONS = tuple(Spot(Area.FOUNDATION, i) for i in range(len(SUIT_CHARS)))


def foundation_for(card: Card) -> Spot:
    return FOUNDATIONS[SUIT_CHARS.index(card.suit)]


def rank_up(rank: int) -> int:
    """The next rank up, round the corner (ace is 14, then the two)."""
    return 2 if rank == 14 else rank + 1


def rank_down(rank: int) -> int:
    return 14 if rank == 2 else rank - 1


def is_red(card: Card) -> bool:
    return card.suit in RED_SUITS


def builds_on(card: Card, onto: Card) -> bool:
    """True when ``card`` may lie on ``onto`` in the tableau: one rank lower, other colour."""
    return card.rank == rank_down(onto.rank) and is_red(card) != is_red(onto)


def is_built_pile(cards: list[Card] | tuple[Card, ...]) -> bool:
    """True when every card of a tableau pile (bottom first) builds on the one below it."""
    return all(builds_on(upper, lower) for lower, upper in itertools.pairwise(cards))
