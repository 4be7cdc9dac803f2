"""Canfield: a new deal with a code (issue 35). PLAY A CODE (K) at the table takes a Canfield
code on the code page and lays out that deal from its seed, for no money: the bank takes no
stake, pays no card, charges no pass; the book saves the game as free (the bank holding no
stake for it, which is how the two agree on loading) and counts its result apart. Real keys on
the real scenes, the book and the bank in a private folder."""

from __future__ import annotations

import itertools
import json
from pathlib import Path

import pygame
import pytest
from test_play_a_code import type_text
from text_recorder import recording
from ui_driver import Driver, make_app

from drawpoker.engine.canfield import DEAL, REDEAL, STAKE, Canfield
from drawpoker.engine.core.deal_code import DealCode
from drawpoker.storage.bank import BankBook
from drawpoker.storage.canfield.book import CanfieldBook
from drawpoker.ui.canfield.scene import CanfieldScene
from drawpoker.ui.code_entry import CodeEntryScene
from drawpoker.ui.confirm import ConfirmScene
from drawpoker.ui.menus import TitleScene

CODE_SEED = 424242


def open_scene(folder: Path) -> tuple[Driver, CanfieldScene]:
    app = make_app(size=(1280, 720))
    app.push(TitleScene(app))
    book = CanfieldBook(folder / "canfield.json", BankBook(folder / "bank.json"))
    book.load()
    scene = CanfieldScene(app, book, itertools.count(9))
    app.push(scene)
    driver = Driver(app)
    driver.settle()
    return driver, scene


def play_code(driver: Driver, scene: CanfieldScene, code: DealCode) -> None:
    driver.key(pygame.K_k)
    if isinstance(driver.scene, ConfirmScene):  # a game in progress is given up after a yes
        driver.key(pygame.K_RETURN)
    page = driver.scene
    assert isinstance(page, CodeEntryScene) and page.game == "canfield"
    type_text(driver, str(code))
    driver.key(pygame.K_RETURN)
    driver.settle()
    assert driver.scene is scene


def test_a_code_deals_its_cards_for_no_money_and_counts_apart(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    driver, scene = open_scene(tmp_path)
    book = scene.control.book
    assert scene.control.game is not None and scene.control.game.move_stack == []
    code = DealCode("canfield", 52, CODE_SEED)
    play_code(driver, scene, code)  # no move made yet: no question (the paid deal counts)
    game = scene.control.game
    assert game is not None and book.free and scene.control.coded
    assert game.seed == CODE_SEED
    fresh = Canfield.deal(CODE_SEED)
    assert game.reserve == fresh.reserve and game.stock == fresh.stock \
        and game.tableau == fresh.tableau
    paid_before = book.stats.games
    after_deal = book.bank
    assert not book.purse.bank.canfield_open  # no stake for a code's game
    with recording(monkeypatch) as recorder:
        recorder.clear()
        recorder.draw_app(driver.app)
        assert any(str(code) in d.text and "no money" in d.text for d in recorder.drawn)
    # Deal through the stock and pass it: no card pays, no pass is charged.
    for _ in range(40):
        move = DEAL if game.stock else REDEAL
        if move not in game.legal_moves():
            break
        driver.key(pygame.K_SPACE)
        driver.settle()
        if scene.control.result is not None:
            break
    assert book.bank == after_deal
    assert BankBook(tmp_path / "bank.json").bank.money == after_deal
    # Saved as free; loaded again, the bank and the file agree on it.
    saved = json.loads((tmp_path / "canfield.json").read_text())
    if scene.control.game is not None:
        assert saved["free"] is True
        again = CanfieldBook(tmp_path / "canfield.json", BankBook(tmp_path / "bank.json"))
        again.load()
        assert again.free and again.game is not None and again.mismatch is None
    # Given up for a new (paid) deal: it counts apart, the player's own statistics untouched.
    scene.new_deal()
    assert book.stats.games == paid_before
    assert book.free_stats.games == 1 and not book.free
    new = scene.control.game
    assert new is not None and book.purse.bank.canfield_open
    assert book.bank == after_deal - STAKE + new.card_pay  # the paid deal pays as ever


def test_a_game_in_progress_is_given_up_only_after_a_yes(tmp_path: Path) -> None:
    driver, scene = open_scene(tmp_path)
    driver.key(pygame.K_SPACE)  # a move: the game is under way
    driver.settle()
    before = scene.control.game
    driver.key(pygame.K_k)
    assert isinstance(driver.scene, ConfirmScene)
    driver.key(pygame.K_ESCAPE)
    assert driver.scene is scene and scene.control.game is before and not scene.control.book.free
    play_code(driver, scene, DealCode("canfield", 52, CODE_SEED))
    book = scene.control.book
    assert book.free and book.stats.games == 1  # the given-up one counted


def test_a_wrong_or_other_games_code_is_refused(tmp_path: Path) -> None:
    driver, scene = open_scene(tmp_path)
    driver.key(pygame.K_k)
    page = driver.scene
    assert isinstance(page, CodeEntryScene)
    type_text(driver, str(DealCode("draw", 52, CODE_SEED)))
    driver.key(pygame.K_RETURN)
    assert driver.scene is page and "Canfield" in page.error
    assert not scene.control.book.free


def test_the_book_keeps_a_free_game_apart_and_refuses_a_broken_one(tmp_path: Path) -> None:
    bank = BankBook(tmp_path / "bank.json")
    book = CanfieldBook(tmp_path / "canfield.json", bank)
    book.load()
    money = book.bank
    book.start(CODE_SEED, free=True)
    book.save()
    assert book.bank == money and not bank.bank.canfield_open
    # A stake the bank holds beside a free game (a crash between the two writes) goes back.
    bank.bank.stake_canfield(STAKE, 5)
    bank.save()
    again = CanfieldBook(tmp_path / "canfield.json", BankBook(tmp_path / "bank.json"))
    again.load()
    assert again.free and again.game is not None and again.mismatch == ("undone", money)
    assert again.bank == money
    again.finish()
    again.save()
    data = json.loads((tmp_path / "canfield.json").read_text())
    assert "free" not in data and data["free_stats"]["games"] == 1 and data["stats"]["games"] == 0
    for broken in ({"free": "yes"}, {"free": True, "game": None},
                   {"free_stats": {"games": 1, "won": 2}}):
        path = tmp_path / "bad" / "canfield.json"
        path.parent.mkdir(exist_ok=True)
        path.write_text(json.dumps({**data, **broken}))
        refused = CanfieldBook(path, BankBook(tmp_path / "bad" / "bank.json"))
        refused.load()
        assert refused.problem is not None and refused.game is None
