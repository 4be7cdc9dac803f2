"""A scene whose controls are buttons, each with its keyboard shortcut.

The title, the pause menu, the questions, the settings, the statistics, the help pages and the
end of a match are all one of these: the buttons get each event first, in order, and tests click
them by name.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from drawpoker.ui.scene import Scene
from drawpoker.ui.widgets import Button

if TYPE_CHECKING:
    from drawpoker.ui.scene import Host


class ButtonScene(Scene):
    """A scene with a list of :class:`Button`; subclasses fill ``buttons`` (in ``enter``)."""

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.buttons: list[Button] = []

    def handle_event(self, event: pygame.event.Event) -> None:
        self.press(event)

    def press(self, event: pygame.event.Event) -> bool:
        """Give ``event`` to the buttons; True when one of them took it.

        Scenes with more controls than buttons call this first, then handle the rest.
        """
        return any(button.handle_event(event) for button in self.buttons)

    def button(self, name: str) -> Button:
        """The button called ``name`` (tests click it by name)."""
        for button in self.buttons:
            if button.name == name:
                return button
        raise KeyError(name)
