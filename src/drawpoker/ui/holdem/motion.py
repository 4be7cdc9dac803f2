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
from drawpoker.ui import card_art, chips, flourish, style, text
from drawpoker.ui.easing import out_back
from drawpoker.ui.timeline import Anchor, Flight
from drawpoker.ui.widgets import draw_shadow

if TYPE_CHECKING:
    from drawpoker.ui.holdem.table_view import HoldemTable

HUMAN = 0
#: A pile in the air: a few short columns, whatever the amount.
FLIGHT_COLUMNS, FLIGHT_HEIGHT = 2, 5


def ease(p: float) -> float:
    """Fast start, a little past the spot, then onto it, as on the draw table."""
    return out_back(p)


class Moving:
    """The flights of this frame, and how to draw them."""

    def __init__(self, scene: HoldemTable) -> None:
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
            pile = self.scene.painter.placed.get(("pile",))
            if pile is not None:  # drawn this frame: the pot's own chips
                return pile.copy()
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
        view = self.scene.control.view()
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
        if flight.kind == "flourish":
            flourish.draw(surface, dst.center, p, float(flight.payload), lay.sc(70))
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
        """Her line in a bubble by her plate, in the first place round it that covers nothing
        of the table (issue 40: bubbles hid a board card and a blind's badge); always inside
        the window."""
        scene, lay = self.scene, self.scene.layout
        speech = scene.shown.speech
        if speech is None or speech.seat not in scene.portraits:
            return
        sc = lay.sc
        plate = lay.seat_rect(speech.seat)
        words = speech.line.text()
        window = surface.get_rect().inflate(-sc(8), -sc(8))
        blocked = self.obstacles(speech.seat)
        bubble, lines, size = self.bubble_place(words, plate, window, blocked)
        tip, base = _tail(plate, bubble, sc(8))
        draw_shadow(surface, bubble, sc(10), sc(3))
        pygame.draw.polygon(surface, style.BUBBLE, [*base, tip])
        pygame.draw.rect(surface, style.BUBBLE, bubble, border_radius=sc(10))
        text.draw_lines(surface, lines, bubble.inflate(-sc(24), -sc(12)), size,
                        style.BUBBLE_TEXT)
        scene.painter.placed[("speech", speech.seat)] = bubble

    def obstacles(self, seat: int) -> list[pygame.Rect]:
        """What a bubble must not cover: every plate (her own too), the board, the pots'
        line and the results, the player's cards and plate, the bets, the table's facts,
        the log and the buttons."""
        scene, lay = self.scene, self.scene.layout
        sc = lay.sc
        view_players = scene.control.game.players
        rects = [lay.seat_rect(other) for other in range(1, view_players)]
        rects += [lay.board_card(i) for i in range(5)]
        rects += [lay.pot, lay.me, lay.hole_card(0), lay.hole_card(1), lay.hand_name,
                  lay.log_button, lay.info, lay.actions]
        rects += [r for key, r in scene.painter.placed.items() if key[0] == "result"]
        for other in range(view_players):
            if scene.shown.bets[other] > 0:  # the pile and its amount beside it
                x, y = lay.bet_spot(other)
                rects.append(pygame.Rect(x - sc(70), y - sc(40), sc(140), sc(50)))
        return rects

    def bubble_place(self, words: str, plate: pygame.Rect, window: pygame.Rect,
                     blocked: list[pygame.Rect]) -> tuple[pygame.Rect, list[str], int]:
        """The bubble's box, lines and text size: under, over or beside the plate, wrapped
        narrow or wide, the first that covers nothing; else the one that covers least."""
        key = (words, tuple(plate), tuple(window), tuple(tuple(r) for r in blocked),
               text.sizing())
        if key not in _PLACES:
            if len(_PLACES) > 64:
                _PLACES.clear()
            _PLACES[key] = self._bubble_place(words, plate, window, blocked)
        bubble, lines, size = _PLACES[key]
        return bubble.copy(), list(lines), size

    def _bubble_place(self, words: str, plate: pygame.Rect, window: pygame.Rect,
                      blocked: list[pygame.Rect]) -> tuple[pygame.Rect, list[str], int]:
        sc = self.scene.layout.sc
        gap = sc(10)
        best: tuple[int, pygame.Rect, list[str], int] | None = None
        widths = (plate.width - sc(24), plate.width * 3 // 4, plate.width // 2,
                  plate.width * 3 // 2)
        shapes = []
        for width in widths:
            size, lines = text.fit_wrapped(words, width, sc(80), False, sc(17), max(9, sc(13)))
            widest = max(text.measure(line, size)[0] for line in lines)
            box = pygame.Rect(0, 0, widest + sc(24), len(lines) * text.line_height(size)
                              + sc(12))
            shapes.append((box, lines, size))
        # Next to the plate first, then anywhere free on the table, nearest first.
        for near in (True, False):
            for box, lines, size in shapes:
                spots = _around(plate, box.size, gap) if near else _anywhere(
                    plate, box.size, window, sc(12))
                for spot in spots:
                    bubble = box.copy()
                    bubble.topleft = spot
                    bubble = bubble.clamp(window)
                    cover = sum(_area(bubble.clip(r)) for r in blocked)
                    if cover == 0 and not bubble.colliderect(plate):
                        return bubble, lines, size
                    if best is None or cover < best[0]:
                        best = (cover, bubble, lines, size)
        assert best is not None
        return best[1], best[2], best[3]


#: Bubble places already worked out: (words, plate, window, obstacles, text size) -> place.
_PLACES: dict[tuple[object, ...], tuple[pygame.Rect, list[str], int]] = {}


def _anywhere(plate: pygame.Rect, size: tuple[int, int], window: pygame.Rect,
              step: int) -> list[tuple[int, int]]:
    """Every top-left corner on a grid over the window, the nearest to the plate first."""
    w, h = size
    spots = [(x, y) for x in range(window.left, window.right - w + 1, step)
             for y in range(window.top, window.bottom - h + 1, step)]
    cx, cy = plate.center
    return sorted(spots, key=lambda s: (s[0] + w // 2 - cx) ** 2 + (s[1] + h // 2 - cy) ** 2)


def _area(rect: pygame.Rect) -> int:
    return rect.width * rect.height


def _around(plate: pygame.Rect, size: tuple[int, int], gap: int) -> list[tuple[int, int]]:
    """Top-left corners of a box of ``size`` round ``plate``: under it (centred, then at
    either end), over it, then beside it."""
    w, h = size
    under, over = plate.bottom + gap, plate.top - gap - h
    middle = plate.centery - h // 2
    xs = (plate.centerx - w // 2, plate.left, plate.right - w)
    return [*((x, under) for x in xs), *((x, over) for x in xs),
            (plate.right + gap, middle), (plate.left - gap - w, middle),
            (plate.right + gap, plate.bottom - h), (plate.left - gap - w, plate.bottom - h),
            (plate.right + gap, plate.top), (plate.left - gap - w, plate.top)]


def _tail(plate: pygame.Rect, bubble: pygame.Rect,
          half: int) -> tuple[tuple[int, int], list[tuple[int, int]]]:
    """The bubble's pointer: its tip on the plate's edge facing the bubble, its base on the
    bubble's edge facing the plate."""
    if bubble.top >= plate.bottom or bubble.bottom <= plate.top:  # under or over
        below = bubble.top >= plate.bottom
        lo, hi = max(plate.left, bubble.left), min(plate.right, bubble.right)
        x = (lo + hi) // 2 if lo < hi else bubble.centerx
        x = min(max(x, bubble.left + 2 * half), bubble.right - 2 * half)
        tip = (min(max(x, plate.left + half), plate.right - half),
               plate.bottom - 2 if below else plate.top + 2)
        y = bubble.top + 2 if below else bubble.bottom - 2
        return tip, [(x - half, y), (x + half, y)]
    right = bubble.left >= plate.right
    lo, hi = max(plate.top, bubble.top), min(plate.bottom, bubble.bottom)
    y = (lo + hi) // 2 if lo < hi else bubble.centery
    y = min(max(y, bubble.top + 2 * half), bubble.bottom - 2 * half)
    tip = (plate.right - 2 if right else plate.left + 2, min(max(y, plate.top + half),
                                                             plate.bottom - half))
    x = bubble.left + 2 if right else bubble.right - 2
    return tip, [(x, y - half), (x, y + half)]
