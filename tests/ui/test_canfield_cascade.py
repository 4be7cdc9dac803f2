"""The Canfield win's cascade (issue 24): the cards leave the foundations one by one, arc down,
bounce off the bottom and leave trails; a key or a click ends it; the same seed draws the
same moment however the frames fell; with animations off there is none."""

from __future__ import annotations

import itertools
from pathlib import Path

import pygame
import pytest
from ui_driver import Driver, make_app

from drawpoker.engine.canfield import hint
from drawpoker.storage.canfield.book import CanfieldBook
from drawpoker.ui.canfield.cascade import Cascade
from drawpoker.ui.canfield.scene import CanfieldScene
from drawpoker.ui.menus import TitleScene

WINNABLE_SEED = 9  # the hint alone wins it (ui/canfield/staging.py)


def won_table(tmp_path: Path, speed: str = "normal",
              size: tuple[int, int] = (1280, 720)) -> tuple[Driver, CanfieldScene]:
    """The pinned deal played by the hint to its win, the automatic finish run to its end."""
    app = make_app(speed=speed, size=size)
    app.push(TitleScene(app))
    scene = CanfieldScene(app, CanfieldBook(tmp_path / "canfield.json"),
                          itertools.count(WINNABLE_SEED))
    app.push(scene)
    driver = Driver(app)
    for _ in range(400):
        game = scene.control.game
        if game is None or scene.control.finishing or scene.control.result is not None:
            break
        move = hint(game)
        assert move is not None
        scene.play(move)
    for _ in range(3000):
        if scene.control.result is not None:
            break
        driver.step()
    assert scene.control.result is not None and scene.control.result[0] is True
    return driver, scene


def _look(driver: Driver) -> bytes:
    driver.app.draw()
    return pygame.image.tobytes(driver.app.screen, "RGB")


def test_a_win_sends_the_cards_bouncing_away_then_shows_the_result(tmp_path: Path) -> None:
    driver, scene = won_table(tmp_path)
    cascade = scene.cascade
    assert cascade is not None and len(cascade.cards) == 52
    assert driver.app.is_animating()
    first = _look(driver)
    looks, gone = [first], []
    while scene.cascade is not None:
        driver.step(15)
        looks.append(_look(driver))
        gone.append(sum(scene.view.gone.values()))
        assert len(looks) < 400, "the cascade never ends"
    assert all(a != b for a, b in itertools.pairwise(looks[:-1]))  # moving all along
    assert gone[:-1] == sorted(gone[:-1]) and gone[-2] == 52  # emptied card by card
    assert max(c.y for c in cascade.cards) == driver.app.size[1] - scene.layout.card[1]
    assert all(c.gone for c in cascade.cards)  # it ended by itself: every card left
    assert not driver.app.is_animating() and scene.view.gone == {}
    assert driver.has_button("new_deal")  # the result with its buttons, after the show
    assert _look(driver) != looks[-2]


@pytest.mark.parametrize("how", ["key", "click"])
def test_a_key_or_a_click_ends_the_cascade_and_presses_nothing(tmp_path: Path,
                                                               how: str) -> None:
    driver, scene = won_table(tmp_path)
    driver.step(40)
    assert scene.cascade is not None
    seed = scene.control.table_game().seed  # type: ignore[union-attr]
    button = next(b for b in scene.buttons if b.name == "new_deal")
    if how == "key":
        driver.key(pygame.K_RETURN)  # Enter would deal again, were the result shown
    else:
        scene.draw(driver.app.screen)
        driver.click(button.rect.center if button.rect.width else (640, 360))
    assert scene.cascade is None and scene.control.result is not None
    assert scene.control.table_game().seed == seed  # type: ignore[union-attr]  # no new deal
    driver.step()
    assert not driver.app.is_animating() and driver.has_button("new_deal")


def test_the_same_seed_draws_the_same_moment_however_the_frames_fell(tmp_path: Path) -> None:
    _, scene = won_table(tmp_path, speed="instant")
    game = scene.control.table_game()
    assert game is not None and scene.cascade is None  # animations off: no cascade
    layout = scene.layout
    even, uneven = Cascade(game, layout), Cascade(game, layout)
    even.advance(2.0)
    for dt in [0.013, 0.2, 0.07, 0.5, 0.001, 0.3] + [0.1] * 9:
        uneven.advance(dt)
    uneven.advance(even.time - uneven.time)
    assert abs(even.time - uneven.time) < 1e-9
    assert pygame.image.tobytes(even.layer, "RGBA") == pygame.image.tobytes(uneven.layer, "RGBA")
    later = Cascade(game, layout)
    later.advance(3.0)
    assert pygame.image.tobytes(later.layer, "RGBA") != pygame.image.tobytes(even.layer, "RGBA")
    other = Cascade(game, layout, seed=game.seed + 1)  # type: ignore[operator]
    other.advance(2.0)
    assert pygame.image.tobytes(other.layer, "RGBA") != pygame.image.tobytes(even.layer, "RGBA")


def test_with_animations_off_a_win_is_one_still_picture(tmp_path: Path) -> None:
    driver, scene = won_table(tmp_path, speed="instant")
    assert scene.cascade is None and not driver.app.is_animating()
    first = _look(driver)
    driver.step(60)
    assert _look(driver) == first and driver.has_button("new_deal")


def test_a_new_window_size_replays_the_cascade_there(tmp_path: Path) -> None:
    driver, scene = won_table(tmp_path)
    driver.step(60)
    moment = scene.cascade.time  # type: ignore[union-attr]
    driver.app._resize((1024, 600))
    driver.step()
    cascade = scene.cascade
    assert cascade is not None and cascade.layer.get_size() == (1024, 600)
    assert cascade.time == pytest.approx(moment + 0.016)
