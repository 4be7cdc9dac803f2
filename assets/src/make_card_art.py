"""Draw the twelve court cards (jack, queen, king of each suit) as SVG, reproducibly.

Run from the repository root:  python assets/src/make_card_art.py [--out assets/cards]

Each file is the framed picture that sits between a card's corner indices: a half-length
figure (crown or hat, face, collar, patterned robe, a held attribute, the suit pip) and the
same half turned half a turn, as on a classic double-ended deck. Files are named like the
engine's cards: ``Ks.svg``, ``Qh.svg``, ``Jd.svg``...

Colour modes: pictures are written once, in the two-colour deck's inks (red hearts and
diamonds, black spades and clubs). Suit-coloured parts use exactly the suit ink and nothing
else does, so the game recolours diamonds and clubs for the four-colour deck by swapping that
one colour when it loads the file (see src/drawpoker/ui/card_art.py).
Only the standard library is used; the output depends on nothing but this file and the
court_parts, court_heads and court_attributes modules beside it.
"""

from __future__ import annotations

import argparse
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from court_attributes import (
    GRIP,
    Parts,
    arrow,
    axe,
    fan,
    flower,
    halberd,
    lance,
    leaf,
    orb,
    sceptre,
    sword,
)
from court_heads import (
    beard,
    ermine_collar,
    face,
    hair_fringe,
    hair_long,
    hair_short,
    jack_collar,
    jack_hat,
    king_crown,
    moustache,
    queen_crown,
    queen_veil,
    ruff_collar,
)
from court_parts import (
    BLACK,
    BLUE,
    BLUE_DARK,
    BLUE_LIGHT,
    GOLD,
    GOLD_DARK,
    GOLD_LIGHT,
    HALF_H,
    HALF_W,
    INK,
    PAPER,
    RED,
    RED_DARK,
    ROBE_POLY_LEFT,
    ROBE_POLY_RIGHT,
    SUIT_BLACK,
    SUIT_RED,
    WHITE,
    circle,
    f,
    gradients,
    group,
    hand,
    line,
    other_arm,
    pip,
    robe,
    scatter,
    sleeve,
    stripes,
)

SUIT_INK = {"s": SUIT_BLACK, "h": SUIT_RED, "d": SUIT_RED, "c": SUIT_BLACK}
HEAD = "translate(100,110) scale(1.2) translate(-100,-100)"  # heads drawn large, as on cards


# --------------------------------------------------------------------------- designs

@dataclass(frozen=True)
class Court:
    """One court card: who it is and what it wears and holds."""

    code: str  # engine notation, e.g. "Ks"
    robe_left: str
    robe_right: str
    pattern_left: tuple[str, str]  # (motif, colour) or ("stripes", colour)
    pattern_right: tuple[str, str]
    sleeve: str
    hair: str
    hair_light: str
    attribute: Callable[[str], Parts]
    cap: str = RED  # crown's velvet, queen's veil, jack's hat
    accent: str = GOLD  # jack's hat band or collar colour
    gaze: float = 0.0  # where the eyes look: -2 (their right) .. 2 (their left)

    @property
    def rank(self) -> str:
        return self.code[0]

    @property
    def suit(self) -> str:
        return self.code[1]

    @property
    def rank_name(self) -> str:
        return {"K": "king", "Q": "queen", "J": "jack"}[self.rank]


GREY_HAIR, GREY_LIGHT = "#d8d2c8", "#9c958a"
BROWN, BROWN_LIGHT = "#6b4226", "#a0704a"
DARK, DARK_LIGHT = "#33261f", "#6a5546"
BLOND, BLOND_LIGHT = "#d9a441", "#f2cf7c"
AUBURN, AUBURN_LIGHT = "#9a4424", "#c9744c"
CHESTNUT, CHESTNUT_LIGHT = "#4a3020", "#7d5a40"

