"""Texas hold'em for 2 to 6 players on the shared engine pieces (cards, deck commitment,
evaluator, pots). Seat 0 is the human; the others are computer players.

The one state object is `HoldemGame`; a seat sees the game through `HoldemView`.
"""

from .actions import (
    Call,
    Check,
    Fold,
    HoldemAction,
    HoldemActionKind,
    HoldemLegalAction,
    Raise,
    action_of_kind,
)
from .events import (
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
from .game import HUMAN, HoldemGame
from .rules import MAX_PLAYERS, MIN_PLAYERS, HoldemRules
from .street import BETTING_STREETS, EndReason, Street
from .view import HandRecord, HoldemView, PotResult, PublicHoldemAction

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
