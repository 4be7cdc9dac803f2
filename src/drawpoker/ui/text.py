"""Text drawing with the game's two faces: cached fonts and renderings, fitting and wrapping.

DejaVu Sans is the body face (and draws every suit symbol); Linux Libertine Bold is the display
face for titles and big numbers, asked for with ``bold=DISPLAY``. A character the display face
lacks (and every suit symbol) is drawn in DejaVu Sans Bold inside the same line.

Rendering text is the slowest thing a frame does, so every rendering is kept in a small LRU
cache keyed by (text, size, weight, colour); a steady frame renders no text at all.

Every size a scene asks for is a *nominal* size: :func:`pixels` turns it into the size drawn,
lifting it to the window's readable floor and multiplying it by the player's text-size factor
(:func:`configure`, called by the app whenever the window or the settings change). So every
scene follows the text-size setting, and none draws unreadably small text, without a line of
its own; a box that is fixed shrinks the text back through :func:`fit_size` as before.
"""

from __future__ import annotations

from collections import OrderedDict
from functools import cache
from typing import Final, Literal

import pygame

from drawpoker import paths
from drawpoker.ui.style import Color

#: The ``bold`` argument that asks for the display face.
DISPLAY: Final = "display"
#: Plain, bold, or the display face.
Weight = bool | Literal["display"]
DISPLAY_FILE: Final = "LinLibertine_RB.otf"
#: Always drawn in DejaVu, whatever the face: the suits look the same everywhere in the game.
SUITS: Final = frozenset("♠♥♦♣♤♡♢♧")

_RENDER_CACHE_SIZE = 1500
_renders: OrderedDict[tuple[str, int, Weight, Color], pygame.Surface] = OrderedDict()
_fits: dict[tuple[str, int, int, Weight, int, int, float], int] = {}
#: The text-size factor (1 normal, more for large) and the smallest size drawn, in pixels.
_factor = 1.0
_floor = 0.0


def configure(factor: float, floor: float) -> None:
    """Draw every text ``factor`` times its nominal size and never below ``floor`` pixels
    (before the factor); forgets the renderings of the old sizes when either changes."""
    global _factor, _floor
    if (factor, floor) != (_factor, _floor):
        _factor, _floor = float(factor), float(floor)
        clear_caches()


def sizing() -> tuple[float, float]:
    """The text-size factor and the floor now: part of the key of any page a scene keeps
    drawn (a help page), so a change of either draws it again."""
    return _factor, _floor


def pixels(size: float) -> int:
    """The size in pixels a text asked for at nominal ``size`` is drawn at."""
    return max(6, round(max(float(size), _floor) * _factor))


def font(size: int, bold: Weight = False) -> pygame.font.Font:
    """The face for a text at nominal ``size`` (see :func:`pixels`)."""
    return face(pixels(size), bold)


@cache
def face(size: int, bold: Weight = False) -> pygame.font.Font:
    """The face at exactly ``size`` pixels (never below 6), for art that is not text to read
    (a card's index is sized by the card)."""
    if not pygame.font.get_init():
        pygame.font.init()
    if bold == DISPLAY:
        path = paths.asset_path("fonts", DISPLAY_FILE)
    else:
        path = paths.font_path(bool(bold))
    return pygame.font.Font(str(path), max(6, int(size)))


@cache
def _display_has(char: str) -> bool:
    """Whether the display face has a glyph for ``char`` (pygame.font would draw a box)."""
    if char in SUITS:
        return False
    try:
        import pygame.freetype

        if not pygame.freetype.get_init():
            pygame.freetype.init()
        face = pygame.freetype.Font(str(paths.asset_path("fonts", DISPLAY_FILE)), 20)
        return face.get_metrics(char)[0] is not None
    except (ImportError, pygame.error):  # no way to ask: the face has every letter we ship
        return True


def _runs(text: str, bold: Weight) -> list[tuple[str, Weight]]:
    """The text cut where the face changes: display runs and DejaVu Bold runs."""
    if bold != DISPLAY:
        return [(text, bold)]
    runs: list[tuple[str, Weight]] = []
    for char in text:
        weight: Weight = DISPLAY if char.isspace() or _display_has(char) else True
        if runs and runs[-1][1] == weight:
            runs[-1] = (runs[-1][0] + char, weight)
        else:
            runs.append((char, weight))
    return runs or [("", DISPLAY)]


def drawable(text: str) -> str:
    """``text`` as pygame can draw it: a NUL or a lone surrogate (a name or a text from a
    hand-edited file) becomes a replacement mark instead of an exception."""
    if text.isascii():
        return text.replace("\x00", "\ufffd")
    return text.replace("\x00", "\ufffd").encode("utf-8", "replace").decode("utf-8")


