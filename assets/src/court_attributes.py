"""What the court figures hold: sceptre, sword, axe, orb, halberd, lance, arrow, leaf, flowers, fan.

Each function takes the suit's ink (for a jewel or a pennant in the suit's colour) and returns
the parts drawn behind the body and the parts drawn in front of the hand, in the half-picture's
units; the hand closes at GRIP.
"""

from __future__ import annotations

import math

from court_parts import (
    BLUE_LIGHT,
    GOLD,
    GOLD_DARK,
    GOLD_LIGHT,
    GREEN,
    GREEN_DARK,
    INK,
    RED,
    RED_DARK,
    STEEL,
    STEEL_DARK,
    WHITE,
    WOOD,
    circle,
    ellipse,
    f,
    line,
    path,
    poly,
)

GRIP = (152.0, 152.0)  # where the attribute's hand closes
Parts = tuple[list[str], list[str]]


def shaft(color: str, top: float, bottom: float = 183.0, width: float = 5.0) -> str:
    x = GRIP[0]
    return poly([(x - width / 2, top), (x + width / 2, top), (x + width / 2, bottom),
                 (x - width / 2, bottom)], color, INK, 1.2)


def sceptre(ink: str) -> Parts:
    x = GRIP[0]
    behind = [shaft(GOLD, 30, 178), line([(x - 1, 34), (x - 1, 176)], GOLD_LIGHT, 1.0)]
    for y in (60, 100):
        behind.append(ellipse(x, y, 5, 2.6, GOLD_DARK, INK, 1.0))
    behind += [circle(x, 28, 6.5, GOLD, INK, 1.2),
               path(f"M{f(x)},22 C{f(x - 12)},18 {f(x - 12)},4 {f(x - 2)},6 L{f(x)},2 "
                    f"L{f(x + 2)},6 C{f(x + 12)},4 {f(x + 12)},18 {f(x)},22 Z", GOLD, INK, 1.2),
               circle(x, 28, 2.5, ink, "none")]
    return behind, [circle(x, 180, 4.5, GOLD, INK, 1.1)]


def sword(ink: str) -> Parts:
    x = GRIP[0]
    behind = [poly([(x - 4, 132), (x - 4, 20), (x, 10), (x + 4, 20), (x + 4, 132)], STEEL, INK,
                   1.3),
              line([(x, 18), (x, 130)], STEEL_DARK, 1.0),
              poly([(x - 16, 132), (x + 16, 132), (x + 16, 138), (x - 16, 138)], GOLD, INK, 1.2),
              circle(x - 17, 135, 3.2, GOLD, INK, 1.0), circle(x + 17, 135, 3.2, GOLD, INK, 1.0),
              poly([(x - 2.5, 138), (x + 2.5, 138), (x + 2.5, 168), (x - 2.5, 168)], WOOD, INK,
                   1.0)]
    return behind, [circle(x, 170, 4.5, GOLD, INK, 1.1), circle(x, 135, 2.2, ink, "none")]


def axe(ink: str) -> Parts:
    x = GRIP[0]
    behind = [shaft(WOOD, 18),
              path(f"M{f(x + 2)},26 C{f(x + 16)},22 {f(x + 24)},14 {f(x + 28)},8 "
                   f"C{f(x + 36)},24 {f(x + 36)},44 {f(x + 28)},60 C{f(x + 24)},54 {f(x + 16)},46 "
                   f"{f(x + 2)},42 Z", STEEL, INK, 1.4),
              path(f"M{f(x + 26)},14 C{f(x + 32)},28 {f(x + 32)},42 {f(x + 26)},54", "none",
                   STEEL_DARK, 1.2),
              path(f"M{f(x - 2)},28 L{f(x - 14)},34 L{f(x - 2)},40 Z", STEEL, INK, 1.2),
              poly([(x - 4, 10), (x, 2), (x + 4, 10), (x + 3, 20), (x - 3, 20)], STEEL, INK, 1.1),
              circle(x + 10, 34, 3, ink, INK, 0.6)]
    return behind, []


