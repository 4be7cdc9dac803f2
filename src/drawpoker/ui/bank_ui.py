"""The player's bank seen from the scenes: paying a buy-in or a stake, the pawnshop question,
the stack brought back from a match, the line on the title.

Not a scene: the title, the table, the end of a match and the Canfield table call these small
functions, so the money rules stay in :mod:`drawpoker.bank` and the file in
:mod:`drawpoker.storage.bank`. The bank of an app is loaded once and shared by every scene.
"""

from __future__ import annotations

import os
import weakref
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from drawpoker.bank import DRAW, HOLDEM
from drawpoker.bank.model import SaveTie
from drawpoker.i18n import t
from drawpoker.storage.bank import BankBook
from drawpoker.ui.said import said
from drawpoker.ui.scene import SceneName

if TYPE_CHECKING:
    from drawpoker.engine.draw import Match
    from drawpoker.ui.scene import Host

HUMAN = 0
_BANKS: weakref.WeakKeyDictionary[Host, BankBook] = weakref.WeakKeyDictionary()


def bank_for(app: Host) -> BankBook:
    """The app's bank, read from the player's folder the first time it is asked for."""
    book = _BANKS.get(app)
    if book is None:
        book = BankBook()
        _BANKS[app] = book
        message = said(book.notice)
        if message and message not in app.notices:
            app.notices.append(message)
        book.on_saved = _Told(app).saved
        tie_records(app)
    return book


class _Told:
    """Tells the player on the title when the bank cannot be written (a full disk, a read-only
    file): what it holds now would be lost when the game closes. Once, until a write works."""

    def __init__(self, app: Host) -> None:
        self.app = weakref.ref(app)
        self.notice: str | None = None

    def saved(self, error: str | None) -> None:
        app = self.app()
        if app is None:
            return
        if self.notice is not None and self.notice in app.notices:
            app.notices.remove(self.notice)
        self.notice = None
        if error is not None:
            self.notice = t("bank.not_saved", reason=error)
            app.notices.append(self.notice)


def use_bank(app: Host, book: BankBook) -> None:
    """Give ``app`` this bank (screenshots and tests: never the player's own file)."""
    _BANKS[app] = book
    book.on_saved = _Told(app).saved
    tie_records(app)


def tie_records(app: Host, holdem: object = None) -> None:
    """Tie the saves of ``app``'s games (and the hold'em ``holdem`` records, when a page has
    its own) to the bank's buy-ins: each save carries the id of the buy-in out at its table,
    and a save whose buy-in is no longer out is refused as stale, never played nor paid
    (a copy put back after its game paid out, or a save of another buy-in)."""
    shelf = app.records
    pairs = [] if shelf is None else [(shelf.draw, DRAW), (shelf.holdem, HOLDEM)]
    if holdem is not None:
        pairs.append((holdem, HOLDEM))
    ref = weakref.ref(app)
    for records, table in pairs:
        tie = getattr(records, "tie", None)
        if callable(tie):
            tie(lambda table=table: _ticket(ref, table),
                lambda ticket, table=table: _refuses(ref, table, ticket))


def _ticket(ref: weakref.ReferenceType[Host], table: str) -> str | None:
    app = ref()
    return None if app is None else bank_for(app).bank.tickets.get(table)


def _refuses(ref: weakref.ReferenceType[Host], table: str, ticket: object) -> str | None:
    """Why a save of ``table`` holding ``ticket`` may not be played (None: it may)."""
    app = ref()
    if app is None or bank_for(app).bank.tie(table, ticket) is not SaveTie.STALE:
        return None
    return (f"the save's buy-in ({ticket!r}) is not the one out at {table} "
            f"({bank_for(app).bank.tickets.get(table)!r}): paid back already, or another's")


def money(amount: int) -> str:
    return t("money", amount=amount)


def item_name(book: BankBook, index: int) -> str:
    return t(f"bank.item.{book.bank.items[index].id}")


# --------------------------------------------------------------------------- paying


