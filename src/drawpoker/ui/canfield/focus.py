"""The Canfield table's controls for the keyboard focus (see :mod:`drawpoker.ui.focus`): its
buttons, then each pile a click or its key picks (stock, waste, reserve, the foundations, the
tableau). Here, since the piles are Canfield's own."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from drawpoker.engine.canfield.piles import FOUNDATIONS, RESERVE, STOCK, TABLEAU, WASTE
from drawpoker.ui.canfield.aloud import pile_words
from drawpoker.ui.focus_target import Target
from drawpoker.ui.focus_targets import button_targets

if TYPE_CHECKING:
    from drawpoker.ui.canfield.table_view import CanfieldTable


def focus_targets(scene: CanfieldTable) -> list[Target]:
    """Every control of the table that can take the focus, in Tab order."""
    found = button_targets(scene.buttons)
    game = scene.control.game
    if game is None or scene.control.result is not None:
        return found
    for spot in (STOCK, WASTE, RESERVE, *FOUNDATIONS, *TABLEAU):
        rect = scene.layout.slot(spot)
        rects = scene.layout.card_rects(game, spot)
        if rects:
            rect = rect.unionall(rects)
        found.append(Target(("pile", str(spot)), rect, partial(scene.pick, spot),
                            label=partial(pile_words, game, spot)))
    return found
