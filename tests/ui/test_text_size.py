"""The text-size setting and the readable floor, checked on every scene as drawn.

Every scene and situation of the survey (``text_survey``: the draw scenes of the text-fit
matrix, hold'em's, the bank's and Canfield's) is drawn at 1024x600 and no text may be smaller
than 14 pixels, except where a known exception is named below. The setting is then switched
on the settings page by real mouse clicks over one scene of each kind, and the texts of the
scene under it must be drawn larger at once, with no restart; a resized window re-sizes its
text the same way. The survey's scenes no text-fit test draws (Canfield's, hold'em's record)
are checked for fit here, in German, at both text sizes.
"""

from __future__ import annotations

import statistics
from collections.abc import Callable
from pathlib import Path

import pygame
import pytest
from text_recorder import recording
from text_survey import SURVEY, build, drawn
from ui_driver import Driver

from drawpoker import i18n
from drawpoker import settings as stored
from drawpoker.ui import text
from drawpoker.ui.app import App
from drawpoker.ui.settings import SettingsScene

SMALLEST = (1024, 600)
FLOOR = 14


@pytest.mark.parametrize("language", ["en", "de"])
def test_no_text_is_drawn_under_14_px_at_1024x600(language: str,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    small: list[str] = []
    seen = 0
    for name in SURVEY:
        texts = drawn(name, SMALLEST, language, monkeypatch=monkeypatch)
        seen += len(texts)
        small += [f"{name}: {d.text!r} at {d.pixels}px" for d in texts
                  if d.pixels < FLOOR]
    assert seen > 500, "the recorder saw almost no text"
    assert not small, f"{len(small)} text(s) under the floor:\n" + "\n".join(small)


def test_the_floor_scales_with_the_window_and_the_factor_with_the_setting() -> None:
    app = App((1024, 600), stored.Settings())
    assert text.pixels(8) == FLOOR and text.pixels(30) == 30
    app.settings = app.settings.replace(text_size="large")
    assert text.pixels(8) == round(FLOOR * app.settings.text_factor)
    assert text.pixels(30) == round(30 * app.settings.text_factor)
    # The window made smaller (a resize event through the app's loop): the floor follows.
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(800, 480), w=800, h=480))
    app.step()
    assert app.size == (800, 480)
    assert text.pixels(8) == round(FLOOR * 800 / 1024 * app.settings.text_factor)
    assert text.pixels(8) >= 12


#: One situation of every kind of scene (the full survey is the test above's).
KINDS = ["title", "opponents", "help", "pause", "confirm-quit", "pawnshop", "table-deal",
         "stats", "gameover-won", "holdem-flop", "holdem-setup", "holdem-help", "stats-holdem",
         "stats-bank", "canfield", "canfield-help"]


def _sizes(app: App, monkeypatch: pytest.MonkeyPatch,
           action: Callable[[], None] = lambda: None) -> dict[str, int]:
    """Each text the scenes draw in the frame ``action`` steps (a page kept drawn, as the
    help's, is drawn again only then) and in one more, with its size in pixels (a text drawn
    twice counts once, at its largest)."""
    with recording(monkeypatch) as recorder:
        action()
        recorder.draw_app(app)
    sizes: dict[str, int] = {}
    for d in recorder.drawn:
        if d.text.strip():
            sizes[d.text] = max(d.pixels, sizes.get(d.text, 0))
    return sizes


@pytest.mark.parametrize("name", KINDS)
def test_the_setting_resizes_the_scene_under_it_at_once(name: str, tmp_path: Path,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    """Open the settings over the scene, click the text size's arrow, close: every scene
    draws its text larger on the next frame (no restart), and back to normal likewise."""
    app = build(name, (1280, 720), tmp_path)
    before = _sizes(app, monkeypatch)
    driver = Driver(app)
    scene = SettingsScene(app)
    app.push(scene)
    driver.step()  # laid out
    row = scene.row("text_size")
    driver.click(row.right.center)
    assert app.settings.text_size == "large"
    assert stored.load().settings.text_size == "large"  # stored at once
    after = _sizes(app, monkeypatch, lambda: driver.key(pygame.K_ESCAPE))
    assert app.scene is not scene
    both = before.keys() & after.keys()  # (a paragraph may wrap into other lines)
    assert len(both) >= len(before) // 3 > 0, f"{name}: the scene changed under the settings"
    ratios = [after[words] / before[words] for words in both]
    assert statistics.median(ratios) >= 1.15, f"{name}: median growth {statistics.median(ratios)}"
    assert min(after.values()) > min(before.values())
    # And back, by the keyboard this time.
    scene = SettingsScene(app)
    app.push(scene)
    driver.step()
    scene.focus = scene.rows.index(scene.row("text_size"))
    driver.key(pygame.K_LEFT)
    assert app.settings.text_size == "normal"
    back = _sizes(app, monkeypatch, lambda: driver.key(pygame.K_ESCAPE))
    assert back and all(before.get(words) == size for words, size in back.items())
    i18n.set_language("en")


#: Survey scenes no text-fit test draws: Canfield's table, its win and rules, hold'em's record.
UNFITTED = ["canfield", "canfield-won", "canfield-help", "stats-holdem"]


@pytest.mark.parametrize("text_size", ["normal", "large"])
@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_other_scenes_fit_their_text_in_german(size: tuple[int, int], text_size: str,
                                                   tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """Canfield's panel once let "Runde 3 · 21 von 52 Karten abgelegt" run off its edge."""
    problems: list[str] = []
    for name in UNFITTED:
        with recording(monkeypatch) as recorder:
            app = build(name, size, tmp_path / name, "de", text_size)
            recorder.clear()
            recorder.draw_app(app)
        assert recorder.drawn, name
        problems += [f"{name}: {problem}" for problem in dict.fromkeys(recorder.problems())]
    assert not problems, "\n".join(problems)
