"""The statistics screen's bank page: the money, the player's things, Canfield, and the bank's
story as a ledger: what it started with, one line per kind of money movement (draw matches,
hold'em games, Canfield stakes, card pay and pass fees, pawn loans, buy-backs, new banks),
and their sum, which is the money in the bank (issue 40: the old story left lines out).

Drawn in the right panel of the statistics screen; the figures come from the bank and the
Canfield book, never from the poker statistics.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from drawpoker.bank import DRAW, HOLDEM, START_MONEY, ItemState, PlayerBank
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
    """A bank with a story, for screenshots: games of every kind played through the bank's
    own moves (so its ledger adds up), one thing lost and one at the pawnshop, a match at the
    table."""
    bank.buy_in(200)
    bank.cash_out(115)
    bank.buy_in(100, HOLDEM)
    bank.cash_out(260, HOLDEM)
    # Nine Canfield games, as the screenshot's Canfield figures say: three won, best +$173,
    # +$17 in all.
    for paid, fees in ((260, 35), (260, 50), (260, 60), *[(5, 30)] * 6):
        bank.stake_canfield(52, None)
        bank.settle_canfield(paid, fees)
    bank.buy_in(500)
    bank.cash_out(0)
    bank.pawn()
    bank.pawn()  # the jacket is lost, the watch at the pawnshop
    bank.buy_in(200)
    bank.track(245)


#: The ledger's lines in the order the page shows them (``BankStory.lines``' keys).
LEDGER = (DRAW, "top_ups", HOLDEM, "canfield_stakes", "canfield_cards", "canfield_fees", "loans",
          "buy_backs", "new_banks")


def ledger_rows(bank: PlayerBank) -> list[tuple[str, int]]:
    """(label, dollars) of the bank's story: what it started with, then every kind of money
    movement, signed; they add up to the money in the bank (the last row is that sum)."""
    lines = bank.story.lines()
    rows = [(t("bank.stats.started"), START_MONEY)]
    rows += [(t(f"bank.stats.line.{name}"), lines[name]) for name in LEDGER]
    earlier = bank.story.opening - START_MONEY
    if earlier:  # a bank file from before the ledger: what it cannot itemise
        rows.append((t("bank.stats.line.earlier"), earlier))
    rows.append((t("bank.stats.money"), sum(amount for _, amount in rows)))
    return rows


def counts_line(bank: PlayerBank) -> str:
    """How often the pawnshop was used, and the new banks (counts, not dollars)."""
    s = bank.story
    return t("bank.stats.counts", pawned=s.pawned, lost=s.lost, back=s.bought_back,
             new=s.new_banks)


def _need(label: str, value: str, size: int, bold: bool) -> int:
    """The width a label and its value need side by side."""
    return text.measure(label, size)[0] + text.measure(value, size, bold)[0] + size


def _shortened(words: str, width: int, size: int) -> str:
    """``words`` cut short with an ellipsis to fit ``width`` at ``size`` (the last resort
    when even the smallest text is too wide: never drawn over its value)."""
    if text.measure(words, size)[0] <= width:
        return words
    while words and text.measure(words + "\u2026", size)[0] > width:
        words = words[:-1]
    return words.rstrip() + "\u2026"


def draw_bank_page(surface: pygame.Surface, area: pygame.Rect, sc: _Scale, bank: PlayerBank,
                   canfield: CanfieldStats) -> list[pygame.Rect]:
    """The page in ``area``; returns the rects of the text drawn (tests check they fit)."""
    draw_panel(surface, area, sc(12))
    inner = area.inflate(-sc(36), -sc(28))
    drawn: list[pygame.Rect] = []
    gap = sc(24)
    figures = ledger_rows(bank)
    # Each column as wide as its widest label and value need, in proportion (French at the
    # large size needs most of the width for the things' states, German for the ledger).
    left_need = max([_need(t(f"bank.item.{item.id}"), t(f"bank.state.{state.value}"),
                           sc(17), False)
                     for item, state in zip(bank.items, bank.states, strict=True)]
                    + [_need(t("bank.stats.at_table"), _money(bank.money_at_table()), sc(18),
                             True)])
    right_need = max(_need(label, _signed(amount), sc(16), True) for label, amount in figures)
    share = min(60, max(36, 100 * left_need // max(1, left_need + right_need)))
    left = pygame.Rect(inner.left, inner.top, (inner.width - gap) * share // 100, inner.height)
    right = pygame.Rect(left.right + gap, inner.top, inner.right - left.right - gap,
                        inner.height)

    def line(box: pygame.Rect, words: str, colour: tuple[int, int, int], size: int,
             bold: bool = False, anchor: str = "midleft") -> None:
        drawn.append(text.draw_fitted(surface, words, box, colour, bold, size, anchor))

    def pair(box: pygame.Rect, label: str, value: str, colour: tuple[int, int, int],
             size: int, value_size: int, bold: bool) -> None:
        """A label on the left and its value on the right of the same row: the value keeps
        its size and the label gets the room left (smaller, or cut short with an ellipsis
        when even the smallest text is too wide), so a value never drops below its label
        into the next row."""
        value_size = text.fit_size(value, box.width // 2, box.height, bold, value_size)
        value_w = text.measure(value, value_size, bold)[0]
        room = max(0, box.width - value_w - sc(10))
        label_size = text.fit_size(label, room, box.height, False, size)
        label_box = pygame.Rect(box.left, box.top, room, box.height)
        line(label_box, _shortened(label, room, label_size), style.TEXT, label_size)
        line(box, value, colour, value_size, bold, "midright")

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
    counts_h = 2 * text.line_height(sc(15))  # the pawnshop's counts, on two lines at most
    canfield_h = sc(34) + 3 * text.line_height(sc(17))  # its title and up to three lines
    row_h = max(sc(16), min(sc(26), (left.bottom - y - canfield_h - counts_h)
                            // max(1, len(bank.items))))
    for item, state in zip(bank.items, bank.states, strict=True):
        box = pygame.Rect(left.left, y, left.width, row_h)
        pair(box, t(f"bank.item.{item.id}"), t(f"bank.state.{state.value}"),
             _STATE_COLOURS[state], sc(17), sc(17), False)
        y = box.bottom
    size, lines = text.fit_wrapped(counts_line(bank), left.width, counts_h, False, sc(15))
    box = pygame.Rect(left.left, y + sc(2), left.width, len(lines) * text.line_height(size))
    text.draw_lines(surface, lines, box, size, style.TEXT_DIM)
    drawn += [pygame.Rect(box.left, box.top + n * text.line_height(size),
                          text.measure(words_line, size)[0], text.line_height(size))
              for n, words_line in enumerate(lines)]
    y = box.bottom + sc(10)
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
    # Right: the story as a ledger, one kind of movement a row, its sum the bank's money.
    head = pygame.Rect(right.left, right.top, right.width, sc(30))
    line(head, t("bank.stats.story"), style.PANEL_TITLE, sc(24), True)
    most = (t("bank.stats.most"), _money(bank.story.most))
    top = head.bottom + sc(6)
    row_h = max(text.least_line(True), min(sc(32), (right.bottom - top - sc(8))
                                           // (len(figures) + 1)))
    y = top
    for n, (label, amount) in enumerate(figures):
        first, total = n == 0, n == len(figures) - 1
        if total:  # the sum under a rule, as on a bank statement
            y += sc(4)
            pygame.draw.line(surface, style.GOLD, (right.left, y - sc(2)),
                             (right.right, y - sc(2)), max(1, sc(2)))
        box = pygame.Rect(right.left, y, right.width, row_h)
        value = _money(amount) if first or total else _signed(amount)
        colour = style.GOLD if first or total or amount >= 0 else style.BAD
        pair(box, label, value, colour, sc(16), sc(18), True)
        if not total and n < len(figures) - 2:
            pygame.draw.line(surface, style.FELT_LINE, (box.left, box.bottom - 1),
                             (box.right, box.bottom - 1), 1)
        y = box.bottom
    box = pygame.Rect(right.left, y + sc(4), right.width, row_h)
    pair(box, most[0], most[1], style.TEXT_DIM, sc(15), sc(16), False)
    return drawn
