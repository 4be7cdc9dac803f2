"""The computer players of the hold'em table: the level the player chose, or a plain stand-in
that always plays a legal action for a level the AI does not know (a hand-edited save)."""

from __future__ import annotations

import logging
import random

from drawpoker.ai import budget
from drawpoker.ai.holdem.base import HoldemPlayer
from drawpoker.ai.holdem.players import LEVELS
from drawpoker.ai.holdem.players import make_player as ai_player
from drawpoker.ai.player import Observer
from drawpoker.engine.holdem import (
    Call,
    Check,
    Fold,
    HoldemAction,
    HoldemActionKind,
    HoldemView,
    Raise,
)

log = logging.getLogger(__name__)

class StandinPlayer(Observer):
    """Checks when free, calls mostly, raises now and then, folds to bets sometimes."""

    def __init__(self, seed: int | None = None) -> None:
        self._rng = random.Random(seed)

    def choose(self, view: HoldemView) -> HoldemAction:
        kinds = view.legal_kinds()
        roll = self._rng.random()
        if HoldemActionKind.RAISE in kinds and roll < 0.15:
            return Raise()
        if HoldemActionKind.CHECK in kinds:
            return Check()
        if HoldemActionKind.FOLD in kinds and roll > 0.8:
            return Fold()
        if HoldemActionKind.CALL in kinds:
            return Call()
        return Fold()


def levels() -> tuple[str, ...]:
    """The levels the player may choose."""
    return LEVELS


def make_player(level: str, seed: int | None) -> HoldemPlayer:
    """The AI player of ``level``, held to the table's time per decision; the stand-in for a
    level the AI does not know."""
    try:
        return ai_player(level, seed, budget=budget.TABLE_BUDGET)
    except ValueError as exc:
        log.warning("no hold'em AI level %r (%s): the stand-in plays", level, exc)
        return StandinPlayer(seed)
