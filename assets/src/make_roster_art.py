"""Draw the roster of opponents (six women, each in every mood) as SVG, reproducibly.

Run from the repository root:  python assets/src/make_roster_art.py [--out assets/opponents]

Each character gets ``<id>/avatar.svg`` (neutral) and ``<id>/faces/<mood>.svg`` for every other
mood (and her own wardrobe of forfeit items, drawn by ``wardrobe_art.py``:
``<id>/wardrobe.yaml``, ``<id>/wardrobe/``), in the same 180 x 300 box as the forfeit themes'
avatar and with the same landmarks (eyes, neck, shoulders, hands), so every theme's items
still sit right on her. What changes is what tells people apart at a glance: hair (shape
first, then colour), skin, face shape, age, build within the landmarks, and clothes. The
moods reuse the themes' faces (``FACES``) and their eyes and mouths, recoloured for each
character, so all of them react alike.
Only the standard library is used; the output depends on nothing but these scripts.
"""

from __future__ import annotations

import argparse
import math
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import make_theme_art as base  # a sibling script (sys.path above), not a package
import wardrobe_art
from make_theme_art import (
    ELBOW_L,
    ELBOW_R,
    EYE_L,
    EYE_R,
    FACES,
    HAND_L,
    HAND_R,
    INK,
    MOODS,
    OUT,
    SHOULDER_L,
    SHOULDER_R,
    WRIST_L,
    WRIST_R,
    X0,
    Face,
    H,
    Noise,
    W,
    circle,
    document,
    ellipse,
    f,
    group,
    limb,
    path,
    quad,
)

Point = tuple[float, float]
Parts = list[str]


@dataclass(frozen=True)
class Colours:
    """Everything of hers that has a colour (the clothes have their own, in the outfit)."""

    skin: str
    shade: str
    cheek: str
    hair: str
    hair_light: str
    brow: str
    iris: str
    lips: str


@dataclass(frozen=True)
class Look:
    """One character's drawing: colours, face shape, hair, age marks, outfit."""

    id: str
    colours: Colours
    hair: Callable[[Colours], tuple[Parts, Parts]]  # (behind her, over her forehead)
    outfit: Callable[[Colours], Parts]
    face_width: float = 33.0  # half-width of the head at eye level
    chin: float = 117.0  # where the chin is (y)
    jaw: float = 0.55  # 0 pointed ... 1 square
    eye_scale: tuple[float, float] = (1.0, 1.0)
    brow_width: float = 3.8
    brow_lift: float = 0.0  # brows moved up (negative: down)
    nose: str = "button"
    mouth_width: float = 1.0
    ears: bool = False
    earrings: str = ""  # "pearl", "hoop", "stud", "" for none
    wrinkles: int = 0  # 0 none ... 3 a grandmother's
    freckles: bool = False
    mole: Point | None = None
    glasses: bool = False
    extras: tuple[str, ...] = field(default=())


# --------------------------------------------------------------------------- helpers


def recolour(text: str, swaps: dict[str, str]) -> str:
    """The themes' drawing with her colours swapped in (their skin, iris, lips -> hers)."""
    for old, new in swaps.items():
        text = text.replace(f'"{old}"', f'"{new}"')
    return text


def part_limb(points: Sequence[Point], t: float) -> list[Point]:
    """The first ``t`` of a quadratic limb, as a quadratic of its own (a short sleeve)."""
    p0, p1, p2 = points
    c = (p0[0] + (p1[0] - p0[0]) * t, p0[1] + (p1[1] - p0[1]) * t)
    return [p0, c, quad(p0, p1, p2, t)]


def d(*commands: object) -> str:
    """A path's data from commands and points: ``d("M", (1, 2), "L", (3, 4))``."""
    out: list[str] = []
    for command in commands:
        if isinstance(command, tuple):
            out.append(f"{f(command[0])} {f(command[1])}")
        else:
            out.append(str(command))
    return " ".join(out)


def flip(point: Point) -> Point:
    return (240 - point[0], point[1])


def head_outline(look: Look) -> str:
    """Her head: round above the eyes, then a jaw from round to pointed, down to the chin."""
    rx, top, cy = look.face_width, 43.0, 80.0
    chin, jaw = look.chin, look.jaw
    k = 0.56
    return d(
        "M", (120 - rx, cy),
        "C", (120 - rx, cy - k * (cy - top)), (120 - k * rx, top), (120, top),
        "C", (120 + k * rx, top), (120 + rx, cy - k * (cy - top)), (120 + rx, cy),
        "C", (120 + rx, cy + 0.55 * (chin - cy)), (120 + rx * (0.25 + 0.45 * jaw), chin),
        (120, chin),
        "C", (120 - rx * (0.25 + 0.45 * jaw), chin), (120 - rx, cy + 0.55 * (chin - cy)),
        (120 - rx, cy), "Z",
    )


