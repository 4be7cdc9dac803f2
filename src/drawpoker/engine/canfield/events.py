"""What a game of Canfield tells the world, one event per step, for the hand history.

Like a poker deal, a Canfield game publishes the SHA-256 commitment of its deck (the order the
seed shuffled, and a salt) before the first card is seen (:class:`GameDealt`), and reveals the
order and the salt when the game is over (:class:`GameOver`, then the shared
:class:`~drawpoker.engine.core.events.DeckRevealed`). In between, each of the player's steps is
an :class:`ActionTaken`, a move or an undo, with the cards it moved and the money the rules
make it pay, so a replay from the revealed deck can check every card and every dollar.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

from drawpoker.engine.core.cards import Card
from drawpoker.engine.core.events import DeckRevealed, event_dict

#: The ``action`` of a step that takes the last move back.
UNDO = "undo"
#: How a game ended: all 52 cards up, no card can ever move again, or a new deal given it up.
WON, STUCK, GIVEN_UP = "won", "stuck", "given_up"
ENDINGS = (WON, STUCK, GIVEN_UP)


@dataclass(frozen=True, slots=True)
class GameDealt:
    """The cards are dealt: the deck's commitment first, then what the player sees.

    ``deal_number`` is 1 (a history holds one game). ``tableau`` and ``reserve`` are the
    cards dealt face up, ``up`` every card the deal put on the foundations (the first
    foundation card and whatever followed it up at once), ``paid`` their card pay.
    """

    deal_number: int
    commitment: str
    stake: int
    tableau: tuple[Card, ...]
    reserve: Card
    up: tuple[Card, ...]
    paid: int


@dataclass(frozen=True, slots=True)
class ActionTaken:
    """One step of the player's: a move (its code, ``r>t2``) or an undo (``undo``).

    ``cards`` are the cards the move moved (a deal: those turned onto the waste, in order;
    an undo: those of the move it takes back), ``up`` the cards that reached the foundations
    (an undo: those it takes down), ``paid`` the card pay and ``fee`` the pass fee this step
    brought or cost; an undo gives back both, so its amounts are the negatives.
    """

    action: str
    cards: tuple[Card, ...]
    up: tuple[Card, ...]
    paid: int
    fee: int


@dataclass(frozen=True, slots=True)
class GameOver:
    """The game is over (``won``, ``stuck`` or ``given_up``): its cards up and its net."""

    outcome: str
    cards_up: int
    net: int


CanfieldEvent = GameDealt | ActionTaken | GameOver | DeckRevealed
EVENT_TYPES = frozenset(kind.__name__ for kind in (GameDealt, ActionTaken, GameOver,
                                                  DeckRevealed))


def event_to_dict(event: CanfieldEvent) -> dict[str, Any]:
    """The event as a JSON-safe line (cards as their codes), tagged with its type."""
    assert dataclasses.is_dataclass(event)
    return event_dict(event, str)
