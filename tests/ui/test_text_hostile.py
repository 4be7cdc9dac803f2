"""Text from hand-edited files reaches the screen: a hold'em seat name of zero-width characters
(U+202E) was a pygame.error on every frame of the table, so CONTINUE crashed the game (QA4);
a NUL or a lone surrogate was a ValueError or UnicodeEncodeError (the hold'em save now refuses
those in its seating: tests/storage/test_holdem_header_and_save_texts.py)."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest
from ui_driver import Driver, make_app

from drawpoker.engine.holdem import HoldemGame, HoldemRules
from drawpoker.storage.holdem.saves import HoldemSlot
from drawpoker.storage.shelf import Shelf
from drawpoker.ui import text
from drawpoker.ui.holdem.scene import HoldemTableScene
from drawpoker.ui.scene import SceneName

HOSTILE = ["\u202e", "\u200b" * 3, "\x00", "a\x00b", "\ud800", "ab\u202ecd", ""]


@pytest.mark.parametrize("value", HOSTILE)
@pytest.mark.parametrize("bold", [False, True, text.DISPLAY])
def test_any_string_renders_and_measures(value: str, bold: text.Weight) -> None:
    pygame.font.init()
    surface = text.render(value, 20, (255, 255, 255), bold)
    assert surface.get_height() > 0
    assert text.measure(value, 20, bold)[0] == surface.get_width()




def test_a_saved_seat_name_of_invisible_characters_does_not_crash_the_table(
        tmp_path: Path) -> None:
    game = HoldemGame(HoldemRules(players=3), seed=3)
    game.start_hand()
    seating = {"names": ["", "\u202e" * 64, "\x00\u200b"], "themes": ["", "wardrobe", "party"],
               "level": "easy"}
    assert HoldemSlot(tmp_path).save(game, seating)
    assert json.loads((tmp_path / "holdem.json").read_text())["seating"] == seating
    app = make_app(speed="instant")
    app.records = Shelf(tmp_path)
    app.go(SceneName.TITLE)
    driver = Driver(app)
    driver.settle()
    driver.click_button("holdem")
    driver.step()
    driver.click_button("continue")
    driver.settle()
    assert isinstance(driver.scene, HoldemTableScene)
    assert driver.scene.control.seating.names == tuple(seating["names"])
    driver.step(3)
    app.draw()