# --------------------------------------------------------------------------- face


def swaps_for(c: Colours) -> dict[str, str]:
    return {base.SKIN: c.skin, base.SKIN_SHADE: c.shade, base.IRIS: c.iris, base.LIPS: c.lips}


def nose(kind: str, c: Colours) -> Parts:
    if kind == "straight":
        return [
            path("M 118.5 84 Q 118 91 116.5 95 Q 119 97.5 123 95.5", width=1.6),
        ]
    if kind == "broad":
        return [
            path("M 114 95.5 Q 113 92 116.5 91.5", width=1.6),
            path("M 126 95.5 Q 127 92 123.5 91.5", width=1.6),
            path("M 116 97 Q 120 98.6 124 97", width=1.6),
        ]
    if kind == "small":
        return [path("M 118 93.5 Q 120 96 122.5 94", width=1.6)]
    return [path("M 119 89 Q 116.5 95 120.5 96 Q 122.5 96 123.5 94.5", width=1.6)]


def face_parts(look: Look, face: Face) -> Parts:
    """Her face for one mood: skin, eyes, nose, cheeks, mouth and the marks of her age."""
    c = look.colours
    swaps = swaps_for(c)
    parts: Parts = []
    if look.ears:
        for x in (120 - look.face_width - 1, 120 + look.face_width + 1):
            parts.append(ellipse(x, 86, 5.5, 8.5, c.skin))
            parts.append(ellipse(x, 86.5, 2.2, 4.2, c.shade, stroke="none"))
    outline = head_outline(look)
    parts.append(path(outline, c.skin))
    jaw_shade = d(
        "M", (120 - look.face_width + 4, 96),
        "Q", (110, look.chin - 1), (120, look.chin - 0.5),
        "Q", (130, look.chin - 1), (120 + look.face_width - 4, 96),
        "Q", (136, look.chin - 5), (120, look.chin - 5),
        "Q", (104, look.chin - 5), (120 - look.face_width + 4, 96), "Z",
    )
    parts.append(path(jaw_shade, c.shade, stroke="none", extra=' opacity="0.5"'))
    sx, sy = look.eye_scale
    for (x, y), side in ((EYE_L, -1), (EYE_R, 1)):
        eye = recolour("\n".join(base.eye(x, y, face, side)), swaps)
        transform = (
            f"translate({f(x)} {f(y)}) scale({f(sx)} {f(sy)}) translate({f(-x)} {f(-y)})"
            if (sx, sy) != (1.0, 1.0)
            else ""
        )
        parts.append(group(eye, transform))
    if look.wrinkles:
        # 1: lines from the nose to the mouth; 2: and at the eyes' corners; 3: a grandmother's.
        parts.append(path("M 109 96 Q 105 102 108 108", stroke=c.shade, width=1.8))
        parts.append(path("M 131 96 Q 135 102 132 108", stroke=c.shade, width=1.8))
    if look.wrinkles > 1:
        for x, side in ((EYE_L[0], -1), (EYE_R[0], 1)):
            ox = x + side * 10
            parts.append(path(d("M", (ox, 82), "L", (ox + side * 4, 80.5)), width=1.1))
            parts.append(path(d("M", (ox, 86), "L", (ox + side * 4, 87.5)), width=1.1))
        if look.wrinkles > 2:
            parts.append(path("M 106 63 Q 120 60 134 63", stroke=c.shade, width=1.4))
            parts.append(path("M 104 93 Q 101 89 104 86", stroke=c.shade, width=1.2))
            parts.append(path("M 136 93 Q 139 89 136 86", stroke=c.shade, width=1.2))
    parts += nose(look.nose, c)
    opacity = f"{face.blush * (0.7 if look.freckles else 1.0):.2f}"
    parts.append(ellipse(99, 97, 6.5, 3.6, c.cheek, stroke="none", extra=f' opacity="{opacity}"'))
    parts.append(ellipse(141, 97, 6.5, 3.6, c.cheek, stroke="none", extra=f' opacity="{opacity}"'))
    if look.freckles:
        noise = Noise(7)
        for cx in (99.0, 141.0):
            for _ in range(7):
                parts.append(
                    circle(
                        cx + noise.uniform(-6, 6),
                        94 + noise.uniform(-3, 3),
                        noise.uniform(0.6, 1.0),
                        "#b0704a",
                        stroke="none",
                    )
                )
    if look.mole is not None:
        parts.append(circle(*look.mole, 1.2, "#4a2a1e", stroke="none"))
    mouth = recolour("\n".join(base.mouth(face.mouth)), swaps)
    scale_x = 1.18 * look.mouth_width
    parts.append(
        group(
            mouth,
            f"translate(120 104) scale({f(scale_x)} 1.18) translate(-120 -104)",
        )
    )
    if look.glasses:
        parts += glasses()
    return parts


