"""Render the roster as a contact sheet: every character in every mood, and dressed.

Run from the repository root:
    SDL_VIDEODRIVER=dummy python assets/src/preview_roster.py --out /tmp/roster.png
The documentation's sheet (``docs/roster.png``, kept under 300 KB) is ``--height 160``.

One row per character: her moods side by side, then her dressed as the game dresses her
(``drawpoker.ui.characters.dressed``): in her own wardrobe (the wardrobe theme says
``dress: own``), then in the party theme's items, to check at a glance that the faces read
and the items fit.
``--thumb`` draws a second, small sheet at the hold'em seats' size (about 90 pixels).
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "src"))

import pygame

from drawpoker.paths import font_path
from drawpoker.roster import Character, load_roster
from drawpoker.themes import Theme, builtin_themes_dir, load_theme
from drawpoker.themes.expressions import EXPRESSIONS
from drawpoker.ui.characters import dressed
from drawpoker.ui.forfeit_art import ForfeitArt

FELT = (46, 107, 79)
FELT_DARK = (31, 77, 56)
CREAM = (242, 232, 208)


def sheet(characters: Sequence[Character], themes: Sequence[Theme], height: int,
          moods: Sequence[str] = EXPRESSIONS) -> pygame.Surface:
    font = pygame.font.Font(str(font_path(bold=True)), max(12, height // 12))
    arts = [[ForfeitArt(dressed(theme, c)) for theme in themes] for c in characters]
    width = arts[0][0].avatar_size(height)[0] if arts else 1
    gap = max(6, height // 20)
    label = font.get_linesize() + 4
    columns = len(moods) + len(themes)
    surface = pygame.Surface((gap + columns * (width + gap) + gap,
                              gap + len(characters) * (height + label + gap)))
    surface.fill(FELT)
    pygame.draw.rect(surface, FELT_DARK, surface.get_rect(), 6)
    for row, (character, row_arts) in enumerate(zip(characters, arts, strict=True)):
        y = gap + row * (height + label + gap)
        style = f"{character.style.level}, {character.style.kind}"
        text = f"{character.name}: {character.describe('en')}  [{style}]"
        surface.blit(font.render(text, True, CREAM), (gap, y))
        y += label
        plain = row_arts[0]
        for col, mood in enumerate(moods):
            surface.blit(plain.avatar(height, (), mood), (gap + col * (width + gap), y))
        for index, art in enumerate(row_arts):  # all her items on: hers, or the theme's
            x = gap + (len(moods) + index) * (width + gap)
            surface.blit(art.avatar(height, art.theme.item_ids), (x, y))
    return surface


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("roster.png"))
    parser.add_argument("--height", type=int, default=220)
    parser.add_argument("--thumb", type=int, default=0, help="also a sheet this many px tall")
    parser.add_argument("--moods", default=",".join(EXPRESSIONS),
                        help="comma-separated moods to show (default: all)")
    args = parser.parse_args(argv)
    pygame.init()
    roster = load_roster()
    themes = [load_theme(builtin_themes_dir() / name) for name in ("wardrobe", "party")]
    moods = [mood for mood in args.moods.split(",") if mood]
    pygame.image.save(sheet(roster.characters, themes, args.height, moods), str(args.out))
    print(args.out)
    if args.thumb:
        small = args.out.with_name(f"{args.out.stem}-{args.thumb}{args.out.suffix}")
        pygame.image.save(sheet(roster.characters, themes, args.thumb, moods), str(small))
        print(small)


if __name__ == "__main__":
    main()
