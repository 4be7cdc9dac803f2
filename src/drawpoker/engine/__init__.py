"""The rules engine: pure Python, no pygame, no AI, no UI.

Everything other parts of the game (and outside tests) use is re-exported here.
"""

from .actions import (
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
from .cards import Card, full_deck, parse_cards
from .deck import commitment, verify_commitment
from .evaluator import Category, HandValue, best_cards, evaluate
from .events import Event, event_to_dict
from .forfeits import ForfeitState
from .match import COMPUTER, HUMAN, Match
from .match_data import MatchDataError, check_consistent
from .match_replay import check_played
from .phase import Phase
from .rules import Rules, RulesError
from .seat import Seat
from .variants import Variant, VariantError, variant, variants
from .view import DealRecord, PlayerView, PublicAction

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
