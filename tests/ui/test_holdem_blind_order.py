"""The casino order of the blinds, as an option of the hold'em setup (issue 23: the seed's order,
big blind to the dealer's left and the small blind first, surprised a player who knows casino
tables). The seed's stays the default; saves, histories and verify carry either."""

from __future__ import annotations

from pathlib import Path

import pygame
from ui_driver import Driver

from drawpoker import settings
from drawpoker.engine.holdem import Call, Check, HoldemActionKind, HoldemGame, Street
from drawpoker.engine.holdem.data import game_from_dict, game_to_dict
from drawpoker.engine.holdem.stakes import DEFAULT, is_offered, rules_for
from drawpoker.i18n import t
from drawpoker.settings import Settings
from drawpoker.storage.holdem.records import HoldemRecords
from drawpoker.storage.verify import verify_file
from drawpoker.ui.app import App, FixedClock
from drawpoker.ui.holdem.help import HoldemHelpScene
from drawpoker.ui.holdem.scene import HoldemTableScene
from drawpoker.ui.holdem.setup import HoldemSetupScene
from drawpoker.ui.scene import SceneName


def test_the_casino_order_seats_the_blinds_and_who_speaks_first() -> None:
    seed_order = HoldemGame(rules_for(6, DEFAULT), seed=1)
    seed_order.start_hand()
    casino = HoldemGame(rules_for(6, DEFAULT, casino_blinds=True), seed=1)
    casino.start_hand()
    dealer = seed_order.dealer
    assert casino.dealer == dealer
    left, next_left = (dealer + 1) % 6, (dealer + 2) % 6
    assert (seed_order.big_blind_seat, seed_order.small_blind_seat) == (left, next_left)
    assert seed_order.to_act == next_left  # the seed: the small blind speaks first
    assert (casino.small_blind_seat, casino.big_blind_seat) == (left, next_left)
    assert casino.to_act == (dealer + 3) % 6  # the player after the big blind


def test_heads_up_in_the_casino_order_the_dealer_posts_the_small_blind_and_acts_first() -> None:
    game = HoldemGame(rules_for(2, DEFAULT, casino_blinds=True), seed=4)
    game.start_hand()
    assert game.small_blind_seat == game.dealer and game.to_act == game.dealer
    while game.street is Street.PREFLOP and game.to_act is not None:
        kinds = {legal.kind for legal in game.legal_actions()}
        game.act(Call() if HoldemActionKind.CALL in kinds else Check())
    if game.street.is_betting:
        assert game.to_act == game.big_blind_seat  # after the flop the big blind speaks first


def test_a_casino_game_saves_loads_and_is_offered_and_the_seed_s_files_stay_as_they_were() -> None:
    casino = rules_for(3, DEFAULT, casino_blinds=True)
    assert is_offered(casino) and is_offered(rules_for(3, DEFAULT))
    game = HoldemGame(casino, seed=2)
    game.start_hand()
    data = game_to_dict(game)
    assert data["rules"]["casino_blinds"] is True
    assert game_from_dict(data).rules == casino
    plain = game_to_dict(HoldemGame(rules_for(3, DEFAULT), seed=2))
    assert "casino_blinds" not in plain["rules"]  # files of the seed's order read as before


def test_the_setup_offers_the_order_remembers_it_and_verify_checks_such_a_game(
        tmp_path: Path) -> None:
    app = App((1280, 720), Settings(animation_speed="instant"), clock=FixedClock(16))
    app.go(SceneName.TITLE)
    setup = app.go(SceneName.HOLDEM_SETUP, records=HoldemRecords(tmp_path))
    assert isinstance(setup, HoldemSetupScene)
    driver = Driver(app)
    driver.settle()
    assert driver.button("order_seed").kind == "primary"  # the seed's order by default
    driver.key(pygame.K_o)
    assert setup.casino and driver.button("order_casino").kind == "primary"
    assert settings.load().settings.holdem_casino_blinds is True
    driver.key(pygame.K_RETURN)
    driver.settle()
    table = driver.scene
    assert isinstance(table, HoldemTableScene) and table.control.game.rules.casino_blinds
    for _ in range(80):
        if table.control.game.hand_number >= 2:
            break
        driver.key(pygame.K_c if table.control.game.street.is_betting else pygame.K_RETURN)
        driver.settle()
    path = next((tmp_path / "history").glob("holdem-*.jsonl"))
    report = verify_file(path)
    assert report.ok and report.deals_checked >= 1


def _rules_text(scene: object) -> str:
    assert isinstance(scene, HoldemHelpScene)
    return scene.section_text("blinds")


def test_the_rules_page_says_which_order_is_in_force_at_this_table(tmp_path: Path) -> None:
    """Opened with F1 or from the pause menu, the page names the table's order, not the
    setting's: a table of the seed's order keeps saying so after the setup chose casino."""
    app = App((1024, 600), Settings(animation_speed="instant"), clock=FixedClock(16))
    app.go(SceneName.TITLE)
    app.go(SceneName.HOLDEM_SETUP, records=HoldemRecords(tmp_path))
    driver = Driver(app)
    driver.settle()
    driver.key(pygame.K_o)
    driver.key(pygame.K_RETURN)
    driver.settle()
    driver.key(pygame.K_F1)
    casino_line = t("holdem.help.in_force.casino")
    assert casino_line in _rules_text(driver.scene)
    assert t("holdem.help.in_force.seed") not in _rules_text(driver.scene)
    driver.key(pygame.K_ESCAPE)
    driver.key(pygame.K_ESCAPE)  # the pause menu
    driver.settle()
    driver.click_button("help")
    assert casino_line in _rules_text(driver.scene)

    seed_table = App((1024, 600), Settings(animation_speed="instant", holdem_casino_blinds=True),
                     clock=FixedClock(16))
    seed_table.go(SceneName.TITLE)
    seed_table.go(SceneName.HOLDEM_TABLE, opponents=2, seed=3,
                  records=HoldemRecords(tmp_path / "other"))
    driver = Driver(seed_table)
    driver.settle()
    driver.key(pygame.K_F1)
    assert t("holdem.help.in_force.seed") in _rules_text(driver.scene)
