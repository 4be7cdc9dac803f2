"""Where everything of the hold'em table goes, for any window size and 2 to 6 seats.

Designed for 1280x720 and scaled uniformly (``style.scale_for``), centred in wider windows.
The human sits at the bottom; the opponents follow clockwise around the oval, seat 1 on the
human's left, so the order of play reads round the table.
"""

from __future__ import annotations

import pygame

from drawpoker.ui import style

#: Opponent places (centres, design pixels), left to right over the top of the oval.
_PLACES = {
    "L": (150, 300),
    "UL": (330, 112),
    "T": (640, 84),
    "UR": (950, 112),
    "R": (1130, 300),
}
#: Which places the opponents take, by how many there are (seat 1 first).
_BY_COUNT: dict[int, tuple[str, ...]] = {
    1: ("T",),
    2: ("UL", "UR"),
    3: ("L", "T", "R"),
    4: ("L", "UL", "UR", "R"),
    5: ("L", "UL", "T", "UR", "R"),
}
SEAT_W, SEAT_H = 236, 128
CARD_W = 66
HOLE_W = 84


class HoldemLayout:
    def __init__(self, size: tuple[int, int], players: int) -> None:
        self.size = size
        self.players = players
        w, h = size
        self.scale = s = style.scale_for(size)
        self.sc = style.sizer(s)
        # The design area (1280x720 scaled), centred in the window.
        self.ox = (w - round(1280 * s)) // 2
        self.oy = (h - round(720 * s)) // 2
        sc = self.sc
        self.oval = self.rect(40, 28, 1200, 440)
        self.centre = self.point(640, 258)
        self.board = self.rect(640 - (5 * CARD_W + 4 * 10) // 2, 218, 5 * CARD_W + 40,
                               round(CARD_W * 1.4))
        self.pot = self.rect(400, 314, 480, 32)
        self.result = self.rect(360, 350, 560, 80)
        self.hole = self.rect(640 - HOLE_W - 6, 438, 2 * HOLE_W + 12, round(HOLE_W * 1.4))
        self.me = self.rect(372, 470, 180, 96)
        self.hand_name = self.rect(380, 568, 520, 28)
        self.log = self.rect(16, 404, 330, 226)
        self.info = self.rect(1040, 404, 224, 226)
        self.actions = self.rect(40, 644, 1200, 60)
        self.card_w = sc(CARD_W)
        self.hole_w = sc(HOLE_W)

    def point(self, x: float, y: float) -> tuple[int, int]:
        return self.ox + round(x * self.scale), self.oy + round(y * self.scale)

    def rect(self, x: float, y: float, w: float, h: float) -> pygame.Rect:
        left, top = self.point(x, y)
        return pygame.Rect(left, top, self.sc(w), self.sc(h))

    def seat_rect(self, seat: int) -> pygame.Rect:
        """The name plate of an opponent (seat >= 1)."""
        place = _BY_COUNT[self.players - 1][seat - 1]
        cx, cy = _PLACES[place]
        return self.rect(cx - SEAT_W / 2, cy - SEAT_H / 2, SEAT_W, SEAT_H)

    def bet_spot(self, seat: int) -> tuple[int, int]:
        """Where a seat's chips for this betting round stand (between it and the board)."""
        if seat == 0:
            return self.point(640, 404)
        plate = self.seat_rect(seat)
        cx, _ = self.centre
        if plate.bottom < self.board.top:  # above the board: just under the plate
            x = plate.centerx + (cx - plate.centerx) * 0.3
            return round(x), plate.bottom + self.sc(24)
        return round(plate.centerx + (cx - plate.centerx) * 0.42), plate.centery

    def board_card(self, index: int) -> pygame.Rect:
        step = self.card_w + self.sc(10)
        return pygame.Rect(self.board.left + index * step, self.board.top, self.card_w,
                           self.board.height)

    def hole_card(self, index: int) -> pygame.Rect:
        step = self.hole_w + self.sc(12)
        return pygame.Rect(self.hole.left + index * step, self.hole.top, self.hole_w,
                           self.hole.height)
