"""The title says where the money is: NEW MATCH says the saved stack goes back to the bank, and
a Canfield game in progress (its stake paid) is shown with the bank's lines.

Driven through the real loop with posted events, the bank in a private folder.
"""

from __future__ import annotations

import itertools
from pathlib import Path

import pygame
import pytest
from test_bank_play import title
from ui_driver import Driver, make_app

from drawpoker import i18n
from drawpoker.engine.draw import Rules
from drawpoker.i18n import Translator
from drawpoker.storage.bank import BankBook
from drawpoker.storage.canfield.book import CanfieldBook
from drawpoker.ui import bank_ui
from drawpoker.ui.canfield.scene import CanfieldScene
from drawpoker.ui.confirm import ConfirmScene
from drawpoker.ui.menus import TitleScene

LANGS = ("en", "fr", "pt", "es", "de")


def test_new_match_says_the_saved_stack_goes_back_to_the_bank(tmp_path: Path) -> None:
    d, book = title(tmp_path, Rules(starting_money=100), records=True)
    d.click_button("new_match")
    d.pick_opponent()
    d.settle()
    d.key(pygame.K_ESCAPE)
    d.click_button("quit_to_title")
    table = book.bank.table
    assert table is not None
    d.click_button("new_match")
    question = d.scene
    assert isinstance(question, ConfirmScene)
    assert f"its stack of ${table.stack} goes back to your bank" in question.question
    money = book.bank.money
    d.click_button("confirm")
    assert book.bank.money == money + table.stack and book.bank.table is None


@pytest.mark.parametrize("lang", LANGS)
def test_every_language_says_the_stack_and_the_canfield_stake(lang: str) -> None:
    words = Translator(lang)
    stack = words.get("money", amount=137)
    assert stack in words.get("confirm.new_match_back", stack=stack)
    assert stack in words.get("holdem.confirm.new_game", stack=stack)
    stake = words.get("money", amount=52)
    assert stake in words.get("bank.title_canfield", amount=stake)
    if lang != "en":
        english = Translator("en")
        for key in ("confirm.new_match_back", "bank.title_canfield"):
            assert words.get(key, stack=stack, amount=stake) != english.get(key, stack=stack,
                                                                        amount=stake)


@pytest.mark.parametrize("lang", ["en", "fr", "de"])
def test_the_title_shows_a_canfield_game_in_progress(tmp_path: Path, lang: str,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """Leave a Canfield game for the title: its paid stake is on the title, in every
    language's words, drawn inside the window."""
    from text_recorder import recording

    monkeypatch.setattr(i18n, "_current", Translator(lang))
    app = make_app(language=lang)
    app.settings = app.settings.replace(text_size="large")
    bank_ui.use_bank(app, BankBook(tmp_path / "bank.json"))
    app.push(TitleScene(app))
    d = Driver(app)
    d.settle()
    line = i18n.t("bank.title_canfield", amount=i18n.t("money", amount=52))
    assert line not in bank_ui.title_lines(app)
    book = CanfieldBook(tmp_path / "canfield.json", bank_ui.bank_for(app))
    app.push(CanfieldScene(app, book, itertools.count(9)))
    d.settle()
    d.key(pygame.K_ESCAPE)  # back to the title, the game kept
    assert isinstance(d.scene, TitleScene)
    assert line in bank_ui.title_lines(app)
    with recording(monkeypatch) as recorder:
        recorder.draw_app(app)
    assert line in " ".join(drawn.text for drawn in recorder.drawn)  # maybe on two lines
    assert not recorder.problems(), recorder.problems()
