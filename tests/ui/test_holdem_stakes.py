"""The player chooses the hold'em stakes (issue 23: the buy-in was always $500, the whole
starting bank): four buy-ins with their blinds, from engine/holdem/stakes.yaml, remembered in
the settings; the game, its save and its history carry them, and verify and the save loader
accept exactly those."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest
from ui_driver import Driver

from drawpoker import settings
from drawpoker.engine.holdem import HoldemGame, HoldemRules
from drawpoker.engine.holdem.data import game_from_dict, game_to_dict
from drawpoker.engine.holdem.stakes import STAKES, is_offered, rules_for
from drawpoker.settings import Settings
from drawpoker.storage.bank import BankBook
from drawpoker.storage.holdem.records import HoldemRecords
from drawpoker.storage.holdem.saves import HoldemSlot
from drawpoker.storage.verify import EXIT_OK, EXIT_PROBLEM, main, verify_file
from drawpoker.ui import bank_ui
from drawpoker.ui.app import App, FixedClock
from drawpoker.ui.holdem.scene import HoldemTableScene
from drawpoker.ui.holdem.setup import HoldemSetupScene
from drawpoker.ui.scene import SceneName


def open_setup(folder: Path, money: int = 500) -> tuple[Driver, HoldemSetupScene, BankBook]:
    app = App((1280, 720), Settings(animation_speed="instant"), clock=FixedClock(16))
    book = BankBook(folder / "bank.json")
    book.bank.money = money
    bank_ui.use_bank(app, book)
    app.go(SceneName.TITLE)
    setup = app.go(SceneName.HOLDEM_SETUP, records=HoldemRecords(folder))
    assert isinstance(setup, HoldemSetupScene)
    driver = Driver(app)
    driver.settle()
    return driver, setup, book


def test_the_setup_offers_the_stakes_and_the_game_is_played_for_the_chosen_one(
        tmp_path: Path) -> None:
    driver, setup, book = open_setup(tmp_path)
    assert [b.name for b in setup.stake_buttons] == [f"stake_{s.buy_in}" for s in STAKES]
    assert setup.stakes.buy_in == 500 and driver.button("stake_500").kind == "primary"
    driver.key(pygame.K_LEFT)
    driver.key(pygame.K_LEFT)  # $500 -> $200 -> $100
    assert setup.stakes.buy_in == 100 and setup.buy_in == 100
    assert driver.button("stake_100").sublabel == "$1/$2"
    driver.key(pygame.K_RETURN)  # NEW GAME
    driver.settle()
    table = driver.scene
    assert isinstance(table, HoldemTableScene)
    assert table.control.game.rules == rules_for(4, STAKES[0])
    assert table.control.game.big_blind == 2 and book.bank.money == 400
    assert settings.load().settings.holdem_buy_in == 100  # offered first next time


def test_a_bank_short_of_the_last_stakes_offers_the_largest_it_can_pay(tmp_path: Path) -> None:
    _, setup, _ = open_setup(tmp_path, money=250)
    assert setup.stakes.buy_in == 200
    _, setup, _ = open_setup(tmp_path, money=0)  # nothing: the smallest, and the pawnshop asks
    assert setup.stakes.buy_in == 100


def test_the_mouse_chooses_too(tmp_path: Path) -> None:
    driver, setup, _ = open_setup(tmp_path)
    driver.click(driver.button("stake_1000").rect.center)
    assert setup.stakes.buy_in == 1000 and setup.buy_in == 1000


@pytest.mark.parametrize("stake", STAKES)
def test_a_game_at_any_offered_stake_saves_and_loads(stake: object, tmp_path: Path) -> None:
    game = HoldemGame(rules_for(3, stake), seed=5)  # type: ignore[arg-type]
    game.start_hand()
    slot = HoldemSlot(tmp_path)
    assert slot.save(game, {"names": ["", "Ada", "Elsa"], "themes": ["", "", ""],
                            "level": "easy"})
    loaded = slot.load()
    assert loaded is not None and game_to_dict(loaded.game) == game_to_dict(game)


def test_stakes_the_game_does_not_offer_are_refused(tmp_path: Path) -> None:
    odd = HoldemRules(players=3, starting_money=300, big_blind=6)
    assert not is_offered(odd) and is_offered(rules_for(3, STAKES[1]))
    game = HoldemGame(odd, seed=5)
    game.start_hand()
    data = game_to_dict(game)
    assert game_from_dict(data).rules == odd  # the engine plays any rules...
    slot = HoldemSlot(tmp_path)
    slot.path.write_text(json.dumps({"game": "drawpoker-holdem", "version": 1, "holdem": data,
                                     "seating": {"names": ["", "Ada", "Elsa"],
                                                 "themes": ["", "", ""], "level": "easy"}}))
    assert slot.load() is None  # ...but no save of the game's holds them


def test_verify_accepts_a_history_at_small_stakes_and_refuses_other_ones(tmp_path: Path) -> None:
    driver, _, _ = open_setup(tmp_path)
    driver.key(pygame.K_LEFT)
    driver.key(pygame.K_RETURN)
    driver.settle()
    for _ in range(60):
        scene = driver.scene
        assert isinstance(scene, HoldemTableScene)
        if scene.control.game.hand_number >= 2:
            break
        driver.key(pygame.K_c if scene.control.game.street.is_betting else pygame.K_RETURN)
        driver.settle()
    path = next((tmp_path / "history").glob("holdem-*.jsonl"))
    report = verify_file(path)
    assert report.ok and report.deals_checked >= 1
    lines = path.read_text(encoding="utf-8").splitlines()
    header = json.loads(lines[0])
    assert header["rules"]["starting_money"] == 200
    header["rules"]["starting_money"], header["rules"]["big_blind"] = 300, 6
    forged = tmp_path / "forged.jsonl"
    forged.write_text("\n".join([json.dumps(header), *lines[1:]]) + "\n", encoding="utf-8")
    assert main([str(forged)]) == EXIT_PROBLEM
    assert main([str(path)]) == EXIT_OK
