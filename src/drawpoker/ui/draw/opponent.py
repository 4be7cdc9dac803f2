"""The computer player as the draw table sees it: the level of the opponent the player chose,
tuned by her playing style (a roster character's ``style``, passed here as plain values).

The levels live in ``drawpoker.ai.draw``; should one fail to build, the table plays against
:class:`~drawpoker.ui.draw.standin_opponent.StandinOpponent` rather than not at all.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from typing import Protocol, TypeAlias

from drawpoker.ai.player import Player as AnyPlayer
from drawpoker.engine.draw.actions import Action
from drawpoker.engine.draw.view import PlayerView
from drawpoker.ui.draw.standin_opponent import StandinOpponent

log = logging.getLogger(__name__)

#: What the table needs of its opponent: ``choose(view)`` and ``observe(view)``.
Opponent: TypeAlias = AnyPlayer[PlayerView, Action]


class OpponentFactory(Protocol):
    """Builds the table's opponent: ``(level, seed)``, and her style's ``tuning`` when she
    has one (a factory given none is only ever called with the first two)."""

    def __call__(self, level: str, seed: int | None, /,
                 tuning: Mapping[str, float] | None = None) -> Opponent: ...


def make_opponent(level: str = "normal", seed: int | None = None,
                  tuning: Mapping[str, float] | None = None) -> Opponent:
    """The AI opponent of ``level`` with ``tuning`` (her style's thresholds), held to the
    table's time per decision; the stand-in for a level the AI does not know."""
    # Imported here, at the first match, not with the app: the levels' solved strategies
    # cost a tenth of a second the title screen does not need (issue 25).
    from drawpoker.ai import budget
    from drawpoker.ai.draw import make_player

    try:
        return make_player(level, seed=seed, tuning=tuning, budget=budget.TABLE_BUDGET)
    except ValueError as exc:  # a settings file naming a level this version does not have
        log.warning("cannot create the %r AI opponent (%s); using the stand-in", level, exc)
        return StandinOpponent(seed)
