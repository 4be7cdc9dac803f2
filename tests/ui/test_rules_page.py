"""The shared rules page (hold'em and Canfield): it scrolls, and shows when more is out of view."""

from __future__ import annotations

import pygame
from ui_driver import Driver, make_app

from drawpoker.ui import style
from drawpoker.ui.canfield.help import CanfieldHelpScene
from drawpoker.ui.holdem.help import HoldemHelpScene
from drawpoker.ui.rules_page import RulesPage, RulesPageScene
from drawpoker.ui.scene import SceneName


class ShortPage(RulesPageScene):
    """One short section and no keys: fits in the view."""

    PAGE = RulesPage("canfield.help_title", "canfield.help", ("aim",), ())


def _open(scene_class: type[RulesPageScene]) -> tuple[Driver, RulesPageScene]:
    app = make_app(size=(1024, 600))
    driver = Driver(app)
    app.go(SceneName.TITLE)
    scene = scene_class(app)
    app.push(scene)
    driver.step()
    return driver, scene


def _gold_pixels(surface: pygame.Surface, rect: pygame.Rect) -> int:
    return sum(1 for x in range(rect.left, rect.right) for y in range(rect.top, rect.bottom)
               if surface.get_at((x, y))[:3] == style.GOLD[:3])


def _cue_rects(scene: RulesPageScene) -> tuple[pygame.Rect, pygame.Rect]:
    """Where the arrows go: the right end of the view's top and bottom strips."""
    view = scene.view
    above = pygame.Rect(view.right - 30, view.top, 30, 20)
    below = pygame.Rect(view.right - 30, view.bottom - 20, 30, 20)
    return above, below


def test_a_tall_page_shows_more_below_then_more_above() -> None:
    for scene_class in (HoldemHelpScene, CanfieldHelpScene):
        driver, scene = _open(scene_class)
        assert scene.page_height > 0
        above, below = _cue_rects(scene)
        screen = driver.app.screen
        assert scene.more_below and not scene.more_above
        assert _gold_pixels(screen, below) > 20 and _gold_pixels(screen, above) == 0
        for _ in range(60):
            driver.key(pygame.K_PAGEDOWN)
        assert scene.scroll == scene.page_height
        assert scene.more_above and not scene.more_below
        assert _gold_pixels(screen, above) > 20 and _gold_pixels(screen, below) == 0
        driver.key(pygame.K_UP)
        assert scene.more_above and scene.more_below
        assert _gold_pixels(screen, above) > 20 and _gold_pixels(screen, below) > 20


def test_a_page_that_fits_shows_no_cue_and_does_not_scroll() -> None:
    driver, scene = _open(ShortPage)
    assert scene.page_height == 0
    driver.key(pygame.K_PAGEDOWN)
    driver.wheel(-3)
    assert scene.scroll == 0 and not scene.more_above and not scene.more_below
    above, below = _cue_rects(scene)
    assert _gold_pixels(driver.app.screen, above) == 0
    assert _gold_pixels(driver.app.screen, below) == 0


def test_esc_returns_to_the_scene_below() -> None:
    driver, scene = _open(HoldemHelpScene)
    driver.key(pygame.K_ESCAPE)
    assert driver.app.scene is not scene
    assert type(driver.app.scene).__name__ == "TitleScene"
