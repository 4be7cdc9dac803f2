"""The statistics screen's hold'em page: games and hands played and won, the biggest pot.

Drawn in the right panel of the statistics screen (H), from the same ``holdem_stats.json`` the
hold'em table keeps and its setup page shows; never from draw poker's statistics.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from drawpoker.i18n import t
from drawpoker.ui import style, text
from drawpoker.ui.widgets import draw_panel

if TYPE_CHECKING:
    from drawpoker.storage.holdem.stats import HoldemRecord, HoldemStatsBook
    from drawpoker.ui.app import App

_Scale = Callable[[float], int]


def book_for(app: App) -> HoldemStatsBook | None:
    """The record as its file has it now (none when the app keeps no records)."""
    return app.records.holdem.reread_stats() if app.records is not None else None


def record_rows(record: HoldemRecord) -> list[tuple[str, str]]:
    """(label, value) rows of the page."""
    biggest = t("money", amount=record.biggest_pot) if record.biggest_pot else t("stats.none")
    return [
        (t("holdem.stats.games_played"), str(record.games_played)),
        (t("holdem.stats.games_won"), str(record.games_won)),
        (t("holdem.stats.hands_played"), str(record.hands_played)),
        (t("holdem.stats.hands_won"), str(record.hands_won)),
        (t("holdem.stats.biggest_pot"), biggest),
    ]


def draw_record_page(surface: pygame.Surface, area: pygame.Rect, sc: _Scale,
                     record: HoldemRecord | None, message: str | None = None
                     ) -> list[pygame.Rect]:
    """The page in ``area``; returns the rects of the text drawn (tests check they fit)."""
    draw_panel(surface, area, sc(12))
    inner = area.inflate(-sc(36), -sc(28))
    title = pygame.Rect(inner.left, inner.top, inner.width, sc(32))
    drawn = [text.draw_fitted(surface, t("holdem.stats.title"), title, style.PANEL_TITLE, True,
                              sc(24), anchor="midleft")]
    body = pygame.Rect(inner.left, title.bottom + sc(16), inner.width,
                       inner.bottom - title.bottom - sc(16))
    if message:  # a damaged record was kept aside: say so above the new one
        note = pygame.Rect(body.left, body.top, body.width, sc(48))
        size, lines = text.fit_wrapped(message, note.width, note.height, False, sc(16))
        text.draw_lines(surface, lines, note, size, style.BAD)
        body.top, body.height = note.bottom + sc(8), body.bottom - note.bottom - sc(8)
    if record is None or not record.hands_played:
        box = pygame.Rect(body.left, body.top, body.width, sc(60))
        drawn.append(text.draw_fitted(surface, t("holdem.stats.empty"), box, style.TEXT_DIM,
                                      False, sc(20)))
        return drawn
    rows = record_rows(record)
    line_h = max(sc(18), min(sc(44), body.height // len(rows)))
    size = max(10, line_h * 48 // 100)
    y = body.top
    for label, value in rows:
        value_w = text.measure(value, size * 11 // 10, text.DISPLAY)[0]
        value_box = pygame.Rect(body.right - value_w, y, value_w, line_h)
        label_box = pygame.Rect(body.left, y, body.width - value_w - sc(16), line_h)
        drawn.append(text.draw_fitted(surface, label, label_box, style.TEXT, False, size,
                                      anchor="midleft"))
        drawn.append(text.draw_fitted(surface, value, value_box, style.GOLD, text.DISPLAY,
                                      size * 11 // 10, anchor="midright"))
        pygame.draw.line(surface, style.FELT_LINE, (body.left, y + line_h),
                         (body.right, y + line_h), 1)
        y += line_h
    return drawn
