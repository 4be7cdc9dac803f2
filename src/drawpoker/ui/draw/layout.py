"""Where everything on the table goes, for any window size.

The table is designed once at 1280x720 and scaled uniformly. She sits at the left, in the
room beside the table, her trophies' shelf under her; the table (rail and cloth) fills the
rest of the window. On the cloth: her cards and chips at the far side, the deck, pot and
messages in the middle, the player's cards and buttons at the near side, and at the right
the deal marker, the overlay buttons and the player's chips and name plate; the deal log and
the coach open over the shelf and the right side of the cloth. Extra height goes to the
middle (the pot). Every rect is computed here, so drawing, hit-testing and animations agree.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from drawpoker.ui import style
from drawpoker.ui.card_art import card_size

DESIGN_W, DESIGN_H = style.DESIGN_SIZE
MARGIN = 16
SIDE_W = 280  # her portrait and the shelf
RIGHT_W = 240  # the deal marker, the overlay buttons, the player's chips
HER_CARD_W, MY_CARD_W = 88, 120
HER_GAP, MY_GAP = 10, 8
CHIP_D, MY_CHIP_D = 30, 36  # a chip's diameter on her stack (and in flight), on his
RAIL_W, TABLE_RADIUS = 28, 170
#: The smallest text on the table, in real pixels (issue 24: 10-13 px at 1024x600 read as
#: an analysis tool's small print).
MIN_TEXT_PX = 14


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
        self.left = pygame.Rect(left_x, 0, sc(SIDE_W), h)
        # The table: its rail runs just right of her and off the window's top and bottom, so
        # only its sides and rounded corners show (the player sits at its near edge).
        self.rail_w = sc(RAIL_W)
        self.table_radius = sc(TABLE_RADIUS)
        table_x = self.left.right + sc(8)
        self.table = pygame.Rect(table_x, -sc(40), w - sc(8) - table_x, h + sc(80))
        self.cloth = self.table.inflate(-2 * self.rail_w - sc(8), -2 * self.rail_w - sc(8))
        right_x = self.cloth.right - sc(8) - sc(RIGHT_W)
        self.right = pygame.Rect(right_x, 0, sc(RIGHT_W), h)
        centre_left = self.cloth.left + sc(4)
        centre_right = self.right.left - sc(8)
        self.centre = pygame.Rect(centre_left, 0, centre_right - centre_left, h)
        cx = self.centre.centerx

        def centred(rect: pygame.Rect) -> pygame.Rect:
            rect.centerx = cx
            return rect

        # Left: her portrait (its width decides her size, so a taller window adds nothing),
        # her name and money on a plate across its foot, hiding where the picture is cut;
        # under her, the shelf with her pawned item and the player's trophies.
        self.avatar_panel = top(left_x, 6, SIDE_W, 410)
        panel = self.avatar_panel
        self.name_plate = pygame.Rect(panel.left + sc(4), panel.bottom - sc(46),
                                      panel.width - sc(8), sc(42))
        self.her_header = self.name_plate.inflate(-sc(16), 0)
        self.avatar_box = pygame.Rect(panel.left + sc(4), panel.top, panel.width - sc(8),
                                      self.name_plate.bottom - sc(6) - panel.top)
        self.shelf = bottom(left_x, 426, SIDE_W, 286)
        self.pawn_panel = pygame.Rect(self.shelf.left, self.shelf.top, self.shelf.width,
                                      sc(128))
        self.trophy_panel = pygame.Rect(self.shelf.left, self.pawn_panel.bottom,
                                        self.shelf.width,
                                        self.shelf.bottom - self.pawn_panel.bottom)

        # Right of the cloth: the deal marker by her cards (what she draws under it), the
        # overlay buttons, and the player's chips and name plate (his money) at the foot, by
        # his cards.
        self.deal_panel = top(right_x, 24, RIGHT_W, 64)
        self.overlay_buttons = top(right_x, 146, RIGHT_W, 96)
        self.me_panel = bottom(right_x, 570, RIGHT_W, 46)
        self.my_stack = bottom(right_x, 458, RIGHT_W, 108).inflate(-2 * sc(12), 0)
        self.my_stack_label = self.me_panel.inflate(-2 * sc(8), 0)
        # The overlays: the coach over the right side (near the cards it talks about, over
        # his chips but never his plate), the deal log over the shelf; neither reaches the
        # cards, the buttons or the money.
        self.coach_area = pygame.Rect(right_x, self.overlay_buttons.bottom + sc(10),
                                      sc(RIGHT_W), 0)
        self.coach_area.height = self.me_panel.top - sc(8) - self.coach_area.top
        self.history_panel = self.shelf.copy()

        # Centre column, top: her cards, her hand's name, her speech bubble.
        self.her_card_size = card_size(sc(HER_CARD_W))
        self.her_cards = self._row(top(0, 24, 0, 0).top, self.her_card_size, sc(HER_GAP), cx)
        row_right = self.her_cards[-1].right
        self.her_badge = top(row_right + sc(12), 96, 0, 40)
        self.her_badge.width = max(sc(60), self.right.right - self.her_badge.left)
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
        self.bubble_area = top(self.centre.left + sc(8), 176, 0, 62)
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
        self.hand_label = centred(bottom(0, 596, 0, 26))
        self.hand_label.width = self.centre.width
        self.hand_label.centerx = cx
        # The buttons may run on under the player's plate (German labels are long).
        self.actions = bottom(self.centre.left, 626, 0, 74)
        self.actions.width = self.right.right - self.centre.left
        self.radius = max(4, sc(style.RADIUS))

    @staticmethod
    def _row(y: int, size: tuple[int, int], gap: int, cx: int) -> list[pygame.Rect]:
        total = size[0] * 5 + gap * 4
        x = cx - total // 2
        return [pygame.Rect(x + i * (size[0] + gap), y, *size) for i in range(5)]

    def font(self, design_px: float) -> int:
        """A font size in pixels for a size given in design pixels (never unreadably small)."""
        return max(MIN_TEXT_PX, round(design_px * self.scale))

    def trophy_slot(self, index: int, count: int) -> pygame.Rect:
        """The square for the ``index``-th trophy, standing on its plank of the shelf (3 a
        plank, as many planks as the items need, at least two)."""
        per_row = 3
        rows = max(2, -(-count // per_row))
        inner = self.trophy_panel.inflate(-self.sc(16), 0)
        row_h = inner.height // rows
        side = min(inner.width // per_row, row_h - self.plank_h())
        col, row = index % per_row, index // per_row
        grid_w = side * per_row
        x = inner.centerx - grid_w // 2 + col * side
        y = inner.top + (row + 1) * row_h - self.plank_h() - side
        return pygame.Rect(x, y, side, side).inflate(-self.sc(6), -self.sc(6)).move(
            0, self.sc(3))

    def plank_h(self) -> int:
        return self.sc(12)

    def planks(self, count: int) -> list[pygame.Rect]:
        """The shelf's planks, top to bottom: the pawnbroker's, then one per row of trophies."""
        rows = max(2, -(-count // 3))
        inner = self.trophy_panel
        row_h = inner.height // rows
        out = [pygame.Rect(self.pawn_panel.left, self.pawn_panel.bottom - self.plank_h(),
                           self.pawn_panel.width, self.plank_h())]
        out += [pygame.Rect(inner.left, inner.top + (row + 1) * row_h - self.plank_h(),
                            inner.width, self.plank_h()) for row in range(rows)]
        out[-1].bottom = min(out[-1].bottom, self.shelf.bottom - self.sc(4))
        return out
