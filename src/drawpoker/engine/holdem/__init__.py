"""Texas hold'em for 2 to 6 players on the shared engine pieces (cards, deck commitment,
evaluator, pots). Seat 0 is the human; the others are computer players.

The one state object is `HoldemGame`; a seat sees the game through `HoldemView`.
"""

from drawpoker.engine.holdem.actions import (
    Call,
    Check,
    Fold,
    HoldemAction,
    HoldemActionKind,
    HoldemLegalAction,
    Raise,
    action_of_kind,
)
from drawpoker.engine.holdem.events import (
    ActionTaken,
    BlindPosted,
    BoardDealt,
    DeckRevealed,
    HandStarted,
    HoldemEvent,
    HoleCardsDealt,
    ItemBoughtBack,
    ItemLost,
    ItemPawned,
    MatchOver,
    PlayerOut,
    PotAwarded,
    Showdown,
    event_to_dict,
)
from drawpoker.engine.holdem.game import HUMAN, HoldemGame
from drawpoker.engine.holdem.rules import MAX_PLAYERS, MIN_PLAYERS, HoldemRules
from drawpoker.engine.holdem.street import BETTING_STREETS, EndReason, Street
from drawpoker.engine.holdem.view import HandRecord, HoldemView, PotResult, PublicHoldemAction

__all__ = [
    "BETTING_STREETS",
    "HUMAN",
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "ActionTaken",
    "BlindPosted",
    "BoardDealt",
    "Call",
    "Check",
    "DeckRevealed",
    "EndReason",
    "Fold",
    "HandRecord",
    "HandStarted",
    "HoldemAction",
    "HoldemActionKind",
    "HoldemEvent",
    "HoldemGame",
    "HoldemLegalAction",
    "HoldemRules",
    "HoldemView",
    "HoleCardsDealt",
    "ItemBoughtBack",
    "ItemLost",
    "ItemPawned",
    "MatchOver",
    "PlayerOut",
    "PotAwarded",
    "PotResult",
    "PublicHoldemAction",
    "Raise",
    "Showdown",
    "Street",
    "action_of_kind",
    "event_to_dict",
]
