"""The computer player as the draw table sees it: the AI level the player chose.

The levels live in ``drawpoker.ai.draw``; should one fail to build, the table plays against
:class:`~drawpoker.ui.draw.standin_opponent.StandinOpponent` rather than not at all.
"""

from __future__ import annotations

import logging
from typing import TypeAlias

from drawpoker.ai.player import Player as AnyPlayer
from drawpoker.engine.core.actions import Action
from drawpoker.engine.draw.view import PlayerView
from drawpoker.ui.draw.standin_opponent import StandinOpponent

log = logging.getLogger(__name__)

#: What the table needs of its opponent: ``choose(view)`` and ``observe(view)``.
Opponent: TypeAlias = AnyPlayer[PlayerView, Action]


def make_opponent(level: str = "normal", seed: int | None = None) -> Opponent:
    """The AI opponent of ``level``; the stand-in for a level the AI does not know."""
    # Imported here, at the first match, not with the app: the levels' solved strategies
    # cost a tenth of a second the title screen does not need (issue 25).
    from drawpoker.ai.draw import make_player

    try:
        return make_player(level, seed=seed)
    except ValueError as exc:  # a settings file naming a level this version does not have
        log.warning("cannot create the %r AI opponent (%s); using the stand-in", level, exc)
        return StandinOpponent(seed)
