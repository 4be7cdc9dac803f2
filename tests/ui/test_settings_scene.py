"""The settings scene driven by real mouse and keyboard events through the app loop."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from ui_driver import Driver, make_app

from drawpoker import settings as stored
from drawpoker.engine.draw import Rules
from drawpoker.i18n import t
from drawpoker.settings import Settings
from drawpoker.ui import characters
from drawpoker.ui.app import App
from drawpoker.ui.draw import settings_rows
from drawpoker.ui.draw.help_scene import HelpScene, section_texts
from drawpoker.ui.draw.next_rules import next_rules
from drawpoker.ui.draw.scene import TableScene
from drawpoker.ui.menus import PauseScene, TitleScene
from drawpoker.ui.settings import SettingsScene, problem_text


def _open_from_title() -> tuple[App, Driver, SettingsScene]:
    app = make_app()
    app.push(TitleScene(app))
    driver = Driver(app)
    driver.step()
    driver.click_button("settings")
    scene = driver.scene
    assert isinstance(scene, SettingsScene)
    driver.step()  # laid out
    return app, driver, scene


def _saved() -> Settings:
    result = stored.load()
    assert result.problems == ()
    return result.settings


def test_settings_round_trip_through_the_app_and_the_file(tmp_path: Path) -> None:
    """The app runs on the very value the player chose, and the file gives it back whole."""
    s = Settings(language="fr", draw_deck_size=52, draw_ace_low_32=True, draw_match_length="quick",
                 draw_starting_money=100,  # a quick match's own money (see the tied-money test)
                 draw_opponent_level="hard", theme="party", card_style="four-colour",
                 card_back="navy", animation_speed="instant", volume=30, muted=True,
                 fullscreen=True)
    app = App((800, 480), s)
    stored.save(app.settings, tmp_path / "settings.yaml")
    assert stored.load(tmp_path / "settings.yaml").settings == s
    assert app.settings == s


def test_odd_settings_never_reach_the_app() -> None:
    """Values outside the choices are refused by the one model, and the app keeps its own."""
    app = App((800, 480), Settings())
    for odd in ({"draw_starting_money": 180}, {"volume": 170}, {"animation_speed": "ludicrous"}):
        with pytest.raises(stored.SettingsError):
            app.settings = app.settings.replace(**odd)
    s = app.settings
    assert s.draw_starting_money == 200 and s.volume == 80 and s.animation_speed == "normal"


def test_reachable_from_title_and_pause_and_esc_goes_back() -> None:
    app, driver, _ = _open_from_title()
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.scene, TitleScene)
    table = TableScene(app)
    app.push(table)
    driver.settle()
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.scene, PauseScene)
    driver.click_button("settings")
    assert isinstance(driver.scene, SettingsScene)
    driver.click_button("back")
    assert isinstance(driver.scene, PauseScene)


def test_keyboard_changes_the_deck_and_saves_it() -> None:
    app, driver, scene = _open_from_title()
    assert scene.rows[scene.focus].name == "draw_deck_size"
    driver.key(pygame.K_RIGHT)
    assert next_rules(app).deck_size == 52
    assert _saved().draw_deck_size == 52
    driver.key(pygame.K_RIGHT)  # already the last choice: stays
    assert next_rules(app).deck_size == 52
    driver.key(pygame.K_LEFT)
    assert next_rules(app).deck_size == 32
    assert _saved().draw_deck_size == 32


def test_focus_moves_with_arrows_and_tab() -> None:
    _, driver, scene = _open_from_title()
    driver.key(pygame.K_DOWN)
    assert scene.rows[scene.focus].name == "draw_ace_low_32"
    driver.key(pygame.K_TAB)  # the first Tab shows the ring where the focus is
    assert scene.rows[scene.focus].name == "draw_ace_low_32"
    driver.key(pygame.K_TAB)
    assert scene.rows[scene.focus].name == "draw_flush_beats_full_house"
    driver.key(pygame.K_UP)
    driver.key(pygame.K_UP)
    driver.key(pygame.K_UP)  # wraps round to the last row
    assert scene.rows[scene.focus].name == "high_contrast"


def test_enter_cycles_round_the_choices() -> None:
    app, driver, scene = _open_from_title()
    scene.focus = [row.name for row in scene.rows].index("animation_speed")
    seen = []
    for _ in range(4):
        driver.key(pygame.K_RETURN)
        seen.append(app.settings.animation_speed)
    assert seen == ["instant", "slow", "normal", "fast"]  # make_app starts at "fast"


def test_mouse_arrows_and_value_click() -> None:
    app, driver, scene = _open_from_title()
    row = scene.row("card_style")
    driver.click(row.right.center)
    assert app.settings.four_colour
    driver.click(row.left.center)
    assert not app.settings.four_colour
    driver.click(row.value_box.center)  # the value itself steps on
    assert app.settings.four_colour
    assert _saved().card_style == "four-colour"
    assert scene.rows[scene.focus] is row


def test_volume_gauge_takes_the_value_under_the_pointer() -> None:
    app, driver, scene = _open_from_title()
    row = scene.row("volume")
    box = row.value_box
    driver.click((box.left + 1, box.centery))
    assert app.settings.volume == 0
    driver.click((box.right - 1, box.centery))
    assert app.settings.volume == 100
    # Drag from the middle to the left quarter.
    driver.post(pygame.MOUSEBUTTONDOWN, pos=box.center, button=1)
    driver.post(pygame.MOUSEMOTION, pos=(box.left + box.width // 4, box.centery),
                rel=(0, 0), buttons=(1, 0, 0))
    driver.post(pygame.MOUSEBUTTONUP, pos=(box.left + box.width // 4, box.centery), button=1)
    driver.step()
    assert app.settings.volume == pytest.approx(20, abs=11)
    assert _saved().volume == app.settings.volume


def test_sound_row_shows_on_when_not_muted() -> None:
    app, driver, scene = _open_from_title()
    row = scene.row("muted")
    assert row.value_text() == "On" and not app.settings.muted
    driver.click(row.value_box.center)
    assert app.settings.muted and row.value_text() == "Off"


def test_ace_low_row_is_off_limits_with_52_cards() -> None:
    app, driver, scene = _open_from_title()
    driver.key(pygame.K_RIGHT)  # 52 cards
    row = scene.row("draw_ace_low_32")
    assert row.value_text() == "32-card deck only"
    driver.click(row.right.center)
    assert not next_rules(app).ace_low_32


def test_flush_row_is_off_limits_with_52_cards() -> None:
    """With 52 cards the rule never applies (a flush is commoner there): the row says so."""
    app, driver, scene = _open_from_title()
    driver.key(pygame.K_RIGHT)  # 52 cards
    row = scene.row("draw_flush_beats_full_house")
    assert row.value_text() == "32-card deck only"
    driver.click(row.right.center)
    assert not scene.settings.draw_flush_beats_full_house
    assert not next_rules(app).flush_beats_full_house
    driver.click(scene.row("draw_deck_size").left.center)  # back to 32 cards: the row works again
    driver.click(row.right.center)
    assert row.value_text() == "On" and next_rules(app).flush_beats_full_house


def test_rule_options_reach_the_rules() -> None:
    app, driver, scene = _open_from_title()
    driver.click(scene.row("draw_flush_beats_full_house").right.center)
    driver.click(scene.row("draw_ace_low_32").right.center)
    driver.click(scene.row("draw_starting_money").right.center)
    rules = next_rules(app)
    assert rules.flush_beats_full_house and rules.ace_low_32 and rules.starting_money == 500


def test_theme_and_level_rows_offer_what_exists() -> None:
    app, driver, scene = _open_from_title()
    themes = [theme.id for theme in scene.themes]
    assert {"wardrobe", "party"} <= set(themes)
    driver.click(scene.row("theme").right.center)
    assert app.settings.theme == themes[1]
    # the opponent row offers the roster's characters (each with her own level)
    ids = [c.id for c in characters.characters()]
    row = scene.row("draw_opponent")
    assert row.values() == ids and len(ids) >= 6
    assert row.value_text() == f"{characters.chosen('').name} \u00b7 " \
        f"{t('settings.level.' + characters.chosen('').style.level)}"
    driver.click(row.right.center)
    assert app.settings.draw_opponent == ids[1]
    assert stored.load().settings.draw_opponent == ids[1]  # remembered for the next match


def test_fullscreen_toggles_at_once() -> None:
    app, driver, scene = _open_from_title()
    driver.click(scene.row("fullscreen").right.center)
    assert app.fullscreen and app.settings.fullscreen
    driver.step()
    driver.click(scene.row("fullscreen").left.center)
    assert not app.fullscreen


def test_match_length_row_shows_its_values() -> None:
    _, driver, scene = _open_from_title()
    row = scene.row("draw_match_length")
    assert row.value_text() == "Classic"
    driver.click(row.value_box.center)
    assert row.value_text() == "Quick"
    driver.click(row.value_box.center)  # two values: the click wraps round
    assert row.value_text() == "Classic"


def test_quick_match_length_reaches_the_next_match_and_the_help() -> None:
    app, driver, scene = _open_from_title()
    for _ in range(3):  # deck, ace-low straight, flush, then match length
        driver.key(pygame.K_DOWN)
    assert scene.rows[scene.focus].name == "draw_match_length"
    driver.key(pygame.K_RIGHT)
    assert _saved().draw_match_length == "quick"
    assert _saved().draw_starting_money == 100  # the quick preset brings its own money
    assert next_rules(app) == Rules.preset("quick-32")
    money = scene.row("draw_starting_money")
    assert not money.enabled() and money.value_text() == "$100 (quick)"
    driver.click(money.right.center)  # tied to the match length: nothing to change
    assert next_rules(app) == Rules.preset("quick-32")
    assert settings_rows.match_length_note(scene) == \
        "Quick: $100 each, $50 loans; she buys back at $300."
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.scene, TitleScene)
    driver.click_button("help")  # the help states the quick money rules
    help_scene = driver.scene
    assert isinstance(help_scene, HelpScene)
    assert help_scene.rules == Rules.preset("quick-32")
    forfeits = dict(section_texts(help_scene.rules))[t("help.section.forfeits")][0]
    assert "$50" in forfeits and "$300" in forfeits
    driver.click_button("back")
    driver.click_button("new_match")
    driver.pick_opponent()
    rules = driver.table.control.match.rules
    assert rules == Rules.preset("quick-32")
    assert (rules.starting_money, rules.pawn_loan, rules.buyback_at) == (100, 50, 300)
    assert driver.table.control.match.stacks == (100 - rules.ante, 100 - rules.ante)


def test_back_to_classic_gives_the_money_choice_back() -> None:
    _, driver, scene = _open_from_title()
    row = scene.row("draw_match_length")
    row.step(+1)
    assert scene.settings.draw_match_length == "quick" and scene.settings.draw_starting_money == 100
    row.step(-1)
    assert scene.settings.draw_match_length == "classic"
    assert scene.settings.draw_starting_money == 200
    money = scene.row("draw_starting_money")
    assert money.enabled() and money.value_text() == "$200"
    driver.click(money.right.center)
    assert _saved().draw_starting_money == 500
    assert settings_rows.match_length_note(scene) == "Classic: $100 loans; she buys back at $250."


def test_a_hand_edited_quick_match_still_starts_with_its_own_money(tmp_path: Path) -> None:
    path = tmp_path / "settings.yaml"
    stored.save(Settings(draw_match_length="quick", draw_starting_money=500), path)
    result = stored.load_player(path)
    assert not result.problems and result.settings.match_rules() == Rules.preset("quick-32")


def test_rule_changes_wait_for_the_next_match() -> None:
    app = make_app()
    app.push(TitleScene(app))
    table = TableScene(app)
    app.push(table)
    driver = Driver(app)
    driver.settle()
    driver.key(pygame.K_ESCAPE)
    driver.click_button("settings")
    scene = driver.scene
    assert isinstance(scene, SettingsScene)
    driver.step()
    assert not settings_rows.rules_pending(scene)
    driver.key(pygame.K_RIGHT)  # 52 cards
    assert settings_rows.rules_pending(scene)
    assert table.control.match.rules.deck_size == 32  # the match in progress keeps its rules
    driver.key(pygame.K_LEFT)
    assert not settings_rows.rules_pending(scene)
    driver.key(pygame.K_RIGHT)
    driver.key(pygame.K_ESCAPE)
    driver.click_button("quit_to_title")
    driver.click_button("new_match")
    driver.pick_opponent()
    assert driver.table.control.match.rules.deck_size == 52


def test_a_failed_save_says_so(tmp_path: Path) -> None:
    app = make_app()
    app.push(TitleScene(app))
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x", encoding="utf-8")
    scene = SettingsScene(app, path=blocker / "settings.yaml")
    app.push(scene)
    driver = Driver(app)
    driver.step()
    driver.key(pygame.K_RIGHT)
    assert next_rules(app).deck_size == 52  # applied even though it could not be stored
    assert len(scene.notices) == 1
    assert scene.notices[0].startswith("Your settings could not be saved")
    driver.key(pygame.K_LEFT)
    assert len(scene.notices) == 1  # said once


def test_loading_reports_a_bad_file_in_words(tmp_path: Path) -> None:
    path = tmp_path / "settings.yaml"
    path.write_text("deck_size: 40\nlanguage: fr\n", encoding="utf-8")
    result = stored.load_player(path)
    assert result.settings.match_rules().deck_size == 32 and result.settings.language == "fr"
    (problem,) = result.problems
    message = problem_text(problem)
    assert "reset to their defaults" in message
    assert str(tmp_path / "settings.yaml.bad-") in message


def test_an_incomplete_language_is_flagged(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from text_recorder import recording

    from drawpoker import i18n, paths
    from drawpoker.i18n import Translator

    folder = tmp_path / "lang"
    folder.mkdir()
    english = (paths.lang_dir() / "en.yaml").read_text(encoding="utf-8")
    (folder / "en.yaml").write_text(english, encoding="utf-8")
    partial = english.replace("  name: English", "  name: Partial", 1).replace(
        "  code: en", "  code: mm", 1).replace("  quit: QUIT\n", "", 1)
    (folder / "mm.yaml").write_text(partial, encoding="utf-8")
    monkeypatch.setattr(paths, "lang_dir", lambda: folder)
    monkeypatch.setattr(i18n, "_current", Translator("en", folder))
    app, driver, scene = _open_from_title()
    assert scene.missing_texts() == 0
    driver.click(scene.row("language").right.center)
    assert app.translator.code == "mm"
    assert scene.missing_texts() == 1
    with recording(monkeypatch) as recorder:
        recorder.draw_app(app)
    assert "1 text of this language is missing and shows in English." in recorder.texts()
