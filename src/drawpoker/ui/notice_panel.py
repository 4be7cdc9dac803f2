"""One panel for the messages a screen has to pass on (a repaired file, a refused theme).

Messages come from files the player owns, so they can be long and many: the panel gets a box
with a height limit from its screen, wraps every message, shortens file paths to their file
name (the full path is in the log), and cuts what still does not fit with "…" rather than
growing over the buttons or shrinking the text to an unreadable size.
"""

from __future__ import annotations

import re

import pygame

from drawpoker.ui import style, text
from drawpoker.ui.widgets import draw_panel

#: A path with at least one folder: "/home/x/.local/share/drawpoker/stats.json", "C:\\x\\y.json".
_PATH = re.compile(r"(?:[A-Za-z]:)?(?:[\\/][^\s\\/“”\"'«»„]+)+[\\/]([^\s\\/“”\"'«»„]+)")
ELLIPSIS = "…"


def short_paths(message: str) -> str:
    """``message`` with every file path cut to its file name."""
    return _PATH.sub(lambda m: m.group(1), message)


def notice_lines(messages: list[str], size: int, width: int) -> list[str]:
    """The wrapped lines of all messages, a blank-free list, each message on fresh lines."""
    lines: list[str] = []
    for message in messages:
        for line in text.wrap(short_paths(message), size, width):
            lines.extend(_split_word(line, size, width))
    return lines


def _split_word(line: str, size: int, width: int) -> list[str]:
    """A line that is one over-long word (a file name) split where the width ends."""
    pieces: list[str] = []
    while text.measure(line, size)[0] > width and len(line) > 1:
        cut = len(line) - 1
        while cut > 1 and text.measure(line[:cut], size)[0] > width:
            cut -= 1
        pieces.append(line[:cut])
        line = line[cut:]
    return [*pieces, line]


def _cut(line: str, size: int, width: int) -> str:
    """``line`` shortened with "…" until it fits ``width``."""
    while line and text.measure(line + ELLIPSIS, size)[0] > width:
        line = line[:-1]
    return line.rstrip() + ELLIPSIS


def panel_height(messages: list[str], box_w: int, max_h: int, largest: int, smallest: int,
                 pad: int) -> tuple[int, int, list[str]]:
    """The height, font size and lines of the panel for ``messages`` within ``max_h``.

    The largest size from ``largest`` down to ``smallest`` at which everything fits is used;
    when nothing fits even at ``smallest``, the lines that do fit are kept and the last one
    ends with "…". A height of 0 means there is nothing to show (or no room at all).
    """
    if not messages or max_h < text.line_height(smallest) + 2 * pad:
        return 0, smallest, []
    width = box_w - 2 * pad
    for size in range(largest, smallest - 1, -1):
        lines = notice_lines(messages, size, width)
        if len(lines) * text.line_height(size) + 2 * pad <= max_h:
            return len(lines) * text.line_height(size) + 2 * pad, size, lines
    size = smallest
    lines = notice_lines(messages, size, width)
    room = max(1, (max_h - 2 * pad) // text.line_height(size))
    if len(lines) > room:
        lines = lines[:room]
        lines[-1] = _cut(lines[-1], size, width)
    return len(lines) * text.line_height(size) + 2 * pad, size, lines


def _placed(messages: list[str], box: pygame.Rect, scale: float,
            anchor: str) -> tuple[pygame.Rect, int, int, list[str]]:
    """The panel's rect, its padding, the font size and the lines."""
    pad = max(4, round(8 * scale))
    largest, smallest = max(12, round(17 * scale)), max(12, round(14 * scale))
    height, size, lines = panel_height(messages, box.width, box.height, largest, smallest, pad)
    panel = pygame.Rect(box.left, box.top, box.width, height)
    if anchor == "bottom":
        panel.bottom = box.bottom
    return panel, pad, size, lines


def notices_rect(messages: list[str], box: pygame.Rect, scale: float, *,
                 anchor: str = "top") -> pygame.Rect:
    """Where :func:`draw_notices` puts its panel (height 0 for none), before it is drawn:
    what would lie under it need not be drawn."""
    return _placed(messages, box, scale, anchor)[0]


def draw_notices(surface: pygame.Surface, messages: list[str], box: pygame.Rect,
                 scale: float, *, anchor: str = "top", opaque: bool = False) -> pygame.Rect:
    """Draw ``messages`` in one panel inside ``box`` (at its top or bottom); its rect.
    ``opaque`` hides what is under it wholly (words under a translucent panel show through).

    The returned rect is empty (height 0) when nothing was drawn.
    """
    panel, pad, size, lines = _placed(messages, box, scale, anchor)
    if not panel.height:
        return panel
    draw_panel(surface, panel, pad, (110, 40, 30, 255 if opaque else 225), style.BAD)
    inside = panel.inflate(-2 * pad, -2 * pad)
    clip = surface.get_clip()
    surface.set_clip(inside)
    text.draw_lines(surface, lines, inside, size, style.TEXT)
    surface.set_clip(clip)
    return panel
