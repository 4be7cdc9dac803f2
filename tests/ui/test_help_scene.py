"""The help scene: the rules in play, the ranking as the rules order it, scrolling."""

from __future__ import annotations

import pygame
import pytest
from text_recorder import recording
from ui_driver import Driver, make_app

from drawpoker.engine.draw import Category, Rules
from drawpoker.ui.app import App
from drawpoker.ui.draw.help_scene import HelpScene, ranked_examples, section_texts
from drawpoker.ui.draw.scene import TableScene
from drawpoker.ui.menus import TitleScene

CLASSIC = Rules.preset("classic-32")


def _categories(rules: Rules) -> list[Category]:
    return [category for category, _ in ranked_examples(rules)]


def test_ranking_follows_flush_beats_full_house() -> None:
    plain = _categories(CLASSIC)
    assert plain == sorted(Category, reverse=True)
    swapped = _categories(CLASSIC.replace(flush_beats_full_house=True))
    assert swapped.index(Category.FLUSH) < swapped.index(Category.FULL_HOUSE)
    assert swapped.index(Category.FULL_HOUSE) == swapped.index(Category.FLUSH) + 1


def _all_text(rules: Rules) -> str:
    return "\n".join(title + "\n" + "\n".join(paras) for title, paras in section_texts(rules))


def test_rules_text_uses_the_amounts_in_play() -> None:
    body = _all_text(CLASSIC.replace(starting_money=500))
    assert "$500" in body and "$5" in body and "$50" in body
    assert "32 cards" in body and "52" not in body
    assert "A-7-8-9-10 is not a straight" in body
    assert "A full house beats a flush" in body


def test_rules_text_follows_the_options_and_deck() -> None:
    options_on = _all_text(CLASSIC.replace(ace_low_32=True, flush_beats_full_house=True))
    assert "A-7-8-9-10 is a straight" in options_on
    assert "A flush beats a full house" in options_on
    body_52 = _all_text(Rules.preset("classic-52"))
    assert "all 52 cards" in body_52 and "A-2-3-4-5" in body_52
    assert "A-7-8-9-10" not in body_52


def _open(app: App) -> tuple[Driver, HelpScene]:
    driver = Driver(app)
    driver.step()
    scene = driver.scene
    assert isinstance(scene, HelpScene)
    return driver, scene


def test_title_and_table_open_this_help() -> None:
    app = make_app()
    app.push(TitleScene(app))
    driver = Driver(app)
    driver.step()
    driver.click_button("help")
    assert isinstance(driver.scene, HelpScene)
    driver.key(pygame.K_ESCAPE)
    app.push(TableScene(app))
    driver.settle()
    driver.key(pygame.K_F1)
    assert isinstance(driver.scene, HelpScene)


def test_from_the_title_it_shows_the_settings_rules(monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(rules=Rules.preset("classic-52"))
    app.push(TitleScene(app))
    app.push(HelpScene(app))
    with recording(monkeypatch) as recorder:
        driver, _ = _open(app)
        driver.step()
    drawn = "\n".join(recorder.texts())
    assert "The rules of your next match, as chosen in Settings." in drawn
    assert "The game uses all 52 cards" in drawn
    assert "Keyboard" in drawn and "Straight flush" in drawn


def test_in_a_match_it_shows_the_match_rules(monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app()
    app.push(TitleScene(app))
    table = TableScene(app)
    app.push(table)
    driver = Driver(app)
    driver.settle()
    app.settings = app.settings.replace(draw_deck_size=52)  # changed in settings meanwhile
    with recording(monkeypatch) as recorder:
        app.push(HelpScene(app))
        driver.step()
    drawn = "\n".join(recorder.texts())
    assert "The rules of the match in progress." in drawn
    assert "The game uses 32 cards" in drawn
    driver.key(pygame.K_F1)  # F1 again closes it
    assert driver.scene is table


def test_scrolling_by_wheel_keys_and_bar() -> None:
    app = make_app()
    app.push(TitleScene(app))
    app.push(HelpScene(app))
    driver, scene = _open(app)
    assert scene.max_scroll > scene.view.height  # the page is long enough to need scrolling
    driver.wheel(-1)
    assert scene.scroll > 0
    driver.wheel(+5)
    assert scene.scroll == 0
    driver.key(pygame.K_DOWN)
    down = scene.scroll
    assert down > 0
    driver.key(pygame.K_PAGEDOWN)
    assert scene.scroll > down + scene.view.height // 2
    driver.key(pygame.K_END)
    assert scene.scroll == scene.max_scroll
    driver.key(pygame.K_HOME)
    assert scene.scroll == 0
    # Drag the thumb down by half the track: about half-way through the page.
    driver.step()
    start = scene.thumb.center
    span = scene.track.height - scene.thumb.height
    end = (start[0], start[1] + span // 2)
    driver.post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    driver.post(pygame.MOUSEMOTION, pos=end, rel=(0, span // 2), buttons=(1, 0, 0))
    driver.post(pygame.MOUSEBUTTONUP, pos=end, button=1)
    driver.step()
    assert abs(scene.scroll - scene.max_scroll // 2) <= scene.max_scroll // 20
    # A click on the track below the thumb pages down.
    before = scene.scroll
    driver.click((scene.track.centerx, scene.track.bottom - 2))
    assert scene.scroll > before
    # Esc goes back.
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.scene, TitleScene)


def test_page_is_rebuilt_when_the_rules_change() -> None:
    app = make_app()
    app.push(TitleScene(app))
    app.push(HelpScene(app))
    driver, scene = _open(app)
    first = scene.page
    app.settings = app.settings.replace(draw_flush_beats_full_house=True)
    driver.step()
    app.draw()
    assert scene.page is not first
