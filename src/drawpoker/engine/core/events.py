"""The events every game shares: the deck's reveal after a deal and the forfeit items' moves.

Each game has its own events module for the rest; these are the ones the shared pieces (the deck
commitment, the forfeit ledger) produce, so no game borrows another's.
"""

from __future__ import annotations

from dataclasses import dataclass

from drawpoker.engine.core.cards import Card


@dataclass(frozen=True, slots=True)
class DeckRevealed:
    order: tuple[Card, ...]
    salt: str
    commitment: str


@dataclass(frozen=True, slots=True)
class ItemPawned:
    item: int
    loan: int


@dataclass(frozen=True, slots=True)
class ItemLost:
    item: int


@dataclass(frozen=True, slots=True)
class ItemBoughtBack:
    item: int
    repaid: int


ForfeitEvent = ItemPawned | ItemLost | ItemBoughtBack
