"""The statistics' "luck or play?" chart: the player's results against what his cards expected.

Three cumulative lines over the deals recorded (``storage.luck``): what he really won, what
his draws were expected to win against the hands she showed, and what his final hands were
expected to win against a typical hand. A result line above the expected ones is luck on his
side; expected lines that fall are his play.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from drawpoker.i18n import t
from drawpoker.storage.draw.luck import DealLuck
from drawpoker.ui import style, text
from drawpoker.ui.widgets import draw_panel

ACTUAL = style.GOLD
AT_DRAW = (120, 190, 240)
AT_SHOWDOWN = style.TEXT_DIM
#: At most this many points per line (long histories are thinned evenly).
POINTS = 400


def series(deals: Sequence[DealLuck]) -> tuple[list[float], list[float], list[float]]:
    """Running totals (starting at 0) of the result and of both expectations."""
    actual, at_draw, at_showdown = [0.0], [0.0], [0.0]
    for deal in deals:
        actual.append(actual[-1] + deal.result)
        at_draw.append(at_draw[-1] + deal.at_draw)
        at_showdown.append(at_showdown[-1] + deal.at_showdown)
    return actual, at_draw, at_showdown


def draw_luck(surface: pygame.Surface, area: pygame.Rect, sc: Callable[[float], int],
              deals: Sequence[DealLuck]) -> pygame.Rect:
    """The chart in its panel; returns the plot's rect (tests check it stays inside)."""
    draw_panel(surface, area, sc(12))
    inner = area.inflate(-sc(36), -sc(28))
    text.draw_fitted(surface, t("draw.coach.chart.title"),
                     pygame.Rect(inner.left, inner.top, inner.width * 6 // 10, sc(30)),
                     style.PANEL_TITLE, True, sc(24), "midleft")
    note_size = max(10, sc(14))
    note_lines = text.wrap(t("draw.coach.chart.note"), note_size, inner.width)
    note_h = len(note_lines) * text.line_height(note_size)
    text.draw_lines(surface, note_lines, pygame.Rect(inner.left, inner.bottom - note_h,
                                                     inner.width, note_h),
                    note_size, style.TEXT_DIM)
    legend_top = inner.top + sc(36)
    legend = [(t("draw.coach.chart.actual"), ACTUAL), (t("draw.coach.chart.at_draw"), AT_DRAW),
              (t("draw.coach.chart.at_showdown"), AT_SHOWDOWN)]
    size = max(10, sc(15))
    x, y = inner.left, legend_top
    for label, color in legend:
        w = text.measure(label, size)[0] + sc(34)
        if x + w > inner.right and x > inner.left:
            x, y = inner.left, y + text.line_height(size) + sc(2)
        pygame.draw.line(surface, color, (x, y + text.line_height(size) // 2),
                         (x + sc(20), y + text.line_height(size) // 2), max(2, sc(3)))
        text.draw(surface, label, (x + sc(26), y), size, style.TEXT)
        x += w + sc(10)
    plot = pygame.Rect(inner.left + sc(56), y + text.line_height(size) + sc(12),
                       inner.width - sc(56), 0)
    plot.height = inner.bottom - note_h - sc(10) - plot.top
    if not deals:
        text.draw_fitted(surface, t("draw.coach.chart.empty"), plot, style.TEXT_DIM, False, sc(20))
        return plot
    lines = series(deals)
    low = min(0.0, *(min(line) for line in lines))
    high = max(0.0, *(max(line) for line in lines))
    if high - low < 10:
        high, low = high + 5, low - 5
    span = high - low
    count = len(lines[0]) - 1

    def point(index: int, value: float) -> tuple[int, int]:
        return (plot.left + round(plot.width * index / max(1, count)),
                plot.bottom - round(plot.height * (value - low) / span))

    pygame.draw.rect(surface, (*style.FELT_DARK,), plot)
    zero_y = point(0, 0.0)[1]
    pygame.draw.line(surface, style.FELT_LINE, (plot.left, zero_y), (plot.right, zero_y), 1)
    label_size = max(9, sc(13))
    for value in (high, 0.0, low):
        y_at = point(0, value)[1]
        shown = t("money", amount=round(value)) if value >= 0 else \
            "-" + t("money", amount=round(-value))
        text.draw(surface, shown, (plot.left - sc(6), y_at), label_size, style.TEXT_DIM,
                  False, "midright" if plot.top + sc(6) < y_at < plot.bottom - sc(6)
                  else "topright" if y_at <= plot.top + sc(6) else "bottomright")
    step = max(1, count // POINTS)
    indices = list(range(0, count + 1, step))
    if indices[-1] != count:
        indices.append(count)
    width = max(2, sc(3))
    for values, color in ((lines[2], AT_SHOWDOWN), (lines[1], AT_DRAW), (lines[0], ACTUAL)):
        pts = [point(i, values[i]) for i in indices]
        if len(pts) > 1:
            pygame.draw.lines(surface, color, False, pts, width)
    text.draw(surface, t("draw.coach.chart.deals", count=count), (inner.right, inner.top + sc(6)),
              max(10, sc(15)), style.TEXT_DIM, False, "topright")
    return plot
