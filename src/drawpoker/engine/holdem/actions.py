"""Hold'em actions: check, call, raise (always one big blind) and fold, as small frozen values.

No action carries an amount: the rules fix it (`HoldemLegalAction.cost` says what it costs).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class HoldemActionKind(StrEnum):
    CHECK = "check"
    CALL = "call"
    RAISE = "raise"
    FOLD = "fold"


@dataclass(frozen=True, slots=True)
class Check:
    """Put nothing in: only when nothing is owed."""

    kind = HoldemActionKind.CHECK


@dataclass(frozen=True, slots=True)
class Call:
    """Match the highest amount put in this round (all-in for less when short)."""

    kind = HoldemActionKind.CALL


@dataclass(frozen=True, slots=True)
class Raise:
    """Match the highest amount and add one big blind (a bet, when nothing was owed)."""

    kind = HoldemActionKind.RAISE


@dataclass(frozen=True, slots=True)
class Fold:
    """Give up the hand: what was put in stays in the pot; the cards are never shown."""

    kind = HoldemActionKind.FOLD


HoldemAction = Check | Call | Raise | Fold

_BY_KIND: dict[str, HoldemAction] = {
    "check": Check(),
    "call": Call(),
    "raise": Raise(),
    "fold": Fold(),
}


@dataclass(frozen=True, slots=True)
class HoldemLegalAction:
    """One action allowed now and what it costs: ``cost`` dollars leave the stack, and
    ``all_in`` says that is everything the player has."""

    kind: HoldemActionKind
    cost: int = 0
    all_in: bool = False

    def action(self) -> HoldemAction:
        return _BY_KIND[self.kind]


def action_of_kind(kind: object) -> HoldemAction:
    """The action named ``kind`` ("check", "call", "raise" or "fold"); ValueError otherwise."""
    action = _BY_KIND.get(kind) if isinstance(kind, str) else None
    if action is None:
        raise ValueError(f"unknown hold'em action {kind!r}; known: {', '.join(_BY_KIND)}")
    return action
