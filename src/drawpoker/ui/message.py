"""A message the player must not miss, over the current scene, until OK: a save the game
refused (why, what was kept and where). A page's own notice panel may have no room left for
it (the hold'em page with the player's record, large text); this box always has."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from drawpoker.i18n import t
from drawpoker.ui import style, text
from drawpoker.ui.button_scene import ButtonScene
from drawpoker.ui.question_panel import draw_question_panel
from drawpoker.ui.widgets import Button

if TYPE_CHECKING:
    from drawpoker.ui.scene import Host

#: The design sizes of the box: its width, the words' size, and what is not words in it (the
#: margins, the title and the button row), in design pixels.
WIDTH, WORDS, FRAME = 760, 22, 40 + 48 + 56 + 16


class MessageScene(ButtonScene):
    """``lines`` (one paragraph each) under ``title_key``; OK (Enter, Esc or a click) closes."""

    is_overlay = True

    def __init__(self, app: Host, lines: list[str], title_key: str = "message.title") -> None:
        super().__init__(app)
        self.lines = [line for line in lines if line]
        self.title_key = title_key

    def enter(self) -> None:
        self.buttons = [Button("message.ok", self.app.pop,
                               (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE), "enter",
                               "primary", name="ok")]

    @property
    def message(self) -> str:
        return "\n".join(self.lines)

    def _height(self, surface: pygame.Surface) -> int:
        """The box's design height: as tall as its words at their size, within the window."""
        w, h = surface.get_size()
        scale = style.scale_for((w, h))
        sc = style.sizer(scale)
        width = min(w - sc(40), sc(WIDTH)) - sc(56)
        lines = [line for paragraph in self.lines for line in text.wrap(paragraph, sc(WORDS),
                                                                         width)]
        words = len(lines) * text.line_height(sc(WORDS))
        return min(round((h - sc(24)) / scale), round(words / scale) + FRAME)

    def draw(self, surface: pygame.Surface) -> None:
        draw_question_panel(surface, width=WIDTH, height=self._height(surface),
                            question=self.message, text_size=WORDS, buttons=self.buttons,
                            title=t(self.title_key))

