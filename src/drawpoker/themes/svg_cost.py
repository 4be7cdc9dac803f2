"""A bound on how much drawing an SVG asks for, worked out before the renderer sees it.

The renderer (nanosvg, inside pygame) flattens every path into line segments and sweeps them
over the picture; a thick stroke turns each segment into a wide band. Its time grows with the
number of segments and with how wide they are drawn, not with the number of elements: one
<path> of tens of thousands of tiny thick strokes takes it most of a minute. So each segment
is counted, weighted by the width of its stroke (scaled by every transform above it) relative
to the picture, and a picture over the budget is refused.
"""

from __future__ import annotations

import math
import re
import xml.etree.ElementTree as ET

from drawpoker.themes.model import ThemeError

#: Weighted segments in one picture. The built-in pictures use under 2,000 (card art, the
#: largest); the renderer draws 20,000 thin ones in about a tenth of a second.
MAX_SVG_SEGMENTS = 20_000
#: A stroke as wide as the picture's shorter side counts this many segments per segment.
STROKE_WEIGHT = 20.0
#: The widest stroke allowed, as a share of the picture's shorter side.
MAX_STROKE_SHARE = 0.5
#: Segments counted for shapes that are not paths (the renderer builds them from curves).
_SHAPE_SEGMENTS = {"line": 1, "rect": 8, "circle": 8, "ellipse": 8}

_NUMBER = re.compile(r"[-+]?(?:\d*\.\d+|\d+\.?)(?:[eE][-+]?\d+)?")
_CLOSE = re.compile(r"[Zz]")
_TRANSFORM = re.compile(r"(matrix|translate|scale|rotate|skewX|skewY)\s*\(([^)]*)\)")
_STROKE_WIDTH = re.compile(
    r"^\s*([-+]?(?:\d*\.\d+|\d+\.?)(?:[eE][-+]?\d+)?)\s*(px|pt|pc|mm|cm|in|%)?", re.IGNORECASE
)
_UNITS = {"px": 1.0, "pt": 96 / 72, "pc": 16.0, "mm": 96 / 25.4, "cm": 96 / 2.54, "in": 96.0}


def check_drawing_cost(
    root: ET.Element, box: tuple[float, float], theme: str, what: str
) -> None:
    """Refuse a picture whose drawing would take the renderer too long (see the module doc)."""
    short = min(box)
    diagonal = math.hypot(*box) / math.sqrt(2)
    total = 0.0
    # (element, scale above it, inherited stroke width, inherited "is stroked")
    stack: list[tuple[ET.Element, float, float, bool]] = [(root, 1.0, 1.0, False)]
    while stack:
        element, scale, width, stroked = stack.pop()
        style = _style(element)
        scale *= _transform_scale(element.get("transform", ""))
        if not math.isfinite(scale) or scale > 1e6:
            raise ThemeError(theme, f"{what} has a transform that enlarges it beyond reason")
        stroke = style.get("stroke")
        if stroke is not None:
            stroked = stroke.strip().lower() not in ("none", "transparent", "")
        width_text = style.get("stroke-width")
        if width_text is not None:
            width = _width(width_text, diagonal)
        drawn = width * scale
        if stroked and drawn > MAX_STROKE_SHARE * short:
            raise ThemeError(
                theme,
                f"{what} has a stroke {drawn:.4g} wide, more than half the picture's "
                f"shorter side ({short:g}); draw a filled shape instead",
            )
        weight = 1.0 + (STROKE_WEIGHT * drawn / short if stroked else 0.0)
        total += _segments(element) * weight
        if total > MAX_SVG_SEGMENTS:
            raise ThemeError(
                theme,
                f"{what} asks for too much drawing (more than {MAX_SVG_SEGMENTS} path segments, "
                "thick strokes counting more); simplify it",
            )
        stack.extend((child, scale, width, stroked) for child in element)


def _segments(element: ET.Element) -> int:
    name = element.tag.rsplit("}", 1)[-1]
    if name == "path":
        data = element.get("d", "")
        return len(_NUMBER.findall(data)) // 2 + len(_CLOSE.findall(data))
    if name in ("polyline", "polygon"):
        return len(_NUMBER.findall(element.get("points", ""))) // 2 + 1
    return _SHAPE_SEGMENTS.get(name, 0)


def _style(element: ET.Element) -> dict[str, str]:
    """``stroke`` and ``stroke-width`` from the attributes, a ``style`` overriding them."""
    found = {key: value for key, value in element.attrib.items()
             if key in ("stroke", "stroke-width")}
    for declaration in element.get("style", "").split(";"):
        key, _, value = declaration.partition(":")
        key = key.strip().lower()
        if key in ("stroke", "stroke-width"):
            found[key] = value.strip()
    return found


def _width(text: str, diagonal: float) -> float:
    match = _STROKE_WIDTH.match(text)
    if match is None:
        return 1.0  # the renderer's default
    number = abs(float(match.group(1)))
    unit = (match.group(2) or "px").lower()
    value = number * diagonal / 100 if unit == "%" else number * _UNITS[unit]
    return value if math.isfinite(value) else math.inf


def _transform_scale(text: str) -> float:
    """How much a transform can stretch a length at most (an upper bound, cheaply)."""
    factor = 1.0
    for kind, arguments in _TRANSFORM.findall(text):
        numbers = [float(n) for n in _NUMBER.findall(arguments)]
        if kind == "scale" and numbers:
            factor *= max(abs(n) for n in numbers[:2])
        elif kind == "matrix" and len(numbers) >= 4:
            a, b, c, d = numbers[:4]
            factor *= math.hypot(a, b) + math.hypot(c, d)
        elif kind in ("skewX", "skewY") and numbers:
            angle = math.radians(numbers[0] % 180)
            factor *= 1 + abs(math.tan(angle)) if abs(math.cos(angle)) > 1e-9 else math.inf
    return factor