COURTS: tuple[Court, ...] = (
    Court("Ks", BLUE, GOLD, ("lozenge", GOLD), ("lozenge", BLUE), BLUE, GREY_HAIR, GREY_LIGHT,
          sceptre, cap=BLUE_DARK),
    Court("Kh", RED, GOLD, ("trefoil", GOLD), ("stripes", RED), RED, AUBURN, AUBURN_LIGHT, sword,
          gaze=1.2),
    Court("Kd", BLUE, RED, ("dots", GOLD), ("lozenge", GOLD), RED, DARK, DARK_LIGHT, axe,
          cap=RED_DARK, gaze=-1.2),
    Court("Kc", RED, BLUE, ("cross", GOLD), ("trefoil", GOLD), BLUE, BROWN, BROWN_LIGHT, orb,
          cap=BLUE),
    Court("Qs", BLACK, BLUE, ("dots", GOLD), ("lozenge", GOLD_LIGHT), BLUE, DARK, DARK_LIGHT,
          sceptre, cap=BLUE_LIGHT, gaze=-1.0),
    Court("Qh", RED, GOLD, ("trefoil", GOLD), ("dots", RED), GOLD, BLOND, BLOND_LIGHT,
          lambda ink: flower("rose", ink), cap=WHITE, gaze=1.0),
    Court("Qd", GOLD, RED, ("lozenge", RED), ("cross", GOLD), RED, AUBURN, AUBURN_LIGHT, fan,
          cap=BLUE_LIGHT, gaze=1.2),
    Court("Qc", BLUE, RED, ("trefoil", GOLD), ("stripes", BLUE), BLUE, BROWN, BROWN_LIGHT,
          lambda ink: flower("tulip", ink), cap=WHITE, gaze=-1.0),
    Court("Js", BLACK, GOLD, ("stripes", GOLD), ("dots", BLACK), GOLD, DARK, DARK_LIGHT, halberd,
          cap=BLUE, accent=WHITE, gaze=1.3),
    Court("Jh", RED, BLUE, ("dots", GOLD), ("trefoil", GOLD), BLUE, BLOND, BLOND_LIGHT, leaf,
          cap=RED, accent=GOLD, gaze=-1.2),
    Court("Jd", GOLD, BLUE, ("lozenge", BLUE), ("stripes", GOLD), GOLD, BROWN, BROWN_LIGHT, lance,
          cap=RED, accent=BLUE, gaze=1.0),
    Court("Jc", BLUE, GOLD, ("cross", GOLD), ("lozenge", RED), RED, CHESTNUT, CHESTNUT_LIGHT,
          arrow, cap=BLACK, accent=RED, gaze=-1.0),
)


def robe_pattern(spec: tuple[str, str], side: str) -> list[str]:
    kind, color = spec
    polygon = ROBE_POLY_LEFT if side == "left" else ROBE_POLY_RIGHT
    if kind == "stripes":
        return stripes(polygon, color)
    return scatter(kind, polygon, color, offset=4.0 if side == "right" else 0.0)


def half(court: Court) -> list[str]:
    """The upper half of the picture: everything above the waist line."""
    ink = SUIT_INK[court.suit]
    behind, front = court.attribute(ink)
    out: list[str] = []
    if court.rank == "Q":
        out.append(group(queen_veil(court.cap, court.hair_light if court.cap == WHITE
                                    else BLUE), HEAD))
        out.append(group(hair_long(court.hair, court.hair_light), HEAD))
    out += behind
    out += robe(court.robe_left, court.robe_right, robe_pattern(court.pattern_left, "left"),
                robe_pattern(court.pattern_right, "right"), court.suit, ink)
    out += other_arm(court.sleeve)
    out += sleeve(court.sleeve)
    if court.rank == "K":
        out += ermine_collar()
    elif court.rank == "Q":
        out += ruff_collar()
    if court.rank == "J":
        out += jack_collar(court.accent)
    head = face(court.rank_name, court.hair, court.gaze)
    if court.rank == "K":
        head += hair_short(court.hair, court.hair_light)
        head += beard(court.hair, court.hair_light)
        head += king_crown(court.cap)
    elif court.rank == "Q":
        head += hair_fringe(court.hair)
        head += queen_crown()
    else:
        head += hair_short(court.hair, court.hair_light)
        if court.suit in "sd":
            head += moustache(court.hair)
        head += jack_hat(court.cap, court.accent, court.robe_left)
    out.append(group(head, HEAD))
    out += hand(*GRIP)
    out += front
    out.append(pip(court.suit, 28, 30, 34, ink))
    return out


