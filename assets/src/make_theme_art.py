"""Draw the built-in forfeit themes (avatar, items, icons, manifests) as SVG, reproducibly.

Run from the repository root:  python assets/src/make_theme_art.py [--out assets/forfeits]

The avatar is a portrait (a 180 x 300 box, head to mid-thigh) drawn once per mood: the
neutral face is ``avatar.svg`` and each other mood a whole avatar under ``faces/``, listed
as the manifest's ``expressions``. Every item is drawn in the avatar's own coordinates and
saved with a viewBox cut tight around it, so the anchor (box centre) and size (box height)
written to the manifest place it exactly where it was drawn. Icons (for the pawned and lost
states) reuse the same drawing in a square box, with pairs (gloves) moved closer together.
Only the standard library is used; the output depends on nothing but this file.
"""

from __future__ import annotations

import argparse
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

X0, W, H = 40.0, 180.0, 300.0  # the avatar's box: x from X0 to X0 + W, y from 0 to H
INK = "#2b2220"
OUT = 2.2

# The table palette: felt greens, brass gold, cream, burgundy, navy, wood.
FELT = "#2e6b4f"
FELT_DARK = "#1f4d38"
GOLD = "#d9b45a"
GOLD_DARK = "#b08a36"
GOLD_LIGHT = "#f0d68c"
CREAM = "#f2e8d0"
BURGUNDY = "#8e2f3c"
BURGUNDY_DARK = "#6a2029"
NAVY = "#2c3e5a"
NAVY_LIGHT = "#3f5679"
WOOD = "#7a4b2a"
WOOD_DARK = "#5a351c"
TAN = "#b07440"
TAN_LIGHT = "#c88c55"

SKIN = "#edbb94"
SKIN_SHADE = "#d99f78"
CHEEK = "#e8887a"
HAIR = "#5b3a29"
HAIR_LIGHT = "#74503a"
TOP = "#e6dcc3"
TOP_SHADE = "#d2c6a8"
TROUSERS = "#46546a"
TROUSERS_SHADE = "#3a4659"
SHOES = "#3a2e2a"

# Where the body is, shared by the avatar and the items that fit it.
SHOULDER_L, ELBOW_L, WRIST_L = (86.0, 140.0), (72.0, 188.0), (68.0, 230.0)
SHOULDER_R, ELBOW_R, WRIST_R = (154.0, 140.0), (168.0, 188.0), (172.0, 230.0)
HAND_L, HAND_R = (67.0, 242.0), (173.0, 242.0)
EYE_L, EYE_R = (107.0, 84.0), (133.0, 84.0)

Box = tuple[float, float, float, float]  # x0, y0, x1, y1 in avatar units


