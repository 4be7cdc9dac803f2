"""The statistics page's EXPORT (E): the player's poker hands written, in both formats, to
the data folder's exports/, and the page says where (or that there is nothing yet), driven by
the real key and a real click."""

from __future__ import annotations

import sys
import tomllib
from pathlib import Path

import pygame
import pytest
from ui_driver import Driver, make_app

from drawpoker import paths
from drawpoker.i18n import t
from drawpoker.ui.scene import SceneName
from drawpoker.ui.stats import StatsScene

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "export"))
from histories import draw_file, holdem_file


def _stats() -> Driver:
    app = make_app()
    app.go(SceneName.STATS)
    driver = Driver(app)
    driver.step()
    assert isinstance(driver.scene, StatsScene)
    return driver


def test_x_exports_both_games_to_the_data_folder_and_says_where(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("os.fsync", lambda fd: None)
    folder = paths.user_data_dir()
    holdem_file(folder, 3, 3, 5)
    draw_file(folder, 3, 4)
    driver = _stats()
    driver.key(pygame.K_x)  # X, not E: E says the last line again on every page
    scene = driver.scene
    assert isinstance(scene, StatsScene) and scene.exported is not None
    message, ok = scene.exported
    written = sorted((folder / "exports").iterdir())
    assert ok and [path.suffix for path in written] == [".phhs", ".txt"]
    assert str(folder / "exports") in message and all(p.name in message for p in written)
    assert len(tomllib.loads(written[0].read_text(encoding="utf-8"))) >= 9
    assert "5 Card Draw" in written[1].read_text(encoding="utf-8")
    driver.step()  # the message is drawn in the room above the buttons


def test_a_click_with_no_hands_says_so_and_writes_nothing() -> None:
    driver = _stats()
    driver.click(driver.button("export").rect.center)
    scene = driver.scene
    assert isinstance(scene, StatsScene)
    assert scene.exported == (t("export.none"), False)
    assert not (paths.user_data_dir() / "exports").exists()
