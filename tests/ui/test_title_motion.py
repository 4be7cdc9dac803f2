"""The title moves (issue 24): the fan is dealt, cards drift, she breathes, blinks and glances.

It moves at a calm 12 frames a second that never counts as "still animating" (tests that wait
for a scene to settle, and the loop's full-speed frames, ignore it), it never covers the
buttons or the bank's lines, and with animations off it is one still picture.
"""

from __future__ import annotations

import math

import pygame
import pytest
from ui_driver import Driver, make_app

from drawpoker.ui import title_motion
from drawpoker.ui.app import App
from drawpoker.ui.card_art import card_size
from drawpoker.ui.menus import TitleScene
from drawpoker.ui.scene import SceneName


def _title(speed: str = "normal", size: tuple[int, int] = (1280, 720),
           opponent: str = "") -> tuple[Driver, TitleScene]:
    app = make_app(speed=speed, size=size)
    if opponent:
        app.settings = app.settings.replace(draw_opponent=opponent)
    scene = app.go(SceneName.TITLE)
    assert isinstance(scene, TitleScene)
    driver = Driver(app)
    driver.step()
    return driver, scene


def _pixels(app: App) -> bytes:
    app.draw()
    return pygame.image.tobytes(app.screen, "RGB")


def test_the_title_moves_with_the_fixed_clock_and_never_stops() -> None:
    driver, scene = _title()
    first = _pixels(driver.app)
    seen = {first}
    for _ in range(6):
        driver.step(20)  # 20 frames of 16 ms
        seen.add(_pixels(driver.app))
    assert len(seen) == 7  # every look differs from the one before
    assert scene.elapsed == pytest.approx(121 * 0.016 / driver.app.settings.speed_factor)
    driver.settle()  # the fan's deal ends: nothing "animates" any more...
    assert not driver.app.is_animating()
    assert driver.app.ambient_fps() == title_motion.FPS  # ...but the calm motion goes on
    before = _pixels(driver.app)
    driver.step(30)
    assert _pixels(driver.app) != before


def test_the_loop_draws_the_calm_motion_at_its_own_low_rate_not_60() -> None:
    driver, _ = _title()
    driver.settle()
    asked: list[float] = []
    app = driver.app

    class Recording:
        def tick(self, framerate: float = 0) -> int:
            asked.append(framerate)
            return 33

    app.clock = Recording()
    app.run(max_frames=5)
    assert asked == [title_motion.FPS] * 5
    assert title_motion.FPS <= 12  # issue 41: the title idles under 3% of a core


def test_with_animations_off_the_title_is_one_still_picture() -> None:
    driver, scene = _title(speed="instant")
    assert driver.app.ambient_fps() == 0 and not driver.app.is_animating()
    first = _pixels(driver.app)
    driver.step(200)
    assert _pixels(driver.app) == first
    assert scene.moment() == title_motion.STILL
    assert all(title_motion.dealt(n, scene.moment()) == 1.0 for n in range(5))  # fan in place


def test_she_blinks_and_now_and_then_glances_smugly_while_breathing() -> None:
    moods = [title_motion.mood(n / 20) for n in range(round(3 * title_motion.CYCLE * 20))]
    assert moods.count("pleased") >= 3 * 3  # three blinks of a few frames each
    assert "smug" in moods and moods[0] == "neutral"
    assert moods.count("neutral") > len(moods) * 0.7  # mostly she simply looks at the player
    assert title_motion.breath(0.0) == 0.0
    assert title_motion.breath(title_motion.BREATH_S / 2) == pytest.approx(1.0)
    assert title_motion.mood(title_motion.STILL) == "neutral"


def test_the_title_shows_the_chosen_opponent() -> None:
    _, scene = _title(opponent="mei")
    picture = scene._pictures()
    assert picture.character is not None and picture.character.id == "mei"


def test_a_title_under_another_scene_stands_still() -> None:
    driver, scene = _title()
    driver.app.go(SceneName.SETTINGS)
    before = scene.elapsed
    driver.step(30)
    assert scene.elapsed == before and driver.app.ambient_fps() == 0


@pytest.mark.parametrize("size", [(1024, 600), (800, 480), (1280, 720)])
def test_nothing_moving_ever_covers_a_button_or_the_bank(size: tuple[int, int]) -> None:
    driver, scene = _title(size=size)
    app = driver.app
    s = min(size[0] / 1280, size[1] / 720)
    card_w = round(76 * s)
    half = math.ceil(math.hypot(*card_size(card_w)) / 2)
    for n in range(0, 400):  # 40 s of animation: every blink, glance and breath
        scene.elapsed = n / 10
        app.draw()
        window = pygame.Rect((0, 0), size)
        assert window.contains(scene.figure_rect), n
        assert scene.portrait_box.contains(scene.figure_rect), n
        for button in scene.buttons:
            assert not scene.figure_rect.colliderect(button.rect), (n, button.name)
        assert not scene.figure_rect.colliderect(scene.bank_box)
        band = pygame.Rect(0, scene.bank_box.top + round(100 * s), size[0], 0)
        band.height = size[1] - round(48 * s) - band.top
        for _, center, _ in title_motion.drift_places(band, card_w, scene.elapsed):
            drifter = pygame.Rect(0, 0, 2 * half, 2 * half)
            drifter.center = center
            assert not drifter.colliderect(scene.bank_box), n  # behind the menu, never the bank
