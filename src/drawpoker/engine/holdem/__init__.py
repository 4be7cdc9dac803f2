"""Texas hold'em for 2 to 6 players on the shared engine pieces (cards, deck commitment,
evaluator, pots). Seat 0 is the human; the others are computer players.

The one state object is `HoldemGame`; a seat sees the game through `HoldemView`.

The names below load their module on first use (PEP 562): the settings read the stakes
(``drawpoker.engine.holdem.stakes``) before the title's first frame, which needs no table.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from drawpoker.engine.core.lazy import lazy_exports

if TYPE_CHECKING:
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

#: Where each name lives (the modules of this package).
_HOME: dict[str, str] = {
    "Call": "actions",
    "Check": "actions",
    "Fold": "actions",
    "HoldemAction": "actions",
    "HoldemActionKind": "actions",
    "HoldemLegalAction": "actions",
    "Raise": "actions",
    "action_of_kind": "actions",
    "ActionTaken": "events",
    "BlindPosted": "events",
    "BoardDealt": "events",
    "DeckRevealed": "events",
    "HandStarted": "events",
    "HoldemEvent": "events",
    "HoleCardsDealt": "events",
    "ItemBoughtBack": "events",
    "ItemLost": "events",
    "ItemPawned": "events",
    "MatchOver": "events",
    "PlayerOut": "events",
    "PotAwarded": "events",
    "Showdown": "events",
    "event_to_dict": "events",
    "HUMAN": "game",
    "HoldemGame": "game",
    "MAX_PLAYERS": "rules",
    "MIN_PLAYERS": "rules",
    "HoldemRules": "rules",
    "BETTING_STREETS": "street",
    "EndReason": "street",
    "Street": "street",
    "HandRecord": "view",
    "HoldemView": "view",
    "PotResult": "view",
    "PublicHoldemAction": "view",
}

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


__getattr__, __dir__ = lazy_exports(
    __name__, {name: f"{__name__}.{home}" for name, home in _HOME.items()}, __all__
)
