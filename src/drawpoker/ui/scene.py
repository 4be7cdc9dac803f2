"""The base class every screen of the game derives from."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from drawpoker.ui.app import App


class Scene:
    """One screen: it reacts to events, moves with time and draws itself.

    Scenes talk to each other only through the app's scene stack (push, pop, replace) and to
    the rules only through the engine's public API.
    """

    #: Scenes under an overlay (the pause menu) are drawn first when this is True.
    is_overlay = False

    def __init__(self, app: App) -> None:
        self.app = app

    def enter(self) -> None:
        """Called when the scene becomes the top of the stack for the first time."""

    def resume(self) -> None:
        """Called when a scene above this one was popped."""

    def pause(self) -> None:
        """Called when another scene is pushed above this one."""

    def exit(self) -> None:
        """Called when the scene leaves the stack for good."""

    def handle_event(self, event: pygame.event.Event) -> None:
        """React to one input event (already filtered of app-wide keys like F11)."""

    def update(self, dt: float) -> None:
        """Advance time by ``dt`` seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Paint the whole scene onto ``surface`` (any size)."""

    def is_animating(self) -> bool:
        """Whether something moves, so the loop must keep running at full frame rate."""
        return False
