"""Each opponent's own wardrobe: six forfeit items that fit her, drawn as SVG, reproducibly.

Called by ``make_roster_art.py`` (run that one): for every character it writes
``<id>/wardrobe/<item>.svg`` (the item as worn, in the avatar's own coordinates with a viewBox
cut round it, as the forfeit themes' items are), ``<id>/wardrobe/icons/<item>.svg`` (the item
alone, for the pawnshop and the trophy shelf) and ``<id>/wardrobe.yaml`` (the items in the
order she puts them on the line, each with its name in every language, its anchor, size and
layer, in a theme manifest's item format). Same box, landmarks, ink and palette as the themes
(``make_theme_art``), so the style is one. Only the standard library is used.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import make_theme_art as base  # a sibling script on sys.path, not a package
from make_theme_art import (
    ELBOW_L,
    ELBOW_R,
    EYE_L,
    EYE_R,
    GOLD,
    GOLD_DARK,
    GOLD_LIGHT,
    HAND_L,
    HAND_R,
    INK,
    OUT,
    SHOULDER_L,
    SHOULDER_R,
    WRIST_L,
    WRIST_R,
    X0,
    Box,
    H,
    W,
    circle,
    document,
    ellipse,
    f,
    group,
    limb,
    path,
    poly,
    quad,
)

Point = tuple[float, float]
LANG_ORDER = ("en", "fr", "pt", "es", "de")
CREAM = "#f4efe4"
WHITE = "#ffffff"


def rect(x: float, y: float, w: float, h: float, fill: str, rx: float = 0.0,
         stroke: str = INK, width: float = OUT, extra: str = "") -> str:
    corner = f' rx="{f(rx)}" ry="{f(rx)}"' if rx else ""
    line = f' stroke="{stroke}" stroke-width="{f(width)}"' if stroke != "none" else ""
    return (f'<rect x="{f(x)}" y="{f(y)}" width="{f(w)}" height="{f(h)}"{corner} '
            f'fill="{fill}"{line}{extra}/>')


def lines(*parts: str) -> str:
    return "\n".join(parts)


def banded(d: str, colour: str, width: float) -> str:
    """A thick outlined stroke along ``d`` (a strap, a chain's ribbon)."""
    return path(d, stroke=INK, width=width + 2 * OUT) + "\n" + path(d, stroke=colour, width=width)


def sub_limb(points: tuple[Point, Point, Point], t0: float, t1: float) -> list[Point]:
    """The part of a quadratic limb from ``t0`` to ``t1``, as a quadratic of its own."""
    p0, p1, p2 = points
    a, b = quad(p0, p1, p2, t0), quad(p0, p1, p2, t1)
    # The control point of the piece: along the tangent at its start, (t1 - t0) / 2 of it.
    da = _tangent(points, t0)
    c = (a[0] + da[0] * (t1 - t0) / 2, a[1] + da[1] * (t1 - t0) / 2)
    return [a, c, b]


def _tangent(points: tuple[Point, Point, Point], t: float) -> Point:
    p0, p1, p2 = points
    return (2 * (1 - t) * (p1[0] - p0[0]) + 2 * t * (p2[0] - p1[0]),
            2 * (1 - t) * (p1[1] - p0[1]) + 2 * t * (p2[1] - p1[1]))


ARM_L = (SHOULDER_L, ELBOW_L, WRIST_L)
ARM_R = (SHOULDER_R, ELBOW_R, WRIST_R)


def open_jacket(cloth: str, light: str, trim: str, lapels: bool = True) -> list[str]:
    """An open jacket in the wardrobe theme's cut (sleeves, two fronts, lapels)."""
    parts = [
        limb(list(ARM_L), cloth, 23),
        limb(list(ARM_R), cloth, 23),
        path(f"M {f(WRIST_L[0] - 11)} {f(WRIST_L[1] - 4)} L {f(WRIST_L[0] + 11)} "
             f"{f(WRIST_L[1] - 2)}", stroke=trim, width=3),
        path(f"M {f(WRIST_R[0] + 11)} {f(WRIST_R[1] - 4)} L {f(WRIST_R[0] - 11)} "
             f"{f(WRIST_R[1] - 2)}", stroke=trim, width=3),
        path("M 104 123 Q 80 127 73 150 L 79 238 L 112 238 L 112 198 L 106 150 Z", cloth),
        path("M 136 123 Q 160 127 167 150 L 161 238 L 128 238 L 128 198 L 134 150 Z", cloth),
    ]
    if lapels:
        parts.append(path("M 104 123 L 112 196 L 108 168 L 95 140 L 97 128 Z", light))
        parts.append(path("M 136 123 L 128 196 L 132 168 L 145 140 L 143 128 Z", light))
    return parts


# --------------------------------------------------------------------------- Rosa


def reading_glasses() -> str:
    parts = []
    for cx in (EYE_L[0], EYE_R[0]):
        half = (f"M {f(cx - 11)} 84 L {f(cx + 11)} 84 Q {f(cx + 11)} 94 {f(cx)} 94 "
                f"Q {f(cx - 11)} 94 {f(cx - 11)} 84 Z")
        parts.append(path(half, "#ffffff", width=3.4, extra=' fill-opacity="0.25"'))
        parts.append(path(half, "none", stroke=GOLD, width=1.4))
    parts.append(path("M 118 85 Q 120 83 122 85", width=2.6))
    for x0, x1 in ((96, 87), (144, 153)):
        parts.append(path(f"M {x0} 84.5 L {x1} 84", width=2.6))
    # The beaded chain round her neck, from one arm of the frames to the other.
    for side in (-1, 1):
        p0, p1, p2 = (120 + side * 33, 86), (120 + side * 30, 128), (120, 136)
        for i in range(9):
            x, y = quad(p0, p1, p2, (i + 0.5) / 9)
            parts.append(circle(x, y, 1.5, GOLD_LIGHT, width=0.9))
    return lines(*parts)


def knitted_shawl() -> str:
    rose, rose_dark, rose_light = "#c77b86", "#a65d6a", "#e0a3ab"
    outline = ("M 92 124 Q 120 136 148 124 Q 168 128 174 150 L 164 178 Q 140 172 120 198 "
               "Q 100 172 76 178 L 66 150 Q 72 128 92 124 Z")
    parts = [path(outline, rose)]
    for k in range(1, 4):  # rows of knitting following her shoulders
        y = 132 + 12 * k
        parts.append(path(f"M {f(70 + 2 * k)} {f(y + 4)} Q 96 {f(y + 2)} 120 {f(y + 18 + 4 * k)} "
                          f"Q 144 {f(y + 2)} {f(170 - 2 * k)} {f(y + 4)}",
                          stroke=rose_dark, width=1.4))
    for x, y in ((84, 146), (156, 146), (102, 160), (138, 160), (120, 176)):
        parts.append(path(f"M {x - 3} {y - 2} L {x} {y + 2} L {x + 3} {y - 2}",
                          stroke=rose_light, width=1.4))
    for i in range(7):  # the fringe along both lower edges
        t = (i + 0.5) / 7
        for (xa, ya), (xb, yb) in (((76, 178), (118, 196)), ((164, 178), (122, 196))):
            x, y = xa + (xb - xa) * t, ya + (yb - ya) * t
            parts.append(path(f"M {f(x)} {f(y + 1)} L {f(x)} {f(y + 8)}", stroke=rose_dark,
                              width=2))
    return lines(*parts)


def cameo_brooch() -> str:
    return lines(
        ellipse(120, 158, 8, 10, GOLD, width=1.8),
        ellipse(120, 158, 5.6, 7.4, "#f1c8b4", stroke=GOLD_DARK, width=1),
        path("M 121.5 152.5 Q 118 153 118.5 156 L 117 158 L 118.6 158.6 Q 118 161 120 161.2 "
             "L 119.4 164 L 123 164 Q 123.6 158 121.5 152.5 Z", CREAM, stroke="none"),
        circle(120, 147.2, 1.6, GOLD_LIGHT, width=0.8),
        circle(120, 168.8, 1.6, GOLD_LIGHT, width=0.8),
    )


def apron() -> str:
    cloth, stripe = "#f7f1e3", "#8e2f3c"
    parts = [
        path("M 104 124 Q 108 140 104 150 M 136 124 Q 132 140 136 150", stroke=stripe, width=3),
        path("M 101 148 L 139 148 L 141 196 Q 154 198 155 206 L 157 268 L 83 268 L 85 206 "
             "Q 86 198 99 196 Z", cloth),
        path("M 85 203 L 155 203", stroke=stripe, width=3.2),
        path("M 84 256 L 156 256", stroke=stripe, width=2.4),
        path("M 84 261 L 156 261", stroke=stripe, width=1.6),
        rect(104, 214, 32, 20, "none", rx=2, stroke="#c9bc9c", width=1.6),
    ]
    for x, y, r in ((112, 168, 4.5), (126, 176, 3.2), (98, 236, 4), (142, 244, 3.4),
                    (117, 188, 2.4)):  # a dusting of flour
        parts.append(circle(x, y, r, WHITE, stroke="none", extra=' opacity="0.8"'))
    return lines(*parts)


def biscuit_tin() -> str:
    blue, blue_dark = "#2f5f9e", "#214878"
    return lines(
        path("M 48 232 L 48 250 Q 70 260 92 250 L 92 232 Z", blue),
        path("M 48 243 Q 70 252 92 243", stroke=GOLD, width=2.4),
        ellipse(70, 232, 22, 7, blue_dark),
        ellipse(70, 232, 16, 4.6, GOLD, width=1.2),
        ellipse(62, 246.5, 4.6, 3, "#e0b36a", width=1),
        ellipse(73, 248.5, 4.6, 3, "#c98f4a", width=1),
        ellipse(83, 246, 3.6, 2.6, "#e0b36a", width=1),
    )


def knitting_bag() -> str:
    cloth, cloth_dark = "#6a8f5a", "#4f7044"
    return lines(
        path("M 162 206 C 160 180, 190 180, 190 206", stroke=INK, width=3 + 2 * OUT),
        path("M 162 206 C 160 180, 190 180, 190 206", stroke="#8a5a34", width=3),
        path("M 178 204 L 192 176", stroke=INK, width=2.4 + 2 * OUT),
        path("M 178 204 L 192 176", stroke="#c9ccd2", width=2.4),
        circle(192.5, 175, 2.6, "#c8323c", width=1.2),
        path("M 170 204 L 160 178", stroke=INK, width=2.4 + 2 * OUT),
        path("M 170 204 L 160 178", stroke="#c9ccd2", width=2.4),
        circle(159.5, 177, 2.6, "#c8323c", width=1.2),
        circle(184, 204, 8, "#e4679b", width=1.8),
        path("M 178 200 Q 184 204 190 200 M 178 206 Q 184 210 190 206", stroke="#c24a7d",
             width=1.2),
        path("M 156 206 L 196 206 L 200 246 Q 176 254 152 246 Z", cloth),
        path("M 158 216 L 194 216 M 157 228 L 196 228 M 155 240 L 198 240", stroke=cloth_dark,
             width=1.4),
        circle(166, 222, 2.4, "#e9c46a", stroke="none"),
        circle(184, 234, 2.4, "#e9c46a", stroke="none"),
        circle(175, 222, 2.4, "#f2e8d0", stroke="none"),
    )


# --------------------------------------------------------------------------- Kiki


def beret() -> str:
    black, black_light = "#2b3445", "#46536a"
    splats = ((98, 36, 3.4, "#f0b93a"), (132, 30, 2.6, "#3fb5c2"), (112, 26, 2.2, "#e4679b"),
              (146, 42, 2.8, "#ffffff"), (90, 46, 2.0, "#3fb5c2"), (124, 44, 2.4, "#e45a4a"))
    parts = [
        path("M 120 16 L 122 10", stroke=INK, width=3.2),
        group(ellipse(118, 36, 42, 16, black), "rotate(-10 118 36)"),
        path("M 82 50 Q 118 60 154 44", stroke=INK, width=6 + 2 * OUT),
        path("M 82 50 Q 118 60 154 44", stroke=black_light, width=6),
    ]
    for x, y, r, colour in splats:
        parts.append(circle(x, y, r, colour, stroke="none"))
        parts.append(circle(x + r * 1.4, y + r * 0.6, r * 0.4, colour, stroke="none"))
    return lines(*parts)


def heart(cx: float, cy: float, size: float) -> str:
    s = size
    return (f"M {f(cx)} {f(cy + 0.9 * s)} C {f(cx - 1.3 * s)} {f(cy + 0.1 * s)}, "
            f"{f(cx - 1.1 * s)} {f(cy - 0.9 * s)}, {f(cx - 0.5 * s)} {f(cy - 0.9 * s)} "
            f"C {f(cx - 0.2 * s)} {f(cy - 0.9 * s)}, {f(cx)} {f(cy - 0.6 * s)}, {f(cx)} "
            f"{f(cy - 0.4 * s)} C {f(cx)} {f(cy - 0.6 * s)}, {f(cx + 0.2 * s)} {f(cy - 0.9 * s)}, "
            f"{f(cx + 0.5 * s)} {f(cy - 0.9 * s)} C {f(cx + 1.1 * s)} {f(cy - 0.9 * s)}, "
            f"{f(cx + 1.3 * s)} {f(cy + 0.1 * s)}, {f(cx)} {f(cy + 0.9 * s)} Z")


def heart_sunglasses() -> str:
    parts = []
    for cx in (EYE_L[0], EYE_R[0]):
        parts.append(path(heart(cx, 84, 11), "#e4679b", width=2.6, extra=' fill-opacity="0.85"'))
        parts.append(path(f"M {f(cx - 7)} 81 Q {f(cx - 5)} 77 {f(cx - 1)} 78", stroke=WHITE,
                          width=2, extra=' opacity="0.6"'))
    parts.append(path("M 117 80 Q 120 78 123 80", width=2.6))
    parts.append(path("M 94 80 L 87 79 M 146 80 L 153 79", width=2.6))
    return lines(*parts)


def headphones() -> str:
    teal, teal_dark = "#3fb5c2", "#2a8d99"
    parts = [banded("M 96 118 Q 96 142 120 146 Q 144 142 144 118", "#3a3f4a", 4)]
    for cx, turn in ((96, -18), (144, 18)):
        parts.append(group(lines(ellipse(cx, 124, 10, 12.5, teal),
                                 ellipse(cx, 124, 6, 8, teal_dark, width=1.4)),
                           f"rotate({turn} {cx} 124)"))
    return lines(*parts)


def palette() -> str:
    wood, wood_dark = "#d9a86a", "#b07e44"
    board = ("M 48 232 C 44 218, 70 208, 88 216 C 98 220, 98 232, 90 236 "
             "C 84 240, 88 248, 80 254 C 66 262, 50 250, 48 232 Z")
    parts = [path(board, wood), ellipse(74, 242, 5, 3.6, wood_dark, width=1.6)]
    for x, y, colour in ((58, 226, "#e45a4a"), (70, 219, "#f0b93a"), (83, 222, "#3fb5c2"),
                         (58, 242, "#4f7fbf"), (66, 252, "#e4679b")):
        parts.append(circle(x, y, 4, colour, width=1.2))
    parts.append(path("M 86 246 L 102 212", stroke=INK, width=3 + 2 * OUT))
    parts.append(path("M 86 246 L 102 212", stroke="#c8323c", width=3))
    parts.append(path("M 102 212 L 105 205", stroke=INK, width=3.6))
    return lines(*parts)


def bomber_jacket() -> str:
    olive, olive_light, rib = "#6b7f3e", "#7f9550", "#3f4a26"
    parts = open_jacket(olive, olive_light, rib, lapels=False)
    parts.append(path("M 104 123 Q 92 126 92 132 L 106 150 Z M 136 123 Q 148 126 148 132 "
                      "L 134 150 Z", rib, width=1.6))
    parts.append(path("M 80 232 L 112 232 M 128 232 L 160 232", stroke=rib, width=5))
    parts.append(circle(92, 170, 6, "#f0b93a", width=1.4))  # a smiley badge
    parts.append(path("M 89 171 Q 92 174 95 171", width=1.2))
    parts.append(path(heart(150, 186, 6), "#e4679b", width=1.4))
    parts.append(base.poly(base.star(88, 204, 6, 2.6), "#ffffff", width=1.2))
    return lines(*parts)


def sketchbook() -> str:
    return group(lines(
        rect(158, 196, 36, 48, "#c8323c", rx=2),
        rect(164, 206, 24, 16, "#f2e8d0", width=1.2),
        path("M 168 216 Q 172 208 176 214 Q 180 220 184 210", stroke="#4f7fbf", width=1.4),
        *(circle(162 + 6 * i, 196, 2, "#c9ccd2", width=1) for i in range(6)),
    ), "rotate(-12 176 220)")


# --------------------------------------------------------------------------- Amara


def gardenia() -> str:
    parts = [
        path("M 80 58 Q 66 66 64 54 Q 74 50 80 58 Z", "#2e7d4f", width=1.6),
        path("M 86 60 Q 92 72 100 64 Q 94 56 86 60 Z", "#2e7d4f", width=1.6),
    ]
    for k in range(6):
        angle = 2 * math.pi * k / 6
        x, y = 82 + 9 * math.cos(angle), 48 + 9 * math.sin(angle)
        parts.append(circle(x, y, 7.5, "#fbf7ee", width=1.6))
    parts.append(circle(82, 48, 6, "#f4e7c8", width=1.2))
    parts.append(circle(82, 48, 2.6, "#e9c46a", stroke="none"))
    return lines(*parts)


def cat_eye_glasses() -> str:
    parts = []
    for cx, side in ((EYE_L[0], -1), (EYE_R[0], 1)):
        outer = cx + side * 13
        frame = (f"M {f(cx - side * 10)} 79 Q {f(cx)} 76 {f(outer)} 74 "
                 f"Q {f(cx + side * 11)} 92 {f(cx)} 92 Q {f(cx - side * 11)} 91 "
                 f"{f(cx - side * 10)} 79 Z")
        parts.append(path(frame, "#ffffff", width=4.6, extra=' fill-opacity="0.18"'))
        parts.append(path(frame, "none", stroke="#1c1a22", width=2.4))
        parts.append(circle(outer - side * 1.5, 76, 1.4, "#f7f3ff", width=0.8))
        parts.append(circle(outer - side * 5, 76.5, 1.1, "#f7f3ff", width=0.7))
    parts.append(path("M 117 81 Q 120 79 123 81", width=2.6))
    return lines(*parts)


def gold_necklace() -> str:
    parts = [
        path("M 106 126 Q 120 142 134 126", stroke=INK, width=2.4 + 2 * OUT),
        path("M 106 126 Q 120 142 134 126", stroke=GOLD, width=2.4),
        path("M 104 128 Q 120 154 136 128", stroke=GOLD_DARK, width=1.6),
    ]
    for i in range(7):
        x, y = quad((104, 128), (120, 154), (136, 128), (i + 1) / 8)
        parts.append(path(f"M {f(x - 2.2)} {f(y)} L {f(x)} {f(y + 5)} L {f(x + 2.2)} {f(y)} Z",
                          GOLD, width=1))
    parts.append(circle(120, 145, 3.6, "#1f8a62", stroke=GOLD_DARK, width=1.6))
    return lines(*parts)


def velvet_stole() -> str:
    wine, wine_light, wine_dark = "#7a2038", "#9b3350", "#5a1428"
    parts = [
        path("M 92 124 Q 120 140 148 124 L 156 136 Q 120 152 84 136 Z", wine),
        path("M 84 134 Q 66 150 66 190 L 64 226 L 82 228 L 84 196 Q 86 160 96 140 Z", wine),
        path("M 156 134 Q 174 150 174 190 L 176 226 L 158 228 L 156 196 Q 154 160 144 140 Z",
             wine),
        path("M 76 150 Q 72 180 72 214", stroke=wine_light, width=2.4),
        path("M 164 150 Q 168 180 168 214", stroke=wine_light, width=2.4),
        path("M 96 136 Q 120 146 144 136", stroke=wine_dark, width=1.6),
    ]
    for x0, x1 in ((64, 82), (158, 176)):
        for i in range(5):
            x = x0 + (x1 - x0) * (i + 0.5) / 5
            parts.append(path(f"M {f(x)} 228 L {f(x)} 236", stroke=wine_dark, width=1.8))
    return lines(*parts)


def opera_gloves() -> str:
    satin, shine = "#23202b", "#5a5668"
    parts = []
    for arm, hand, side in ((ARM_L, HAND_L, -1), (ARM_R, HAND_R, 1)):
        piece = sub_limb(arm, 0.42, 1.0)
        parts.append(limb(piece, satin, 19))
        parts.append(circle(hand[0], hand[1], 10.5, satin))
        top = piece[0]
        parts.append(path(f"M {f(top[0] - 9)} {f(top[1] - 1)} L {f(top[0] + 9)} "
                          f"{f(top[1] + 1)}", stroke=shine, width=1.6))
        low = quad(*arm, 0.75)
        parts.append(path(f"M {f(low[0] - side * 4)} {f(low[1] - 12)} L {f(low[0] - side * 4)} "
                          f"{f(low[1] + 8)}", stroke=shine, width=1.8))
    return lines(*parts)


def microphone() -> str:
    chrome, chrome_dark = "#c9ccd2", "#8a8f96"
    return lines(
        path("M 178 236 L 176 256", stroke=INK, width=5 + 2 * OUT),
        path("M 178 236 L 176 256", stroke="#3a3f4a", width=5),
        rect(171, 224, 14, 14, chrome_dark, rx=3),
        ellipse(178, 212, 12, 16, chrome),
        path("M 168 204 L 188 204 M 167 212 L 189 212 M 168 220 L 188 220", stroke=chrome_dark,
             width=1.4),
        path("M 178 197 L 178 227", stroke=chrome_dark, width=1.4),
        path("M 171 203 Q 172 198 176 197", stroke=WHITE, width=1.8, extra=' opacity="0.8"'),
    )


# --------------------------------------------------------------------------- Mei


def pencil() -> str:
    return group(lines(
        rect(138, 64, 38, 7, "#f0b93a", width=1.8),
        path("M 138 64 L 128 67.5 L 138 71 Z", "#e8c89a", width=1.6),
        path("M 128 67.5 L 131.5 66.3 L 131.5 68.7 Z", INK, stroke="none"),
        rect(176, 64, 5, 7, "#c9ccd2", width=1.4),
        rect(181, 64, 5, 7, "#e4679b", rx=1.6, width=1.4),
        path("M 140 67.5 L 174 67.5", stroke="#d49c22", width=1.2),
    ), "rotate(-28 156 68)")


def round_glasses() -> str:
    parts = []
    for cx in (EYE_L[0], EYE_R[0]):
        parts.append(circle(cx, 84, 10.5, "#ffffff", stroke=INK, width=4.4,
                            extra=' fill-opacity="0.18"'))
        parts.append(circle(cx, 84, 10.5, "none", stroke="#8a5a34", width=2.2))
    parts.append(path("M 117.5 82 Q 120 79.5 122.5 82", stroke="#8a5a34", width=2.4))
    parts.append(path("M 96.5 82 L 88 80 M 143.5 82 L 152 80", width=2.4))
    return lines(*parts)


def silk_neckerchief() -> str:
    navy, navy_dark = "#2c3e5a", "#1d2a40"
    parts = [
        path("M 108 114 Q 120 124 132 114 L 134 126 Q 120 134 106 126 Z", navy),
        path("M 130 122 L 146 142 L 136 146 L 128 128 Z", navy),
        path("M 128 124 L 134 148 L 124 146 L 124 128 Z", navy_dark),
        ellipse(129, 124, 5, 4.4, navy),
    ]
    for x, y in ((114, 121), (122, 125), (139, 138), (129, 140), (112, 127)):
        parts.append(circle(x, y, 1.4, WHITE, stroke="none"))
    return lines(*parts)


def lanyard() -> str:
    strap = "M 106 126 Q 108 150 118 172 M 134 126 Q 132 150 122 172"
    return lines(
        banded(strap, "#c8323c", 3),
        rect(116, 170, 8, 6, "#c9ccd2", rx=1, width=1.2),
        rect(106, 175, 28, 34, WHITE, rx=3),
        rect(110, 180, 9, 11, "#8fbce0", rx=1, width=1),
        path("M 122 182 L 131 182 M 122 187 L 129 187 M 110 197 L 130 197 M 110 202 L 126 202",
             stroke="#8a8f96", width=1.4),
    )


def calculator() -> str:
    parts = [
        rect(48, 214, 40, 46, "#e8e1cf", rx=4),
        rect(53, 219, 30, 10, "#9fb89a", rx=1.4, width=1.4),
        path("M 66 226 L 79 226", stroke="#2f3d2c", width=1.6),
    ]
    for row in range(3):
        for col in range(4):
            colour = "#f0b93a" if col == 3 else "#5a5f6e"
            parts.append(rect(53 + col * 7.6, 234 + row * 8, 5.4, 5.6, colour, rx=1, width=0.9))
    return lines(*parts)


def ledger() -> str:
    return group(lines(
        rect(156, 196, 40, 52, "#2e6b4f", rx=2),
        rect(156, 196, 8, 52, "#1f4d38", width=1.6),
        rect(170, 208, 20, 10, GOLD, rx=1, width=1.2),
        path("M 172 226 L 190 226 M 172 232 L 190 232 M 172 238 L 186 238", stroke=GOLD_LIGHT,
             width=1.2),
    ), "rotate(8 176 222)")


# --------------------------------------------------------------------------- Lucia


def sunglasses_on_head() -> str:
    shell, shell_dark = "#7a4b2a", "#4a2a14"
    parts = []
    for cx in (104.0, 136.0):
        parts.append(rect(cx - 14, 44, 28, 14, shell, rx=6, width=2.4))
        parts.append(rect(cx - 10, 47, 20, 8, "#20262e", rx=4, stroke="none",
                          extra=' opacity="0.85"'))
        parts.append(path(f"M {f(cx - 6)} 53 L {f(cx + 1)} 48", stroke=WHITE, width=1.6,
                          extra=' opacity="0.5"'))
    parts.append(path("M 118 48 Q 120 46 122 48", width=2.6))
    for x, y in ((96, 45), (108, 56), (140, 46), (132, 56)):
        parts.append(circle(x, y, 1.4, shell_dark, stroke="none"))
    return lines(*parts)


def tea_towel() -> str:
    parts = [
        path("M 80 124 Q 94 118 104 128 L 108 196 L 74 196 Z", WHITE),
    ]
    for row in range(4):
        for col in range(3):
            if (row + col) % 2 == 0:
                x, y = 77 + col * 10.5, 134 + row * 14
                parts.append(rect(x, y, 9, 12, "#c8323c", stroke="none"))
    parts.append(path("M 80 124 Q 94 118 104 128 L 108 196 L 74 196 Z", "none"))
    parts.append(path("M 74 188 L 108 188", stroke="#c8323c", width=2.4))
    return lines(*parts)


def wooden_spoon() -> str:
    wood, wood_dark = "#c88c55", "#9a6334"
    return group(lines(
        rect(62, 196, 7, 60, wood, rx=3),
        ellipse(65.5, 188, 9, 13, wood),
        ellipse(65.5, 189, 5.5, 8.5, wood_dark, stroke="none", extra=' opacity="0.6"'),
    ), "rotate(-8 66 236)")


def chianti() -> str:
    straw, straw_dark = "#e2c27a", "#b8954a"
    parts = [
        rect(172, 186, 8, 22, "#2e6b4f", width=2),
        rect(171, 182, 10, 6, "#c8323c", width=1.6),
        path("M 166 214 Q 160 224 162 240 Q 166 258 176 258 Q 186 258 190 240 Q 192 224 186 214 "
             "Q 180 206 176 206 Q 172 206 166 214 Z", "#2e6b4f"),
        path("M 163 226 Q 162 244 168 256 L 184 256 Q 190 244 189 226 Z", straw),
    ]
    for i in range(5):
        x = 166 + i * 5
        parts.append(path(f"M {f(x)} 228 L {f(x + 1)} 254", stroke=straw_dark, width=1.2))
    parts.append(path("M 164 232 L 188 232 M 164 244 L 188 244", stroke=straw_dark, width=1.2))
    parts.append(path("M 170 214 Q 168 220 168 226", stroke=WHITE, width=1.8,
                      extra=' opacity="0.5"'))
    return lines(*parts)


def waist_apron() -> str:
    black, black_light = "#26262b", "#3c3c44"
    return lines(
        path("M 84 212 L 156 212 L 160 272 L 80 272 Z", black),
        path("M 82 212 L 158 212", stroke=INK, width=5 + 2 * OUT),
        path("M 82 212 L 158 212", stroke=black_light, width=5),
        rect(104, 226, 32, 18, black_light, rx=2, width=1.6),
        path("M 120 226 L 120 244", stroke=black, width=1.6),
        path("M 96 212 Q 92 226 98 236 M 144 212 Q 148 226 142 236", stroke=black_light,
             width=3),
    )


def cornicello() -> str:
    chain = "M 110 130 Q 114 160 120 166 Q 126 160 130 130"
    return lines(
        path(chain, stroke=GOLD_DARK, width=1.6),
        circle(120, 167, 2.2, GOLD, width=1),
        path("M 117 169 Q 114 182 124 190 Q 119 182 123 169 Z", "#d8433c", width=1.6),
        path("M 118 172 Q 117 180 121 185", stroke="#f28a7c", width=1.2),
    )


# --------------------------------------------------------------------------- Ingrid


def tweed_cap() -> str:
    tweed, tweed_dark, tweed_light = "#8a7358", "#6b5740", "#a68d6e"
    parts = [
        path("M 84 56 C 80 30, 112 22, 130 24 C 150 26, 162 40, 158 54 Q 120 50 84 56 Z", tweed),
        path("M 86 54 Q 112 48 140 52 Q 134 64 108 64 Q 90 64 86 54 Z", tweed_dark),
        circle(122, 24.5, 3, tweed_dark, width=1.4),
    ]
    for x0, y0, x1, y1 in ((96, 36, 104, 46), (110, 30, 116, 42), (128, 30, 132, 42),
                           (144, 36, 146, 46), (102, 32, 96, 44), (138, 32, 142, 44)):
        parts.append(path(f"M {x0} {y0} L {x1} {y1}", stroke=tweed_light, width=1.2))
    return lines(*parts)


def nordic_scarf() -> str:
    red, red_dark = "#b8323c", "#8e2530"
    parts = [
        path("M 104 108 Q 120 118 136 108 L 142 126 Q 120 138 98 126 Z", red),
        poly([(124, 124), (140, 122), (146, 196), (128, 198)], red),
    ]
    for y in (140.0, 176.0):
        parts.append(path(f"M {f(126)} {f(y)} L {f(144)} {f(y - 1)}", stroke=WHITE, width=2))
    for k in range(4):  # a row of little Nordic crosses
        x, y = 129 + k * 4.2, 158 - k * 0.3
        parts.append(path(f"M {f(x - 1.6)} {f(y)} L {f(x + 1.6)} {f(y)} M {f(x)} {f(y - 1.6)} "
                          f"L {f(x)} {f(y + 1.6)}", stroke=WHITE, width=1.2))
    for x in (104.0, 114.0, 124.0, 134.0):
        parts.append(path(f"M {f(x)} {f(118 if x in (104.0, 134.0) else 122)} l 2 8",
                          stroke=WHITE, width=1.6))
    for i in range(5):
        x = 129 + i * 4
        parts.append(path(f"M {f(x)} {f(197.5 - i * 0.3)} L {f(x + 0.5)} {f(205)}",
                          stroke=red_dark, width=2))
    return lines(*parts)


def tweed_blazer() -> str:
    tweed, tweed_light, patch = "#7d6b52", "#93805f", "#4a3a28"
    parts = open_jacket(tweed, tweed_light, patch)
    for elbow in (ELBOW_L, ELBOW_R):
        parts.append(ellipse(elbow[0], elbow[1] + 2, 7, 10, patch, width=1.6))
    for x in (86.0, 96.0, 144.0, 154.0):
        parts.append(path(f"M {f(x)} 160 L {f(x + 1)} 230", stroke=tweed_light, width=1))
    parts.append(path("M 146 146 L 160 146", stroke=patch, width=2.4))
    return lines(*parts)


def gold_medal() -> str:
    parts = [
        poly([(106, 126), (114, 126), (124, 170), (116, 170)], "#2f6fb3", width=1.8),
        poly([(134, 126), (126, 126), (116, 170), (124, 170)], "#f0c93a", width=1.8),
        circle(120, 178, 11, GOLD, width=2),
        circle(120, 178, 7.5, GOLD_LIGHT, stroke=GOLD_DARK, width=1.2),
        base.poly(base.star(120, 178, 5, 2.2), GOLD_DARK, stroke="none"),
    ]
    return lines(*parts)


def chess_king() -> str:
    ivory, ivory_dark = "#f4efe4", "#c9bc9c"
    return lines(
        path("M 60 180 L 72 180 M 66 174 L 66 186", stroke=INK, width=3.2 + 2 * OUT),
        path("M 60 180 L 72 180 M 66 174 L 66 186", stroke=ivory, width=3.2),
        path("M 58 192 Q 66 186 74 192 L 71 200 L 61 200 Z", ivory),
        path("M 61 200 L 71 200 Q 70 218 76 234 L 56 234 Q 62 218 61 200 Z", ivory),
        rect(54, 233, 24, 7, ivory, rx=2),
        rect(52, 240, 28, 8, ivory_dark, rx=2),
        path("M 63 206 Q 63 220 60 230", stroke=ivory_dark, width=1.6),
    )


def chess_clock() -> str:
    wood, wood_dark = "#7a4b2a", "#5a351c"
    parts = [
        rect(180, 214, 6, 8, "#c8323c", rx=1, width=1.4),
        rect(158, 214, 6, 8, "#c9ccd2", rx=1, width=1.4),
        path("M 150 222 L 194 222 L 198 256 L 146 256 Z", wood),
        path("M 150 250 L 194 250", stroke=wood_dark, width=1.6),
    ]
    for cx in (161.0, 183.0):
        parts.append(circle(cx, 236, 8.5, CREAM, width=1.6))
        parts.append(path(f"M {f(cx)} 236 L {f(cx)} 230 M {f(cx)} 236 L {f(cx + 4)} 238",
                          width=1.4))
    return lines(*parts)


# --------------------------------------------------------------------------- wardrobes


@dataclass(frozen=True)
class Piece:
    """One item of her wardrobe: names, where it sits (its box in avatar units), layer."""

    id: str
    names: dict[str, str]
    box: Box
    layer: int
    draw: Callable[[], str]
    icon_box: Box | None = None  # a square round the box unless given


def names(en: str, fr: str, pt: str, es: str, de: str) -> dict[str, str]:
    return {"en": en, "fr": fr, "pt": pt, "es": es, "de": de}


#: Her items in the order she puts them on the line: the first one is pawned first.
WARDROBES: dict[str, tuple[Piece, ...]] = {
    "rosa": (
        Piece("biscuit_tin", names("Biscuit tin", "Boîte à biscuits", "Lata de biscoitos",
                                   "Lata de galletas", "Keksdose"), (44, 222, 96, 258), 70,
              biscuit_tin),
        Piece("knitting_bag", names("Knitting bag", "Sac à tricot", "Bolsa de tricô",
                                    "Bolsa de punto", "Strickbeutel"), (150, 170, 204, 254), 35,
              knitting_bag),
        Piece("apron", names("Baker's apron", "Tablier", "Avental", "Delantal", "Backschürze"),
              (80, 120, 160, 272), 20, apron),
        Piece("cameo_brooch", names("Cameo brooch", "Broche camée", "Broche camafeu",
                                    "Broche camafeo", "Kameenbrosche"), (110, 144, 130, 172),
              45, cameo_brooch, (104, 142, 136, 174)),
        Piece("knitted_shawl", names("Knitted shawl", "Châle tricoté", "Xale de tricô",
                                     "Chal de punto", "Strickschal"), (62, 118, 178, 208), 40,
              knitted_shawl),
        Piece("reading_glasses", names("Reading glasses", "Lunettes de lecture",
                                       "Óculos de leitura", "Gafas de lectura", "Lesebrille"),
              (82, 80, 158, 140), 50, reading_glasses),
    ),
    "kiki": (
        Piece("sketchbook", names("Sketchbook", "Carnet de croquis", "Caderno de esboços",
                                  "Cuaderno de bocetos", "Skizzenbuch"), (148, 184, 206, 254),
              35, sketchbook),
        Piece("palette", names("Paint palette", "Palette", "Paleta de tintas", "Paleta",
                               "Malpalette"), (42, 200, 110, 264), 70, palette),
        Piece("headphones", names("Headphones", "Casque audio", "Fones de ouvido", "Auriculares",
                                  "Kopfhörer"), (80, 108, 160, 152), 45, headphones),
        Piece("bomber_jacket", names("Bomber jacket", "Blouson", "Jaqueta bomber",
                                     "Cazadora", "Bomberjacke"), (50, 118, 190, 248), 20,
              bomber_jacket, (50, 100, 190, 250)),
        Piece("heart_sunglasses", names("Heart sunglasses", "Lunettes cœur", "Óculos de coração",
                                        "Gafas de corazón", "Herzbrille"), (84, 70, 156, 98), 50,
              heart_sunglasses),
        Piece("beret", names("Painter's beret", "Béret de peintre", "Boina de pintor",
                             "Boina de pintor", "Malerbaskenmütze"), (72, 6, 164, 64), 60, beret),
    ),
    "amara": (
        Piece("cat_eye_glasses", names("Cat-eye glasses", "Lunettes papillon", "Óculos gatinho",
                                       "Gafas de ojo de gato", "Katzenaugenbrille"),
              (84, 70, 156, 96), 50, cat_eye_glasses),
        Piece("opera_gloves", names("Opera gloves", "Gants d'opéra", "Luvas de ópera",
                                    "Guantes de ópera", "Operahandschuhe"), (50, 152, 190, 256),
              30, opera_gloves),
        Piece("velvet_stole", names("Velvet stole", "Étole de velours", "Estola de veludo",
                                    "Estola de terciopelo", "Samtstola"), (58, 118, 182, 240), 40,
              velvet_stole),
        Piece("gold_necklace", names("Gold necklace", "Collier en or", "Colar de ouro",
                                     "Collar de oro", "Goldkette"), (100, 120, 140, 162), 45,
              gold_necklace),
        Piece("gardenia", names("Gardenia", "Gardénia", "Gardênia", "Gardenia", "Gardenie"),
              (60, 28, 104, 74), 60, gardenia),
        Piece("microphone", names("Microphone", "Micro", "Microfone", "Micrófono", "Mikrofon"),
              (162, 192, 194, 262), 70, microphone),
    ),
    "mei": (
        Piece("ledger", names("Ledger", "Grand livre", "Livro-razão", "Libro de cuentas",
                              "Kassenbuch"), (148, 190, 204, 256), 35, ledger),
        Piece("calculator", names("Calculator", "Calculatrice", "Calculadora", "Calculadora",
                                  "Taschenrechner"), (44, 210, 92, 264), 70, calculator),
        Piece("lanyard", names("Name badge", "Badge", "Crachá", "Acreditación", "Namensschild"),
              (100, 120, 140, 212), 45, lanyard),
        Piece("silk_neckerchief", names("Silk neckerchief", "Foulard de soie", "Lenço de seda",
                                        "Pañuelo de seda", "Seidentuch"), (102, 108, 150, 152),
              40, silk_neckerchief),
        Piece("round_glasses", names("Round glasses", "Lunettes rondes", "Óculos redondos",
                                     "Gafas redondas", "Runde Brille"), (84, 70, 156, 98), 50,
              round_glasses),
        Piece("pencil", names("Pencil", "Crayon", "Lápis", "Lápiz", "Bleistift"),
              (124, 40, 190, 96), 60, pencil),
    ),
    "lucia": (
        Piece("tea_towel", names("Tea towel", "Torchon", "Pano de prato", "Paño de cocina",
                                 "Geschirrtuch"), (70, 116, 112, 200), 40, tea_towel),
        Piece("wooden_spoon", names("Wooden spoon", "Cuillère en bois", "Colher de pau",
                                    "Cuchara de palo", "Kochlöffel"), (48, 170, 84, 262), 70,
              wooden_spoon),
        Piece("chianti", names("Chianti bottle", "Fiasque de chianti", "Garrafa de Chianti",
                               "Botella de Chianti", "Chiantiflasche"), (156, 178, 196, 262), 70,
              chianti),
        Piece("waist_apron", names("Waist apron", "Tablier de service", "Avental de cintura",
                                   "Mandil", "Kellnerschürze"), (76, 206, 164, 276), 30,
              waist_apron),
        Piece("cornicello", names("Lucky horn", "Corne porte-bonheur", "Corninho da sorte",
                                  "Cuerno de la suerte", "Glückshorn"), (106, 126, 134, 194), 45,
              cornicello),
        Piece("sunglasses", names("Sunglasses", "Lunettes de soleil", "Óculos de sol",
                                  "Gafas de sol", "Sonnenbrille"), (86, 40, 154, 62), 60,
              sunglasses_on_head),
    ),
    "ingrid": (
        Piece("chess_clock", names("Chess clock", "Pendule d'échecs", "Relógio de xadrez",
                                   "Reloj de ajedrez", "Schachuhr"), (142, 210, 202, 260), 70,
              chess_clock),
        Piece("tweed_cap", names("Tweed cap", "Casquette en tweed", "Boina de tweed",
                                 "Gorra de tweed", "Tweedmütze"), (78, 18, 164, 68), 60,
              tweed_cap),
        Piece("nordic_scarf", names("Nordic scarf", "Écharpe nordique", "Cachecol nórdico",
                                    "Bufanda nórdica", "Norwegerschal"), (94, 104, 150, 210), 40,
              nordic_scarf),
        Piece("tweed_blazer", names("Tweed blazer", "Veste en tweed", "Blazer de tweed",
                                    "Americana de tweed", "Tweedsakko"), (50, 118, 190, 248), 20,
              tweed_blazer, (50, 100, 190, 250)),
        Piece("chess_king", names("Chess king", "Roi d'échecs", "Rei de xadrez",
                                  "Rey de ajedrez", "Schachkönig"), (48, 168, 84, 252), 70,
              chess_king),
        Piece("gold_medal", names("Gold medal", "Médaille d'or", "Medalha de ouro",
                                  "Medalla de oro", "Goldmedaille"), (102, 122, 138, 192), 45,
              gold_medal),
    ),
}


def square(box: Box) -> Box:
    """A square round ``box`` with a little margin, for the item's icon."""
    x0, y0, x1, y1 = box
    side = max(x1 - x0, y1 - y0) * 1.06
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    return (cx - side / 2, cy - side / 2, cx + side / 2, cy + side / 2)


def _quoted(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def wardrobe_yaml(character: str, pieces: tuple[Piece, ...]) -> str:
    lines_out = [
        f"# {character.capitalize()}'s own wardrobe. Generated by assets/src/make_roster_art.py",
        "# (drawings in assets/src/wardrobe_art.py); edit those and run it again rather than",
        "# editing this file. The items in the order she puts them on the line, each as a",
        "# forfeit theme's item (docs/themes.md), paths inside her folder.",
        "items:",
    ]
    for piece in pieces:
        x0, y0, x1, y1 = piece.box
        anchor = f"[{((x0 + x1) / 2 - X0) / W:.4f}, {(y0 + y1) / 2 / H:.4f}]"
        named = ", ".join(f"{lang}: {_quoted(piece.names[lang])}" for lang in LANG_ORDER)
        lines_out += [
            f"  - id: {piece.id}",
            f"    name: {{{named}}}",
            f"    image: wardrobe/{piece.id}.svg",
            f"    icon: wardrobe/icons/{piece.id}.svg",
            f"    anchor: {anchor}",
            f"    size: {(y1 - y0) / H:.4f}",
            f"    layer: {piece.layer}",
        ]
    return "\n".join(lines_out) + "\n"


def wardrobe_files(character: str, folder: Path) -> dict[Path, str]:
    """Every file of her wardrobe (path -> text); nothing for a character without one."""
    pieces = WARDROBES.get(character, ())
    if not pieces:
        return {}
    files = {folder / "wardrobe.yaml": wardrobe_yaml(character, pieces)}
    for piece in pieces:
        files[folder / "wardrobe" / f"{piece.id}.svg"] = document(piece.box, piece.draw())
        files[folder / "wardrobe" / "icons" / f"{piece.id}.svg"] = document(
            square(piece.icon_box or piece.box), piece.draw())
    return files