def orb(ink: str) -> Parts:
    x, y = GRIP[0], GRIP[1] - 20
    front = [circle(x, y, 14, GOLD, INK, 1.5),
             path(f"M{f(x - 14)},{f(y)} Q{f(x)},{f(y + 6)} {f(x + 14)},{f(y)}", "none", GOLD_DARK,
                  2.4),
             path(f"M{f(x)},{f(y - 14)} L{f(x)},{f(y + 3)}", "none", GOLD_DARK, 2.4),
             path(f"M{f(x - 8)},{f(y - 8)} Q{f(x - 4)},{f(y - 12)} {f(x + 1)},{f(y - 12)}", "none",
                  GOLD_LIGHT, 1.6),
             poly([(x - 2, y - 28), (x + 2, y - 28), (x + 2, y - 24), (x + 7, y - 24),
                   (x + 7, y - 20), (x + 2, y - 20), (x + 2, y - 14), (x - 2, y - 14),
                   (x - 2, y - 20), (x - 7, y - 20), (x - 7, y - 24), (x - 2, y - 24)], GOLD, INK,
                  1.0),
             circle(x + 7, y + 6, 2.4, ink, "none"), circle(x - 7, y + 6, 2.4, ink, "none")]
    return [], front


def halberd(ink: str) -> Parts:
    x = GRIP[0]
    behind = [shaft(WOOD, 30),
              poly([(x - 3, 40), (x - 3, 22), (x, 4), (x + 3, 22), (x + 3, 40)], STEEL, INK, 1.2),
              path(f"M{f(x + 2)},30 L{f(x + 26)},24 C{f(x + 30)},34 {f(x + 30)},44 {f(x + 26)},54 "
                   f"L{f(x + 2)},46 Z", STEEL, INK, 1.3),
              path(f"M{f(x - 2)},32 L{f(x - 18)},42 L{f(x - 2)},44 Z", STEEL, INK, 1.2),
              poly([(x - 4, 48), (x + 4, 48), (x + 4, 54), (x - 4, 54)], ink, INK, 0.8)]
    return behind, []


def lance(ink: str) -> Parts:
    x = GRIP[0]
    behind = [shaft(WOOD, 22),
              poly([(x - 3.5, 24), (x, 4), (x + 3.5, 24)], STEEL, INK, 1.2),
              path(f"M{f(x + 2.5)},28 L{f(x + 40)},36 L{f(x + 30)},44 L{f(x + 40)},52 "
                   f"L{f(x + 2.5)},58 Z", GOLD, INK, 1.2),
              path(f"M{f(x + 2.5)},38 L{f(x + 30)},44 L{f(x + 2.5)},50 Z", RED, "none"),
              circle(x + 12, 44, 3.2, ink, INK, 0.6)]
    return behind, []


def arrow(ink: str) -> Parts:
    x = GRIP[0]
    behind = [poly([(x - 2, 26), (x + 2, 26), (x + 2, 183), (x - 2, 183)], WOOD, INK, 1.0),
              poly([(x - 6, 30), (x, 8), (x + 6, 30), (x, 26)], STEEL, INK, 1.2),
              path(f"M{f(x)},164 L{f(x - 8)},172 L{f(x - 8)},183 L{f(x)},176 Z", ink, INK, 0.8),
              path(f"M{f(x)},164 L{f(x + 8)},172 L{f(x + 8)},183 L{f(x)},176 Z", WHITE, INK, 0.8)]
    return behind, []


def leaf(ink: str) -> Parts:
    x = GRIP[0]
    behind = [path(f"M{f(x)},160 C{f(x - 2)},120 {f(x + 6)},70 {f(x)},26", "none", GREEN_DARK,
                   3.0)]
    for i, (dx, y) in enumerate(((-1, 40), (1, 58), (-1, 78), (1, 98), (0, 24))):
        tip_x = x + dx * 22 if dx else x
        tip_y = y - 14 if dx else 6
        behind.append(path(f"M{f(x + dx * 1)},{f(y)} C{f(x + dx * 4 - 8)},{f(y - 14)} "
                           f"{f(tip_x - 4)},{f(tip_y + 4)} {f(tip_x)},{f(tip_y)} "
                           f"C{f(tip_x + 4)},{f(tip_y + 8)} {f(x + dx * 10 + 6)},{f(y + 2)} "
                           f"{f(x + dx * 1)},{f(y)} Z", GREEN if i % 2 else GREEN_DARK, INK, 1.1))
    behind.append(circle(x - 8, 118, 3, ink, INK, 0.6))
    return behind, []


