"""The game's window on the display: its mode, where it stands, its minimum size and its icon.

Kept apart from the scene loop (``app.py``) because it is all talk with SDL and the window
manager, which differ by desktop: full screen starts at the display's corner and the window
goes back where it stood afterwards (issue 40), and the minimum size is told to the window.
"""

from __future__ import annotations

import contextlib
import logging
import warnings

import pygame

from drawpoker import paths

log = logging.getLogger(__name__)

#: The smallest window the game can be read at (the command line refuses less as well).
MIN_SIZE = (800, 480)


class Placement:
    """Sets the window's mode, and remembers where the window stood before full screen moved
    it to the display's corner, so that leaving full screen puts it back there."""

    def __init__(self) -> None:
        #: Where the window stood before full screen moved it (see ``to_display_corner``).
        self._windowed_at: tuple[int, int] | None = None

    def set_mode(self, size: tuple[int, int], fullscreen: bool) -> pygame.Surface:
        """Full screen at the display's corner, or a resizable window of ``size`` back where
        it stood before full screen."""
        if fullscreen:
            self._windowed_at = to_display_corner()
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        set_minimum_size()
        move_window(self._windowed_at)
        self._windowed_at = None
        return screen


def resized(size: tuple[int, int]) -> pygame.Surface:
    """The window at ``size``: a new mode only when the size differs (a resize event of the
    size it has already is no reason to recreate the surface)."""
    current = pygame.display.get_surface()
    if current is None or current.get_size() != size:
        screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        set_minimum_size()
        return screen
    return current


def set_icon() -> None:
    """The game's icon on the window, when the assets have one (a broken file is logged)."""
    icon = paths.assets_dir() / "icon.png"
    if icon.exists():
        try:
            pygame.display.set_icon(pygame.image.load(str(icon)))
        except pygame.error as exc:  # pragma: no cover - broken icon file
            log.warning("cannot load the window icon %s: %s", icon, exc)


def to_display_corner() -> tuple[int, int] | None:
    """Put the window at the top-left corner of its only display before it goes full screen,
    and return where it was (None: not moved).

    SDL leaves the X window where it stood when no window manager moves it: a 1280x720 window
    centred on a 1280x800 screen went full screen 40 px low, the bottom buttons off the screen
    (issue 40). A single display's corner is (0, 0); with several, the window manager that
    every such desktop runs places it."""
    if pygame.display.get_surface() is None:
        return None
    with contextlib.suppress(AttributeError, pygame.error), warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        if pygame.display.get_num_displays() != 1:
            return None
        window = pygame.Window.from_display_module()
        where = window.position
        if where != (0, 0):
            window.position = (0, 0)
        return where
    return None


def move_window(where: tuple[int, int] | None) -> None:
    """Back from full screen: the window where it stood before (see ``to_display_corner``)."""
    if where is None:
        return
    with contextlib.suppress(AttributeError, pygame.error), warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        pygame.Window.from_display_module().position = where


def set_minimum_size() -> None:
    """Tell the window (and its window manager) the smallest size the game can be read at."""
    with contextlib.suppress(AttributeError, pygame.error), warnings.catch_warnings():
        # The window object of a display-module window is deprecated for drawing, not
        # for setting its minimum size, which the display module cannot do.
        warnings.simplefilter("ignore", DeprecationWarning)
        pygame.Window.from_display_module().minimum_size = MIN_SIZE