def document(court: Court) -> str:
    """The whole picture: paper, both halves, the waist line and the frame."""
    body = [f"<defs>{gradients()}</defs>",
            f'<rect x="0" y="0" width="{f(HALF_W)}" height="{f(2 * HALF_H)}" fill="url(#paper)"/>']
    top = half(court)
    body.append(group(top, "translate(0,0)"))
    body.append(group(top, f"rotate(180 {f(HALF_W / 2)} {f(HALF_H)})"))
    body.append(line([(4, HALF_H), (HALF_W - 4, HALF_H)], INK, 1.6))
    body.append(f'<rect x="2.5" y="2.5" width="{f(HALF_W - 5)}" height="{f(2 * HALF_H - 5)}" '
                f'fill="none" stroke="{INK}" stroke-width="3"/>')
    body.append(f'<rect x="6.5" y="6.5" width="{f(HALF_W - 13)}" height="{f(2 * HALF_H - 13)}" '
                f'fill="none" stroke="{GOLD_DARK}" stroke-width="1.4"/>')
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {f(HALF_W)} {f(2 * HALF_H)}"'
            f' width="{f(HALF_W)}" height="{f(2 * HALF_H)}">\n' + "\n".join(body) + "\n</svg>\n")


def ace_of_spades() -> str:
    """The deck's signature card: a large spade, engraved, in a pearled gold ring."""
    body = [circle(100, 100, 95, "none", INK, 1.6), circle(100, 100, 89, "none", GOLD, 7),
            circle(100, 100, 89, "none", GOLD_LIGHT, 1.4), circle(100, 100, 83, "none", INK, 1.2)]
    for i in range(32):
        angle = 2 * math.pi * i / 32
        body.append(circle(100 + 89 * math.cos(angle), 100 + 89 * math.sin(angle),
                           1.7 if i % 2 else 2.4, WHITE if i % 2 else RED_DARK, INK, 0.5))
    body.append(pip("s", 100, 104, 132, SUIT_INK["s"]))
    body.append(f'<path transform="translate({f(100 - 49)},{f(104 - 52)}) scale(0.98 0.92)" '
                f'd="M50,20 C42,34 18,46 18,63 C18,72 24,76 31,76" fill="none" '
                f'stroke="{PAPER}" stroke-width="1.6" stroke-linecap="round"/>')
    body.append(f'<path transform="translate({f(100 - 49)},{f(104 - 52)}) scale(0.98 0.92)" '
                f'd="M50,20 C58,34 82,46 82,63 C82,72 76,76 69,76" fill="none" '
                f'stroke="{PAPER}" stroke-width="1.6" stroke-linecap="round"/>')
    body.append(pip("s", 100, 96, 30, PAPER))
    body.append(pip("s", 100, 96.5, 20, SUIT_INK["s"]))
    return ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" '
            'height="200">\n' + "\n".join(body) + "\n</svg>\n")


def write_all(out: Path, courts: Sequence[Court] = COURTS) -> list[Path]:
    out.mkdir(parents=True, exist_ok=True)
    (out / "As.svg").write_text(ace_of_spades(), encoding="utf-8", newline="\n")
    written = [out / "As.svg"]
    for court in courts:
        target = out / f"{court.code}.svg"
        target.write_text(document(court), encoding="utf-8", newline="\n")
        written.append(target)
    return written


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--out", type=Path,
                        default=Path(__file__).resolve().parents[1] / "cards",
                        help="folder that receives the twelve SVG files")
    args = parser.parse_args(argv)
    for written in write_all(args.out):
        print(written)


if __name__ == "__main__":
    main()
