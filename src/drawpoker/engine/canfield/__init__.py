"""Canfield solitaire: a pure rules engine (no pygame), the second game of drawpoker.

>>> from drawpoker.engine.canfield import Canfield, Move
>>> game = Canfield.deal(42)
>>> game.push(Move.parse("s>w"))
>>> game.pop()
Move('s>w')

Each name loads its module on first use (PEP 562): the title needs the stake, not the
game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from drawpoker.engine.core.lazy import lazy_exports

if TYPE_CHECKING:
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
    from drawpoker.engine.canfield.hints import hint
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

_HOME = {
    "ActionTaken": "drawpoker.engine.canfield.events",
    "Area": "drawpoker.engine.canfield.piles",
    "BEST_NET": "drawpoker.engine.canfield.money",
    "Canfield": "drawpoker.engine.canfield.game",
    "CanfieldDataError": "drawpoker.engine.canfield.serial",
    "CanfieldEvent": "drawpoker.engine.canfield.events",
    "DEAL": "drawpoker.engine.canfield.moves",
    "ENDINGS": "drawpoker.engine.canfield.events",
    "GIVEN_UP": "drawpoker.engine.canfield.events",
    "GameDealt": "drawpoker.engine.canfield.events",
    "GameOver": "drawpoker.engine.canfield.events",
    "IllegalMoveError": "drawpoker.engine.canfield.moves",
    "Move": "drawpoker.engine.canfield.moves",
    "Outcome": "drawpoker.engine.canfield.game",
    "PASS_FEE": "drawpoker.engine.canfield.money",
    "PAY_PER_CARD": "drawpoker.engine.canfield.money",
    "Position": "drawpoker.engine.canfield.game",
    "REDEAL": "drawpoker.engine.canfield.moves",
    "STAKE": "drawpoker.engine.canfield.money",
    "STUCK": "drawpoker.engine.canfield.events",
    "Spot": "drawpoker.engine.canfield.piles",
    "UNDO": "drawpoker.engine.canfield.events",
    "WON": "drawpoker.engine.canfield.events",
    "card_pay": "drawpoker.engine.canfield.money",
    "event_to_dict": "drawpoker.engine.canfield.events",
    "from_dict": "drawpoker.engine.canfield.serial",
    "game_net": "drawpoker.engine.canfield.money",
    "hint": "drawpoker.engine.canfield.hints",
    "pass_fees": "drawpoker.engine.canfield.money",
    "to_dict": "drawpoker.engine.canfield.serial",
}

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

__getattr__, __dir__ = lazy_exports(__name__, _HOME, __all__)
