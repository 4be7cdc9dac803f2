"""Where everything on the table goes, for any window size.

The table is designed once at 1280x720 and scaled uniformly. Columns hug the left and right
window edges, the centre column stays centred between them, the opponent's rows hang from the
top and the player's rows stand on the bottom; extra height goes to the middle (the pot).
Every rect is computed here, so drawing, hit-testing and animations agree on one geometry.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from drawpoker.ui import style
from drawpoker.ui.card_art import card_size

DESIGN_W, DESIGN_H = style.DESIGN_SIZE
MARGIN = 16
SIDE_W = 240
HER_CARD_W, MY_CARD_W = 88, 124
HER_GAP, MY_GAP = 10, 14
CHIP_D, MY_CHIP_D = 30, 36  # a chip's diameter on her stack (and in flight), on his


@dataclass
class TableLayout:
    """Pixel rects of every part of the table for one window size."""

    size: tuple[int, int]

    def __post_init__(self) -> None:
        w, h = self.size
        s = self.scale = style.scale_for(self.size)
        self.extra_h = max(0.0, h - DESIGN_H * s)

        def sc(v: float) -> int:
            return round(v * s)

        def span(y0: float, y1: float) -> tuple[int, int]:
            # Edges are rounded, not sizes, so rows that touch in the design never overlap.
            return round(y0), round(y1) - round(y0)

        def top(x: int, y: float, width: float, height: float) -> pygame.Rect:
            y0, hh = span(y * s, (y + height) * s)
            return pygame.Rect(x, y0, sc(width), hh)

        def bottom(x: int, y: float, width: float, height: float) -> pygame.Rect:
            y0, hh = span(h - (DESIGN_H - y) * s, h - (DESIGN_H - y - height) * s)
            return pygame.Rect(x, y0, sc(width), hh)

        def middle(x: int, y: float, width: float, height: float) -> pygame.Rect:
            y0, hh = span(y * s + self.extra_h / 2, (y + height) * s + self.extra_h / 2)
            return pygame.Rect(x, y0, sc(width), hh)

        self.sc = sc
        left_x = sc(MARGIN)
        right_x = w - sc(MARGIN + SIDE_W)
        self.left = pygame.Rect(left_x, 0, sc(SIDE_W), h)
        self.right = pygame.Rect(right_x, 0, sc(SIDE_W), h)
        centre_left = self.left.right + sc(MARGIN)
        centre_right = self.right.left - sc(MARGIN)
        self.centre = pygame.Rect(centre_left, 0, centre_right - centre_left, h)
        cx = self.centre.centerx

        def centred(rect: pygame.Rect) -> pygame.Rect:
            rect.centerx = cx
            return rect

        # Left column: the opponent, her pawned item, the player's money.
        # Her portrait fills her panel (its width decides her size, so a taller window adds
        # nothing); her name and money sit on a plate across its foot, hiding where the
        # picture is cut.
        self.avatar_panel = top(left_x, 16, SIDE_W, 388)
        panel = self.avatar_panel
        self.name_plate = pygame.Rect(panel.left + sc(4), panel.bottom - sc(46),
                                      panel.width - sc(8), sc(40))
        self.her_header = self.name_plate.inflate(-sc(12), 0)
        self.avatar_box = pygame.Rect(panel.left + sc(8), panel.top + sc(6), panel.width - sc(16),
                                      self.name_plate.bottom - sc(6) - panel.top - sc(6))
        self.pawn_panel = bottom(left_x, 416, SIDE_W, 124)
        self.me_panel = bottom(left_x, 552, SIDE_W, 152)
        # The player's chips in his panel, under his name, their amount under them.
        self.my_stack = bottom(left_x + sc(12), 588, SIDE_W - 24, 62)
        self.my_stack_label = bottom(left_x + sc(12), 650, SIDE_W - 24, 46)

        # Right column: deal number, this deal's history, the player's trophies.
        self.deal_panel = top(right_x, 16, SIDE_W, 68)
        self.history_panel = top(right_x, 96, SIDE_W, 356)
        self.history_panel.height = max(sc(120), bottom(right_x, 452, 1, 1).top
                                        - self.history_panel.top)
        self.trophy_panel = bottom(right_x, 464, SIDE_W, 240)
        self.history_whole = self.history_panel.copy()  # the draw coach may take its lower part
        self.shelf_shown = True  # and the trophy shelf's place, while it speaks

        # Centre column, top: her cards, her hand's name, her speech bubble.
        self.her_card_size = card_size(sc(HER_CARD_W))
        self.her_cards = self._row(top(0, 24, 0, 0).top, self.her_card_size, sc(HER_GAP), cx)
        row_right = self.her_cards[-1].right
        self.her_badge = top(row_right + sc(12), 50, 0, 70)
        self.her_badge.width = max(sc(60), self.centre.right - self.her_badge.left)
        self.her_hand_label = centred(top(0, 151, 600, 24))
        # Her chips on the felt just left of her cards, their amount under them.
        self.chip_d = sc(CHIP_D)
        self.my_chip_d = sc(MY_CHIP_D)
        her_row = self.her_cards[0]
        right = her_row.left - sc(14)
        left = max(self.centre.left + sc(4), right - sc(118))
        self.her_stack_label = pygame.Rect(left, her_row.bottom - sc(26), right - left, sc(26))
        self.her_stack = pygame.Rect(left, her_row.top, right - left,
                                     self.her_stack_label.top - her_row.top)
        self.bubble_area = top(self.centre.left + sc(8), 178, 0, 58)
        self.bubble_area.width = self.centre.width - sc(16)

        # Centre column, middle: deck, pot, messages.
        deck_w = sc(60)
        deck_size = card_size(deck_w)
        self.deck = middle(self.centre.left + sc(34), 242, 0, 0)
        self.deck.size = deck_size
        self.pot = centred(middle(0, 238, 220, 54))
        self.pot_label = centred(middle(0, 294, 360, 24))
        self.carried_label = centred(middle(0, 318, 420, 19))
        self.message = centred(middle(0, 339, 0, 54))
        self.message.width = self.centre.width
        self.message.centerx = cx
        self.muck = middle(self.centre.right - sc(90), 250, 0, 0)
        self.muck.size = deck_size

        # Centre column, bottom: the player's cards, the hand name, the action bar.
        self.my_card_size = card_size(sc(MY_CARD_W))
        self.my_cards = self._row(bottom(0, 420, 0, 0).top, self.my_card_size, sc(MY_GAP), cx)
        self.lift = sc(22)
        self.hand_label = centred(bottom(0, 600, 700, 28))
        self.actions = bottom(self.centre.left, 638, 0, 62)
        self.actions.width = self.centre.width
        self.radius = max(4, sc(style.RADIUS))

    @staticmethod
    def _row(y: int, size: tuple[int, int], gap: int, cx: int) -> list[pygame.Rect]:
        total = size[0] * 5 + gap * 4
        x = cx - total // 2
        return [pygame.Rect(x + i * (size[0] + gap), y, *size) for i in range(5)]

    def font(self, design_px: float) -> int:
        """A font size in pixels for a size given in design pixels (never unreadably small)."""
        return max(9, round(design_px * self.scale))

    def trophy_slot(self, index: int, count: int) -> pygame.Rect:
        """The square for the ``index``-th trophy on the shelf (3 per row)."""
        panel = self.trophy_panel
        inner = panel.inflate(-self.sc(20), -self.sc(20))
        inner.top += self.sc(26)
        inner.height -= self.sc(26)
        per_row = 3
        rows = max(2, -(-count // per_row))
        side = min(inner.width // per_row, inner.height // rows)
        col, row = index % per_row, index // per_row
        grid_w = side * per_row
        x = inner.centerx - grid_w // 2 + col * side
        y = inner.top + row * side
        return pygame.Rect(x, y, side, side).inflate(-self.sc(6), -self.sc(6))
