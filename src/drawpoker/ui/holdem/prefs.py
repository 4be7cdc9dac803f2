"""The player's display choices as the hold'em table reads them (theme, card style and back,
animation speed): ``app.settings``, the one settings model, or ``app.options`` in a tree from
before the model landed, so the table works on either side of that change."""

from __future__ import annotations

from typing import Any


def prefs(app: object) -> Any:
    found = getattr(app, "settings", None)
    return found if found is not None else getattr(app, "options", None)
