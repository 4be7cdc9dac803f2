"""Issue 37: a save put back from an older copy (a backup, a sync conflict) after its table was
cashed out, or a save of another buy-in copied over the slot, must never pay against the bank.
Each save is tied to the buy-in that paid for it; one whose buy-in is no longer out is refused
as stale (kept aside, the player told), and the buy-in out, whose own save it replaced, pays
back the stack last seen. Played through the tables' controllers with the app's real bank and
records, and once through the real scenes."""

from __future__ import annotations

import json
import os
import shutil
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from ui_driver import make_app

from drawpoker.bank import DRAW, HOLDEM
from drawpoker.engine.draw import Match, Phase, Rules
from drawpoker.engine.holdem import HoldemGame, Street
from drawpoker.engine.holdem.actions import HoldemActionKind as ActionKind
from drawpoker.engine.holdem.stakes import STAKES, rules_for
from drawpoker.storage.bank import BankBook
from drawpoker.storage.shelf import Shelf
from drawpoker.ui import bank_ui
from drawpoker.ui.app import App
from drawpoker.ui.draw.controller import DrawTableController
from drawpoker.ui.draw.staging import STRONG, WEAK, BettingOpponent, stacked_order
from drawpoker.ui.draw.standin_opponent import StandinOpponent
from drawpoker.ui.holdem.controller import HoldemTableController
from drawpoker.ui.holdem.seats import Seating
from drawpoker.ui.menus import TitleScene
from drawpoker.ui.said import said
from drawpoker.ui.scene import SceneName


@pytest.fixture(autouse=True)
def no_fsync(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Whole matches are played: fsync (only for power cuts) would make them slow."""
    monkeypatch.setattr(os, "fsync", lambda fd: None)
    yield

#: Small money, so a match between stand-ins ends within a few dozen deals.
SHORT = Rules(starting_money=20, pawn_loan=20, buyback_at=1000, forfeit_items=2)


def session(tmp_path: Path, money: int = 2000) -> tuple[App, BankBook]:
    """An app with every game's records and its bank in ``tmp_path`` (as a player's folder)."""
    app = make_app(rules=SHORT, speed="instant")
    app.records = Shelf(tmp_path, staged_ok=True)
    book = BankBook(tmp_path / "bank.json")
    book.bank.money = book.bank.story.most = money
    book.bank.open_ledger()
    book.save()
    bank_ui.use_bank(app, book)
    return app, book


# --------------------------------------------------------------------------- draw


def draw_table(app: App, match: Match | None = None, seed: int = 3) -> DrawTableController:
    """The draw table's controller as the table scene makes it (bank and records); the player
    is dealt four aces every deal, so the match ends with her items taken."""
    assert app.records is not None
    return DrawTableController(SHORT, app.records.draw, match=match, seed=seed,
                               opponent=BettingOpponent(),
                               deal_orders=lambda n: stacked_order(SHORT, STRONG, WEAK, n),
                               on_moved=lambda m: bank_ui.table_moved(app, m))


def new_draw_match(app: App, seed: int = 3) -> DrawTableController:
    """NEW MATCH: the buy-in, then the table."""
    shown: list[bool] = []
    bank_ui.start_match(app, lambda: shown.append(True))
    assert shown
    return draw_table(app, seed=seed)


def play_draw(control: DrawTableController, deals: int | None = None) -> None:
    """Play on (the player a stand-in too) for ``deals`` more deals, or to the match's end."""
    me = StandinOpponent(99)
    match = control.match
    end = None if deals is None else match.deal_number + deals
    for _ in range(20000):
        if match.phase is Phase.MATCH_OVER:
            return
        if match.phase is Phase.BETWEEN_DEALS:
            if end is not None and match.deal_number >= end:
                return
            control.start_deal()
        elif control.her_turn:
            control.opponent_acts()
        else:
            control.act(me.choose(match.view(0)))
    raise AssertionError("the match never ended")


def continue_draw(app: App) -> DrawTableController | None:
    """The title's CONTINUE: the saved match if the title offers it."""
    assert app.records is not None
    records = app.records.draw
    bank_ui.bank_for(app)
    if not records.exists():
        return None
    match = records.load()
    return None if match is None else draw_table(app, match)


