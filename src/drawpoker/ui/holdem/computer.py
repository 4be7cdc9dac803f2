"""The computer players of the hold'em table: the hold'em AI when it is installed, else a
plain stand-in that always plays a legal action (so the table never depends on the AI).

The AI's contract: ``drawpoker.ai.holdem.players.make_player(level, seed)`` returns an object
with ``choose(view) -> HoldemAction``; its ``LEVELS`` (if it has one) lists the levels.
"""

from __future__ import annotations

import importlib
import logging
import random
from typing import Protocol

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

AI_MODULE = "drawpoker.ai.holdem.players"
#: Levels offered when the AI does not list its own (the AI's ``hard`` is experimental: it
#: does not beat ``normal`` yet, so it is not offered).
DEFAULT_LEVELS: tuple[str, ...] = ("easy", "normal")


class HoldemPlayer(Protocol):
    def choose(self, view: HoldemView) -> HoldemAction: ...


class StandinPlayer:
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
    """The levels the player may choose (the AI's own list when it has one)."""
    try:
        module = importlib.import_module(AI_MODULE)
    except ImportError:
        return DEFAULT_LEVELS
    found = getattr(module, "LEVELS", None)
    if isinstance(found, tuple | list) and found and all(isinstance(x, str) for x in found):
        return tuple(found)
    return DEFAULT_LEVELS


def make_player(level: str, seed: int | None) -> HoldemPlayer:
    """The AI player of ``level``; the stand-in when the AI is missing or refuses."""
    try:
        module = importlib.import_module(AI_MODULE)
        player = module.make_player(level, seed)
    except Exception as exc:  # no AI yet, or a level it does not know: still a legal game
        log.info("hold'em AI unavailable for %r (%s): the stand-in plays", level, exc)
        return StandinPlayer(seed)
    if not callable(getattr(player, "choose", None)):
        log.warning("hold'em AI player %r has no choose(); the stand-in plays", player)
        return StandinPlayer(seed)
    return player  # type: ignore[no-any-return]
