"""The computer player as the table sees it: something that picks an action from a view.

The real opponents live in ``drawpoker.ai.draw``; when that package cannot be imported the table
plays against :class:`~drawpoker.ui.draw.standin_opponent.StandinOpponent` instead.
"""

from __future__ import annotations

import importlib
import logging
from typing import Any, Protocol

from drawpoker.engine.draw import Action, PlayerView
from drawpoker.ui.draw.standin_opponent import StandinOpponent

log = logging.getLogger(__name__)


class Opponent(Protocol):
    def choose(self, view: PlayerView) -> Action: ...


class _AiOpponent:
    """Adapts whatever method name the AI package uses to ``choose``."""

    def __init__(self, player: Any) -> None:
        self._player = player
        for name in ("choose", "act", "decide", "choose_action"):
            method = getattr(player, name, None)
            if callable(method):
                self._method = method
                break
        else:
            if not callable(player):
                raise TypeError(f"AI player {player!r} has no choose/act method")
            self._method = player

    def choose(self, view: PlayerView) -> Action:
        action: Action = self._method(view)
        return action


def make_opponent(level: str = "normal", seed: int | None = None) -> Opponent:
    """The AI opponent of ``level`` if the AI package is there, else the stand-in."""
    try:
        ai = importlib.import_module("drawpoker.ai.draw")
        make_player = ai.make_player
    except (ImportError, AttributeError):
        return StandinOpponent(seed)
    try:
        try:
            player = make_player(level, seed=seed)
        except TypeError:
            player = make_player(level)
        if callable(getattr(player, "choose", None)):
            return player  # type: ignore[no-any-return]  # the AI's own object: keeps its memory
        return _AiOpponent(player)
    except Exception as exc:  # a broken AI must not stop the game
        log.warning("cannot create the %r AI opponent (%s); using the stand-in", level, exc)
        return StandinOpponent(seed)
