"""The statistics screen's hold'em page: games and hands played and won, the biggest pot, and
the player's record against each roster character who sat at the table (games, games won, net
dollars: how they are counted is ``storage/holdem/stats.py``'s docstring).

Drawn in the right panel of the statistics screen (H), from the same ``holdem_stats.json`` the
hold'em table keeps and its setup page shows; never from draw poker's statistics. A character
the roster no longer has keeps her line in the file but is not shown.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from drawpoker.i18n import t
from drawpoker.ui import characters, page_words, style, text
from drawpoker.ui.widgets import draw_panel

if TYPE_CHECKING:
    from drawpoker.storage.holdem.stats import HoldemRecord, HoldemStatsBook
    from drawpoker.ui.scene import Host

_Scale = Callable[[float], int]
#: (name, games, won, net) of one line of the table, and the net in dollars for its colour.
OpponentRow = tuple[str, str, str, str, int]


def book_for(app: Host) -> HoldemStatsBook | None:
    """The record as its file has it now (none when the app keeps no records)."""
    return app.records.holdem.reread_stats() if app.records is not None else None


def draw_page(surface: pygame.Surface, area: pygame.Rect, sc: _Scale,
              book: HoldemStatsBook | None) -> None:
    """The page as the statistics screen draws a game's page (``drawpoker.games.holdem``)."""
    from drawpoker.ui.said import said

    draw_record_page(surface, area, sc, book.stats if book is not None else None,
                     said(book.notice) if book is not None else None)


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


def signed_money(amount: int) -> str:
    """+$40, −$15 or $0: which way the money went."""
    sign = "+" if amount > 0 else "\u2212" if amount < 0 else ""
    return sign + t("money", amount=abs(amount))


def opponent_rows(record: HoldemRecord) -> list[OpponentRow]:
    """One line per roster character the player has met at the table, in the roster's order
    (the order of the new-match page, so a character is always found in the same place)."""
    rows: list[OpponentRow] = []
    for character in characters.characters():
        entry = record.by_opponent.get(character.id)
        if entry is None:
            continue
        rows.append((character.name, str(entry.games_played), str(entry.games_won),
                     signed_money(entry.net), entry.net))
    return rows


def sample_record() -> HoldemRecord:
    """A record with a story, for screenshots: totals and a line against four characters."""
    from drawpoker.storage.holdem.stats import HoldemRecord, OpponentRecord

    record = HoldemRecord(games_played=7, games_won=3, hands_played=214, hands_won=61,
                          biggest_pot=485)
    figures = [(5, 2, 150, 48, 312), (3, 1, 96, 27, -140), (4, 2, 120, 37, 85),
               (2, 0, 41, 9, -260)]
    for character, (games, won, hands, hands_won, net) in zip(characters.characters(), figures,
                                                               strict=False):
        record.by_opponent[character.id] = OpponentRecord(games, won, hands, hands_won, net)
    return record


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
    table = opponent_rows(record)
    gap = sc(14) if table else 0
    count = len(rows) + (len(table) + 1 if table else 0)
    line_h = max(text.least_line(), min(sc(44), (body.height - gap) // count))
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
    if table:
        top = pygame.Rect(body.left, y + gap, body.width, body.bottom - y - gap)
        drawn += _draw_opponents(surface, top, line_h, size, sc, table)
    return drawn


def _draw_opponents(surface: pygame.Surface, area: pygame.Rect, line_h: int, size: int,
                    sc: _Scale, table: list[OpponentRow]) -> list[pygame.Rect]:
    """The table against each character: a heading line, then a line per character; the
    figures in columns as wide as their widest text, the name taking what is left."""
    heads = (t("holdem.stats.opponent"), t("holdem.stats.col_games"),
             t("holdem.stats.col_won"), t("holdem.stats.col_net"))
    pad = sc(18)
    columns = [[games for _, games, _, _, _ in table], [won for _, _, won, _, _ in table],
               [net for _, _, _, net, _ in table]]
    widths = [max(text.measure(head, size, True)[0],
                  *(text.measure(value, size)[0] for value in column))
              for head, column in zip(heads[1:], columns, strict=True)]
    rights: list[int] = []
    right = area.right
    for width in reversed(widths):
        rights.insert(0, right)
        right -= width + pad
    name_w = right - area.left
    drawn: list[pygame.Rect] = []

    def cells(y: int, values: tuple[str, ...], colours: tuple[style.Color, ...],
              bold: bool) -> None:
        box = pygame.Rect(area.left, y, name_w, line_h)
        drawn.append(text.draw_fitted(surface, values[0], box, colours[0], bold, size,
                                      anchor="midleft"))
        for value, colour, r, w in zip(values[1:], colours[1:], rights, widths, strict=True):
            box = pygame.Rect(r - w, y, w, line_h)
            drawn.append(text.draw_fitted(surface, value, box, colour, bold, size,
                                          anchor="midright"))

    y = area.top
    cells(y, heads, (style.PANEL_TITLE,) * 4, True)
    pygame.draw.line(surface, style.GOLD_DARK, (area.left, y + line_h),
                     (area.right, y + line_h), 1)
    for name, games, won, net, amount in table:
        y += line_h
        net_colour = style.GOOD if amount > 0 else style.BAD if amount < 0 else style.TEXT
        cells(y, (name, games, won, net), (style.TEXT, style.TEXT, style.TEXT, net_colour),
              False)
    return drawn


def spoken_sections(scene: Any) -> list[str]:
    """The page read aloud a piece at a time (↓ and ↑ on the statistics page): its title with
    a damaged file's note, each figure, then each character's line with its columns' names."""
    from drawpoker.ui.said import said

    book = getattr(scene, "page_data", {}).get("holdem")
    record = book.stats if book is not None else None
    notice = said(book.notice) if book is not None else ""
    found = [page_words._joined(t("holdem.stats.title"), notice or "")]
    if record is None or not record.hands_played:
        return [*found, t("holdem.stats.empty")]
    found += [t("aloud.ui.row", label=label, value=value) for label, value in record_rows(record)]
    heads = (t("holdem.stats.col_games"), t("holdem.stats.col_won"), t("holdem.stats.col_net"))
    for name, games, won, net, _ in opponent_rows(record):
        value = ", ".join(f"{head} {figure}" for head, figure in zip(heads, (games, won, net),
                                                                       strict=True))
        found.append(t("aloud.ui.row", label=name, value=value))
    return found


page_words.register_stats_page("holdem", spoken_sections)