def ask_for_money(app: Host, cost: int, pay: Callable[[], object]) -> None:
    """Call ``pay`` when the bank holds ``cost``; otherwise ask to pawn the next item (or, with
    nothing left, to start a new bank) and try again after the player says yes."""
    book = bank_for(app)
    if book.bank.can_pay(cost):
        pay()
        return
    app.go(SceneName.BANK_QUESTION, book=book, cost=cost,
           on_done=lambda: ask_for_money(app, cost, pay))


def start_match(app: Host, show_table: Callable[[], object]) -> None:
    """NEW MATCH: the buy-in (the rules' starting money) leaves the bank, then the table."""
    book = bank_for(app)
    settle_lost_match(app, has_save=False)  # a buy-in left out with no match to continue
    from drawpoker.ui.draw.next_rules import next_rules  # draw's buy-in

    cost = next_rules(app).starting_money

    def pay() -> None:
        book.bank.buy_in(cost)
        book.save()
        show_table()

    ask_for_money(app, cost, pay)


# --------------------------------------------------------------------------- a match's money


def table_moved(app: Host, match: Match) -> None:
    """After every engine call of the draw table (see :func:`stack_seen`)."""
    from drawpoker.engine.draw import Phase  # the title never needs the match's modules

    stack_seen(app, draw_stack(app, match), match.phase is Phase.MATCH_OVER, DRAW)


def draw_stack(app: Host, match: Match) -> int:
    """The player's draw stack as the bank counts it: the buy-in and what the match's deals
    won or lost. A match always starts with its buy-in, so this is the stack itself; a save
    whose rules were edited to a bigger starting money (QA4: $1,000,000 for a $200 buy-in,
    every deal replaying cleanly) wins no more than its deals."""
    stack = match.stacks[HUMAN]
    money = bank_for(app).bank.tables.get(DRAW)
    if money is None:
        return stack
    return max(0, stack + money.buy_in - match.rules.starting_money)


def stack_seen(app: Host, stack: int, over: bool, table: str) -> None:
    """After every engine call of a table: the stack is noted; at the end of the game it goes
    back to the bank (once: a game pays back only what was bought in)."""
    book = bank_for(app)
    if table not in book.bank.tables:
        return  # a game from before the shared bank: played for nothing, pays nothing
    if over:
        book.bank.cash_out(stack, table)
        book.bank.buy_back_if_able()
        book.save()
    elif book.bank.track(stack, table):
        book.save()


def can_top_up(app: Host) -> bool:
    """A draw match that took its buy-in from the bank may be topped up from it (one saved
    before the bank was shared plays for nothing, and ends when the player is broke)."""
    return DRAW in bank_for(app).bank.tables


def top_up_amount(app: Host, match: Match) -> int:
    """What a top-up brings the broke player: the match's starting money, or all the bank
    holds if less; 0 when that would not pay the ante (the pawnshop is offered first)."""
    bank = bank_for(app).bank
    amount = min(match.rules.starting_money, bank.money)
    return amount if match.can_top_up(amount) and bank.can_top_up(amount, DRAW) else 0


def pay_top_up(app: Host, amount: int) -> None:
    """The top-up leaves the bank for the draw table (the match takes it next)."""
    book = bank_for(app)
    book.bank.top_up(amount, DRAW)
    book.save()


def match_given_up(app: Host, stack: int | None, table: str = DRAW) -> None:
    """NEW MATCH (NEW GAME) over a saved game: its stack (as saved) comes back to the bank."""
    book = bank_for(app)
    money = book.bank.tables.get(table)
    if money is None:
        return
    book.bank.cash_out(stack if stack is not None else money.stack, table)
    book.save()


def settle_lost_match(app: Host, has_save: bool, table: str = DRAW) -> str | None:
    """A buy-in with no saved game to continue (refused, removed, or a crash before the first
    save): the stack last seen comes back, so no money is lost with the file. The player's
    words for it (None when nothing came back): a refused save must say what was kept."""
    book = bank_for(app)
    if has_save or table not in book.bank.tables:
        return None
    back = book.bank.settle_lost_table(table)
    book.bank.buy_back_if_able()
    book.save()
    return None if back is None else t("bank.stack_back", amount=money(back),
                                       bank=money(book.bank.money))


