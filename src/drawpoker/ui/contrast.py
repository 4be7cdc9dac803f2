"""The high-contrast look of the table and the cards (issue 36), for players with low vision.

One switch for the whole window, followed from the settings by the app (``follow``): the felt
turns black with a white line, the cards white with thick black edges and pure red and black
suits. The drawing modules ask :func:`active` while they draw and key their caches on it, so a
change shows on the next frame.
"""

from __future__ import annotations

from collections.abc import Callable

from drawpoker.ui.style import Color

FELT: Color = (0, 0, 0)
LINE: Color = (255, 255, 255)
CARD_FACE: Color = (255, 255, 255)
CARD_EDGE: Color = (0, 0, 0)
RED: Color = (200, 0, 0)
BLACK: Color = (0, 0, 0)
BLUE: Color = (0, 40, 200)
GREEN: Color = (0, 110, 0)

_on = False
#: Told when the switch changes (caches of pictures drawn either way).
_listeners: list[Callable[[], object]] = []


def active() -> bool:
    """Whether the table and cards are drawn in high contrast now."""
    return _on


def follow(high_contrast: bool) -> None:
    """Draw in high contrast from now on, or not (the app calls this as settings change)."""
    global _on
    if _on != bool(high_contrast):
        _on = bool(high_contrast)
        for listener in _listeners:
            listener()


def on_change(listener: Callable[[], object]) -> None:
    """Call ``listener`` whenever the switch changes (a cache to empty)."""
    _listeners.append(listener)


def pure(color: Color) -> Color:
    """A suit's colour in high contrast: the nearest pure one."""
    r, g, b = color
    if max(color) - min(color) < 60:  # black, or nearly
        return BLACK
    if r > max(g, b):
        return RED
    if b > max(r, g):
        return BLUE
    if g > max(r, b):
        return GREEN
    return BLACK
