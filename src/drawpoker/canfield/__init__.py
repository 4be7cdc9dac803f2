"""Canfield solitaire: a pure rules engine (no pygame), the second game of drawpoker.

>>> from drawpoker.canfield import Canfield, Move
>>> game = Canfield.deal(42)
>>> game.push(Move.parse("s>w"))
>>> game.pop()
Move('s>w')
"""

from drawpoker.canfield.game import Canfield, Outcome, Position
from drawpoker.canfield.hint import hint
from drawpoker.canfield.money import BEST_NET, PASS_FEE, PAY_PER_CARD, STAKE, game_net
from drawpoker.canfield.moves import DEAL, REDEAL, IllegalMoveError, Move
from drawpoker.canfield.piles import Area, Spot
from drawpoker.canfield.serial import CanfieldDataError, from_dict, to_dict

__all__ = [
    "BEST_NET",
    "DEAL",
    "PASS_FEE",
    "PAY_PER_CARD",
    "REDEAL",
    "STAKE",
    "Area",
    "Canfield",
    "CanfieldDataError",
    "IllegalMoveError",
    "Move",
    "Outcome",
    "Position",
    "Spot",
    "from_dict",
    "game_net",
    "hint",
    "to_dict",
]
