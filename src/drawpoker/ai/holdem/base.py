"""What every hold'em player shares: the protocol, a seeded random source, and turning a wish
("raise") into an action the rules allow now."""

from __future__ import annotations

import random
from typing import TypeAlias

from drawpoker.ai.holdem.hands import Combo, combo
from drawpoker.ai.player import Observer, Player
from drawpoker.engine.holdem.actions import (
    Call,
    Check,
    Fold,
    HoldemAction,
    HoldemActionKind,
    HoldemLegalAction,
    Raise,
)
from drawpoker.engine.holdem.view import HoldemView

CHECK, CALL, RAISE, FOLD = (
    HoldemActionKind.CHECK,
    HoldemActionKind.CALL,
    HoldemActionKind.RAISE,
    HoldemActionKind.FOLD,
)
_ACTION: dict[HoldemActionKind, HoldemAction] = {
    CHECK: Check(),
    CALL: Call(),
    RAISE: Raise(),
    FOLD: Fold(),
}
# what to do instead when the wish is not allowed now (never fold when checking is free)
_INSTEAD: dict[HoldemActionKind, tuple[HoldemActionKind, ...]] = {
    RAISE: (RAISE, CALL, CHECK),
    CALL: (CALL, CHECK),
    CHECK: (CHECK, FOLD),
    FOLD: (CHECK, FOLD),
}


#: A hold'em player: sees one seat's `HoldemView`, answers with a legal action.
HoldemPlayer: TypeAlias = Player[HoldemView, HoldemAction]


def legal_of(view: HoldemView) -> dict[HoldemActionKind, HoldemLegalAction]:
    return {legal.kind: legal for legal in view.legal_actions}


def act(view: HoldemView, wish: HoldemActionKind) -> HoldemAction:
    """``wish`` if it is legal now, else the nearest legal thing (raise -> call -> check;
    fold -> check when checking is free)."""
    legal = legal_of(view)
    for kind in _INSTEAD[wish]:
        if kind in legal:
            return _ACTION[kind]
    if not legal:
        raise ValueError(f"seat {view.seat} has no decision to make now")
    return _ACTION[next(iter(legal))]


def my_combo(view: HoldemView) -> Combo:
    if len(view.hole) != 2:
        raise ValueError(f"seat {view.seat} holds no cards in this hand")
    return combo(view.hole[0].index, view.hole[1].index)


def board_of(view: HoldemView) -> tuple[int, ...]:
    return tuple(card.index for card in view.board)


class SeededPlayer(Observer):
    """Shared plumbing: a name and a seeded random source."""

    name = "base"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: HoldemView) -> HoldemAction:
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.name}>"
