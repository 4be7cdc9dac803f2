"""One row of the settings scene: a label and a value the player steps through.

A row holds no value of its own: it is a view of one field of the app's
:class:`~drawpoker.settings.Settings` (``current`` reads it, ``choose`` asks the scene to replace
the settings with that field changed).

Mouse: the arrows step back and forth, a click on the value steps forward, and the volume row
is a gauge that takes the value under the pointer. Keyboard: the scene moves the focus and
calls :meth:`ChoiceRow.step`. Every text is a translation looked up while drawing.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import pygame

from drawpoker.i18n import t
from drawpoker.ui import style, text
from drawpoker.ui.widgets import draw_panel


@dataclass(eq=False)
class ChoiceRow:
    """A setting with a fixed list of values, shown as ``label   ◀ value ▶``."""

    name: str
    label: Callable[[], str]
    values: Callable[[], Sequence[Any]]
    current: Callable[[], Any]
    shown: Callable[[Any], str]
    choose: Callable[[Any], None]
    enabled: Callable[[], bool] = lambda: True
    #: Shown instead of the value while the row is disabled ("32-card deck only").
    disabled_text: Callable[[], str] = lambda: ""
    gauge: bool = False
    #: Disabled by the machine, not by another setting (no audio device): it stays as it is
    #: while the scene is open, so the layout counts the disabled text only when it shows.
    disabled_by_machine: bool = False
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    label_box: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    value_box: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    left: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    right: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    hover: bool = False
    _dragging: bool = False

    # ------------------------------------------------------------------ values
    def index(self) -> int:
        values = list(self.values())
        current = self.current()
        return values.index(current) if current in values else 0

    def step(self, delta: int, wrap: bool = False) -> bool:
        """Move ``delta`` values on; stops at the ends unless ``wrap``. True if it changed."""
        values = list(self.values())
        if not values or not self.enabled():
            return False
        index = self.index() + delta
        index = index % len(values) if wrap else max(0, min(len(values) - 1, index))
        if values[index] == self.current():
            return False
        self.choose(values[index])
        return True

    def value_text(self) -> str:
        return self.shown(self.current()) if self.enabled() else self.disabled_text()

    # ------------------------------------------------------------------ layout and input
    def layout(self, rect: pygame.Rect, label_share: float = 0.46) -> None:
        self.rect = rect
        pad = max(4, rect.height // 5)
        arrow = rect.height - pad
        label_w = int(rect.width * label_share)
        # A pad either side of the label, so a long one never runs into the left arrow.
        self.label_box = pygame.Rect(rect.left + pad, rect.top, label_w - 2 * pad, rect.height)
        control = pygame.Rect(rect.left + label_w, rect.top, rect.width - label_w - pad // 2,
                              rect.height)
        self.left = pygame.Rect(0, 0, arrow, arrow)
        self.left.midleft = control.midleft
        self.right = pygame.Rect(0, 0, arrow, arrow)
        self.right.midright = control.midright
        self.value_box = pygame.Rect(self.left.right + pad // 2, rect.top + pad // 2,
                                     self.right.left - self.left.right - pad, rect.height - pad)

    def _gauge_value(self, x: int) -> Any:
        values = list(self.values())
        share = (x - self.value_box.left) / max(1, self.value_box.width)
        return values[max(0, min(len(values) - 1, round(share * (len(values) - 1))))]

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Mouse input on this row; True when it was this row's."""
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
            if self._dragging and self.enabled():
                value = self._gauge_value(event.pos[0])
                if value != self.current():
                    self.choose(value)
                return True
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            dragging, self._dragging = self._dragging, False
            return dragging
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1:
            return False
        if not self.rect.collidepoint(event.pos):
            return False
        if not self.enabled():
            return True
        if self.left.collidepoint(event.pos):
            self.step(-1)
        elif self.right.collidepoint(event.pos):
            self.step(+1)
        elif self.gauge and self.value_box.collidepoint(event.pos):
            self._dragging = True
            value = self._gauge_value(event.pos[0])
            if value != self.current():
                self.choose(value)
        else:
            self.step(+1, wrap=True)
        return True

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        rect = self.rect
        if rect.width <= 0:
            return
        radius = max(3, rect.height // 5)
        if focused or self.hover:
            fill = (*style.FELT_LIGHT, 210) if focused else (*style.FELT_LIGHT, 120)
            draw_panel(surface, rect, radius, fill, style.GOLD_DARK if focused else None)
        enabled = self.enabled()
        label_color = style.TEXT if enabled else style.TEXT_DIM
        label, largest = self.label(), rect.height * 46 // 100
        box = self.label_box
        if text.fits(label, largest * 4 // 5, box.width, box.height):
            text.draw_fitted(surface, label, box, label_color, False, largest, anchor="midleft")
        else:  # a long translation on two lines rather than shrunk out of reading
            size, lines = text.fit_wrapped(label, box.width, box.height, False, largest)
            high = len(lines) * text.line_height(size)
            text.draw_lines(surface, lines, pygame.Rect(box.left, box.centery - high // 2,
                                                        box.width, high), size, label_color)
        index, count = self.index(), len(self.values())
        _arrow(surface, self.left, -1, enabled and index > 0)
        _arrow(surface, self.right, +1, enabled and index < count - 1)
        box = self.value_box
        if self.gauge and enabled:
            # A slim bar under the value, so the number stays easy to read.
            bar_h = max(4, box.height // 6)
            track = pygame.Rect(box.left, box.bottom - bar_h, box.width, bar_h)
            pygame.draw.rect(surface, style.FELT_DARK, track, border_radius=bar_h // 2)
            filled = track.copy()
            filled.width = round(track.width * index / max(1, count - 1))
            if filled.width > 0:
                pygame.draw.rect(surface, style.GOLD, filled, border_radius=bar_h // 2)
            pygame.draw.circle(surface, style.BUTTON, (filled.right, track.centery), bar_h)
            box = pygame.Rect(box.left, box.top, box.width, box.height - bar_h - 2)
        color = style.GOLD if enabled else style.TEXT_DIM
        text.draw_fitted(surface, self.value_text(), box, color, enabled,
                         largest=rect.height * 46 // 100)


def on_off(value: bool) -> str:
    """A yes/no setting's value as the page shows it."""
    return t("settings.value.on" if value else "settings.value.off")


def _arrow(surface: pygame.Surface, rect: pygame.Rect, direction: int, active: bool) -> None:
    """A round button with a triangle (drawn, so it needs no glyph from the font)."""
    color = style.BUTTON if active else style.BUTTON_DISABLED
    radius = rect.width // 2 - 1
    pygame.draw.circle(surface, color, rect.center, radius)
    pygame.draw.circle(surface, style.BUTTON_EDGE, rect.center, radius, 1)
    r = radius * 0.45
    cx, cy = rect.center
    tip = cx + direction * r
    back = cx - direction * r * 0.8
    pygame.draw.polygon(surface, style.BUTTON_TEXT if active else style.TEXT_DIM,
                        [(tip, cy), (back, cy - r), (back, cy + r)])
