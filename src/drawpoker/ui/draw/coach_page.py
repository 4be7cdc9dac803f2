"""The draw coach's words laid out in its panel: wrapped into rows, and which rows fit.

A module of its own because both the panel (``coach_panel.py``) and its scrolling
(``coach_scroll.py``) read a :class:`Page`, and the wrapping rules (a line of "·"-separated
phrases breaks between them, no short last word alone) change with the words, not the drawing.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from drawpoker.ui import text
from drawpoker.ui.draw.coach_words import Paragraph

#: Glues the words of one phrase: the wrap breaks lines at plain spaces only.
_NO_BREAK = "\u00a0"
_SEPARATOR = " · "


@dataclass(frozen=True, slots=True)
class Row:
    """One line of the panel's words."""

    words: str
    kind: str
    owner: int | None  # the listed draw it belongs to
    gap: int  # the space above it when it starts a draw, a decision or the hint


@dataclass(frozen=True, slots=True)
class Page:
    """The panel's words laid out in its place: where each goes and how far it scrolls."""

    size: int
    title: str
    inner: pygame.Rect  # inside the border
    body: pygame.Rect  # under the title, where the rows show
    box: pygame.Rect  # the panel: as tall as its words, or its whole place when it scrolls
    rows: list[Row]
    step: int

    def shown_to(self, first: int) -> int:
        """The end of the rows that fit from row ``first`` on."""
        used, end = 0, first
        while end < len(self.rows):
            used += self.step + (self.rows[end].gap if end > first else 0)
            if used > self.body.height:
                break
            end += 1
        return max(end, min(first + 1, len(self.rows)))

    @property
    def last_first(self) -> int:
        """The last row the panel may start at (0 when every row fits)."""
        first = len(self.rows)
        while first > 0 and self.shown_to(first - 1) == len(self.rows):
            first -= 1
        return first if first < len(self.rows) else 0


def wrap_rows(paragraphs: list[tuple[Paragraph, int | None]], footer: str | None, size: int,
              width: int, gap: int) -> list[Row]:
    """Every paragraph wrapped to ``width``, then the footer: nothing left out."""
    rows: list[Row] = []
    last: int | None = None
    for (words, kind), owner in [*paragraphs, *([((footer, "dim"), None)] if footer else [])]:
        bold = kind in ("head", "best")
        starts = bool(rows) and (kind == "head" or owner != last)
        lines = _lines(words, size, width, bold)
        rows += [Row(line, kind, owner, gap if starts and n == 0 else 0)
                 for n, line in enumerate(lines)]
        last = owner
    return rows


def rows_height(rows: list[Row], size: int) -> int:
    """How tall ``rows`` stand at ``size``, with the gaps between draws and decisions."""
    return len(rows) * text.line_height(size) + sum(row.gap for row in rows)


def _lines(words: str, size: int, width: int, bold: bool) -> list[str]:
    """``words`` wrapped to ``width``. A line of "·"-separated phrases ("improves 46% · value
    41%") that does not fit breaks between its phrases, the "·" left out at the break, and
    inside a phrase only when it alone is too wide; a last short word (the "3" of "draw 3")
    never starts a line alone."""
    if text.measure(words, size, bold)[0] <= width:
        return [words]
    lines: list[str] = []
    line = ""
    for phrase in words.split(_SEPARATOR):
        joined = f"{line}{_SEPARATOR}{phrase}" if line else phrase
        if text.measure(joined, size, bold)[0] <= width:
            line = joined
            continue
        if line:
            lines.append(line)
        *whole, line = text.wrap(_no_widow(phrase), size, width, bold)
        lines += whole
    return [*lines, line]


def _no_widow(phrase: str) -> str:
    """The phrase with a last word of one or two letters glued to the word before it: the
    "3" of "draw 3" never stands alone (a "%" or "$" already keeps to its figure)."""
    head, space, last = phrase.rpartition(" ")
    if space and len(last) <= 2 and any(char.isalnum() for char in last):
        return f"{head}{_NO_BREAK}{last}"
    return phrase
