"""The rules of the next draw match: the ones a test or a tool pinned on the app (``App(...,
pinned={"draw": rules})``), else the settings' (issue 39: the app carries no draw rules of its
own, only what each game's code pinned under its key)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from drawpoker.engine.draw import Rules

if TYPE_CHECKING:
    from drawpoker.ui.scene import Host


def next_rules(app: Host) -> Rules:
    pinned = app.pinned.get("draw")
    return pinned if isinstance(pinned, Rules) else app.settings.match_rules()
