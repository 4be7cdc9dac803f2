"""A calm frame (a scene's ambient motion, between the player's moves) drawn in part: only
the rects the top scene says moved are painted and shown again (her portrait at an idle
table), so waiting costs a small share of a core; a scene that cannot say draws whole."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from drawpoker.ui import speech_hub

if TYPE_CHECKING:
    from drawpoker.ui.scene import Host


def draw(app: Host) -> None:
    """Draw a calm frame: the top scene's moving part only (``Scene.draw_ambient``), else the
    whole frame (the spoken-line log open over it, or a scene that draws whole)."""
    scene = app.scene
    rects = None
    if scene is not None and not speech_hub.log_of(app).open:
        rects = scene.draw_ambient(app.screen)
    if rects is None:
        app.draw()
    elif rects:
        pygame.display.update(rects)