def test_a_draw_save_put_back_after_its_match_paid_out_never_pays_again(
        tmp_path: Path) -> None:
    app, book = session(tmp_path)
    bank = book.bank
    first = new_draw_match(app)
    play_draw(first, deals=1)
    copy = tmp_path / "match-copy.json"
    shutil.copy(tmp_path / "match.json", copy)  # a backup, or a sync that comes back later
    play_draw(first)
    assert first.match.phase is Phase.MATCH_OVER and DRAW not in bank.tables
    paid_out = bank.money
    second = new_draw_match(app, seed=5)  # a new buy-in is out
    play_draw(second, deals=1)
    seen = bank.tables[DRAW].stack
    shutil.copy(copy, tmp_path / "match.json")  # the old copy comes back over the new save
    assert continue_draw(app) is None  # refused as stale: never played, never paid
    records = app.records.draw  # type: ignore[union-attr]
    notice = records.notice
    assert notice is not None and notice.key == "saves.problem.stale"
    kept = [path for path in tmp_path.iterdir() if path.name.startswith("match.json.bad-")]
    assert len(kept) == 1 and kept[0].read_bytes() == copy.read_bytes()
    told = bank_ui.settle_lost_match(app, records.exists())
    # The new buy-in lost its save to the copy: its stack last seen comes back, once.
    assert told is not None and bank.money == paid_out - SHORT.starting_money + seen
    assert DRAW not in bank.tables and bank.reconciles()


def test_a_draw_save_put_back_after_its_match_paid_out_is_refused_with_no_buy_in_out(
        tmp_path: Path) -> None:
    app, book = session(tmp_path)
    first = new_draw_match(app)
    play_draw(first, deals=1)
    copy = (tmp_path / "match.json").read_bytes()
    play_draw(first)
    money = book.bank.money
    (tmp_path / "match.json").write_bytes(copy)
    assert continue_draw(app) is None
    said_now = said(app.records.draw.notice)  # type: ignore[union-attr]
    assert said_now is not None and "already" in said_now and "match.json.bad-" in said_now
    assert book.bank.money == money and not book.bank.tables


def test_the_saves_of_a_draw_match_carry_its_buy_in_and_continue(tmp_path: Path) -> None:
    app, book = session(tmp_path)
    control = new_draw_match(app)
    play_draw(control, deals=2)
    saved = json.loads((tmp_path / "match.json").read_text())
    assert saved["extra"]["buy_in"] == book.bank.tickets[DRAW]
    again = continue_draw(app)
    assert again is not None
    play_draw(again)
    assert not book.bank.tables and book.bank.story.cash_outs == 1


def test_an_old_draw_save_without_a_buy_in_id_plays_as_before(tmp_path: Path) -> None:
    """Saves and banks written before buy-ins had ids: the one buy-in out is this save's."""
    app, book = session(tmp_path)
    control = new_draw_match(app)
    play_draw(control, deals=1)
    data = json.loads((tmp_path / "match.json").read_text())
    del data["extra"]["buy_in"]
    (tmp_path / "match.json").write_text(json.dumps(data))
    del book.bank.tickets[DRAW]  # a bank of that time
    book.save()
    stack = book.bank.tables[DRAW].stack
    again = continue_draw(app)
    assert again is not None and again.match.stacks[0] == stack
    play_draw(again)
    assert not book.bank.tables and book.bank.story.cash_outs == 1
    assert book.bank.money == 2000 - SHORT.starting_money + again.match.stacks[0]


# --------------------------------------------------------------------------- hold'em


def holdem_table(app: App, game: HoldemGame, history: str | None = None
                 ) -> HoldemTableController:
    assert app.records is not None
    seating = Seating.choose(game.players, "easy", "classic", ("classic",), 1)
    return HoldemTableController(
        game, seating, app.records.holdem, seed=1, history_id=history,
        on_moved=lambda g: bank_ui.stack_seen(app, g.stacks[0], g.street is Street.MATCH_OVER,
                                              HOLDEM))


def new_holdem(app: App, buy_in: int, seed: int = 1) -> HoldemTableController:
    """NEW GAME on the hold'em page at the stakes of ``buy_in``."""
    stakes = next(stake for stake in STAKES if stake.buy_in == buy_in)
    shown: list[bool] = []
    bank_ui.start_holdem(app, buy_in, None, lambda: None, lambda: shown.append(True))
    assert shown
    return holdem_table(app, HoldemGame(rules_for(2, stakes), seed=seed))


def play_hands(control: HoldemTableController, hands: int) -> None:
    """Play ``hands`` hands, everyone checking or calling."""
    game = control.game
    end = game.hand_number + hands
    for _ in range(5000):
        if game.street is Street.MATCH_OVER:
            return
        if game.street is Street.BETWEEN_HANDS:
            if game.hand_number >= end:
                return
            control.start_hand()
        elif control.computer_to_act:
            control.computer_acts()
        else:
            kinds = {legal.kind: legal for legal in game.legal_actions()}
            kind = ActionKind.CHECK if ActionKind.CHECK in kinds else ActionKind.CALL
            control.act(kinds[kind].action())
    raise AssertionError("the hands never ended")


