"""The side panel of the Canfield table: the money, the pass, the statistics, the message."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from drawpoker.engine.canfield import Canfield
from drawpoker.engine.canfield.piles import TABLEAU, WASTE
from drawpoker.i18n import t
from drawpoker.storage.canfield.book import CanfieldStats
from drawpoker.ui import style, text
from drawpoker.ui.canfield.drawing import plain_money, signed_money
from drawpoker.ui.canfield.layout import Layout
from drawpoker.ui.widgets import draw_panel


def draw_info(surface: pygame.Surface, lay: Layout, money: int, game: Canfield | None,
              stats: CanfieldStats, message: str, fit: bool = False) -> pygame.Rect:
    """Money and progress at the panel's top; returns the room left for the buttons. With
    ``fit`` (the buttons are on the result's card) the panel is only as tall as its words,
    not a column of empty panel."""
    net = game.net if game is not None else 0
    panel = lay.panel()
    inner = panel.inflate(-lay.px(28), -lay.px(24))
    # What to draw once the panel's height is known: a function of the surface and its args.
    ops: list[tuple[Callable[..., object], tuple[object, ...]]] = []
    y = inner.top
    rows = (
        (t("canfield.bank"), plain_money(money), style.GOLD, 30),
        (t("canfield.this_game"), signed_money(net),
         style.GOOD if net > 0 else style.BAD if net < 0 else style.TEXT, 26),
    )
    for label, value, color, size in rows:
        box = pygame.Rect(inner.left, y, inner.width, lay.px(size + 8))
        ops.append((text.draw_fitted, (label, box, style.TEXT_DIM, False, lay.px(19),
                                       "midleft")))
        ops.append((text.draw_fitted, (value, box, color, text.DISPLAY, lay.px(size),
                                       "midright")))
        y = box.bottom + lay.px(4)
    # Each line as tall as its text is drawn (the text-size setting, the readable floor), on
    # two when one is too narrow (German at 1280x720).
    box = pygame.Rect(inner.left, y, inner.width, max(lay.px(24), text.line_height(lay.px(18))))
    if game is not None:
        line = t("canfield.progress", passes=game.passes, count=game.foundation_cards)
        size, lines = text.fit_wrapped(line, inner.width, 2 * box.height, False, lay.px(18))
        if len(lines) > 1:
            box.height = len(lines) * text.line_height(size)
        ops.append((text.draw_lines, (lines, box, size, style.TEXT)))
    y = box.bottom + lay.px(8)
    best = "\u2014" if stats.best_net is None else signed_money(stats.best_net)
    for line in (t("canfield.stats_line", games=stats.games, won=stats.won, best=best),
                 t("canfield.stats_total", total=signed_money(stats.total_net))):
        # On two lines when one is too narrow (German at 1024x600).
        room = 2 * max(lay.px(20), text.line_height(lay.px(15)))
        size, lines = text.fit_wrapped(line, inner.width, room, False, lay.px(15))
        box = pygame.Rect(inner.left, y, inner.width, len(lines) * text.line_height(size))
        ops.append((text.draw_lines, (lines, box, size, style.TEXT_DIM)))
        y = box.bottom + lay.px(2)
    y += lay.px(8)
    rule = ((inner.left, y), (inner.right, y))
    y += lay.px(8)
    box = pygame.Rect(inner.left, y, inner.width, lay.px(62))
    if message:
        size, lines = text.fit_wrapped(message, box.width, box.height, False, lay.px(18))
        ops.append((text.draw_lines, (lines[:3], box, size, style.GOLD, False)))
    if fit:
        panel.height = (box.bottom if message else rule[0][1]) + lay.px(12) - panel.top
    draw_panel(surface, panel, lay.px(14), (*style.PANEL, 215))
    if not fit or message:
        pygame.draw.line(surface, style.PANEL_EDGE, *rule, 1)
    for draw, args in ops:
        draw(surface, *args)
    return pygame.Rect(inner.left, box.bottom + lay.px(8), inner.width,
                       inner.bottom - box.bottom - lay.px(8))


def result_box(lay: Layout) -> pygame.Rect:
    """Where the end-of-game card lies: a click outside it puts it away."""
    left = lay.slot(WASTE).left
    right = lay.slot(TABLEAU[-1]).right
    return pygame.Rect(left, lay.slot(TABLEAU[0]).top - lay.px(10), right - left, lay.px(250))


def draw_result(surface: pygame.Surface, lay: Layout, won: bool, net: int,
                bank: int) -> pygame.Rect:
    """The end-of-game card over the tableau; returns where its buttons go."""
    box = result_box(lay)
    draw_panel(surface, box.move(lay.px(6), lay.px(6)), lay.px(16), style.SHADOW, None)
    draw_panel(surface, box, lay.px(16), (*style.PANEL, 245), style.GOLD_DARK)
    head = pygame.Rect(box.left, box.top + lay.px(16), box.width, lay.px(56))
    title = t("canfield.won") if won else t("canfield.stuck")
    text.draw_fitted(surface, title, head.inflate(-lay.px(30), 0), style.GOLD, text.DISPLAY,
                     lay.px(48))
    line = pygame.Rect(box.left, head.bottom + lay.px(6), box.width, lay.px(30))
    color = style.GOOD if net > 0 else style.BAD if net < 0 else style.TEXT
    text.draw_fitted(surface, t("canfield.result_net", amount=signed_money(net)),
                     line.inflate(-lay.px(30), 0), color, True, lay.px(26))
    line = line.move(0, lay.px(34))
    text.draw_fitted(surface, t("canfield.result_bank", amount=plain_money(bank)),
                     line.inflate(-lay.px(30), 0), style.TEXT, False, lay.px(22))
    return pygame.Rect(box.left + lay.px(40), box.bottom - lay.px(74), box.width - lay.px(80),
                       lay.px(54))

