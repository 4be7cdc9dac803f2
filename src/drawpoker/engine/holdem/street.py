"""Where a hold'em match stands: between hands, one of the four betting streets, or over."""

from __future__ import annotations

from enum import StrEnum

from drawpoker.engine.holdem.variant import BOARD_STEPS


class Street(StrEnum):
    BETWEEN_HANDS = "between_hands"
    PREFLOP = "preflop"
    FLOP = "flop"
    TURN = "turn"
    RIVER = "river"
    MATCH_OVER = "match_over"

    @property
    def board_size(self) -> int:
        """Board cards showing while this street is bet."""
        return _BOARD_SIZE[self]

    @property
    def is_betting(self) -> bool:
        return self in BETTING_STREETS


BETTING_STREETS = (Street.PREFLOP, Street.FLOP, Street.TURN, Street.RIVER)
# Board cards showing on each street, from the variant data (3, 1 and 1 more).
_BOARD_SIZE = {
    Street.BETWEEN_HANDS: 0,
    Street.PREFLOP: 0,
    Street.FLOP: sum(BOARD_STEPS[:1]),
    Street.TURN: sum(BOARD_STEPS[:2]),
    Street.RIVER: sum(BOARD_STEPS[:3]),
    Street.MATCH_OVER: 0,
}


class EndReason(StrEnum):
    """Why a hold'em match ended (the human is seat 0)."""

    LAST_STANDING = "last_standing"  # every computer player is out: the human won
    BROKE = "broke"  # the human has no money left: the human lost
    LEFT_AHEAD = "left_ahead"  # the human left with at least the starting money: a win
    LEFT_BEHIND = "left_behind"  # the human left with less: a loss

    @property
    def human_won(self) -> bool:
        return self in (EndReason.LAST_STANDING, EndReason.LEFT_AHEAD)
