"""The draw coach's scrolling: the first row it shows, its scroll bar, and what moves it.

Issue 40: the coach's words are never cut to fit; when they cannot all fit its place they
scroll (the wheel, the arrow keys, Page Up and Page Down, a click on the bar's arrows). Kept
apart from the panel (``coach_panel.py``), which lays out and draws the words, so the panel
stays one page and the scrolling can change without touching the words.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from drawpoker.ui import style
from drawpoker.ui.draw.coach_page import Page

if TYPE_CHECKING:
    from drawpoker.ui.draw.layout import TableLayout


def _no_rects() -> tuple[pygame.Rect, pygame.Rect]:
    return pygame.Rect(0, 0, 0, 0), pygame.Rect(0, 0, 0, 0)


class CoachScroll:
    """How far the coach's words are scrolled, and the bar that shows it."""

    def __init__(self) -> None:
        #: The first row shown: the panel scrolls when its words cannot all fit.
        self.first = 0
        #: The scroll bar's arrows, where a click scrolls a page (empty while it has none).
        self.rects = _no_rects()

    def hide(self) -> None:
        """No bar this frame (until ``draw_bar`` shows one)."""
        self.rects = _no_rects()

    def clamp(self, page: Page) -> None:
        """Keep the first row inside the page (the words or the place may have changed)."""
        self.first = min(max(0, self.first), page.last_first)

    @staticmethod
    def bar_width(lay: TableLayout) -> int:
        return max(7, lay.sc(9))

    def draw_bar(self, surface: pygame.Surface, page: Page, lay: TableLayout) -> None:
        """The cue that there is more: a bar beside the words, an arrow at each end (bright
        where there is more that way) and a thumb as long as the share shown."""
        width = self.bar_width(lay)
        track = pygame.Rect(page.box.right - lay.sc(4) - width, page.body.top, width,
                            page.body.height)
        arrow = width
        up = pygame.Rect(track.left, track.top, width, arrow)
        down = pygame.Rect(track.left, track.bottom - arrow, width, arrow)
        self.rects = (up, down)
        for box, pointing, more in ((up, -1, self.first > 0),
                                    (down, 1, self.first < page.last_first)):
            color = style.GOLD if more else style.BUTTON_DISABLED
            tip = box.top if pointing < 0 else box.bottom
            base = box.bottom if pointing < 0 else box.top
            pygame.draw.polygon(surface, color, [(box.left, base), (box.right, base),
                                                 (box.centerx, tip)])
        rail = pygame.Rect(track.left, up.bottom + lay.sc(3), width,
                           down.top - up.bottom - 2 * lay.sc(3))
        if rail.height <= 0:
            return
        pygame.draw.rect(surface, style.FELT_DARK, rail, border_radius=width // 2)
        total = len(page.rows)
        shown = page.shown_to(self.first) - self.first
        thumb_h = max(width, rail.height * shown // max(1, total))
        room = rail.height - thumb_h
        top = rail.top + room * self.first // max(1, page.last_first)
        pygame.draw.rect(surface, style.GOLD_DARK, pygame.Rect(rail.left, top, width, thumb_h),
                         border_radius=width // 2)

    def show_owner(self, page: Page | None, owner: int) -> None:
        """Scroll the rows of the ``owner``-th draw into sight (marked with its key while out
        of it)."""
        first = next((n for n, row in enumerate(page.rows) if row.owner == owner), None) \
            if page is not None else None
        if page is None or first is None:
            return
        if not self.first <= first < page.shown_to(self.first):
            self.first = min(first, page.last_first)

    def handle_event(self, event: pygame.event.Event, page: Page | None,
                     lay: TableLayout) -> bool:
        """Scroll for a wheel turn, a key or a click on the bar's arrows (only while the words
        do not fit: otherwise these keys and the wheel are left to the table)."""
        if page is None or not page.last_first:
            return False
        shown = max(1, page.shown_to(self.first) - self.first - 1)
        move = 0
        if event.type == pygame.MOUSEWHEEL:
            move = -2 * int(event.y)
        elif event.type == pygame.KEYDOWN:
            move = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -shown,
                    pygame.K_PAGEDOWN: shown}.get(event.key, 0)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            up, down = self.rects
            grown = lay.sc(6)
            move = -shown if up.inflate(grown, grown).collidepoint(event.pos) else \
                shown if down.inflate(grown, grown).collidepoint(event.pos) else 0
        if not move:
            return False
        self.first = min(max(0, self.first + move), page.last_first)
        return True
