"""Five-card draw's moves: the shared betting vocabulary under the names the game's rules use
(WAIT for a check, DROP for a fold), and the discard, which only draw has."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from drawpoker.engine.core import actions as core
from drawpoker.engine.core.actions import ActionKind, Bet, Call, Raise
from drawpoker.engine.core.cards import Card

#: WAIT: let the other player open (first to act in round one only). The shared check.
Wait = core.Check
#: DROP: give up the deal; the other player takes the pot. The shared fold.
Drop = core.Fold

WAIT = ActionKind.CHECK
DROP = ActionKind.FOLD


class DrawKind(StrEnum):
    DISCARD = "discard"


DISCARD = DrawKind.DISCARD

#: Any kind of draw move: the shared betting kinds and the discard.
Kind = ActionKind | DrawKind


@dataclass(frozen=True, slots=True)
class Discard:
    """Throw these cards away and draw as many (an empty tuple stands pat)."""

    cards: tuple[Card, ...] = ()
    kind = DrawKind.DISCARD

    def __init__(self, cards: tuple[Card, ...] | list[Card] = ()) -> None:
        object.__setattr__(self, "cards", tuple(cards))


Action = core.Action | Discard

_SIMPLE: dict[object, Action] = {str(WAIT): Wait(), "call": Call(), str(DROP): Drop()}


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
    if kind in _SIMPLE:
        return _SIMPLE[kind]
    if kind == DISCARD:
        cards = data.get("cards", [])
        if not isinstance(cards, list):
            raise ValueError("a discard needs a list of cards")
        return Discard(tuple(Card.from_str(str(text)) for text in cards))
    raise ValueError(f"unknown action kind {kind!r}")
