"""Render a contact sheet of each theme to PNG, to look at the art without starting the game.

Run from the repository root:
    SDL_VIDEODRIVER=dummy python assets/src/preview_themes.py --out /tmp/theme-previews [folder...]

Each sheet shows, on the table's felt: the bare avatar, the avatar wearing everything,
the avatar wearing each item alone, then every item's icon, pawned and lost thumbnails.
A second sheet per theme (``<id>-faces.png``) shows her dressed in every mood; with
``--faces`` only that sheet is drawn, as ``theme-<id>-faces.png`` (the documentation's).
Pass theme folders to preview your own theme; by default the built-in themes are drawn.
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

from drawpoker.themes import Theme, builtin_themes_dir, discover_themes, load_theme
from drawpoker.themes.expressions import EXPRESSIONS
from drawpoker.ui.forfeit_art import ForfeitArt

FELT = (46, 107, 79)
FELT_DARK = (31, 77, 56)


def sheet(theme: Theme, height: int = 300, thumb: int = 72) -> pygame.Surface:
    art = ForfeitArt(theme)
    av_w, _ = art.avatar_size(height)
    small = height // 2
    sm_w, _ = art.avatar_size(small)
    count = len(theme.items)
    width = max(
        3 * (av_w + 20) + 2 * thumb + 40, 20 + count * (sm_w + 10), 20 + count * (thumb + 16)
    )
    total_h = 20 + height + 20 + small + 30 + 3 * (thumb + 12) + 20
    surface = pygame.Surface((width, total_h))
    surface.fill(FELT)
    pygame.draw.rect(surface, FELT_DARK, surface.get_rect(), 6)
    surface.blit(art.avatar(height, ()), (20, 20))
    surface.blit(art.avatar(height, theme.item_ids), (40 + av_w, 20))
    mid_match(surface, art, theme, pygame.Rect(60 + 2 * av_w, 20, av_w + 2 * thumb + 20, height))
    y = 40 + height
    for index, item in enumerate(theme.items):
        surface.blit(art.avatar(small, {item.id}), (20 + index * (sm_w + 10), y))
    y += small + 30
    for row, kind in enumerate(("icon", "pawned", "lost")):
        for index, item in enumerate(theme.items):
            picture = getattr(art, kind)(item.id, thumb)
            surface.blit(picture, (20 + index * (thumb + 16), y + row * (thumb + 12)))
    return surface


def faces(theme: Theme, height: int = 300) -> pygame.Surface:
    """Her, wearing everything, in every mood (the avatar where the theme draws none)."""
    art = ForfeitArt(theme)
    av_w, _ = art.avatar_size(height)
    surface = pygame.Surface((20 + len(EXPRESSIONS) * (av_w + 20), height + 40))
    surface.fill(FELT)
    pygame.draw.rect(surface, FELT_DARK, surface.get_rect(), 6)
    for index, mood in enumerate(EXPRESSIONS):
        surface.blit(art.avatar(height, theme.item_ids, mood), (20 + index * (av_w + 20), 20))
    return surface


def mid_match(surface: pygame.Surface, art: ForfeitArt, theme: Theme, area: pygame.Rect) -> None:
    """A match in progress: first two items lost (on a shelf), the third pawned, rest worn."""
    ids = theme.item_ids
    lost, pawned, worn = ids[:2], ids[2:3], ids[3:]
    thumb = area.height // 4
    surface.blit(art.avatar(area.height, worn), area.topleft)
    av_w, _ = art.avatar_size(area.height)
    x = area.left + av_w + 10
    for index, item_id in enumerate(pawned):
        surface.blit(art.pawned(item_id, thumb), (x, area.top + 20 + index * (thumb + 8)))
    shelf = pygame.Rect(x, area.bottom - 12, thumb * len(lost) + 10, 10)
    for index, item_id in enumerate(lost):
        surface.blit(art.lost(item_id, thumb), (x + 5 + index * thumb, shelf.top - thumb + 4))
    pygame.draw.rect(surface, (122, 75, 42), shelf, border_radius=3)
    pygame.draw.rect(surface, (43, 34, 32), shelf, 2, border_radius=3)


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folders", nargs="*", type=Path, help="theme folders (default: built-in)")
    parser.add_argument("--out", type=Path, default=Path("theme-previews"))
    parser.add_argument("--height", type=int, default=300)
    parser.add_argument("--faces", action="store_true", help="only the sheet of her moods")
    args = parser.parse_args(argv)
    pygame.init()
    themes = (
        [load_theme(folder) for folder in args.folders]
        if args.folders
        else discover_themes(builtin_themes_dir(), Path("/nonexistent"))
    )
    args.out.mkdir(parents=True, exist_ok=True)
    for theme in themes:
        if args.faces:
            target = args.out / f"theme-{theme.id}-faces.png"
            pygame.image.save(faces(theme, args.height), str(target))
            print(target)
            continue
        target = args.out / f"{theme.id}.png"
        pygame.image.save(sheet(theme, args.height), str(target))
        print(target)
        target = args.out / f"{theme.id}-faces.png"
        pygame.image.save(faces(theme, args.height), str(target))
        print(target)


if __name__ == "__main__":
    main()
