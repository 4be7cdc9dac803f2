"""Switching language in the settings scene changes everything on screen, at once.

A match is started from the title in English; from the pause menu the player opens the
settings and picks another language with the keyboard; the test then reads what the scenes
actually draw (text_recorder) on the table (the action buttons and her speech bubble), in the
help and on the title, and compares it with that language's texts.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from text_recorder import Recorder, recording
from ui_driver import Driver, make_app

from drawpoker import i18n, paths
from drawpoker.i18n import Translator, available_languages
from drawpoker.ui.draw.help_scene import HelpScene
from drawpoker.ui.draw.scene import TableScene
from drawpoker.ui.menus import PauseScene, TitleScene
from drawpoker.ui.settings import SettingsScene

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from pseudo_lang import CODE as PSEUDO
from pseudo_lang import write_pseudo_language

TARGETS = [PSEUDO, *(code for code in available_languages() if code != "en")]


@pytest.fixture
def target(request: pytest.FixtureRequest, tmp_path: Path,
           monkeypatch: pytest.MonkeyPatch) -> Iterator[tuple[str, Translator]]:
    """The language to switch to, and a translator of it to read the expected texts."""
    code: str = request.param
    folder: Path | None = None
    if code == PSEUDO:
        folder = write_pseudo_language(tmp_path / "lang")
        monkeypatch.setattr(paths, "lang_dir", lambda: folder)
    monkeypatch.setattr(i18n, "_current", Translator("en", folder))
    yield code, Translator(code, folder)


def _drawn(recorder: Recorder, driver: Driver) -> tuple[list[str], str]:
    """Texts of one fresh frame: every text, and the wrapped lines joined up."""
    recorder.clear()
    recorder.draw_app(driver.app)
    lines = " ".join(d.text for d in recorder.drawn if d.kind == "line")
    return recorder.texts(), lines


def _button_keys(table: TableScene) -> list[str]:
    return [button.label_key for button in table.buttons if button.rect.width > 0]


@pytest.mark.parametrize("target", TARGETS, indirect=True)
def test_switching_language_changes_every_scene(target: tuple[str, Translator],
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    code, theirs = target
    english = Translator("en")
    app = make_app()
    app.push(TitleScene(app))
    driver = Driver(app)
    driver.step()
    driver.click_button("new_match")
    driver.pick_opponent()
    driver.settle()
    table = driver.table
    assert table.board.speech is not None, "she greets the player at the start"
    speech = table.board.speech
    keys = _button_keys(table)
    assert "draw.table.button.bet" in keys

    with recording(monkeypatch) as recorder:
        texts, lines = _drawn(recorder, driver)
        for key in keys:
            assert english.get(key) in texts
        said_in_english = speech.text()  # her own words (the roster's), in English
        assert said_in_english in lines

        # Esc, SETTINGS, then the language row with the keyboard.
        driver.key(pygame.K_ESCAPE)
        driver.click_button("settings")
        settings = driver.scene
        assert isinstance(settings, SettingsScene)
        settings.focus = [row.name for row in settings.rows].index("language")
        for _ in range(len(settings.languages)):
            if app.translator.code == code:
                break
            driver.key(pygame.K_RIGHT)
        assert app.translator.code == code
        texts, _ = _drawn(recorder, driver)
        assert theirs.get("settings.title") in texts
        assert theirs.get("language.name") in texts

        # Back to the table: its buttons and her line are in the new language.
        driver.key(pygame.K_ESCAPE)
        assert isinstance(driver.scene, PauseScene)
        driver.key(pygame.K_ESCAPE)
        assert driver.scene is table
        driver.step()
        texts, lines = _drawn(recorder, driver)
        for key in keys:
            assert theirs.get(key) in texts, key
        # Her line too: the roster's words in her language (it has no pseudo-language: its
        # lines stay English there).
        assert speech.text() in lines
        if code != PSEUDO:
            assert speech.text() != said_in_english
        if code == PSEUDO:  # every text differs from English: none may be left over
            for key in keys:
                assert english.get(key) not in texts, key

        # The help (its page is drawn once, when it opens, then only scrolled).
        recorder.clear()
        app.push(HelpScene(app))
        driver.step()
        texts = recorder.texts()
        lines = " ".join(d.text for d in recorder.drawn if d.kind == "line")
        assert theirs.get("help.title") in texts
        assert theirs.get("help.section.aim") in texts
        assert theirs.get("help.in_play") in lines
        driver.key(pygame.K_ESCAPE)

        # And the title.
        driver.key(pygame.K_ESCAPE)
        driver.click_button("quit_to_title")
        assert isinstance(driver.scene, TitleScene)
        texts, _ = _drawn(recorder, driver)
        assert theirs.get("title.new_match") in texts
        assert theirs.get("app.title") in texts
        if code == PSEUDO:
            assert english.get("title.new_match") not in texts

    # The choice is stored for the next start.
    from drawpoker.settings import load

    assert load().settings.language == code
