"""The green felt every scene sits on: a lit centre, darker edges and a fine cloth grain.

Built once per window size (a small gradient smoothed up to the window, plus a tiled grain)
and then blitted whole each frame, which costs one copy.
"""

from __future__ import annotations

import math
import random
from functools import lru_cache

import pygame

from drawpoker.ui import style

_GRAIN_TILE = 128


@lru_cache(maxsize=1)
def _grain() -> pygame.Surface:
    """A tile of faint light and dark specks that reads as cloth (fixed seed: same every run)."""
    rng = random.Random(7)
    tile = pygame.Surface((_GRAIN_TILE, _GRAIN_TILE), pygame.SRCALPHA)
    for _ in range(_GRAIN_TILE * _GRAIN_TILE // 3):
        x, y = rng.randrange(_GRAIN_TILE), rng.randrange(_GRAIN_TILE)
        shade = 255 if rng.random() < 0.5 else 0
        tile.set_at((x, y), (shade, shade, shade, rng.randrange(6, 16)))
    return tile


@lru_cache(maxsize=4)
def felt(size: tuple[int, int], with_line: bool = True) -> pygame.Surface:
    """The table surface for a window of ``size``, optionally with the table's oval line."""
    w, h = max(1, size[0]), max(1, size[1])
    small_w, small_h = 64, 36
    small = pygame.Surface((small_w, small_h))
    for y in range(small_h):
        for x in range(small_w):
            dx = (x + 0.5) / small_w - 0.5
            dy = ((y + 0.5) / small_h - 0.45) * 1.1
            d = min(1.0, math.hypot(dx, dy) * 1.55)
            small.set_at((x, y), style.mix(style.FELT_LIGHT, style.FELT_DARK, d * d))
    surf = pygame.transform.smoothscale(small, (w, h))
    grain = _grain()
    for gy in range(0, h, _GRAIN_TILE):
        for gx in range(0, w, _GRAIN_TILE):
            surf.blit(grain, (gx, gy))
    if with_line:
        s = style.scale_for((w, h))
        oval = pygame.Rect(0, 0, int(w * 0.62), int(h * 0.58))
        oval.center = (w // 2, int(h * 0.5))
        pygame.draw.ellipse(surf, style.FELT_LINE, oval, max(1, round(2 * s)))
    if pygame.display.get_surface() is not None:
        surf = surf.convert()
    return surf


def draw(surface: pygame.Surface, with_line: bool = True) -> None:
    surface.blit(felt(surface.get_size(), with_line), (0, 0))
