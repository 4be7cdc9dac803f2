"""Canfield solitaire: a pure rules engine (no pygame), the second game of drawpoker.

>>> from drawpoker.engine.canfield import Canfield, Move
>>> game = Canfield.deal(42)
>>> game.push(Move.parse("s>w"))
>>> game.pop()
Move('s>w')
"""

from drawpoker.engine.canfield.events import (
    ENDINGS,
    GIVEN_UP,
    STUCK,
    UNDO,
    WON,
    ActionTaken,
    CanfieldEvent,
    GameDealt,
    GameOver,
    event_to_dict,
)
from drawpoker.engine.canfield.game import Canfield, Outcome, Position
from drawpoker.engine.canfield.hint import hint
from drawpoker.engine.canfield.money import (
    BEST_NET,
    PASS_FEE,
    PAY_PER_CARD,
    STAKE,
    card_pay,
    game_net,
    pass_fees,
)
from drawpoker.engine.canfield.moves import DEAL, REDEAL, IllegalMoveError, Move
from drawpoker.engine.canfield.piles import Area, Spot
from drawpoker.engine.canfield.serial import CanfieldDataError, from_dict, to_dict

__all__ = [
    "BEST_NET",
    "DEAL",
    "ENDINGS",
    "GIVEN_UP",
    "PASS_FEE",
    "PAY_PER_CARD",
    "REDEAL",
    "STAKE",
    "STUCK",
    "UNDO",
    "WON",
    "ActionTaken",
    "Area",
    "Canfield",
    "CanfieldDataError",
    "CanfieldEvent",
    "GameDealt",
    "GameOver",
    "IllegalMoveError",
    "Move",
    "Outcome",
    "Position",
    "Spot",
    "card_pay",
    "event_to_dict",
    "from_dict",
    "game_net",
    "hint",
    "pass_fees",
    "to_dict",
]
