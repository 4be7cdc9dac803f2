"""A game's rules and keys on one scrolling page: the base of the hold'em and Canfield pages.

Each game's page is a tiny subclass that names its :class:`RulesPage` (title, text keys,
sections, keycaps); the layout, the scrolling and the cue that more lies above or below are
here once. This module registers no scene itself, so the game pages may build on it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

import pygame

from drawpoker.i18n import current, t
from drawpoker.ui import felt, shortcuts, style, text
from drawpoker.ui.button_scene import ButtonScene
from drawpoker.ui.widgets import Button, draw_keycap, draw_page, key_name, keycap_width

#: Keycaps (named keys translated, letters as they are) and the key of what they do.
KeyRows = tuple[tuple[tuple[str, ...], str], ...]


@dataclass(frozen=True)
class RulesPage:
    """What one game's page says: texts are ``{prefix}.section.{name}``, ``{prefix}.text.{name}``
    (plus ``mouse`` under the keys heading) and ``{prefix}.keys.{what}``."""

    title_key: str
    prefix: str
    sections: tuple[str, ...]
    keys: KeyRows


class RulesPageScene(ButtonScene):
    """Scroll with the wheel or the arrow keys; Esc or BACK returns to the game."""

    PAGE: RulesPage

    def __init__(self, app: object) -> None:
        super().__init__(app)  # type: ignore[arg-type]
        self.scroll = 0
        self.page_height = 0  # how far the page scrolls: its height beyond the view
        self.view = pygame.Rect(0, 0, 0, 0)

    @property
    def more_above(self) -> bool:
        return self.scroll > 0

    @property
    def more_below(self) -> bool:
        return self.scroll < self.page_height

    def section_text(self, name: str) -> str:
        """A section's words; a page may add what holds at the table it was opened from."""
        return t(f"{self.PAGE.prefix}.text.{name}")

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
        scale = style.scale_for((w, h))
        sc = style.sizer(scale)
        inner, top = draw_page(surface, t(self.PAGE.title_key), 980)
        back = self.buttons[0]
        back.rect = pygame.Rect(0, 0, max(sc(170), back.width_for(sc(44))), sc(44))
        back.rect.topright = (inner.right, inner.top)
        view = pygame.Rect(inner.left, top + sc(10), inner.width, inner.bottom - top - sc(10))
        self.view = view
        texts = tuple(self.section_text(name) for name in self.PAGE.sections)
        page = _page(self.PAGE, texts, view.width, scale, current().revision, current().code,
                     text.sizing(), shortcuts.revision())
        self.page_height = max(0, page.get_height() - view.height)
        self.scroll = max(0, min(self.scroll, self.page_height))
        surface.blit(page, view.topleft, pygame.Rect(0, self.scroll, view.width, view.height))
        self._draw_cues(surface, sc)
        back.draw(surface)

    def _draw_cues(self, surface: pygame.Surface, sc: Callable[[float], int]) -> None:
        """A fading edge and a small arrow where the page goes on out of view (QA F10)."""
        fade_h, size = sc(22), sc(9)
        x = self.view.right - sc(14)
        if self.more_above:
            surface.blit(_fade(self.view.width, fade_h, True), self.view.topleft)
            y = self.view.top + sc(4)
            pygame.draw.polygon(surface, style.GOLD,
                                [(x - size, y + size), (x + size, y + size), (x, y)])
        if self.more_below:
            surface.blit(_fade(self.view.width, fade_h, False),
                         (self.view.left, self.view.bottom - fade_h))
            y = self.view.bottom - sc(4)
            pygame.draw.polygon(surface, style.GOLD,
                                [(x - size, y - size), (x + size, y - size), (x, y)])


@lru_cache(maxsize=8)
def _fade(width: int, height: int, top: bool) -> pygame.Surface:
    """A strip that fades text into the panel, where the page goes on beyond the view."""
    strip = pygame.Surface((width, height), pygame.SRCALPHA)
    for y in range(height):
        share = 1 - y / height if top else y / height
        pygame.draw.line(strip, (*style.PANEL, round(235 * share)), (0, y), (width, y))
    return strip


def _caps_width(caps: tuple[str, ...], cap_h: int, gap: int) -> int:
    return sum(keycap_width(key_name(cap), cap_h) + gap for cap in caps)


@lru_cache(maxsize=8)
def _page(spec: RulesPage, texts: tuple[str, ...], width: int, scale: float, revision: int,
          language: str, sizing: tuple[float, float], moved: int) -> pygame.Surface:
    """The whole page, laid out once per game, width, language, text size and keys (``moved``:
    the keys' revision, a moved key redraws its keycap); scrolling shows part of it."""
    sc = style.sizer(scale)
    body, head, cap_h, gap = sc(18), sc(22), sc(26), sc(6)
    step = text.line_height(body)
    blocks: list[tuple[str, list[str]]] = []
    for name, words in zip(spec.sections, texts, strict=True):
        blocks.append((t(f"{spec.prefix}.section.{name}"), text.wrap(words, body, width)))
    blocks.append((t(f"{spec.prefix}.section.keys"),
                   text.wrap(t(f"{spec.prefix}.text.mouse"), body, width)))
    keys = []
    for caps, what in spec.keys:
        left = max(_caps_width(caps, cap_h, gap), sc(230))
        keys.append((caps, left, text.wrap(t(f"{spec.prefix}.keys.{what}"), body, width - left)))
    height = sum(text.line_height(head, True) + sc(2) + len(lines) * step + sc(12)
                 for _, lines in blocks)
    height += sum(max(cap_h, len(lines) * step) + sc(8) for _, _, lines in keys)
    page = pygame.Surface((width, height), pygame.SRCALPHA)
    y = 0
    for title, lines in blocks:
        text.draw(page, title, (0, y), head, style.GOLD, True)
        y += text.line_height(head, True) + sc(2)
        text.draw_lines(page, lines, pygame.Rect(0, y, width, 0), body, style.TEXT)
        y += len(lines) * step + sc(12)
    for caps, left, lines in keys:
        x = 0
        for cap in caps:
            label = key_name(cap)
            x += draw_keycap(page, label, (x + keycap_width(label, cap_h) // 2, y + cap_h // 2),
                             cap_h) + gap
        top = y + (cap_h - step) // 2
        text.draw_lines(page, lines, pygame.Rect(left, top, width - left, 0), body, style.TEXT)
        y += max(cap_h, len(lines) * step) + sc(8)
    return page
