"""The Canfield table drawn: the title and the deal's number (the player's count of games),
the piles, the side panel with its buttons, the result, the cards in flight and the cascade of
a win over everything.

Kept apart from the scene, which owns the input and the animations' time, so each stays a page.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from drawpoker.engine.core.deal_code import DealCode
from drawpoker.i18n import t
from drawpoker.ui import felt, style, text
from drawpoker.ui.canfield import code_deal, panel
from drawpoker.ui.canfield.drawing import draw_marks, draw_moving, draw_piles
from drawpoker.ui.canfield.layout import RAIL_W, TABLE_RADIUS
from drawpoker.ui.widgets import layout_column, layout_row

if TYPE_CHECKING:
    from drawpoker.ui.canfield.table_model import CanfieldTableModel
    from drawpoker.ui.canfield.table_view import CanfieldTable


def paint_table(surface: pygame.Surface, scene: CanfieldTable,
                model: CanfieldTableModel) -> None:
    """The table as ``model`` has it; the scene's buttons are laid out here, each frame, in
    the room the panel leaves them."""
    lay = scene.layout
    surface.blit(felt.table(lay.size, tuple(lay.table()), lay.px(TABLE_RADIUS),
                            lay.px(RAIL_W)), (0, 0))
    game = model.table_game()
    box = lay.title_box()
    title = text.draw_fitted(surface, t("canfield.title"), box, style.GOLD, text.DISPLAY,
                             lay.px(40), "midleft")
    if game is not None and game.seed is not None:
        rest = pygame.Rect(title.right + lay.px(18), box.top, box.right - title.right,
                           box.height)
        number = scene.control.table_number()
        # The deal's code with its number: typed in again, it deals these cards (issue 35).
        code = DealCode.for_seed("canfield", 52, game.seed)
        label = code_deal.label(scene.control.coded, number, code)
        text.draw_fitted(surface, label, rest, style.TEXT_DIM, False, lay.px(20), "midleft")
    if game is not None:
        draw_piles(surface, lay, game, scene.view)
        draw_marks(surface, lay, game, scene.view)
    card = model.result is not None and scene.result_open
    room = panel.draw_info(surface, lay, model.book.money_now(), game, model.book.stats,
                           code_deal.message(model, scene.control.coded), fit=card)
    if scene.cascade is not None:  # the bouncing cards over everything, result after
        if game is not None:
            draw_moving(surface, lay, game, scene.view)
        scene.cascade.draw(surface)
        return
    if card and model.result is not None:
        won, net = model.result
        row = panel.draw_result(surface, lay, won, net, model.book.bank)
        layout_row(scene.buttons, row, lay.px(290), lay.px(24))
    else:
        count = len(scene.buttons)
        column = pygame.Rect(room.left, room.top, room.width,
                             min(room.height, count * lay.px(62)))
        layout_column(scene.buttons, column, lay.px(50), lay.px(10))
    for button in scene.buttons:
        button.draw(surface)
    if game is not None:
        draw_moving(surface, lay, game, scene.view)
