"""Poker chips: single chips, and piles that show an amount at a glance."""

from __future__ import annotations

from functools import lru_cache

import pygame

from drawpoker.ui import style

#: Chip values, largest first; each has its colour in ``style.CHIP_COLORS`` (reversed order).
DENOMINATIONS = (100, 25, 10, 5)


def _color_for(value: int) -> style.Color:
    return {5: style.CHIP_COLORS[0], 10: style.CHIP_COLORS[1], 25: style.CHIP_COLORS[2],
            100: style.CHIP_COLORS[3]}[value]


@lru_cache(maxsize=32)
def chip(diameter: int, value: int) -> pygame.Surface:
    """One chip seen slightly from above: a coloured disc with a striped rim and an inlay."""
    d = max(6, diameter)
    k = 2
    big = pygame.Surface((d * k, int(d * 0.72) * k), pygame.SRCALPHA)
    w, h = big.get_size()
    body = style.mix(_color_for(value), (0, 0, 0), 0.35)
    face = _color_for(value)
    edge = int(h * 0.16)
    pygame.draw.ellipse(big, body, (0, edge, w, h - edge))
    pygame.draw.rect(big, body, (0, (h - edge) // 2, w, edge))
    top = pygame.Rect(0, 0, w, h - edge)
    pygame.draw.ellipse(big, face, top)
    # Rim stripes: six light dashes around the top face.
    cx, cy = top.center
    for n in range(6):
        angle = n * 60 + 15
        vec = pygame.Vector2(1, 0).rotate(angle)
        p1 = (cx + vec.x * w * 0.40, cy + vec.y * top.height * 0.40)
        p2 = (cx + vec.x * w * 0.49, cy + vec.y * top.height * 0.49)
        pygame.draw.line(big, style.CHIP_STRIPE, p1, p2, max(2, d // 6))
    inlay = top.inflate(-w * 0.42, -top.height * 0.42)
    pygame.draw.ellipse(big, style.mix(face, (255, 255, 255), 0.25), inlay)
    pygame.draw.ellipse(big, style.mix(face, (0, 0, 0), 0.3), inlay, max(1, d // 14))
    return pygame.transform.smoothscale(big, (d, int(d * 0.72)))


def split(amount: int) -> list[int]:
    """Chips making up ``amount`` (largest first; a remainder below 5 shows as one 5 chip)."""
    chips: list[int] = []
    left = max(0, amount)
    for value in DENOMINATIONS:
        count, left = divmod(left, value)
        chips += [value] * count
    if left and not chips:
        chips.append(DENOMINATIONS[-1])
    return chips


def draw_pile(surface: pygame.Surface, amount: int, center: tuple[int, int], diameter: int,
              max_stacks: int = 4, max_height: int = 8) -> None:
    """Stacks of chips for ``amount``, standing on ``center`` (one stack per chip value)."""
    if amount <= 0:
        return
    by_value: dict[int, int] = {}
    for value in split(amount):
        by_value[value] = by_value.get(value, 0) + 1
    stacks = [(value, min(count, max_height)) for value, count in by_value.items()][:max_stacks]
    step = int(diameter * 1.08)
    x0 = center[0] - (len(stacks) - 1) * step // 2
    thickness = max(2, int(diameter * 0.13))
    for n, (value, count) in enumerate(stacks):
        image = chip(diameter, value)
        base = image.get_rect(midbottom=(x0 + n * step, center[1]))
        for level in range(count):
            surface.blit(image, base.move(0, -level * thickness))


def draw_stack_icon(surface: pygame.Surface, center: tuple[int, int], diameter: int) -> None:
    """A small mixed stack used as the money icon beside a player's amount."""
    thickness = max(2, int(diameter * 0.13))
    for level, value in enumerate((5, 10, 25, 100)):
        image = chip(diameter, value)
        surface.blit(image, image.get_rect(midbottom=(center[0],
                                                      center[1] - level * thickness)))
