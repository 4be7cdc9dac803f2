"""Drawing pieces for the court cards: SVG primitives, suit pips, faces, headwear, collars, robes.

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
         trim: str = GOLD) -> list[str]:
    """Two-tone robe cut at the waist, patterned halves, a jewelled front band and folds."""
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
    # Front band with jewels.
    out.append(poly([(90, 104), (110, 104), (112, 185), (88, 185)], trim, INK, 1.4))
    for y in (128, 148, 168):
        out.append(poly([(100, y - 5), (104, y), (100, y + 5), (96, y)], RED_DARK
                        if trim == GOLD else GOLD, INK, 0.8))
    out.append(line([(93, 112), (92, 185)], GOLD_DARK, 0.8))
    out.append(line([(107, 112), (108, 185)], GOLD_DARK, 0.8))
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
    """A closed hand around a vertical grip at ``x``."""
    return [
        path(f"M{f(x - 9)},{f(y - 5)} C{f(x - 9)},{f(y - 10)} {f(x + 9)},{f(y - 10)} "
             f"{f(x + 9)},{f(y - 5)} L{f(x + 9)},{f(y + 5)} C{f(x + 9)},{f(y + 10)} "
             f"{f(x - 9)},{f(y + 10)} {f(x - 9)},{f(y + 5)} Z", SKIN, INK, 1.3),
        line([(x - 8, y - 1), (x + 8, y - 1)], SKIN_SHADE, 1.0),
        line([(x - 8, y + 3.5), (x + 8, y + 3.5)], SKIN_SHADE, 1.0),
    ]


def open_hand(x: float, y: float) -> list[str]:
    """A hand held flat in front of the chest (the other hand, holding a flower or fan)."""
    return [path(f"M{f(x - 10)},{f(y + 8)} C{f(x - 12)},{f(y - 2)} {f(x - 4)},{f(y - 9)} "
                 f"{f(x + 6)},{f(y - 8)} C{f(x + 12)},{f(y - 6)} {f(x + 11)},{f(y + 4)} "
                 f"{f(x + 6)},{f(y + 9)} Z", SKIN, INK, 1.3),
            line([(x - 2, y - 6), (x - 4, y + 6)], SKIN_SHADE, 0.9)]


# --------------------------------------------------------------------------- head

FACE = "M81,58 C81,43 90,36 100,36 C110,36 119,43 119,58 C119,77 110,90 100,90 C90,90 81,77 81,58 Z"


def face(kind: str, hair: str, gaze: float = 0.0) -> list[str]:
    """Neck, face and features. ``kind`` is king, queen or jack: it sets the brows and mouth."""
    brow = INK if hair in (WHITE, "#d8d2c8") else hair
    out = [
        poly([(92, 82), (108, 82), (109, 104), (91, 104)], SKIN, INK, 1.3),
        path("M92,92 Q100,98 108,92 L108,96 Q100,102 92,96 Z", SKIN_SHADE, "none"),
        path(FACE, SKIN, INK, 1.6),
        path("M84,70 C86,82 94,88 100,88 C96,84 90,78 88,66 Z", SKIN_SHADE, "none"),
        # Eyes: almond whites, irises, heavy upper lids.
        path("M86,61 Q91,56.5 96,61 Q91,64 86,61 Z", WHITE, INK, 0.9),
        path("M104,61 Q109,56.5 114,61 Q109,64 104,61 Z", WHITE, INK, 0.9),
        circle(91 + gaze, 60.6, 1.9, "#3b2a1e", "none"),
        circle(109 + gaze, 60.6, 1.9, "#3b2a1e", "none"),
        path("M85.5,60.5 Q91,55.5 96.5,60.5", "none", INK, 1.4),
        path("M103.5,60.5 Q109,55.5 114.5,60.5", "none", INK, 1.4),
        # Brows.
        path("M85,54 Q90,50.5 96,53", "none", brow, 1.8 if kind == "king" else 1.3),
        path("M104,53 Q110,50.5 115,54", "none", brow, 1.8 if kind == "king" else 1.3),
        # Nose.
        path("M100,60 C99,66 97,70 97,72 Q100,75 103.5,72.5", "none", INK, 1.1),
        circle(88, 72, 4.5, CHEEK, "none"),
        circle(112, 72, 4.5, CHEEK, "none"),
    ]
    if kind == "queen":
        out += [path("M94.5,79.5 Q97.5,77.5 100,78.5 Q102.5,77.5 105.5,79.5 Q100,84 94.5,79.5 Z",
                     LIPS, INK, 0.7),
                path("M86,61 L84.5,59.5 M114,61 L115.5,59.5", "none", INK, 0.9)]
    else:
        out += [path("M95,79.5 Q100,81.5 105,79.5", "none", LIPS, 1.6)]
    return out


def beard(hair: str, light: str) -> list[str]:
    """A king's full beard and moustache, curled at the ends."""
    return [
        path("M81,62 C80,80 86,100 100,110 C114,100 120,80 119,62 C116,74 110,80 100,80 "
             "C90,80 84,74 81,62 Z", hair, INK, 1.4),
        line([(90, 86), (93, 98)], light, 1.1),
        line([(100, 88), (100, 104)], light, 1.1),
        line([(110, 86), (107, 98)], light, 1.1),
        path("M88,77 C91,72 96,72 100,75 C104,72 109,72 112,77 C109,76 104,77 100,78.5 "
             "C96,77 91,76 88,77 Z", hair, INK, 1.0),
        path("M95,80.5 Q100,82.5 105,80.5", "none", LIPS, 1.4),
    ]