def glasses() -> Parts:
    """Thin dark frames: her reading glasses (the sunglasses item covers them)."""
    parts: Parts = []
    for cx in (EYE_L[0], EYE_R[0]):
        parts.append(
            f'<rect x="{f(cx - 11)}" y="77" width="22" height="15" rx="3" ry="3" '
            f'fill="#ffffff" fill-opacity="0.18" stroke="{INK}" stroke-width="1.8"/>'
        )
    parts.append(path("M 118 82 Q 120 80 122 82", width=1.8))
    parts.append(path("M 96 81 L 88 80", width=1.8))
    parts.append(path("M 144 81 L 152 80", width=1.8))
    return parts


def brows_and_sweat(look: Look, face: Face) -> Parts:
    parts: Parts = []
    lift = f"translate(0 {f(-look.brow_lift)})" if look.brow_lift else ""
    brows = "\n".join(
        path(brow, stroke=look.colours.brow, width=look.brow_width) for brow in face.brows
    )
    parts.append(group(brows, lift))
    if face.sweat:
        parts += base.fringe(face)[-2:]  # the themes' drop of sweat, in the same place
    return parts


def earrings(kind: str, look: Look) -> Parts:
    left, right = 120 - look.face_width - 1, 120 + look.face_width + 1
    parts: Parts = []
    for x in (left, right):
        if kind == "pearl":
            parts.append(circle(x, 96, 3.2, "#f4efe4", width=1.2))
            parts.append(circle(x - 0.9, 95, 0.9, "#ffffff", stroke="none"))
        elif kind == "hoop":
            parts.append(ellipse(x, 104, 6, 8.5, "none", stroke=INK, width=4.2))
            parts.append(ellipse(x, 104, 6, 8.5, "none", stroke=base.GOLD, width=2.2))
        elif kind == "stud":
            parts.append(circle(x, 95, 2.2, base.GOLD_LIGHT, width=1.2))
    return parts


# --------------------------------------------------------------------------- bodies


def torso(chest: float, waist: float, bottom: float = 226.0) -> str:
    """The outline of her top from the neckline down: ``chest`` and ``waist`` are half-widths."""
    return d(
        "M", (104, 124), "Q", (120, 134), (136, 124),
        "L", (148, 127), "Q", (120 + chest - 2, 131), (120 + chest, 146),
        "L", (120 + waist, bottom), "L", (120 - waist, bottom),
        "L", (120 - chest, 146), "Q", (120 - chest + 2, 131), (92, 127), "Z",
    )


def neck(c: Colours) -> Parts:
    return [
        path("M 111 104 L 129 104 L 130 130 L 110 130 Z", c.skin),
        path("M 111 112 Q 120 118 129 112 L 129 106 L 111 106 Z", c.shade, stroke="none"),
    ]


def sleeves(colour: str, width: float, short: float = 1.0, skin: str = "") -> Parts:
    """Both arms: the sleeve to ``short`` of the way down (bare skin below it)."""
    parts: Parts = []
    for arm in ([SHOULDER_L, ELBOW_L, WRIST_L], [SHOULDER_R, ELBOW_R, WRIST_R]):
        if short < 1.0:
            parts.append(limb(arm, skin, width - 6))
            parts.append(limb(part_limb(arm, short), colour, width + 1))
        else:
            parts.append(limb(arm, colour, width))
    return parts


def hands(c: Colours) -> Parts:
    return [circle(x, y, 9.5, c.skin) for x, y in (HAND_L, HAND_R)]


def trousers(colour: str, seam: str) -> Parts:
    return [
        path(f"M 87 220 L 153 220 L 154 {f(H + 4)} L 86 {f(H + 4)} Z", colour),
        path(f"M 120 236 L 120 {f(H + 4)}", stroke=seam, width=1.6),
    ]


def skirt(colour: str, seam: str, flare: float = 10.0) -> Parts:
    return [
        path(
            f"M 86 220 L 154 220 L {f(154 + flare)} {f(H + 4)} L {f(86 - flare)} {f(H + 4)} Z",
            colour,
        ),
        path(f"M 106 232 L {f(102 - flare / 3)} {f(H + 4)}", stroke=seam, width=1.6),
        path(f"M 134 232 L {f(138 + flare / 3)} {f(H + 4)}", stroke=seam, width=1.6),
    ]


