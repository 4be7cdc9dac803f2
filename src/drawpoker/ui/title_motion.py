"""The title's calm motion: the fan dealt in, cards drifting across the felt, her idle manner.

Every function here is a pure function of the time since the title opened (animation seconds,
already divided by the speed factor) and the window's rects: the same moment always draws the
same picture, so screenshots and tests need no clock. With animations off the title draws
:data:`STILL`, the fan in place, the drifting cards where they rest and her neutral face.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from functools import lru_cache

import pygame

from drawpoker.engine.core.cards import Card, parse_cards
from drawpoker.ui import card_art

#: The time drawn with animations off: everything in its resting place.
STILL = -1.0
#: Frames a second while the title moves: calm motion needs no more, and the loop sleeps between.
FPS = 12.0
#: When each card of the fan leaves the deck, and how long it flies.
DEAL_GAP = 0.22
DEAL_FLIGHT = 0.55
#: Her idle cycle: a blink near its end, a smug glance every third cycle, breathing throughout.
CYCLE = 5.2
BLINK_AT, BLINK_S = 4.3, 0.16
GLANCE_EVERY, GLANCE_AT, GLANCE_S = 3, 1.2, 1.6
BREATH_S = 3.6
#: The drifting cards: how many, how long each takes to cross the window, how opaque.
DRIFTERS = 6
DRIFT_ALPHA = 120
_DRIFT_CARDS = parse_cards("Ah Kd 7c Qs 2h Jc")


def dealt(n: int, t: float) -> float:
    """How far the fan's ``n``-th card has come from the deck: 0 not yet, 1 in place."""
    if t < 0:
        return 1.0
    k = min(1.0, max(0.0, (t - n * DEAL_GAP) / DEAL_FLIGHT))
    return 1 - (1 - k) ** 3  # fast off the deck, settling softly


def dealing(t: float) -> bool:
    """Whether the fan is still being dealt at ``t``."""
    return 0.0 <= t < 4 * DEAL_GAP + DEAL_FLIGHT


def mood(t: float) -> str:
    """Her face at ``t``: a blink (the closed eyes of her pleased face), now and then a smug
    glance at the player, else neutral."""
    if t < 0:
        return "neutral"
    cycle, at = divmod(t, CYCLE)
    if BLINK_AT <= at < BLINK_AT + BLINK_S:
        return "pleased"
    if int(cycle) % GLANCE_EVERY == GLANCE_EVERY - 1 and GLANCE_AT <= at < GLANCE_AT + GLANCE_S:
        return "smug"
    return "neutral"


def breath(t: float) -> float:
    """Her breathing, 0 (resting) to 1 (breathed in): she rises a few pixels and back."""
    if t < 0:
        return 0.0
    return 0.5 - 0.5 * math.cos(math.tau * t / BREATH_S)


@dataclass(frozen=True)
class Drifter:
    card: Card | None  # None: face down
    row: float  # share of the band's height
    period: float  # seconds to cross the window
    phase: float  # share of the crossing already done at t = 0
    spin: float  # degrees a second
    tilt: float  # degrees at t = 0
    bob: float  # share of the band's height it rises and falls


@lru_cache(maxsize=2)
def drifters(seed: int = 5) -> tuple[Drifter, ...]:
    rng = random.Random(seed)
    rows = [(n + 0.5) / DRIFTERS for n in range(DRIFTERS)]
    rng.shuffle(rows)
    return tuple(Drifter(card if n % 2 == 0 else None, rows[n], rng.uniform(18.0, 28.0),
                         (n / DRIFTERS + rng.uniform(-0.04, 0.04)) % 1.0,
                         rng.uniform(-9.0, 9.0), rng.uniform(-30.0, 30.0),
                         rng.uniform(0.03, 0.08))
                 for n, card in enumerate(_DRIFT_CARDS[:DRIFTERS]))


def drift_places(band: pygame.Rect, card_w: int, t: float
                 ) -> list[tuple[Drifter, tuple[int, int], int]]:
    """Each drifting card's centre and angle (whole degrees, a multiple of 3) at ``t``; a
    card turned any way stays inside ``band``'s height."""
    moment = max(0.0, t)
    places = []
    span = band.width + 2 * card_w
    half = math.ceil(math.hypot(*card_art.card_size(card_w)) / 2)
    band = band.inflate(0, -2 * half)
    if band.height <= 0:
        return []
    for d in drifters():
        share = (d.phase + moment / d.period) % 1.0
        x = band.left - card_w + share * span
        swing = math.sin(moment * 0.7 + d.tilt) * d.bob
        y = band.top + min(1.0, max(0.0, d.row + swing)) * band.height
        angle = round((d.tilt + moment * d.spin) / 3) * 3
        places.append((d, (round(x), round(y)), angle))
    return places


@lru_cache(maxsize=192)
def turned(card: Card | None, width: int, angle: int, four_colour: bool, back: str,
           alpha: int = 255) -> pygame.Surface:
    """A card turned by ``angle`` degrees, at ``alpha`` (cached: the title redraws it often)."""
    image = card_art.back(width, back) if card is None else card_art.face(card, width,
                                                                           four_colour)
    rotated = pygame.transform.rotozoom(image, angle, 1.0)
    if alpha < 255:
        rotated = rotated.copy()
        rotated.set_alpha(alpha)
    return rotated
