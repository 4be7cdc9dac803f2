"""Player actions as small frozen values, and the legal-action descriptions the engine offers."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from drawpoker.engine.core.cards import Card


class IllegalAction(ValueError):
    """An action the rules do not allow now; the message names the rule. The state is unchanged."""


class ActionKind(StrEnum):
    BET = "bet"
    WAIT = "wait"
    RAISE = "raise"
    CALL = "call"
    DROP = "drop"
    DISCARD = "discard"


@dataclass(frozen=True, slots=True)
class Bet:
    """Open the betting with ``amount`` dollars."""

    amount: int
    kind = ActionKind.BET


@dataclass(frozen=True, slots=True)
class Wait:
    """Check: let the other player open (first to act in round one only)."""

    kind = ActionKind.WAIT


@dataclass(frozen=True, slots=True)
class Raise:
    """Call the bet and add ``amount`` dollars on top."""

    amount: int
    kind = ActionKind.RAISE


@dataclass(frozen=True, slots=True)
class Call:
    """Pay what is owed (possibly nothing) and end the round.

    In round one the player sees this as DRAW (go to the draw); in round two as CALL (show down).
    """

    kind = ActionKind.CALL


@dataclass(frozen=True, slots=True)
class Drop:
    """Give up the deal; the other player takes the pot."""

    kind = ActionKind.DROP


@dataclass(frozen=True, slots=True)
class Discard:
    """Throw these cards away and draw as many (an empty tuple stands pat)."""

    cards: tuple[Card, ...] = ()
    kind = ActionKind.DISCARD

    def __init__(self, cards: tuple[Card, ...] | list[Card] = ()) -> None:
        object.__setattr__(self, "cards", tuple(cards))


Action = Bet | Wait | Raise | Call | Drop | Discard


@dataclass(frozen=True, slots=True)
class LegalAction:
    """One kind of action allowed now; bets and raises carry their allowed amounts."""

    kind: ActionKind
    min_amount: int = 0
    max_amount: int = 0
    step: int = 0
    to_call: int = 0

    def amounts(self) -> list[int]:
        """Every allowed amount, smallest first (empty for actions without an amount)."""
        if not self.step:
            return []
        return list(range(self.min_amount, self.max_amount + 1, self.step))


def action_to_dict(action: Action) -> dict[str, object]:
    """A JSON-safe form of an action, for saves and hand histories."""
    data: dict[str, object] = {"kind": str(action.kind)}
    if isinstance(action, Bet | Raise):
        data["amount"] = action.amount
    if isinstance(action, Discard):
        data["cards"] = [str(card) for card in action.cards]
    return data


def action_from_dict(data: dict[str, object]) -> Action:
    kind = data.get("kind")
    amount = data.get("amount")
    if kind in ("bet", "raise"):
        if not isinstance(amount, int):
            raise ValueError(f"action {kind!r} needs a whole-number amount, got {amount!r}")
        return Bet(amount) if kind == "bet" else Raise(amount)
    simple: dict[object, Action] = {"wait": Wait(), "call": Call(), "drop": Drop()}
    if kind in simple:
        return simple[kind]
    if kind == "discard":
        cards = data.get("cards", [])
        if not isinstance(cards, list):
            raise ValueError("a discard needs a list of cards")
        return Discard(tuple(Card.from_str(str(text)) for text in cards))
    raise ValueError(f"unknown action kind {kind!r}")
