"""The classic win: the cards leave the foundations one by one, arc down with gravity, bounce
off the bottom of the window and leave a trail of themselves behind, until all are gone.

The motion is simulated in fixed steps of :data:`STEP` seconds from a seed (the deal's), and
every step stamps each card in the air onto a trail layer: the picture at a given time is the
same however the frames fell, so a test or a screenshot can render any moment.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

import pygame

from drawpoker.engine.canfield import Canfield
from drawpoker.engine.canfield.piles import FOUNDATIONS
from drawpoker.engine.core.cards import Card
from drawpoker.ui import card_art
from drawpoker.ui.canfield.layout import Layout

#: Seconds of one simulation step (and one stamp of the trail).
STEP = 1 / 40
#: Seconds between two cards leaving the foundations.
GAP = 0.16
#: The cascade waits this long after the win (the last card lands home first).
PAUSE = 0.4
#: Design pixels a second squared, and the launch speeds' ranges (scaled with the window).
GRAVITY = 2200.0
SPEED_X = (170.0, 420.0)
SPEED_UP = (150.0, 650.0)
BOUNCE = (0.68, 0.85)
#: However it goes, the cascade ends after this many seconds.
LIMIT = 40.0


@dataclass
class Falling:
    """One card of the cascade: where it is and how it moves (window pixels, per second)."""

    card: Card
    foundation: int
    x: float
    y: float
    vx: float
    vy: float
    bounce: float
    launched: bool = False
    gone: bool = False


class Cascade:
    """The bouncing cards of a won game, stepped by :meth:`advance`, drawn by :meth:`draw`."""

    def __init__(self, game: Canfield, lay: Layout, four_colour: bool = False,
                 seed: int | None = None) -> None:
        self.lay = lay
        self.four_colour = four_colour
        self.seed = seed if seed is not None else (game.seed or 0)
        rng = random.Random(self.seed)
        self.cards: list[Falling] = []
        piles = [list(game.pile(spot)) for spot in FOUNDATIONS]
        for depth in range(max((len(p) for p in piles), default=0)):
            for index, pile in enumerate(piles):
                if depth < len(pile):
                    start = lay.slot(FOUNDATIONS[index])
                    side = rng.choice((-1, 1))
                    self.cards.append(Falling(
                        pile[-1 - depth], index, float(start.x), float(start.y),
                        side * rng.uniform(*SPEED_X) * lay.scale,
                        -rng.uniform(*SPEED_UP) * lay.scale, rng.uniform(*BOUNCE)))
        #: Animation seconds since the win (negative during the pause before the first card).
        self.time = -PAUSE
        self.steps = 0
        self.layer = pygame.Surface(lay.size, pygame.SRCALPHA)

    @property
    def done(self) -> bool:
        return self.time >= LIMIT or (bool(self.cards) and all(c.gone for c in self.cards)) \
            or not self.cards

    def gone_from(self, foundation: int) -> int:
        """How many cards have left this foundation so far (the table shows the rest)."""
        return sum(1 for c in self.cards if c.launched and c.foundation == foundation)

    def advance(self, dt: float) -> None:
        """Move on by ``dt`` animation seconds, in whole steps of :data:`STEP`."""
        self.time += dt
        while (self.steps + 1) * STEP <= self.time and not self.done:
            self.steps += 1
            self._step(self.steps * STEP)

    def _step(self, now: float) -> None:
        width, height = self.lay.size
        card_w, card_h = self.lay.card
        g = GRAVITY * self.lay.scale
        for n, falling in enumerate(self.cards):
            if falling.gone:
                continue
            if not falling.launched:
                if now < n * GAP:
                    break  # the later ones wait their turn
                falling.launched = True
            falling.vy += g * STEP
            falling.x += falling.vx * STEP
            falling.y += falling.vy * STEP
            if falling.y + card_h > height:  # the floor: bounce, a little lower each time
                falling.y = height - card_h
                falling.vy = -falling.vy * falling.bounce
            if falling.x + card_w < 0 or falling.x > width:
                falling.gone = True
                continue
            image = card_art.face(falling.card, card_w, self.four_colour)
            self.layer.blit(image, (round(falling.x), round(falling.y)))

    def draw(self, surface: pygame.Surface) -> None:
        """The trails, over the table."""
        surface.blit(self.layer, (0, 0))
