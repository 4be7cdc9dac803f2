"""The window never gets smaller than the game can be read at (500x300 was accepted)."""

from __future__ import annotations

import warnings

import pygame
from ui_driver import Driver, make_app

from drawpoker.__main__ import MIN_WINDOW
from drawpoker.ui.menus import TitleScene
from drawpoker.ui.window import MIN_SIZE


def _window_minimum() -> tuple[int, int]:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        return tuple(pygame.Window.from_display_module().minimum_size)  # type: ignore[return-value]


def test_the_command_line_and_the_window_agree_on_the_minimum() -> None:
    assert MIN_SIZE == MIN_WINDOW == (800, 480)


def test_a_resize_below_the_minimum_is_grown_back() -> None:
    app = make_app(size=(1024, 600))
    app.push(TitleScene(app))
    d = Driver(app)
    d.step()
    assert _window_minimum() == MIN_SIZE
    d.post(pygame.VIDEORESIZE, size=(500, 300), w=500, h=300)
    d.step()
    assert app.size == MIN_SIZE
    assert pygame.display.get_surface().get_size() == MIN_SIZE
    assert _window_minimum() == MIN_SIZE  # still told to the window after the new mode
    d.post(pygame.VIDEORESIZE, size=(900, 300), w=900, h=300)
    d.step()
    assert app.size == (900, 480)
    d.post(pygame.VIDEORESIZE, size=(1100, 700), w=1100, h=700)
    d.step()
    assert app.size == (1100, 700)
