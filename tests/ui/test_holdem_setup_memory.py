"""The hold'em setup page offers the count of opponents and the level chosen last time: the
choice is kept in the settings file and read back by a new session."""

from __future__ import annotations

from pathlib import Path

import pygame
from ui_driver import Driver

from drawpoker import settings
from drawpoker.settings import Settings
from drawpoker.storage.holdem.records import HoldemRecords
from drawpoker.ui.app import App, FixedClock
from drawpoker.ui.holdem.setup import HoldemSetupScene
from drawpoker.ui.scene import SceneName


def open_setup(folder: Path, chosen: Settings) -> tuple[Driver, HoldemSetupScene]:
    app = App((1280, 720), chosen, clock=FixedClock(16))
    app.go(SceneName.TITLE)
    setup = app.go(SceneName.HOLDEM_SETUP, records=HoldemRecords(folder))
    assert isinstance(setup, HoldemSetupScene)
    driver = Driver(app)
    driver.settle()
    return driver, setup


def test_the_last_count_and_level_are_offered_again(tmp_path: Path) -> None:
    driver, setup = open_setup(tmp_path, Settings(animation_speed="instant"))
    assert (setup.opponents, setup.level) == (3, "normal")
    driver.key(pygame.K_5)
    driver.key(pygame.K_l)  # normal -> hard (Tab moves the keyboard focus)
    assert setup.level == "hard"
    driver.key(pygame.K_l)  # hard -> easy (the levels wrap around)
    assert (setup.opponents, setup.level) == (5, "easy")
    driver.key(pygame.K_ESCAPE)  # back to the title without playing
    assert driver.app.settings.holdem_opponents == 5
    # A new session: the settings as stored on disk.
    loaded = settings.load()
    assert loaded.problems == ()
    assert (loaded.settings.holdem_opponents, loaded.settings.holdem_level) == (5, "easy")
    driver, again = open_setup(tmp_path, loaded.settings)
    assert (again.opponents, again.level) == (5, "easy")
    assert driver.button("count_5").kind == "primary"
    assert driver.button("level_easy").kind == "primary"
    assert driver.button("count_3").kind == "normal"
    driver.click(driver.button("count_2").rect.center)  # the mouse too
    assert settings.load().settings.holdem_opponents == 2


def test_a_hand_edited_count_out_of_range_falls_back_to_the_default(tmp_path: Path) -> None:
    path = settings.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("version: 1\nholdem_opponents: 9\nholdem_level: easy\n", encoding="utf-8")
    loaded = settings.load()
    assert loaded.settings.holdem_opponents == 3 and loaded.settings.holdem_level == "easy"
    assert loaded.problems and "holdem_opponents" in loaded.problems[0].detail


def test_a_saved_hard_level_opens_at_hard(tmp_path: Path) -> None:
    """Hold'em "hard" (the solved heads-up strategy) is offered: a settings file that chose it
    loads quietly and the page opens with hard chosen."""
    path = settings.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("version: 1\nholdem_opponents: 4\nholdem_level: hard\n", encoding="utf-8")
    loaded = settings.load()
    assert loaded.problems == ()
    assert (loaded.settings.holdem_opponents, loaded.settings.holdem_level) == (4, "hard")
    driver, setup = open_setup(tmp_path, loaded.settings)
    assert (setup.opponents, setup.level) == (4, "hard")
    assert driver.button("level_hard").kind == "primary"
    assert driver.button("level_normal").kind != "primary"


def test_an_unknown_saved_level_opens_at_normal_with_a_message(tmp_path: Path) -> None:
    path = settings.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("version: 1\nholdem_level: brutal\n", encoding="utf-8")
    loaded = settings.load()
    assert loaded.problems and "holdem_level" in loaded.problems[0].detail
    driver, setup = open_setup(tmp_path, loaded.settings)
    assert setup.level == "normal"
    assert setup.levels == ("easy", "normal", "hard")
    assert driver.button("level_normal").kind == "primary"
