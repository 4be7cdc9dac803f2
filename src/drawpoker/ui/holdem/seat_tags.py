"""Each player's hand named at her own seat at the showdown, as the best online tables show
it: a small plate over the foot of her two cards ("Pair of kings"), lit for the winners, so
the player reads who had what where it happened rather than in lines over the felt."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from drawpoker.engine.core.evaluator7 import evaluate7
from drawpoker.engine.holdem import HoldemView
from drawpoker.ui import style, text
from drawpoker.ui.hand_names import category_name, hand_name
from drawpoker.ui.widgets import draw_panel

if TYPE_CHECKING:
    from drawpoker.ui.holdem.table_view import HoldemTable

HUMAN = 0


def tag_words(scene: HoldemTable, view: HoldemView, seat: int) -> str | None:
    """Her hand's name once her cards are up and the whole board is turned; else None."""
    cards = dict(view.shown).get(seat)
    shown = scene.shown
    if cards is None or seat not in shown.faces_up or len(view.board) < 5 or shown.board < 5:
        return None
    return hand_name(evaluate7([*cards, *view.board]), at_start=True)


def place(scene: HoldemTable, view: HoldemView,
          seat: int) -> tuple[pygame.Rect, list[str], int] | None:
    """Where her hand's plate goes, its words and text size: one line over the foot of her
    two cards (a little wider than they are when the words need it), the whole name when it
    reads in that room, else its kind ("One pair"); None before her hand is shown."""
    words = tag_words(scene, view, seat)
    if words is None:
        return None
    lay = scene.layout
    sc = lay.sc
    cards = lay.seat_card(seat, 0).union(lay.seat_card(seat, 1))
    widest = cards.width + sc(36)
    if text.measure(words, sc(16), True)[0] > widest - sc(12):
        words = category_name(evaluate7([*dict(view.shown)[seat], *view.board]).category)
    size = text.fit_size(words, widest - sc(12), text.line_height(sc(16), True), True, sc(16))
    wide, _ = text.measure(words, size, True)  # (never under the player's text size)
    lines, pad = [words], sc(6)
    if scene.shown.won_by(seat) and wide > cards.width:
        # Her plate says what she won just left of her cards: her hand stays over them, on
        # two lines if it must.
        pad = sc(2)
        size, lines = text.fit_wrapped(words, cards.width, cards.height // 2, True, sc(16))
        wide = max(text.measure(line, size, True)[0] for line in lines) - sc(8)  # no inset
    rect = pygame.Rect(0, 0, max(cards.width + 2 * pad, wide + sc(12)),
                       len(lines) * max(text.least_line(True), text.line_height(size, True))
                       + sc(2))
    rect.bottomright = (cards.right + pad, cards.bottom + sc(4))
    return rect.clamp(lay.seat_rect(seat).inflate(-sc(4), -sc(4))), lines, size


def draw_tag(surface: pygame.Surface, scene: HoldemTable, view: HoldemView,
             seat: int, won: bool) -> pygame.Rect | None:
    """Her hand's plate at her seat, lit when she won; the rect drawn, or None."""
    placed = place(scene, view, seat)
    if placed is None:
        return None
    rect, lines, size = placed
    sc = scene.layout.sc
    draw_panel(surface, rect, sc(8), (*style.PANEL, 235),
               style.HIGHLIGHT if won else style.PANEL_EDGE)
    colour = style.HIGHLIGHT if won else style.TEXT
    if rect.height <= text.line_height(size, True) + sc(2) and len(lines) == 1 and \
            text.measure(lines[0], size, True)[0] <= rect.width - sc(8):
        text.draw_fitted(surface, lines[0], rect.inflate(-sc(8), 0), colour, True, size)
    else:
        text.draw_lines(surface, lines, rect.inflate(0, -sc(2)), size, colour, True, "center")
    scene.painter.placed[("tag", seat)] = rect
    return rect


def above_tag(scene: HoldemTable, view: HoldemView, seat: int,
              room: pygame.Rect) -> pygame.Rect:
    """``room`` (her plate's status lines) cut short of her hand's plate where it reaches
    under them."""
    placed = place(scene, view, seat)
    if placed is None or not placed[0].colliderect(room):
        return room
    return pygame.Rect(room.left, room.top, room.width, max(1, placed[0].top - room.top))
