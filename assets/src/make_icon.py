"""Draw the application icon (a fan of cards and a chip on felt) as SVG, and a PNG of it.

Run from the repository root:  python assets/src/make_icon.py
The SVG is written with the standard library only; the PNG needs pygame-ce (it renders the
SVG), and is skipped with a message when pygame is not available.
"""

from __future__ import annotations

import argparse
import math
import os
from collections.abc import Sequence
from pathlib import Path

INK = "#2b2220"
FELT = "#2e6b4f"
FELT_DARK = "#1f4d38"
GOLD = "#d9b45a"
GOLD_LIGHT = "#f0d68c"
CREAM = "#f7f0de"
RED = "#b8323c"
BURGUNDY = "#8e2f3c"
SIZE = 256

HEART = "M 0 -3 C -2 -9, -11 -8, -10 -1 C -9 4, -4 7, 0 11 C 4 7, 9 4, 10 -1 C 11 -8, 2 -9, 0 -3 Z"
SPADE = (
    "M 0 -11 C -4 -6, -11 -2, -10 3 C -9 8, -3 8, -1 5 L -3 11 L 3 11 L 1 5 "
    "C 3 8, 9 8, 10 3 C 11 -2, 4 -6, 0 -11 Z"
)
DIAMOND = "M 0 -11 L 8 0 L 0 11 L -8 0 Z"
LETTER_A = "M -4 6 L 0 -6 L 4 6 M -2.4 2 L 2.4 2"


def card(angle: float, face: str, pip: str, color: str) -> str:
    """A card 96 x 136 pivoting round its bottom centre, which sits at (118, 206)."""
    corner = (
        f'<g transform="translate(-34 -48)"><path d="{LETTER_A}" fill="none" '
        f'stroke="{color}" stroke-width="2.4" stroke-linecap="round" '
        f'stroke-linejoin="round"/></g>'
        f'<g transform="translate(-34 -33) scale(0.5)"><path d="{pip}" fill="{color}"/></g>'
    )
    if face == "back":
        inner = (
            f'<rect x="-38" y="-58" width="76" height="116" rx="6" fill="none" '
            f'stroke="{GOLD}" stroke-width="2.4"/>'
            f'<path d="{DIAMOND}" fill="{GOLD}" transform="scale(1.6)"/>'
        )
        body = (
            f'<rect x="-48" y="-68" width="96" height="136" rx="10" fill="{BURGUNDY}" '
            f'stroke="{INK}" stroke-width="3"/>{inner}'
        )
    else:
        body = (
            f'<rect x="-48" y="-68" width="96" height="136" rx="10" fill="{CREAM}" '
            f'stroke="{INK}" stroke-width="3"/>{corner}'
            f'<g transform="scale(2.4)"><path d="{pip}" fill="{color}"/></g>'
            f'<g transform="rotate(180) translate(-34 -48)"><path d="{LETTER_A}" '
            f'fill="none" stroke="{color}" stroke-width="2.4" stroke-linecap="round" '
            f'stroke-linejoin="round"/></g>'
        )
    return f'<g transform="translate(118 206) rotate({angle}) translate(0 -72)">{body}</g>'


def chip(cx: float, cy: float, r: float) -> str:
    notches = []
    for i in range(8):
        a = 2 * math.pi * i / 8
        x, y = cx + (r - 6) * math.cos(a), cy + (r - 6) * math.sin(a)
        notches.append(
            f'<rect x="{x - 4:.2f}" y="{y - 7:.2f}" width="8" height="14" rx="2" '
            f'fill="{CREAM}" transform="rotate({math.degrees(a) + 90:.2f} '
            f'{x:.2f} {y:.2f})"/>'
        )
    return (
        f'<circle cx="{cx}" cy="{cy + 4}" r="{r}" fill="{INK}" opacity="0.35"/>'
        f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="{GOLD}" stroke="{INK}" '
        f'stroke-width="3"/>'
        + "".join(notches)
        + f'<circle cx="{cx}" cy="{cy}" r="{r - 14}" fill="{GOLD_LIGHT}" stroke="#b08a36" '
        f'stroke-width="2.4"/>'
        + f'<circle cx="{cx}" cy="{cy}" r="{r - 21}" fill="none" stroke="#b08a36" '
        f'stroke-width="1.6" stroke-dasharray="3 3"/>'
    )


def icon_svg() -> str:
    parts = [
        f'<rect x="8" y="8" width="240" height="240" rx="48" fill="{FELT}" stroke="{FELT_DARK}" '
        f'stroke-width="6"/>',
        f'<rect x="20" y="20" width="216" height="216" rx="38" fill="none" stroke="{GOLD}" '
        f'stroke-width="2.5" opacity="0.55"/>',
        card(-24, "back", SPADE, INK),
        card(-4, "face", HEART, RED),
        card(16, "face", SPADE, INK),
        chip(178, 182, 38),
    ]
    body = "\n".join(parts)
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {SIZE} {SIZE}" '
        f'width="{SIZE}" height="{SIZE}">\n{body}\n</svg>\n'
    )


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    assets = Path(__file__).resolve().parents[1]
    parser.add_argument("--svg", type=Path, default=assets / "icon.svg")
    parser.add_argument("--png", type=Path, default=assets / "icon.png")
    parser.add_argument("--png-size", type=int, default=256)
    args = parser.parse_args(argv)
    args.svg.write_text(icon_svg(), encoding="utf-8", newline="\n")
    print(args.svg)
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    try:
        import pygame
    except ImportError:
        print("pygame-ce is not installed; icon.png not written")
        return
    surface = pygame.image.load_sized_svg(str(args.svg), (args.png_size, args.png_size))
    pygame.image.save(surface, str(args.png))
    print(args.png)


if __name__ == "__main__":
    main()
