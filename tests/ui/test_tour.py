"""The first-run tour of the house rules: shown once at each table's first start (remembered
in the settings), skippable by Esc, paged by keys and mouse, re-opened from the rules pages, in
every language; and the hold'em setup page saying what Classic and Casino mean.

Driven through the real scenes with posted events; the settings file is the test's own.
"""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from ui_driver import Driver, make_app

from drawpoker import i18n, settings
from drawpoker.i18n import Translator
from drawpoker.storage.holdem.records import HoldemRecords
from drawpoker.ui.app import App
from drawpoker.ui.draw.help_scene import HelpScene
from drawpoker.ui.draw.scene import TableScene
from drawpoker.ui.holdem.help import HoldemHelpScene
from drawpoker.ui.holdem.scene import HoldemTableScene
from drawpoker.ui.menus import TitleScene
from drawpoker.ui.scene import SceneName
from drawpoker.ui.tour import TourScene
from drawpoker.ui.tours import PAGES

LANGS = ("en", "fr", "pt", "es", "de")


def player_app(**kwargs: object) -> tuple[App, Driver]:
    """An app that offers the tours, as the player's game does."""
    app = make_app(**kwargs)  # type: ignore[arg-type]
    app.tours = True
    app.push(TitleScene(app))
    driver = Driver(app)
    driver.settle()
    return app, driver


def open_draw_table(driver: Driver) -> None:
    driver.click_button("new_match")
    driver.pick_opponent()


def test_the_draw_tour_shows_once_pages_by_keys_and_is_remembered() -> None:
    app, driver = player_app()
    open_draw_table(driver)
    tour = driver.scene
    assert isinstance(tour, TourScene) and tour.table == "draw"
    assert isinstance(app.scenes[-2], TableScene)  # over the table, the deal dealt
    assert tour.title == "CALL shows the hands"
    assert settings.load().settings.tour_draw_seen is True  # on disk at once
    assert not driver.button("back").enabled
    driver.key(pygame.K_RIGHT)
    assert tour.page == 1 and driver.button("back").enabled
    driver.key(pygame.K_LEFT)
    assert tour.page == 0
    for page in range(1, len(PAGES["draw"])):
        driver.key(pygame.K_RETURN)
        assert tour.page == page
    assert driver.button("next").label == "PLAY"
    driver.key(pygame.K_RETURN)  # the last page's PLAY: to the table
    assert isinstance(driver.scene, TableScene)
    driver.key(pygame.K_ESCAPE)
    driver.click_button("quit_to_title")
    open_draw_table(driver)  # a table again: no tour
    assert isinstance(driver.scene, TableScene)


def test_esc_skips_and_the_mouse_pages() -> None:
    app, driver = player_app()
    open_draw_table(driver)
    tour = driver.scene
    assert isinstance(tour, TourScene)
    driver.click_button("next")
    assert tour.page == 1
    driver.click_button("back")
    assert tour.page == 0
    driver.click_button("skip")
    assert isinstance(driver.scene, TableScene) and app.settings.tour_draw_seen
    driver.key(pygame.K_ESCAPE)  # Esc is the table's again: the pause menu, not a tour
    assert not isinstance(driver.scene, TourScene)


def test_the_tour_is_not_shown_when_seen_nor_to_tests_and_screenshots() -> None:
    app, driver = player_app()
    app.settings = app.settings.replace(tour_draw_seen=True)
    open_draw_table(driver)
    assert isinstance(driver.scene, TableScene)
    plain = make_app()  # tours off: the default of tools and screenshots
    plain.push(TitleScene(plain))
    other = Driver(plain)
    other.settle()
    open_draw_table(other)
    assert isinstance(other.scene, TableScene) and not plain.settings.tour_draw_seen


