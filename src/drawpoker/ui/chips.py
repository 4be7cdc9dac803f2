"""Poker chips drawn by code: one chip, a stack of one colour, and piles that show an amount.

Colours follow the casino convention players know (white 1, red 5, green 25, black 100,
purple 500), so a glance at a pile tells its size. A pile keeps a little change in the
smaller colours, as a real player's stack does, and no column grows taller than
``max_height``: a big amount gets more columns, not a tower.
"""

from __future__ import annotations

import itertools
import math
from functools import lru_cache

import pygame

from drawpoker.ui import style

#: Chip values, smallest first.
DENOMINATIONS = (1, 5, 25, 100, 500)
COLORS: dict[int, style.Color] = {
    1: (232, 228, 216),
    5: (200, 44, 44),
    25: (28, 128, 72),
    100: (34, 34, 40),
    500: (116, 58, 156),
}
#: The smallest amount shown with purple 500 chips.
PURPLE_FROM = 2000
#: The face is an ellipse this much flatter than it is wide (a chip seen from above, in front).
FLAT = 0.55
#: A chip's thickness as a share of its diameter.
THICK = 0.16


def _stripe(value: int) -> style.Color:
    return (196, 56, 56) if value == 1 else style.CHIP_STRIPE


def thickness(diameter: int) -> int:
    return max(2, round(diameter * THICK))


