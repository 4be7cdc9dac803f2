"""Buttons, panels and the amount selector, drawn in the game's palette.

Widgets hold translation keys, not texts, and look the text up while drawing, so a language
switch shows on the next frame. Every button shows its keyboard shortcut on a small keycap.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

import pygame

from drawpoker.i18n import t
from drawpoker.ui import shortcuts, style, text
from drawpoker.ui.style import Color

# --------------------------------------------------------------------------- panels


@lru_cache(maxsize=64)
def _panel_surface(
    size: tuple[int, int], radius: int, fill: tuple[int, int, int, int], edge: Color | None
) -> pygame.Surface:
    surf = pygame.Surface(size, pygame.SRCALPHA)
    rect = surf.get_rect()
    pygame.draw.rect(surf, fill, rect, border_radius=radius)
    if edge is not None:
        pygame.draw.rect(surf, edge, rect, width=max(1, radius // 6), border_radius=radius)
    return surf


def draw_panel(
    surface: pygame.Surface,
    rect: pygame.Rect,
    radius: int,
    fill: tuple[int, int, int, int] = (*style.PANEL, 200),
    edge: Color | None = style.PANEL_EDGE,
) -> None:
    """A translucent rounded box on the felt (cached per size, so cheap every frame)."""
    if rect.width <= 0 or rect.height <= 0:
        return
    surface.blit(_panel_surface(rect.size, radius, fill, edge), rect.topleft)


def draw_page(surface: pygame.Surface, title: str, design_width: int) -> tuple[pygame.Rect, int]:
    """The frame of a full-window page (settings, help): a centred panel up to `design_width`
    design pixels wide with its title. Returns the panel's inner area and the title's bottom."""
    w, h = surface.get_size()
    s = style.scale_for((w, h))

    sc = style.sizer(s)

    panel = pygame.Rect(0, 0, min(w - sc(30), sc(design_width)), h - sc(30))
    panel.center = (w // 2, h // 2)
    draw_panel(surface, panel, sc(14), (*style.PANEL, 230))
    inner = panel.inflate(-sc(56), -sc(36))
    title_box = pygame.Rect(inner.left, inner.top, inner.width, sc(46))
    text.draw_fitted(surface, title, title_box, style.GOLD, text.DISPLAY, sc(40),
                     anchor="midleft")
    return inner, title_box.bottom


def draw_shadow(surface: pygame.Surface, rect: pygame.Rect, radius: int, offset: int) -> None:
    """A soft-looking drop shadow under a rounded box."""
    draw_panel(surface, rect.move(offset, offset), radius, style.SHADOW, None)


#: Keys written by name on their keycaps, each translated under ``keys.`` in the language files.
NAMED_KEYS = frozenset({"enter", "esc", "space", "tab", "f1", "f11", "arrows", "pages",
                        "wheel", "delete", "backspace"})


def key_name(key_label: str) -> str:
    """How a key is written on its keycap: named keys ("f1", "enter") in the player's language,
    letter shortcuts ("shortcut:bet") as the language's letter, anything else (digits) as it is.

    Named keys are recognised by name, whatever their case or length, so "F1" is translated
    like "f1" (a length rule once let "f1" through untranslated).
    """
    if key_label.startswith(shortcuts.PREFIX):
        return shortcuts.letter(key_label[len(shortcuts.PREFIX):])
    name = key_label.lower()
    if name in NAMED_KEYS:
        return t(f"keys.{name}")
    return key_label


def keycap_width(label: str, height: int) -> int:
    """How wide :func:`draw_keycap` draws ``label`` at ``height``."""
    w, _ = text.measure(label, max(8, int(height * 0.62)), True)
    return max(height, w + height // 2)


def draw_keycap(surface: pygame.Surface, label: str, center: tuple[int, int], height: int) -> int:
    """A small dark key with ``label`` on it; returns its width."""
    size = max(8, int(height * 0.62))
    width = keycap_width(label, height)
    rect = pygame.Rect(0, 0, width, height)
    rect.center = center
    pygame.draw.rect(surface, style.KEYCAP, rect, border_radius=max(2, height // 4))
    text.draw(surface, label, rect.center, size, style.KEYCAP_TEXT, True, "center")
    return width


# --------------------------------------------------------------------------- buttons

_KINDS: dict[str, tuple[Color, Color]] = {
    "normal": (style.BUTTON, style.BUTTON_HOVER),
    "primary": (style.BUTTON_PRIMARY, style.BUTTON_PRIMARY_HOVER),
    "danger": (style.BUTTON_DANGER, style.BUTTON_DANGER_HOVER),
}


@dataclass(eq=False)
class Button:
    """A clickable, keyboard-reachable button with its shortcut shown on a keycap.

    ``keys`` are fixed key codes (Enter, Esc, F1: the same in every language); ``shortcut``
    names the button's letter in the language files (see :mod:`drawpoker.ui.shortcuts`). The
    keycap shows ``key_label`` (a named key such as "esc") or else the shortcut's letter.
    """

    label_key: str
    on_click: Callable[[], object]
    keys: tuple[int, ...] = ()
    key_label: str = ""
    kind: str = "normal"
    sublabel_key: str = ""
    label_args: dict[str, Any] = field(default_factory=dict)
    sublabel_args: dict[str, Any] = field(default_factory=dict)
    sublabel_fn: Callable[[], str] | None = None
    enabled: bool = True
    name: str = ""
    shortcut: str = ""
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    hover: bool = False
    _pressed: bool = False

    @property
    def label(self) -> str:
        return t(self.label_key, **self.label_args)

    @property
    def cap_label(self) -> str:
        """What the keycap shows, in the current language ("" for no keycap)."""
        if self.key_label:
            return key_name(self.key_label)
        return shortcuts.letter(self.shortcut) if self.shortcut else ""

    @property
    def sublabel(self) -> str:
        if self.sublabel_fn is not None:
            return self.sublabel_fn()
        return t(self.sublabel_key, **self.sublabel_args) if self.sublabel_key else ""

    def width_for(self, height: int) -> int:
        """The narrowest this button shows its label at full size beside its keycap when it
        is ``height`` tall (a layout grows its column or row to it)."""
        pad = max(4, height // 6)
        label = text.measure(self.label, int(height * 0.4), True)[0]
        cap = self.cap_label
        cap_w = keycap_width(cap, max(10, int(height * 0.42))) + pad if cap else 0
        return label + cap_w + 2 * pad + 2

    def handle_event(self, event: pygame.event.Event) -> bool:
        """True when the event was this button's (a click or its shortcut)."""
        if not self.enabled:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._pressed = self.rect.collidepoint(event.pos)
            return self._pressed
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            clicked = self._pressed and self.rect.collidepoint(event.pos)
            self._pressed = False
            if clicked:
                self.on_click()
            return clicked
        if event.type == pygame.KEYDOWN and (
                event.key in self.keys
                or (self.shortcut and shortcuts.pressed(self.shortcut, event))):
            self.on_click()
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        rect = self.rect
        if rect.width <= 0 or rect.height <= 0:
            return
        radius = max(4, rect.height // 5)
        base, hover = _KINDS.get(self.kind, _KINDS["normal"])
        color = (hover if self.hover else base) if self.enabled else style.BUTTON_DISABLED
        body = rect.move(0, 2) if self._pressed else rect
        if not self._pressed:
            draw_shadow(surface, rect, radius, max(2, rect.height // 16))
        pygame.draw.rect(surface, color, body, border_radius=radius)
        top = body.inflate(-4, -body.height // 2).move(0, -body.height // 4 + 1)
        pygame.draw.rect(surface, style.mix(color, (255, 255, 255), 0.18), top,
                         border_radius=radius)
        pygame.draw.rect(surface, style.BUTTON_EDGE, body, width=1, border_radius=radius)
        pad = max(4, rect.height // 6)
        sub = self.sublabel
        # Two lines of the readable floor always fit, the margin giving way first (hold'em's
        # buttons at 1920x1080 and the large size lacked a pixel).
        two_lines = 2 * text.least_line() if sub else 0
        inner = body.inflate(-2 * pad, -max(0, min(pad, body.height - two_lines)))
        text_color = style.BUTTON_TEXT if self.enabled else style.mix(style.BUTTON_TEXT,
                                                                        color, 0.5)
        main_box = inner.copy()
        if sub:  # the label over the sublabel, the keycap beside the label only
            main_box.height = min(inner.height * 58 // 100, inner.height - text.least_line())
        cap_label = self.cap_label
        if cap_label:
            cap_h = max(10, int(rect.height * 0.42))
            cap_w = keycap_width(cap_label, cap_h)
            draw_keycap(surface, cap_label, (main_box.right - cap_w // 2, main_box.centery),
                        cap_h)
            main_box.width -= cap_w + pad
        if sub:
            sub_box = pygame.Rect(inner.left, main_box.bottom, inner.width,
                                  inner.height - main_box.height)
            text.draw_fitted(surface, self.label, main_box, text_color, True,
                             largest=int(rect.height * 0.36), anchor="midbottom")
            text.draw_fitted(surface, sub, sub_box, text_color, False,
                             largest=int(rect.height * 0.24), anchor="midtop")
        else:
            text.draw_fitted(surface, self.label, main_box, text_color, True,
                             largest=int(rect.height * 0.4))


def layout_row(buttons: Sequence[Button], area: pygame.Rect, width: int, gap: int) -> None:
    """Place buttons side by side, centred in ``area``: ``width`` wide, wider when a label
    needs it at the text size drawn, narrower if they would not fit."""
    if not buttons:
        return
    count = len(buttons)
    needs = [button.width_for(area.height) for button in buttons]
    width = max(width, *needs)
    room = area.width - gap * (count - 1)
    if width * count <= room:
        widths = [width] * count
    elif sum(needs) <= room:  # one long label (French at the large size): each as it needs
        widths = [need + (room - sum(needs)) // count for need in needs]
    else:
        widths = [room // count] * count
    total = sum(widths) + gap * (count - 1)
    x = area.centerx - total // 2
    for button, each in zip(buttons, widths, strict=True):
        button.rect = pygame.Rect(x, area.top, each, area.height)
        x += each + gap


def layout_column(buttons: Sequence[Button], area: pygame.Rect, height: int, gap: int) -> None:
    """Place buttons one under the other, centred in ``area``."""
    if not buttons:
        return
    count = len(buttons)
    height = min(height, (area.height - gap * (count - 1)) // count)
    total = height * count + gap * (count - 1)
    y = area.centery - total // 2
    for button in buttons:
        button.rect = pygame.Rect(area.left, y, area.width, height)
        y += height + gap


# --------------------------------------------------------------------------- amount selector


class AmountSelector:
    """Picks one of the legal amounts: − and + buttons, the mouse wheel, the arrow keys."""

    def __init__(self) -> None:
        self.amounts: list[int] = []
        self.index = 0
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.caption_key = "draw.table.amount.bet"
        self.minus = Button("draw.table.amount.less", self.decrease, name="less")
        self.plus = Button("draw.table.amount.more", self.increase, name="more")

    def set_amounts(self, amounts: list[int], caption_key: str) -> None:
        """Offer these amounts, keeping the current value when it is still allowed."""
        current = self.value
        self.amounts = list(amounts)
        self.caption_key = caption_key
        if current in self.amounts:
            self.index = self.amounts.index(current)
        else:
            self.index = 0
        self._sync()

    @property
    def value(self) -> int | None:
        return self.amounts[self.index] if self.amounts else None

    @property
    def active(self) -> bool:
        return bool(self.amounts)

    def _sync(self) -> None:
        self.minus.enabled = self.index > 0
        self.plus.enabled = self.index < len(self.amounts) - 1

    def increase(self) -> None:
        if self.amounts:
            self.index = min(len(self.amounts) - 1, self.index + 1)
            self._sync()

    def decrease(self) -> None:
        if self.amounts:
            self.index = max(0, self.index - 1)
            self._sync()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.active:
            return False
        if self.minus.handle_event(event) or self.plus.handle_event(event):
            return True
        if event.type == pygame.MOUSEWHEEL:
            if event.y > 0:
                self.increase()
            elif event.y < 0:
                self.decrease()
            return bool(event.y != 0)
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_UP, pygame.K_RIGHT, pygame.K_PLUS, pygame.K_KP_PLUS,
                             pygame.K_EQUALS, pygame.K_PAGEUP):
                self.increase()
                return True
            if event.key in (pygame.K_DOWN, pygame.K_LEFT, pygame.K_MINUS, pygame.K_KP_MINUS,
                             pygame.K_PAGEDOWN):
                self.decrease()
                return True
        return False

    def layout(self, rect: pygame.Rect) -> None:
        self.rect = rect
        side = rect.height * 62 // 100
        self.minus.rect = pygame.Rect(rect.left, rect.bottom - side, side, side)
        self.plus.rect = pygame.Rect(rect.right - side, rect.bottom - side, side, side)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.active or self.rect.width <= 0:
            return
        rect = self.rect
        draw_panel(surface, rect, max(4, rect.height // 6))
        caption_h = rect.height - self.minus.rect.height
        # Its keys on keycaps like every button's: down lowers, up raises.
        cap_h = max(12, caption_h - 2)
        for glyph, button in (("↓", self.minus), ("↑", self.plus)):
            draw_keycap(surface, glyph, (button.rect.centerx, rect.top + caption_h // 2 + 1),
                        cap_h)
        caption = pygame.Rect(self.minus.rect.right, rect.top,
                              self.plus.rect.left - self.minus.rect.right, caption_h)
        text.draw_fitted(surface, t(self.caption_key), caption.inflate(-4, -2), style.TEXT_DIM,
                         False, largest=max(8, caption_h * 7 // 10))
        for button in (self.minus, self.plus):
            _draw_round_button(surface, button, button.label)
        value_box = pygame.Rect(self.minus.rect.right, self.minus.rect.top,
                                self.plus.rect.left - self.minus.rect.right,
                                self.minus.rect.height).inflate(-6, -4)
        value = self.value or 0
        text.draw_fitted(surface, t("money", amount=value), value_box, style.GOLD, text.DISPLAY,
                         largest=value_box.height * 9 // 10)


def _draw_round_button(surface: pygame.Surface, button: Button, glyph: str) -> None:
    rect = button.rect.inflate(-6, -6)
    color = (style.BUTTON_HOVER if button.hover else style.BUTTON) if button.enabled \
        else style.BUTTON_DISABLED
    pygame.draw.circle(surface, color, rect.center, rect.width // 2)
    pygame.draw.circle(surface, style.BUTTON_EDGE, rect.center, rect.width // 2, 1)
    text.draw(surface, glyph, rect.center, max(8, rect.height * 8 // 10), style.BUTTON_TEXT,
              True, "center")
