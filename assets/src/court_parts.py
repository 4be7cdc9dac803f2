"""Drawing pieces for the court cards: SVG primitives, suit pips, gradients, robes, arms, hands.

Used by make_card_art.py. Everything is drawn in one half-picture box (200 x 185 units, the
figure cut at the waist on its bottom edge); the card is that half and the same half turned
half a turn, as on a classic double-ended deck. Only what pygame-ce's SVG renderer (nanosvg)
draws well is used: paths, circles, ellipses, solid fills and strokes, linear gradients.
"""

from __future__ import annotations

from collections.abc import Sequence

HALF_W, HALF_H = 200.0, 185.0
Point = tuple[float, float]

# The classic court palette. The suit inks are the only colours that change in the four-colour
# deck, so no other part of a picture may use exactly these two values.
SUIT_RED = "#c42028"
SUIT_BLACK = "#1a1a1e"
INK = "#231a17"
GOLD = "#e7b53f"
GOLD_DARK = "#b07f26"
GOLD_LIGHT = "#f8df8e"
RED = "#bb2c30"
RED_DARK = "#861c24"
BLUE = "#2c4c92"
BLUE_DARK = "#1b3064"
BLUE_LIGHT = "#6f8cc8"
BLACK = "#2b2a30"
GREEN = "#3d7d47"
GREEN_DARK = "#285a32"
WHITE = "#fbf7ee"
PAPER = "#f8f0dc"
STEEL = "#c9ccd3"
STEEL_DARK = "#8d929c"
SKIN = "#f6d9b8"
SKIN_SHADE = "#e4b48f"
CHEEK = "#ec9d8a"
LIPS = "#c2454a"
WOOD = "#8a5a32"


def f(value: float) -> str:
    """A number with at most two decimals and no trailing zeros, so the output is stable."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def path(d: str, fill: str = "none", stroke: str = INK, width: float = 1.6,
         extra: str = "") -> str:
    stroke_part = (f' stroke="{stroke}" stroke-width="{f(width)}" stroke-linejoin="round"'
                   ' stroke-linecap="round"') if stroke != "none" else ""
    return f'<path d="{d}" fill="{fill}"{stroke_part}{extra}/>'


def poly(points: Sequence[Point], fill: str, stroke: str = INK, width: float = 1.6) -> str:
    return path("M" + " L".join(f"{f(x)},{f(y)}" for x, y in points) + " Z", fill, stroke,
                width)


def line(points: Sequence[Point], stroke: str = INK, width: float = 1.2) -> str:
    return path("M" + " L".join(f"{f(x)},{f(y)}" for x, y in points), "none", stroke, width)


def circle(cx: float, cy: float, r: float, fill: str, stroke: str = INK,
           width: float = 1.4) -> str:
    stroke_part = f' stroke="{stroke}" stroke-width="{f(width)}"' if stroke != "none" else ""
    return f'<circle cx="{f(cx)}" cy="{f(cy)}" r="{f(r)}" fill="{fill}"{stroke_part}/>'


def ellipse(cx: float, cy: float, rx: float, ry: float, fill: str, stroke: str = INK,
            width: float = 1.4) -> str:
    stroke_part = f' stroke="{stroke}" stroke-width="{f(width)}"' if stroke != "none" else ""
    return (f'<ellipse cx="{f(cx)}" cy="{f(cy)}" rx="{f(rx)}" ry="{f(ry)}" fill="{fill}"'
            f'{stroke_part}/>')


def group(body: Sequence[str], transform: str) -> str:
    return f'<g transform="{transform}">' + "".join(body) + "</g>"


def inside(point: Point, polygon: Sequence[Point]) -> bool:
    """Even-odd point-in-polygon test, to scatter a robe's pattern within its outline."""
    x, y = point
    result = False
    for (xa, ya), (xb, yb) in zip(polygon, [*polygon[1:], polygon[0]], strict=True):
        if (ya > y) != (yb > y) and x < xa + (y - ya) * (xb - xa) / (yb - ya):
            result = not result
    return result


# --------------------------------------------------------------------------- suit pips

# Each pip drawn in a 100 x 100 box; scaled and moved into place by pip().
PIP_PATHS = {
    "h": "M50,92 C22,68 3,50 3,29 C3,14 14,4 28,4 C38,4 46,10 50,20 C54,10 62,4 72,4 "
         "C86,4 97,14 97,29 C97,50 78,68 50,92 Z",
    "d": "M50,1 Q66,27 88,50 Q66,73 50,99 Q34,73 12,50 Q34,27 50,1 Z",
    "s": "M50,2 C40,24 5,40 5,63 C5,77 16,86 29,86 C38,86 44,81 47,75 C46,84 41,92 32,98 "
         "L68,98 C59,92 54,84 53,75 C56,81 62,86 71,86 C84,86 95,77 95,63 C95,40 60,24 50,2 Z",
    "c": "M47,60 C44,70 36,74 28,74 C15,74 6,65 6,53 C6,41 16,33 27,33 C33,33 37,35 40,37 "
         "C34,33 30,26 30,20 C30,9 39,2 50,2 C61,2 70,9 70,20 C70,26 66,33 60,37 "
         "C63,35 67,33 73,33 C84,33 94,41 94,53 C94,65 85,74 72,74 C64,74 56,70 53,60 "
         "C53,78 57,88 68,98 L32,98 C43,88 47,78 47,60 Z",
}