def test_the_holdem_tour_at_the_first_holdem_table(tmp_path: Path) -> None:
    app, driver = player_app()
    app.settings = app.settings.replace(tour_draw_seen=True)
    app.go(SceneName.HOLDEM_SETUP, records=HoldemRecords(tmp_path))
    driver.settle()
    driver.key(pygame.K_RETURN)  # NEW GAME
    driver.step(3)  # the deal waits under the tour
    tour = driver.scene
    assert isinstance(tour, TourScene) and tour.table == "holdem"
    assert tour.title == "One big blind on every street"
    driver.key(pygame.K_RIGHT)
    assert "Casino" in tour.text and "Classic" in tour.text
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.scene, HoldemTableScene)
    assert settings.load().settings.tour_holdem_seen is True


@pytest.mark.parametrize("table", ["draw", "holdem"])
def test_the_rules_pages_open_the_tour_again(table: str) -> None:
    app, driver = player_app()
    app.settings = app.settings.replace(tour_draw_seen=True, tour_holdem_seen=True)
    app.go(SceneName.HELP if table == "draw" else SceneName.HOLDEM_HELP)
    driver.step()
    assert isinstance(driver.scene, HelpScene if table == "draw" else HoldemHelpScene)
    driver.click_button("tour")
    tour = driver.scene
    assert isinstance(tour, TourScene) and tour.table == table
    driver.key(pygame.K_ESCAPE)
    driver.key(pygame.K_t)  # the key too
    assert isinstance(driver.scene, TourScene)


@pytest.mark.parametrize("lang", LANGS)
def test_every_page_is_in_every_language(lang: str) -> None:
    words, english = Translator(lang), Translator("en")
    keys = ["tour.button", "tour.next", "tour.back", "tour.skip", "tour.done",
            "holdem.setup.order.about_seed", "holdem.setup.order.about_casino"]
    keys += [f"tour.{table}.{page}.{part}" for table, pages in PAGES.items() for page in pages
             for part in ("title", "text")]
    for key in keys:
        assert words.has(key), key
        if lang != "en" and key not in ("tour.button",):
            assert words.get(key) != english.get(key), key


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr", "de"])
@pytest.mark.parametrize("text_size", ["normal", "large"])
def test_every_page_fits(lang: str, size: tuple[int, int], text_size: str,
                         monkeypatch: pytest.MonkeyPatch) -> None:
    """Every page's words and buttons are drawn inside their boxes, none over another."""
    from text_recorder import recording

    monkeypatch.setattr(i18n, "_current", Translator(lang))
    app = make_app(size=size, language=lang)
    app.settings = app.settings.replace(text_size=text_size)
    app.push(TitleScene(app))
    for table, pages in PAGES.items():
        tour = TourScene(app, table)
        app.push(tour)
        for _ in pages:
            with recording(monkeypatch) as recorder:
                recorder.draw_app(app)
            assert not recorder.problems(), (table, tour.page, recorder.problems())
            rects = [button.rect for button in tour.buttons]
            assert all(app.screen.get_rect().contains(r) for r in rects)
            assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
            for button in tour.buttons:
                assert button.width_for(button.rect.height) <= button.rect.width + 2, button
            tour.next()


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_setup_page_says_what_each_blind_order_means(
        tmp_path: Path, lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    from text_recorder import recording

    monkeypatch.setattr(i18n, "_current", Translator(lang))
    app = make_app(size=(1024, 600), language=lang)
    app.settings = app.settings.replace(text_size="large")
    app.push(TitleScene(app))
    app.go(SceneName.HOLDEM_SETUP, records=HoldemRecords(tmp_path))
    driver = Driver(app)
    driver.settle()
    for order in ("seed", "casino"):
        driver.click_button(f"order_{order}")
        with recording(monkeypatch) as recorder:
            recorder.draw_app(app)
        said = " ".join(drawn.text for drawn in recorder.drawn)
        assert i18n.t(f"holdem.setup.order.about_{order}") in said
        assert not recorder.problems(), recorder.problems()
