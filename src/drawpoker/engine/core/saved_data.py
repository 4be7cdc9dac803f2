"""What every game's saved data is checked against: the bounds no real game reaches, and the one
error a loader raises for data that cannot be a real game."""

from __future__ import annotations

#: Money amounts above this are refused outright (the rules cap every amount far below it).
MAX_MONEY = 10**15
#: More deals (or hands) than any match can last.
MAX_DEALS = 10**9


class MatchDataError(ValueError):
    """Saved game data that cannot be a real game; the message says what is wrong."""
