"""Redraw docs/screenshots/canfield-*.png: a game in progress (with a hint shown) and a won
game, at 1280x720 and 1024x600, in English and French.

Run from the checkout: ``python tests/canfield/make_screenshots.py``. The deal is the pinned
winnable one, played by the test search; the bank and statistics are made up and never saved
to the player's own file (the book lives in a temporary folder).
"""

from __future__ import annotations

import itertools
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from canfield.solver import solve
from drawpoker.canfield import Canfield
from drawpoker.settings import Settings
from drawpoker.storage.canfield_book import CanfieldBook
from drawpoker.ui.app import App, FixedClock
from drawpoker.ui.canfield.scene import CanfieldScene
from drawpoker.ui.menus import TitleScene

SEED = 9
OUT = Path(__file__).resolve().parents[2] / "docs" / "screenshots"


def shot(size: tuple[int, int], language: str, what: str, out: Path) -> None:
    moves = solve(Canfield.deal(SEED))
    assert moves is not None
    app = App(size, Settings(language=language, animation_speed="fast"), clock=FixedClock())
    app.push(TitleScene(app))
    with tempfile.TemporaryDirectory() as folder:
        book = CanfieldBook(Path(folder) / "canfield.json")
        book.stats.games, book.stats.won, book.stats.best_net, book.stats.total_net = 6, 2, 173, 61
        book.bank = 561
        scene = CanfieldScene(app, book, itertools.count(SEED))
        app.push(scene)
        for move in moves[: 48 if what == "play" else len(moves)]:
            if scene.finishing or scene.result is not None:
                break
            scene.play(move)
        if what == "play":
            scene.show_hint()
        for _ in range(5000):
            app.step()
            if not app.is_animating():
                break
        app.step()
        app.screenshot(out)


def main() -> None:
    for size in ((1280, 720), (1024, 600)):
        for language in ("en", "fr"):
            for what in ("play", "won"):
                out = OUT / f"canfield-{what}-{language}-{size[0]}x{size[1]}.png"
                shot(size, language, what, out)
                print(out)


if __name__ == "__main__":
    main()
