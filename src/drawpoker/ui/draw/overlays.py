"""The deal log and the coach as overlays the player opens and closes (issue 24).

They used to be fixed panels that, with the deal marker and the shelf, filled a third of the
screen with small print. Now both are closed by default; each has a button on the cloth and a
letter (H, K: ``ui.shortcuts``) that work at any moment, even while the cards move. The coach
still opens by itself when it has advice and the coach setting is on (see ``CoachPanel``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from drawpoker.i18n import t
from drawpoker.ui import style, text
from drawpoker.ui.draw.log_actions import LogActions
from drawpoker.ui.toggle import ToggleButton
from drawpoker.ui.widgets import Button, draw_panel

if TYPE_CHECKING:
    from drawpoker.ui.draw.table_view import DrawTable

HER_LINE = (246, 206, 150)
#: An open overlay's backing: the panel colour, nearly opaque, with a gold edge.
BACKING = (*style.PANEL, 255)


class Overlays:
    """The two overlay buttons and the deal log; the coach draws itself (``CoachPanel``)."""

    def __init__(self, scene: DrawTable) -> None:
        self.scene = scene
        self.log_open = False
        self.log_button = ToggleButton("draw.table.button.log", self.toggle_log, shortcut="log",
                                 name="log")
        self.coach_button = ToggleButton("draw.table.button.coach", self.toggle_coach,
                                         shortcut="coach",
                                   name="coach")
        #: The log's own buttons once a deal is over: what if, why, copy the deal code.
        self.actions = LogActions(scene)

    @property
    def buttons(self) -> list[Button]:
        return [self.log_button, self.coach_button]

    def toggle_log(self) -> None:
        self.log_open = not self.log_open

    def toggle_coach(self) -> None:
        self.scene.coach.toggle()

    def lay_out(self) -> None:
        """One over the other in their strip; the open one's button lit (gold)."""
        lay = self.scene.layout
        area = lay.overlay_buttons
        gap = lay.sc(8)
        height = (area.height - gap) // 2
        self.log_button.rect = pygame.Rect(area.left, area.top, area.width, height)
        self.coach_button.rect = pygame.Rect(area.left, area.bottom - height, area.width,
                                             height)
        self.log_button.kind = "primary" if self.log_open else "normal"
        self.coach_button.kind = "primary" if self.scene.coach.open else "normal"

    def handle_event(self, event: pygame.event.Event) -> bool:
        """A click on an overlay button or its letter; True when used."""
        if any(button.handle_event(event) for button in self.buttons):
            return True
        return self.log_open and self.actions.handle_event(event)

    def draw_buttons(self, surface: pygame.Surface) -> None:
        for button in self.buttons:
            button.draw(surface)

    def draw_log(self, surface: pygame.Surface) -> None:
        """This deal's history over the shelf, newest at the bottom, oldest dropped when
        full; its words are never under the table's smallest size."""
        if not self.log_open:
            return
        lay, board = self.scene.layout, self.scene.board
        panel = lay.history_panel
        draw_panel(surface, panel, lay.radius, BACKING, style.GOLD_DARK)
        inner = panel.inflate(-lay.sc(20), -lay.sc(16))
        title_size = lay.font(19)
        heading = pygame.Rect(inner.left, inner.top, inner.width,
                              text.line_height(title_size, True))
        code = self.actions.heading(surface, heading)  # the deal code at its right
        text.draw_fitted(surface, t("draw.table.history"), pygame.Rect(
            heading.left, heading.top, heading.width - code, heading.height), style.GOLD,
            True, title_size, "topleft")
        size = lay.font(18)
        step = text.line_height(size)
        head = text.line_height(title_size, True) + lay.sc(6)
        area = pygame.Rect(inner.left, inner.top + head, inner.width, inner.height - head)
        area = self.actions.draw(surface, area)
        rows: list[tuple[str, style.Color]] = []
        for line in board.history:
            color = style.TEXT if line.seat == 0 else HER_LINE if line.seat == 1 \
                else style.TEXT_DIM
            rows += [(part, color) for part in text.wrap(line.text(), size, area.width)]
        if not rows:
            rows = [(part, style.TEXT_DIM) for part in
                    text.wrap(t("draw.table.history_empty"), size, area.width)]
        rows = rows[-max(1, area.height // step):]
        for n, (row, color) in enumerate(rows):
            text.draw(surface, row, (area.left, area.top + n * step), size, color)
