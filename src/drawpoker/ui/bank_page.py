"""The statistics screen's bank page: the money, the player's things, Canfield, and the bank's
story (matches paid for and brought back, Canfield stakes and pay, the pawnshop, new banks).

Drawn in the right panel of the statistics screen; the figures come from the bank and the
Canfield book, never from the poker statistics.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from drawpoker.bank import ItemState, PlayerBank
from drawpoker.i18n import t
from drawpoker.storage.bank import BankBook
from drawpoker.storage.canfield.book import FILE_NAME, CanfieldBook, CanfieldStats
from drawpoker.ui import style, text
from drawpoker.ui.widgets import draw_panel

_Scale = Callable[[float], int]
_STATE_COLOURS = {ItemState.WORN: style.TEXT, ItemState.PAWNED: style.GOLD,
                  ItemState.LOST: style.BAD}


def _money(amount: int) -> str:
    return t("money", amount=amount)


def _signed(amount: int) -> str:
    sign = "+" if amount > 0 else "\u2212" if amount < 0 else ""
    return sign + _money(abs(amount))


def canfield_stats(book: BankBook) -> CanfieldStats:
    """The Canfield statistics kept next to ``book`` (read as the Canfield table reads them)."""
    canfield = CanfieldBook(book.path.with_name(FILE_NAME), book)
    canfield.load()
    return canfield.stats


def sample_bank(bank: PlayerBank) -> None:
    """A bank with a story, for screenshots: a match at the table, one thing lost and one
    at the pawnshop, a few games of each."""
    bank.states = [ItemState.LOST, ItemState.PAWNED] + [ItemState.WORN] * (len(bank.items) - 2)
    bank.money = 385
    story = bank.story
    story.buy_ins, story.bought_in, story.cash_outs, story.cashed_out = 7, 1400, 6, 1215
    story.canfield_games, story.canfield_paid, story.canfield_won = 9, 468, 520
    story.canfield_fees = 35
    story.pawned, story.lost, story.new_banks, story.most = 2, 1, 0, 812
    bank.buy_in(200)
    bank.track(245)


def story_rows(bank: PlayerBank) -> list[tuple[str, str]]:
    """(label, value) rows of the bank's story."""
    s = bank.story

    def both(count: int, amount: int) -> str:
        return t("bank.stats.count_amount", count=count, amount=_money(amount))

    return [
        (t("bank.stats.matches"), both(s.buy_ins, s.bought_in)),
        (t("bank.stats.back"), both(s.cash_outs, s.cashed_out)),
        (t("bank.stats.canfield_paid"), both(s.canfield_games, s.canfield_paid)),
        (t("bank.stats.canfield_won"), _money(s.canfield_won)),
        (t("bank.stats.pawned"), t("bank.stats.pair", first=s.pawned, second=s.lost)),
        (t("bank.stats.bought_back"), str(s.bought_back)),
        (t("bank.stats.new_banks"), str(s.new_banks)),
        (t("bank.stats.most"), _money(s.most)),
    ]


