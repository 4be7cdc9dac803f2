"""Hold'em events: frozen records of what everyone at the table sees happen, in order; the UI
animates them and the hand history writes them down."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from drawpoker.engine.core.cards import Card
from drawpoker.engine.core.events import DeckRevealed as DeckRevealed  # every game's
from drawpoker.engine.core.events import ItemBoughtBack as ItemBoughtBack
from drawpoker.engine.core.events import ItemLost as ItemLost
from drawpoker.engine.core.events import ItemPawned as ItemPawned
from drawpoker.engine.core.events import event_dict
from drawpoker.engine.holdem.actions import HoldemAction
from drawpoker.engine.holdem.street import EndReason, Street


@dataclass(frozen=True, slots=True)
class HandStarted:
    hand_number: int
    dealer: int
    small_blind_seat: int
    big_blind_seat: int
    big_blind: int
    seats: tuple[int, ...]  # the seats dealt in, clockwise from the dealer's left
    commitment: str  # SHA-256 of the deck order and a salt; DeckRevealed shows both


@dataclass(frozen=True, slots=True)
class BlindPosted:
    seat: int
    amount: int  # less than the blind when that is all the seat had
    big: bool


@dataclass(frozen=True, slots=True)
class HoleCardsDealt:
    """Two cards each to ``seats``; a player reads their own from their view."""

    seats: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class ActionTaken:
    seat: int
    action: HoldemAction
    paid: int  # moved from the seat's stack into the pot
    street: Street
    all_in: bool


@dataclass(frozen=True, slots=True)
class BoardDealt:
    street: Street  # FLOP, TURN or RIVER
    cards: tuple[Card, ...]  # the new cards only


@dataclass(frozen=True, slots=True)
class Showdown:
    """The hands of every seat still in after the river (or after an all-in), in showing order
    (clockwise from the dealer's left)."""

    hands: tuple[tuple[int, tuple[Card, Card]], ...]


@dataclass(frozen=True, slots=True)
class PotAwarded:
    """One pot (the main pot is index 0, side pots follow) and who takes it.

    ``shares`` pairs with ``winners``; odd chips of a split go one each to the winners first
    to the dealer's left. ``uncontested``: only one seat could win it (all others folded, or
    chips nobody else could match).
    """

    index: int
    amount: int
    eligible: tuple[int, ...]
    winners: tuple[int, ...]
    shares: tuple[int, ...]
    uncontested: bool


@dataclass(frozen=True, slots=True)
class PlayerOut:
    """A computer player with no money and nothing left to pawn leaves the table."""

    seat: int


@dataclass(frozen=True, slots=True)
class MatchOver:
    reason: EndReason
    human_won: bool


HoldemEvent = (
    HandStarted
    | BlindPosted
    | HoleCardsDealt
    | ActionTaken
    | BoardDealt
    | Showdown
    | PotAwarded
    | DeckRevealed
    | ItemPawned
    | ItemLost
    | ItemBoughtBack
    | PlayerOut
    | MatchOver
)


def event_to_dict(event: HoldemEvent) -> dict[str, Any]:
    """A JSON-safe form of an event, tagged with its type name; an action as its kind (every
    bet and raise is one big blind, so the kind says it all)."""
    return event_dict(event, lambda action: str(action.kind))