def continue_holdem(app: App) -> HoldemTableController | None:
    """The hold'em page's CONTINUE."""
    assert app.records is not None
    records = app.records.holdem
    bank_ui.bank_for(app)
    if not records.exists():
        return None
    saved = records.load()
    if saved is None:
        return None
    history = saved.seating.get("history")
    return holdem_table(app, saved.game, history if isinstance(history, str) else None)


def test_a_holdem_save_put_back_after_leaving_never_pays_again(tmp_path: Path) -> None:
    app, book = session(tmp_path)
    bank = book.bank
    first = new_holdem(app, 100)
    play_hands(first, 2)
    copy = (tmp_path / "holdem.json").read_bytes()
    first.leave()
    assert HOLDEM not in bank.tables
    paid_out = bank.money
    second = new_holdem(app, 500, seed=2)  # another buy-in, at other stakes
    play_hands(second, 1)
    seen = bank.tables[HOLDEM].stack
    (tmp_path / "holdem.json").write_bytes(copy)  # the $100 game's copy over the $500's
    assert continue_holdem(app) is None
    notice = app.records.holdem.notice  # type: ignore[union-attr]
    assert notice is not None and notice.key == "holdem.saves.problem.stale"
    told = bank_ui.settle_lost_match(app, app.records.holdem.exists(), HOLDEM)  # type: ignore[union-attr]
    assert told is not None and bank.money == paid_out - 500 + seen
    assert not bank.tables and bank.reconciles()


def test_a_holdem_save_of_another_buy_in_is_refused(tmp_path: Path) -> None:
    """A save made at the $100 table (another folder, another bank) copied over the slot while
    a $500 buy-in is out pays nothing against it."""
    other, _ = session(tmp_path / "other")
    played = new_holdem(other, 100)
    play_hands(played, 2)
    app, book = session(tmp_path / "mine")
    mine = new_holdem(app, 500)
    play_hands(mine, 1)
    seen = book.bank.tables[HOLDEM].stack
    shutil.copy(tmp_path / "other" / "holdem.json", tmp_path / "mine" / "holdem.json")
    assert continue_holdem(app) is None
    assert bank_ui.settle_lost_match(app, False, HOLDEM) is not None
    assert book.bank.money == 2000 - 500 + seen and not book.bank.tables


def test_a_holdem_save_carries_its_buy_in_and_continues(tmp_path: Path) -> None:
    app, book = session(tmp_path)
    control = new_holdem(app, 200)
    play_hands(control, 2)
    saved = json.loads((tmp_path / "holdem.json").read_text())
    assert saved["seating"]["buy_in"] == book.bank.tickets[HOLDEM]
    again = continue_holdem(app)
    assert again is not None
    play_hands(again, 1)
    again.leave()
    assert not book.bank.tables and book.bank.story.cash_outs == 1


# --------------------------------------------------------------------------- the real scenes


def test_through_the_title_a_restored_match_is_refused_and_told(tmp_path: Path) -> None:
    """The whole story with posted events: a match played and quit, its save copied aside,
    continued and played to its end (paid out), the copy put back: the title offers no
    CONTINUE, says why in a box and on the title, and the bank does not move."""
    from test_bank_play import aggressive, title

    d, book = title(tmp_path, SHORT, records=True)
    d.click_button("new_match")
    d.pick_opponent()
    d.play_until(lambda: d.table.control.match.phase is Phase.BETWEEN_DEALS, aggressive)
    d.key(pygame.K_ESCAPE)
    d.click_button("quit_to_title")
    copy = (tmp_path / "match.json").read_bytes()
    d.click_button("continue")
    match = d.table.control.match
    d.play_until(lambda: match.phase is Phase.MATCH_OVER, aggressive)
    assert not book.bank.tables
    money = book.bank.money
    d.app.go(SceneName.TITLE)
    d.settle()
    (tmp_path / "match.json").write_bytes(copy)
    d.click_button("settings")
    d.key(pygame.K_ESCAPE)  # the title is built again and finds the copy
    d.settle()
    told = " ".join(d.app.notices)
    assert "already" in told and "match.json.bad-" in told
    while not isinstance(d.scene, TitleScene):  # the box over the title, closed
        d.key(pygame.K_RETURN)
    assert not d.has_button("continue")
    assert book.bank.money == money and BankBook(tmp_path / "bank.json").bank.money == money
