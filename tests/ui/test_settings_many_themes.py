"""Many refused themes make one short notice: the setting rows keep their height."""

from __future__ import annotations

import pygame
import pytest
from text_recorder import recording
from ui_driver import Driver, make_app

from drawpoker.themes import user_themes_dir
from drawpoker.ui.menus import TitleScene
from drawpoker.ui.message import MessageScene
from drawpoker.ui.settings import SettingsScene

BROKEN = [f"broken{n}" for n in range(1, 9)]


def _open_settings(size: tuple[int, int], language: str) -> tuple[Driver, SettingsScene]:
    app = make_app(size=size, language=language)
    app.push(TitleScene(app))
    driver = Driver(app)
    driver.step()
    driver.click_button("settings")
    scene = next(s for s in app.scenes if isinstance(s, SettingsScene))
    driver.step()
    return driver, scene


def _row_heights(scene: SettingsScene) -> list[int]:
    return [row.rect.height for row in scene.rows]


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
@pytest.mark.parametrize("language", ["en", "de"])
def test_eight_refused_themes_leave_the_rows_alone(
        size: tuple[int, int], language: str, monkeypatch: pytest.MonkeyPatch) -> None:
    _, clean = _open_settings(size, language)
    heights = _row_heights(clean)
    first_top = min(row.rect.top for row in clean.rows)
    assert min(heights) > 0
    for name in BROKEN:
        folder = user_themes_dir() / name
        folder.mkdir(parents=True)
        (folder / "manifest.yaml").write_text("[" * 20_000 + "]" * 20_000, encoding="utf-8")
    pygame.display.quit()
    driver, scene = _open_settings(size, language)
    assert len(scene.notices) == 1  # one summary, not a banner per theme
    (notice,) = scene.notices
    assert "8" in notice and all(name in notice for name in BROKEN)
    assert _row_heights(scene) == heights
    # Told in a box over the page first (the rows, now many, may leave the panel no room).
    box = driver.app.scene
    assert isinstance(box, MessageScene) and box.lines == [notice]
    with recording(monkeypatch) as recorder:
        recorder.draw_app(driver.app)
        assert recorder.problems() == []
        told = " ".join(d.text for d in recorder.drawn if d.layer == 1)
    assert all(word in told for word in notice.split()), "the notice is shown whole"
    driver.key(pygame.K_RETURN)
    assert driver.app.scene is scene  # OK closes the box, and it is not told again
    scene.enter()
    assert driver.app.scene is scene
    with recording(monkeypatch) as recorder:
        recorder.draw_app(driver.app)
        assert recorder.problems() == []
        panel = [d for d in recorder.drawn if d.text and d.text in notice]
    if panel:  # where the page has room, its panel says it too, above the rows
        assert max(d.rect.bottom for d in panel) <= min(row.rect.top for row in scene.rows)
    assert min(row.rect.top for row in scene.rows) >= first_top  # rows moved down, not squeezed


@pytest.mark.parametrize("language", ["en", "fr", "pt", "es", "de"])
@pytest.mark.parametrize("size", [(1024, 600), (800, 480)])
def test_row_labels_keep_clear_of_their_arrows(
        size: tuple[int, int], language: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """"Flush schlägt Full House" touched its left arrow at 1024x600."""
    driver, scene = _open_settings(size, language)
    with recording(monkeypatch) as recorder:
        recorder.draw_app(driver.app)
    for row in scene.rows:
        # The label on one line, or on two when it is long ("Flush schlägt / Full House").
        label = [d for d in recorder.drawn if d.rect.colliderect(row.label_box)]
        assert " ".join(d.text for d in label) == row.label()
        room = row.left.left - max(d.rect.right for d in label)
        assert room >= min(d.size for d in label) // 2, (row.name, room)
