"""The statistics screen's hold'em page (H or its button): the record the hold'em table keeps,
reachable by key and mouse, fitting in every language at the sizes the game promises."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
import pytest
from text_recorder import recording
from ui_driver import Driver

from drawpoker import i18n, paths
from drawpoker.i18n import Translator, available_languages
from drawpoker.settings import Settings
from drawpoker.storage.holdem.stats import HoldemRecord, HoldemStatsBook
from drawpoker.storage.shelf import Shelf
from drawpoker.ui.app import App, FixedClock
from drawpoker.ui.menus import TitleScene
from drawpoker.ui.stats import StatsScene

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from pseudo_lang import CODE as PSEUDO
from pseudo_lang import write_pseudo_language


def records_app(folder: Path, size: tuple[int, int] = (1280, 720),
                language: str = "en") -> App:
    settings = Settings(animation_speed="instant", language=language)
    return App(size, settings, clock=FixedClock(16), records=Shelf(folder))


def keep(folder: Path, record: HoldemRecord) -> None:
    book = HoldemStatsBook(folder)
    book.stats = record
    assert book.save()


def drawn_texts(app: App, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    with recording(monkeypatch) as recorder:
        recorder.draw_app(app)
    return recorder.texts()


def test_h_and_the_button_show_the_holdem_record(tmp_path: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    keep(tmp_path, HoldemRecord(games_played=4, games_won=1, hands_played=57, hands_won=19,
                                biggest_pot=340))
    app = records_app(tmp_path)
    app.push(TitleScene(app))
    driver = Driver(app)
    driver.settle()
    driver.key(pygame.K_t)
    scene = driver.scene
    assert isinstance(scene, StatsScene) and not scene.show_holdem
    assert "Hands won" not in drawn_texts(app, monkeypatch)
    driver.key(pygame.K_h)
    assert scene.show_holdem and driver.button("holdem").label == "HANDS"
    texts = drawn_texts(app, monkeypatch)
    for words in ("Your hold'em record", "Games played", "4", "Games won", "1",
                  "Hands played", "57", "Hands won", "19", "Biggest pot taken", "$340"):
        assert words in texts, words
    driver.key(pygame.K_b)  # the bank's page takes the panel: one page at a time
    assert scene.show_bank and not scene.show_holdem
    assert driver.button("holdem").label == "HOLD'EM"
    driver.click(driver.button("holdem").rect.center)  # the mouse, from the bank's page
    assert scene.show_holdem and not scene.show_bank
    assert "Hands won" in drawn_texts(app, monkeypatch)
    driver.click(driver.button("holdem").rect.center)
    assert not scene.show_holdem and "Hands won" not in drawn_texts(app, monkeypatch)


def test_no_holdem_played_yet_says_so(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app = records_app(tmp_path)
    app.push(TitleScene(app))
    driver = Driver(app)
    driver.key(pygame.K_t)
    driver.key(pygame.K_h)
    texts = drawn_texts(app, monkeypatch)
    assert "No hold'em hand played yet." in texts and "Hands won" not in texts


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("language", [*available_languages(), PSEUDO])
def test_the_holdem_page_fits(language: str, size: tuple[int, int], tmp_path: Path,
                              monkeypatch: pytest.MonkeyPatch) -> None:
    if language == PSEUDO:
        folder = write_pseudo_language(tmp_path / "lang", growth=0.15)
        monkeypatch.setattr(paths, "lang_dir", lambda: folder)
        monkeypatch.setattr(i18n, "_current", Translator("en", folder))
    else:
        monkeypatch.setattr(i18n, "_current", Translator("en"))
    keep(tmp_path, HoldemRecord(games_played=9999, games_won=9998, hands_played=999_999,
                                hands_won=888_888, biggest_pot=123_456))
    app = records_app(tmp_path, size, language)
    app.push(TitleScene(app))
    scene = StatsScene(app)
    app.push(scene)
    scene._toggle_holdem()
    with recording(monkeypatch) as recorder:
        recorder.draw_app(app)
    assert i18n.t("money", amount=123_456) in recorder.texts()
    problems = list(dict.fromkeys(recorder.problems()))
    assert not problems, "\n".join(problems)
    pygame.display.quit()
