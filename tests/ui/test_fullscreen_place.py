"""Full screen starts at the display's corner (issue 40: F11 on a bare X server at 1280x800).

Without a window manager SDL leaves the X window where it stood: a 1280x720 window centred
on a 1280x800 screen (at y=40) went full screen 40 px low, its bottom buttons off the screen.
The dummy video driver has no X server, so this checks what the app asks of SDL: the window
is at (0, 0) when the full-screen mode is set, and back where it was afterwards. Checked by
hand under ``xvfb-run -s "-screen 0 1280x800x24"`` with ``xwininfo`` (window at 0,0 1280x800).
"""

from __future__ import annotations

import warnings
from typing import Any

import pygame
import pytest
from ui_driver import Driver, make_app

from drawpoker.ui.holdem.staging import stage


def _window() -> pygame.Window:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        return pygame.Window.from_display_module()


def test_f11_puts_the_window_at_the_display_corner_and_back(
        monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(size=(1280, 720))
    stage(app, "showdown")
    d = Driver(app)
    d.step()
    _window().position = (0, 40)  # centred on a 1280x800 display, as X places it
    seen: list[tuple[tuple[int, int], int]] = []
    real = pygame.display.set_mode

    def spy(size: Any = (0, 0), flags: int = 0, *args: Any, **kwargs: Any) -> pygame.Surface:
        seen.append((tuple(_window().position), flags))  # type: ignore[arg-type]
        return real(size, flags, *args, **kwargs)

    monkeypatch.setattr(pygame.display, "set_mode", spy)
    d.key(pygame.K_F11)
    assert app.fullscreen
    full = [where for where, flags in seen if flags & pygame.FULLSCREEN]
    assert full == [(0, 0)], seen
    d.step()
    d.key(pygame.K_F11)
    assert not app.fullscreen and app.size == (1280, 720)
    assert tuple(_window().position) == (0, 40)  # back where the player had it


def test_at_1280x800_the_holdem_table_and_its_buttons_are_inside_the_picture() -> None:
    """A display that is not 16:9: the design area letterboxed, every button fully shown."""
    app = make_app(size=(1280, 800))
    scene = stage(app, "showdown")
    Driver(app).step()
    screen = pygame.Rect((0, 0), app.size)
    assert scene.buttons
    for button in [*scene.buttons, scene.log_button]:
        assert screen.contains(button.rect), button.rect
    lay = scene.layout
    assert lay.oy == 40 and lay.ox == 0  # the 1280x720 design centred, 40 px above and below
