"""The end of a match made felt: confetti and sparkle for a win, a dimming rain for a loss.

Every effect is a pure function of the time since the scene opened (in animation seconds,
already divided by the speed factor), the window size and a fixed seed: the same moment
always draws the same picture, so screenshots and tests need no clock. With animations off
the scene asks for :data:`STILL`, a calm final picture with nothing in motion.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from functools import lru_cache

import pygame

from drawpoker.ui import style

#: How long the effects move, in animation seconds; after that the picture holds still.
DURATION = 6.0
#: The time to draw when animations are off: the effects' calm final state.
STILL = -1.0

CONFETTI_COLORS: tuple[style.Color, ...] = (
    style.GOLD, (214, 62, 52), (42, 150, 220), (250, 246, 236), (120, 200, 110), (190, 110, 220))
RAIN = (150, 176, 206)


@dataclass(frozen=True)
class Piece:
    x: float  # share of the width
    delay: float
    fall: float  # share of the height per second
    sway: float
    phase: float
    spin: float
    size: float  # share of the height
    color: style.Color


@lru_cache(maxsize=4)
def _confetti(seed: int, count: int = 140) -> tuple[Piece, ...]:
    rng = random.Random(seed)
    return tuple(Piece(rng.random(), rng.uniform(0.0, 2.2), rng.uniform(0.18, 0.34),
                       rng.uniform(0.01, 0.035), rng.uniform(0, math.tau),
                       rng.uniform(2.0, 7.0), rng.uniform(0.008, 0.016),
                       rng.choice(CONFETTI_COLORS)) for _ in range(count))


def moving(t: float) -> bool:
    """Whether anything still moves at ``t`` (the loop may rest afterwards)."""
    return 0.0 <= t < DURATION


def confetti(surface: pygame.Surface, t: float, seed: int = 7) -> int:
    """Paper pieces falling from the top, swaying and turning; returns how many are seen."""
    if not moving(t):
        return 0
    w, h = surface.get_size()
    shown = 0
    for piece in _confetti(seed):
        age = t - piece.delay
        if age < 0:
            continue
        y = (-0.05 + age * piece.fall) * h
        if y > h + 20:
            continue
        x = piece.x * w + math.sin(piece.phase + age * 2.4) * piece.sway * w
        side = max(3, round(piece.size * h))
        turn = abs(math.cos(piece.phase + age * piece.spin))  # the paper's face turning
        rect = pygame.Rect(0, 0, side, max(1, round(side * 0.55 * turn) + 1))
        rect.center = (round(x), round(y))
        shade = style.mix(piece.color, (0, 0, 0), 0.25 * (1 - turn))
        pygame.draw.rect(surface, shade, rect)
        shown += 1
    return shown


def sparkles(surface: pygame.Surface, spots: list[pygame.Rect], t: float) -> None:
    """Small four-pointed gold stars twinkling over the trophies (still ones when off)."""
    for n, spot in enumerate(spots):
        for k in range(2):
            rng = random.Random(n * 31 + k)
            x = spot.left + rng.uniform(0.1, 0.9) * spot.width
            y = spot.top + rng.uniform(0.05, 0.6) * spot.height
            glow = 0.5 + 0.5 * math.sin(t * 3.1 + n * 1.7 + k * 2.3) if moving(t) else 0.75
            radius = max(2.0, spot.width * 0.09 * (0.4 + 0.6 * glow))
            _star(surface, (x, y), radius, style.mix(style.GOLD, (255, 255, 240), glow))


def _star(surface: pygame.Surface, center: tuple[float, float], radius: float,
          color: style.Color) -> None:
    cx, cy = center
    thin = radius * 0.22
    points = [(cx, cy - radius), (cx + thin, cy - thin), (cx + radius, cy), (cx + thin, cy + thin),
              (cx, cy + radius), (cx - thin, cy + thin), (cx - radius, cy), (cx - thin, cy - thin)]
    pygame.draw.polygon(surface, color, points)


def dim(surface: pygame.Surface, t: float) -> int:
    """A dusk falling over the table: the shade's opacity rises to its full over 1.5 s."""
    share = 1.0 if t < 0 else min(1.0, t / 1.5)
    alpha = round(110 * share)
    if alpha:
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((6, 10, 24, alpha))
        surface.blit(shade, (0, 0))
    return alpha


def rain(surface: pygame.Surface, t: float, seed: int = 11, count: int = 90) -> int:
    """Thin streaks of rain, easing off towards the end; returns how many are drawn."""
    if not moving(t):
        return 0
    w, h = surface.get_size()
    fade = min(1.0, (DURATION - t) / 1.5)
    layer = pygame.Surface((w, h), pygame.SRCALPHA)
    rng = random.Random(seed)
    length = max(6, h // 30)
    drawn = 0
    for _ in range(count):
        x0, speed, offset = rng.random(), rng.uniform(0.9, 1.4), rng.random()
        y = ((offset + t * speed) % 1.1 - 0.05) * h
        x = x0 * w - (y / h) * w * 0.06
        color = (*RAIN, round(120 * fade))
        pygame.draw.line(layer, color, (x, y), (x - length * 0.18, y + length), 1)
        drawn += 1
    surface.blit(layer, (0, 0))
    return drawn


#: The trophies leave her one after another: when the first goes, the gap, each flight.
TROPHY_START, TROPHY_GAP, TROPHY_FLIGHT = 0.1, 0.35, 0.7
#: After landing each trophy hops once on the shelf, this long.
TROPHY_HOP = 0.3


def trophy_flight(n: int, t: float) -> float:
    """How far the ``n``-th trophy has flown from her to the shelf: 0 still on her, 1 landed
    (landed at once when animations are off)."""
    if t < 0:
        return 1.0
    k = (t - TROPHY_START - n * TROPHY_GAP) / TROPHY_FLIGHT
    return min(1.0, max(0.0, k))


def trophy_hop(n: int, t: float) -> float:
    """The landed trophy's little hop, as a share of its height (0 when resting)."""
    if t < 0:
        return 0.0
    after = t - TROPHY_START - n * TROPHY_GAP - TROPHY_FLIGHT
    if not 0.0 <= after < TROPHY_HOP:
        return 0.0
    return 0.12 * math.sin(math.pi * after / TROPHY_HOP)


def glee(t: float) -> float:
    """Her happy little hops when she wins the match, as a share of her height (0 at rest)."""
    if not 0.0 <= t < 1.8:
        return 0.0
    return 0.025 * abs(math.sin(math.pi * t / 0.45)) * (1 - t / 1.8)