def moustache(hair: str) -> list[str]:
    return [path("M91,76.5 C94,73 97.5,73.5 100,75.5 C102.5,73.5 106,73 109,76.5 "
                 "C106,75.5 103,76.5 100,77.5 C97,76.5 94,75.5 91,76.5 Z", hair, INK, 0.8)]


def hair_short(hair: str, light: str) -> list[str]:
    """Curled locks at the sides of the head, under the crown or hat."""
    out: list[str] = []
    for side in (-1, 1):
        x0 = 100 + side * 19
        d = (f"M{f(x0)},44 C{f(x0 + side * 8)},48 {f(x0 + side * 10)},58 {f(x0 + side * 8)},68 "
             f"C{f(x0 + side * 12)},74 {f(x0 + side * 10)},84 {f(x0 + side * 2)},86 "
             f"C{f(x0 + side * 2)},76 {f(x0)},66 {f(x0)},58 Z")
        out.append(path(d, hair, INK, 1.3))
        out.append(path(f"M{f(x0 + side * 4)},56 q{f(side * 4)},4 0,8 q{f(side * 4)},4 0,8",
                        "none", light, 1.0))
    return out


def hair_long(hair: str, light: str) -> list[str]:
    """A queen's hair falling to the shoulders, drawn behind the face."""
    return [
        path("M80,48 C72,60 72,86 66,104 C76,110 86,106 92,100 L108,100 C114,106 124,110 134,104 "
             "C128,86 128,60 120,48 Z", hair, INK, 1.4),
        path("M76,66 C75,80 73,92 70,102", "none", light, 1.1),
        path("M124,66 C125,80 127,92 130,102", "none", light, 1.1),
        path("M81,56 C80,66 82,74 84,80", "none", light, 1.0),
        path("M119,56 C120,66 118,74 116,80", "none", light, 1.0),
    ]


def hair_fringe(hair: str) -> list[str]:
    """Hair parted over the forehead, seen under a crown."""
    return [path("M81,54 C82,42 92,38 100,40 C108,38 118,42 119,54 C114,46 106,45 100,47 "
                 "C94,45 86,46 81,54 Z", hair, INK, 1.1)]


def king_crown(cap: str) -> list[str]:
    """A tall crown: velvet cap, five points with pearls, a jewelled band."""
    out = [path("M82,42 C80,26 92,18 100,18 C108,18 120,26 118,42 Z", cap, INK, 1.4),
           path("M86,38 C86,30 92,24 98,22", "none", "#ffffff", 1.0,
                extra=' stroke-opacity="0.35"')]
    points = [(76, 44), (76, 26), (85, 36), (92, 22), (100, 34), (108, 22), (115, 36),
              (124, 26), (124, 44)]
    out.append(poly(points, GOLD, INK, 1.4))
    out.append(poly([(80, 40), (80, 31), (85, 38)], GOLD_LIGHT, "none"))
    for x, y in ((76, 24), (92, 20), (108, 20), (124, 24)):
        out.append(circle(x, y, 2.6, WHITE, INK, 0.9))
    out.append(path("M100,28 L100,20 M96.5,23.5 L103.5,23.5", "none", GOLD_DARK, 2.2))
    out.append(poly([(74, 42), (126, 42), (126, 51), (74, 51)], GOLD, INK, 1.4))
    out.append(line([(76, 44.5), (124, 44.5)], GOLD_LIGHT, 1.0))
    for x, color in ((83, BLUE), (100, RED), (117, BLUE)):
        out.append(ellipse(x, 46.5, 3.2, 2.6, color, INK, 0.8))
    return out


