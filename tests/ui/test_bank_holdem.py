"""The shared bank at the hold'em table, through the real loop with posted events: the buy-in
of NEW GAME, the pawnshop when the bank cannot pay it (CANCEL changes nothing), the stack noted
after every action, paid back on leaving, when a saved game is given up, and when its save is
gone; the title's "at the table" line counts the draw match and the hold'em game together."""

from __future__ import annotations

from pathlib import Path

import pygame
from ui_driver import Driver, make_app, shelf_with_saved_match

from drawpoker.bank import DRAW, HOLDEM, ItemState
from drawpoker.engine.holdem import Street
from drawpoker.storage.bank import BankBook
from drawpoker.storage.holdem.saves import HoldemSlot
from drawpoker.storage.holdem.stats import HoldemStatsBook
from drawpoker.storage.shelf import Shelf
from drawpoker.ui import bank_ui
from drawpoker.ui.bank_dialog import BankQuestionScene
from drawpoker.ui.holdem.scene import HoldemTableScene
from drawpoker.ui.holdem.setup import HoldemSetupScene
from drawpoker.ui.menus import TitleScene
from drawpoker.ui.scene import SceneName

BUY_IN = 500  # the hold'em rules' starting money




def session(tmp_path: Path, money: int | None = None,
            draw_saved: bool = False) -> tuple[Driver, BankBook]:
    """A new session at the title: the bank (and the hold'em save) in ``tmp_path``."""
    app = make_app(speed="instant")
    app.records = shelf_with_saved_match(tmp_path) if draw_saved else Shelf(tmp_path)
    book = BankBook(tmp_path / "bank.json")
    if money is not None:
        book.bank.money = money
        book.bank.story.most = max(book.bank.story.most, money)  # as if it had been won
        book.save()
    bank_ui.use_bank(app, book)
    app.go(SceneName.TITLE)
    driver = Driver(app)
    driver.settle()
    return driver, book


def to_setup(driver: Driver) -> HoldemSetupScene:
    driver.click_button("holdem")
    driver.step()
    assert isinstance(driver.scene, HoldemSetupScene)
    return driver.scene


def table(driver: Driver) -> HoldemTableScene:
    scene = driver.scene
    assert isinstance(scene, HoldemTableScene), f"expected the hold'em table, got {scene!r}"
    return scene


def play_to_between_hands(driver: Driver, scene: HoldemTableScene) -> None:
    for _ in range(80):
        driver.settle()
        street = scene.control.game.street
        if street is not Street.PREFLOP and not street.is_betting:
            return
        driver.key(pygame.K_c)  # check or call
    raise AssertionError("the hand never ended")


def test_new_game_takes_the_buy_in_and_the_stack_is_noted(tmp_path: Path) -> None:
    driver, book = session(tmp_path, money=700)
    bank = book.bank
    to_setup(driver)
    driver.click_button("start")
    driver.settle()
    scene = table(driver)
    assert bank.money == 200 and bank.tables[HOLDEM].buy_in == BUY_IN
    play_to_between_hands(driver, scene)
    stack = scene.control.game.stacks[0]
    assert bank.tables[HOLDEM].stack == stack
    assert BankBook(tmp_path / "bank.json").bank.tables[HOLDEM].stack == stack  # on disk
    assert bank.money == 200  # the hand moves the stack at the table, not the bank


def test_the_title_counts_both_tables(tmp_path: Path) -> None:
    driver, book = session(tmp_path, money=800, draw_saved=True)
    book.bank.buy_in(100, DRAW)
    del book.bank.tickets[DRAW]  # the saved match has no buy-in id: both from before ids
    book.bank.track(130, DRAW)
    to_setup(driver)
    driver.click_button("start")
    driver.settle()
    scene = table(driver)
    held = book.bank.tables[HOLDEM].stack
    assert held == scene.control.game.stacks[0]
    driver.key(pygame.K_ESCAPE)  # the pause menu
    driver.app.reset_to(driver.app.build(SceneName.TITLE))
    driver.settle()
    assert isinstance(driver.scene, TitleScene)
    assert set(book.bank.tables) == {DRAW, HOLDEM}  # both games can still be continued
    assert bank_ui.title_lines(driver.app) == ["Bank $200", f"at the table ${130 + held}"]


