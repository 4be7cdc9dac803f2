"""Render each opponent's own wardrobe as a sheet: her, dressed, and every item in each state.

Run from the repository root:
    SDL_VIDEODRIVER=dummy python assets/src/preview_wardrobes.py --out docs/screenshots

One sheet per character (``wardrobe-<id>.png``): her bare avatar, her wearing all her items
(the way the wardrobe theme dresses her), then each item as worn alone on her, and its icon
as the pawnshop shows it (with the ticket) and as the trophy shelf shows it (with the rosette),
under its English name. ``--all`` also writes ``wardrobes.png``, every opponent dressed side by
side. Pictures go through the game's own loader and drawing code (``drawpoker.ui``).
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
from drawpoker.themes import builtin_themes_dir, load_theme
from drawpoker.ui.characters import dressed
from drawpoker.ui.forfeit_art import ForfeitArt

FELT = (46, 107, 79)
FELT_DARK = (31, 77, 56)
CREAM = (242, 232, 208)


def sheet(character: Character, height: int) -> pygame.Surface:
    """Her sheet: bare, dressed, then a column per item (worn alone, pawned, won)."""
    theme = dressed(load_theme(builtin_themes_dir() / "wardrobe"), character)
    art = ForfeitArt(theme)
    width = art.avatar_size(height)[0]
    small = height // 3
    font = pygame.font.Font(str(font_path(bold=True)), max(13, height // 14))
    label = font.get_linesize() + 6
    gap = max(8, height // 16)
    columns = 2 + len(theme.items)
    column_w = max(width, 2 * small + gap // 2)
    surface = pygame.Surface((gap + columns * (column_w + gap),
                              gap + label + height + gap + small + label + gap))
    surface.fill(FELT)
    pygame.draw.rect(surface, FELT_DARK, surface.get_rect(), 6)
    heads = [f"{character.name}", "dressed", *(item.name("en") for item in theme.items)]
    for column, head in enumerate(heads):
        x = gap + column * (column_w + gap)
        words = font.render(head, True, CREAM)
        surface.blit(words, (x + (column_w - words.get_width()) // 2, gap))
        y = gap + label
        if column == 0:
            picture = art.avatar(height, ())
        elif column == 1:
            picture = art.avatar(height, theme.item_ids)
        else:
            item = theme.items[column - 2]
            picture = art.avatar(height, {item.id})
            below = y + height + gap
            surface.blit(art.pawned(item.id, small), (x + column_w // 2 - small - gap // 4, below))
            surface.blit(art.lost(item.id, small), (x + column_w // 2 + gap // 4, below))
        surface.blit(picture, (x + (column_w - picture.get_width()) // 2, y))
    return surface


def lineup(characters: Sequence[Character], height: int) -> pygame.Surface:
    """Every opponent dressed in her whole wardrobe, side by side, named."""
    theme = load_theme(builtin_themes_dir() / "wardrobe")
    arts = [ForfeitArt(dressed(theme, character)) for character in characters]
    width = arts[0].avatar_size(height)[0]
    font = pygame.font.Font(str(font_path(bold=True)), max(13, height // 14))
    gap, label = max(8, height // 16), font.get_linesize() + 6
    surface = pygame.Surface((gap + len(arts) * (width + gap), gap + label + height + gap))
    surface.fill(FELT)
    pygame.draw.rect(surface, FELT_DARK, surface.get_rect(), 6)
    for n, (character, art) in enumerate(zip(characters, arts, strict=True)):
        x = gap + n * (width + gap)
        words = font.render(character.name, True, CREAM)
        surface.blit(words, (x + (width - words.get_width()) // 2, gap))
        surface.blit(art.avatar(height, art.theme.item_ids), (x, gap + label))
    return surface


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("."), help="folder for the sheets")
    parser.add_argument("--height", type=int, default=240, help="her height in pixels")
    parser.add_argument("--only", default="", help="comma-separated roster ids (default: all)")
    parser.add_argument("--all", action="store_true", help="also the line-up, wardrobes.png")
    args = parser.parse_args(argv)
    pygame.init()
    characters = load_roster().characters
    wanted = [c for c in characters if not args.only or c.id in args.only.split(",")]
    args.out.mkdir(parents=True, exist_ok=True)
    for character in wanted:
        target = args.out / f"wardrobe-{character.id}.png"
        pygame.image.save(sheet(character, args.height), str(target))
        print(target)
    if args.all:
        target = args.out / "wardrobes.png"
        pygame.image.save(lineup(characters, args.height), str(target))
        print(target)


if __name__ == "__main__":
    main()
