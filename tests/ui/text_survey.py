"""Every scene of the game (the draw scenes of ``scene_matrix``, hold'em's, the bank's and
Canfield's), built headless, with the smallest text each draws.

The text-size test fails on a scene whose smallest text is under the floor; run as a script
(``PYTHONPATH=src python tests/ui/text_survey.py 1024x600 [large]``) it prints the survey.
"""

from __future__ import annotations

import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from scene_matrix import SCENES as DRAW_SCENES
from scene_matrix import make_app
from text_recorder import Drawn, recording

from drawpoker.storage.bank import BankBook
from drawpoker.ui import bank_ui, shots
from drawpoker.ui.app import App
from drawpoker.ui.scene import SceneName


def _draw(name: str) -> Callable[[App, Path], None]:
    def build(app: App, folder: Path) -> None:
        DRAW_SCENES[name][2](app)
    return build


def _chosen(name: str) -> tuple[dict[str, Any], bool]:
    """The settings a draw scene of the matrix is shown with, and whether a match is saved."""
    if name in DRAW_SCENES:
        chosen, saved, _ = DRAW_SCENES[name]
        return dict(chosen or {}), saved
    return {}, False


def _holdem(state: str) -> Callable[[App, Path], None]:
    def build(app: App, folder: Path) -> None:
        from drawpoker.ui.holdem import staging

        staging.stage(app, state)
    return build


def _go(*names: SceneName) -> Callable[[App, Path], None]:
    def build(app: App, folder: Path) -> None:
        for name in names:
            app.go(name)
    return build


def _canfield(state: str) -> Callable[[App, Path], None]:
    def build(app: App, folder: Path) -> None:
        from drawpoker.ui.canfield.staging import build_canfield

        build_canfield(app, state, folder)
    return build


def _stats_page(page: str) -> Callable[[App, Path], None]:
    def build(app: App, folder: Path) -> None:
        scene = shots.build_stats(app, 0, "bank" if page == "bank" else "")
        if page == "holdem":
            scene._toggle_game_page("holdem")  # type: ignore[attr-defined]
    return build


#: name -> builder of every scene and situation.
SURVEY: dict[str, Callable[[App, Path], None]] = {
    **{name: _draw(name) for name in DRAW_SCENES},
    "holdem-flop": _holdem("flop"),
    "holdem-showdown": _holdem("showdown"),
    "holdem-setup": _go(SceneName.TITLE, SceneName.HOLDEM_SETUP),
    "holdem-help": _go(SceneName.TITLE, SceneName.HOLDEM_HELP),
    "stats-holdem": _stats_page("holdem"),
    "stats-bank": _stats_page("bank"),
    "canfield": _canfield("play"),
    "canfield-won": _canfield("won"),
    "canfield-pawned": _canfield("pawned"),
    "canfield-help": _go(SceneName.TITLE, SceneName.CANFIELD_HELP),
}


def build(name: str, size: tuple[int, int], folder: Path, language: str = "en",
          text_size: str = "normal") -> App:
    """An app showing scene ``name``, its bank and files in ``folder``."""
    chosen, saved = _chosen(name)
    if text_size != "normal":
        chosen["text_size"] = text_size
    app = make_app(size, chosen, saved, language)
    folder.mkdir(parents=True, exist_ok=True)
    bank_ui.use_bank(app, BankBook(folder / "bank.json"))
    SURVEY[name](app, folder)
    return app


def drawn(name: str, size: tuple[int, int], language: str = "en", text_size: str = "normal",
          monkeypatch: pytest.MonkeyPatch | None = None) -> list[Drawn]:
    """Every text scene ``name`` draws, as drawn."""
    own = monkeypatch is None
    patch = monkeypatch or pytest.MonkeyPatch()
    try:
        with tempfile.TemporaryDirectory() as folder, recording(patch) as recorder:
            app = build(name, size, Path(folder), language, text_size)
            recorder.clear()
            recorder.draw_app(app)
            return [d for d in recorder.drawn if d.text.strip()]
    finally:
        if own:
            patch.undo()


def smallest(texts: list[Drawn]) -> Drawn | None:
    return min(texts, key=lambda d: d.pixels, default=None)


def main(argv: list[str]) -> None:
    w, h = (int(v) for v in (argv[0] if argv else "1024x600").split("x"))
    text_size = argv[1] if len(argv) > 1 else "normal"
    for name in SURVEY:
        least = smallest(drawn(name, (w, h), text_size=text_size))
        shown = f"{least.pixels:3d} px  {least.text[:40]!r}" if least else "  - (no text)"
        print(f"{name:28s} {shown}")


if __name__ == "__main__":
    main(sys.argv[1:])
