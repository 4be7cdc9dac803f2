"""The spoken-line log: what speech said, on screen, for players who use speech and sight
together (issue 36).

F2 opens and closes it over any scene; while it is open ↑ and ↓ (or the wheel) scroll one
line, Page Up and Page Down a page, Home and End to the oldest and newest line, and Esc closes
it. It keeps the last :data:`KEEP` lines only, so a long session holds no minutes of text.
The app gives it each event first (``ui/access.py``) and draws it over the top scene.
"""

from __future__ import annotations

from collections import deque

import pygame

from drawpoker.i18n import current, t
from drawpoker.ui import shortcuts, style, text
from drawpoker.ui.widgets import draw_panel

#: Lines kept (older ones are forgotten).
KEEP = 200
TOGGLE = pygame.K_F2
_LINE_KEYS = {pygame.K_UP: 1, pygame.K_DOWN: -1}
_PAGE_KEYS = {pygame.K_PAGEUP: 1, pygame.K_PAGEDOWN: -1}


class SpokenLog:
    """The lines said, newest last, and the panel that shows them."""

    def __init__(self) -> None:
        self.lines: deque[str] = deque(maxlen=KEEP)
        self.open = False
        #: Lines scrolled back from the newest (0: the newest line is at the bottom).
        self.back = 0
        #: How many lines the panel showed last time (a page).
        self.page = 6
        self.box = pygame.Rect(0, 0, 0, 0)

    def add(self, line: str) -> None:
        self.lines.append(line)
        if self.back:  # reading back: the lines read stay where they are
            self.back = min(self.back + 1, max(0, len(self.lines) - 1))

    def scroll(self, lines: int) -> None:
        self.back = max(0, min(self.back + lines, max(0, len(self.lines) - 1)))

    def route(self, event: pygame.event.Event) -> bool:
        """Take ``event`` when it is the log's: F2 always, the scrolling keys while open."""
        if event.type == pygame.KEYDOWN and event.key == TOGGLE:
            self.open, self.back = not self.open, 0
            return True
        if not self.open:
            return False
        if event.type == pygame.MOUSEWHEEL:
            self.scroll(event.y)
            return True
        if event.type != pygame.KEYDOWN:
            return False
        if event.key == pygame.K_ESCAPE:
            self.open = False
            return True
        if event.key in _LINE_KEYS:
            self.scroll(_LINE_KEYS[event.key])
        elif event.key in _PAGE_KEYS:
            self.scroll(_PAGE_KEYS[event.key] * max(1, self.page - 1))
        elif event.key == pygame.K_HOME:
            self.scroll(len(self.lines))
        elif event.key == pygame.K_END:
            self.back = 0
        else:
            return False
        return True

    def shown(self) -> list[str]:
        """The lines the panel shows now, oldest first, the last one ``back`` from the newest."""
        end = len(self.lines) - self.back
        return list(self.lines)[max(0, end - self.page):end]

    def draw(self, surface: pygame.Surface, speaking: bool) -> None:
        """The panel along the bottom of the window: its title and keys, then the lines."""
        if not self.open:
            return
        w, h = surface.get_size()
        sc = style.sizer(style.scale_for((w, h)))
        size = sc(18)
        step = text.line_height(size)
        box = pygame.Rect(sc(16), 0, w - sc(32), min(h // 2, sc(64) + 8 * step))
        box.bottom = h - sc(12)
        self.box = box
        draw_panel(surface, box, sc(10), (*style.PANEL, 245), style.GOLD)
        inner = box.inflate(-sc(28), -sc(20))
        head = pygame.Rect(inner.left, inner.top, inner.width, sc(28))
        text.draw_fitted(surface, t("aloud.log.title"), head, style.GOLD, True, sc(22),
                         anchor="midleft")
        body = pygame.Rect(inner.left, head.bottom + sc(6), inner.width,
                           inner.bottom - head.bottom - sc(6))
        if not self.lines:
            words = t("aloud.log.empty" if speaking else "aloud.log.off",
                      letter=shortcuts.letter("speech"))
            text.draw_lines(surface, text.wrap(words, size, body.width), body, size,
                            style.TEXT_DIM)
            return
        # The newest lines that fit, each wrapped; the oldest wrapped lines drop off the top.
        room = max(1, body.height // step)
        self.page = room
        wrapped: list[tuple[str, bool]] = []
        for line in self.shown():
            wrapped += [(part, False) for part in text.wrap(line, size, body.width)]
        if wrapped:
            wrapped[-1] = (wrapped[-1][0], self.back == 0)
        y = body.top
        for part, newest in wrapped[-room:]:
            text.draw(surface, part, (body.left, y), size, style.TEXT if newest else
                      style.TEXT_DIM if self.back == 0 else style.TEXT)
            y += step
        if self.back:
            cue = current().plural("aloud.log.back", self.back)
            text.draw(surface, cue, (head.right, head.centery), sc(16), style.TEXT_DIM,
                      anchor="midright")