def queen_veil(veil: str, fold: str) -> list[str]:
    """A wide veil falling from under the crown to the shoulders, behind hair and face."""
    return [path("M80,44 C62,54 54,80 46,104 L154,104 C146,80 138,54 120,44 Z", veil, INK, 1.4),
            path("M74,60 C66,74 62,88 58,102", "none", fold, 1.2),
            path("M126,60 C134,74 138,88 142,102", "none", fold, 1.2),
            path("M68,76 C64,86 62,94 60,102", "none", fold, 1.0),
            path("M132,76 C136,86 138,94 140,102", "none", fold, 1.0)]


def queen_crown() -> list[str]:
    """A lighter crown with fleur points, a heart-shaped ruby and a jewelled band."""
    out = [path("M78,48 L80,30 C84,34 86,36 88,36 L92,24 C95,30 97,32 100,32 C103,32 105,30 "
                "108,24 L112,36 C114,36 116,34 120,30 L122,48 Z", GOLD, INK, 1.4)]
    for x, y in ((80, 27.5), (92, 21), (108, 21), (120, 27.5)):
        out.append(circle(x, y, 2.4, WHITE, INK, 0.8))
    out.append(path("M96,26 C96,18 104,18 104,26 C104,30 100,33 100,33 C100,33 96,30 96,26 Z",
                    RED, INK, 0.9))
    out.append(poly([(77, 44), (123, 44), (123, 51), (77, 51)], GOLD, INK, 1.3))
    for x in (86, 100, 114):
        out.append(ellipse(x, 47.5, 2.6, 2.2, BLUE if x != 100 else RED, INK, 0.7))
    return out


def jack_hat(color: str, band: str, feather: str) -> list[str]:
    """A soft beret worn at an angle, a feather tucked in its band, a brooch."""
    return [
        path("M84,42 C74,34 64,30 54,28 C62,26 74,28 86,36 Z", feather, INK, 1.1),
        path("M86,40 C76,33 66,30 56,29", "none", INK, 0.7),
        path("M70,46 C60,36 72,18 98,17 C124,16 144,26 136,43 C122,38 86,38 70,46 Z", color,
             INK, 1.5),
        path("M82,28 C90,22 100,20 112,20", "none", "#ffffff", 1.3,
             extra=' stroke-opacity="0.3"'),
        path("M70,46 C84,38 122,37 136,43 L134,51 C120,46 86,46 73,54 Z", band, INK, 1.4),
        circle(86, 46, 3.4, GOLD, INK, 0.9),
        circle(86, 46, 1.4, RED, "none"),
    ]


def ermine_collar() -> list[str]:
    """A king's white fur cape over the shoulders, with black ermine tails."""
    out = [path("M44,114 C58,98 82,96 100,104 C118,96 142,98 156,114 C152,124 138,128 126,124 "
                "C118,132 82,132 74,124 C62,128 48,124 44,114 Z", WHITE, INK, 1.6)]
    for x, y in ((58, 112), (74, 116), (126, 116), (142, 112), (88, 122), (112, 122)):
        out.append(motif("ermine", x, y, INK))
    return out


def ruff_collar() -> list[str]:
    """A queen's lace collar: scallops along a gentle curve, and a pearl necklace."""
    out = [path("M60,110 C76,102 90,102 100,106 C110,102 124,102 140,110 C132,122 112,122 100,118 "
                "C88,122 68,122 60,110 Z", WHITE, INK, 1.4)]
    for i in range(9):
        x = 64 + i * 9
        y = 113 + (abs(x - 100) ** 1.2) * -0.02 + 4
        out.append(circle(x, y, 3.6, WHITE, INK, 0.9))
    for i in range(7):
        out.append(circle(91 + i * 3, 101 + (abs(i - 3) ** 2) * -0.25, 1.5, WHITE, INK, 0.6))
    return out


def jack_collar(color: str) -> list[str]:
    """Two pointed collar wings and a chain of office."""
    return [
        path("M72,108 L100,104 L92,126 Z", color, INK, 1.4),
        path("M128,108 L100,104 L108,126 Z", color, INK, 1.4),
        path("M76,112 C84,132 116,132 124,112", "none", GOLD_DARK, 2.6),
        path("M76,112 C84,132 116,132 124,112", "none", GOLD, 1.4),
        circle(100, 130, 4.2, GOLD, INK, 1.0),
    ]
