"""The coach's value of each choice the player had, as a small bar chart with its words: a
share of showdowns at the draw (bars from 0 to 100%), expected dollars in a betting round
(bars either side of $0). The player's real choice is marked in gold, the what-if's in the
band's violet; each bar has its number in words beside it, so nothing is told by colour or
length alone."""

from __future__ import annotations

import pygame

from drawpoker.i18n import t
from drawpoker.teach.outcome import CoachValue, Comparison
from drawpoker.ui import style, text
from drawpoker.ui.whatif import words
from drawpoker.ui.whatif.frame import BAND_EDGE, Scale
from drawpoker.ui.widgets import draw_panel

#: The most choices the chart shows (the player's and the what-if's always among them).
MOST = 6


def row_step(sc: Scale) -> int:
    """The height of one bar's row."""
    return max(text.line_height(sc(17)), sc(22))


def rows_of(comparison: Comparison, room: int) -> list[CoachValue]:
    """At most ``room`` values, best first, the player's and the what-if's always among them."""
    marked = {comparison.decision.did, comparison.choice}
    ordered = sorted(comparison.coach, key=lambda v: -v.value)
    keep = [v for v in ordered if v.choice in marked]
    for value in ordered:
        if len(keep) >= room:
            break
        if value not in keep:
            keep.append(value)
    return sorted(keep, key=lambda v: -v.value)


def heading(comparison: Comparison, width: int, sc: Scale) -> tuple[int, list[str]]:
    """The chart's heading at its size in lines no wider than ``width``: one line where it
    fits, else wrapped (at a little less, never shrunk past reading) rather than run past
    the panel, as the long German and French headings would at 1024x600."""
    unit = comparison.coach[0].unit if comparison.coach else "$"
    words_ = t("whatif.coach.title_equity" if unit == "equity" else "whatif.coach.title_money")
    size = sc(18)
    if text.fits(words_, size, width, text.line_height(size, True), True):
        return size, [words_]
    return text.fit_wrapped(words_, width, 2 * text.line_height(size, True), True,
                            largest=sc(17), smallest=sc(15))


def heading_height(comparison: Comparison, width: int, sc: Scale) -> int:
    """The room the heading takes in a chart panel ``width`` wide (its layout reserves it)."""
    size, lines = heading(comparison, width - sc(18), sc)
    return len(lines) * text.line_height(size, True)


def label(value: CoachValue, comparison: Comparison) -> str:
    tag = "whatif.coach.you" if value.choice == comparison.decision.did else \
        "whatif.coach.what_if" if value.choice == comparison.choice else ""
    return words.coach_words(value) + (" " + t(tag) if tag else "")


def draw(surface: pygame.Surface, area: pygame.Rect, sc: Scale, comparison: Comparison) -> None:
    draw_panel(surface, area, sc(10), (*style.PANEL, 235), style.PANEL_EDGE)
    inner = area.inflate(-sc(18), -sc(10))
    head_size, head_lines = heading(comparison, inner.width, sc)
    head_h = len(head_lines) * text.line_height(head_size, True)
    text.draw_lines(surface, head_lines, pygame.Rect(inner.left, inner.top, inner.width, head_h),
                    head_size, style.GOLD, True)
    unit = comparison.coach[0].unit if comparison.coach else "$"
    size = sc(17)
    step = row_step(sc)
    top = inner.top + head_h + sc(4)
    room = min(MOST, max(1, (inner.bottom - top) // step))
    values = rows_of(comparison, room)
    if not values:
        text.draw(surface, t("whatif.coach.none"), (inner.left, top), size, style.TEXT_DIM)
        return
    label_w = inner.width * 58 // 100
    bars = pygame.Rect(inner.left + label_w + sc(10), top, inner.right - inner.left - label_w
                       - sc(10), step)
    if unit == "equity":
        low, high = 0.0, 1.0
    else:
        reach = max(1.0, *(abs(v.value) for v in values))
        low, high = (-reach if any(v.value < 0 for v in values) else 0.0), reach
    zero = bars.left + round((0.0 - low) / (high - low) * bars.width)
    for n, value in enumerate(values):
        y = top + n * step
        color = style.GOLD if value.choice == comparison.decision.did else BAND_EDGE \
            if value.choice == comparison.choice else style.TEXT_DIM
        text.draw_fitted(surface, label(value, comparison),
                         pygame.Rect(inner.left, y, label_w, step), color,
                         value.choice in (comparison.decision.did, comparison.choice), size,
                         "midleft")
        end = bars.left + round((min(high, max(low, value.value)) - low) / (high - low)
                                * bars.width)
        bar = pygame.Rect(min(zero, end), y + step // 5, max(2, abs(end - zero)),
                          step - 2 * (step // 5))
        pygame.draw.rect(surface, color, bar, border_radius=sc(3))
    if unit != "equity" and low < 0:
        pygame.draw.line(surface, style.TEXT, (zero, top), (zero, top + len(values) * step),
                         max(1, sc(2)))