# --------------------------------------------------------------------------- outfits


def cardigan_outfit(c: Colours) -> Parts:
    """Rosa: a lavender cardigan, open over a white blouse with a round collar; pearls."""
    knit, knit_dark, blouse = "#a58cc8", "#8670ad", "#f6f1e6"
    parts = skirt("#6d6f7c", "#5a5c68", flare=6)
    parts += sleeves(knit, 21)
    parts += [
        path(d("M", (75, 226), "L", (165, 226), "L", (166, 236), "L", (74, 236), "Z"), knit_dark)
    ]
    parts += neck(c)
    parts.append(path(torso(45, 45), blouse))
    # The collar: two rounded flaps.
    parts.append(path("M 104 124 Q 100 138 114 139 Q 119 134 120 131 Q 112 131 104 124 Z", blouse))
    parts.append(path("M 136 124 Q 140 138 126 139 Q 121 134 120 131 Q 128 131 136 124 Z", blouse))
    # The pearls, along the collar.
    for i in range(9):
        t = i / 8
        x, y = quad((106, 133), (120, 146), (134, 133), t)
        parts.append(circle(x, y, 2.1, "#f4efe4", width=1.0))
    # The cardigan's fronts, open over the blouse.
    left = d(
        "M", (92, 127), "Q", (78, 131), (75, 146), "L", (75, 236), "L", (108, 236),
        "L", (107, 160), "Q", (103, 140), (100, 127), "Z",
    )
    right = d(
        "M", (148, 127), "Q", (162, 131), (165, 146), "L", (165, 236), "L", (132, 236),
        "L", (133, 160), "Q", (137, 140), (140, 127), "Z",
    )
    parts.append(path(left, knit))
    parts.append(path(right, knit))
    parts.append(path("M 75 226 L 108 226 M 132 226 L 165 226", stroke=knit_dark, width=1.6))
    for x in (84.0, 92.0, 148.0, 156.0):
        parts.append(path(d("M", (x, 150), "L", (x, 220)), stroke=knit_dark, width=1.2))
    for y in (168.0, 190.0, 212.0):
        parts.append(circle(104, y, 2.4, "#f4efe4", width=1.1))
    parts += hands(c)
    return parts


def dungarees_outfit(c: Colours) -> Parts:
    """Kiki: a mustard T-shirt with short sleeves under denim dungarees."""
    tee, tee_dark, denim, denim_dark = "#f0b93a", "#d49c22", "#4f7fbf", "#3d6aa5"
    parts = trousers(denim, denim_dark)
    parts += sleeves(tee, 20, short=0.42, skin=c.skin)
    parts += neck(c)
    parts.append(path(torso(42, 38), tee))
    parts.append(path("M 106 126 Q 120 135 134 126", stroke=tee_dark, width=2.2))
    bib = d("M", (98, 166), "L", (142, 166), "L", (144, 226), "L", (96, 226), "Z")
    parts.append(path(bib, denim))
    parts.append(path(d("M", (87, 222), "L", (153, 222), "L", (153, 232), "L", (87, 232), "Z"),
                      denim))
    parts.append(path("M 110 180 L 130 180 L 130 196 Q 120 200 110 196 Z", denim_dark, width=1.4))
    for side in (-1, 1):
        strap = d(
            "M", (120 + side * 28, 129), "Q", (120 + side * 26, 150), (120 + side * 20, 168),
        )
        parts.append(path(strap, stroke=INK, width=7 + 2 * OUT))
        parts.append(path(strap, stroke=denim, width=7))
        parts.append(circle(120 + side * 20, 170, 2.8, base.GOLD_LIGHT, width=1.2))
    # A small star on the T-shirt, at her shoulder.
    parts.append(base.poly(base.star(140, 146, 5.5, 2.4), "#ffffff", width=1.2))
    parts += hands(c)
    return parts


