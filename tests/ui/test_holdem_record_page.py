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
from drawpoker.storage.holdem.stats import HoldemRecord, HoldemStatsBook, OpponentRecord
from drawpoker.storage.shelf import Shelf
from drawpoker.ui import characters
from drawpoker.ui.app import App, FixedClock
from drawpoker.ui.holdem.record_page import opponent_rows
from drawpoker.ui.menus import TitleScene
from drawpoker.ui.stats import StatsScene

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from pseudo_lang import CODE as PSEUDO
from pseudo_lang import write_pseudo_language


def records_app(folder: Path, size: tuple[int, int] = (1280, 720),
                language: str = "en", text_size: str = "normal") -> App:
    settings = Settings(animation_speed="instant", language=language, text_size=text_size)
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
    assert isinstance(scene, StatsScene) and scene.page != "holdem"
    assert "Hands won" not in drawn_texts(app, monkeypatch)
    driver.key(pygame.K_h)
    assert scene.page == "holdem" and driver.button("holdem").label == "HANDS"
    texts = drawn_texts(app, monkeypatch)
    for words in ("Your hold'em record", "Games played", "4", "Games won", "1",
                  "Hands played", "57", "Hands won", "19", "Biggest pot taken", "$340"):
        assert words in texts, words
    driver.key(pygame.K_b)  # the bank's page takes the panel: one page at a time
    assert scene.show_bank and scene.page != "holdem"
    assert driver.button("holdem").label == "HOLD'EM"
    driver.click(driver.button("holdem").rect.center)  # the mouse, from the bank's page
    assert scene.page == "holdem" and not scene.show_bank
    assert "Hands won" in drawn_texts(app, monkeypatch)
    driver.click(driver.button("holdem").rect.center)
    assert scene.page != "holdem" and "Hands won" not in drawn_texts(app, monkeypatch)


def test_no_holdem_played_yet_says_so(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app = records_app(tmp_path)
    app.push(TitleScene(app))
    driver = Driver(app)
    driver.key(pygame.K_t)
    driver.key(pygame.K_h)
    texts = drawn_texts(app, monkeypatch)
    assert "No hold'em hand played yet." in texts and "Hands won" not in texts


def test_the_record_against_each_character(tmp_path: Path,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    """A line per character met, in the roster's order: games, games won, net with its sign;
    an id the roster does not have is not shown."""
    rosa, kiki, amara = (c.id for c in characters.characters()[:3])
    record = HoldemRecord(games_played=4, games_won=1, hands_played=57, hands_won=19,
                          biggest_pot=340)
    record.by_opponent = {amara: OpponentRecord(2, 1, 20, 8, 75),
                          rosa: OpponentRecord(3, 0, 40, 11, -120),
                          kiki: OpponentRecord(1, 1, 9, 2, 0),
                          "zelda": OpponentRecord(4, 4, 50, 40, 999)}
    keep(tmp_path, record)
    assert [row[:4] for row in opponent_rows(record)] == [
        ("Rosa", "3", "0", "\u2212$120"), ("Kiki", "1", "1", "$0"), ("Amara", "2", "1", "+$75")]
    app = records_app(tmp_path)
    app.push(TitleScene(app))
    scene = StatsScene(app)
    app.push(scene)
    scene._toggle_game_page("holdem")
    texts = drawn_texts(app, monkeypatch)
    for words in ("Against", "Games", "Won", "Net", "Rosa", "\u2212$120", "Kiki", "$0", "Amara",
                  "+$75"):
        assert words in texts, words
    assert "$999" not in " ".join(texts) and "+$999" not in texts


def test_no_table_before_any_character_was_met(tmp_path: Path,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    keep(tmp_path, HoldemRecord(games_played=1, games_won=0, hands_played=5, hands_won=1,
                                biggest_pot=20))
    app = records_app(tmp_path)
    app.push(TitleScene(app))
    scene = StatsScene(app)
    app.push(scene)
    scene._toggle_game_page("holdem")
    texts = drawn_texts(app, monkeypatch)
    assert "Hands won" in texts and "Against" not in texts


SIZES = [(1024, 600), (1280, 720), (1920, 1080)]


@pytest.mark.parametrize("text_size", ["normal", "large"])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("language", [*available_languages(), PSEUDO])
def test_the_holdem_page_fits(language: str, size: tuple[int, int], text_size: str,
                              tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The totals and a line against every character of the roster, the largest figures."""
    if language == PSEUDO:
        folder = write_pseudo_language(tmp_path / "lang", growth=0.15)
        monkeypatch.setattr(paths, "lang_dir", lambda: folder)
        monkeypatch.setattr(i18n, "_current", Translator("en", folder))
    else:
        monkeypatch.setattr(i18n, "_current", Translator("en"))
    record = HoldemRecord(games_played=9999, games_won=9998, hands_played=999_999,
                          hands_won=888_888, biggest_pot=123_456)
    for n, character in enumerate(characters.characters()):
        record.by_opponent[character.id] = OpponentRecord(
            9999, 9998, 999_999, 888_888, (-1) ** n * 1_234_567)
    keep(tmp_path, record)
    app = records_app(tmp_path, size, language, text_size)
    app.push(TitleScene(app))
    scene = StatsScene(app)
    app.push(scene)
    scene._toggle_game_page("holdem")
    with recording(monkeypatch) as recorder:
        recorder.draw_app(app)
    texts = recorder.texts()
    assert i18n.t("money", amount=123_456) in texts
    assert all(character.name in texts for character in characters.characters())
    assert "\u2212" + i18n.t("money", amount=1_234_567) in texts
    problems = list(dict.fromkeys(recorder.problems()))
    assert not problems, "\n".join(problems)
    pygame.display.quit()


def test_the_staged_screenshot_shows_the_record_against_characters(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """``build_stats(..., "holdem")``: the page a screenshot shows, made-up figures against
    four characters (never the player's own file)."""
    from drawpoker.ui import shots

    app = App((1280, 720), Settings(animation_speed="instant"), clock=FixedClock(16))
    scene = shots.build_stats(app, 3, "holdem")
    assert isinstance(scene, StatsScene) and scene.page == "holdem"
    texts = drawn_texts(app, monkeypatch)
    for character in characters.characters()[:4]:
        assert character.name in texts
    assert "+$312" in texts and "\u2212$140" in texts
