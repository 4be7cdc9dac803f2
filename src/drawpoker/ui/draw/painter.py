"""Draws the table scene from its board, layout and controls; no game logic lives here."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from drawpoker.i18n import t
from drawpoker.ui import card_art, chips, felt, flourish, style, text
from drawpoker.ui.draw import bubble, free_match, message, practice
from drawpoker.ui.draw.columns import HER_LINE, ColumnsPainter
from drawpoker.ui.easing import out_back
from drawpoker.ui.hand_names import sentence
from drawpoker.ui.notice_panel import draw_notices, notices_rect
from drawpoker.ui.portrait import backdrop
from drawpoker.ui.timeline import Anchor, CardSpot, Flight
from drawpoker.ui.widgets import draw_panel, draw_shadow

if TYPE_CHECKING:
    from drawpoker.ui.draw.layout import TableLayout
    from drawpoker.ui.draw.table_view import DrawTable

#: A pile in the air: a few short columns, whatever the amount.
FLIGHT_COLUMNS, FLIGHT_HEIGHT = 3, 5


def ease(p: float) -> float:
    """Fast start, a little past the spot, then onto it (chips and cards alike)."""
    return out_back(p)


class TablePainter(ColumnsPainter):
    """The whole table: the background, the centre and the flights, over the columns."""

    def __init__(self, scene: DrawTable) -> None:
        super().__init__(scene)
        self.table_image: pygame.Surface | None = None
        self._background_key: object = None
        self._message = message.MessagePlan()
        #: Her bubble this frame and its lines (None and none while she says nothing).
        self.bubble: pygame.Rect | None = None
        self.bubble_lines: tuple[str, ...] = ()

    def background(self, surface: pygame.Surface) -> None:
        """The room and the table, her portrait and name plate, the shelf's planks, the
        plates of the deal marker and of the player, and the deck, as one picture.

        These only change with the window size or the card back, so they are composed once and
        then copied whole each frame; her picture, which breathes, is drawn over them.
        """
        scene, lay, board = self.scene, self.scene.layout, self.scene.board
        key = (lay.size, scene.item_count, scene.settings.card_back, bool(board.deal_number))
        if self.table_image is None or self._background_key != key:
            back = felt.table(lay.size, tuple(lay.table), lay.table_radius, lay.rail_w).copy()
            back.blit(backdrop(lay.avatar_box.size), lay.avatar_box)
            # (Her picture is drawn over this each frame, above the rail: her_portrait.py.)
            # She sits at the table: its rail runs on across her, the name plate on it.
            felt.rail_band(back, pygame.Rect(0, lay.name_plate.top - lay.sc(8),
                                             lay.table.left + lay.rail_w,
                                             lay.name_plate.height + lay.sc(16)))
            plate = (*style.PANEL, 235)
            draw_panel(back, lay.name_plate, lay.radius, plate, style.GOLD_DARK)
            draw_panel(back, lay.me_panel, lay.radius, plate, style.GOLD_DARK)
            if board.deal_number:
                draw_panel(back, lay.deal_panel, lay.radius, (*style.PANEL, 200),
                           style.GOLD_DARK)
            felt.cabinet(back, lay.shelf)
            for board_plank in lay.planks(scene.item_count):
                felt.plank(back, board_plank)
            _draw_deck(back, self.scene.layout, self.scene.settings.card_back)
            self.table_image, self._background_key = back, key
        surface.blit(self.table_image, (0, 0))

    def notice_words(self) -> list[str]:
        """A write the disk refused, told over the shelf, in the room, with room for all of
        it (the log, opened on purpose, covers it)."""
        notice = self.scene.board.notice
        return [] if notice is None or self.scene.overlays.log_open else [notice.text()]

    # ------------------------------------------------------------------ geometry
    def anchor_rect(self, anchor: Anchor) -> pygame.Rect:
        """The rect of a named place (see ``board.Anchor``)."""
        lay = self.scene.layout
        kind = anchor[0]
        if kind == "deck":
            return lay.deck.copy()
        if kind == "muck":
            return lay.muck.copy()
        if kind == "pot":
            return lay.pot.copy()
        if kind == "stack":
            return (lay.my_stack if anchor[1] == 0 else lay.her_stack).copy()
        if kind == "mine":
            return self.my_card_rect(anchor[1])
        if kind == "hers":
            return lay.her_cards[anchor[1]].copy()
        if kind == "avatar":
            return lay.avatar_box.copy()
        if kind == "pawn":
            return self.pawn_icon_rect()
        if kind == "trophy":
            index = anchor[1] if anchor[1] is not None else len(self.scene.board.trophies)
            return lay.trophy_slot(index, self.scene.item_count)
        raise ValueError(f"unknown anchor {anchor!r}")

    def card_at(self, pos: tuple[int, int]) -> int | None:
        """Which of the player's cards is under ``pos`` (the top one where they overlap)."""
        for index in range(4, -1, -1):
            if self.my_card_rect(index).collidepoint(pos):
                return index
        return None

    def my_card_rect(self, index: int) -> pygame.Rect:
        rect = self.scene.layout.my_cards[index].copy()
        if index in self.scene.control.model().marked:
            rect.y -= self.scene.layout.lift
        return rect

    # ------------------------------------------------------------------ frame
    def draw(self, surface: pygame.Surface) -> None:
        scene = self.scene
        scene.timeline.new_frame()
        coach = scene.coach.place()
        self._message = message.plan(scene)
        lay = scene.layout
        self.notice_rect = notices_rect(self.notice_words(),
                                        lay.shelf.inflate(-lay.sc(8), -lay.sc(8)), lay.scale)
        self.background(surface)
        scene.her.draw(surface)
        flips = {f.dst for f in scene.timeline.active_flights() if f.kind == "flip"}
        self.draw_her_side(surface)
        scene.her.draw_on_table(surface)
        self.draw_deal_marker(surface)
        self.draw_me_panel(surface)
        free_match.draw_badge(surface, scene)  # a match for table chips only says so
        self.draw_pot(surface)
        self.draw_cards(surface, "hers", flips)
        self.draw_cards(surface, "mine", flips)
        self.draw_labels(surface)
        self.draw_bubble(surface, coach)
        banner = scene.board.banner is not None
        if not banner:
            message.draw(surface, scene, self._message)
        if self.notice_rect.height:
            lay = scene.layout
            draw_notices(surface, self.notice_words(), lay.shelf.inflate(-lay.sc(8), -lay.sc(8)),
                         lay.scale, opaque=True)
        for button in scene.buttons:
            button.draw(surface)
        scene.selector.draw(surface)
        scene.overlays.lay_out()
        scene.overlays.draw_buttons(surface)
        scene.overlays.draw_log(surface)
        scene.coach.draw(surface, coach)
        for flight in scene.timeline.active_flights():
            self.draw_flight(surface, flight)
        if banner:
            self.draw_banner(surface)

    def draw_banner(self, surface: pygame.Surface) -> None:
        """An item pawned, lost or bought back: the message on a plate over everything in the
        air, as the next deal's cards fly under it (issue 40: they hid "Pawned: Sunglasses");
        the plate stays between the pot's lines and a lifted card."""
        lay, placed = self.scene.layout, self._message
        words = message.ink(lay, placed)
        if words is None:
            return
        plate = words.inflate(lay.sc(32), lay.sc(8)).clip(lay.centre)
        top = max(plate.top, lay.pot_label.bottom if placed.above else lay.carried_label.bottom)
        bottom = min(plate.bottom, lay.my_cards[0].top - lay.lift - 1)
        plate.update(plate.left, top, plate.width, bottom - top)
        draw_panel(surface, plate, lay.radius, (*style.PANEL, 235), style.GOLD_DARK)
        message.draw(surface, self.scene, placed)

    # ------------------------------------------------------------------ centre column
    def draw_pot(self, surface: pygame.Surface) -> None:
        lay, board = self.scene.layout, self.scene.board
        pot = self.on_table(("pot",))
        row = text.one_line(lay.pot_label, text.DISPLAY)
        amount = pygame.Rect(row.centerx, row.top, 0, 0)
        if pot > 0:
            d = lay.sc(34)
            chips.draw_pile(surface, pot, lay.pot.midbottom, d, 6,  # low and wide: a heap
                            min(5, chips.fit_height(lay.pot.height, d)))
            amount = text.draw_fitted(surface, t("draw.table.pot_amount",
                                                 amount=self.figure(("pot",))), row,
                                      style.TEXT, text.DISPLAY, lay.font(24))
        if board.carried and not board.result:
            words = t("draw.table.carried", amount=board.carried)
            size = lay.font(18)
            own = pygame.Rect((0, 0), text.measure(words, size))
            own.center = lay.carried_label.center
            # (Lines' rects may share a pixel row or two: that is not their ink touching.)
            if not self._message.above and not own.inflate(-2, -2).colliderect(
                    amount.inflate(-2, -2)):
                text.draw(surface, words, own.center, size, style.GOLD, False, "center")
                return
            # The message needs the carried pot's row, or its line is too tall for the row at
            # the large text size: it goes beside the pot's amount.
            left = amount.right + lay.sc(16) if pot > 0 else lay.centre.left + lay.sc(8)
            beside = text.one_line(pygame.Rect(left, row.top, lay.centre.right - lay.sc(8)
                                               - left, row.height))
            text.draw_fitted(surface, words, beside, style.GOLD, False, size, "midleft")

    def draw_cards(self, surface: pygame.Surface, side: str, flips: set[Anchor]) -> None:
        scene, lay, board = self.scene, self.scene.layout, self.scene.board
        spots: list[CardSpot] = board.mine if side == "mine" else board.hers
        width = lay.my_card_size[0] if side == "mine" else lay.her_card_size[0]
        radius = max(3, width * 7 // 100)
        table = scene.control.model()
        shown = practice.her_open_cards(table.practice, table.match) if side == "hers" else ()
        for index, spot in enumerate(spots):
            if not spot.present or (side, index) in flips:
                continue
            rect = self.my_card_rect(index) if side == "mine" else \
                lay.her_cards[index].move(scene.her.card_shift(index), 0)
            draw_shadow(surface, rect, radius, max(2, width // 30))
            card = spot.card if spot.face_up else shown[index] if index < len(shown) else None
            if card is not None:
                image = card_art.face(card, width, scene.settings.four_colour)
            else:
                image = card_art.back(width, scene.settings.card_back)
            surface.blit(image, rect)
            if (side, index) in board.highlight:
                pygame.draw.rect(surface, style.HIGHLIGHT, rect.inflate(lay.sc(8), lay.sc(8)),
                                 max(2, lay.sc(4)), border_radius=radius + lay.sc(4))
            elif board.showdown and board.highlight and spot.face_up:
                _shade(surface, rect, radius, (12, 30, 20, 70))
            if side == "mine" and index in table.marked:
                _shade(surface, rect, radius, style.MARK_SHADE)
            if side == "mine" and scene.can_mark and scene.hover_card == index:
                pygame.draw.rect(surface, style.BUTTON_HOVER, rect, max(1, lay.sc(2)),
                                 border_radius=radius)

    def draw_labels(self, surface: pygame.Surface) -> None:
        scene, lay, board = self.scene, self.scene.layout, self.scene.board
        mine = board.my_hand()
        if mine is not None:
            name = sentence(t("draw.table.your_hand", hand=scene.hand_name(mine)))
            text.draw_fitted(surface, name, text.one_line(lay.hand_label, True), style.TEXT,
                             True, lay.font(20))
        hers = board.her_hand()
        if hers is not None:
            name = sentence(t("draw.table.her_hand", hand=scene.hand_name(hers)))
            text.draw_fitted(surface, name, text.one_line(lay.her_hand_label, True), HER_LINE,
                             True, lay.font(19))
        if board.her_draw is not None:
            badge_text = t("draw.table.her_stands_pat") if board.her_draw == 0 else \
                current_plural("draw.table.her_draws", board.her_draw)
            size = text.fit_size(badge_text, lay.her_badge.width - lay.sc(16), lay.sc(28), True,
                                 lay.font(18))
            w, h = text.measure(badge_text, size, True)
            pill = pygame.Rect(lay.her_badge.left, 0, w + lay.sc(18), h + lay.sc(10))
            pill.centery = lay.her_badge.centery
            draw_panel(surface, pill, pill.height // 2, (*style.PANEL, 230), style.GOLD_DARK)
            text.draw(surface, badge_text, pill.center, size, style.GOLD, True, "center")

    def draw_bubble(self, surface: pygame.Surface, coach: pygame.Rect | None) -> None:
        """Her line in a bubble, in the first place that covers nothing of the table (see
        ``bubble``; ``coach``: the open coach), its tail pointing back to her."""
        lay, board = self.scene.layout, self.scene.board
        self.bubble, self.bubble_lines = None, ()
        if board.speech is None:
            return
        blocked = bubble.obstacles(self.scene, message.reach(lay, self._message), coach)
        placed = bubble.place(self.scene, board.speech.text(), blocked)
        rect = placed.rect.copy()
        draw_shadow(surface, rect, lay.radius, lay.sc(3))
        pygame.draw.polygon(surface, style.BUBBLE, bubble.tail(lay, rect))
        pygame.draw.rect(surface, style.BUBBLE, rect, border_radius=lay.radius)
        text.draw_lines(surface, list(placed.lines), rect.inflate(-lay.sc(28), -placed.pad),
                        placed.size, style.BUBBLE_TEXT)
        self.bubble, self.bubble_lines = rect, placed.lines

    # ------------------------------------------------------------------ things in the air
    def chip_flight_rect(self, flight: Flight, p: float) -> pygame.Rect:
        """Where flying chips are drawn at progress ``p``: centred on an arc from the source's
        middle to the destination's, and always wholly inside the window (a pile leaving
        the top row never goes over the window's edge)."""
        lay = self.scene.layout
        src, dst = self.anchor_rect(flight.src), self.anchor_rect(flight.dst)
        e = ease(p)
        x = src.centerx + (dst.centerx - src.centerx) * e
        y = src.centery + (dst.centery - src.centery) * e - math.sin(math.pi * p) * lay.sc(30)
        rect = pygame.Rect((0, 0), chips.pile_size(int(flight.payload), lay.chip_d,
                                                   FLIGHT_COLUMNS, FLIGHT_HEIGHT))
        rect.center = (round(x), round(y))
        return rect.clamp(pygame.Rect((0, 0), lay.size).inflate(-lay.sc(8), -lay.sc(8)))

    def draw_flight(self, surface: pygame.Surface, flight: Flight) -> None:
        scene, lay = self.scene, self.scene.layout
        p = flight.progress(scene.timeline.t)
        src, dst = self.anchor_rect(flight.src), self.anchor_rect(flight.dst)
        if flight.kind == "flip":
            spot = (scene.board.mine if flight.dst[0] == "mine" else scene.board.hers)[
                flight.dst[1]]
            width = dst.width
            if p < 0.5 or spot.card is None:
                image = card_art.back(width, scene.settings.card_back)
                squeeze = 1 - 2 * p if spot.card is not None else 1.0
            else:
                image = card_art.face(spot.card, width, scene.settings.four_colour)
                squeeze = 2 * p - 1
            w = max(1, int(dst.width * squeeze))
            scaled = pygame.transform.scale(image, (w, dst.height))
            surface.blit(scaled, scaled.get_rect(center=dst.center))
            return
        if flight.kind == "flourish":
            flourish.draw(surface, dst.center, p, float(flight.payload), lay.sc(80))
            return
        e = ease(p)
        x = src.centerx + (dst.centerx - src.centerx) * e
        y = src.centery + (dst.centery - src.centery) * e - math.sin(math.pi * p) * lay.sc(30)
        if flight.kind == "chips":
            rect = self.chip_flight_rect(flight, p)
            chips.draw_pile(surface, int(flight.payload), rect.midbottom, lay.chip_d,
                            FLIGHT_COLUMNS, FLIGHT_HEIGHT, shadowed=False)
        elif flight.kind == "card":
            w = round(src.width + (dst.width - src.width) * e)
            if flight.payload is not None:
                image = card_art.face(flight.payload, w, scene.settings.four_colour)
            else:
                image = card_art.back(w, scene.settings.card_back)
            surface.blit(image, image.get_rect(center=(round(x), round(y))))
        elif flight.kind == "item":
            side = round(min(src.size) + (min(dst.size) - min(src.size)) * e)
            side = max(8, min(side, lay.sc(90)))
            image = scene.pictures.picture("icon", int(flight.payload), side)
            surface.blit(image, image.get_rect(center=(round(x), round(y))))


def current_plural(key: str, count: int) -> str:
    from drawpoker.i18n import current

    return current().plural(key, count)


def _shade(surface: pygame.Surface, rect: pygame.Rect, radius: int,
           color: tuple[int, int, int, int]) -> None:
    draw_panel(surface, rect, radius, color, None)


def _draw_deck(surface: pygame.Surface, lay: TableLayout, card_back: str) -> None:
    image = card_art.back(lay.deck.width, card_back)
    for n in range(3):
        surface.blit(image, lay.deck.move(-n * lay.sc(2), -n * lay.sc(2)))