def wrap_dress_outfit(c: Colours) -> Parts:
    """Amara: an emerald wrap dress, V neck, tied at the waist, down past the portrait."""
    green, green_dark, green_light = "#1f8a62", "#166b4b", "#33a87b"
    parts: Parts = [
        path(f"M 82 214 L 158 214 L 170 {f(H + 4)} L 70 {f(H + 4)} Z", green),
        path(f"M 120 214 L 128 {f(H + 4)}", stroke=green_dark, width=1.8),
        path(f"M 102 230 L 94 {f(H + 4)}", stroke=green_dark, width=1.4),
    ]
    parts += sleeves(green, 20)
    parts += neck(c)
    parts.append(path(torso(45, 39), green))
    # The V neck: skin down to where the two sides cross.
    parts.append(path("M 104 124 Q 120 132 136 124 L 124 162 Z", c.skin))
    parts.append(path("M 136 124 L 118 166 L 86 212", stroke=green_dark, width=2.2))
    parts.append(path("M 104 124 L 122 160", stroke=green_dark, width=2))
    # The tie at her waist.
    parts.append(path("M 81 200 Q 120 206 159 200 L 159 212 Q 120 218 81 212 Z", green_light))
    parts.append(path("M 136 206 Q 146 222 142 236", stroke=INK, width=5 + 2 * OUT))
    parts.append(path("M 136 206 Q 146 222 142 236", stroke=green_light, width=5))
    parts.append(path("M 136 206 Q 132 224 136 238", stroke=INK, width=5 + 2 * OUT))
    parts.append(path("M 136 206 Q 132 224 136 238", stroke=green_light, width=5))
    parts.append(circle(136, 206, 4.2, green_light))
    parts += hands(c)
    # Bangles on her wrists.
    for x, y in ((WRIST_L[0], WRIST_L[1] + 2), (WRIST_R[0], WRIST_R[1] + 2)):
        parts.append(ellipse(x, y, 8.5, 3, "none", stroke=INK, width=3.6))
        parts.append(ellipse(x, y, 8.5, 3, "none", stroke=base.GOLD, width=2))
    return parts


def blouse_outfit(c: Colours) -> Parts:
    """Mei: a powder-blue blouse, white collar, a row of buttons; a charcoal pencil skirt."""
    blue, blue_dark = "#8fbce0", "#6f9fc6"
    parts = skirt("#3b3f4a", "#2c2f38", flare=-2)
    parts += sleeves(blue, 18)
    for x, y in (WRIST_L, WRIST_R):  # white cuffs
        parts.append(ellipse(x, y - 2, 10, 4, "#ffffff", width=1.4))
    parts += neck(c)
    parts.append(path(torso(42, 36), blue))
    parts.append(path("M 120 132 L 120 226", stroke=blue_dark, width=1.6))
    for y in (146.0, 166.0, 186.0, 206.0):
        parts.append(circle(123.5, y, 1.8, "#ffffff", width=1.0))
    parts.append(path("M 104 123 Q 98 136 106 142 Q 114 140 120 131 Q 110 131 104 123 Z",
                      "#ffffff"))
    parts.append(path("M 136 123 Q 142 136 134 142 Q 126 140 120 131 Q 130 131 136 123 Z",
                      "#ffffff"))
    parts.append(path("M 82 218 L 158 218", stroke=INK, width=2))
    parts += hands(c)
    return parts


def red_blouse_outfit(c: Colours) -> Parts:
    """Lucia: a red V-neck blouse, sleeves pushed up, a gold chain, black trousers and belt."""
    red, red_dark = "#c9343f", "#a3232f"
    parts = trousers("#2b2829", "#1c1a1b")
    parts += sleeves(red, 21, short=0.72, skin=c.skin)
    parts += neck(c)
    parts.append(path(torso(44, 38), red))
    parts.append(path("M 104 124 Q 120 130 136 124 L 120 158 Z", c.skin))
    parts.append(path("M 104 124 L 120 158 L 136 124", stroke=red_dark, width=2.4))
    parts.append(path("M 110 128 Q 120 146 130 128", stroke=base.GOLD, width=1.8))
    parts.append(circle(120, 141, 2.6, base.GOLD, width=1.1))
    parts.append(path("M 82 212 L 158 212 L 158 222 L 82 222 Z", "#2b2829"))
    parts.append(path("M 114 211 L 126 211 L 126 223 L 114 223 Z", "none", stroke=base.GOLD,
                      width=2))
    parts.append(path("M 96 160 Q 100 186 97 206", stroke=red_dark, width=1.6))
    parts.append(path("M 144 160 Q 140 186 143 206", stroke=red_dark, width=1.6))
    parts += hands(c)
    return parts


