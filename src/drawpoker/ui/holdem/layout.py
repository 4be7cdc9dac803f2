"""Where everything of the hold'em table goes, for any window size and 2 to 6 seats.

Designed for 1280x720 and scaled uniformly (``style.scale_for``), centred in wider windows.
The human sits at the bottom; the opponents follow clockwise around the oval, seat 1 on the
human's left, so the order of play reads round the table.
"""

from __future__ import annotations

import pygame

from drawpoker.ui import style, text

#: Opponent places (centres, design pixels), left to right over the top of the oval.
_PLACES = {
    "L": (174, 280),
    "UL": (306, 112),
    "T": (640, 84),
    "UR": (974, 112),
    "R": (1106, 280),
}
#: Which places the opponents take, by how many there are (seat 1 first).
_BY_COUNT: dict[int, tuple[str, ...]] = {
    1: ("T",),
    2: ("UL", "UR"),
    3: ("L", "T", "R"),
    4: ("L", "UL", "UR", "R"),
    5: ("L", "UL", "T", "UR", "R"),
}
#: An opponent's plate: her picture, a column of words, and her own place for her two cards
#: (so cards shown down never cover her face nor anything else).
SEAT_W, SEAT_H = 324, 132
#: Her portrait (a bust: ``ItemPictures.bust``), twice the scale her whole figure had.
FACE_W = 100
CARDS_W = 72
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
        # Wide, between the log's button and the table's facts: "Deine Hand: Zwei Paare..."
        self.hand_name = self.rect(264, 568, 768, 28)
        # This hand's log: an overlay (closed by default) over the room at the bottom left,
        # above the button that opens it.
        self.log = self.rect(16, 404, 330, 176)
        self.log_button = self.rect(16, 588, 240, 44)
        # A write the disk refused: told in the room left of the player's plate, growing up
        # from the log's button; a message of five lines or less stays under the table's edge
        # (at y=442 where the box ends, x=356), a longer one (the large text, German) may
        # reach over the rail's corner, never over a card, a plate, a button or the name of
        # the player's hand (which starts at y=568, x=264).
        self.notices = self.rect(16, 404, 340, 160)
        # The table's facts, in the room right of the player's cards, clear of the rail (its
        # edge is at y=413 where the plate begins, x=1040) and of the buttons (y=644).
        self.info = self.rect(1040, 416, 224, 226)
        self.actions = self.rect(40, 644, 1200, 60)
        self.card_w = sc(CARD_W)
        self.hole_w = sc(HOLE_W)

    def results_area(self) -> pygame.Rect:
        """The hand's outcome: from under the pot's line to just over the player's cards."""
        top = self.pot.bottom + self.sc(2)
        return pygame.Rect(self.result.left, top, self.result.width,
                           self.hole.top - self.sc(4) - top)

    def results_wide(self) -> pygame.Rect:
        """The same rows over the felt between the side seats (several pots, two a row)."""
        area = self.results_area()
        return pygame.Rect(self.point(316, 0)[0], area.top, self.sc(648), area.height)

    def point(self, x: float, y: float) -> tuple[int, int]:
        return self.ox + round(x * self.scale), self.oy + round(y * self.scale)

    def rect(self, x: float, y: float, w: float, h: float) -> pygame.Rect:
        left, top = self.point(x, y)
        return pygame.Rect(left, top, self.sc(w), self.sc(h))

    def seat_rect(self, seat: int) -> pygame.Rect:
        """The name plate of an opponent (seat >= 1)."""
        place = _BY_COUNT[self.players - 1][seat - 1]
        cx, cy = _PLACES[place]
        # Taller for large text, so what she did keeps two lines over her items.
        high = SEAT_H + round(100 * (text.sizing()[0] - 1))
        return self.rect(cx - SEAT_W / 2, cy - high / 2, SEAT_W, high)

    def place(self, seat: int) -> str:
        """The name of an opponent's place round the table (see ``_PLACES``)."""
        return _BY_COUNT[self.players - 1][seat - 1]

    def face_rect(self, seat: int) -> pygame.Rect:
        """Her picture's box, at the plate's left, its whole height but the edges."""
        plate = self.seat_rect(seat)
        sc = self.sc
        return pygame.Rect(plate.left + sc(4), plate.top + sc(3), sc(FACE_W),
                           plate.height - sc(6))

    def cards_box(self, seat: int) -> pygame.Rect:
        """Her two cards' own column, at the plate's right, under her markers."""
        plate = self.seat_rect(seat)
        sc = self.sc
        return pygame.Rect(plate.right - sc(6 + CARDS_W), plate.top + sc(34), sc(CARDS_W),
                           plate.height - sc(40))

    def marker_box(self, seat: int) -> pygame.Rect:
        """Dealer button and blinds: the top of the cards' column."""
        box = self.cards_box(seat)
        return pygame.Rect(box.left - self.sc(20), box.top - self.sc(28), box.width + self.sc(20),
                           self.sc(26))

    def words_box(self, seat: int) -> pygame.Rect:
        """Name, stack, what she did and her items: between her picture and her cards."""
        plate, face = self.seat_rect(seat), self.face_rect(seat)
        left = face.right + self.sc(8)
        return pygame.Rect(left, plate.top + self.sc(6), self.cards_box(seat).left - self.sc(6)
                           - left, plate.height - self.sc(12))

    def seat_card(self, seat: int, index: int) -> pygame.Rect:
        """One of an opponent's two cards, fanned in her cards' column (seat >= 1); the
        player's own (seat 0) are the big ones in front of him."""
        if seat == 0:
            return self.hole_card(index)
        box = self.cards_box(seat)
        w = min(round(box.width / 1.55), round(box.height / 1.4))
        h = round(w * 1.4)
        step = box.width - w
        left = box.left + (box.width - w - step) // 2
        return pygame.Rect(left + index * step, box.centery - h // 2, w, h)

    def bet_spot(self, seat: int) -> tuple[int, int]:
        """Where a seat's chips for this betting round stand (between it and the board)."""
        if seat == 0:
            return self.point(640, 404)
        plate = self.seat_rect(seat)
        cx, _ = self.centre
        if plate.bottom < self.board.top:  # above the board: just under the plate
            x = plate.centerx + (cx - plate.centerx) * 0.3
            return round(x), plate.bottom + self.sc(24)
        return round(plate.centerx + (cx - plate.centerx) * 0.5), plate.centery

    def speech_anchor(self, seat: int) -> tuple[pygame.Rect, bool]:
        """The plate a speech bubble points at, and whether the bubble goes below it (seats
        over the board) or above it (seats at the sides)."""
        plate = self.seat_rect(seat)
        return plate, plate.bottom < self.board.top

    def board_card(self, index: int) -> pygame.Rect:
        step = self.card_w + self.sc(10)
        return pygame.Rect(self.board.left + index * step, self.board.top, self.card_w,
                           self.board.height)

    def hole_card(self, index: int) -> pygame.Rect:
        step = self.hole_w + self.sc(12)
        return pygame.Rect(self.hole.left + index * step, self.hole.top, self.hole_w,
                           self.hole.height)
