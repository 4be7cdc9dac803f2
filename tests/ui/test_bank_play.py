"""The shared bank at the poker table, through the real loop with posted events: the buy-in
of a new match, the pawnshop when the bank cannot pay it, the stack coming back at the end
of a match, when a saved match is given up, and when its save is gone."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest
from ui_driver import Driver

from drawpoker.bank import ItemState
from drawpoker.engine.draw import Phase, Rules
from drawpoker.settings import Settings
from drawpoker.storage.bank import BankBook
from drawpoker.storage.shelf import Shelf
from drawpoker.ui import bank_ui
from drawpoker.ui.app import App, FixedClock
from drawpoker.ui.bank_dialog import BankQuestionScene
from drawpoker.ui.draw.choose_opponent import ChooseOpponentScene
from drawpoker.ui.draw.gameover import GameOverScene
from drawpoker.ui.draw.scene import TableScene
from drawpoker.ui.draw.staging import STRONG, WEAK, PassiveOpponent, stacked_order
from drawpoker.ui.menus import TitleScene
from drawpoker.ui.scene import Scene, SceneName
from drawpoker.ui.scenes import SceneRegistry, standard_registry


def title(tmp_path: Path, rules: Rules | None = None, money: int = 500,
          records: bool = False) -> tuple[Driver, BankBook]:
    """The title of an app whose tables deal stacked cards against a passive opponent, with
    a bank in ``tmp_path`` holding ``money``."""
    rules = rules or Rules()
    standard = standard_registry()
    registry = SceneRegistry()

    def table(app: App, **kwargs: Any) -> Scene:
        kwargs.setdefault("opponent", PassiveOpponent())
        kwargs.setdefault("seed", 1)
        kwargs.setdefault("deal_orders", lambda n: stacked_order(rules, STRONG, WEAK, n))
        scene = TableScene(app, **kwargs)
        scene.live_clock = False
        return scene

    for name in standard.names():
        if name == SceneName.TABLE:
            registry.register(name, table)
        else:
            registry.register(name, lambda app, _name=name, **kw: standard.build(app, _name, **kw))
    app = App((1280, 720), Settings(animation_speed="instant"), clock=FixedClock(16),
              registry=registry, pinned={"draw": rules},
              records=Shelf(tmp_path, staged_ok=True) if records else None)
    book = BankBook(tmp_path / "bank.json")
    book.bank.money = money
    bank_ui.use_bank(app, book)
    app.push(TitleScene(app))
    driver = Driver(app)
    driver.settle()
    return driver, book


def aggressive(d: Driver) -> None:
    if d.has_button("next_deal"):
        d.key(pygame.K_RETURN)
    elif d.has_button("bet"):
        for _ in range(12):
            d.key(pygame.K_UP)
        d.click_button("bet")
    elif d.has_button("call"):
        d.key(pygame.K_c)
    elif d.has_button("draw"):
        d.key(pygame.K_d)


def test_a_new_match_takes_its_buy_in_and_the_end_pays_the_stack_back(tmp_path: Path) -> None:
    rules = Rules(starting_money=20, pawn_loan=20, buyback_at=1000, forfeit_items=2)
    d, book = title(tmp_path, rules)
    d.click_button("new_match")
    d.pick_opponent()
    m = d.table.control.match
    bank = book.bank
    assert bank.money == 480 and bank.table is not None and bank.table.buy_in == 20
    d.play_until(lambda: m.phase is Phase.MATCH_OVER, aggressive)
    assert m.winner == 0
    stack = m.stacks[0]
    assert bank.table is None and bank.money == 480 + stack and stack > 20
    assert BankBook(tmp_path / "bank.json").bank.money == 480 + stack  # on disk at once
    d.click_button("match_result")
    assert isinstance(d.scene, GameOverScene)
    d.key(pygame.K_n)  # the next match pays its buy-in too (after choosing her again)
    d.pick_opponent()
    assert isinstance(d.scene, TableScene) and bank.money == 460 + stack
    assert (bank.story.buy_ins, bank.story.cash_outs) == (2, 1)


def test_the_title_shows_the_bank_and_the_money_at_the_table(tmp_path: Path) -> None:
    d, book = title(tmp_path, Rules(starting_money=100), records=True)
    assert bank_ui.title_lines(d.app) == ["Bank $500"]
    d.click_button("new_match")
    d.pick_opponent()
    d.settle()
    d.key(pygame.K_ESCAPE)
    d.click_button("quit_to_title")
    assert book.bank.table is not None
    lines = bank_ui.title_lines(d.app)
    assert lines == ["Bank $400", f"at the table ${book.bank.table.stack}"]


def test_broke_at_a_buy_in_the_pawnshop_is_asked_until_it_can_pay(tmp_path: Path) -> None:
    d, book = title(tmp_path, Rules(starting_money=200), money=50)
    d.click_button("new_match")
    d.pick_opponent()
    question = d.scene
    assert isinstance(question, BankQuestionScene) and "$200" in question.question()
    d.key(pygame.K_ESCAPE)  # not now: nothing moves, she is still to be chosen
    assert isinstance(d.scene, ChooseOpponentScene) and book.bank.money == 50
    d.pick_opponent()
    d.key(pygame.K_p)  # the jacket: $150, still short of $200
    question = d.scene
    assert isinstance(question, BankQuestionScene) and "lost for good" in question.question()
    d.click_button("confirm")  # the watch: the jacket is lost
    assert isinstance(d.scene, TableScene)
    bank = book.bank
    assert bank.states[:3] == [ItemState.LOST, ItemState.PAWNED, ItemState.WORN]
    assert bank.money == 50 + 100 + 150 - 200 and bank.table is not None
    assert (bank.story.pawned, bank.story.lost) == (2, 1)


def play_a_deal_and_quit(d: Driver) -> None:
    d.click_button("new_match")
    d.pick_opponent()
    d.play_until(lambda: d.table.control.match.phase is Phase.BETWEEN_DEALS, aggressive)
    d.key(pygame.K_ESCAPE)
    d.click_button("quit_to_title")
    assert isinstance(d.scene, TitleScene) and d.has_button("continue")


def test_a_match_given_up_pays_back_its_saved_stack(tmp_path: Path) -> None:
    d, book = title(tmp_path, Rules(starting_money=100), records=True)
    play_a_deal_and_quit(d)
    bank = book.bank
    assert bank.table is not None
    stack = bank_ui.saved_stack(d.app, d.app.records.draw)
    assert stack is not None and stack != 100  # the deal moved money
    d.key(pygame.K_n)
    d.click_button("confirm")
    d.pick_opponent()
    assert isinstance(d.scene, TableScene)
    assert bank.money == 400 + stack - 100 and bank.story.cash_outs == 1


def test_a_buy_in_whose_save_is_gone_pays_back_the_stack_last_seen(tmp_path: Path) -> None:
    d, book = title(tmp_path, Rules(starting_money=100), records=True)
    play_a_deal_and_quit(d)
    bank = book.bank
    assert bank.table is not None
    seen = bank.table.stack
    (tmp_path / "match.json").unlink()
    d.click_button("settings")
    d.key(pygame.K_ESCAPE)  # the title is built again: no match to continue
    assert isinstance(d.scene, TitleScene) and not d.has_button("continue")
    assert bank.table is None and bank.money == 400 + seen


def test_a_match_saved_before_the_shared_bank_is_played_for_nothing(tmp_path: Path) -> None:
    """No buy-in was taken for it, so its end pays nothing: money is never made."""
    rules = Rules(starting_money=20, pawn_loan=20, buyback_at=1000, forfeit_items=2)
    d, book = title(tmp_path, rules)
    d.app.go(SceneName.TABLE)  # as CONTINUE opens an old save: no buy-in
    m = d.table.control.match
    d.play_until(lambda: m.phase is Phase.MATCH_OVER, aggressive)
    assert m.winner == 0 and m.stacks[0] > 0
    assert book.bank.money == 500 and book.bank.story.cash_outs == 0


@pytest.mark.parametrize("key", [pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE])
def test_no_default_key_pawns_anything(tmp_path: Path, key: int) -> None:
    """Issue 23: with the bank at $0, four Enter presses through the pawnshop's questions
    pawned four items and lost three for good. Enter, Space (and Esc) now always mean no."""
    d, book = title(tmp_path, Rules(starting_money=200), money=0)
    before = book.bank.to_dict()
    d.click_button("new_match")
    for _ in range(4):
        d.pick_opponent()
        question = d.scene
        assert isinstance(question, BankQuestionScene)
        assert d.button("cancel").kind == "primary"  # the default is no
        d.key(key)
        assert isinstance(d.scene, ChooseOpponentScene)
    assert book.bank.to_dict() == before
    assert BankBook(tmp_path / "bank.json").bank.states == book.bank.states


def test_the_letter_pawns_and_the_question_says_what_is_lost_for_good(tmp_path: Path) -> None:
    d, book = title(tmp_path, Rules(starting_money=200), money=0)
    d.click_button("new_match")
    d.pick_opponent()
    assert "lost for good" not in d.scene.question()  # nothing at the pawnshop yet
    assert d.button("confirm").label == "PAWN"
    d.key(pygame.K_p)  # the jacket, $100: still short
    question = d.scene
    assert isinstance(question, BankQuestionScene)
    assert "lost for good" in question.question() and "jacket" in question.question()
    d.key(pygame.K_RETURN)  # no: the jacket stays at the pawnshop, nothing is lost
    assert book.bank.states[:2] == [ItemState.PAWNED, ItemState.WORN]
    assert book.bank.story.lost == 0