def turtleneck_outfit(c: Colours) -> Parts:
    """Ingrid: a slate turtleneck, a long silver pendant, grey trousers; a watch."""
    slate, slate_dark, slate_light = "#4b5a78", "#3a4762", "#5d6d8e"
    parts = trousers("#8b8e96", "#74777f")
    parts += sleeves(slate, 18)
    parts += neck(c)
    parts.append(path(torso(41, 36), slate))
    parts.append(path("M 110 110 Q 120 114 130 110 L 132 130 Q 120 136 108 130 Z", slate))
    for y in (116.0, 122.0, 128.0):
        parts.append(path(d("M", (110, y), "Q", (120, y + 4), (130, y)), stroke=slate_dark,
                          width=1.4))
    parts.append(path("M 112 132 Q 120 170 128 132", stroke="#c9ccd2", width=1.4))
    parts.append(path("M 120 150 L 126 162 L 120 174 L 114 162 Z", "#c9ccd2", width=1.4))
    parts.append(path("M 82 218 L 158 218", stroke=slate_light, width=2))
    parts += hands(c)
    parts.append(path(d("M", (WRIST_R[0] - 8, WRIST_R[1] + 2), "L", (WRIST_R[0] + 8,
                                                                       WRIST_R[1] + 1)),
                      stroke=INK, width=5))
    parts.append(circle(WRIST_R[0], WRIST_R[1] + 1.5, 3.4, "#dfe2e8", width=1.2))
    return parts


# --------------------------------------------------------------------------- hair


def updo_hair(c: Colours) -> tuple[Parts, Parts]:
    """Rosa: silver hair swept up into a bun on top, the ears showing."""
    back = [
        circle(120, 36, 15, c.hair),
        path("M 109 33 Q 120 26 131 33", stroke=c.hair_light, width=1.8),
        path("M 86 92 C 78 50, 162 50, 154 92 L 150 96 L 90 96 Z", c.hair),
    ]
    front = [
        path(
            "M 86 92 C 80 60, 96 40, 120 40 C 144 40, 160 60, 154 92 "
            "C 152 78, 148 68, 140 62 C 132 58, 126 60, 120 58 "
            "C 114 60, 108 58, 100 62 C 92 68, 88 78, 86 92 Z",
            c.hair,
        ),
        path("M 100 56 C 106 48, 114 44, 118 43", stroke=c.hair_light, width=1.8),
        path("M 140 56 C 134 48, 126 44, 122 43", stroke=c.hair_light, width=1.8),
        path("M 91 76 C 92 64, 98 56, 108 51", stroke=c.hair_light, width=1.6),
        path("M 149 76 C 148 64, 142 56, 132 51", stroke=c.hair_light, width=1.6),
    ]
    return back, front


def ponytail_hair(c: Colours) -> tuple[Parts, Parts]:
    """Kiki: a high ponytail swinging out to one side, a side-swept fringe."""
    back = [
        path(
            "M 146 44 C 172 40, 186 70, 180 104 C 176 124, 184 138, 178 148 "
            "C 168 132, 166 120, 166 104 C 166 84, 158 66, 142 60 Z",
            c.hair,
        ),
        path("M 160 58 C 174 72, 176 96, 172 118", stroke=c.hair_light, width=2),
        path("M 85 88 C 80 46, 160 46, 155 88 L 154 96 L 86 96 Z", c.hair),
    ]
    front = [
        path(
            "M 87 88 C 82 52, 108 40, 126 42 C 146 43, 158 58, 153 86 "
            "C 150 70, 146 62, 140 56 C 128 66, 108 70, 96 68 "
            "C 91 72, 88 80, 87 88 Z",
            c.hair,
        ),
        path("M 100 58 C 112 50, 130 48, 144 54", stroke=c.hair_light, width=2.2),
        path("M 98 66 C 110 64, 124 60, 136 56", stroke=c.hair_light, width=1.6),
        # The band round the ponytail.
        path("M 144 44 Q 150 52 146 60", stroke=INK, width=6.5),
        path("M 144 44 Q 150 52 146 60", stroke="#3fb5c2", width=4),
    ]
    return back, front


def curls_hair(c: Colours) -> tuple[Parts, Parts]:
    """Amara: a big round cloud of curls, framing her face."""
    noise = Noise(41)
    outline: list[Point] = []
    rim: Parts = []
    count = 26
    for i in range(count):
        angle = 2 * math.pi * i / count
        rx, ry = 54 + noise.uniform(-2, 2), 50 + noise.uniform(-2, 2)
        outline.append((120 + rx * math.sin(angle), 72 - ry * math.cos(angle)))
    cloud = [circle(x, y, 10.5, c.hair, stroke=INK, width=OUT) for x, y in outline]
    fill = [circle(x * 0.93 + 120 * 0.07, y * 0.93 + 72 * 0.07, 10.5, c.hair, stroke="none")
            for x, y in outline]
    body = ellipse(120, 72, 52, 48, c.hair, stroke="none")
    for x, y in outline[::2]:
        rim.append(path(d("M", (x - 4, y - 1), "Q", (x, y - 5), (x + 4, y - 1)),
                        stroke=c.hair_light, width=1.6))
    back = [*cloud, *fill, body, *rim]
    front = [
        path(
            "M 86 86 C 84 56, 104 44, 120 46 C 136 44, 156 56, 154 86 "
            "C 150 70, 142 60, 132 58 Q 126 62 120 58 Q 114 62 108 58 "
            "C 98 60, 90 70, 86 86 Z",
            c.hair,
        ),
        path("M 100 52 Q 104 48 108 52", stroke=c.hair_light, width=1.6),
        path("M 124 49 Q 128 45 132 49", stroke=c.hair_light, width=1.6),
        path("M 140 56 Q 144 53 147 57", stroke=c.hair_light, width=1.6),
    ]
    return back, front


