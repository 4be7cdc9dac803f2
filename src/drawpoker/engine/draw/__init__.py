"""The rules engine: pure Python, no pygame, no AI, no UI.

Everything other parts of the game (and outside tests) use is re-exported here.
"""

from drawpoker.engine.core.actions import (
    Action,
    ActionKind,
    Bet,
    Call,
    Discard,
    Drop,
    IllegalAction,
    LegalAction,
    Raise,
    Wait,
    action_from_dict,
    action_to_dict,
)
from drawpoker.engine.core.cards import Card, full_deck, parse_cards
from drawpoker.engine.core.deck import commitment, verify_commitment
from drawpoker.engine.core.evaluator import Category, HandValue, best_cards, evaluate
from drawpoker.engine.core.forfeits import ForfeitState
from drawpoker.engine.core.seat import Seat
from drawpoker.engine.core.variants import Variant, VariantError, variant, variants
from drawpoker.engine.draw.events import Event, event_to_dict
from drawpoker.engine.draw.match import COMPUTER, HUMAN, Match
from drawpoker.engine.draw.match_data import MatchDataError, check_consistent
from drawpoker.engine.draw.match_replay import check_played
from drawpoker.engine.draw.phase import Phase
from drawpoker.engine.draw.rules import Rules, RulesError
from drawpoker.engine.draw.view import DealRecord, PlayerView, PublicAction

__all__ = [
    "COMPUTER",
    "HUMAN",
    "Action",
    "ActionKind",
    "Bet",
    "Call",
    "Card",
    "Category",
    "DealRecord",
    "Discard",
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