def f(value: float) -> str:
    """A number with at most two decimals and no trailing zeros, so output is stable."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def pts(points: Sequence[tuple[float, float]]) -> str:
    return " ".join(f"{f(x)},{f(y)}" for x, y in points)


def path(d: str, fill: str = "none", stroke: str = INK, width: float = OUT, extra: str = "") -> str:
    stroke_part = (
        f' stroke="{stroke}" stroke-width="{f(width)}" stroke-linejoin="round"'
        f' stroke-linecap="round"'
        if stroke != "none"
        else ""
    )
    return f'<path d="{d}" fill="{fill}"{stroke_part}{extra}/>'


def poly(
    points: Sequence[tuple[float, float]],
    fill: str,
    stroke: str = INK,
    width: float = OUT,
    extra: str = "",
) -> str:
    return path("M " + " L ".join(pts([p]) for p in points) + " Z", fill, stroke, width, extra)


def circle(
    cx: float,
    cy: float,
    r: float,
    fill: str,
    stroke: str = INK,
    width: float = OUT,
    extra: str = "",
) -> str:
    stroke_part = f' stroke="{stroke}" stroke-width="{f(width)}"' if stroke != "none" else ""
    return f'<circle cx="{f(cx)}" cy="{f(cy)}" r="{f(r)}" fill="{fill}"{stroke_part}{extra}/>'


def ellipse(
    cx: float,
    cy: float,
    rx: float,
    ry: float,
    fill: str,
    stroke: str = INK,
    width: float = OUT,
    extra: str = "",
) -> str:
    stroke_part = f' stroke="{stroke}" stroke-width="{f(width)}"' if stroke != "none" else ""
    return (
        f'<ellipse cx="{f(cx)}" cy="{f(cy)}" rx="{f(rx)}" ry="{f(ry)}" fill="{fill}"'
        f"{stroke_part}{extra}/>"
    )


def limb(points: Sequence[tuple[float, float]], color: str, width: float) -> str:
    """A thick outlined stroke (arm, sleeve): ink underneath, colour on top."""
    (x0, y0), (x1, y1), (x2, y2) = points
    d = f"M {f(x0)} {f(y0)} Q {f(x1)} {f(y1)} {f(x2)} {f(y2)}"
    return path(d, stroke=INK, width=width + 2 * OUT) + path(d, stroke=color, width=width)


def group(body: str, transform: str = "", extra: str = "") -> str:
    t = f' transform="{transform}"' if transform else ""
    return f"<g{t}{extra}>{body}</g>"


def document(box: Box, body: str, defs: str = "") -> str:
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    defs_part = f"<defs>{defs}</defs>\n" if defs else ""
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="{f(x0)} {f(y0)} {f(w)} {f(h)}"'
        f' width="{f(w)}" height="{f(h)}">\n{defs_part}{body}\n</svg>\n'
    )


def linear(gid: str, c0: str, c1: str, vertical: bool = True) -> str:
    x2, y2 = ("0%", "100%") if vertical else ("100%", "0%")
    return (
        f'<linearGradient id="{gid}" x1="0%" y1="0%" x2="{x2}" y2="{y2}">'
        f'<stop offset="0" stop-color="{c0}"/><stop offset="1" stop-color="{c1}"/>'
        "</linearGradient>"
    )


class Noise:
    """A tiny linear congruential generator: the same numbers on every Python."""

    def __init__(self, seed: int) -> None:
        self.state = seed & 0xFFFFFFFF

    def uniform(self, low: float, high: float) -> float:
        self.state = (1664525 * self.state + 1013904223) & 0xFFFFFFFF
        return low + (high - low) * self.state / 2**32


def quad(
    p0: tuple[float, float], p1: tuple[float, float], p2: tuple[float, float], t: float
) -> tuple[float, float]:
    u = 1 - t
    return (
        u * u * p0[0] + 2 * u * t * p1[0] + t * t * p2[0],
        u * u * p0[1] + 2 * u * t * p1[1] + t * t * p2[1],
    )


def inside(point: tuple[float, float], polygon: Sequence[tuple[float, float]]) -> bool:
    """Even-odd point-in-polygon test, used to scatter sequins within a panel."""
    x, y = point
    result = False
    for (xa, ya), (xb, yb) in zip(polygon, [*polygon[1:], polygon[0]], strict=True):
        if (ya > y) != (yb > y) and x < xa + (y - ya) * (xb - xa) / (yb - ya):
            result = not result
    return result


def mirror(points: Sequence[tuple[float, float]]) -> list[tuple[float, float]]:
    return [(2 * 120 - x, y) for x, y in points]


# --------------------------------------------------------------------------- avatar

MOODS = ("neutral", "pleased", "nervous", "annoyed", "surprised", "smug", "thinking")
"""Her faces: the avatar is ``neutral``; each other mood is a whole avatar of its own."""

HAIR_DARK = "#3d2618"
IRIS = "#5a7d4f"
LIPS = "#b8505e"
MOUTH = "#6e1f2c"
TONGUE = "#e0707a"
SWEAT = "#bfe3f2"


@dataclass(frozen=True)
class Face:
    """How one mood shows: eyelids, gaze, brows, mouth and a few extras."""

    lid: float = 0.0  # how far the upper lid comes down, 0 (open) to 1 (closed)
    lid_tilt: float = 0.0  # >0: lids slope down towards the nose (cross), <0: outwards (sad)
    happy_eyes: bool = False  # closed, curved upwards: a laugh
    wide: bool = False  # surprise: bigger whites, smaller pupils
    gaze: tuple[float, float] = (0.0, 0.0)  # pupil offset (x towards her left, y down)
    brows: tuple[str, str] = ("M 99 70 Q 106 66 113 69", "M 127 69 Q 134 66 141 70")
    mouth: str = "smile"
    blush: float = 0.45
    sweat: bool = False


FACES: dict[str, Face] = {
    "neutral": Face(),
    "pleased": Face(
        happy_eyes=True,
        brows=("M 99 68 Q 106 63 113 66", "M 127 66 Q 134 63 141 68"),
        mouth="laugh",
        blush=0.8,
    ),
    "nervous": Face(
        lid=0.15,
        lid_tilt=-0.5,
        gaze=(-2.0, 0.5),
        brows=("M 99 71 Q 106 70 113 65", "M 127 65 Q 134 70 141 71"),
        mouth="wobble",
        blush=0.2,
        sweat=True,
    ),
    "annoyed": Face(
        lid=0.45,
        lid_tilt=0.9,
        brows=("M 99 67 Q 107 68 114 73", "M 126 73 Q 133 68 141 67"),
        mouth="frown",
        blush=0.65,
    ),
    "surprised": Face(
        wide=True,
        brows=("M 99 67 Q 106 61 113 65", "M 127 65 Q 134 61 141 67"),
        mouth="oh",
        blush=0.35,
    ),
    "smug": Face(
        lid=0.5,
        gaze=(1.6, 0.6),
        brows=("M 99 70 Q 106 68 113 70", "M 127 67 Q 134 62 141 66"),
        mouth="smirk",
        blush=0.5,
    ),
    "thinking": Face(
        lid=0.1,
        gaze=(-1.8, -2.0),
        brows=("M 99 66 Q 106 62 113 66", "M 127 71 Q 134 69 141 71"),
        mouth="hmm",
        blush=0.4,
    ),
}


def eye(cx: float, cy: float, face: Face, side: int) -> list[str]:
    """One eye; ``side`` is -1 for her right eye (left on screen), +1 for the other."""
    if face.happy_eyes:
        return [
            path(
                f"M {f(cx - 6)} {f(cy + 1.5)} Q {f(cx)} {f(cy - 6)} {f(cx + 6)} {f(cy + 1.5)}",
                width=2.6,
            ),
            path(
                f"M {f(cx + side * 6)} {f(cy + 1.5)} L {f(cx + side * 8.5)} {f(cy - 0.5)}",
                width=1.8,
            ),
        ]
    rx, ry = (6.0, 7.4) if face.wide else (5.6, 6.2)
    iris = 3.0 if face.wide else 3.9
    gx, gy = face.gaze
    parts = [ellipse(cx, cy, rx, ry, "#ffffff", width=1.4)]
    parts.append(circle(cx + gx, cy + gy + 0.4, iris, IRIS, stroke="none"))
    parts.append(circle(cx + gx, cy + gy + 0.4, iris * 0.5, INK, stroke="none"))
    parts.append(circle(cx + gx + 1.3, cy + gy - 1.2, 1.2, "#ffffff", stroke="none"))
    top = cy - ry
    if face.lid > 0:
        # The lid: skin from above the eye down to a line, tilted for a cross or sad look.
        drop = face.lid * 2 * ry
        inner = top + drop + face.lid_tilt * 2.4
        outer = top + drop - face.lid_tilt * 2.4
        x_in, x_out = cx - side * (rx + 1), cx + side * (rx + 1)
        parts.append(
            path(
                f"M {f(x_in)} {f(top - 2)} L {f(x_out)} {f(top - 2)} L {f(x_out)} {f(outer)} "
                f"L {f(x_in)} {f(inner)} Z",
                SKIN,
                stroke="none",
            )
        )
        parts.append(path(f"M {f(x_in)} {f(inner)} L {f(x_out)} {f(outer)}", width=2.4))
    else:
        parts.append(
            path(
                f"M {f(cx - rx - 0.6)} {f(cy - 1)} Q {f(cx)} {f(top - 2.6)} "
                f"{f(cx + rx + 0.6)} {f(cy - 1)}",
                width=2.6,
            )
        )
    lash_y = top + (face.lid * 2 * ry if face.lid > 0 else 3)
    parts.append(
        path(
            f"M {f(cx + side * (rx - 0.5))} {f(lash_y)} L {f(cx + side * (rx + 3))} "
            f"{f(lash_y - 2.4)}",
            width=1.8,
        )
    )
    return parts


def mouth(kind: str) -> list[str]:
    if kind == "laugh":
        return [
            path("M 108 100 Q 120 99 132 100 Q 130 114 120 114 Q 110 114 108 100 Z", MOUTH),
            path(
                "M 109.5 101 Q 120 100.5 130.5 101 L 129.8 104 Q 120 105 110.2 104 Z",
                "#ffffff",
                stroke="none",
            ),
            path("M 113 111 Q 120 106 127 111 Q 120 114.5 113 111 Z", TONGUE, stroke="none"),
            path("M 108 100 Q 120 99 132 100 Q 130 114 120 114 Q 110 114 108 100 Z"),
        ]
    if kind == "wobble":
        return [
            path(
                "M 110 105 Q 112.5 101.5 115 105 Q 117.5 108.5 120 105 Q 122.5 101.5 125 105 "
                "Q 127.5 108.5 130 105",
                width=2.2,
            ),
            path("M 108.5 106.5 L 110.5 104", width=1.6),
        ]
    if kind == "frown":
        return [
            path("M 111 107 Q 120 100.5 129 107", width=2.4),
            path("M 114 110.5 Q 120 109 126 110.5", stroke=SKIN_SHADE, width=1.6),
        ]
    if kind == "oh":
        return [
            ellipse(120, 106, 4.6, 6, MOUTH, width=2.2),
            ellipse(120, 108.5, 2.6, 2.2, TONGUE, stroke="none"),
        ]
    if kind == "smirk":
        return [
            path("M 110 104 Q 120 107.5 130 100", width=2.3),
            path("M 129 98.5 Q 131.5 100 131 102.5", width=1.6),
        ]
    if kind == "hmm":
        return [path("M 114 105 Q 119 103.4 126 104.4", width=2.3)]
    return [
        path("M 110 101 Q 120 110 130 101 Q 120 105.5 110 101 Z", LIPS, width=1.6),
        path("M 110 101 Q 120 110 130 101", width=2.2),
    ]


def head(face: Face) -> list[str]:
    """The face for one mood, drawn over the neck and under the fringe."""
    parts = [ellipse(120, 80, 33, 37, SKIN)]
    # A soft shade along the jaw gives the face some volume.
    parts.append(
        path(
            "M 92 96 Q 98 114 120 117 Q 142 114 148 96 Q 140 110 120 112 Q 100 110 92 96 Z",
            SKIN_SHADE,
            stroke="none",
            extra=' opacity="0.55"',
        )
    )
    for (x, y), side in ((EYE_L, -1), (EYE_R, 1)):
        parts += eye(x, y, face, side)
    parts.append(path("M 119 89 Q 116.5 95 120.5 96 Q 122.5 96 123.5 94.5", width=1.6))
    parts.append(ellipse(99, 97, 6.5, 3.6, CHEEK, stroke="none", extra=f' opacity="{face.blush}"'))
    parts.append(ellipse(141, 97, 6.5, 3.6, CHEEK, stroke="none", extra=f' opacity="{face.blush}"'))
    parts.append(
        group("\n".join(mouth(face.mouth)), "translate(120 104) scale(1.18) translate(-120 -104)")
    )
    return parts


def fringe(face: Face) -> list[str]:
    """The fringe, swept to one side, then the brows (drawn over it, as cartoons do)."""
    parts = [
        path(
            "M 86 88 C 82 52, 104 40, 124 42 C 146 43, 160 60, 155 88 "
            "C 152 72, 146 62, 136 54 C 126 60, 112 60, 100 61 "
            "C 92 64, 88 74, 86 88 Z",
            HAIR,
        ),
        path("M 100 50 C 112 44, 132 45, 146 56", stroke=HAIR_LIGHT, width=2.6),
        path("M 94 62 C 100 56, 110 53, 120 52", stroke=HAIR_LIGHT, width=1.8),
        path("M 140 60 C 148 66, 152 74, 153 82", stroke=HAIR_LIGHT, width=1.6),
    ]
    for brow in face.brows:
        parts.append(path(brow, stroke=HAIR_DARK, width=3.8))
    if face.sweat:
        parts.append(
            path(
                "M 151 60 Q 146.5 67.5 148 70 Q 151 73.5 154 70 Q 155.5 67.5 151 60 Z",
                SWEAT,
                width=1.4,
            )
        )
        parts.append(path("M 150.2 66.5 L 149.6 69", stroke="#ffffff", width=1.2))
    return parts


def avatar(mood: str = "neutral") -> str:
    """A friendly cartoon woman in a plain cream top and slate trousers, seen to mid-thigh.

    The canvas stops below her hands: at the table she is a portrait, large enough for her
    face to be read, and every item she can lose is worn above that line.
    """
    face = FACES[mood]
    parts: list[str] = []
    # Back of the bob haircut, behind head and neck.
    parts.append(
        path(
            "M 83 88 C 78 44, 162 44, 157 88 L 160 114 Q 150 122 138 116 "
            "L 102 116 Q 90 122 80 114 Z",
            HAIR,
        )
    )
    # Trousers, cut by the bottom of the portrait.
    parts.append(path(f"M 87 220 L 153 220 L 152 {f(H + 4)} L 88 {f(H + 4)} Z", TROUSERS))
    parts.append(path(f"M 120 236 L 120 {f(H + 4)}", stroke=TROUSERS_SHADE, width=1.6))
    # Sleeves, then the neck and the body of the top over them.
    parts.append(limb([SHOULDER_L, ELBOW_L, WRIST_L], TOP, 19))
    parts.append(limb([SHOULDER_R, ELBOW_R, WRIST_R], TOP, 19))
    parts.append(path("M 111 104 L 129 104 L 130 130 L 110 130 Z", SKIN))
    parts.append(
        path("M 111 112 Q 120 118 129 112 L 129 106 L 111 106 Z", SKIN_SHADE, stroke="none")
    )
    parts.append(
        path(
            "M 104 124 Q 120 134 136 124 L 148 127 Q 162 131 164 146 L 156 226 "
            "L 84 226 L 76 146 Q 78 131 92 127 Z",
            TOP,
        )
    )
    parts.append(path("M 84 214 L 156 214 L 156 226 L 84 226 Z", TOP_SHADE, stroke="none"))
    parts.append(path("M 84 226 L 156 226", width=OUT))
    parts.append(path("M 106 126 Q 120 135 134 126", stroke=TOP_SHADE, width=2))
    parts.append(path("M 96 150 Q 100 180 98 206", stroke=TOP_SHADE, width=1.6))
    parts.append(path("M 144 150 Q 140 180 142 206", stroke=TOP_SHADE, width=1.6))
    # Hands.
    for x, y in (HAND_L, HAND_R):
        parts.append(circle(x, y, 9.5, SKIN))
    parts += head(face)
    parts += fringe(face)
    return document((X0, 0, X0 + W, H), "\n".join(parts))


# --------------------------------------------------------------------------- wardrobe


def hat() -> str:
    parts = [
        ellipse(120, 55, 50, 9, BURGUNDY_DARK),
        path("M 92 53 C 89 32, 97 18, 120 18 C 143 18, 151 32, 148 53 Q 120 58 92 53 Z", BURGUNDY),
        path("M 92.5 44 Q 120 48 147.5 44 L 148.4 52.5 Q 120 57 91.6 52.5 Z", GOLD),
        path("M 108 22 Q 120 30 132 22", stroke=BURGUNDY_DARK, width=2.4),
        path("M 98 30 Q 100 40 99 44", stroke="#a84452", width=3),
    ]
    return group("\n".join(parts), "translate(0 -4)")  # worn high: her brows show


def sunglasses() -> str:
    parts = []
    for cx in (EYE_L[0], EYE_R[0]):
        parts.append(
            f'<rect x="{f(cx - 12)}" y="76" width="24" height="16" rx="6" ry="6" '
            f'fill="url(#lens)" stroke="{INK}" stroke-width="2.6"/>'
        )
        parts.append(
            path(
                f"M {f(cx - 6)} 89 L {f(cx + 4)} 79",
                stroke="#ffffff",
                width=2.2,
                extra=' opacity="0.45"',
            )
        )
    parts.append(path("M 119 82 Q 120 79.5 121 82", width=2.6))
    parts.append(path("M 95 80 L 87 78", width=2.6))
    parts.append(path("M 145 80 L 153 78", width=2.6))
    return "\n".join(parts)


SUNGLASSES_DEFS = (
    '<linearGradient id="lens" x1="0%" y1="0%" x2="0%" y2="100%">'
    '<stop offset="0" stop-color="#34495c" stop-opacity="0.7"/>'
    '<stop offset="1" stop-color="#121a22" stop-opacity="0.82"/></linearGradient>'
)


def scarf() -> str:
    parts = [
        path("M 104 112 Q 120 122 136 112 L 141 127 Q 120 140 99 127 Z", GOLD),
        path("M 102 119 Q 120 130 138 119", stroke=BURGUNDY, width=3.4),
    ]
    left0, left1 = (122.0, 124.0), (127.0, 194.0)
    right0, right1 = (138.0, 124.0), (143.0, 192.0)

    def edge(a: tuple[float, float], b: tuple[float, float], t: float) -> tuple[float, float]:
        return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)

    parts.append(poly([left0, right0, right1, left1], GOLD))
    for start in (0.18, 0.46, 0.74):
        band = [
            edge(left0, left1, start),
            edge(right0, right1, start),
            edge(right0, right1, start + 0.1),
            edge(left0, left1, start + 0.1),
        ]
        parts.append(poly(band, BURGUNDY, stroke="none"))
    parts.append(poly([left0, right0, right1, left1], "none"))
    for i in range(5):
        t = (i + 0.5) / 5
        x, y = edge(left1, right1, t)
        parts.append(
            path(f"M {f(x)} {f(y + 1)} L {f(x + 0.8)} {f(y + 8)}", stroke=GOLD_DARK, width=2.2)
        )
    parts.append(path("M 123 126 Q 130 131 138 126", stroke=GOLD_DARK, width=1.6))
    return "\n".join(parts)


def jacket() -> str:
    parts = [
        limb([SHOULDER_L, ELBOW_L, WRIST_L], NAVY, 23),
        limb([SHOULDER_R, ELBOW_R, WRIST_R], NAVY, 23),
        path(
            f"M {f(WRIST_L[0] - 11)} {f(WRIST_L[1] - 4)} L {f(WRIST_L[0] + 11)} "
            f"{f(WRIST_L[1] - 2)}",
            stroke=NAVY_LIGHT,
            width=2.4,
        ),
        path(
            f"M {f(WRIST_R[0] + 11)} {f(WRIST_R[1] - 4)} L {f(WRIST_R[0] - 11)} "
            f"{f(WRIST_R[1] - 2)}",
            stroke=NAVY_LIGHT,
            width=2.4,
        ),
    ]
    left = [
        (104.0, 123.0),
        (92.0, 126.0),
        (76.0, 134.0),
        (73.0, 150.0),
        (79.0, 238.0),
        (123.0, 238.0),
        (123.0, 198.0),
        (120.0, 196.0),
    ]
    parts.append(path("M 104 123 Q 80 127 73 150 L 79 238 L 123 238 L 123 198 L 120 196 Z", NAVY))
    parts.append(
        path("M 136 123 Q 160 127 167 150 L 161 238 L 117 238 L 117 198 L 120 196 Z", NAVY)
    )
    del left
    lapel_l = "M 104 123 L 120 196 L 111 168 L 95 140 L 97 128 Z"
    lapel_r = "M 136 123 L 120 196 L 129 168 L 145 140 L 143 128 Z"
    parts.append(path(lapel_l, NAVY_LIGHT))
    parts.append(path(lapel_r, NAVY_LIGHT))
    parts.append(path("M 88 212 L 104 212", stroke=NAVY_LIGHT, width=2.4))
    parts.append(path("M 136 212 L 152 212", stroke=NAVY_LIGHT, width=2.4))
    for y in (208.0, 225.0):
        parts.append(circle(120, y, 2.8, GOLD, width=1.2))
    return "\n".join(parts)


def glove(cx: float, cy: float, side: int) -> str:
    """One leather glove over a hand centred at (cx, cy); side -1 left, +1 right."""
    thumb_x = cx - side * 9.5
    parts = [
        f'<rect x="{f(cx - 10.5)}" y="{f(cy - 17)}" width="21" height="9" rx="3" '
        f'fill="{WOOD_DARK}" stroke="{INK}" stroke-width="{f(OUT)}"/>',
        ellipse(
            thumb_x,
            cy - 2,
            4.2,
            6.5,
            WOOD,
            extra=f' transform="rotate({f(side * 25)} {f(thumb_x)} {f(cy - 2)})"',
        ),
        path(
            f"M {f(cx - 10.5)} {f(cy - 8)} L {f(cx + 10.5)} {f(cy - 8)} "
            f"L {f(cx + 11)} {f(cy + 6)} Q {f(cx)} {f(cy + 17)} {f(cx - 11)} {f(cy + 6)} Z",
            WOOD,
        ),
        path(f"M {f(cx - 4)} {f(cy + 2)} L {f(cx - 4)} {f(cy + 9)}", stroke=WOOD_DARK, width=1.4),
        path(f"M {f(cx + 1)} {f(cy + 2)} L {f(cx + 1)} {f(cy + 10)}", stroke=WOOD_DARK, width=1.4),
        path(f"M {f(cx + 6)} {f(cy + 2)} L {f(cx + 6)} {f(cy + 8)}", stroke=WOOD_DARK, width=1.4),
    ]
    return "\n".join(parts)


def gloves() -> str:
    return glove(*HAND_L, -1) + "\n" + glove(*HAND_R, 1)


def handbag() -> str:
    """A small leather handbag hanging from the crook of her left arm."""
    parts = [
        path("M 30 217 C 31 192, 62 180, 79 199", stroke=INK, width=3.6 + 2 * OUT),
        path("M 30 217 C 31 192, 62 180, 79 199", stroke=WOOD_DARK, width=3.6),
        path(
            "M 27 215 L 53 215 Q 57 215 58 219 L 61 246 Q 61 251 56 251 L 22 251 "
            "Q 17 251 17 246 L 21 219 Q 22 215 27 215 Z",
            TAN,
        ),
        path("M 22 232 L 56 232", stroke=TAN_LIGHT, width=1.6),
        path(
            "M 27 215 L 53 215 Q 57 215 58 219 L 59 229 Q 39 236 20 229 L 21 219 Q 22 215 27 215 Z",
            WOOD,
        ),
        f'<rect x="34.5" y="228" width="9" height="7" rx="2" fill="{GOLD}" '
        f'stroke="{INK}" stroke-width="1.4"/>',
        circle(39, 231.5, 1.3, GOLD_DARK, stroke="none"),
    ]
    for x in (26.0, 33.0, 45.0, 52.0):
        parts.append(circle(x, 246.5, 0.9, CREAM, stroke="none"))
    return "\n".join(parts)


def handbag_worn() -> str:
    """The handbag across her body: strap from her right shoulder, bag at her left hip."""
    strap = "M 147 128 L 116 206"
    bag = handbag().split("\n", 2)[2]  # the bag without its short handle
    return "\n".join(
        [
            path(strap, stroke=INK, width=3.6 + 2 * OUT),
            path(strap, stroke=WOOD_DARK, width=3.6),
            group(bag, "translate(59 -10)"),
        ]
    )


# --------------------------------------------------------------------------- party


PINK = "#e4679b"
PINK_LIGHT = "#f29bbf"
PINK_DARK = "#c24a7d"
TEAL = "#2a9d8f"
TEAL_DARK = "#1f7a6f"
RED = "#c8323c"
PURPLE = "#7b4fa3"


def party_hat() -> str:
    apex = (126.0, 12.0)
    cx, cy, rx, ry = 120.0, 50.0, 24.0, 6.0
    base = [
        (cx + rx * math.cos(math.pi * i / 8), cy + ry * math.sin(math.pi * i / 8)) for i in range(9)
    ]
    parts = [
        path(
            f"M {f(apex[0])} {f(apex[1])} L {f(cx + rx)} {f(cy)} "
            f"A {f(rx)} {f(ry)} 0 0 1 {f(cx - rx)} {f(cy)} Z",
            TEAL,
        )
    ]
    for i in range(0, 8, 2):
        parts.append(poly([apex, base[i], base[i + 1]], PINK, stroke="none"))
    parts.append(
        path(
            f"M {f(apex[0])} {f(apex[1])} L {f(cx + rx)} {f(cy)} "
            f"A {f(rx)} {f(ry)} 0 0 1 {f(cx - rx)} {f(cy)} Z"
        )
    )
    noise = Noise(11)
    for i in range(11):
        angle = math.pi * (i + 0.5) / 11
        parts.append(
            circle(
                cx + (rx + 1) * math.cos(angle),
                cy + (ry + 1) * math.sin(angle) + noise.uniform(-0.6, 0.6),
                3.4,
                GOLD_LIGHT,
                stroke="none",
            )
        )
    parts.append(circle(apex[0], apex[1], 6.5, GOLD, width=1.8))
    parts.append(
        circle(apex[0] - 2, apex[1] - 2, 1.8, "#ffffff", stroke="none", extra=' opacity="0.7"')
    )
    return "\n".join(parts)


def star(cx: float, cy: float, outer: float, inner: float) -> list[tuple[float, float]]:
    return [
        (
            cx + (outer if i % 2 == 0 else inner) * math.sin(math.pi * i / 5),
            cy - (outer if i % 2 == 0 else inner) * math.cos(math.pi * i / 5),
        )
        for i in range(10)
    ]


def glitter_glasses() -> str:
    parts = [
        path("M 96 82 L 87 79", stroke=PINK_DARK, width=2.6),
        path("M 144 82 L 153 79", stroke=PINK_DARK, width=2.6),
    ]
    for cx, cy in (EYE_L, EYE_R):
        frame = star(cx, cy + 1.5, 16.5, 9.8)
        r, ly = 7.4, cy + 0.8  # a round lens in the star: her eye shows through it
        lens = (
            f"M {f(cx - r)} {f(ly)} A {f(r)} {f(r)} 0 1 0 {f(cx + r)} {f(ly)} "
            f"A {f(r)} {f(r)} 0 1 0 {f(cx - r)} {f(ly)} Z"
        )
        ring = "M " + " L ".join(pts([p]) for p in frame) + " Z " + lens
        parts.append(circle(cx, ly, r, PURPLE, stroke="none", extra=' fill-opacity="0.26"'))
        parts.append(path(ring, PINK, width=OUT, extra=' fill-rule="evenodd"'))
    parts.append(path("M 118.5 84 Q 120 81.5 121.5 84", stroke=PINK_DARK, width=2.6))
    noise = Noise(5)
    for cx, cy in (EYE_L, EYE_R):
        for i in range(7):
            angle = 2 * math.pi * i / 7 + noise.uniform(-0.2, 0.2)
            r = 11
            parts.append(
                circle(
                    cx + r * math.sin(angle),
                    cy + 1.5 - r * math.cos(angle),
                    noise.uniform(0.9, 1.5),
                    GOLD_LIGHT,
                    stroke="none",
                )
            )
    return "\n".join(parts)


def feather_boa() -> str:
    """Fluffy puffs along two strands that hang from behind the neck down the front."""
    strands = [
        ((108.0, 119.0), (88.0, 142.0), (101.0, 214.0)),
        ((132.0, 119.0), (152.0, 142.0), (140.0, 210.0)),
    ]
    noise = Noise(23)
    under: list[str] = []
    over: list[str] = []
    for p0, p1, p2 in strands:
        steps = 22
        for i in range(steps + 1):
            t = i / steps
            x, y = quad(p0, p1, p2, t)
            taper = 1.0 - 0.45 * t * t
            for _ in range(3):
                dx, dy = noise.uniform(-3, 3), noise.uniform(-2.5, 2.5)
                r = noise.uniform(4.5, 6.5) * taper
                under.append(circle(x + dx, y + dy, r + OUT, PINK_DARK, stroke="none"))
                color = (PINK, PINK_LIGHT, PINK)[int(noise.uniform(0, 3))]
                over.append(circle(x + dx, y + dy, r, color, stroke="none"))
            angle = noise.uniform(0, 2 * math.pi)
            length = noise.uniform(6, 9) * taper
            over.append(
                path(
                    f"M {f(x)} {f(y)} L {f(x + length * math.cos(angle))} "
                    f"{f(y + length * math.sin(angle))}",
                    stroke=PINK_LIGHT,
                    width=1.4,
                )
            )
    return "\n".join(under + over)


def bow_tie() -> str:
    parts = [
        path("M 119 128 L 104 119 Q 99 128 104 137 Z", RED),
        path("M 121 128 L 136 119 Q 141 128 136 137 Z", RED),
    ]
    for x, y in (
        (106.0, 124.0),
        (108.0, 132.0),
        (103.5, 128.5),
        (134.0, 124.0),
        (132.0, 132.0),
        (136.5, 128.5),
    ):
        parts.append(circle(x, y, 1.5, GOLD_LIGHT, stroke="none"))
    parts.append(
        f'<rect x="115.5" y="123.5" width="9" height="9" rx="2.5" fill="{RED}" '
        f'stroke="{INK}" stroke-width="{f(OUT)}"/>'
    )
    parts.append(path("M 118 126 L 118 130", stroke="#e0606a", width=1.4))
    return "\n".join(parts)


VEST_LEFT = [
    (104.0, 124.0),
    (94.0, 127.0),
    (88.0, 134.0),
    (90.0, 160.0),
    (85.0, 176.0),
    (87.0, 228.0),
    (123.0, 232.0),
    (123.0, 200.0),
    (120.0, 196.0),
]


def sequin_vest() -> str:
    noise = Noise(31)
    parts = []
    for panel in (VEST_LEFT, mirror(VEST_LEFT)):
        parts.append(poly(panel, GOLD))
        dots = []
        for row in range(26):
            for col in range(12):
                x = 82 + col * 7 + (3.5 if row % 2 else 0)
                y = 126 + row * 4.4
                if (
                    inside((x, y), panel)
                    and inside((x + 2, y + 2), panel)
                    and inside((x - 2, y - 2), panel)
                ):
                    shade = (GOLD_LIGHT, GOLD_DARK, "#e8c771")[int(noise.uniform(0, 3))]
                    dots.append(circle(x, y, 1.6, shade, stroke="none"))
        parts.extend(dots)
        parts.append(poly(panel, "none"))
    for y in (206.0, 218.0):
        parts.append(circle(120, y, 2.6, TEAL, width=1.2))
    return "\n".join(parts)


BALLOONS = (
    (186.0, 36.0, TEAL, TEAL_DARK),
    (200.0, 68.0, GOLD, GOLD_DARK),
    (180.0, 96.0, RED, BURGUNDY),
)


def balloons(hand: tuple[float, float] = (HAND_R[0], HAND_R[1] - 5)) -> str:
    strings = []
    bodies = []
    for cx, cy, color, dark in BALLOONS:
        knot = (cx, cy + 21)
        mid = ((knot[0] + hand[0]) / 2 + 6, (knot[1] + hand[1]) / 2)
        strings.append(
            path(
                f"M {f(knot[0])} {f(knot[1] + 3)} Q {f(mid[0])} {f(mid[1])} "
                f"{f(hand[0])} {f(hand[1])}",
                stroke=INK,
                width=1.2,
            )
        )
        bodies.append(ellipse(cx, cy, 17, 21, color))
        bodies.append(
            poly([(cx, cy + 20), (cx - 3.5, cy + 25), (cx + 3.5, cy + 25)], dark, width=1.4)
        )
        bodies.append(
            ellipse(
                cx - 6,
                cy - 8,
                4,
                6.5,
                "#ffffff",
                stroke="none",
                extra=f' opacity="0.45" transform="rotate(25 {f(cx - 6)} {f(cy - 8)})"',
            )
        )
    return "\n".join(strings + bodies)


# --------------------------------------------------------------------------- themes


@dataclass(frozen=True)
class Item:
    id: str
    names: dict[str, str]
    box: Box
    layer: int
    draw: Callable[[], str]
    defs: str = ""
    icon: Callable[[], str] | None = None  # drawing for the icon; defaults to ``draw``


@dataclass(frozen=True)
class ThemeArt:
    id: str
    names: dict[str, str]
    items: tuple[Item, ...]
    dress: str = ""  # "own": each opponent wears her own wardrobe (docs/themes.md)


def hanger_jacket() -> str:
    hook = path(
        "M 120 122 L 120 112 Q 120 104 127 104 Q 133 104 133 110", width=2.6, stroke="#8a8f96"
    )
    bar = path("M 120 122 L 84 138 M 120 122 L 156 138", stroke="#8a8f96", width=3)
    return hook + "\n" + bar + "\n" + jacket()


def gloves_pair() -> str:
    return (
        group(glove(*HAND_L, -1), "translate(38 0)")
        + "\n"
        + group(glove(*HAND_R, 1), "translate(-38 0)")
    )


WARDROBE = ThemeArt(
    id="wardrobe",
    dress="own",
    names={
        "en": "Wardrobe",
        "fr": "Garde-robe",
        "pt": "Guarda-roupa",
        "es": "Guardarropa",
        "de": "Garderobe",
    },
    items=(
        Item(
            "hat",
            {"en": "Hat", "fr": "Chapeau", "pt": "Chapéu", "es": "Sombrero", "de": "Hut"},
            (66, 10, 174, 64),
            60,
            hat,
        ),
        Item(
            "sunglasses",
            {
                "en": "Sunglasses",
                "fr": "Lunettes de soleil",
                "pt": "Óculos de sol",
                "es": "Gafas de sol",
                "de": "Sonnenbrille",
            },
            (84, 72, 156, 96),
            50,
            sunglasses,
            SUNGLASSES_DEFS,
        ),
        Item(
            "scarf",
            {"en": "Scarf", "fr": "Écharpe", "pt": "Cachecol", "es": "Bufanda", "de": "Schal"},
            (96, 108, 146, 206),
            40,
            scarf,
        ),
        Item(
            "jacket",
            {"en": "Jacket", "fr": "Veste", "pt": "Casaco", "es": "Chaqueta", "de": "Jacke"},
            (50, 118, 190, 248),
            20,
            jacket,
            icon=hanger_jacket,
        ),
        Item(
            "gloves",
            {"en": "Gloves", "fr": "Gants", "pt": "Luvas", "es": "Guantes", "de": "Handschuhe"},
            (50, 222, 190, 262),
            30,
            gloves,
            icon=gloves_pair,
        ),
        Item(
            "handbag",
            {
                "en": "Handbag",
                "fr": "Sac à main",
                "pt": "Bolsa",
                "es": "Bolso",
                "de": "Handtasche",
            },
            (72, 122, 152, 242),
            35,
            handbag_worn,
            icon=handbag,
        ),
    ),
)

PARTY = ThemeArt(
    id="party",
    names={"en": "Party", "fr": "Fête", "pt": "Festa", "es": "Fiesta", "de": "Party"},
    items=(
        Item(
            "party_hat",
            {
                "en": "Party hat",
                "fr": "Chapeau de fête",
                "pt": "Chapéu de festa",
                "es": "Gorro de fiesta",
                "de": "Partyhut",
            },
            (88, 2, 152, 60),
            60,
            party_hat,
        ),
        Item(
            "feather_boa",
            {
                "en": "Feather boa",
                "fr": "Boa à plumes",
                "pt": "Boá de penas",
                "es": "Boa de plumas",
                "de": "Federboa",
            },
            (70, 98, 170, 230),
            30,
            feather_boa,
        ),
        Item(
            "bow_tie",
            {
                "en": "Bow tie",
                "fr": "Nœud papillon",
                "pt": "Gravata-borboleta",
                "es": "Pajarita",
                "de": "Fliege",
            },
            (98, 114, 142, 142),
            40,
            bow_tie,
        ),
        Item(
            "glitter_glasses",
            {
                "en": "Glitter glasses",
                "fr": "Lunettes à paillettes",
                "pt": "Óculos brilhantes",
                "es": "Gafas brillantes",
                "de": "Glitzerbrille",
            },
            (82, 64, 158, 104),
            50,
            glitter_glasses,
        ),
        Item(
            "sequin_vest",
            {
                "en": "Sequin waistcoat",
                "fr": "Gilet à paillettes",
                "pt": "Colete de lantejoulas",
                "es": "Chaleco de lentejuelas",
                "de": "Paillettenweste",
            },
            (80, 118, 160, 236),
            20,
            sequin_vest,
        ),
        Item(
            "balloons",
            {
                "en": "Balloons",
                "fr": "Ballons",
                "pt": "Balões",
                "es": "Globos",
                "de": "Luftballons",
            },
            (162, 14, 220, 246),
            70,
            balloons,
            icon=lambda: balloons((204.0, 150.0)),
        ),
    ),
)

THEMES = (WARDROBE, PARTY)
LANG_ORDER = ("en", "fr", "pt", "es", "de")


def icon_box(box: Box) -> Box:
    """A square around ``box`` with a little margin, for the item's icon."""
    x0, y0, x1, y1 = box
    side = max(x1 - x0, y1 - y0) * 1.06
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    return (cx - side / 2, cy - side / 2, cx + side / 2, cy + side / 2)