@lru_cache(maxsize=64)
def chip(diameter: int, value: int) -> pygame.Surface:
    """One chip seen from above and in front: face with edge spots and inlay, striped side."""
    d = max(8, diameter)
    k = 3  # drawn large, then smoothed down: clean edges at every size
    w = d * k
    face_h = max(4, round(d * FLAT)) * k
    side = thickness(d) * k
    big = pygame.Surface((w, face_h + side), pygame.SRCALPHA)
    color = COLORS[value]
    dark = style.mix(color, (0, 0, 0), 0.45)
    stripe = _stripe(value)
    # The side: a band below the face, with the edge spots seen from the side.
    bottom = pygame.Rect(0, side, w, face_h)
    pygame.draw.ellipse(big, dark, bottom)
    pygame.draw.rect(big, dark, (0, face_h // 2, w, side))
    cx, cy = w / 2, face_h / 2
    for n in range(6):  # edge spots on the front half, following the rim's curve
        a1, a2 = (n * 30 + 8, n * 30 + 20)
        rim = [(cx + math.cos(math.radians(a)) * w / 2, cy + math.sin(math.radians(a)) * face_h / 2)
               for a in (a1, a2)]
        pygame.draw.polygon(big, style.mix(stripe, dark, 0.2),
                            [rim[0], rim[1], (rim[1][0], rim[1][1] + side),
                             (rim[0][0], rim[0][1] + side)])
    pygame.draw.ellipse(big, style.mix(dark, (0, 0, 0), 0.4), bottom, max(1, k))
    # The face: coloured disc, edge spots, a lighter inlay with a ring.
    face = pygame.Rect(0, 0, w, face_h)
    pygame.draw.ellipse(big, color, face)
    for n in range(8):
        vec = pygame.Vector2(1, 0).rotate(n * 45 + 22.5)
        p1 = (cx + vec.x * w * 0.36, cy + vec.y * face_h * 0.36)
        p2 = (cx + vec.x * w * 0.48, cy + vec.y * face_h * 0.48)
        pygame.draw.line(big, stripe, p1, p2, max(2, round(w * 0.09)))
    inlay = face.inflate(-w * 0.38, -face_h * 0.38)
    pygame.draw.ellipse(big, style.mix(color, (255, 255, 255), 0.22), inlay)
    pygame.draw.ellipse(big, stripe, inlay, max(1, k))
    pygame.draw.ellipse(big, style.mix(color, (0, 0, 0), 0.55), face, max(1, k))
    size = (d, big.get_height() // k)
    return pygame.transform.smoothscale(big, size)


@lru_cache(maxsize=16)
def shadow(diameter: int) -> pygame.Surface:
    """The soft shadow a column casts on the felt, a little wider than a chip."""
    w = round(diameter * 1.12)
    h = max(4, round(diameter * FLAT * 0.9))
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    for n in range(4):
        ring = surf.get_rect().inflate(-n * w // 10, -n * h // 10)
        pygame.draw.ellipse(surf, (0, 0, 0, 28), ring)
    return surf


def breakdown(amount: int) -> dict[int, int]:
    """How many chips of each value make ``amount``, keeping some change in the smaller
    colours when the amount is large (a pile of one colour reads as a bar, not as money).

    Purple 500s come in only from ``PURPLE_FROM``: below it the pile grows in black chips, so
    more money always looks like more chips at the amounts a match reaches.
    """
    values = DENOMINATIONS if amount >= PURPLE_FROM else DENOMINATIONS[:-1]
    counts: dict[int, int] = {}
    left = max(0, amount)
    for small, big in itertools.pairwise(values):
        count = (left % big) // small
        if small > 1 and count * small < big // 2 and left - count * small >= 2 * big:
            count += big // small
        counts[small] = count
        left -= count * small
    counts[values[-1]] = left // values[-1]
    return {value: n for value, n in counts.items() if n}


def columns(amount: int, max_columns: int, max_height: int) -> list[tuple[int, int]]:
    """(value, height) of each column of a pile, largest value first; a colour with more chips
    than ``max_height`` takes more columns, and at most ``max_columns`` are shown."""
    out: list[tuple[int, int]] = []
    for value, count in sorted(breakdown(amount).items(), reverse=True):
        while count > 0:
            out.append((value, min(count, max_height)))
            count -= max_height
    return out[:max(1, max_columns)]


def pile_size(amount: int, diameter: int, max_columns: int = 5,
              max_height: int = 10) -> tuple[int, int]:
    """Width and height in pixels of the pile :func:`draw_pile` draws."""
    cols = columns(amount, max_columns, max_height) if amount > 0 else []
    if not cols:
        return (0, 0)
    step = _step(diameter)
    face = chip(diameter, 5).get_height()
    tallest = max(height for _, height in cols)
    return (diameter + step * (len(cols) - 1), face + thickness(diameter) * (tallest - 1))


def _step(diameter: int) -> int:
    return round(diameter * 1.06)


def draw_pile(surface: pygame.Surface, amount: int, midbottom: tuple[int, int], diameter: int,
              max_columns: int = 5, max_height: int = 10, shadowed: bool = True) -> pygame.Rect:
    """Columns of chips for ``amount`` standing on ``midbottom``; returns the rect they cover.

    Each chip sits a pixel or so off the one below (always the same way for the same pile),
    so a column looks stacked by hand rather than printed. A pile on the felt casts a soft
    shadow (``shadowed``); one in the air does not.
    """
    cols = columns(amount, max_columns, max_height) if amount > 0 else []
    width, height = pile_size(amount, diameter, max_columns, max_height)
    area = pygame.Rect(0, 0, width, height)
    area.midbottom = midbottom
    if not cols:
        return area
    step, thick = _step(diameter), thickness(diameter)
    jitter = max(1, diameter // 20)
    covered = area.inflate(2 * jitter, 0)
    if shadowed:
        shade = shadow(diameter)
        for n in range(len(cols)):  # every shadow first: a column never shades its neighbour
            spot = shade.get_rect(midbottom=(area.left + n * step + diameter // 2,
                                             area.bottom + max(1, thick // 2)))
            surface.blit(shade, spot)
            covered.union_ip(spot)
    for n, (value, count) in enumerate(cols):
        image = chip(diameter, value)
        x = area.left + n * step
        for level in range(count):
            dx = ((level * 7 + n * 3) % 3 - 1) * jitter
            surface.blit(image, image.get_rect(bottomleft=(x + dx, area.bottom - level * thick)))
    return covered


def fit_height(height: int, diameter: int) -> int:
    """The most chips a column may have to stand within ``height`` pixels (at least one)."""
    face = chip(diameter, 5).get_height() - thickness(diameter)
    return max(1, (height - face) // thickness(diameter))