def settle_lost_holdem(app: Host) -> None:
    """The title: a hold'em buy-in whose save file is gone comes back. A save that is there
    but damaged is settled by the hold'em page, which reads it and tells the player why."""
    records = app.records
    told = settle_lost_match(app, records is not None
                             and os.path.lexists(records.holdem.slot.path), HOLDEM)
    if told and told not in app.notices:
        app.notices.append(told)


def start_holdem(app: Host, cost: int, saved: int | None, give_up: Callable[[], object],
                 show_table: Callable[[], object]) -> None:
    """NEW GAME at hold'em: a saved game (its stack ``saved``) is given up and pays back, the
    buy-in leaves the bank, then the table. When the bank and that stack cannot pay, the
    pawnshop is asked first, so CANCEL leaves the saved game and the bank as they were."""
    book = bank_for(app)
    settle_lost_match(app, saved is not None, HOLDEM)  # a buy-in out with no game to continue
    back = saved if saved is not None and HOLDEM in book.bank.tables else 0
    if book.bank.money + back < cost:
        app.go(SceneName.BANK_QUESTION, book=book, cost=cost,
               on_done=lambda: start_holdem(app, cost, saved, give_up, show_table))
        return
    if saved is not None:
        give_up()
        match_given_up(app, saved, HOLDEM)
    book.bank.buy_in(cost, HOLDEM)
    book.save()
    show_table()


def saved_stack(app: Host, slot: object) -> int | None:
    """The player's stack in the saved match (as :func:`draw_stack` counts it), read without
    opening its hand history."""
    from drawpoker.storage.draw.saves import load_match

    inner = getattr(slot, "slot", slot)
    path = getattr(inner, "path", None)
    if path is None:
        return None
    saved = load_match(path, bool(getattr(inner, "staged_ok", False))).saved
    return draw_stack(app, saved.match) if saved is not None else None


def title_lines(app: Host) -> list[str]:
    """The bank on the title: its money, the money at the table, a Canfield game in progress
    (its stake paid: the player should know a game waits), an item at the pawnshop."""
    book = bank_for(app)
    bank = book.bank
    lines = [t("bank.title_money", amount=money(bank.money))]
    if bank.tables:  # the draw match and the hold'em game together
        lines.append(t("bank.title_table", amount=money(bank.money_at_table())))
    if bank.canfield_open:
        from drawpoker.engine.canfield.money import STAKE

        lines.append(t("bank.title_canfield", amount=money(STAKE)))
    pawned = bank.pawned_item()
    if pawned is not None:
        lines.append(t("bank.title_pawned", item=item_name(book, pawned)))
    return lines


def draw_title_bank(surface: pygame.Surface, app: Host, topleft: tuple[int, int], width: int,
                    s: float) -> pygame.Rect:
    """The bank's lines from ``topleft``: the money large, the rest below; returns the box."""
    from drawpoker.ui import style, text
    first, *rest = title_lines(app)
    box = pygame.Rect(topleft[0], topleft[1], max(0, width), round(38 * s))
    if box.width <= 0:
        return pygame.Rect(topleft, (0, 0))
    text.draw_fitted(surface, first, box, style.GOLD, text.DISPLAY, round(32 * s), "midleft")
    used = box.copy()
    for line in rest:  # on two lines when one is too narrow (a Canfield game, large text)
        size, lines = text.fit_wrapped(line, box.width, 2 * round(26 * s), False,
                                       round(20 * s), round(16 * s))
        height = max(round(26 * s), len(lines) * text.line_height(size))
        box = pygame.Rect(box.left, box.bottom, box.width, height)
        text.draw_lines(surface, lines, box, size, style.TEXT)
        used.union_ip(box)
    return used
