"""The draw table's two side columns: her name, money, face and pawnshop on the left, the
player's panel, stacks and net result, and the deal panel and hand history on the right.

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
    from drawpoker.ui.draw.scene import TableScene

HER_LINE = (246, 206, 150)


class ColumnsPainter:
    """The side columns of the table, drawn from the scene's board and layout."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene

    def pawn_icon_rect(self) -> pygame.Rect:
        panel = self.scene.layout.pawn_panel
        side = min(panel.height - self.scene.layout.sc(40), self.scene.layout.sc(84))
        return pygame.Rect(panel.left + self.scene.layout.sc(12),
                           panel.top + self.scene.layout.sc(32), side, side)

    # ------------------------------------------------------------------ left column
    def her_header(self) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
        """Her name's box, her money and the dealer button's place, right to left.

        The money is written whole at the right and the dealer button's place is always kept
        beside it (so the name does not change size from deal to deal); the name gets what is
        left and shrinks to fit it, so a long name or a four-digit stack never collide.
        """
        lay = self.scene.layout
        header = lay.her_header
        money_w, money_h = text.measure(self._her_money(), lay.font(22), True)
        money = pygame.Rect(0, 0, money_w, money_h)
        money.midright = header.midright
        dealer = pygame.Rect(0, 0, 2 * lay.sc(11), 2 * lay.sc(11))
        dealer.midright = (money.left - lay.sc(8), header.centery)
        name = pygame.Rect(header.left, header.top, dealer.left - lay.sc(8) - header.left,
                           header.height)
        return name, money, dealer

    def _her_money(self) -> str:
        return t("table.stack_her", amount=self.scene.board.stacks[1])

    def draw_her_side(self, surface: pygame.Surface) -> None:
        scene, lay, board = self.scene, self.scene.layout, self.scene.board
        name_box, money, dealer = self.her_header()
        text.draw_fitted(surface, self.scene.her_name, name_box, style.TEXT, True,
                         largest=lay.font(20), anchor="midleft")
        text.draw(surface, self._her_money(), money.midright, lay.font(22), style.GOLD, True,
                  "midright")
        if board.dealer == 1 and board.deal_number:
            self.dealer_button(surface, dealer.center)
        self.draw_stack(surface, 1)
        moving = {f.payload for f in scene.timeline.active_flights() if f.kind == "item"}
        # The pawn shop.
        panel = lay.pawn_panel
        title = pygame.Rect(panel.left + lay.sc(12), panel.top + lay.sc(6),
                            panel.width - lay.sc(24), lay.sc(22))
        text.draw(surface, t("table.pawnshop"), title.midleft, lay.font(15), style.PANEL_TITLE,
                  True, "midleft")
        pawned = [i for i, s in enumerate(board.forfeits) if s is ForfeitState.PAWNED]
        if not pawned:
            text.draw(surface, t("table.pawnshop_empty"), panel.center, lay.font(14),
                      style.TEXT_DIM, False, "center")
            return
        item = pawned[0]
        icon = self.pawn_icon_rect()
        if item not in moving:
            surface.blit(scene.pictures.picture("pawned", item, icon.width), icon)
        info = pygame.Rect(icon.right + lay.sc(10), icon.top, panel.right - icon.right - lay.sc(20),
                           icon.height)
        name = scene.item_name(item)
        text.draw(surface, name, info.topleft, text.fit_size(name, info.width, lay.sc(24), True,
                                                            lay.font(17)), style.TEXT, True)
        loan = t("table.ticket", amount=scene.rules.pawn_loan)
        text.draw(surface, loan, (info.left, info.top + lay.sc(24)), lay.font(17), style.TICKET,
                  True)
        hint = t("table.buyback_hint", amount=scene.rules.buyback_at)
        size, lines = text.fit_wrapped(hint, info.width, info.height - lay.sc(48), False,
                                       lay.font(13), 8)
        text.draw_lines(surface, lines, pygame.Rect(info.left, info.top + lay.sc(48), info.width,
                                                    info.height), size, style.TEXT_DIM)

    def draw_me_panel(self, surface: pygame.Surface) -> None:
        lay, board = self.scene.layout, self.scene.board
        panel = lay.me_panel
        inner = panel.inflate(-lay.sc(24), -lay.sc(16))
        dealer = (inner.right - lay.sc(12), inner.top + lay.sc(12))
        name_box = pygame.Rect(inner.left, inner.top, dealer[0] - lay.sc(20) - inner.left,
                               lay.sc(28))
        text.draw_fitted(surface, t("table.your_name"), name_box, style.TEXT, True,
                         largest=lay.font(20), anchor="topleft")
        if board.dealer == 0 and board.deal_number:
            self.dealer_button(surface, dealer)
        self.draw_stack(surface, 0)

    def stack_amount(self, seat: int) -> str:
        key = "table.stack_you" if seat == 0 else "table.stack_her"
        return t(key, amount=self.on_table(("stack", seat)))

    def on_table(self, place: Anchor) -> int:
        """The money shown at ``place`` (a stack or the pot): the board's, less the chips that
        have left it and are still in the air (so no chip is ever seen twice)."""
        board = self.scene.board
        held = board.pot if place == ("pot",) else board.stacks[place[1]]
        flying = sum(int(f.payload) for f in self.scene.timeline.active_flights()
                     if f.kind == "chips" and f.src == place)
        return max(0, held - flying)

    def draw_stack(self, surface: pygame.Surface, seat: int) -> None:
        """A player's money as chips, the amount written under them."""
        lay = self.scene.layout
        area, label = (lay.my_stack, lay.my_stack_label) if seat == 0 else \
            (lay.her_stack, lay.her_stack_label)
        d = lay.my_chip_d if seat == 0 else lay.chip_d
        cols = max(1, (area.width - d) // round(d * 1.06) + 1)
        chips.draw_pile(surface, self.on_table(("stack", seat)), area.midbottom, d, cols,
                        chips.fit_height(area.height, d))
        largest = lay.font(34 if seat == 0 else 24)
        text.draw_fitted(surface, self.stack_amount(seat), label, style.GOLD, text.DISPLAY,
                         largest)
        self.draw_net(surface, seat)

    def net_words(self) -> str | None:
        """The deal's net result as shown ("+$20", "−$35"), or None when none is shown."""
        net = self.scene.board.net
        if net is None or net.alpha <= 0:
            return None
        return t("table.net_up" if net.amount >= 0 else "table.net_down", amount=abs(net.amount))

    def net_image(self) -> pygame.Surface:
        net, words = self.scene.board.net, self.net_words() or ""
        amount = net.amount if net is not None else 0
        color = style.GOOD if amount > 0 else style.BAD if amount < 0 else style.TEXT_DIM
        return text.render(words, self.scene.layout.font(26), color, text.DISPLAY)

    def draw_net(self, surface: pygame.Surface, seat: int) -> None:
        """The deal's net result for the player, fading over his chips."""
        net = self.scene.board.net
        if seat != 0 or net is None or self.net_words() is None:
            return
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
        """Where the net result shows: just above the player's chips, beside his name (which
        is short and starts at the panel's left), clear of the tallest column."""
        lay = self.scene.layout
        rect = pygame.Rect((0, 0), size)
        rect.midbottom = (lay.my_stack.centerx, lay.my_stack.top + lay.sc(2))
        return rect

    def dealer_button(self, surface: pygame.Surface, center: tuple[int, int]) -> None:
        lay = self.scene.layout
        radius = lay.sc(11)
        pygame.draw.circle(surface, (250, 248, 240), center, radius)
        pygame.draw.circle(surface, style.BUTTON_EDGE, center, radius, max(1, lay.sc(2)))
        text.draw(surface, t("table.dealer_button"), center, lay.font(13), style.TEXT_DARK, True,
                  "center")

    # ------------------------------------------------------------------ right column
    def draw_right_column(self, surface: pygame.Surface) -> None:
        scene, lay, board = self.scene, self.scene.layout, self.scene.board
        panel = lay.deal_panel
        inner = panel.inflate(-lay.sc(24), -lay.sc(12))
        if board.deal_number:
            text.draw(surface, t("table.deal_number", number=board.deal_number), inner.topleft,
                      lay.font(24), style.TEXT, text.DISPLAY)
            who = t("table.she_deals") if board.dealer == 1 else t("table.you_deal")
            text.draw(surface, who, inner.bottomleft, lay.font(15), style.TEXT_DIM, False,
                      "bottomleft")
        # History of this deal, newest at the bottom, oldest dropped when full.
        panel = lay.history_panel
        inner = panel.inflate(-lay.sc(24), -lay.sc(16))
        text.draw(surface, t("table.history"), inner.topleft, lay.font(15), style.PANEL_TITLE,
                  True)
        size = lay.font(15)
        step = text.line_height(size)
        area = pygame.Rect(inner.left, inner.top + lay.sc(26), inner.width,
                           inner.height - lay.sc(26))
        rows: list[tuple[str, style.Color]] = []
        for line in board.history:
            color = style.TEXT if line.seat == 0 else HER_LINE if line.seat == 1 \
                else style.TEXT_DIM
            rows += [(part, color) for part in text.wrap(line.text(), size, area.width)]
        rows = rows[-max(1, area.height // step):]
        for n, (row, color) in enumerate(rows):
            text.draw(surface, row, (area.left, area.top + n * step), size, color)
        # The trophy shelf (the coach has its place while it speaks).
        if not lay.shelf_shown:
            return
        panel = lay.trophy_panel
        inner = panel.inflate(-lay.sc(24), -lay.sc(16))
        text.draw(surface, t("table.trophies"), inner.topleft, lay.font(15), style.PANEL_TITLE,
                  True)
        moving = {f.payload for f in scene.timeline.active_flights() if f.kind == "item"}
        for index in range(scene.item_count):
            slot = lay.trophy_slot(index, scene.item_count)
            item = board.trophies[index] if index < len(board.trophies) else None
            if item is None or item in moving:
                continue
            surface.blit(scene.pictures.picture("lost", item, slot.width), slot)
