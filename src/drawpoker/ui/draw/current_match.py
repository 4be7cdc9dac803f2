"""The match being played under the scenes on top (the help and the settings follow its rules)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from drawpoker.engine.draw import Match, Phase

if TYPE_CHECKING:
    from drawpoker.ui.scene import Host


def match_in_progress(app: Host) -> Match | None:
    """The match being played under this scene, if any (its rules do not change)."""
    for scene in reversed(app.scenes):
        match = getattr(getattr(scene, "control", None), "match", None)
        if isinstance(match, Match) and match.phase is not Phase.MATCH_OVER:
            return match
    return None
