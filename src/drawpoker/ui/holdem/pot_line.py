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
    from drawpoker.ui.holdem.table_view import HoldemTable


def draw_pots(surface: pygame.Surface, scene: HoldemTable, view: HoldemView,
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
    middle = moving.on_table(("pot",), shown.middle)
    if len(parts) > 1:
        _stacks(surface, scene, parts, middle)
        return
    amount = scene.timeline.tally.value(("pot",), parts[0][1])  # counts as the chips land
    line = t("holdem.pot", amount=amount) if parts[0][0] < 0 else t(
        "holdem.pot_named", pot=pot_name(parts[0][0]).capitalize(), amount=amount)
    box = lay.pot
    d = lay.sc(24)
    pile_w, _ = chips.pile_size(middle, d, 4, 4)
    size = text.fit_size(line, box.width - pile_w - lay.sc(10), box.height, True, lay.sc(24))
    words = text.measure(line, size, True)[0]
    left = box.centerx - (words + pile_w + (lay.sc(10) if pile_w else 0)) // 2
    # Where chips flying to or from the pot land and leave: its pile, else beside its amount.
    spot = pygame.Rect(0, 0, lay.sc(40), lay.sc(24))
    spot.center = (left + pile_w // 2 if pile_w else left - lay.sc(24), box.centery)
    scene.painter.placed[("pile",)] = spot
    if middle > 0:  # the chips of the rounds already played, beside their amount
        chips.draw_pile(surface, middle, (left + pile_w // 2, box.bottom - lay.sc(2)), d, 4, 4)
        left += pile_w + lay.sc(10)
    text.draw_fitted(surface, line, pygame.Rect(left, box.top, words, box.height),
                     style.GOLD, True, size, "midleft")


def _stacks(surface: pygame.Surface, scene: HoldemTable, parts: list[tuple[int, int]],
            middle: int) -> None:
    """Side pots as chip stacks of their own across the felt, each labelled with its name and
    amount ("Main pot $120", "Side pot 1 $40"), as a dealer keeps them apart; when the names
    cannot be read in the room, the amounts alone, the main pot first (the results and the
    log name each). The chips in the middle are shared out between the stacks in proportion
    (the bets still in front of the players are drawn there, never twice)."""
    lay = scene.layout
    sc = lay.sc
    box = _felt_row(scene)
    total = sum(amount for _, amount in parts) or 1
    step = box.width // len(parts)
    d = lay.sc(20)
    piles = [middle * amount // total for _, amount in parts]
    pile_ws = [chips.pile_size(pile, d, 2, 4)[0] if pile > 0 else 0 for pile in piles]
    counted = [scene.timeline.tally.value(("pot", index), amount) for index, amount in parts]
    labels = [t("holdem.pot_named", pot=pot_name(index).capitalize(), amount=amount)
              for (index, _), amount in zip(parts, counted, strict=True)]
    least = text.least_line(True)
    if any(text.measure(label, text.fit_size(label, 1, 1, True, sc(20)), True)[0]
           > step - pile_w - sc(12) for label, pile_w in zip(labels, pile_ws, strict=True)) \
            or box.height < least:
        if not scene.shown.results:  # while played, the row under the pots is free
            _two_line_stacks(surface, scene, parts, box, piles, pile_ws, counted)
            return
        labels = [t("money", amount=amount) for amount in counted]
    for n, (index, _) in enumerate(parts):
        cell = pygame.Rect(box.left + n * step, box.top, step, box.height).inflate(-sc(6), 0)
        room = cell.width - pile_ws[n] - sc(6)
        size = text.fit_size(labels[n], room, cell.height, True, sc(20))
        words = text.measure(labels[n], size, True)[0]
        left = cell.centerx - (words + pile_ws[n] + (sc(6) if pile_ws[n] else 0)) // 2
        if piles[n] > 0:
            chips.draw_pile(surface, piles[n], (left + pile_ws[n] // 2, cell.bottom - sc(2)), d,
                            2, 4)
            left += pile_ws[n] + sc(6)
        rect = text.draw_fitted(surface, labels[n], pygame.Rect(left, cell.top, words,
                                cell.height), style.GOLD, True, size, "midleft")
        scene.painter.placed[("pot", index)] = rect


def _felt_row(scene: HoldemTable) -> pygame.Rect:
    """The pots' row across the felt between the side seats' plates (never under one)."""
    lay = scene.layout
    wide = lay.results_wide()
    left, right = wide.left, wide.right
    row = pygame.Rect(wide.left, lay.pot.top, wide.width, lay.pot.height)
    for seat in range(1, scene.control.game.players):
        plate = lay.seat_rect(seat)
        if plate.top < row.bottom and row.top < plate.bottom:
            if plate.centerx < row.centerx:
                left = max(left, plate.right + lay.sc(6))
            else:
                right = min(right, plate.left - lay.sc(6))
    return pygame.Rect(left, row.top, max(1, right - left), row.height)


def _two_line_stacks(surface: pygame.Surface, scene: HoldemTable,
                     parts: list[tuple[int, int]], box: pygame.Rect, piles: list[int],
                     pile_ws: list[int], counted: list[int]) -> None:
    """The stacks labelled on two lines, the pot's name over its amount, reaching into the
    results' row (empty while the hand is played)."""
    lay = scene.layout
    sc = lay.sc
    step = box.width // len(parts)
    size = text.fit_size("M", 1, 1, True, sc(18))  # the player's least size
    tall = 2 * text.line_height(size, True)
    for n, (index, _) in enumerate(parts):
        lines = [pot_name(index).capitalize(), t("money", amount=counted[n])]
        cell = pygame.Rect(box.left + n * step, box.top, step, tall).inflate(-sc(6), 0)
        words = max(text.measure(line, size, True)[0] for line in lines)
        left = cell.centerx - (words + pile_ws[n] + (sc(6) if pile_ws[n] else 0)) // 2
        if piles[n] > 0:
            chips.draw_pile(surface, piles[n], (left + pile_ws[n] // 2, cell.bottom - sc(2)),
                            lay.sc(20), 2, 4)
            left += pile_ws[n] + sc(6)
        rect = pygame.Rect(left, cell.top, words, tall)
        text.draw_lines(surface, lines, rect, size, style.GOLD, True, "center")
        scene.painter.placed[("pot", index)] = rect