def pip(suit: str, cx: float, cy: float, size: float, fill: str) -> str:
    s = size / 100
    return (f'<path transform="translate({f(cx - size / 2)},{f(cy - size / 2)}) scale({f(s)})"'
            f' d="{PIP_PATHS[suit]}" fill="{fill}"/>')


# --------------------------------------------------------------------------- body

ROBE_POLY_LEFT: list[Point] = [(100, 104), (100, 185), (25, 185), (26, 158), (28, 137),
                               (32, 123), (38, 114), (48, 108.5), (68, 104.6)]
ROBE_POLY_RIGHT: list[Point] = [(200 - x, y) for x, y in ROBE_POLY_LEFT]


def outline(points: Sequence[Point]) -> str:
    return "M" + " L".join(f"{f(x)},{f(y)}" for x, y in points) + " Z"


def clip(subject: Sequence[Point], convex: Sequence[Point]) -> list[Point]:
    """Sutherland-Hodgman: ``subject`` cut to a convex polygon (nanosvg has no clip paths)."""
    def side(p: Point, a: Point, b: Point) -> float:
        return (b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0])

    orientation = 1.0 if sum(side(convex[(i + 2) % len(convex)], convex[i],
                                  convex[(i + 1) % len(convex)])
                             for i in range(len(convex))) > 0 else -1.0
    out = list(subject)
    for i in range(len(convex)):
        a, b = convex[i], convex[(i + 1) % len(convex)]
        points, out = out, []
        for j, cur in enumerate(points):
            prev = points[j - 1]
            cur_in = side(cur, a, b) * orientation >= 0
            prev_in = side(prev, a, b) * orientation >= 0
            if cur_in != prev_in:
                dp, dc = side(prev, a, b), side(cur, a, b)
                t = dp / (dp - dc)
                out.append((prev[0] + t * (cur[0] - prev[0]), prev[1] + t * (cur[1] - prev[1])))
            if cur_in:
                out.append(cur)
        if not out:
            break
    return out


def motif(kind: str, x: float, y: float, color: str) -> str:
    if kind == "lozenge":
        return poly([(x, y - 6), (x + 4.5, y), (x, y + 6), (x - 4.5, y)], color, INK, 0.8)
    if kind == "dots":
        return circle(x, y, 2.6, color, INK, 0.7)
    if kind == "trefoil":
        return "".join(circle(x + dx, y + dy, 2.3, color, "none")
                       for dx, dy in ((0, -2.4), (-2.4, 1.4), (2.4, 1.4)))
    if kind == "cross":
        return path(f"M{f(x - 4)},{f(y)} L{f(x + 4)},{f(y)} M{f(x)},{f(y - 4)} L{f(x)},{f(y + 4)}",
                    "none", color, 2.2)
    if kind == "ermine":
        return path(f"M{f(x)},{f(y - 3)} L{f(x - 2.4)},{f(y + 3)} L{f(x)},{f(y + 1.6)} "
                    f"L{f(x + 2.4)},{f(y + 3)} Z", INK, "none")
    raise ValueError(kind)


def scatter(kind: str, polygon: Sequence[Point], color: str, step: float = 15.0,
            margin: float = 6.0, offset: float = 0.0) -> list[str]:
    """The motif on a staggered grid, kept where it fits wholly inside ``polygon``."""
    out: list[str] = []
    row = 0
    y = 112.0 + offset
    while y < HALF_H - margin / 2:
        x = 6.0 + (step / 2 if row % 2 else 0.0)
        while x < HALF_W:
            probe = [(x + dx, y + dy) for dx in (-margin, margin) for dy in (-margin, margin)]
            if all(inside(p, polygon) for p in probe):
                out.append(motif(kind, x, y, color))
            x += step
        y += step * 0.8
        row += 1
    return out


