"""Records every text a scene draws, with the box it was given, by wrapping ``ui.text``.

Widgets and scenes draw all their words through ``drawpoker.ui.text`` (``draw_fitted`` for a
text in a box, ``draw_lines`` for wrapped paragraphs, ``draw`` for free text), so wrapping
those three functions sees every word on screen, as drawn, with the real font. Tests then read
what the player would read, and check that each text fits where it was put.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

import pygame
import pytest

from drawpoker.ui import text
from drawpoker.ui.app import App

#: A fitted text may shrink to this share of the size its box asked for, and no further:
#: below that, it no longer fits in any sense a player would accept.
MIN_SHRINK = 0.7
#: And never below this many pixels (at the smallest supported window).
MIN_PIXELS = 9


@dataclass
class Drawn:
    """One text as drawn: where, how big, and how big it was allowed to be."""

    kind: str  # fitted, line, free
    text: str
    size: int
    bold: bool
    rect: pygame.Rect  # where the text's pixels went
    box: pygame.Rect | None  # the box it had to fit (None for free text)
    largest: int
    surface_size: tuple[int, int]
    surface_id: int = 0
    #: Which scene of the stack drew it (an overlay may cover the scene under it).
    layer: int = 0
    #: As drawn, measured while drawing (a scene may draw under a lowered floor): the size
    #: in pixels, the width of the text and the height of its line.
    pixels: int = field(init=False, default=0)
    width: int = field(init=False, default=0)
    line: int = field(init=False, default=0)
    asked: int = field(init=False, default=0)  # the largest it could be, in pixels

    def __post_init__(self) -> None:
        self.pixels = text.pixels(self.size)
        self.width = text.measure(self.text, self.size, self.bold)[0]
        self.line = text.line_height(self.size, self.bold)
        self.asked = text.pixels(self.largest)

    def problem(self) -> str | None:
        """Why this text does not fit, or None when it does."""
        if not self.text.strip():
            return None
        where = f"{self.kind} text {self.text!r}"
        if self.kind == "fitted" and self.box is not None:
            if self.width > self.box.width or self.line > self.box.height:
                return f"{where} overflows its box {tuple(self.box)} even at {self.pixels}px"
            asked = self.asked
            floor = max(MIN_PIXELS, math.floor(asked * MIN_SHRINK))
            if self.pixels < floor and asked > MIN_PIXELS:
                return (f"{where} had to shrink to {self.pixels}px of {asked}px "
                        f"to fit {self.box.width}x{self.box.height}")
        if self.kind == "line" and self.box is not None and self.rect.width > self.box.width:
            return f"{where} is {self.rect.width}px wide in a {self.box.width}px column"
        bounds = pygame.Rect((0, 0), self.surface_size)
        if not bounds.contains(self.rect):
            return f"{where} at {tuple(self.rect)} leaves its surface {self.surface_size}"
        return None


def _ink(d: Drawn) -> pygame.Rect:
    """A text's rect less a pixel all round (rendered rects of stacked lines may touch)."""
    return pygame.Rect(d.rect.left + 1, d.rect.top + 1,
                       max(0, d.rect.width - 2), max(0, d.rect.height - 2))


#: Two texts side by side on one line need at least this share of the smaller one's size
#: between them, else they read as one ("Best hand you heldFull house").
MIN_GAP = 0.25


def run_together(a: Drawn, b: Drawn) -> bool:
    """Whether two texts share a line with less than a space between them."""
    top, bottom = max(a.rect.top, b.rect.top), min(a.rect.bottom, b.rect.bottom)
    if bottom - top < min(a.rect.height, b.rect.height) // 2:
        return False  # not on one line
    gap = max(b.rect.left - a.rect.right, a.rect.left - b.rect.right)
    return gap < MIN_GAP * min(a.size, b.size)


