"""The ``drawpoker`` command: its help lists the verify command, and the window names its class."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from drawpoker.__main__ import main


def test_help_lists_the_verify_command(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as done:
        main(["--help"])
    assert done.value.code == 0
    out = capsys.readouterr().out
    assert "verify" in out and "hand history" in out


def test_verify_has_its_own_help(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as done:
        main(["verify", "--help"])
    assert done.value.code == 0
    assert "usage: drawpoker verify" in capsys.readouterr().out


def test_installed_command_help_shows_verify(tmp_path: Path) -> None:
    """What a player types after ``pip install .``: the console script, not the module."""
    script = Path(sys.executable).with_name("drawpoker-cli")
    if not script.exists():
        pytest.skip("drawpoker-cli is not installed in this environment")
    done = subprocess.run([str(script), "--help"], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0
    assert "verify" in done.stdout


def test_the_window_carries_the_launchers_class(monkeypatch: pytest.MonkeyPatch) -> None:
    """Docks group a window with its launcher by class (the launcher's StartupWMClass)."""
    from drawpoker import launcher
    from drawpoker.ui import app
    monkeypatch.delenv("SDL_VIDEO_X11_WMCLASS", raising=False)
    seen: dict[str, str | None] = {}

    class Stop(BaseException):  # not an Exception: the game's crash report would take it
        pass

    def fake_app(*args: object, **kwargs: object) -> None:
        seen["class"] = os.environ.get("SDL_VIDEO_X11_WMCLASS")
        raise Stop

    monkeypatch.setattr(app, "App", fake_app)
    with pytest.raises(Stop):
        main([])
    assert seen["class"] == launcher.WM_CLASS == "drawpoker"


def _help_text(capsys: pytest.CaptureFixture[str]) -> str:
    with pytest.raises(SystemExit) as done:
        main(["--help"])
    assert done.value.code == 0
    return capsys.readouterr().out


def test_help_describes_all_three_games(capsys: pytest.CaptureFixture[str]) -> None:
    """A new player reading --help learns of hold'em and Canfield, not only of draw."""
    out = _help_text(capsys)
    assert "Five-card draw poker against a computer opponent." not in out
    for game in ("five-card draw", "Texas hold'em", "Canfield"):
        assert game in out


def test_help_names_the_home_folder_variable(capsys: pytest.CaptureFixture[str]) -> None:
    """DRAWPOKER_HOME moves every per-user file: --help says so and where each kind goes."""
    from drawpoker import paths

    out = _help_text(capsys)
    assert paths.HOME_ENV in out
    for folder in ("FOLDER/data", "FOLDER/config", "FOLDER/log"):
        assert folder in out


def test_readme_names_the_home_folder_variable() -> None:
    readme = Path(__file__).resolve().parents[1] / "README.md"
    assert "DRAWPOKER_HOME" in readme.read_text(encoding="utf-8")


def test_the_opponent_option_takes_a_roster_id() -> None:
    """``--opponent`` is checked as the settings check the draw opponent (a version-2 name)."""
    import argparse

    from drawpoker.__main__ import _opponent_id

    assert _opponent_id("lucia") == "lucia"
    with pytest.raises(argparse.ArgumentTypeError, match="roster"):
        _opponent_id("../etc")
