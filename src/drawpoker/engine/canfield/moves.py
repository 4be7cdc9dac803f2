"""Moves as small immutable values with a short text code, and the error for a refused move.

A move is a source pile and a target pile; what it does follows from the rules:

>>> Move.parse("s>w")        # deal three cards from the stock to the waste
Move('s>w')
>>> str(Move.parse("t1>t3"))  # the whole of pile 1 onto pile 3
't1>t3'
"""

from __future__ import annotations

from dataclasses import dataclass

from drawpoker.engine.canfield.piles import STOCK, WASTE, Area, Spot


class IllegalMoveError(ValueError):
    """A move the rules refuse; the message names the rule."""


@dataclass(frozen=True, slots=True)
class Move:
    source: Spot
    target: Spot

    @classmethod
    def parse(cls, text: str) -> Move:
        source, sep, target = text.strip().partition(">")
        if not sep:
            raise ValueError(f"a move is written source>target like 'r>t2', got {text!r}")
        return cls(Spot.parse(source), Spot.parse(target))

    @property
    def is_deal(self) -> bool:
        """Stock to waste: three cards (or what is left) turned over."""
        return self.source == STOCK and self.target == WASTE

    @property
    def is_redeal(self) -> bool:
        """Waste turned back over to make the stock again: a new pass."""
        return self.source == WASTE and self.target == STOCK

    @property
    def to_foundation(self) -> bool:
        return self.target.area is Area.FOUNDATION

    def __str__(self) -> str:
        return f"{self.source.code()}>{self.target.code()}"

    def __repr__(self) -> str:
        return f"Move({str(self)!r})"


DEAL = Move(STOCK, WASTE)
REDEAL = Move(WASTE, STOCK)
