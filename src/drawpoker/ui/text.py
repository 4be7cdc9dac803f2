"""Text drawing with the game's font: cached fonts and renderings, fitting and wrapping.

Rendering text is the slowest thing a frame does, so every rendering is kept in a small LRU
cache keyed by (text, size, bold, colour); a steady frame renders no text at all.
"""

from __future__ import annotations

from collections import OrderedDict
from functools import cache

import pygame

from drawpoker import paths
from drawpoker.ui.style import Color

_RENDER_CACHE_SIZE = 1500
_renders: OrderedDict[tuple[str, int, bool, Color], pygame.Surface] = OrderedDict()
_fits: dict[tuple[str, int, int, bool, int, int], int] = {}


@cache
def font(size: int, bold: bool = False) -> pygame.font.Font:
    """DejaVu Sans at ``size`` pixels (never below 6, so tiny windows still work)."""
    if not pygame.font.get_init():
        pygame.font.init()
    return pygame.font.Font(str(paths.font_path(bold)), max(6, int(size)))


def render(text: str, size: int, color: Color, bold: bool = False) -> pygame.Surface:
    """The text as an anti-aliased, transparent surface (cached)."""
    key = (text, int(size), bold, color)
    surf = _renders.get(key)
    if surf is not None:
        _renders.move_to_end(key)
        return surf
    surf = font(size, bold).render(text, True, color)
    _renders[key] = surf
    if len(_renders) > _RENDER_CACHE_SIZE:
        _renders.popitem(last=False)
    return surf


def measure(text: str, size: int, bold: bool = False) -> tuple[int, int]:
    return font(size, bold).size(text)


def line_height(size: int, bold: bool = False) -> int:
    return font(size, bold).get_linesize()


def fit_size(
    text: str, max_w: int, max_h: int, bold: bool = False, largest: int = 64, smallest: int = 8
) -> int:
    """The largest font size (between ``smallest`` and ``largest``) whose text fits the box."""
    key = (text, int(max_w), int(max_h), bold, int(largest), int(smallest))
    found = _fits.get(key)
    if found is not None:
        return found
    low, high = int(smallest), max(int(smallest), int(largest))
    while low < high:
        mid = (low + high + 1) // 2
        w, _ = measure(text, mid, bold)
        if w <= max_w and line_height(mid, bold) <= max_h:
            low = mid
        else:
            high = mid - 1
    if len(_fits) > 4000:
        _fits.clear()
    _fits[key] = low
    return low


def fits(text: str, size: int, max_w: int, max_h: int, bold: bool = False) -> bool:
    """Whether one line of text at ``size`` fits the box (used by tests and by layouts)."""
    w, _ = measure(text, size, bold)
    return w <= max_w and line_height(size, bold) <= max_h


def wrap(text: str, size: int, max_w: int, bold: bool = False) -> list[str]:
    """Break text into lines no wider than ``max_w`` (a single too-long word keeps its line)."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        words = paragraph.split(" ")
        line = ""
        for word in words:
            candidate = f"{line} {word}" if line else word
            if line and measure(candidate, size, bold)[0] > max_w:
                lines.append(line)
                line = word
            else:
                line = candidate
        lines.append(line)
    return lines


def fit_wrapped(
    text: str, max_w: int, max_h: int, bold: bool = False, largest: int = 28, smallest: int = 8
) -> tuple[int, list[str]]:
    """The largest size at which the wrapped text fits the box, and its lines."""
    size = int(largest)
    while size > smallest:
        lines = wrap(text, size, max_w, bold)
        widest = max((measure(line, size, bold)[0] for line in lines), default=0)
        if widest <= max_w and len(lines) * line_height(size, bold) <= max_h:
            return size, lines
        size -= 1
    return smallest, wrap(text, smallest, max_w, bold)


def draw(
    surface: pygame.Surface,
    text: str,
    pos: tuple[float, float],
    size: int,
    color: Color,
    bold: bool = False,
    anchor: str = "topleft",
) -> pygame.Rect:
    """Blit text with its rect's ``anchor`` (e.g. "center", "midleft") at ``pos``."""
    surf = render(text, size, color, bold)
    rect = surf.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
    surface.blit(surf, rect)
    return rect


def draw_fitted(
    surface: pygame.Surface,
    text: str,
    box: pygame.Rect,
    color: Color,
    bold: bool = False,
    largest: int = 64,
    anchor: str = "center",
) -> pygame.Rect:
    """One line of text, as large as fits ``box`` up to ``largest``, placed at the box anchor."""
    size = fit_size(text, box.width, box.height, bold, largest)
    return draw(surface, text, getattr(box, anchor), size, color, bold, anchor)


def draw_lines(
    surface: pygame.Surface,
    lines: list[str],
    box: pygame.Rect,
    size: int,
    color: Color,
    bold: bool = False,
    align: str = "left",
) -> None:
    """Stacked lines from the top of ``box``, left-aligned or centred."""
    step = line_height(size, bold)
    y = box.top
    for line in lines:
        if align == "center":
            draw(surface, line, (box.centerx, y), size, color, bold, "midtop")
        else:
            draw(surface, line, (box.left, y), size, color, bold, "topleft")
        y += step


def clear_caches() -> None:
    """Forget every rendering (after a language change, to free memory at once)."""
    _renders.clear()
    _fits.clear()
