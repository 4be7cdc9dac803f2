"""The green felt every scene sits on: a lit centre, darker edges and a fine cloth grain.

Built once per window size (a small gradient smoothed up to the window, plus a tiled grain)
and then blitted whole each frame, which costs one copy.
"""

from __future__ import annotations

import math
import random
from functools import lru_cache

import pygame

from drawpoker.ui import contrast, style

_GRAIN_TILE = 128


@lru_cache(maxsize=1)
def _grain() -> tuple[pygame.Surface, pygame.Surface]:
    """A tile of faint light and dark specks that reads as cloth (fixed seed: same every run),
    as two plain tiles, one added and one taken away: the felt's speck alpha-blended onto the
    cloth's middle green, precomputed. Sixty blits of a per-pixel-alpha tile cost the first
    frame 9 ms; added and subtracted plain tiles cost under 1 ms and look the same."""
    rng = random.Random(7)
    light = bytearray(_GRAIN_TILE * _GRAIN_TILE * 3)
    dark = bytearray(_GRAIN_TILE * _GRAIN_TILE * 3)
    cloth = style.mix(style.FELT_LIGHT, style.FELT_DARK, 0.5)
    # Each speck's strength is one of ten: its two colours worked out once.
    ups = [bytes(round((6 + n) / 255 * (255 - c)) for c in cloth) for n in range(10)]
    downs = [bytes(round((6 + n) / 255 * c) for c in cloth) for n in range(10)]
    bits = rng.getrandbits
    for _ in range(_GRAIN_TILE * _GRAIN_TILE // 3):
        at = bits(14) * 3  # one of the tile's 128 x 128 pixels
        white = bits(1)
        strength = bits(4) % 10
        if white:
            light[at:at + 3] = ups[strength]
        else:
            dark[at:at + 3] = downs[strength]
    size = (_GRAIN_TILE, _GRAIN_TILE)
    return (pygame.image.frombuffer(bytes(light), size, "RGB").copy(),
            pygame.image.frombuffer(bytes(dark), size, "RGB").copy())


def add_grain(surface: pygame.Surface, area: pygame.Rect | None = None) -> None:
    """The cloth's grain over ``area`` of ``surface`` (all of it by default)."""
    light, dark = _grain()
    area = area or surface.get_rect()
    clip = surface.get_clip()
    surface.set_clip(area)
    for gy in range(area.top, area.bottom, _GRAIN_TILE):
        for gx in range(area.left, area.right, _GRAIN_TILE):
            surface.blit(light, (gx, gy), special_flags=pygame.BLEND_RGB_ADD)
            surface.blit(dark, (gx, gy), special_flags=pygame.BLEND_RGB_SUB)
    surface.set_clip(clip)


@lru_cache(maxsize=1)
def _light() -> pygame.Surface:
    """The lit centre and darker edges, small (smoothed up to the window by the caller)."""
    small_w, small_h = 64, 36
    small = pygame.Surface((small_w, small_h))
    for y in range(small_h):
        for x in range(small_w):
            dx = (x + 0.5) / small_w - 0.5
            dy = ((y + 0.5) / small_h - 0.45) * 1.1
            d = min(1.0, math.hypot(dx, dy) * 1.55)
            small.set_at((x, y), style.mix(style.FELT_LIGHT, style.FELT_DARK, d * d))
    return small


@lru_cache(maxsize=4)
def felt(size: tuple[int, int], with_line: bool = True) -> pygame.Surface:
    """The table surface for a window of ``size``, optionally with the table's oval line."""
    w, h = max(1, size[0]), max(1, size[1])
    surf = pygame.transform.smoothscale(_light(), (w, h))
    add_grain(surf)
    if with_line:
        s = style.scale_for((w, h))
        oval = pygame.Rect(0, 0, int(w * 0.62), int(h * 0.58))
        oval.center = (w // 2, int(h * 0.5))
        pygame.draw.ellipse(surf, style.FELT_LINE, oval, max(1, round(2 * s)))
    if pygame.display.get_surface() is not None:
        surf = surf.convert()
    return surf


def draw(surface: pygame.Surface, with_line: bool = True) -> None:
    if contrast.active():  # black, with a white line: nothing for the eye to sort out
        surface.fill(contrast.FELT)
        if with_line:
            w, h = surface.get_size()
            oval = pygame.Rect(0, 0, int(w * 0.62), int(h * 0.58))
            oval.center = (w // 2, int(h * 0.5))
            pygame.draw.ellipse(surface, contrast.LINE, oval,
                                max(2, round(3 * style.scale_for((w, h)))))
        return
    surface.blit(felt(surface.get_size(), with_line), (0, 0))


#: The room round the table: a warm dark wall, darker towards the corners.
ROOM_LIGHT: style.Color = (66, 44, 34)
ROOM_DARK: style.Color = (18, 12, 10)
#: The padded leather rail: its shadowed edges and the sheen along its crown.
RAIL_EDGE: style.Color = (34, 18, 12)
RAIL_CROWN: style.Color = (112, 64, 38)
#: The thin wooden trim between the rail and the cloth.
TRIM: style.Color = (150, 104, 52)


def _glow(size: tuple[int, int], centre: tuple[float, float], reach: tuple[float, float],
          light: style.Color, dark: style.Color) -> pygame.Surface:
    """A pool of light: ``light`` at ``centre`` (fractions of ``size``) fading to ``dark`` at
    ``reach`` (fractions of the size) and beyond; drawn small and smoothed up."""
    small_w, small_h = 48, 32
    small = pygame.Surface((small_w, small_h))
    for y in range(small_h):
        for x in range(small_w):
            dx = ((x + 0.5) / small_w - centre[0]) / reach[0]
            dy = ((y + 0.5) / small_h - centre[1]) / reach[1]
            d = min(1.0, math.hypot(dx, dy))
            small.set_at((x, y), style.mix(light, dark, d ** 1.6))
    return pygame.transform.smoothscale(small, (max(1, size[0]), max(1, size[1])))


def _shape(surface: pygame.Surface, color: tuple[int, ...], rect: pygame.Rect, radius: int,
           width: int = 0) -> None:
    """A rounded rectangle with corners of ``radius``, or an ellipse when ``radius`` < 0."""
    if radius < 0:
        pygame.draw.ellipse(surface, color, rect, width)
    else:
        pygame.draw.rect(surface, color, rect, width, border_radius=max(1, radius))


def _clip(picture: pygame.Surface, radius: int) -> pygame.Surface:
    """``picture`` cut to its rounded rectangle (an ellipse for ``radius`` < 0)."""
    w, h = picture.get_size()
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    out.blit(picture, (0, 0))
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    _shape(mask, (255, 255, 255, 255), mask.get_rect(), radius)
    out.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return out


def _stark_table(size: tuple[int, int], rail: tuple[int, int, int, int], radius: int,
                 rail_w: int) -> pygame.Surface:
    surf = pygame.Surface((max(1, size[0]), max(1, size[1])))
    surf.fill(contrast.FELT)
    outer = pygame.Rect(rail)
    s = style.scale_for(surf.get_size())
    _shape(surf, contrast.LINE, outer, -1 if radius < 0 else radius)
    _shape(surf, contrast.FELT, outer.inflate(-2 * max(3, round(5 * s)),
                                              -2 * max(3, round(5 * s))),
           -1 if radius < 0 else max(1, radius - round(5 * s)))
    return surf


@lru_cache(maxsize=4)
def table(size: tuple[int, int], rail: tuple[int, int, int, int], radius: int,
          rail_w: int) -> pygame.Surface:
    """A card table in a dim room, for a window of ``size``: the room's wall, the table's
    shadow, a padded leather rail ``rail_w`` wide round the rect ``rail`` (corners of
    ``radius``; an oval table when ``radius`` < 0), a wooden trim, and the cloth lit from
    above with darker edges. Both the draw table and hold'em's oval are this one table.

    Composed once per window size and blitted whole each frame (one copy), as :func:`felt`.
    In high contrast (ui/contrast.py, which empties this cache when it changes): a black
    cloth in a white rail.
    """
    if contrast.active():
        return _stark_table(size, rail, radius, rail_w)
    w, h = max(1, size[0]), max(1, size[1])
    outer = pygame.Rect(rail)
    s = style.scale_for((w, h))
    oval = radius < 0

    def inner_radius(inset: int) -> int:
        return -1 if oval else max(1, radius - inset)

    surf = _glow((w, h), (outer.centerx / w, 0.38), (0.75, 0.95), ROOM_LIGHT, ROOM_DARK)
    # The table's soft shadow on the floor: a dark shape, blurred by scaling down and up.
    shade = pygame.Surface((w // 8 + 1, h // 8 + 1), pygame.SRCALPHA)
    small = pygame.Rect(outer.left // 8, outer.top // 8 + 2, outer.width // 8, outer.height // 8)
    _shape(shade, (0, 0, 0, 150), small.inflate(2, 2), -1 if oval else max(1, radius // 8))
    shade = pygame.transform.smoothscale(shade, (w // 16 + 1, h // 16 + 1))
    surf.blit(pygame.transform.smoothscale(shade, (w, h)), (0, 0))
    # The rail: a roll of leather, dark at both edges and catching the light on its crown.
    steps = max(4, rail_w // 2)
    for n in range(steps):
        inset = round(n * rail_w / steps)
        crown = math.sin(math.pi * (n + 0.5) / steps) ** 1.5
        _shape(surf, style.mix(RAIL_EDGE, RAIL_CROWN, crown),
               outer.inflate(-2 * inset, -2 * inset), inner_radius(inset))
    # The felt inside the trim.
    trim_w = max(2, round(4 * s))
    trim = outer.inflate(-2 * rail_w, -2 * rail_w)
    _shape(surf, TRIM, trim, inner_radius(rail_w))
    cloth = trim.inflate(-2 * trim_w, -2 * trim_w)
    cloth_radius = inner_radius(rail_w + trim_w)
    lit = _glow(cloth.size, (0.5, 0.46), (0.62, 0.72), style.FELT_LIGHT, (8, 44, 28))
    add_grain(lit, pygame.Rect(0, 0, cloth.width, cloth.height))
    # The rail's shadow on the cloth just inside it.
    edge = pygame.Surface(cloth.size, pygame.SRCALPHA)
    band = max(2, round(10 * s))
    for n in range(band):
        _shape(edge, (0, 0, 0, 70 * (band - n) // band), edge.get_rect().inflate(-2 * n, -2 * n),
               -1 if oval else max(1, cloth_radius - n), 1 + (1 if oval else 0))
    lit.blit(edge, (0, 0))
    surf.blit(_clip(lit, cloth_radius), cloth)
    if pygame.display.get_surface() is not None:
        surf = surf.convert()
    return surf


def plank(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A wooden shelf plank seen a little from above: a lit top edge, a darker front, and
    its shadow on the wall below."""
    shadow = pygame.Rect(rect.left + 2, rect.bottom, rect.width - 4, max(2, rect.height // 2))
    pygame.draw.rect(surface, style.mix(ROOM_DARK, (0, 0, 0), 0.4), shadow,
                     border_radius=max(1, shadow.height // 2))
    pygame.draw.rect(surface, style.mix(TRIM, RAIL_EDGE, 0.45), rect,
                     border_radius=max(1, rect.height // 4))
    top = pygame.Rect(rect.left, rect.top, rect.width, max(2, rect.height * 2 // 5))
    pygame.draw.rect(surface, TRIM, top, border_radius=max(1, rect.height // 4))
    pygame.draw.line(surface, style.mix(TRIM, (255, 255, 255), 0.3), top.topleft,
                     (top.right - 1, top.top))


def cabinet(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The wooden case a shelf's planks stand in: a dark back board between two uprights."""
    radius = max(2, rect.width // 40)
    pygame.draw.rect(surface, style.mix(RAIL_EDGE, ROOM_DARK, 0.3), rect, border_radius=radius)
    side = max(3, rect.width // 30)
    for x in (rect.left, rect.right - side):
        post = pygame.Rect(x, rect.top, side, rect.height)
        pygame.draw.rect(surface, style.mix(TRIM, RAIL_EDGE, 0.5), post, border_radius=radius)
    pygame.draw.rect(surface, style.mix(TRIM, RAIL_EDGE, 0.6), rect, max(1, side // 3),
                     border_radius=radius)


def rail_band(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A straight length of the padded rail, lying across ``rect`` (the table's edge in front
    of her seat): dark at its top and bottom, its crown catching the light."""
    steps = max(4, rect.height // 2)
    for n in range(steps):
        top = rect.top + round(n * rect.height / steps)
        bottom = rect.top + round((n + 1) * rect.height / steps)
        crown = math.sin(math.pi * (n + 0.5) / steps) ** 1.5
        pygame.draw.rect(surface, style.mix(RAIL_EDGE, RAIL_CROWN, crown),
                         (rect.left, top, rect.width, bottom - top))
    pygame.draw.line(surface, TRIM, (rect.left, rect.bottom - 1), (rect.right - 1,
                                                                   rect.bottom - 1))


contrast.on_change(table.cache_clear)
