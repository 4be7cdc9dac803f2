"""A short animated capture of the hold'em table answering (issue 41), frame by frame through
the game's own screenshot path (``App.screenshot``): a call's chips sliding to the bet and the
round's bets into the pot, and a showdown turning each player's cards one by one with a beat,
her hand named at her seat, the pot sliding to the winners and the figures counting up.

Run: ``SDL_VIDEODRIVER=dummy python assets/src/capture_motion.py [OUT_FOLDER] [--lang de]
[--size 1024x600] [--fps 6]``; it writes ``chips-NN.png`` and ``showdown-NN.png`` (the frames,
at the frame clock's fixed step, never the wall clock) and a contact sheet of each,
``chips-sheet.png`` and ``showdown-sheet.png``, to look at in one picture.
"""

from __future__ import annotations

import argparse
import os
import tempfile
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from drawpoker.engine.holdem import Call, Check, HoldemActionKind, Street
from drawpoker.settings import Settings
from drawpoker.storage.atomic import write_bytes_atomic
from drawpoker.storage.bank import BankBook
from drawpoker.ui import bank_ui
from drawpoker.ui.app import App, FixedClock
from drawpoker.ui.holdem import staging
from drawpoker.ui.holdem.scene import HoldemTableScene
from drawpoker.ui.scene import SceneName

HUMAN = 0


def table(app: App) -> HoldemTableScene:
    """The six-seat table of the screenshots (``staging``), its first hand dealt."""
    scene = app.build(SceneName.HOLDEM_TABLE, opponents=5, seed=0, deck_orders=staging.orders,
                      seating=staging.seating(app.settings.theme, staging._theme_ids()))
    assert isinstance(scene, HoldemTableScene)
    scene.players = {seat: staging.ScriptedPlayer(raiser=seat == 3) for seat in range(1, 6)}
    app.push(scene)
    scene.advance()
    return scene


def play(scene: HoldemTableScene) -> None:
    """The player's check or call."""
    kinds = {legal.kind for legal in scene.game.legal_actions()}
    scene.act(Check() if HoldemActionKind.CHECK in kinds else Call())


def film(app: App, scene: HoldemTableScene, out: Path, name: str, fps: float,
         stop: Callable[[], bool] = lambda: False, until: int = 200) -> list[Path]:
    """Frames while anything moves (or until ``stop``), at ``fps`` frames a second of the
    table's time; a computer player due to act acts at once (her thinking is no motion)."""
    frames: list[Path] = []
    for _ in range(until):
        if stop():
            break
        moving = scene.timeline.busy or scene.timeline.tally.busy
        if not moving and scene.computer_to_act:
            scene.computer_acts()
            continue
        if not moving:
            break
        path = out / f"{name}-{len(frames):02d}.png"
        app.screenshot(path)
        frames.append(path)
        scene.update(1 / fps)
    path = out / f"{name}-{len(frames):02d}.png"
    app.screenshot(path)  # the table at rest
    frames.append(path)
    return frames


def skip_to(scene: HoldemTableScene, kind: str) -> None:
    """The table's time run on, unfilmed, to the first beat moving a ``kind`` flight."""
    timeline = scene.timeline
    for _ in range(2000):
        if timeline.current is not None and any(f.kind == kind
                                                for f in timeline.current.flights):
            return
        if not timeline.busy and scene.computer_to_act:
            scene.computer_acts()
        timeline.update(0.02)
    raise RuntimeError(f"no {kind} beat came")


def sheet(frames: list[Path], out: Path, columns: int = 4) -> None:
    """The frames side by side at a quarter of their size, in reading order."""
    images = [pygame.image.load(str(path)) for path in frames]
    w, h = images[0].get_width() // 3, images[0].get_height() // 3
    rows = (len(images) + columns - 1) // columns
    board = pygame.Surface((columns * w + (columns + 1) * 4, rows * h + (rows + 1) * 4))
    board.fill((20, 20, 24))
    for n, image in enumerate(images):
        small = pygame.transform.smoothscale(image, (w, h))
        board.blit(small, (4 + (n % columns) * (w + 4), 4 + (n // columns) * (h + 4)))
    path = out.with_suffix(".tmp.png")
    pygame.image.save(board, str(path))
    write_bytes_atomic(out, path.read_bytes())
    path.unlink()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", nargs="?", default="docs/motion", type=Path)
    parser.add_argument("--lang", default="de")
    parser.add_argument("--size", default="1024x600")
    parser.add_argument("--fps", type=float, default=6.0)
    args = parser.parse_args()
    w, h = (int(n) for n in args.size.split("x"))
    args.out.mkdir(parents=True, exist_ok=True)
    settings = Settings(language=args.lang, animation_speed="normal")
    app = App((w, h), settings, clock=FixedClock())
    with tempfile.TemporaryDirectory() as folder:  # never the player's own bank
        bank_ui.use_bank(app, BankBook(Path(folder) / "bank.json"))
        scene = table(app)
        play(scene)  # his call: the chips slide to his bet, the others act, into the pot
        sheet(film(app, scene, args.out, "chips", args.fps, stop=lambda: scene.shown.board > 0),
              args.out / "chips-sheet.png")
        scene.advance()
        while scene.game.street is not Street.RIVER or scene.game.to_act != HUMAN:
            play(scene)
            scene.advance()
        play(scene)  # the river's last word: the showdown
        skip_to(scene, "flip")
        sheet(film(app, scene, args.out, "showdown", args.fps),
              args.out / "showdown-sheet.png")


if __name__ == "__main__":
    main()
