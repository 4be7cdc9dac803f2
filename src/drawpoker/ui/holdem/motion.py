"""What moves on the hold'em table, drawn over it: chips, cards dealt and folded, cards turning
up, and a computer player's line in a bubble by her plate.

The places things move between are named like draw's anchors: ("stack", seat), ("bet", seat),
("pot",), ("centre",), ("board", i), ("hole", seat, n) and ("items", seat).
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from drawpoker.engine.core.cards import Card
from drawpoker.ui import card_art, chips, style, text
from drawpoker.ui.timeline import Anchor, Flight
from drawpoker.ui.widgets import draw_shadow

if TYPE_CHECKING:
    from drawpoker.ui.holdem.scene import HoldemTableScene

HUMAN = 0
#: A pile in the air: a few short columns, whatever the amount.
FLIGHT_COLUMNS, FLIGHT_HEIGHT = 2, 5


def ease(p: float) -> float:
    """Ease-out cubic, as on the draw table: fast start, soft landing."""
    return 1 - (1 - p) ** 3


class Moving:
    """The flights of this frame, and how to draw them."""

    def __init__(self, scene: HoldemTableScene) -> None:
        self.scene = scene
        self.flights = scene.timeline.active_flights()

    def covers(self, place: Anchor) -> bool:
        """Whether the card at ``place`` is in the air or turning (so not drawn in place)."""
        return any((f.kind == "card" and f.src == place) or (f.kind == "flip" and f.dst == place)
                   for f in self.flights)

    def on_table(self, place: Anchor, held: int) -> int:
        """The money to show at ``place``: what it holds less the chips that have left it and
        are still in the air (so no chip is ever seen twice)."""
        flying = sum(int(f.payload) for f in self.flights if f.kind == "chips" and f.src == place)
        return max(0, held - flying)

    # ------------------------------------------------------------------ places
    def anchor_rect(self, anchor: Anchor) -> pygame.Rect:
        lay = self.scene.layout
        kind = anchor[0]
        if kind == "board":
            return lay.board_card(anchor[1])
        if kind == "hole":
            return lay.seat_card(anchor[1], anchor[2])
        if kind == "centre":
            rect = pygame.Rect(0, 0, lay.card_w // 2, lay.card_w // 2)
            rect.center = lay.centre
            return rect
        if kind == "pot":
            rect = pygame.Rect(0, 0, lay.sc(40), lay.sc(24))
            rect.center = lay.pot.center
            return rect
        if kind == "bet":
            x, y = lay.bet_spot(anchor[1])
            return pygame.Rect(x - lay.sc(12), y - lay.sc(20), lay.sc(24), lay.sc(20))
        if kind == "stack":
            seat = anchor[1]
            if seat == HUMAN:
                return pygame.Rect(lay.me.left, lay.me.centery - lay.sc(10), lay.sc(80),
                                   lay.sc(24))
            words = lay.words_box(seat)
            return pygame.Rect(words.left, words.top + lay.sc(26), lay.sc(60), lay.sc(24))
        if kind == "items":
            words = lay.words_box(anchor[1])
            return pygame.Rect(words.left, words.bottom - lay.sc(24), words.width, lay.sc(24))
        raise ValueError(f"unknown anchor {anchor!r}")

    def card_at(self, place: Anchor) -> Card | None:
        """The face of the card turning up at ``place`` (only ever a public card, or the
        player's own)."""
        view = self.scene.view()
        if place[0] == "board":
            return view.board[place[1]] if place[1] < len(view.board) else None
        seat, n = place[1], place[2]
        if seat == HUMAN:
            hole = view.hole or self.scene.my_hole
            return hole[n] if n < len(hole) else None
        cards = dict(view.shown).get(seat)
        return cards[n] if cards is not None else None

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        for flight in self.flights:
            self._flight(surface, flight)
        self._speech(surface)

    def _flight(self, surface: pygame.Surface, flight: Flight) -> None:
        scene, lay = self.scene, self.scene.layout
        opts = scene.options
        p = flight.progress(scene.timeline.t)
        src, dst = self.anchor_rect(flight.src), self.anchor_rect(flight.dst)
        if flight.kind == "flip":
            card = self.card_at(flight.dst)
            if p < 0.5 or card is None:
                image = card_art.back(dst.width, opts.card_back)
                squeeze = 1 - 2 * p if card is not None else 1.0
            else:
                image = card_art.face(card, dst.width, opts.four_colour)
                squeeze = 2 * p - 1
            scaled = pygame.transform.scale(image, (max(1, int(dst.width * squeeze)),
                                                    image.get_height()))
            surface.blit(scaled, scaled.get_rect(midtop=(dst.centerx, dst.top)))
            return
        e = ease(p)
        x = src.centerx + (dst.centerx - src.centerx) * e
        y = src.centery + (dst.centery - src.centery) * e - math.sin(math.pi * p) * lay.sc(20)
        if flight.kind == "chips":
            d = lay.sc(22)
            w, h = chips.pile_size(int(flight.payload), d, FLIGHT_COLUMNS, FLIGHT_HEIGHT)
            rect = pygame.Rect(0, 0, w, h)
            rect.center = (round(x), round(y))
            rect = rect.clamp(surface.get_rect())
            chips.draw_pile(surface, int(flight.payload), rect.midbottom, d, FLIGHT_COLUMNS,
                            FLIGHT_HEIGHT, shadowed=False)
        elif flight.kind == "card":
            w = max(4, round(src.width + (dst.width - src.width) * e))
            image = card_art.back(w, opts.card_back)
            surface.blit(image, image.get_rect(center=(round(x), round(y))))

    def _speech(self, surface: pygame.Surface) -> None:
        """Her line in a bubble: under her plate when she sits over the board, above it at
        the sides; always inside the window."""
        scene, lay = self.scene, self.scene.layout
        speech = scene.shown.speech
        if speech is None or speech.seat not in scene.portraits:
            return
        sc = lay.sc
        plate, below = lay.speech_anchor(speech.seat)
        words = speech.line.text()
        size, lines = text.fit_wrapped(words, plate.width - sc(24), sc(58), False, sc(17),
                                       max(9, sc(13)))
        widest = max(text.measure(line, size)[0] for line in lines)
        height = len(lines) * text.line_height(size) + sc(12)
        bubble = pygame.Rect(0, 0, widest + sc(24), height)
        tail = sc(10)
        if below:
            bubble.midtop = (plate.centerx, plate.bottom + tail)
        else:
            bubble.midbottom = (plate.centerx, plate.top - tail)
        bubble = bubble.clamp(surface.get_rect().inflate(-sc(8), -sc(8)))
        tip_y = plate.bottom - sc(2) if below else plate.top + sc(2)
        base_y = bubble.top + sc(2) if below else bubble.bottom - sc(2)
        x = min(max(plate.centerx, bubble.left + sc(16)), bubble.right - sc(16))
        draw_shadow(surface, bubble, sc(10), sc(3))
        pygame.draw.polygon(surface, style.BUBBLE, [(x - sc(8), base_y), (x + sc(8), base_y),
                                                    (x, tip_y)])
        pygame.draw.rect(surface, style.BUBBLE, bubble, border_radius=sc(10))
        text.draw_lines(surface, lines, bubble.inflate(-sc(24), -sc(12)), size,
                        style.BUBBLE_TEXT)
        scene.painter.placed[("speech", speech.seat)] = bubble
