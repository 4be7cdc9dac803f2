"""The title screen at the smallest common size: readable buttons, messages in their own place.

Three messages about bad files (with long paths, in the longer languages) used to be drawn
from the bottom up over QUIT, STATISTICS and the portrait, shrinking to 8 px; seven buttons in
one column were 24 px tall with 9 px labels.
"""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from text_recorder import recording
from ui_driver import Driver, make_app

from drawpoker.engine.draw import Match, Rules
from drawpoker.i18n import t
from drawpoker.storage.draw.records import MatchRecords
from drawpoker.storage.shelf import Shelf
from drawpoker.ui.menus import TitleScene

LONG = "/home/joueuse/.local/share/un-dossier-au-nom-vraiment-long/drawpoker/config"


def _title(tmp_path: Path, language: str, size: tuple[int, int]) -> Driver:
    records = MatchRecords(tmp_path)
    saved = Match(Rules(), seed=5)
    saved.start_deal()
    records.save(saved)
    app = make_app(speed="instant", language=language, size=size)
    app.records = Shelf.of(records)  # a saved match: all eight buttons (with TEXAS HOLD'EM)
    app.notices = [
        t("settings.problem.bad_values", kept=f"{LONG}/settings.yaml.bad-20261203-032259"),
        t("stats.problem.corrupt") + " " + t("stats.kept_as",
                                             file=f"{LONG}/stats.json.bad-20261203-032259"),
        t("saves.problem.corrupt") + " " + t("saves.kept_as",
                                             file=f"{LONG}/match.json.bad-20261203-032259"),
    ]
    app.push(TitleScene(app))
    driver = Driver(app)
    driver.step()
    return driver


@pytest.mark.parametrize("language", ["fr", "es"])
@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (800, 480)])
def test_three_messages_stay_clear_of_the_buttons_and_portrait(
        tmp_path: Path, language: str, size: tuple[int, int],
        monkeypatch: pytest.MonkeyPatch) -> None:
    driver = _title(tmp_path, language, size)
    scene = driver.scene
    assert isinstance(scene, TitleScene)
    assert len(driver.buttons()) == 8
    with recording(monkeypatch) as recorder:
        recorder.draw_app(driver.app)
        assert recorder.problems() == []
        lines = [d for d in recorder.drawn if d.kind == "line"]
    box = scene.notice_box
    assert box.height > 0 and pygame.Rect((0, 0), size).contains(box)
    for button in driver.buttons():
        assert not box.colliderect(button.rect), button.name
    assert not box.colliderect(scene.portrait_box)
    shown = " ".join(d.text for d in lines)
    assert LONG not in shown and "/" not in shown  # paths are cut to the file name
    assert "settings.yaml.bad-20261203-032259" in shown.replace(" ", "")  # maybe split
    assert min(d.size for d in lines) >= 12


@pytest.mark.parametrize("language", ["en", "fr", "es", "de", "pt"])
def test_seven_buttons_have_readable_labels_at_1024x600(
        tmp_path: Path, language: str, monkeypatch: pytest.MonkeyPatch) -> None:
    driver = _title(tmp_path, language, (1024, 600))
    driver.app.notices = []
    with recording(monkeypatch) as recorder:
        recorder.draw_app(driver.app)
        assert recorder.problems() == []
        labels = {d.text: d.size for d in recorder.drawn if d.kind == "fitted"}
    for button in driver.buttons():
        assert button.rect.height >= 36, button.name
        assert labels[button.label] >= 14, button.name
    rects = [button.rect for button in driver.buttons()]
    assert all(a.collidelist([b for b in rects if b is not a]) == -1 for a in rects)
