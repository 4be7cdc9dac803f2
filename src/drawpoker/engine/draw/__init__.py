"""The rules engine: pure Python, no pygame, no AI, no UI.

Everything other parts of the game (and outside tests) use is re-exported here.

Each name loads its module on first use (PEP 562): the settings and the title need the rules
and the cards, not the match.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from drawpoker.engine.core.lazy import lazy_exports

if TYPE_CHECKING:
    from drawpoker.engine.core.actions import (
        ActionKind,
        Bet,
        Call,
        IllegalAction,
        LegalAction,
        Raise,
    )
    from drawpoker.engine.core.cards import Card, full_deck, parse_cards
    from drawpoker.engine.core.deck import commitment, verify_commitment
    from drawpoker.engine.core.evaluator import Category, HandValue, best_cards, evaluate
    from drawpoker.engine.core.forfeits import ForfeitState
    from drawpoker.engine.core.seat import Seat
    from drawpoker.engine.core.variants import Variant, VariantError, variant, variants
    from drawpoker.engine.draw.actions import (
        DISCARD,
        Action,
        Discard,
        DrawKind,
        Drop,
        Wait,
        action_from_dict,
        action_to_dict,
    )
    from drawpoker.engine.draw.events import Event, event_to_dict
    from drawpoker.engine.draw.match import COMPUTER, HUMAN, Match
    from drawpoker.engine.draw.match_data import MatchDataError, check_consistent
    from drawpoker.engine.draw.match_replay import check_played
    from drawpoker.engine.draw.phase import Phase
    from drawpoker.engine.draw.rules import Rules, RulesError
    from drawpoker.engine.draw.view import DealRecord, PlayerView, PublicAction, TopUp

#: Where each name lives.
_HOME: dict[str, str] = {
    "Action": "drawpoker.engine.draw.actions",
    "ActionKind": "drawpoker.engine.core.actions",
    "DISCARD": "drawpoker.engine.draw.actions",
    "DrawKind": "drawpoker.engine.draw.actions",
    "Bet": "drawpoker.engine.core.actions",
    "Call": "drawpoker.engine.core.actions",
    "Discard": "drawpoker.engine.draw.actions",
    "Drop": "drawpoker.engine.draw.actions",
    "IllegalAction": "drawpoker.engine.core.actions",
    "LegalAction": "drawpoker.engine.core.actions",
    "Raise": "drawpoker.engine.core.actions",
    "Wait": "drawpoker.engine.draw.actions",
    "action_from_dict": "drawpoker.engine.draw.actions",
    "action_to_dict": "drawpoker.engine.draw.actions",
    "Card": "drawpoker.engine.core.cards",
    "full_deck": "drawpoker.engine.core.cards",
    "parse_cards": "drawpoker.engine.core.cards",
    "commitment": "drawpoker.engine.core.deck",
    "verify_commitment": "drawpoker.engine.core.deck",
    "Category": "drawpoker.engine.core.evaluator",
    "HandValue": "drawpoker.engine.core.evaluator",
    "best_cards": "drawpoker.engine.core.evaluator",
    "evaluate": "drawpoker.engine.core.evaluator",
    "ForfeitState": "drawpoker.engine.core.forfeits",
    "Seat": "drawpoker.engine.core.seat",
    "Variant": "drawpoker.engine.core.variants",
    "VariantError": "drawpoker.engine.core.variants",
    "variant": "drawpoker.engine.core.variants",
    "variants": "drawpoker.engine.core.variants",
    "Event": "drawpoker.engine.draw.events",
    "event_to_dict": "drawpoker.engine.draw.events",
    "COMPUTER": "drawpoker.engine.draw.match",
    "HUMAN": "drawpoker.engine.draw.match",
    "Match": "drawpoker.engine.draw.match",
    "MatchDataError": "drawpoker.engine.draw.match_data",
    "check_consistent": "drawpoker.engine.draw.match_data",
    "check_played": "drawpoker.engine.draw.match_replay",
    "Phase": "drawpoker.engine.draw.phase",
    "Rules": "drawpoker.engine.draw.rules",
    "RulesError": "drawpoker.engine.draw.rules",
    "DealRecord": "drawpoker.engine.draw.view",
    "PlayerView": "drawpoker.engine.draw.view",
    "PublicAction": "drawpoker.engine.draw.view",
    "TopUp": "drawpoker.engine.draw.view",
}

__all__ = [
    "COMPUTER",
    "DISCARD",
    "HUMAN",
    "Action",
    "ActionKind",
    "Bet",
    "Call",
    "Card",
    "Category",
    "DealRecord",
    "Discard",
    "DrawKind",
    "Drop",
    "Event",
    "ForfeitState",
    "HandValue",
    "IllegalAction",
    "LegalAction",
    "Match",
    "MatchDataError",
    "Phase",
    "PlayerView",
    "PublicAction",
    "Raise",
    "Rules",
    "RulesError",
    "Seat",
    "TopUp",
    "Variant",
    "VariantError",
    "Wait",
    "action_from_dict",
    "action_to_dict",
    "best_cards",
    "check_consistent",
    "check_played",
    "commitment",
    "evaluate",
    "event_to_dict",
    "full_deck",
    "parse_cards",
    "variant",
    "variants",
    "verify_commitment",
]


__getattr__, __dir__ = lazy_exports(__name__, _HOME, __all__)