def long_straight_hair(c: Colours) -> tuple[Parts, Parts]:
    """Mei: long, straight, glossy black hair with a blunt fringe, down past her shoulders."""
    back = [path("M 84 86 C 78 24, 162 24, 156 86 L 160 180 L 80 180 Z", c.hair)]
    front = [
        path(
            "M 86 92 C 82 36, 158 36, 154 92 L 153 66 Q 120 70 87 66 Z", c.hair,
        ),
        path(
            "M 86 68 C 84 32, 156 32, 154 68 Q 120 73 86 68 Z", c.hair,
        ),
        # The two long curtains, in front of her shoulders.
        path("M 87 64 Q 84 96 88 112 L 94 176 L 78 178 L 76 120 Q 76 90 87 64 Z", c.hair),
        path("M 153 64 Q 156 96 152 112 L 146 176 L 162 178 L 164 120 Q 164 90 153 64 Z",
             c.hair),
        path("M 82 100 L 84 170", stroke=c.hair_light, width=1.8),
        path("M 158 100 L 156 170", stroke=c.hair_light, width=1.8),
        path("M 100 52 C 112 47, 130 47, 142 52", stroke=c.hair_light, width=2.4),
    ]
    return back, front


def wavy_hair(c: Colours) -> tuple[Parts, Parts]:
    """Lucia: long auburn waves with a deep side parting, falling over both shoulders."""
    back = [
        path(
            "M 84 88 C 74 38, 166 38, 158 88 C 168 110, 160 130, 170 150 "
            "C 176 168, 164 180, 160 190 L 80 190 C 74 178, 66 166, 72 148 "
            "C 80 130, 72 110, 84 88 Z",
            c.hair,
        )
    ]
    front = [
        # A deep side parting: the big sweep goes over her right temple (left on screen).
        path(
            "M 86 96 C 78 52, 112 38, 134 44 C 150 48, 160 62, 156 92 "
            "C 154 74, 148 62, 140 56 C 132 62, 124 64, 114 62 "
            "C 104 66, 94 76, 92 88 Z",
            c.hair,
        ),
        path(
            "M 88 80 C 80 104, 92 118, 84 138 C 78 156, 94 166, 88 184 "
            "C 82 180, 74 170, 76 154 C 78 138, 70 124, 76 104 Z",
            c.hair,
        ),
        path(
            "M 152 80 C 160 104, 148 118, 156 138 C 162 156, 146 166, 152 184 "
            "C 158 180, 166 170, 164 154 C 162 138, 170 124, 164 104 Z",
            c.hair,
        ),
        path("M 104 50 C 118 44, 138 46, 150 60", stroke=c.hair_light, width=2.2),
        path("M 82 112 C 86 126, 78 138, 82 150", stroke=c.hair_light, width=1.8),
        path("M 158 112 C 154 126, 162 138, 158 150", stroke=c.hair_light, width=1.8),
    ]
    return back, front


def crop_hair(c: Colours) -> tuple[Parts, Parts]:
    """Ingrid: a short, sharp crop, swept to one side, the ears showing."""
    back = [path("M 87 88 C 82 44, 158 44, 153 88 L 151 96 L 89 96 Z", c.hair)]
    front = [
        path(
            "M 87 84 C 82 48, 108 38, 128 40 C 148 42, 160 58, 153 84 "
            "C 151 72, 148 64, 142 60 L 140 66 C 130 58, 112 62, 98 68 "
            "L 96 62 C 91 68, 88 76, 87 84 Z",
            c.hair,
        ),
        path("M 98 54 C 110 46, 132 44, 146 54", stroke=c.hair_light, width=2),
        path("M 102 62 C 114 56, 126 54, 138 56", stroke=c.hair_light, width=1.6),
    ]
    return back, front


# --------------------------------------------------------------------------- the roster

