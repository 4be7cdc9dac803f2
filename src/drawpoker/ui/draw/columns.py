"""The things round the cloth: her name plate and chips, the shelf (her pawned item, the
player's trophies), the player's name plate, chips and net result, and the deal marker.

:class:`~drawpoker.ui.draw.painter.TablePainter` builds on these with the frame, the centre
(pot, cards, labels, messages) and the things in the air; split so neither grows past a page.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from drawpoker.engine.draw import ForfeitState
from drawpoker.i18n import t
from drawpoker.ui import chips, style, text
from drawpoker.ui.timeline import Anchor
from drawpoker.ui.widgets import draw_panel

if TYPE_CHECKING:
    from drawpoker.ui.draw.table_view import DrawTable

HER_LINE = (246, 206, 150)
#: Her money on her name plate (design px): small enough that a four-digit stack leaves her
#: name its 14 px at 1024x600.
MONEY_PX = 20


class ColumnsPainter:
    """The side columns of the table, drawn from the scene's board and layout."""

    def __init__(self, scene: DrawTable) -> None:
        self.scene = scene
        #: Where this frame's notice panel lies over the shelf (empty when there is none).
        self.notice_rect = pygame.Rect(0, 0, 0, 0)

    def pawn_icon_rect(self) -> pygame.Rect:
        """Her pawned item, standing on the shelf's top plank at its left."""
        lay = self.scene.layout
        plank = lay.planks(self.scene.item_count)[0]
        side = min(lay.pawn_panel.height - lay.plank_h() - lay.sc(8), lay.sc(76))
        return pygame.Rect(plank.left + lay.sc(8), plank.top - side + lay.sc(3), side, side)

    # ------------------------------------------------------------------ left column
    def her_header(self) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
        """Her name's box, her money and the dealer button's place, right to left.

        The money is written whole at the right and the dealer button's place is always kept
        beside it (so the name does not change size from deal to deal); the name gets what is
        left and shrinks to fit it, so a long name or a four-digit stack never collide.
        """
        lay = self.scene.layout
        header = lay.her_header
        money_w, money_h = text.measure(self._her_money(), lay.font(MONEY_PX), True)
        money = pygame.Rect(0, 0, money_w, money_h)
        money.midright = header.midright
        dealer = pygame.Rect(0, 0, 2 * lay.sc(11), 2 * lay.sc(11))
        dealer.midright = (money.left - lay.sc(8), header.centery)
        name = pygame.Rect(header.left, header.top, dealer.left - lay.sc(8) - header.left,
                           header.height)
        return name, money, dealer

    def _her_money(self) -> str:
        return t("draw.table.stack_her", amount=self.figure(("stack", 1)))

    def draw_her_side(self, surface: pygame.Surface) -> None:
        lay, board = self.scene.layout, self.scene.board
        name_box, money, dealer = self.her_header()
        text.draw_fitted(surface, self.scene.control.model().her_name, name_box, style.TEXT, True,
                         largest=lay.font(20), anchor="midleft")
        text.draw(surface, self._her_money(), money.midright, lay.font(MONEY_PX), style.GOLD,
                  True, "midright")
        if board.dealer == 1 and board.deal_number:
            self.dealer_button(surface, dealer.center)
        self.draw_stack(surface, 1)
        self.draw_shelf(surface)

    def draw_shelf(self, surface: pygame.Surface) -> None:
        """Her pawned item with its ticket on the top plank, the player's trophies below (the
        planks themselves are in the background picture); nothing while the log covers it."""
        scene, lay, board = self.scene, self.scene.layout, self.scene.board
        if scene.overlays.log_open:
            return
        moving = {f.payload for f in scene.timeline.active_flights() if f.kind == "item"}
        for index in range(scene.item_count):
            item = board.trophies[index] if index < len(board.trophies) else None
            if item is None or item in moving:
                continue
            slot = lay.trophy_slot(index, scene.item_count)
            # The picture has room round the item: drawn a size up, standing on the plank.
            picture = scene.pictures.picture("lost", item, slot.width * 5 // 4)
            surface.blit(picture, picture.get_rect(midbottom=slot.midbottom))
        # The hint spans the first row between the uprights: two lines of the large text
        # (Portuguese took three at 1280x720, down onto the plank).
        first = lay.planks(scene.item_count)[1]
        area = pygame.Rect(lay.trophy_panel.left + lay.sc(8), lay.trophy_panel.top,
                           lay.trophy_panel.width - lay.sc(16), first.top - lay.trophy_panel.top)
        # Words a notice covers are not drawn (half a line would show under its edge).
        if not board.trophies and not area.colliderect(self.notice_rect):
            hint = t("draw.table.trophies_empty")
            size, lines = text.fit_wrapped(hint, area.width, area.height, False, lay.font(18),
                                           lay.font(18))
            block = len(lines) * text.line_height(size)
            text.draw_lines(surface, lines, pygame.Rect(area.left, area.centery - block // 2,
                                                        area.width, block), size,
                            style.TEXT_DIM, False, "center")
        pawned = [i for i, s in enumerate(board.forfeits) if s is ForfeitState.PAWNED]
        if not pawned:
            return
        item = pawned[0]
        icon = self.pawn_icon_rect()
        if item not in moving:
            surface.blit(scene.pictures.picture("pawned", item, icon.width), icon)
        panel = lay.pawn_panel
        info = pygame.Rect(icon.right + lay.sc(10), panel.top + lay.sc(6),
                           panel.right - icon.right - lay.sc(16),
                           panel.height - lay.plank_h() - lay.sc(12))
        if info.colliderect(self.notice_rect):
            return
        draw_panel(surface, info.inflate(lay.sc(8), lay.sc(4)), lay.radius, (*style.PANEL, 225),
                   style.GOLD_DARK)
        # Wrapped, never cut: "Pawned", the item and its loan, when she buys it back; a size
        # down when they need it, and without the heading (the ticket shows it) at the
        # smallest (issue 40: "She buys it" alone at the large size, "Rachat dès" in French).
        for size in range(lay.font(18), lay.font(13) - 1, -1):
            rows = self.pawn_rows(item, size, info.width)
            if len(rows) * text.line_height(size) <= info.height:
                break
        else:
            rows = [row for row in rows if row[1] != style.PANEL_TITLE]
        step = text.line_height(size)
        for n, (line, color, bold) in enumerate(rows):
            text.draw(surface, line, (info.left, info.top + n * step), size, color, bold)

    def pawn_rows(self, item: int, size: int,
                  width: int) -> list[tuple[str, style.Color, bool]]:
        """The pawn tag's lines at ``size``: the heading, the item and its loan, the price."""
        scene, rules = self.scene, self.scene.control.model().rules
        name = f"{scene.item_name(item)} · {t('draw.table.ticket', amount=rules.pawn_loan)}"
        rows = [(line, style.PANEL_TITLE, True) for line in
                text.wrap(t("draw.table.pawnshop"), size, width, True)]
        rows += [(line, style.TICKET, True) for line in text.wrap(name, size, width, True)]
        rows += [(line, style.TEXT_DIM, False) for line in
                 text.wrap(t("draw.table.buyback_hint", amount=rules.buyback_at), size, width)]
        return rows

    def draw_me_panel(self, surface: pygame.Surface) -> None:
        """His name plate by his chips: "You", the dealer button when he deals, his money."""
        lay, board = self.scene.layout, self.scene.board
        inner = lay.my_stack_label
        money = self.stack_amount(0)
        money_w, _ = text.measure(money, lay.font(26), text.DISPLAY)
        dealer = (inner.right - money_w - lay.sc(24), inner.centery)
        name_box = pygame.Rect(inner.left, inner.top, dealer[0] - lay.sc(16) - inner.left,
                               inner.height)
        text.draw_fitted(surface, t("draw.table.your_name"), name_box, style.TEXT, True,
                         largest=lay.font(20), anchor="midleft")
        if board.dealer == 0 and board.deal_number:
            self.dealer_button(surface, dealer)
        self.draw_stack(surface, 0)

    def stack_amount(self, seat: int) -> str:
        key = "draw.table.stack_you" if seat == 0 else "draw.table.stack_her"
        return t(key, amount=self.figure(("stack", seat)))

    def figure(self, place: Anchor) -> int:
        """The amount written at ``place``: what is on the table there, counting to it when
        it changes (``ui/tally.py``)."""
        return self.scene.timeline.tally.value(place, self.on_table(place))

    def on_table(self, place: Anchor) -> int:
        """The money shown at ``place`` (a stack or the pot): the board's, less the chips that
        have left it and are still in the air (so no chip is ever seen twice)."""
        board = self.scene.board
        held = board.pot if place == ("pot",) else board.stacks[place[1]]
        flying = sum(int(f.payload) for f in self.scene.timeline.active_flights()
                     if f.kind == "chips" and f.src == place)
        return max(0, held - flying)

    def draw_stack(self, surface: pygame.Surface, seat: int) -> None:
        """A player's money as chips, the amount under them (his on his name plate)."""
        lay = self.scene.layout
        area, label = (lay.my_stack, lay.my_stack_label) if seat == 0 else \
            (lay.her_stack, lay.her_stack_label)
        d = lay.my_chip_d if seat == 0 else lay.chip_d
        cols = max(1, (area.width - d) // round(d * 1.06) + 1)
        if seat == 1 or not self.scene.coach.open:  # (the open coach covers his chips)
            chips.draw_pile(surface, self.on_table(("stack", seat)), area.midbottom, d, cols,
                            chips.fit_height(area.height, d))
        if seat == 0:
            text.draw(surface, self.stack_amount(0), label.midright, lay.font(26), style.GOLD,
                      text.DISPLAY, "midright")
        else:
            text.draw_fitted(surface, self.stack_amount(1), label, style.GOLD, text.DISPLAY,
                             lay.font(24))
        self.draw_net(surface, seat)

    def net_words(self) -> str | None:
        """The deal's net result as shown ("+$20", "−$35"), or None when none is shown."""
        net = self.scene.board.net
        if net is None or net.alpha <= 0:
            return None
        return t("draw.table.net_up" if net.amount >= 0 else "draw.table.net_down",
                 amount=abs(net.amount))

    def net_image(self) -> pygame.Surface:
        net, words = self.scene.board.net, self.net_words() or ""
        amount = net.amount if net is not None else 0
        color = style.GOOD if amount > 0 else style.BAD if amount < 0 else style.TEXT_DIM
        return text.render(words, self.scene.layout.font(26), color, text.DISPLAY)

    def draw_net(self, surface: pygame.Surface, seat: int) -> None:
        """The deal's net result for the player, fading over his chips."""
        net = self.scene.board.net
        if seat != 0 or net is None or self.net_words() is None or self.scene.coach.open:
            return  # (the open coach covers his chips, and the result above them)
        lay = self.scene.layout
        image = self.net_image()
        rect = self.net_rect(image.get_size())
        if net.alpha < 255:
            image = image.copy()
            image.set_alpha(net.alpha)
        backing = rect.inflate(lay.sc(16), lay.sc(4))
        draw_panel(surface, backing, backing.height // 2, (*style.PANEL, net.alpha * 7 // 10),
                   None)
        surface.blit(image, rect)

    def net_rect(self, size: tuple[int, int]) -> pygame.Rect:
        """Where the net result shows: just over the top of the player's chips (as tall as
        they stand now), clear of his plate under them."""
        lay = self.scene.layout
        d = lay.my_chip_d
        cols = max(1, (lay.my_stack.width - d) // round(d * 1.06) + 1)
        _, pile_h = chips.pile_size(self.on_table(("stack", 0)), d, cols,
                                    chips.fit_height(lay.my_stack.height, d))
        rect = pygame.Rect((0, 0), size)
        rect.midbottom = (lay.my_stack.centerx, lay.my_stack.bottom - pile_h - lay.sc(6))
        return rect

    def dealer_button(self, surface: pygame.Surface, center: tuple[int, int]) -> None:
        lay = self.scene.layout
        radius = lay.sc(11)
        pygame.draw.circle(surface, (250, 248, 240), center, radius)
        pygame.draw.circle(surface, style.BUTTON_EDGE, center, radius, max(1, lay.sc(2)))
        text.draw(surface, t("draw.table.dealer_button"), center, lay.font(13), style.TEXT_DARK,
                  True,
                  "center")

    # ------------------------------------------------------------------ the deal marker
    def draw_deal_marker(self, surface: pygame.Surface) -> None:
        """The deal's number and who deals, on a small plate (its backing is in the
        background picture)."""
        lay, board = self.scene.layout, self.scene.board
        if not board.deal_number:
            return
        inner = lay.deal_panel.inflate(-lay.sc(20), -lay.sc(10))
        half = inner.height // 2
        text.draw_fitted(surface, t("draw.table.deal_number", number=board.deal_number),
                         pygame.Rect(inner.left, inner.top, inner.width, half + lay.sc(4)),
                         style.TEXT, text.DISPLAY, lay.font(24), "midleft")
        who = t("draw.table.she_deals") if board.dealer == 1 else t("draw.table.you_deal")
        text.draw_fitted(surface, who, text.one_line(pygame.Rect(
                             inner.left, inner.top + half + lay.sc(4), inner.width,
                             half - lay.sc(4))),
                         style.TEXT_DIM, False, lay.font(18), "midleft")
