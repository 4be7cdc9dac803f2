"""A forfeit theme chosen in the settings shows at once on the table and the game-over screen.

Both scenes build her pictures when they start; coming back from the settings (through the
pause menu on the table) must build them again, and what is drawn must change with them.
"""

from __future__ import annotations

import pygame
import scene_matrix
from ui_driver import Driver, make_app

from drawpoker.themes import load_theme_or_default
from drawpoker.ui.app import App
from drawpoker.ui.draw.gameover import GameOverScene
from drawpoker.ui.draw.scene import TableScene
from drawpoker.ui.menus import PauseScene
from drawpoker.ui.settings import SettingsScene


def _pixels(app: App, rect: pygame.Rect) -> bytes:
    app.draw()
    return pygame.image.tobytes(app.screen.subsurface(rect), "RGB")


def _theme_id(scene: TableScene | GameOverScene) -> str:
    art = scene.pictures.art
    assert art is not None
    return art.theme.id


def test_the_table_shows_a_new_theme_when_the_settings_close() -> None:
    app = make_app()
    app.settings = app.settings.replace(theme="wardrobe")
    table = TableScene(app, seed=1)
    app.push(table)
    d = Driver(app)
    d.settle()
    avatar = table.layout.avatar_box
    before = _pixels(app, avatar)
    d.key(pygame.K_ESCAPE)
    assert isinstance(d.scene, PauseScene)
    d.click_button("settings")
    settings = d.scene
    assert isinstance(settings, SettingsScene)
    settings.change("theme", "party")
    assert app.settings.theme == "party"
    d.key(pygame.K_ESCAPE)          # settings -> pause menu
    d.key(pygame.K_ESCAPE)          # pause menu -> table
    assert d.scene is table
    assert _theme_id(table) == "party"
    assert table.item_name(0) == load_theme_or_default("party").items[0].name("en")
    assert _pixels(app, avatar) != before


def test_the_game_over_screen_shows_a_new_theme_when_the_settings_close() -> None:
    app = scene_matrix.build("gameover-won", (1280, 720))
    scene = app.scene
    assert isinstance(scene, GameOverScene)
    first = scene.pictures
    whole = app.screen.get_rect()
    before = _pixels(app, whole)
    settings = SettingsScene(app)
    app.push(settings)
    new = "party" if app.settings.theme != "party" else "wardrobe"
    settings.change("theme", new)
    app.pop()
    assert app.scene is scene and scene.pictures is not first
    assert _theme_id(scene) == new
    assert _pixels(app, whole) != before
