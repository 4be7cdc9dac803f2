"""The betting vocabulary every betting game shares, as small frozen values, and the legal-action
descriptions the shared betting round offers.

The kinds' stored values are the words the first game (five-card draw) used for them, "wait" for
a check and "drop" for a fold: saves and hand histories keep them. A game's own moves (draw's
discard) and its own names for these (draw's WAIT and DROP) live in its engine package.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class IllegalAction(ValueError):
    """An action the rules do not allow now; the message names the rule. The state is unchanged."""


class ActionKind(StrEnum):
    BET = "bet"
    CHECK = "wait"
    RAISE = "raise"
    CALL = "call"
    FOLD = "drop"


@dataclass(frozen=True, slots=True)
class Bet:
    """Open the betting with ``amount`` dollars."""

    amount: int
    kind = ActionKind.BET


@dataclass(frozen=True, slots=True)
class Check:
    """Bet nothing and let the next player speak (only while nobody has bet)."""

    kind = ActionKind.CHECK


@dataclass(frozen=True, slots=True)
class Raise:
    """Call the bet and add ``amount`` dollars on top."""

    amount: int
    kind = ActionKind.RAISE


@dataclass(frozen=True, slots=True)
class Call:
    """Pay what is owed (possibly nothing) and end the round.

    In draw's first round the player sees this as DRAW (go to the draw); after it as CALL.
    """

    kind = ActionKind.CALL


@dataclass(frozen=True, slots=True)
class Fold:
    """Give up the deal; the others play on for the pot."""

    kind = ActionKind.FOLD


Action = Bet | Check | Raise | Call | Fold


@dataclass(frozen=True, slots=True)
class LegalAction:
    """One kind of action allowed now; bets and raises carry their allowed amounts."""

    #: An `ActionKind`, or a game's own kind (draw's discard).
    kind: str
    min_amount: int = 0
    max_amount: int = 0
    step: int = 0
    to_call: int = 0

    def amounts(self) -> list[int]:
        """Every allowed amount, smallest first (empty for actions without an amount)."""
        if not self.step:
            return []
        return list(range(self.min_amount, self.max_amount + 1, self.step))
