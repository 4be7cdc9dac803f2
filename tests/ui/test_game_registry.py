"""Issue 39: every game is a registered peer. A fourth game registered only from the tests
(``highcard_game.py``) gets its title button, scene, statistics page, settings row, texts in
five languages and a hand history the one verifier checks, through the registry alone."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import highcard_game
import pygame
import pytest
import yaml
from ui_driver import Driver

from drawpoker import games, i18n, keymap, settings
from drawpoker.i18n import check_language, t
from drawpoker.settings import Settings
from drawpoker.storage.shelf import Shelf
from drawpoker.storage.verify import verify_text
from drawpoker.ui.app import App, FixedClock
from drawpoker.ui.menus import TitleScene


@pytest.fixture
def high_card() -> Iterator[games.Game]:
    games.register(highcard_game.GAME)
    highcard_game.RECORD.update(played=0, won=0)
    yield highcard_game.GAME
    games.unregister(highcard_game.KEY)


def title_app(tmp_path: Path) -> tuple[App, Driver]:
    app = App((1280, 720), Settings(animation_speed="instant"), clock=FixedClock(16),
              records=Shelf(tmp_path))
    app.push(TitleScene(app))
    driver = Driver(app)
    driver.settle()
    return app, driver


def test_the_built_in_games_are_registered_in_title_order() -> None:
    assert [game.key for game in games.games()] == ["draw", "holdem", "canfield"]
    names = [name for game in games.games() for name in game.scenes]
    assert len(names) == len(set(names))  # one scene, one game
    for game in games.games():  # each game's scenes carry its key
        assert all(name.startswith(game.key) for name in game.scenes)
        assert games.resolve(game.title_buttons)
        assert game.replayer is None or games.resolve(game.replayer)


def test_a_key_is_registered_once_and_a_bad_reference_is_refused(
        high_card: games.Game) -> None:
    with pytest.raises(ValueError, match="already registered"):
        games.register(high_card)
    with pytest.raises(KeyError, match="known: canfield, draw, highcard, holdem"):
        games.game("nope")
    with pytest.raises(ValueError, match="module:attribute"):
        games.resolve("no_colon_here")


def test_the_hold_em_legacy_title_is_the_one_its_history_wrote() -> None:
    from drawpoker.storage.holdem.history import LEGACY_TITLE

    assert games.legacy_titles() == {LEGACY_TITLE: "holdem"}


def test_a_game_registered_from_the_tests_is_on_the_title_and_opens_its_scene(
        tmp_path: Path, high_card: games.Game) -> None:
    app, driver = title_app(tmp_path)
    names = [button.name for button in driver.buttons()]
    # The games' column: draw's, hold'em's, Canfield's, then the new one; the shared ones after.
    assert names.index("highcard") == names.index("canfield") + 1
    assert names.index("highcard") < names.index("settings")
    assert driver.button("highcard").label == "HIGH CARD"
    driver.click_button("highcard")
    scene = driver.scene
    assert type(scene).__name__ == "HighCardScene"
    driver.key(pygame.K_RETURN)  # PLAY
    assert highcard_game.RECORD["played"] == 1
    app.draw()
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.scene, TitleScene)


def test_without_the_registration_the_title_has_no_such_button(tmp_path: Path) -> None:
    _, driver = title_app(tmp_path)
    assert not driver.has_button("highcard")


def test_its_statistics_page_opens_from_its_button(tmp_path: Path,
                                                   high_card: games.Game) -> None:
    highcard_game.RECORD.update(played=5, won=3)
    app, driver = title_app(tmp_path)
    driver.click_button("stats")
    scene = driver.scene
    assert type(scene).__name__ == "StatsScene"
    driver.click_button("highcard")
    assert scene.page == "highcard"  # type: ignore[attr-defined]
    assert scene.page_data["highcard"] == {"played": 5, "won": 3}  # type: ignore[attr-defined]
    assert driver.button("highcard").label == "HANDS"  # its button now goes back
    app.draw()


def test_its_option_is_a_settings_row_kept_in_the_settings_file(
        tmp_path: Path, high_card: games.Game) -> None:
    app, driver = title_app(tmp_path)
    driver.click_button("settings")
    scene = driver.scene
    row = scene.row("highcard.deck")  # type: ignore[attr-defined]
    assert row.label() == "High card deck" and row.value_text() == "52 cards"
    row.step(-1)
    assert app.settings.option("highcard", "deck") == 32
    app.draw()
    assert row.rect.width > 0
    # kept in the file under the game's key, and read back as chosen
    text = settings.settings_path().read_text()
    assert "options:\n  highcard:\n    deck: 32" in text
    assert settings.load().settings.option("highcard", "deck") == 32
    # the high card table deals from the deck chosen
    driver.key(pygame.K_ESCAPE)
    driver.click_button("highcard")
    driver.key(pygame.K_RETURN)
    shown = driver.scene.shown  # type: ignore[attr-defined]
    assert all(card.rank >= 7 for card in shown)  # a 32-card deck: sevens and up


def test_a_games_options_are_checked_and_an_absent_games_kept() -> None:
    data = {"options": {"highcard": {"deck": 32}}}
    kept, bad = settings.parse(data)  # not registered now: kept as it is, for its return
    assert bad == [] and kept.options == (("highcard.deck", 32),)
    assert settings.parse(yaml.safe_load(settings.dump(kept)))[0] == kept
    games.register(highcard_game.GAME)
    try:
        kept, bad = settings.parse(data)
        assert bad == [] and kept.option("highcard", "deck") == 32
        wrong, bad = settings.parse({"options": {"highcard": {"deck": 40, "jokers": True}}})
        assert wrong.option("highcard", "deck") == 52  # the default, for what was wrong
        assert bad == ["options: highcard.deck must be one of 32, 52, got 40",
                       "options: the game 'highcard' has no option 'jokers'"]
        _, bad = settings.parse({"options": {"highcard": {"deck": True}}})  # not a number
        assert bad and "must be one of" in bad[0]
        with pytest.raises(settings.SettingsError, match="must be one of"):
            Settings().with_option("highcard", "deck", 33)
    finally:
        games.unregister(highcard_game.KEY)


def test_its_keys_are_on_the_keys_page_and_move_like_any_other(
        tmp_path: Path, high_card: games.Game) -> None:
    from drawpoker.ui import keys_list, shortcuts

    lines = keys_list.entries()
    assert lines[-3:] == [("head", "highcard"), ("key", "highcard_open"),
                          ("key", "highcard_play")]
    assert keys_list.section_words("highcard_open") == "High card"
    assert keys_list.action_words("highcard_play") == "Play a hand"
    _, driver = title_app(tmp_path)
    assert driver.button("highcard").shortcut == "highcard_open"
    assert shortcuts.letter("highcard_open") == "G"  # its keycap
    driver.key(ord("g"))
    assert type(driver.scene).__name__ == "HighCardScene"
    driver.key(ord("p"))  # its table's own key deals
    assert highcard_game.RECORD["played"] == 1
    driver.key(pygame.K_ESCAPE)
    # moved on the keys page's terms: the title follows, the old key no longer opens it
    assert keymap.clash(shortcuts.bound(), "highcard_open", "n").other == "new_match"
    assert keymap.clash(shortcuts.bound(), "highcard_open", "j") is None
    shortcuts.follow((("highcard_open", "j"),))
    try:
        driver.key(ord("g"))
        assert isinstance(driver.scene, TitleScene)
        driver.key(ord("j"))
        assert type(driver.scene).__name__ == "HighCardScene"
    finally:
        shortcuts.follow(())


def test_a_game_whose_key_would_shadow_another_is_refused() -> None:
    shadow = games.Game(key="shadow", order=40, title_buttons="x:y",
                        keys=(games.KeyAction("shadow_open", "n", "x", heard=("title",)),))
    with pytest.raises(ValueError, match="shadow_open and new_match both have 'n' at title"):
        games.register(shadow)
    with pytest.raises(KeyError):
        games.game("shadow")  # nothing kept of it
    bad = games.Game(key="bad", order=40, title_buttons="x:y",
                     options=(games.Option("deck", 40, (32, 52), "x"),),
                     keys=(games.KeyAction("open", "g", "x", heard=()),))
    with pytest.raises(ValueError) as refused:
        games.register(bad)
    assert "its default is not one of its choices" in str(refused.value)
    assert "must start with 'bad_'" in str(refused.value)
    assert "heard nowhere" in str(refused.value)


def test_unregistered_it_has_no_row_and_no_key(tmp_path: Path) -> None:
    from drawpoker.ui import keys_list

    assert "highcard_open" not in keymap.names()
    assert ("head", "highcard") not in keys_list.entries()
    _, driver = title_app(tmp_path)
    driver.click_button("settings")
    rows = driver.scene.rows  # type: ignore[attr-defined]
    assert rows and all(not row.name.startswith("highcard") for row in rows)


def test_its_texts_come_from_its_own_files_in_every_language(high_card: games.Game) -> None:
    folder = high_card.strings
    assert folder is not None
    for code in ("en", "fr", "pt", "es", "de"):
        assert check_language(code, folder) == [] or code == "en"
    i18n.set_language("de")
    try:
        assert t("highcard.title_button") == "HÖCHSTE KARTE"
        assert t("title.settings") != "SETTINGS"  # the game's files add, never replace
    finally:
        i18n.set_language("en")
    assert t("highcard.stats", played=2, won=1) == "Played 2, won 1"


def test_its_history_is_checked_by_the_one_verifier(high_card: games.Game) -> None:
    lines = highcard_game.history(deals=6, seed=3)
    report = verify_text("".join(json.dumps(line) + "\n" for line in lines))
    assert report.ok and report.deals_checked == 6, report.problems
    # A winner changed after the deal: the replay from the revealed deck says so.
    forged = [dict(line) for line in lines]
    shown = next(line for line in forged if line["type"] == "CardsShown")
    shown["winner"] = 1 - (shown["winner"] or 0)
    report = verify_text("".join(json.dumps(line) + "\n" for line in forged))
    assert not report.ok


def test_without_the_registration_its_history_is_not_read_as_a_game() -> None:
    lines = highcard_game.history(deals=1, seed=3)
    report = verify_text("".join(json.dumps(line) + "\n" for line in lines))
    assert not report.ok


def test_the_help_page_opens_every_other_games_rules(tmp_path: Path) -> None:
    app, driver = title_app(tmp_path)
    driver.key(pygame.K_F1)
    assert type(driver.scene).__name__ == "HelpScene"
    app.draw()
    offered = [b.name for b in driver.buttons() if b.name.startswith("rules_")]
    assert offered == ["rules_holdem", "rules_canfield"]  # in the title's order
    for button in driver.buttons():  # none overlaps another
        others = [o.rect for o in driver.buttons() if o is not button]
        assert button.rect.width and button.rect.collidelist(others) == -1
    driver.click_button("rules_holdem")
    assert type(driver.scene).__name__ == "HoldemHelpScene"
    driver.key(pygame.K_ESCAPE)
    driver.click_button("rules_canfield")
    assert type(driver.scene).__name__ == "CanfieldHelpScene"


def test_a_game_module_that_fails_to_import_is_an_error_every_time(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Never a registry that silently lacks a game (hold'em's histories would then be
    refused as an unknown game)."""
    import importlib

    real = importlib.import_module

    def failing(name: str, *args: object) -> object:
        if name == "drawpoker.games.holdem":
            raise ImportError("broken for the test")
        return real(name, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(games, "_discovered", False)
    monkeypatch.setattr(games, "_games", {})
    monkeypatch.setattr(games.importlib, "import_module", failing)
    for _ in range(2):
        with pytest.raises(ImportError, match="broken"):
            games.games()
    monkeypatch.setattr(games.importlib, "import_module", real)
    assert [game.key for game in games.games()] == ["draw", "holdem", "canfield"]
