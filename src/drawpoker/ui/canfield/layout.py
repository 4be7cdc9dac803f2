"""Where every Canfield pile lies on the window, and which card is under the mouse.

The table is designed for 1280x720 and scaled uniformly, centred across and from the top down:
a window taller than 16:9 gives its extra height to the tableau's piles and the panel, not to
an empty band above the cards. Columns left to right:
stock and reserve, the waste, then the four foundations above the four tableau piles; the
panel on the right holds the money and the buttons. Tableau piles close up their overlap
as they grow so the longest still fits above the window's bottom edge.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from drawpoker.engine.canfield import Canfield
from drawpoker.engine.canfield.piles import FOUNDATIONS, RESERVE, STOCK, TABLEAU, WASTE, Spot
from drawpoker.ui import card_art, style

CARD_W = 100
GAP = 26
MARGIN = 34
TOP = 64
ROW_GAP = 36
WASTE_FAN = 0.26  # share of a card's width between the waste's visible cards
PILE_FAN = 0.27  # share of a card's height between tableau cards, at most
RESERVE_FAN = 0.035  # the reserve's edge shows its thickness
PANEL_W = 330
#: The table's padded rail, its corners' radius, and how far in from the design's sides the
#: rail starts; it runs off the window's top and bottom, so only its sides show (as the draw
#: table's), with the piles and the panel on the cloth between them.
RAIL_W, TABLE_RADIUS, RAIL_INSET = 22, 60, 4
#: The panel's right edge, in from the design's right side: clear of the rail and its trim.
PANEL_RIGHT = 36
#: Between the last column of piles and the panel.
PANEL_GAP = 18


@dataclass(frozen=True)
class Layout:
    """Pixel places for one window size."""

    scale: float
    origin: tuple[int, int]
    card: tuple[int, int]
    size: tuple[int, int]

    @classmethod
    def for_size(cls, size: tuple[int, int]) -> Layout:
        s = style.scale_for(size)
        width = round(style.DESIGN_SIZE[0] * s)
        origin = ((size[0] - width) // 2, 0)  # from the top: the piles grow into the rest
        return cls(s, origin, card_art.card_size(round(CARD_W * s)), size)

    def px(self, v: float) -> int:
        return max(1, round(v * self.scale))

    def _column_x(self, column: int) -> int:
        return self.origin[0] + self.px(MARGIN) + column * (self.card[0] + self.px(GAP))

    def slot(self, spot: Spot) -> pygame.Rect:
        """The rect of a pile's bottom card (its empty outline when it has none)."""
        row1 = self.origin[1] + self.px(TOP)
        row2 = row1 + self.card[1] + self.px(ROW_GAP)
        if spot == STOCK:
            x, y = self._column_x(0), row1
        elif spot == WASTE:
            x, y = self._column_x(1), row1
        elif spot == RESERVE:
            x, y = self._column_x(0), row2
        elif spot in FOUNDATIONS:
            x, y = self._column_x(3 + spot.index), row1
        else:
            x, y = self._column_x(3 + spot.index), row2
        return pygame.Rect((x, y), self.card)

    def panel(self) -> pygame.Rect:
        # As wide as before the table had a rail: nearer the piles by what the rail took.
        left = self._column_x(7) - self.px(GAP) + self.px(PANEL_GAP)
        right = self.origin[0] + round(style.DESIGN_SIZE[0] * self.scale) - self.px(PANEL_RIGHT)
        top = self.origin[1] + self.px(TOP)
        bottom = self.size[1] - self.px(18)
        return pygame.Rect(left, top, right - left, bottom - top)

    def table(self) -> pygame.Rect:
        """The table's outer edge (its rail's): the design's width less a little, from above
        the window's top to below its bottom."""
        left = self.origin[0] + self.px(RAIL_INSET)
        width = round(style.DESIGN_SIZE[0] * self.scale) - 2 * self.px(RAIL_INSET)
        return pygame.Rect(left, -self.px(80), width, self.size[1] + 2 * self.px(80))

    def cloth(self) -> pygame.Rect:
        """The cloth inside the rail and its trim (what must hold every pile and the panel)."""
        trim = max(2, round(4 * style.scale_for(self.size)))
        return self.table().inflate(-2 * (self.px(RAIL_W) + trim), -2 * (self.px(RAIL_W) + trim))

    def title_box(self) -> pygame.Rect:
        return pygame.Rect(self._column_x(0), self.origin[1] + self.px(10),
                           self._column_x(7) - self._column_x(0), self.px(42))

    def pile_step(self, count: int) -> int:
        """Vertical distance between two cards of a tableau pile of ``count`` cards."""
        first = self.slot(TABLEAU[0])
        room = self.size[1] - self.px(14) - first.top - self.card[1]
        full = round(self.card[1] * PILE_FAN)
        return full if count <= 1 else max(self.px(6), min(full, room // (count - 1)))

    def card_rects(self, game: Canfield, spot: Spot) -> list[pygame.Rect]:
        """Where each card of the pile is drawn, bottom first (only what shows, for the waste)."""
        base = self.slot(spot)
        cards = game.pile(spot)
        if spot in TABLEAU:
            step = self.pile_step(len(cards))
            return [base.move(0, i * step) for i in range(len(cards))]
        if spot == WASTE:
            shown = min(3, len(cards))
            hidden = len(cards) - shown
            step = round(self.card[0] * WASTE_FAN)
            return [base if i < hidden else base.move((i - hidden) * step, 0)
                    for i in range(len(cards))]
        if spot in (RESERVE, STOCK):
            step = max(1, round(self.card[0] * RESERVE_FAN)) if spot == RESERVE else 0
            # Thickness: every fourth card shifts the stack a pixel or two (at most 6 steps).
            return [base.move(-min(6, i // 3) * step // 2, -min(6, i // 3) * step // 2)
                    for i in range(len(cards))]
        return [base for _ in cards]

    def hit(self, game: Canfield, pos: tuple[int, int]) -> tuple[Spot, int] | None:
        """The pile and the card index (``-1`` for an empty pile) under ``pos``."""
        for spot in (*TABLEAU, WASTE, RESERVE, STOCK, *FOUNDATIONS):
            rects = self.card_rects(game, spot)
            for index in range(len(rects) - 1, -1, -1):
                if rects[index].collidepoint(pos):
                    return spot, index
            if not rects and self.slot(spot).collidepoint(pos):
                return spot, -1
        return None

    def drop_zone(self, spot: Spot, game: Canfield) -> pygame.Rect:
        """Where dropping a dragged card counts as aiming at ``spot`` (its cards, a bit wider)."""
        rects = self.card_rects(game, spot) or [self.slot(spot)]
        zone = rects[0].unionall(rects[1:]) if len(rects) > 1 else rects[0].copy()
        return zone.inflate(self.px(GAP) // 2, self.px(ROW_GAP) // 2)
