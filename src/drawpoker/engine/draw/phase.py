"""Where a match stands."""

from enum import StrEnum


class Phase(StrEnum):
    BETWEEN_DEALS = "between_deals"  # also before the first deal
    BET1 = "bet1"
    DRAW = "draw"
    BET2 = "bet2"
    MATCH_OVER = "match_over"
