"""The statistics' DUPLICATES page: each draw match played again from her seat, its results
beside the first match's, deal by deal, with the sum that takes the luck of the cards out.

Drawn in the statistics page's right panel (like the bank's and hold'em's pages), from the
records' ``duplicates.json`` (:mod:`drawpoker.storage.draw.duplicates`); the record of the
matches played for table chips only (codes, duplicates), kept apart from the player's, is
named under it. Not a scene.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import pygame

from drawpoker.i18n import t
from drawpoker.ui import characters, page_words, style, text
from drawpoker.ui.widgets import draw_panel

if TYPE_CHECKING:
    from drawpoker.storage.draw.duplicates import DuplicatePair
    from drawpoker.storage.draw.stats import Statistics
    from drawpoker.ui.scene import Host

Scale = Callable[[float], int]
#: What the page shows: the pairs, the free matches' statistics, why the file was refused.
Shown = tuple[list["DuplicatePair"], "Statistics | None", "str | None"]


def signed(amount: int | None) -> str:
    """"+$40", "−$15", "$0"; an em dash for a deal one match did not play."""
    if amount is None:
        return "—"
    money = t("money", amount=abs(amount))
    return f"+{money}" if amount > 0 else f"−{money}" if amount < 0 else money


def opponent_name(pair: DuplicatePair) -> str:
    """Her name on the roster, else the language's word for her."""
    found = characters.find(pair.opponent) if pair.opponent else None
    return found.name if found is not None else t("dealcode.duplicate.her")


def verdict(pair: DuplicatePair) -> str:
    """The pair in one sentence: who did better with the same cards, by how much."""
    together = pair.totals()[2]
    if together > 0:
        return t("dealcode.duplicate.better", amount=t("money", amount=together))
    if together < 0:
        return t("dealcode.duplicate.worse", amount=t("money", amount=-together))
    return t("dealcode.duplicate.even")


def draw_duplicate_page(surface: pygame.Surface, area: pygame.Rect, sc: Scale,
                        pairs: Sequence[DuplicatePair], free: Statistics | None,
                        notice: str | None = None) -> None:
    """The newest pair's table (deal, your cards, her cards, together), its totals and
    verdict; the free matches' record at the foot."""
    draw_panel(surface, area, sc(12))
    inner = area.inflate(-sc(36), -sc(28))
    title = pygame.Rect(inner.left, inner.top, inner.width, sc(32))
    text.draw_fitted(surface, t("dealcode.duplicate.title"), title, style.PANEL_TITLE, True,
                     sc(24), "midleft")
    foot_size = sc(16)
    foot_lines: list[str] = []
    if notice:
        foot_lines += text.wrap(notice, foot_size, inner.width)
    if free is not None:
        foot_lines += text.wrap(t("dealcode.duplicate.free_record", won=free.matches_won,
                                  lost=free.matches_lost), foot_size, inner.width)
    foot_h = len(foot_lines) * text.line_height(foot_size)
    foot = pygame.Rect(inner.left, inner.bottom - foot_h, inner.width, foot_h)
    text.draw_lines(surface, foot_lines, foot, foot_size, style.TEXT_DIM)
    body = pygame.Rect(inner.left, title.bottom + sc(8), inner.width,
                       foot.top - sc(8) - title.bottom - sc(8))
    pair = pairs[-1] if pairs else None
    if pair is None or not (pair.yours or pair.hers):
        size, lines = text.fit_wrapped(t("dealcode.duplicate.none"), body.width, body.height,
                                       False, sc(20), smallest=max(9, sc(14)))
        text.draw_lines(surface, lines, body, size, style.TEXT_DIM)
        return
    _draw_pair(surface, body, sc, pair)