def _render_run(face: pygame.font.Font, text: str, color: Color) -> pygame.Surface:
    try:
        return face.render(text, True, color)
    except pygame.error:  # only zero-width characters (U+200B, U+202E...): nothing to draw
        return pygame.Surface((0, face.get_height()), pygame.SRCALPHA)


def render(text: str, size: int, color: Color, bold: Weight = False) -> pygame.Surface:
    """The text as an anti-aliased, transparent surface (cached)."""
    key = (text, pixels(size), bold, color)
    surf = _renders.get(key)
    if surf is not None:
        _renders.move_to_end(key)
        return surf
    text = drawable(text)
    runs = _runs(text, bold)
    if len(runs) == 1:
        surf = _render_run(font(size, runs[0][1]), text, color)
    else:
        surf = _compose(runs, size, color)
    _renders[key] = surf
    if len(_renders) > _RENDER_CACHE_SIZE:
        _renders.popitem(last=False)
    return surf


def _compose(runs: list[tuple[str, Weight]], size: int, color: Color) -> pygame.Surface:
    """Runs in two faces on one line, sharing one baseline."""
    parts = [(font(size, weight), part) for part, weight in runs]
    ascent = max(f.get_ascent() for f, _ in parts)
    descent = max(-f.get_descent() for f, _ in parts)
    width = sum(f.size(part)[0] for f, part in parts)
    surf = pygame.Surface((max(1, width), ascent + descent), pygame.SRCALPHA)
    x = 0
    for f, part in parts:
        image = _render_run(f, part, color)
        surf.blit(image, (x, ascent - f.get_ascent()))
        x += image.get_width()
    return surf


def measure(text: str, size: int, bold: Weight = False) -> tuple[int, int]:
    text = drawable(text)
    runs = _runs(text, bold)
    if len(runs) == 1:
        return font(size, runs[0][1]).size(text)
    parts = [(font(size, weight), part) for part, weight in runs]
    ascent = max(f.get_ascent() for f, _ in parts)
    descent = max(-f.get_descent() for f, _ in parts)
    return sum(f.size(part)[0] for f, part in parts), ascent + descent


def line_height(size: int, bold: Weight = False) -> int:
    return font(size, bold).get_linesize()


def least_line(bold: Weight = False) -> int:
    """The height of a line of the smallest text drawn now: the least a one-line box may be
    (the readable floor at the player's text size)."""
    return line_height(0, bold)


def one_line(rect: pygame.Rect, bold: Weight = False) -> pygame.Rect:
    """``rect``, grown about its middle to hold one line of the smallest text drawn now: a
    layout's fixed one-line box still holds its text at the large size."""
    least = least_line(bold)
    if rect.height >= least:
        return rect
    grown = pygame.Rect(rect.left, 0, rect.width, least)
    grown.centery = rect.centery
    return grown


def fit_size(
    text: str, max_w: int, max_h: int, bold: Weight = False, largest: int = 64, smallest: int = 8
) -> int:
    """The largest font size (between ``smallest`` and ``largest``) whose text fits the box."""
    key = (text, int(max_w), int(max_h), bold, int(largest), int(smallest), _floor)
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


def fits(text: str, size: int, max_w: int, max_h: int, bold: Weight = False) -> bool:
    """Whether one line of text at ``size`` fits the box (used by tests and by layouts)."""
    w, _ = measure(text, size, bold)
    return w <= max_w and line_height(size, bold) <= max_h


def wrap(text: str, size: int, max_w: int, bold: Weight = False) -> list[str]:
    """Break text into lines no wider than ``max_w`` (a single too-long word keeps its line)."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        words = _glued(paragraph.split(" "))
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


#: A word made only of these (a currency sign after its amount, French "?", "!", ":") stays on
#: the line of the word before it: "500 $" and "affaires ?" are never broken in two.
_GLUED = frozenset("$€%?!:;»)")


def _glued(words: list[str]) -> list[str]:
    units: list[str] = []
    for word in words:
        if units and word and set(word) <= _GLUED | {".", ","}:
            units[-1] = f"{units[-1]} {word}"
        else:
            units.append(word)
    return units


def fit_wrapped(
    text: str, max_w: int, max_h: int, bold: Weight = False, largest: int = 28, smallest: int = 8
) -> tuple[int, list[str]]:
    """The largest size at which the wrapped text fits the box, and its lines."""
    size = int(largest)
    # (Below the floor every size draws alike: no use trying them one by one.)
    while size > smallest and pixels(size) > pixels(smallest):
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
    bold: Weight = False,
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
    bold: Weight = False,
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
    bold: Weight = False,
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
