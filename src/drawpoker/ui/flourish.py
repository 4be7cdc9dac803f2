"""A won pot's short flourish, in proportion to it: gold sparks bursting from the winner's
stack and fading as they fly out. A flight of the table's timeline like the chips, so it
ends at once on a key or a click and never plays with the animations off or reduced motion."""

from __future__ import annotations

import math

import pygame

from drawpoker.ui import style
from drawpoker.ui.easing import out_cubic

#: Sparks of the smallest and of the biggest flourish.
FEWEST, MOST = 8, 24


def draw(surface: pygame.Surface, centre: tuple[int, int], p: float, strength: float,
         reach: int) -> None:
    """The sparks at progress ``p`` (0 to 1); ``strength`` 0 to 1 sets how many and how far
    (``reach`` pixels for the biggest)."""
    if p <= 0 or p >= 1:
        return
    count = round(FEWEST + (MOST - FEWEST) * strength)
    far = reach * (0.55 + 0.45 * strength) * out_cubic(p)
    fade = 1 - p
    size = max(2, round(reach / 18 * (0.6 + 0.4 * fade)))
    colour = style.mix(style.HIGHLIGHT, (255, 255, 255), 0.35 * fade)
    cx, cy = centre
    for n in range(count):
        angle = 2 * math.pi * n / count + (0.3 if n % 2 else 0.0)
        r = far * (0.75 if n % 2 else 1.0)
        x, y = cx + r * math.cos(angle), cy + r * math.sin(angle) * 0.7
        pygame.draw.circle(surface, colour, (round(x), round(y)), size)
