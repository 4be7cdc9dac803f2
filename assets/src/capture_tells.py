"""A contact sheet of every roster opponent making her tell at the draw table (issue 41),
through the game's own scene and fixed frame clock: each at the second betting round of the
screenshots' match (``--seed 3``), her tell halfway through, cut to her portrait and her side
of the table, named as the speech says it (``tells.seen``).

Run: ``SDL_VIDEODRIVER=dummy python assets/src/capture_tells.py OUT.png [--lang de]``.
"""

from __future__ import annotations

import argparse
import io
import os
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from drawpoker import i18n
from drawpoker.i18n import t
from drawpoker.settings import Settings
from drawpoker.storage.atomic import write_bytes_atomic
from drawpoker.ui import characters, shots, text
from drawpoker.ui.app import App, FixedClock

#: The part of the 1280x720 table each panel shows: her portrait and her cards' first half.
CROP = pygame.Rect(0, 0, 920, 380)
SCALE = 0.5


def panel(who: str, gesture: str, lang: str) -> pygame.Surface:
    """Her table at the second round, ``gesture`` halfway through its two seconds."""
    app = App((1280, 720), Settings(opponent=who, animation_speed="normal", language=lang),
              clock=FixedClock())
    scene = shots.build_table(app, "round-two", 3)
    scene.story.portrait.finish()
    scene.story.portrait.act(gesture, 2.0)
    scene.story.portrait.advance(1.0, 1.0)
    app.draw()
    part = app.screen.subsurface(CROP).copy()
    size = (round(CROP.width * SCALE), round(CROP.height * SCALE))
    return pygame.transform.smoothscale(part, size)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("out", type=Path)
    parser.add_argument("--lang", default="en")
    args = parser.parse_args()
    pygame.init()
    pygame.display.set_mode((1, 1))
    i18n.set_language(args.lang)
    who = [c for c in characters.characters() if c.manner.tell is not None]
    w, h = round(CROP.width * SCALE), round(CROP.height * SCALE)
    label = 26
    sheet = pygame.Surface((3 * w + 2 * 4, 2 * (h + label)))
    sheet.fill((14, 28, 20))
    for n, character in enumerate(who):
        tell = character.manner.tell
        assert tell is not None
        x, y = (n % 3) * (w + 4), (n // 3) * (h + label)
        sheet.blit(panel(character.id, tell.gesture, args.lang), (x, y + label))
        words = t(f"tells.seen.{tell.gesture}", name=character.name)
        text.draw(sheet, words, (x + 8, y + label // 2), 16, (240, 220, 160), True, "midleft")
    png = io.BytesIO()
    pygame.image.save(sheet, png, "png")
    write_bytes_atomic(args.out, png.getvalue())
    print(args.out)


if __name__ == "__main__":
    main()