def gradients() -> str:
    """The shared gradients: ``sheen`` over robes, ``paper`` behind the figure."""
    sheen = [(0, "#000000", 0.3), (0.28, "#000000", 0.0), (0.5, "#ffffff", 0.12),
             (0.72, "#000000", 0.0), (1, "#000000", 0.3)]
    stops = "".join(f'<stop offset="{f(o)}" stop-color="{c}" stop-opacity="{f(a)}"/>'
                    for o, c, a in sheen)
    return (f'<linearGradient id="sheen" gradientUnits="userSpaceOnUse" x1="25" y1="0" x2="175" '
            f'y2="0">{stops}</linearGradient>'
            f'<radialGradient id="paper" gradientUnits="userSpaceOnUse" cx="100" cy="185" '
            f'r="190"><stop offset="0" stop-color="#fdf8ec"/>'
            f'<stop offset="1" stop-color="{PAPER}"/></radialGradient>')


def stripes(polygon: Sequence[Point], color: str, width: float = 7.0) -> list[str]:
    """Vertical bands of colour across one half of the robe, cut to its outline."""
    out: list[str] = []
    x0 = 20.0
    while x0 < HALF_W:
        band = clip([(x0, 100), (x0 + width, 100), (x0 + width, HALF_H), (x0, HALF_H)], polygon)
        if len(band) >= 3:
            out.append(poly(band, color, "none"))
        x0 += 2 * width
    return out


def robe(left: str, right: str, left_pattern: Sequence[str], right_pattern: Sequence[str],
         suit: str, ink: str) -> list[str]:
    """Two-tone robe cut at the waist, patterned halves, folds, and a gold front band
    embroidered with the card's suit in its ink (so the four-colour deck recolours it too)."""
    out = [path(outline(ROBE_POLY_LEFT), left, "none"),
           path(outline(ROBE_POLY_RIGHT), right, "none")]
    out += left_pattern
    out += right_pattern
    # Shade towards the sides and a little light down the middle: the robe reads as cloth.
    out.append(path(outline([*ROBE_POLY_LEFT[2:], *ROBE_POLY_RIGHT[:1:-1]]), "url(#sheen)",
                    "none"))
    out.append(line([(56, 185), (58, 150), (64, 124)], INK, 1.0))
    out.append(line([(144, 185), (142, 150), (136, 124)], INK, 1.0))
    out.append(path(outline([*ROBE_POLY_LEFT[2:], *ROBE_POLY_RIGHT[:1:-1]]), "none", INK, 2.0))
    out.append(poly([(90, 104), (110, 104), (112, 185), (88, 185)], GOLD, INK, 1.4))
    out.append(line([(93, 112), (92, 185)], GOLD_DARK, 0.8))
    out.append(line([(107, 112), (108, 185)], GOLD_DARK, 0.8))
    for y in (145, 168):
        out.append(pip(suit, 100, y, 12, ink))
    return out


def sleeve(color: str, cuff: str = GOLD) -> list[str]:
    """The figure's left arm bent across the body, ending in a cuff at the hand (142, 146)."""
    return [
        path("M148,108 C166,114 170,130 162,146 L140,152 C136,140 136,124 138,112 Z", color),
        line([(150, 118), (156, 138)], INK, 0.9),
        poly([(140, 142), (162, 136), (165, 148), (142, 154)], cuff, INK, 1.3),
    ]


def other_arm(color: str, cuff: str = GOLD) -> list[str]:
    """The figure's right arm hanging at its side, the hand resting on the robe."""
    return [
        path("M50,110 C36,118 32,140 38,162 L58,166 C56,148 56,130 60,114 Z", color),
        line([(46, 124), (42, 146)], INK, 0.9),
        poly([(37, 156), (58, 160), (57, 170), (36, 166)], cuff, INK, 1.3),
        path("M40,167 C40,178 48,182 54,180 C58,178 58,172 56,169 Z", SKIN, INK, 1.3),
    ]


def hand(x: float, y: float) -> list[str]:
    """A closed hand around a vertical grip at ``x``: four knuckles and a thumb over them."""
    knuckles = "".join(f" Q{f(x - 12)},{f(y - 6 + 4 * i)} {f(x - 8)},{f(y - 4 + 4 * i)}"
                       for i in range(4))
    return [
        path(f"M{f(x - 8)},{f(y - 8)}{knuckles} L{f(x + 5)},{f(y + 8)} C{f(x + 10)},{f(y + 8)} "
             f"{f(x + 10)},{f(y - 8)} {f(x + 5)},{f(y - 8)} Z", SKIN, INK, 1.2),
        *(line([(x - 8, y - 4 + 4 * i), (x - 1, y - 4 + 4 * i)], SKIN_SHADE, 0.9)
          for i in range(3)),
        path(f"M{f(x + 7)},{f(y - 5)} C{f(x + 2)},{f(y - 10)} {f(x - 7)},{f(y - 9)} "
             f"{f(x - 7)},{f(y - 5)} C{f(x - 2)},{f(y - 6)} {f(x + 3)},{f(y - 3)} {f(x + 7)},"
             f"{f(y - 1)} Z", SKIN, INK, 1.0),
    ]
