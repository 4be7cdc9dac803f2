"""A save the game refuses is always told, on the page that would have continued it: why, what
was kept (the file, and the stack that was at the table, back in the bank) and where, and the
game it held still counts in the statistics (issue 40: the hold'em page dropped its message
when the player's record took the room, and the statistics lost the game)."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest
from test_bank_holdem import play_to_between_hands, session, table, to_setup
from test_canfield_scene import STUCK_SEED
from text_recorder import recording
from ui_driver import Driver

from drawpoker import i18n
from drawpoker.bank import HOLDEM
from drawpoker.i18n import Translator, available_languages
from drawpoker.settings import Settings
from drawpoker.storage.bank import BankBook
from drawpoker.storage.canfield.book import FILE_NAME as CANFIELD_FILE
from drawpoker.storage.draw.stats import StatsBook
from drawpoker.storage.holdem.stats import HoldemRecord, HoldemStatsBook
from drawpoker.storage.shelf import Shelf
from drawpoker.ui import bank_ui
from drawpoker.ui.app import App, FixedClock
from drawpoker.ui.holdem.setup import HoldemSetupScene
from drawpoker.ui.menus import TitleScene
from drawpoker.ui.message import MessageScene
from drawpoker.ui.scene import SceneName

WINDOWS = [(1024, 600), (1280, 720), (1920, 1080)]


def damage(path: Path) -> None:
    """A save whose money no longer adds up: one the game's own check refuses."""
    data = json.loads(path.read_text(encoding="utf-8"))
    data["holdem"]["table"]["bank_lent"] += 5000
    path.write_text(json.dumps(data), encoding="utf-8")


def test_a_refused_holdem_save_says_what_was_kept_and_counts_the_game(tmp_path: Path) -> None:
    driver, book = session(tmp_path, money=700)
    to_setup(driver)
    driver.click_button("start")
    driver.settle()
    play_to_between_hands(driver, table(driver))
    stack = book.bank.tables[HOLDEM].stack
    played = HoldemStatsBook(tmp_path).stats.games_played
    damage(tmp_path / "holdem.json")
    driver, book = session(tmp_path)  # a new session: the title, then TEXAS HOLD'EM
    driver.click_button("holdem")
    driver.step()
    box = driver.scene
    assert isinstance(box, MessageScene)  # told in a box first, then on the page
    driver.key(pygame.K_RETURN)
    setup = driver.scene
    assert isinstance(setup, HoldemSetupScene)
    assert box.message == "\n".join(setup.notices)
    kept = [path.name for path in tmp_path.glob("holdem.json.bad-*")]
    assert len(kept) == 1 and not (tmp_path / "holdem.json").exists()
    told = " ".join(setup.notices)
    assert kept[0] in told and "data folder" in told  # what was kept, and where
    assert f"${stack}" in told and f"(now ${book.bank.money:,})" in told
    assert book.bank.tables == {} and book.bank.money == 200 + stack
    assert HoldemStatsBook(tmp_path).stats.games_played == played + 1
    setup.resume()  # coming back to the page counts nothing twice
    assert HoldemStatsBook(tmp_path).stats.games_played == played + 1


def test_a_refused_draw_save_is_told_on_the_title(tmp_path: Path) -> None:
    """Told in a box and on the title; not counted as abandoned (the player gave nothing up:
    tests/ui/test_title_damaged_save.py), its deals already counted as they were played."""
    from ui_driver import shelf_with_saved_match

    shelf = shelf_with_saved_match(tmp_path)
    (tmp_path / "match.json").write_text('{"game": "drawpoker", "version": 1, "match": 7}',
                                         encoding="utf-8")
    app = App((1280, 720), Settings(animation_speed="instant"), clock=FixedClock(16),
              records=shelf)
    app.push(TitleScene(app))
    Driver(app).settle()
    kept = [path.name for path in tmp_path.glob("match.json.bad-*")]
    assert len(kept) == 1
    assert any(kept[0] in notice and "data folder" in notice for notice in app.notices)
    assert isinstance(app.scene, MessageScene) and kept[0] in app.scene.message
    assert StatsBook(tmp_path / "stats.json").stats.matches_abandoned == 0


@pytest.mark.parametrize("seed", [1, STUCK_SEED], ids=["a deal", "a deal stuck at once"])
def test_a_refused_canfield_file_names_what_was_kept(tmp_path: Path, seed: int) -> None:
    """Told with the first deal after it, even one that is over at once (its settling used
    to wipe the words)."""
    from drawpoker.storage.canfield.book import CanfieldBook
    from drawpoker.ui.canfield.controller import CanfieldController

    (tmp_path / CANFIELD_FILE).write_text("{not json", encoding="utf-8")
    book = CanfieldBook(tmp_path / CANFIELD_FILE, BankBook(tmp_path / "bank.json"))
    book.load()
    assert book.kept_as is not None and book.kept_as.exists()
    controller = CanfieldController(book, seeds=iter([seed]))
    controller.open()
    assert book.kept_as.name in controller.message and "statistics" in controller.message


@pytest.mark.parametrize("language", available_languages())
@pytest.mark.parametrize("text_size", ["normal", "large"])
@pytest.mark.parametrize("window", WINDOWS, ids=[f"{w}x{h}" for w, h in WINDOWS])
def test_the_refusal_is_told_whole_in_a_box_over_the_holdem_page(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, language: str, text_size: str,
        window: tuple[int, int]) -> None:
    """The refusal and the stack back, whole, with the player's record on file (which took the
    page's room for the message): a box over the page, every word on screen, nothing cut,
    nothing over its button; OK (Enter) closes it, and it is not told twice."""
    monkeypatch.setattr(i18n, "_current", Translator(language))
    record = HoldemStatsBook(tmp_path)
    record.stats = HoldemRecord(games_played=4, games_won=1, hands_played=57, hands_won=19,
                                biggest_pot=340)
    assert record.save()
    (tmp_path / "holdem.json").write_text('{"game": "drawpoker-holdem", "version": 1}',
                                          encoding="utf-8")
    book = BankBook(tmp_path / "bank.json")
    book.bank.buy_in(100, HOLDEM)  # a buy-in out at the table whose save is refused
    book.save()
    settings = Settings(animation_speed="instant", language=language, text_size=text_size)
    app = App(window, settings, clock=FixedClock(16), records=Shelf(tmp_path))
    bank_ui.use_bank(app, BankBook(tmp_path / "bank.json"))
    app.push(TitleScene(app))
    app.go(SceneName.HOLDEM_SETUP)
    box = app.scene
    assert isinstance(box, MessageScene)
    kept = next(tmp_path.glob("holdem.json.bad-*")).name
    assert kept in box.message and "100" in box.message  # the file, and the stack back
    with recording(monkeypatch) as recorder:
        recorder.draw_app(app)
    inside = [d for d in recorder.drawn if d.layer == 1]
    shown = " ".join(d.text for d in inside)
    for word in box.message.split():
        assert word in shown, (word, language, text_size, window)
    assert "…" not in shown
    assert not [p for d in inside if (p := d.problem()) is not None]
    ok = box.buttons[0].rect
    assert app.screen.get_rect().contains(ok)
    for drawn in inside:
        assert app.screen.get_rect().contains(drawn.rect)
        if len(drawn.text) > 3 and drawn.text in box.message:  # the words, clear of OK
            assert not drawn.rect.colliderect(ok)
    driver = Driver(app)
    driver.key(pygame.K_RETURN)
    assert isinstance(app.scene, HoldemSetupScene)  # and it stays told once
