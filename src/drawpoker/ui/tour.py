"""A few pages on the house rules a poker player will not expect, over the table.

Shown by itself the first time the player sits at the draw table or the hold'em table (see
:mod:`drawpoker.ui.tours`), and again from the rules page's TOUR button.
Keys: → or Enter the next page, ← the one before, Esc skips; the mouse clicks the buttons.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from drawpoker.i18n import t
from drawpoker.ui.button_scene import ButtonScene
from drawpoker.ui.question_panel import draw_question_panel
from drawpoker.ui.tours import PAGES
from drawpoker.ui.widgets import Button

if TYPE_CHECKING:
    from drawpoker.ui.scene import Host

class TourScene(ButtonScene):
    """One page at a time: BACK, NEXT (PLAY on the last page) and SKIP."""

    is_overlay = True

    def __init__(self, app: Host, table: str = "draw",
                 on_close: Callable[[], object] | None = None) -> None:
        super().__init__(app)
        self.table = table
        self.pages = PAGES[table]
        self.page = 0
        self.on_close = on_close

    def enter(self) -> None:
        self._build()

    def _build(self) -> None:
        last = self.page == len(self.pages) - 1
        self.buttons = [
            Button("tour.back", self.back, (pygame.K_LEFT,), "\u2190", name="back",
                   enabled=self.page > 0),
            Button("tour.done" if last else "tour.next", self.next,
                   (pygame.K_RIGHT, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE),
                   "enter", "primary", name="next"),
            Button("tour.skip", self.close, (pygame.K_ESCAPE,), "esc", name="skip"),
        ]

    def next(self) -> None:
        if self.page == len(self.pages) - 1:
            self.close()
            return
        self.page += 1
        self._build()

    def back(self) -> None:
        self.page = max(0, self.page - 1)
        self._build()

    def close(self) -> None:
        self.app.pop()
        if self.on_close is not None:
            self.on_close()

    @property
    def title(self) -> str:
        return t(f"tour.{self.table}.{self.pages[self.page]}.title")

    @property
    def text(self) -> str:
        return t(f"tour.{self.table}.{self.pages[self.page]}.text")

    def draw(self, surface: pygame.Surface) -> None:
        counter = t("tour.page", page=self.page + 1, pages=len(self.pages))
        draw_question_panel(surface, width=760, height=420, question=self.text,
                            text_size=24, buttons=self.buttons,
                            title=f"{self.title}  ·  {counter}")