def test_broke_at_holdem_the_pawnshop_is_asked_and_cancel_changes_nothing(
        tmp_path: Path) -> None:
    driver, book = session(tmp_path, money=400)
    bank = book.bank
    setup = to_setup(driver)
    assert setup.buy_in == 200  # the largest stakes the bank can pay are offered first...
    driver.click_button("stake_500")  # ...and the player asks for more
    before = bank.to_dict()
    driver.click_button("start")
    assert isinstance(driver.scene, BankQuestionScene)
    assert "$400" in driver.scene.question() and "$500" in driver.scene.question()
    driver.key(pygame.K_ESCAPE)  # CANCEL
    assert driver.scene is setup and bank.to_dict() == before
    assert not (tmp_path / "holdem.json").exists()
    driver.click_button("start")
    assert isinstance(driver.scene, BankQuestionScene)
    driver.key(pygame.K_p)  # pawn the jacket for $100: $500, enough
    driver.settle()
    table(driver)
    assert bank.states[0] is ItemState.PAWNED and bank.money == 0
    assert bank.tables[HOLDEM].buy_in == BUY_IN


def test_leaving_the_table_pays_the_stack_back(tmp_path: Path) -> None:
    driver, book = session(tmp_path, money=500)
    bank = book.bank
    to_setup(driver)
    driver.key(pygame.K_RETURN)  # START
    driver.settle()
    scene = table(driver)
    play_to_between_hands(driver, scene)
    stack = scene.control.game.stacks[0]
    driver.key(pygame.K_l)  # LEAVE TABLE asks first
    assert scene.control.game.street is Street.BETWEEN_HANDS and bank.tables
    driver.key(pygame.K_l)  # and L again leaves
    assert scene.control.game.street is Street.MATCH_OVER
    assert bank.tables == {} and bank.money == stack
    assert (bank.story.cash_outs, bank.story.cashed_out) == (1, stack)
    assert not (tmp_path / "holdem.json").exists()
    driver.settle()
    driver.key(pygame.K_RETURN)  # back to the title: nothing is paid twice
    driver.settle()
    assert isinstance(driver.scene, TitleScene) and bank.money == stack


def test_new_game_over_a_saved_game_pays_its_saved_stack_back(tmp_path: Path) -> None:
    # $1,100: a second buy-in is affordable whatever the first hand did
    driver, book = session(tmp_path, money=1100)
    to_setup(driver)
    driver.click_button("start")
    driver.settle()
    play_to_between_hands(driver, table(driver))
    saved = HoldemSlot(tmp_path).load()
    assert saved is not None
    stack = saved.game.stacks[0]
    # Another session: the hold'em page offers CONTINUE; NEW GAME gives the save up.
    driver, book = session(tmp_path)
    assert book.bank.money == 600 and book.bank.tables[HOLDEM].stack == stack
    to_setup(driver)
    assert driver.has_button("continue")
    driver.click_button("start")
    # Giving the saved game up is asked first; Enter cancels and changes nothing.
    assert driver.scene.__class__.__name__ == "ConfirmScene"
    driver.key(pygame.K_RETURN)
    assert driver.has_button("continue") and book.bank.money == 600
    assert HoldemSlot(tmp_path).load() is not None
    driver.click_button("start")
    driver.click_button("confirm")
    driver.settle()
    scene = table(driver)
    assert scene.control.game.hand_number == 1  # a new game
    record = HoldemStatsBook(tmp_path).stats
    assert (record.games_played, record.games_won) == (1, 0)  # the given-up game counts
    assert book.bank.money == 600 + stack - BUY_IN
    assert book.bank.tables[HOLDEM].buy_in == BUY_IN
    assert (book.bank.story.buy_ins, book.bank.story.cashed_out) == (2, stack)


def test_a_buy_in_whose_save_is_gone_pays_back_the_last_stack_seen(tmp_path: Path) -> None:
    driver, book = session(tmp_path, money=500)
    to_setup(driver)
    driver.click_button("start")
    driver.settle()
    scene = table(driver)
    play_to_between_hands(driver, scene)
    seen = book.bank.tables[HOLDEM].stack
    assert seen == scene.control.game.stacks[0]
    (tmp_path / "holdem.json").unlink()
    driver, book = session(tmp_path)  # the title settles it
    assert book.bank.tables == {} and book.bank.money == seen
    assert BankBook(tmp_path / "bank.json").bank.money == seen


def test_a_damaged_save_pays_back_on_the_holdem_page(tmp_path: Path) -> None:
    driver, book = session(tmp_path, money=500)
    to_setup(driver)
    driver.click_button("start")
    driver.settle()
    seen = book.bank.tables[HOLDEM].stack
    (tmp_path / "holdem.json").write_text('{"game": "drawpoker-holdem", "version": 1}')
    driver, book = session(tmp_path)
    assert HOLDEM in book.bank.tables  # the title leaves a save that is there to the page
    driver.click_button("holdem")
    driver.step()
    assert type(driver.scene).__name__ == "MessageScene"  # the refusal, told in a box
    driver.key(pygame.K_RETURN)
    setup = driver.scene
    assert isinstance(setup, HoldemSetupScene)
    assert setup.notices and not driver.has_button("continue")
    assert book.bank.tables == {} and book.bank.money == seen
