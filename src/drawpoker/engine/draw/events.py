"""Draw poker's events: frozen records of everything a player should see happen; the UI
animates them and the hand history writes them down. The deck's reveal and the items' moves are
the shared ones of ``core.events``."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from drawpoker.engine.core.cards import Card
from drawpoker.engine.core.events import DeckRevealed as DeckRevealed
from drawpoker.engine.core.events import ItemBoughtBack as ItemBoughtBack
from drawpoker.engine.core.events import ItemLost as ItemLost
from drawpoker.engine.core.events import ItemPawned as ItemPawned
from drawpoker.engine.core.events import event_dict
from drawpoker.engine.draw.actions import Action, action_to_dict


@dataclass(frozen=True, slots=True)
class DealStarted:
    deal_number: int
    dealer: int
    first_to_act: int
    commitment: str  # SHA-256 of the deck order and a salt; revealed by DeckRevealed


@dataclass(frozen=True, slots=True)
class AntePaid:
    seat: int
    amount: int


@dataclass(frozen=True, slots=True)
class CardsDealt:
    """Five cards went to each seat; each player reads their own hand from their view."""

    count: int


@dataclass(frozen=True, slots=True)
class ActionTaken:
    seat: int
    action: Action
    paid: int  # money moved from the seat's stack into the pot by this action


@dataclass(frozen=True, slots=True)
class RoundSkipped:
    """A betting round did not happen because a player has no money left."""

    round: int


@dataclass(frozen=True, slots=True)
class CardsDrawn:
    seat: int
    count: int


@dataclass(frozen=True, slots=True)
class Showdown:
    hands: tuple[tuple[Card, ...], tuple[Card, ...]]
    winner: int | None  # None: equal hands


@dataclass(frozen=True, slots=True)
class PotWon:
    seat: int
    amount: int
    by_drop: bool


@dataclass(frozen=True, slots=True)
class PotCarried:
    amount: int


@dataclass(frozen=True, slots=True)
class ToppedUp:
    """Between deals the broke player brought ``amount`` more to the table (a rebuy from her
    bank; see ``Match.top_up``)."""

    seat: int
    amount: int


@dataclass(frozen=True, slots=True)
class MatchOver:
    winner: int
    reason: str  # "forfeits_claimed" (the computer is broke with nothing left to pawn) or "broke"


Event = (
    DealStarted
    | AntePaid
    | CardsDealt
    | ActionTaken
    | RoundSkipped
    | CardsDrawn
    | Showdown
    | PotWon
    | PotCarried
    | DeckRevealed
    | ItemPawned
    | ItemLost
    | ItemBoughtBack
    | ToppedUp
    | MatchOver
)


def event_to_dict(event: Event) -> dict[str, Any]:
    """A JSON-safe form of an event, tagged with its type name; actions as saves write them."""
    return event_dict(event, action_to_dict)
