"""Render a contact sheet of the card faces to PNG, to look at the court art as the game draws it.

Run from the repository root:
    SDL_VIDEODRIVER=dummy python assets/src/preview_cards.py --out docs/screenshots/cards.png

Top: the twelve court cards (jack, queen, king of spades, hearts, diamonds, clubs) large.
Below: diamonds and clubs in the four-colour deck, then a row of aces and number cards,
and one hand at the two sizes the table uses at 1024x600, to check the corner indices.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "src"))

import pygame

from drawpoker.engine.draw import Card
from drawpoker.i18n import set_language
from drawpoker.ui import card_art

FELT = (46, 107, 79)
FELT_DARK = (31, 77, 56)
GAP = 16


def row(surface: pygame.Surface, codes: list[str], width: int, y: int,
        four_colour: bool = False, x: int = GAP) -> int:
    """Draw the cards left to right from ``x``; return the y below the row."""
    height = card_art.card_size(width)[1]
    for code in codes:
        surface.blit(card_art.face(Card.from_str(code), width, four_colour), (x, y))
        x += width + GAP
    return y + height + GAP


def sheet(big: int = 196) -> pygame.Surface:
    courts = [f"{rank}{suit}" for rank in "JQK" for suit in "shdc"]
    width = GAP + 6 * (big + GAP)
    big_h = card_art.card_size(big)[1]
    step = (width - GAP) // 9
    small_h = card_art.card_size(step - GAP)[1]
    height = GAP + 2 * (big_h + GAP) + 2 * (small_h + GAP) + card_art.card_size(100)[1] + GAP
    surface = pygame.Surface((width, height))
    surface.fill(FELT)
    pygame.draw.rect(surface, FELT_DARK, surface.get_rect(), 6)
    y = row(surface, courts[:6], big, GAP)
    y = row(surface, courts[6:], big, y)
    four = ["Jd", "Qd", "Kd", "Jc", "Qc", "Kc", "9d", "6c", "As"]
    y = row(surface, four, step - GAP, y, four_colour=True)
    y = row(surface, ["As", "2h", "3c", "5d", "7s", "8h", "9c", "Td", "Ah"], step - GAP, y)
    x = row(surface, ["Kh", "Qs", "Td", "9c", "Jd"], 100, y) and GAP
    row(surface, ["Ks", "Qh", "Tc", "7d", "Jc"], 72, y, x=x + 5 * (100 + GAP) + GAP)
    return surface


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("cards.png"))
    parser.add_argument("--lang", default="en")
    args = parser.parse_args()
    pygame.init()
    pygame.display.set_mode((1, 1))
    set_language(args.lang)
    pygame.image.save(sheet(), str(args.out))
    print(args.out)


if __name__ == "__main__":
    main()
