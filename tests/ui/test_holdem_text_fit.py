"""Every text of the hold'em scenes, in every language (and a pseudo-language 15 % longer than
English), fits its box at the window sizes the game promises, with the real font: the table at
the flop and at a split showdown (six players), a heads-up table between hands and after the
player left, the setup and the rules page. Checked like ``test_text_fit`` checks the others."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

import pygame
import pytest
from text_recorder import recording
from ui_driver import make_app

from drawpoker import i18n, paths
from drawpoker.engine.holdem import Call, Check
from drawpoker.i18n import Translator, available_languages
from drawpoker.ui.app import App
from drawpoker.ui.holdem import staging
from drawpoker.ui.holdem.scene import HoldemTableScene
from drawpoker.ui.scene import SceneName

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from pseudo_lang import CODE as PSEUDO
from pseudo_lang import write_pseudo_language

SIZES = [(1024, 600), (1280, 720), (1920, 1080)]
LANGUAGES = [*available_languages(), PSEUDO]


def _heads_up(left: bool) -> Callable[[App], None]:
    def build(app: App) -> None:
        app.go(SceneName.TITLE)
        scene = app.go(SceneName.HOLDEM_TABLE, opponents=1, seed=1)
        assert isinstance(scene, HoldemTableScene)
        scene.control.players = {1: staging.ScriptedPlayer()}
        scene.advance()
        while scene.control.game.to_act == 0:
            scene.act(Check() if scene.control.game.can(Check()) else Call())
            scene.advance()
        if left:
            scene.leave()
        scene.update(0.0)
    return build


def _setup(app: App) -> None:
    app.go(SceneName.TITLE)
    app.go(SceneName.HOLDEM_SETUP)


def _help(app: App) -> None:
    app.go(SceneName.TITLE)
    app.go(SceneName.HOLDEM_HELP)


def _staged(state: str) -> Callable[[App], None]:
    def build(app: App) -> None:
        staging.stage(app, state)
    return build


SCENES: dict[str, Callable[[App], None]] = {
    "flop": _staged("flop"),
    "showdown": _staged("showdown"),
    "between-hands": _heads_up(left=False),
    "left-table": _heads_up(left=True),
    "setup": _setup,
    "help": _help,
}


@pytest.fixture
def language(request: pytest.FixtureRequest, tmp_path: Path,
             monkeypatch: pytest.MonkeyPatch) -> str:
    code: str = request.param
    if code == PSEUDO:
        folder = write_pseudo_language(tmp_path / "lang", growth=0.15)
        monkeypatch.setattr(paths, "lang_dir", lambda: folder)
        monkeypatch.setattr(i18n, "_current", Translator("en", folder))
    else:
        monkeypatch.setattr(i18n, "_current", Translator("en"))
    return code


#: The large text size is checked where it is hardest, and cheaply (the suite is slow
#: already): at the smallest window, in the longest language only; and at 1920x1080, where
#: the buttons' two lines of the large text once lacked a pixel of their height.
CASES = [*((language, size, "normal") for language in LANGUAGES for size in SIZES),
         ("de", (1024, 600), "large"), ("en", (1920, 1080), "large")]


def _case_id(value: object) -> str:
    return f"{value[0]}x{value[1]}" if isinstance(value, tuple) else str(value)


@pytest.mark.parametrize(("language", "size", "text_size"), CASES, indirect=["language"],
                         ids=_case_id)
def test_every_holdem_text_fits(language: str, size: tuple[int, int], text_size: str,
                                monkeypatch: pytest.MonkeyPatch) -> None:
    problems: list[str] = []
    seen = 0
    for name, build in SCENES.items():
        with recording(monkeypatch) as recorder:
            app = make_app(speed="instant", size=size, language=language)
            app.settings = app.settings.replace(text_size=text_size)
            build(app)
            recorder.clear()
            recorder.draw_app(app)
        seen += len(recorder.drawn)
        problems += [f"{name}: {problem}" for problem in dict.fromkeys(recorder.problems())]
        pygame.display.quit()
    assert seen > 100
    assert not problems, f"{len(problems)} text(s) do not fit:\n" + "\n".join(problems)