class Recorder:
    def __init__(self) -> None:
        self.drawn: list[Drawn] = []
        self.layer = 0
        self._inside = 0

    def add(self, drawn: Drawn) -> None:
        drawn.layer = self.layer
        self.drawn.append(drawn)

    def draw_app(self, app: App) -> None:
        """Draw the visible scenes as the app does, each on its own layer."""
        first = len(app.scenes) - 1
        while first > 0 and app.scenes[first].is_overlay:
            first -= 1
        for layer, scene in enumerate(app.scenes[first:]):
            self.layer = layer
            scene.draw(app.screen)
        self.layer = 0

    def texts(self) -> list[str]:
        return [d.text for d in self.drawn]

    def problems(self) -> list[str]:
        found = [p for d in self.drawn if (p := d.problem()) is not None]
        return found + self.overlaps()

    def overlaps(self) -> list[str]:
        """Texts drawn over other texts on the same surface: one of them ran out of room."""
        found: list[str] = []
        inked = [(d, _ink(d)) for d in self.drawn if d.text.strip()]
        for i, (a, ra) in enumerate(inked):
            for b, rb in inked[i + 1:]:
                if (a.surface_id, a.layer) != (b.surface_id, b.layer) or a.text == b.text:
                    continue
                if ra.colliderect(rb):
                    found.append(f"{a.kind} text {a.text!r} at {tuple(ra)} overlaps "
                                 f"{b.kind} text {b.text!r} at {tuple(rb)}")
                elif run_together(a, b):
                    found.append(f"{a.kind} text {a.text!r} at {tuple(a.rect)} runs into "
                                 f"{b.kind} text {b.text!r} at {tuple(b.rect)} on one line")
        return found

    def clear(self) -> None:
        self.drawn.clear()


@contextmanager
def recording(monkeypatch: pytest.MonkeyPatch) -> Iterator[Recorder]:
    """Wrap ``ui.text``'s drawing functions for the duration of the block."""
    recorder = Recorder()
    real_draw, real_fitted, real_lines = text.draw, text.draw_fitted, text.draw_lines

    def draw(surface: pygame.Surface, value: str, pos: tuple[float, float], size: int,
             color: Any, bold: bool = False, anchor: str = "topleft") -> pygame.Rect:
        rect = real_draw(surface, value, pos, size, color, bold, anchor)
        if not recorder._inside:
            recorder.add(Drawn("free", value, int(size), bold, rect, None, int(size),
                                        surface.get_size(), id(surface)))
        return rect

    def draw_fitted(surface: pygame.Surface, value: str, box: pygame.Rect, color: Any,
                    bold: bool = False, largest: int = 64, anchor: str = "center"
                    ) -> pygame.Rect:
        recorder._inside += 1
        try:
            rect = real_fitted(surface, value, box, color, bold, largest, anchor)
        finally:
            recorder._inside -= 1
        size = text.fit_size(value, box.width, box.height, bold, largest)
        if box.width > 0 and box.height > 0:
            recorder.add(Drawn("fitted", value, size, bold, rect, pygame.Rect(box),
                                        int(largest), surface.get_size(), id(surface)))
        return rect

    def draw_lines(surface: pygame.Surface, lines: list[str], box: pygame.Rect, size: int,
                   color: Any, bold: bool = False, align: str = "left") -> None:
        recorder._inside += 1
        try:
            real_lines(surface, lines, box, size, color, bold, align)
        finally:
            recorder._inside -= 1
        step = text.line_height(size, bold)
        for n, line in enumerate(lines):
            w, h = text.measure(line, size, bold)
            rect = pygame.Rect(box.left, box.top + n * step, w, h)
            if align == "center":
                rect.centerx = box.centerx
            recorder.add(Drawn("line", line, int(size), bold, rect, pygame.Rect(box),
                                        int(size), surface.get_size(), id(surface)))

    monkeypatch.setattr(text, "draw", draw)
    monkeypatch.setattr(text, "draw_fitted", draw_fitted)
    monkeypatch.setattr(text, "draw_lines", draw_lines)
    try:
        yield recorder
    finally:
        monkeypatch.setattr(text, "draw", real_draw)
        monkeypatch.setattr(text, "draw_fitted", real_fitted)
        monkeypatch.setattr(text, "draw_lines", real_lines)