def flower(kind: str, ink: str) -> Parts:
    """A rose or a tulip held up beside the shoulder, in front of the sleeve."""
    x, y = GRIP[0], GRIP[1] - 6
    bx, by = 166.0, 92.0
    front = [path(f"M{f(x)},{f(y)} C{f(x + 2)},{f(y - 20)} {f(bx - 6)},{f(by + 30)} "
                  f"{f(bx)},{f(by + 8)}", "none", GREEN_DARK, 3.0),
             path(f"M{f(x + 4)},{f(y - 18)} C{f(x + 12)},{f(y - 30)} {f(x + 22)},{f(y - 30)} "
                  f"{f(x + 28)},{f(y - 36)} C{f(x + 24)},{f(y - 20)} {f(x + 14)},{f(y - 14)} "
                  f"{f(x + 4)},{f(y - 18)} Z", GREEN, INK, 1.1),
             path(f"M{f(x + 6)},{f(y - 24)} C{f(x - 6)},{f(y - 34)} {f(x - 8)},{f(y - 40)} "
                  f"{f(x - 12)},{f(y - 46)} C{f(x - 2)},{f(y - 44)} {f(x + 6)},{f(y - 36)} "
                  f"{f(x + 6)},{f(y - 24)} Z", GREEN_DARK, INK, 1.1)]
    if kind == "rose":
        front += [circle(bx, by, 15, RED, INK, 1.5),
                  path(f"M{f(bx - 12)},{f(by + 4)} C{f(bx - 10)},{f(by + 14)} {f(bx + 10)},"
                       f"{f(by + 14)} {f(bx + 12)},{f(by + 4)}", "none", RED_DARK, 1.3),
                  path(f"M{f(bx - 8)},{f(by + 2)} C{f(bx - 7)},{f(by - 9)} {f(bx + 8)},"
                       f"{f(by - 9)} {f(bx + 8)},{f(by + 1)} C{f(bx + 7)},{f(by + 8)} "
                       f"{f(bx - 3)},{f(by + 8)} {f(bx - 3)},{f(by)} C{f(bx - 3)},{f(by - 4)} "
                       f"{f(bx + 3)},{f(by - 4)} {f(bx + 3)},{f(by)}", "none", RED_DARK, 1.4),
                  path(f"M{f(bx - 7)},{f(by - 8)} Q{f(bx)},{f(by - 14)} {f(bx + 7)},{f(by - 8)}",
                       "none", "#ffffff", 1.2, extra=' stroke-opacity="0.4"')]
    else:
        front += [path(f"M{f(bx - 13)},{f(by - 12)} L{f(bx - 6)},{f(by - 4)} "
                       f"L{f(bx)},{f(by - 16)} L{f(bx + 6)},{f(by - 4)} L{f(bx + 13)},{f(by - 12)} "
                       f"C{f(bx + 14)},{f(by + 4)} {f(bx + 8)},{f(by + 14)} {f(bx)},{f(by + 14)} "
                       f"C{f(bx - 8)},{f(by + 14)} {f(bx - 14)},{f(by + 4)} {f(bx - 13)},"
                       f"{f(by - 12)} Z", GOLD, INK, 1.4),
                  path(f"M{f(bx - 6)},{f(by - 4)} C{f(bx - 4)},{f(by + 4)} {f(bx - 2)},{f(by + 8)} "
                       f"{f(bx)},{f(by + 13)} M{f(bx + 6)},{f(by - 4)} C{f(bx + 4)},{f(by + 4)} "
                       f"{f(bx + 2)},{f(by + 8)} {f(bx)},{f(by + 13)}", "none", GOLD_DARK, 1.2),
                  path(f"M{f(bx - 9)},{f(by - 6)} C{f(bx - 9)},{f(by + 2)} {f(bx - 6)},{f(by + 8)} "
                       f"{f(bx - 3)},{f(by + 10)}", "none", RED, 1.6)]
    return [], front


def fan(ink: str) -> Parts:
    x, y = GRIP[0] - 4, GRIP[1] - 4
    ribs: list[str] = []
    outer = []
    for i in range(9):
        a = math.radians(-160 + i * 17.5)
        px, py = x + 40 * math.cos(a), y + 40 * math.sin(a)
        outer.append((px, py))
    ribs.append(poly([(x, y), *outer], WHITE, INK, 1.4))
    for i, (px, py) in enumerate(outer):
        if i % 2 == 0 and i < len(outer) - 1:
            qx, qy = outer[i + 1]
            ribs.append(poly([(x, y), (px, py), (qx, qy)], RED if i % 4 == 0 else BLUE_LIGHT,
                             INK, 0.8))
    ribs.append(path("M" + " L".join(f"{f(x + 0.55 * (px - x))},{f(y + 0.55 * (py - y))}"
                                       for px, py in outer), "none", GOLD_DARK, 1.6))
    ribs.append(circle(x, y - 22, 3.2, ink, INK, 0.6))
    return [], ribs
