"""Tell the player a message they must not miss, in a box over the current scene (the MESSAGE
scene, ``ui/message.py``), once a session: scenes call this instead of importing the box's
scene module (scenes reach each other by name through the app)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from drawpoker.ui.scene import SceneName

if TYPE_CHECKING:
    from drawpoker.ui.scene import Host


def tell(app: Host, lines: list[str]) -> None:
    """Show ``lines`` in a box over the current scene, unless a box told them already."""
    fresh = [line for line in lines if line and line not in app.told]
    if not fresh:
        return
    app.told.update(fresh)
    app.go(SceneName.MESSAGE, lines=fresh)
