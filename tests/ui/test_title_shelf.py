"""The career's trophies on the title (issue 41): a small shelf in the top right corner, drawn
by draw's title entry through the registry's ``title_decor`` hook, showing the trophies won and
nothing without one; clear of the title's words, the buttons, the bank, the messages and her
portrait at every common size in every language; drawn once and then only blitted; and said
as the title opens (the registry's ``title_words``)."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from text_recorder import recording
from ui_driver import Driver, make_app

from drawpoker import career
from drawpoker.engine.draw import Match, Rules
from drawpoker.i18n import t
from drawpoker.settings import Settings
from drawpoker.speech import RecordingSpeaker
from drawpoker.storage.draw.records import MatchRecords
from drawpoker.storage.shelf import Shelf
from drawpoker.ui import characters, speech_hub, style
from drawpoker.ui.app import App, FixedClock
from drawpoker.ui.draw import career_marks, title_entry
from drawpoker.ui.menus import TitleScene

LANGUAGES = ["en", "fr", "pt", "es", "de"]
SIZES = [(1024, 600), (1280, 720), (1920, 1080)]


def _title(tmp_path: Path, language: str, size: tuple[int, int], won: int,
           large: bool = False) -> Driver:
    """The title with a saved match (every button), three long messages and ``won`` trophies
    (the ladder's first ones); ``large``: at the large text size."""
    records = MatchRecords(tmp_path)
    saved = Match(Rules(), seed=5)
    saved.start_deal()
    records.save(saved)
    career_marks.sample_career(records.stats.stats, characters.characters())
    order = career_marks.ordered(characters.characters())
    records.stats.stats.trophies = {c.id: "2026-11-02" for c in order[:won]}
    app = make_app(speed="instant", language=language, size=size) if not large else App(
        size, Settings(animation_speed="instant", language=language, text_size="large"),
        clock=FixedClock(16))
    app.records = Shelf.of(records)
    app.notices = [t("stats.problem.corrupt"), t("saves.problem.corrupt"),
                   t("settings.problem.bad_values", kept="settings.yaml.bad-20261203")]
    app.push(TitleScene(app))
    driver = Driver(app)
    driver.step()
    return driver


def _gold(canvas: pygame.Surface, box: pygame.Rect) -> int:
    """Pixels of the trophies' gold inside ``box``."""
    return pygame.mask.from_threshold(canvas.subsurface(box), style.GOLD,
                                      (14, 14, 14, 255)).count()


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("size", SIZES)
def test_the_shelf_shows_the_trophies_won_clear_of_everything(
        tmp_path: Path, language: str, size: tuple[int, int],
        monkeypatch: pytest.MonkeyPatch) -> None:
    gold = []
    for won in (2, len(career.career_order())):
        driver = _title(tmp_path / str(won), language, size, won)
        scene = driver.scene
        assert isinstance(scene, TitleScene)
        title_entry._shelf.cache_clear()  # the caption drawn again, seen by the recorder
        with recording(monkeypatch) as recorder:
            recorder.draw_app(driver.app)
            assert recorder.problems() == []
            said = [d.text for d in recorder.drawn]
        canvas = pygame.Surface(size)
        scene.draw(canvas)
        assert len(scene.decor_boxes) == 1
        shelf = scene.decor_boxes[0]
        assert pygame.Rect((0, 0), size).contains(shelf)
        others = {"words": scene.words_box, "bank": scene.bank_box,
                  "notices": scene.notice_box, "portrait": scene.portrait_box,
                  **{button.name: button.rect for button in scene.buttons}}
        assert scene.notice_box.height > 0 and scene.portrait_box.width > 0
        for name, rect in others.items():
            assert not shelf.colliderect(rect), (name, shelf, rect)
        total = len(career.career_order())
        caption = t("career.title_shelf", won=won, total=total)
        assert caption in said, said  # how many of how many, at this size
        gold.append(_gold(canvas, shelf))
    assert 0 < gold[0] < gold[1]  # two trophies, then all six


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_trophy_no_shelf(tmp_path: Path, language: str) -> None:
    driver = _title(tmp_path, language, (1280, 720), 0)
    scene = driver.scene
    assert isinstance(scene, TitleScene)
    scene.draw(pygame.Surface((1280, 720)))
    assert scene.decor_boxes == []
    driver.app.records = None  # no records at all (tests, screenshots): no shelf either
    scene.draw(pygame.Surface((1280, 720)))
    assert scene.decor_boxes == []


def test_the_shelf_is_drawn_once_then_only_blitted(tmp_path: Path) -> None:
    """The title redraws at its ambient rate: the shelf's picture is kept, built again only
    when the career, the size, the language or the text size changes."""
    driver = _title(tmp_path, "en", (1280, 720), 2)
    scene = driver.scene
    canvas = pygame.Surface((1280, 720))
    scene.draw(canvas)
    before = title_entry._shelf.cache_info()
    for _ in range(10):
        scene.draw(canvas)
    after = title_entry._shelf.cache_info()
    assert after.misses == before.misses and after.hits == before.hits + 10
    assert driver.app.records is not None
    trophies = driver.app.records.draw.stats.stats.trophies
    third = next(ident for ident in career.career_order() if ident not in trophies)
    trophies[third] = "2026-12-01"  # a third one won
    scene.draw(canvas)
    assert title_entry._shelf.cache_info().misses == before.misses + 1


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("size", [(800, 480), (1024, 600), (1024, 768), (1366, 768),
                                  (1920, 1080)])
def test_other_sizes_and_the_large_text_keep_it_clear(tmp_path: Path, language: str,
                                                      size: tuple[int, int]) -> None:
    driver = _title(tmp_path, language, size, 6, large=True)
    scene = driver.scene
    assert isinstance(scene, TitleScene)
    scene.draw(pygame.Surface(size))
    assert len(scene.decor_boxes) == 1  # room for it everywhere today
    for shelf in scene.decor_boxes:
        assert pygame.Rect((0, 0), size).contains(shelf)
        rects = [scene.words_box, scene.bank_box, scene.notice_box, scene.portrait_box,
                 *(button.rect for button in scene.buttons)]
        assert shelf.collidelist(rects) == -1


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_title_says_the_trophies_as_it_opens(tmp_path: Path, language: str) -> None:
    """With speech on, the title's opening words end with how many trophies are won (the
    shelf's caption); without a trophy it says none of it."""
    for won in (2, 0):
        records = MatchRecords(tmp_path / str(won))
        records.stats.stats.trophies = {c.id: "2026-11-02" for c in
                                        career_marks.ordered(characters.characters())[:won]}
        app = make_app(speed="instant", language=language)
        app.records = Shelf.of(records)
        speech_hub.install(app, RecordingSpeaker())
        app.push(TitleScene(app))
        Driver(app).step()
        opened = speech_hub.log_of(app).lines[-1]
        caption = t("career.title_shelf", won=2, total=len(career.career_order()))
        assert opened.startswith(t("app.title"))
        assert (caption in opened) == bool(won), opened
