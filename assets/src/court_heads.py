"""Heads for the court cards: faces, hair and beards, crowns, veil, hats and collars.

Drawn in the half-picture's units (see court_parts.py) around a face centred at x = 100;
make_card_art.py enlarges the whole head a little, as printed court cards do.
"""

from __future__ import annotations

from court_parts import (
    BLUE,
    CHEEK,
    GOLD,
    GOLD_DARK,
    GOLD_LIGHT,
    INK,
    LIPS,
    RED,
    SKIN,
    SKIN_SHADE,
    WHITE,
    circle,
    ellipse,
    f,
    line,
    motif,
    path,
    poly,
)

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
