"""The pots' line in the middle of the hold'em table: the chips of the rounds already played
beside their amount while a hand is played (side pots named once someone is all in), and each
pot's share at the hand's end (chips handed back are no pot at all)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from drawpoker.engine.core.pots import build_pots
from drawpoker.engine.holdem import HoldemView
from drawpoker.i18n import t
from drawpoker.ui import chips, style, text
from drawpoker.ui.holdem.log_lines import is_returned, pot_name, single_pot
from drawpoker.ui.holdem.motion import Moving

if TYPE_CHECKING:
    from drawpoker.ui.holdem.scene import HoldemTableScene


def draw_pots(surface: pygame.Surface, scene: HoldemTableScene, view: HoldemView,
              moving: Moving) -> None:
    """``moving``: the frame's chips in flight, whose amounts are not on the table yet."""
    lay = scene.layout
    shown = scene.shown
    if shown.results:  # one pot is "Pot"; chips handed back are no pot at all
        single = single_pot(shown.results)
        parts = [(-1 if single else pot.index, pot.amount) for pot in shown.results
                 if not is_returned(pot)]
    elif scene.busy:
        if not shown.pot:
            return
        parts = [(-1, shown.pot)]
    elif view.pot:
        folded = {s for s in range(view.players) if not view.in_hand[s]}
        pots = []
        if any(view.all_in):  # side pots only exist once someone is all in
            try:
                pots = [p for p in build_pots(view.contributed, folded) if p.contested]
            except ValueError:
                pots = []
        parts = [(n, p.amount) for n, p in enumerate(pots)] if len(pots) > 1 else []
        if not parts:
            parts = [(-1, view.pot)]
    else:
        return
    labels = [t("holdem.pot", amount=amount) if index < 0
              else t("holdem.pot_named", pot=pot_name(index).capitalize(), amount=amount)
              for index, amount in parts]
    line = "   ".join(labels)
    box = lay.pot
    if len(labels) > 1:  # side pots: the felt's whole width between the side seats
        box = pygame.Rect(lay.results_wide().left, box.top, lay.results_wide().width,
                          box.height)
        if text.fit_size(line, box.width, box.height, True, lay.sc(24)) < lay.sc(24) * 3 // 4:
            # Too many to name on one line: the whole pot (the log and, at the hand's end,
            # the results name each).
            line = t("holdem.pot", amount=sum(amount for _, amount in parts))
    middle = moving.on_table(("pot",), shown.middle)
    d = lay.sc(24)
    pile_w, _ = chips.pile_size(middle, d, 4, 4)
    size = text.fit_size(line, box.width - pile_w - lay.sc(10), box.height, True, lay.sc(24))
    words = text.measure(line, size, True)[0]
    left = box.centerx - (words + pile_w + (lay.sc(10) if pile_w else 0)) // 2
    if middle > 0:  # the chips of the rounds already played, beside their amount
        chips.draw_pile(surface, middle, (left + pile_w // 2, box.bottom - lay.sc(2)), d, 4, 4)
        left += pile_w + lay.sc(10)
    text.draw_fitted(surface, line, pygame.Rect(left, box.top, words, box.height),
                     style.GOLD, True, size, "midleft")