ICON_BOXES: dict[str, Box] = {
    "jacket": (50, 100, 190, 250),
    "gloves": (80, 222, 160, 262),
    "balloons": (158, 10, 222, 160),
    "handbag": (12, 180, 86, 256),
}


def names_yaml(names: dict[str, str]) -> str:
    return "{" + ", ".join(f"{lang}: {names[lang]}" for lang in LANG_ORDER) + "}"


def manifest(theme: ThemeArt) -> str:
    lines = [
        f"# The {theme.names['en'].lower()} theme. Generated by assets/src/make_theme_art.py;",
        "# edit that script and run it again rather than editing this file.",
        f"id: {theme.id}",
        f"name: {names_yaml(theme.names)}",
        "author: The drawpoker developers",
        "licence: MIT",
        "avatar: avatar.svg",
        "expressions:",
        *(f"  {mood}: faces/{mood}.svg" for mood in MOODS if mood != "neutral"),
    ]
    if theme.dress:
        lines += [
            "# Each opponent of the roster in her own wardrobe; these items dress a figure",
            "# without one (the theme's own woman).",
            f"dress: {theme.dress}",
        ]
    lines += [
        "items:",
    ]
    for item in theme.items:
        x0, y0, x1, y1 = item.box
        anchor = f"[{((x0 + x1) / 2 - X0) / W:.4f}, {(y0 + y1) / 2 / H:.4f}]"
        lines += [
            f"  - id: {item.id}",
            f"    name: {names_yaml(item.names)}",
            f"    image: {item.id}.svg",
            f"    icon: icons/{item.id}.svg",
            f"    anchor: {anchor}",
            f"    size: {(y1 - y0) / H:.4f}",
            f"    layer: {item.layer}",
        ]
    return "\n".join(lines) + "\n"


def write_theme(theme: ThemeArt, out: Path) -> list[Path]:
    folder = out / theme.id
    (folder / "icons").mkdir(parents=True, exist_ok=True)
    (folder / "faces").mkdir(parents=True, exist_ok=True)
    files = {folder / "avatar.svg": avatar(), folder / "manifest.yaml": manifest(theme)}
    for mood in MOODS:
        if mood != "neutral":
            files[folder / "faces" / f"{mood}.svg"] = avatar(mood)
    for item in theme.items:
        files[folder / f"{item.id}.svg"] = document(item.box, item.draw(), item.defs)
        icon_draw = item.icon or item.draw
        box = ICON_BOXES.get(item.id, icon_box(item.box))
        files[folder / "icons" / f"{item.id}.svg"] = document(icon_box(box), icon_draw(), item.defs)
    for target, text in files.items():
        target.write_text(text, encoding="utf-8", newline="\n")
    return sorted(files)


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--out",
        type=Path,
        default=Path(__file__).resolve().parents[1] / "forfeits",
        help="folder that receives one sub-folder per theme",
    )
    args = parser.parse_args(argv)
    for theme in THEMES:
        for written in write_theme(theme, args.out):
            print(written)


if __name__ == "__main__":
    main()