def _draw_pair(surface: pygame.Surface, body: pygame.Rect, sc: Scale,
               pair: DuplicatePair) -> None:
    heading = t("dealcode.duplicate.heading", opponent=opponent_name(pair), deals=pair.common)
    if not pair.done:
        heading = f"{heading} {t('dealcode.duplicate.playing')}"
    head = pygame.Rect(body.left, body.top, body.width, sc(26))
    text.draw_fitted(surface, heading, head, style.GOLD, True, sc(19), "midleft")
    size, lines = text.fit_wrapped(verdict(pair), body.width, sc(48), False, sc(18),
                                   smallest=max(9, sc(14)))
    said_h = len(lines) * text.line_height(size)
    said_box = pygame.Rect(body.left, body.bottom - said_h, body.width, said_h)
    text.draw_lines(surface, lines, said_box, size, style.TEXT)
    table = pygame.Rect(body.left, head.bottom + sc(6), body.width,
                        said_box.top - sc(8) - head.bottom - sc(6))
    columns = (t("dealcode.duplicate.deal"), t("dealcode.duplicate.yours"),
               t("dealcode.duplicate.hers"), t("dealcode.duplicate.sum"))
    shares = (0.16, 0.28, 0.28, 0.28)
    row_h = max(text.line_height(sc(16)) + sc(2), sc(24))
    fitting = max(2, table.height // row_h - 2)  # the heading and the total take two
    rows = pair.rows()
    shown, hidden = rows[:fitting], max(0, len(rows) - fitting)
    if hidden:
        shown = rows[:fitting - 1]
        hidden = len(rows) - len(shown)
    yours, hers, together = pair.totals()
    lines_out: list[tuple[Sequence[str], style.Color, bool]] = [(columns, style.TEXT_DIM, True)]
    for deal, mine, theirs in shown:
        both = None if mine is None or theirs is None else mine + theirs
        lines_out.append(((str(deal), signed(mine), signed(theirs), signed(both)),
                          style.TEXT, False))
    if hidden:
        lines_out.append(((t("dealcode.duplicate.more", count=hidden), "", "", ""),
                          style.TEXT_DIM, False))
    lines_out.append(((t("dealcode.duplicate.total"), signed(yours), signed(hers),
                       signed(together)), style.GOLD, True))
    y = table.top
    for cells, colour, bold in lines_out:
        x = table.left
        for n, (cell, share) in enumerate(zip(cells, shares, strict=True)):
            wide = round(table.width * share)
            if n == 0 and cells[1] == "" and cell:  # "... and 12 more deals": the whole row
                wide = table.width
            box = pygame.Rect(x, y, wide - sc(6), row_h)
            if cell:
                text.draw_fitted(surface, cell, box, colour, bold, sc(16),
                                 "midleft" if n == 0 else "midright")
            x += wide
        if bold:
            pygame.draw.line(surface, style.FELT_LINE, (table.left, y + row_h),
                             (table.right, y + row_h), 1)
        y += row_h


def sample_pairs() -> list[DuplicatePair]:
    """A made-up duplicate for screenshots (never the player's own file)."""
    from drawpoker.storage.draw.duplicates import DuplicatePair

    first = characters.characters()
    return [DuplicatePair(12345, 52, [15, -10, 40, -5, 25, -30, 10, 5],
                          [-10, 15, -25, 5, -15, 35, 5, -10], first[0].id if first else None,
                          done=True)]


def draw_page(surface: pygame.Surface, area: pygame.Rect, sc: Scale, shown: Shown | None) -> None:
    """The page as the statistics screen draws a game's page (``drawpoker.games.draw``)."""
    draw_duplicate_page(surface, area, sc, *(shown or ([], None, None)))


def read(app: Host) -> Shown:
    """The pairs, the free matches' statistics and why the file was refused (if it was), as
    the player's files hold them now (none without a records folder)."""
    from drawpoker.storage.draw.duplicates import DuplicateBook
    from drawpoker.storage.draw.records import FREE_STATS_NAME
    from drawpoker.storage.draw.stats import StatsBook
    from drawpoker.ui.said import said

    records = app.records.draw if app.records is not None else None
    if records is None:
        return [], None, None
    book = DuplicateBook(records.folder)
    return book.stats, StatsBook(records.folder / FREE_STATS_NAME).stats, said(book.notice)


def spoken_sections(scene: Any) -> list[str]:
    """The page read aloud a piece at a time (↓ and ↑ on the statistics page): the newest
    pair's heading, each deal with its columns' names, the total, the verdict, then the record
    of the matches for table chips only and a refused file's note."""
    pairs, free, notice = getattr(scene, "page_data", {}).get("duplicate") or ([], None, None)
    found = [t("dealcode.duplicate.title")]
    pair = pairs[-1] if pairs else None
    if pair is None or not (pair.yours or pair.hers):
        found.append(t("dealcode.duplicate.none"))
    else:
        heading = t("dealcode.duplicate.heading", opponent=opponent_name(pair),
                    deals=pair.common)
        found.append(heading if pair.done else f"{heading} {t('dealcode.duplicate.playing')}")
        heads = (t("dealcode.duplicate.yours"), t("dealcode.duplicate.hers"),
                 t("dealcode.duplicate.sum"))

        def row(label: str, *amounts: int | None) -> str:
            value = ", ".join(f"{head} {signed(amount)}" for head, amount in
                              zip(heads, amounts, strict=True))
            return t("aloud.ui.row", label=label, value=value)

        for deal, mine, theirs in pair.rows():
            both = None if mine is None or theirs is None else mine + theirs
            found.append(row(f"{t('dealcode.duplicate.deal')} {deal}", mine, theirs, both))
        found.append(row(t("dealcode.duplicate.total"), *pair.totals()))
        found.append(verdict(pair))
    if free is not None:
        found.append(t("dealcode.duplicate.free_record", won=free.matches_won,
                       lost=free.matches_lost))
    if notice:
        found.append(notice)
    return found


page_words.register_stats_page("duplicate", spoken_sections)
