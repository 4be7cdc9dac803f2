"""The career's pictures, drawn from an opponent's colour: her trophy (a gold cup with a medal
and a base in her colour, dark-outlined like the roster's art) and the padlock of a locked
rung. Drawn four times larger and scaled down (smooth edges), each size kept once drawn.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from drawpoker.ui import style

_INK = (43, 33, 24)
_GOLD_LIGHT = (250, 224, 142)
#: The drawing's own units: 100 wide, 140 tall.
_W, _H = 100, 140
_SUPER = 4


def _shade(colour: tuple[int, int, int], by: float) -> tuple[int, int, int]:
    target = (255, 255, 255) if by > 0 else (0, 0, 0)
    return style.mix(colour, target, abs(by))


@lru_cache(maxsize=64)
def trophy(colour: tuple[int, int, int], height: int) -> pygame.Surface:
    """Her trophy ``height`` pixels tall (and 100/140 of that wide)."""
    height = max(8, height)
    k = height * _SUPER / _H
    big = pygame.Surface((round(_W * k), round(_H * k)), pygame.SRCALPHA)

    def pts(*points: tuple[float, float]) -> list[tuple[int, int]]:
        return [(round(x * k), round(y * k)) for x, y in points]

    def box(x: float, y: float, w: float, h: float) -> pygame.Rect:
        return pygame.Rect(round(x * k), round(y * k), round(w * k), round(h * k))

    line = max(1, round(3 * k))
    # Handles behind the cup.
    for handle in (box(4, 14, 30, 34), box(66, 14, 30, 34)):
        pygame.draw.ellipse(big, _INK, handle, round(9 * k))
        pygame.draw.ellipse(big, style.GOLD, handle.inflate(-line, -line), round(5 * k))
    bowl = pts((14, 8), (86, 8), (82, 32), (72, 52), (58, 62), (42, 62), (28, 52), (18, 32))
    pygame.draw.polygon(big, style.GOLD, bowl)
    pygame.draw.polygon(big, _GOLD_LIGHT, pts((22, 12), (32, 12), (34, 44), (28, 48), (22, 32)))
    pygame.draw.polygon(big, style.GOLD_DARK, pts((74, 12), (82, 12), (78, 32), (68, 50)))
    pygame.draw.polygon(big, _INK, bowl, line)
    rim = pts((12, 8), (88, 8))
    pygame.draw.line(big, _INK, rim[0], rim[1], line + 1)
    # Her medal on the cup.
    centre = pts((50, 32))[0]
    pygame.draw.circle(big, _INK, centre, round(14 * k))
    pygame.draw.circle(big, colour, centre, round(14 * k) - line)
    pygame.draw.circle(big, _shade(colour, 0.35), centre, round(7 * k))
    # Stem, knot and foot.
    stem = box(43, 61, 14, 22)
    pygame.draw.rect(big, style.GOLD, stem)
    pygame.draw.rect(big, _INK, stem, line)
    knot = box(34, 78, 32, 10)
    pygame.draw.ellipse(big, style.GOLD, knot)
    pygame.draw.ellipse(big, _INK, knot, line)
    foot = pts((28, 98), (72, 98), (64, 88), (36, 88))
    pygame.draw.polygon(big, style.GOLD, foot)
    pygame.draw.polygon(big, _INK, foot, line)
    # The base in her colour, with its gold plate.
    base = box(16, 97, 68, 38)
    pygame.draw.rect(big, colour, base, border_radius=round(4 * k))
    corner = round(4 * k)
    pygame.draw.rect(big, _shade(colour, -0.3), box(16, 124, 68, 11),
                     border_bottom_left_radius=corner, border_bottom_right_radius=corner)
    pygame.draw.rect(big, _INK, base, line, border_radius=round(4 * k))
    plate = box(30, 106, 40, 13)
    pygame.draw.rect(big, _GOLD_LIGHT, plate, border_radius=round(2 * k))
    pygame.draw.rect(big, _INK, plate, max(1, line // 2), border_radius=round(2 * k))
    return pygame.transform.smoothscale(big, (max(1, round(_W * height / _H)), height))


@lru_cache(maxsize=16)
def empty_place(height: int) -> pygame.Surface:
    """A trophy's place on the shelf before it is won: her cup's outline, faint."""
    mask = pygame.mask.from_surface(trophy((90, 90, 90), height), 127)
    return mask.to_surface(setcolor=(*style.PANEL_EDGE, 70), unsetcolor=(0, 0, 0, 0))


@lru_cache(maxsize=16)
def padlock(height: int) -> pygame.Surface:
    """A locked rung's padlock, ``height`` pixels tall."""
    height = max(8, height)
    k = height * _SUPER / 100
    big = pygame.Surface((round(80 * k), round(100 * k)), pygame.SRCALPHA)
    line = max(1, round(6 * k))
    shackle = pygame.Rect(round(16 * k), round(4 * k), round(48 * k), round(60 * k))
    pygame.draw.ellipse(big, _INK, shackle, round(16 * k))
    pygame.draw.ellipse(big, style.TEXT_DIM, shackle.inflate(-line, -line), round(8 * k))
    body = pygame.Rect(round(4 * k), round(40 * k), round(72 * k), round(56 * k))
    pygame.draw.rect(big, style.TEXT_DIM, body, border_radius=round(8 * k))
    pygame.draw.rect(big, _INK, body, line, border_radius=round(8 * k))
    pygame.draw.circle(big, _INK, (round(40 * k), round(62 * k)), round(8 * k))
    pygame.draw.rect(big, _INK, (round(37 * k), round(64 * k), round(6 * k), round(18 * k)))
    return pygame.transform.smoothscale(big, (round(80 * height / 100), height))
