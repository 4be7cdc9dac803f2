"""A theme the player dropped in that the game refuses is named, with why, in the settings."""

from __future__ import annotations

from ui_driver import Driver, make_app

from drawpoker.themes import user_themes_dir
from drawpoker.ui.menus import TitleScene
from drawpoker.ui.message import MessageScene
from drawpoker.ui.settings import SettingsScene


def test_a_refused_theme_is_told_and_the_others_are_offered() -> None:
    deep = user_themes_dir() / "deep"
    deep.mkdir(parents=True)
    (deep / "manifest.yaml").write_text("[" * 20_000 + "]" * 20_000, encoding="utf-8")
    app = make_app()
    app.push(TitleScene(app))
    driver = Driver(app)
    driver.step()
    driver.click_button("settings")
    box, scene = driver.scene, app.scenes[-2]
    assert isinstance(scene, SettingsScene)
    driver.step()  # drawn with the notice, without an error
    (notice,) = scene.notices
    assert isinstance(box, MessageScene) and box.lines == [notice]  # told in a box too
    assert "“deep”" in notice and "too deeply" in notice
    assert {"wardrobe", "party"} <= {theme.id for theme in scene.themes}
