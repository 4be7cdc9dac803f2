"""The hold'em table's two side panels: this hand's log and the table's facts."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from drawpoker.engine.holdem import HoldemView
from drawpoker.i18n import current, t
from drawpoker.ui import style, text
from drawpoker.ui.holdem import free_game
from drawpoker.ui.widgets import draw_panel

if TYPE_CHECKING:
    from drawpoker.ui.holdem.table_view import HoldemTable


def draw_log(surface: pygame.Surface, scene: HoldemTable) -> None:
    """This hand's log, the newest lines at the bottom (an overlay, opened by the player)."""
    lay = scene.layout
    sc = lay.sc
    box = lay.log.copy()
    grow = min(scene.log_actions.height(), max(0, box.top - sc(8)))
    box.top -= grow  # room for the what-if, why and code buttons once a hand is over
    box.height += grow
    draw_panel(surface, box, sc(10), (*style.PANEL, 245), style.GOLD_DARK)
    inner = box.inflate(-sc(20), -sc(14))
    text.draw(surface, t("holdem.log_title"), inner.topleft, sc(18), style.PANEL_TITLE, True)
    scene.log_actions.heading(surface, pygame.Rect(inner.left, inner.top, inner.width,
                                                   text.line_height(sc(18), True)), sc(16))
    body = sc(15)
    step = text.line_height(body)
    room = pygame.Rect(inner.left, inner.top + sc(26), inner.width, inner.height - sc(26))
    room = scene.log_actions.draw(surface, room)
    wrapped: list[str] = []
    for line in scene.log_lines:
        wrapped += text.wrap(line.text(scene.name_of, scene.item_name), body, room.width)
    shown = wrapped[-max(1, room.height // step):]
    text.draw_lines(surface, shown, room, body, style.TEXT)


def draw_info(surface: pygame.Surface, scene: HoldemTable, view: HoldemView) -> None:
    """The table's facts: the hand, the blinds and when they double, the raise cap, on a
    plate only as tall as they are (issue 24: not a column of empty panel)."""
    lay = scene.layout
    sc = lay.sc
    box = lay.info
    inner = box.inflate(-sc(20), -sc(14))
    rules = view.rules
    number = max(1, view.hand_number)
    next_double = ((number - 1) // rules.double_every + 1) * rules.double_every + 1
    rows = [
        (t("holdem.info.hand", number=view.hand_number), style.PANEL_TITLE, True),
        (t("holdem.info.blinds", small=rules.small_blind_at(number),
           big=rules.big_blind_at(number)), style.TEXT, False),
        (t("holdem.info.doubling", number=next_double), style.TEXT_DIM, False),
        (current().plural("holdem.info.raise_cap", rules.raise_cap), style.TEXT_DIM, False),
        (t("holdem.info.start", amount=rules.starting_money), style.TEXT_DIM, False),
    ]
    free = free_game.badge(scene.control)  # a game for table chips only says so, under the hand
    if free:
        rows.insert(1, (free, style.GOLD, True))
    blocks: list[tuple[list[str], int, style.Color, bool]] = []
    height = 0
    for line, colour, bold in rows:
        size = sc(18) if bold else sc(16)
        lines = text.wrap(line, size, inner.width, bold)
        blocks.append((lines, size, colour, bold))
        height += len(lines) * text.line_height(size, bold) + sc(6)
    plate = pygame.Rect(box.left, box.top, box.width, min(box.height, height + sc(14)))
    draw_panel(surface, plate, sc(10))
    y = inner.top
    for lines, size, colour, bold in blocks:
        if y + len(lines) * text.line_height(size, bold) > inner.bottom:
            break  # large text in a small window: the last facts give way, never spill
        text.draw_lines(surface, lines, pygame.Rect(inner.left, y, inner.width, 0), size,
                        colour, bold)
        y += len(lines) * text.line_height(size, bold) + sc(6)
