"""The player's hold'em record on the setup page, in the room the page leaves: three lines under
the keys' hint, or one row of three, or (no room below: the hint on three lines, a refused save
told) the games and the hands beside the page's title."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from drawpoker.i18n import t
from drawpoker.ui import style, text

if TYPE_CHECKING:
    from drawpoker.storage.holdem.stats import HoldemRecord


def draw_record(surface: pygame.Surface, record: HoldemRecord | None, inner: pygame.Rect,
                title_bottom: int, y: int, floor: int) -> None:
    """``record`` from ``y`` down to ``floor`` in ``inner``, or beside the title above
    ``title_bottom``; nothing before a hand was played."""
    if record is None or not record.hands_played:
        return
    sc = style.sizer(style.scale_for(surface.get_size()))
    games = t("holdem.stats.games", games=record.games_played, won=record.games_won)
    hands = t("holdem.stats.hands", hands=record.hands_played, won=record.hands_won)
    space = floor - y
    if space >= sc(26) + sc(22):
        text.draw(surface, t("holdem.stats.title"), (inner.left, y), sc(21), style.GOLD, True)
        y += sc(26)
        lines = [games, hands, t("holdem.stats.biggest", amount=record.biggest_pot)]
        # One under the other where there is room; else side by side on one row (the
        # order's meaning and the keys' hint took the room of two lines).
        stacked = space >= sc(26) + 3 * sc(22)
        wide = inner.width if stacked else (inner.width - 2 * sc(12)) // 3
        for n, line in enumerate(lines):
            left = inner.left if stacked else inner.left + n * (wide + sc(12))
            text.draw_fitted(surface, line, pygame.Rect(left, y, wide, sc(22)),
                             style.TEXT, False, sc(18), "midleft")
            y += sc(22) if stacked else 0
        return
    band = pygame.Rect(inner.centerx, inner.top, inner.right - inner.centerx,
                       title_bottom - inner.top)
    for n, line in enumerate((games, hands)):
        row = pygame.Rect(band.left, band.top + n * band.height // 2, band.width,
                          band.height // 2)
        text.draw_fitted(surface, line, row, style.TEXT_DIM, False, sc(17), "midright")
