"""The rules of Texas hold'em as this table plays them, and its keys, on a scrolling page."""

from __future__ import annotations

from functools import lru_cache

import pygame

from drawpoker.i18n import current, t
from drawpoker.ui import felt, shortcuts, style, text
from drawpoker.ui.button_scene import ButtonScene
from drawpoker.ui.widgets import Button, draw_keycap, draw_page, key_name, keycap_width

SECTIONS = ("aim", "blinds", "deal", "betting", "showdown", "pots", "forfeits", "end")
#: Keycaps (named keys translated, letters as they are) and what they do.
_S = shortcuts.PREFIX
KEYS: tuple[tuple[tuple[str, ...], str], ...] = (
    ((_S + "holdem_call",), "call"),
    ((_S + "holdem_raise",), "raise"),
    ((_S + "holdem_fold",), "fold"),
    ((_S + "holdem_next", "enter"), "next"),
    ((_S + "holdem_leave",), "leave"),
    (("space",), "hurry"),
    (("f1",), "help"),
    (("esc",), "back"),
)


class HoldemHelpScene(ButtonScene):
    """Scroll with the wheel or the arrow keys; Esc or BACK returns to the game."""

    def __init__(self, app: object) -> None:
        super().__init__(app)  # type: ignore[arg-type]
        self.scroll = 0
        self.page_height = 0

    def enter(self) -> None:
        self.buttons = [Button("help.back", self.app.pop, (pygame.K_ESCAPE, pygame.K_F1), "esc",
                               "primary", name="back")]

    def handle_event(self, event: pygame.event.Event) -> None:
        step = 60
        if event.type == pygame.MOUSEWHEEL:
            self.scroll -= event.y * step
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_DOWN, pygame.K_PAGEDOWN):
            self.scroll += step * (4 if event.key == pygame.K_PAGEDOWN else 1)
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_PAGEUP):
            self.scroll -= step * (4 if event.key == pygame.K_PAGEUP else 1)
        else:
            super().handle_event(event)
        self.scroll = max(0, min(self.scroll, self.page_height))

    def draw(self, surface: pygame.Surface) -> None:
        felt.draw(surface, with_line=False)
        w, h = surface.get_size()
        sc = style.sizer(style.scale_for((w, h)))
        inner, top = draw_page(surface, t("holdem.help.title"), 980)
        back = self.buttons[0]
        back.rect = pygame.Rect(0, 0, sc(170), sc(44))
        back.rect.topright = (inner.right, inner.top)
        view = pygame.Rect(inner.left, top + sc(10), inner.width, inner.bottom - top - sc(10))
        page = _page(view.width, style.scale_for((w, h)), current().revision, current().code)
        self.page_height = max(0, page.get_height() - view.height)
        self.scroll = max(0, min(self.scroll, self.page_height))
        surface.blit(page, view.topleft, pygame.Rect(0, self.scroll, view.width, view.height))
        back.draw(surface)


@lru_cache(maxsize=4)
def _page(width: int, scale: float, revision: int, language: str) -> pygame.Surface:
    """The whole page, laid out once per width and language; scrolling shows part of it."""
    sc = style.sizer(scale)
    body, head, cap_h = sc(18), sc(22), sc(26)
    step = text.line_height(body)
    blocks: list[tuple[str, list[str]]] = []
    for name in SECTIONS:
        blocks.append((t(f"holdem.help.section.{name}"),
                       text.wrap(t(f"holdem.help.text.{name}"), body, width)))
    blocks.append((t("holdem.help.section.keys"), text.wrap(t("holdem.help.text.mouse"), body,
                                                            width)))
    left = sc(230)
    keys = [(caps, text.wrap(t(f"holdem.help.keys.{what}"), body, width - left))
            for caps, what in KEYS]
    height = sum(text.line_height(head, True) + sc(2) + len(lines) * step + sc(12)
                 for _, lines in blocks)
    height += sum(max(cap_h, len(lines) * step) + sc(8) for _, lines in keys)
    page = pygame.Surface((width, height), pygame.SRCALPHA)
    y = 0
    for title, lines in blocks:
        text.draw(page, title, (0, y), head, style.GOLD, True)
        y += text.line_height(head, True) + sc(2)
        text.draw_lines(page, lines, pygame.Rect(0, y, width, 0), body, style.TEXT)
        y += len(lines) * step + sc(12)
    for caps, lines in keys:
        x = 0
        for cap in caps:
            label = key_name(cap)
            x += draw_keycap(page, label, (x + keycap_width(label, cap_h) // 2, y + cap_h // 2),
                             cap_h) + sc(6)
        top = y + (cap_h - step) // 2
        text.draw_lines(page, lines, pygame.Rect(left, top, width - left, 0), body, style.TEXT)
        y += max(cap_h, len(lines) * step) + sc(8)
    return page