ROSTER: tuple[Look, ...] = (
    Look(
        id="rosa",
        colours=Colours(
            skin="#b77c55", shade="#9c6444", cheek="#d0706a", hair="#d9d9de",
            hair_light="#f4f4f7", brow="#9a9aa2", iris="#5b3a26", lips="#9c4a50",
        ),
        hair=updo_hair,
        outfit=cardigan_outfit,
        face_width=33.5,
        chin=116.0,
        jaw=0.75,
        eye_scale=(0.95, 0.9),
        brow_width=3.0,
        nose="broad",
        ears=True,
        earrings="pearl",
        wrinkles=3,
    ),
    Look(
        id="kiki",
        colours=Colours(
            skin="#f7d7c0", shade="#e8b99c", cheek="#f0877a", hair="#e45a8c",
            hair_light="#f48db2", brow="#8a3a55", iris="#4a7fb0", lips="#e0646e",
        ),
        hair=ponytail_hair,
        outfit=dungarees_outfit,
        face_width=32.0,
        chin=115.0,
        jaw=0.35,
        eye_scale=(1.12, 1.12),
        brow_width=3.2,
        nose="small",
        ears=True,
        earrings="stud",
        freckles=True,
    ),
    Look(
        id="amara",
        colours=Colours(
            skin="#7a4a30", shade="#633a24", cheek="#b0504a", hair="#211816",
            hair_light="#4a3a34", brow="#1a1210", iris="#3b2416", lips="#7e3444",
        ),
        hair=curls_hair,
        outfit=wrap_dress_outfit,
        face_width=33.0,
        chin=117.0,
        jaw=0.6,
        eye_scale=(1.05, 1.0),
        nose="broad",
        mouth_width=1.08,
        earrings="hoop",
    ),
    Look(
        id="mei",
        colours=Colours(
            skin="#f1d0ae", shade="#deb48d", cheek="#eb8f86", hair="#1b1a1f",
            hair_light="#44434d", brow="#1b1a1f", iris="#3d2a1e", lips="#c95d6c",
        ),
        hair=long_straight_hair,
        outfit=blouse_outfit,
        face_width=31.5,
        chin=116.0,
        jaw=0.3,
        eye_scale=(1.05, 0.86),
        brow_width=3.2,
        nose="small",
        mouth_width=0.92,
    ),
    Look(
        id="lucia",
        colours=Colours(
            skin="#d59b72", shade="#bd805a", cheek="#d9665e", hair="#9c3b1f",
            hair_light="#c25a32", brow="#5a2414", iris="#6a4424", lips="#b3243a",
        ),
        hair=wavy_hair,
        outfit=red_blouse_outfit,
        face_width=33.0,
        chin=118.0,
        jaw=0.5,
        nose="straight",
        mouth_width=1.05,
        earrings="hoop",
        wrinkles=1,
        mole=(133.0, 101.0),
    ),
    Look(
        id="ingrid",
        colours=Colours(
            skin="#f1d6c6", shade="#dcb7a2", cheek="#e09a94", hair="#cfc3a4",
            hair_light="#e8dfc6", brow="#8c826a", iris="#5a7fa6", lips="#a8606a",
        ),
        hair=crop_hair,
        outfit=turtleneck_outfit,
        face_width=31.0,
        chin=118.5,
        jaw=0.4,
        eye_scale=(0.95, 0.92),
        brow_width=3.0,
        brow_lift=-1.0,
        nose="straight",
        mouth_width=0.95,
        ears=True,
        earrings="stud",
        wrinkles=2,
        glasses=True,
    ),
)


def avatar(look: Look, mood: str = "neutral") -> str:
    """The whole portrait of one character in one mood, in the themes' avatar box."""
    face = FACES[mood]
    back, front = look.hair(look.colours)
    parts: Parts = [*back, *look.outfit(look.colours)]
    parts += face_parts(look, face)
    if look.earrings:
        parts += earrings(look.earrings, look)
    parts += front
    parts += brows_and_sweat(look, face)
    return document((X0, 0, X0 + W, H), "\n".join(parts))


def write_look(look: Look, out: Path) -> list[Path]:
    folder = out / look.id
    (folder / "faces").mkdir(parents=True, exist_ok=True)
    files = {folder / "avatar.svg": avatar(look)}
    for mood in MOODS:
        if mood != "neutral":
            files[folder / "faces" / f"{mood}.svg"] = avatar(look, mood)
    files.update(wardrobe_art.wardrobe_files(look.id, folder))
    for target, text in files.items():
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text, encoding="utf-8", newline="\n")
    return sorted(files)


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument(
        "--out",
        type=Path,
        default=Path(__file__).resolve().parents[1] / "opponents",
        help="folder that receives one sub-folder per character",
    )
    args = parser.parse_args(argv)
    for look in ROSTER:
        for written in write_look(look, args.out):
            print(written)


if __name__ == "__main__":
    main()