def draw_bank_page(surface: pygame.Surface, area: pygame.Rect, sc: _Scale, bank: PlayerBank,
                   canfield: CanfieldStats) -> list[pygame.Rect]:
    """The page in ``area``; returns the rects of the text drawn (tests check they fit)."""
    draw_panel(surface, area, sc(12))
    inner = area.inflate(-sc(36), -sc(28))
    drawn: list[pygame.Rect] = []
    gap = sc(24)
    left = pygame.Rect(inner.left, inner.top, (inner.width - gap) // 2, inner.height)
    right = pygame.Rect(left.right + gap, inner.top, inner.right - left.right - gap,
                        inner.height)

    def line(box: pygame.Rect, words: str, colour: tuple[int, int, int], size: int,
             bold: bool = False, anchor: str = "midleft") -> None:
        drawn.append(text.draw_fitted(surface, words, box, colour, bold, size, anchor))

    def pair(box: pygame.Rect, label: str, value: str, colour: tuple[int, int, int],
             size: int, value_size: int, bold: bool) -> None:
        """A label on the left and its value on the right; one above the other when the
        row is too narrow for both (a long label next to a large sum)."""
        value_w = text.measure(value, value_size, bold)[0]
        label_w = text.measure(label, size)[0]
        if label_w + value_w + sc(12) <= box.width:
            line(box, label, style.TEXT, size)
            line(box, value, colour, value_size, bold, "midright")
            return
        top = pygame.Rect(box.left, box.top, box.width, box.height // 2)
        bottom = pygame.Rect(box.left, top.bottom, box.width, box.height - top.height)
        line(top, label, style.TEXT, size)
        line(bottom, value, colour, value_size, bold, "midright")

    # Left: the money, the things, Canfield.
    y = left.top
    head = pygame.Rect(left.left, y, left.width, sc(30))
    line(head, t("bank.stats.title"), style.PANEL_TITLE, sc(24), True)
    y = head.bottom + sc(6)
    rows = [(t("bank.stats.money"), _money(bank.money))]
    if bank.tables:  # the stacks last seen at the draw and the hold'em table
        rows.append((t("bank.stats.at_table"), _money(bank.money_at_table())))
    for label, value in rows:
        box = pygame.Rect(left.left, y, left.width, sc(30))
        pair(box, label, value, style.GOLD, sc(18), sc(24), True)
        y = box.bottom + sc(2)
    y += sc(10)
    box = pygame.Rect(left.left, y, left.width, sc(26))
    line(box, t("bank.stats.items"), style.PANEL_TITLE, sc(20), True)
    y = box.bottom + sc(2)
    canfield_h = sc(34) + 3 * text.line_height(sc(17))  # its title and up to three lines
    row_h = max(sc(16), min(sc(26), (left.bottom - y - canfield_h) // max(1, len(bank.items))))
    for item, state in zip(bank.items, bank.states, strict=True):
        box = pygame.Rect(left.left, y, left.width, row_h)
        pair(box, t(f"bank.item.{item.id}"), t(f"bank.state.{state.value}"),
             _STATE_COLOURS[state], sc(17), sc(17), False)
        y = box.bottom
    y += sc(12)
    box = pygame.Rect(left.left, y, left.width, sc(26))
    line(box, t("bank.stats.canfield"), style.PANEL_TITLE, sc(20), True)
    best = "\u2014" if canfield.best_net is None else _signed(canfield.best_net)
    y = box.bottom + sc(2)
    for words in (t("bank.stats.canfield_line", games=canfield.games, won=canfield.won,
                    best=best),
                  t("bank.stats.canfield_total", total=_signed(canfield.total_net))):
        # On two lines when one is too narrow (French needs them at 1024x600).
        size, lines = text.fit_wrapped(words, left.width, max(0, left.bottom - y), False,
                                       sc(17))
        box = pygame.Rect(left.left, y, left.width, len(lines) * text.line_height(size))
        text.draw_lines(surface, lines, box, size, style.TEXT)
        drawn += [pygame.Rect(box.left, box.top + n * text.line_height(size),
                              text.measure(words_line, size)[0], text.line_height(size))
                  for n, words_line in enumerate(lines)]
        y = box.bottom
    # Right: the story, one figure a row.
    head = pygame.Rect(right.left, right.top, right.width, sc(30))
    line(head, t("bank.stats.story"), style.PANEL_TITLE, sc(24), True)
    figures = story_rows(bank)
    top = head.bottom + sc(6)
    row_h = max(sc(18), min(sc(40), (right.bottom - top) // len(figures)))
    for n, (label, value) in enumerate(figures):
        box = pygame.Rect(right.left, top + n * row_h, right.width, row_h)
        pair(box, label, value, style.GOLD, sc(17), sc(19), True)
        pygame.draw.line(surface, style.FELT_LINE, (box.left, box.bottom - 1),
                         (box.right, box.bottom - 1), 1)
    return drawn
