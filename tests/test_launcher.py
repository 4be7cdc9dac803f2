"""The desktop launcher, installed and removed in a temporary home folder."""

from __future__ import annotations

import os
import shutil
import stat
import subprocess
import sys
import types
from pathlib import Path
from typing import Any

import pytest

from drawpoker import launcher
from drawpoker.launcher import DESKTOP_FILE, LinuxPlaces, desktop_entry, exec_quote

linux_only = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="freedesktop")


def _tree(root: Path) -> set[str]:
    return {str(p.relative_to(root)) for p in root.rglob("*")}


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A fresh, empty home folder; the real one is never touched."""
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    for name in ("XDG_DATA_HOME", "XDG_CONFIG_HOME"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("DRAWPOKER_HOME", str(tmp_path / "drawpoker-home"))
    # No desktop session here: a gio that always fails, so no real one is called.
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    fake_gio = bin_dir / "gio"
    fake_gio.write_text(f'#!/bin/sh\necho "$@" >> "{tmp_path}/gio-calls"\nexit 0\n')
    fake_gio.chmod(0o755)
    monkeypatch.setenv("PATH", f"{bin_dir}{os.pathsep}{os.environ.get('PATH', '')}")
    return home


def test_exec_quoting_follows_the_desktop_entry_spec() -> None:
    assert exec_quote("/usr/bin/python3") == "/usr/bin/python3"
    assert exec_quote("-m") == "-m"
    assert exec_quote("/home/a b/python") == '"/home/a b/python"'
    assert exec_quote("/opt/$x/python") == '"/opt/\\\\$x/python"'
    assert exec_quote('/opt/"q"/py') == '"/opt/\\\\"q\\\\"/py"'
    assert exec_quote("/opt/back\\slash/py") == '"/opt/back\\\\\\\\slash/py"'
    assert exec_quote("/opt/100%/py") == "/opt/100%%/py"


def test_entry_names_the_game_and_its_command() -> None:
    text = desktop_entry(["/x/python3", "-m", "drawpoker"], Path("/x/icon.png"))
    lines = text.splitlines()
    assert lines[0] == "[Desktop Entry]"
    assert "Name=Draw Poker" in lines
    assert "Exec=/x/python3 -m drawpoker" in lines
    assert "Icon=/x/icon.png" in lines
    assert "Categories=Game;CardGame;" in lines
    assert f"{launcher.MARKER}=true" in lines


def test_desktop_folder_comes_from_user_dirs(tmp_path: Path) -> None:
    home = tmp_path / "h"
    config = home / ".config"
    config.mkdir(parents=True)
    (config / "user-dirs.dirs").write_text(
        '# written by xdg-user-dirs-update\nXDG_DESKTOP_DIR="$HOME/Bureau"\n', encoding="utf-8"
    )
    places = LinuxPlaces.from_env({"HOME": str(home)})
    assert places.desktop == home / "Bureau"
    assert places.applications == home / ".local" / "share" / "applications"
    odd = LinuxPlaces.from_env({"HOME": str(home), "XDG_DATA_HOME": "relative/ignored"})
    assert odd.applications == home / ".local" / "share" / "applications"
    custom = LinuxPlaces.from_env({"HOME": str(home), "XDG_DATA_HOME": str(tmp_path / "d")})
    assert custom.applications == tmp_path / "d" / "applications"


@linux_only
def test_install_then_uninstall_leaves_the_home_as_it_was(home: Path, tmp_path: Path) -> None:
    before = _tree(home)
    assert launcher.main(["--install-launcher"]) == 0
    menu = home / ".local" / "share" / "applications" / DESKTOP_FILE
    desk = home / "Desktop" / DESKTOP_FILE
    assert menu.is_file() and desk.is_file()
    assert desk.stat().st_mode & stat.S_IXUSR  # desktops only start executable launchers
    assert menu.read_text(encoding="utf-8") == desk.read_text(encoding="utf-8")
    text = menu.read_text(encoding="utf-8")
    assert f"Exec={exec_quote(sys.executable)} -m drawpoker" in text
    # The icon is copied into the user's icon theme and named, so the launcher survives the
    # game's installation moving; docks match the window by its class.
    assert "Icon=drawpoker" in text.splitlines()
    theme_icon = home / ".local/share/icons/hicolor/256x256/apps/drawpoker.png"
    assert theme_icon.read_bytes() == launcher.icon_path().read_bytes()  # type: ignore[union-attr]
    assert "StartupWMClass=drawpoker" in text.splitlines()
    calls = (tmp_path / "gio-calls").read_text()
    assert f"set {desk} metadata::trusted true" in calls
    validator = shutil.which("desktop-file-validate")
    if validator is not None:
        for path in (menu, desk):
            done = subprocess.run([validator, str(path)], capture_output=True, text=True)
            assert done.returncode == 0 and not done.stdout.strip(), done.stdout
    assert launcher.main(["--install-launcher"]) == 0  # twice is the same as once
    assert launcher.main(["--uninstall-launcher"]) == 0
    assert _tree(home) == before


@linux_only
def test_uninstall_keeps_what_the_user_had(home: Path) -> None:
    desktop = home / "Desktop"
    desktop.mkdir()
    (desktop / "notes.txt").write_text("mine", encoding="utf-8")
    apps = home / ".local" / "share" / "applications"
    apps.mkdir(parents=True)
    (apps / "other.desktop").write_text("[Desktop Entry]\n", encoding="utf-8")
    before = _tree(home)
    assert launcher.main(["--install-launcher"]) == 0
    assert launcher.main(["--uninstall-launcher"]) == 0
    assert _tree(home) == before


@linux_only
def test_a_launcher_not_made_by_the_game_is_never_touched(
    home: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    apps = home / ".local" / "share" / "applications"
    apps.mkdir(parents=True)
    foreign = apps / DESKTOP_FILE
    foreign.write_text("[Desktop Entry]\nName=Someone else's\n", encoding="utf-8")
    assert launcher.main(["--install-launcher"]) == 1
    assert "left alone" in capsys.readouterr().err
    assert launcher.main(["--uninstall-launcher"]) == 0
    assert foreign.read_text(encoding="utf-8") == "[Desktop Entry]\nName=Someone else's\n"


@linux_only
def test_uninstall_with_nothing_installed(home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert launcher.main(["--uninstall-launcher"]) == 0
    assert "No launcher" in capsys.readouterr().out
    assert _tree(home) == set()


def test_ico_wraps_the_png_icon() -> None:
    png = launcher.icon_path()
    assert png is not None
    data = png.read_bytes()
    ico = launcher.ico_from_png(data)
    assert ico[:6] == b"\x00\x00\x01\x00\x01\x00"
    assert ico[22:] == data
    with pytest.raises(ValueError):
        launcher.ico_from_png(b"GIF89a")


def test_windows_shortcut_through_pyshortcuts(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Off Linux pyshortcuts makes the shortcut; ours records it and removes only it."""
    monkeypatch.setenv("DRAWPOKER_HOME", str(tmp_path / "dp"))
    desktop, menu = tmp_path / "Desktop", tmp_path / "Start Menu"
    calls: list[dict[str, Any]] = []

    def make_shortcut(script: str, **options: Any) -> Any:
        calls.append({"script": script, **options})
        target = options["name"].replace(" ", "_") + ".lnk"
        for folder in (desktop, menu):
            folder.mkdir(exist_ok=True)
            (folder / target).write_bytes(b"L\x00\x00\x00")
        return types.SimpleNamespace(desktop_dir=str(desktop), startmenu_dir=str(menu),
                                     target=target)

    monkeypatch.setitem(sys.modules, "pyshortcuts",
                        types.SimpleNamespace(make_shortcut=make_shortcut))
    monkeypatch.setattr(sys, "platform", "win32")
    (desktop / "mine.lnk").parent.mkdir()
    (desktop / "mine.lnk").write_bytes(b"L")
    assert launcher.main(["--install-launcher"]) == 0
    assert calls and calls[0]["script"] == "-m drawpoker" and calls[0]["terminal"] is False
    assert str(calls[0]["icon"]).endswith(".ico")
    assert (desktop / "Draw Poker.lnk").exists() and (menu / "Draw Poker.lnk").exists()
    assert launcher.main(["--uninstall-launcher"]) == 0
    assert not (desktop / "Draw Poker.lnk").exists() and not (menu / "Draw Poker.lnk").exists()
    assert (desktop / "mine.lnk").exists()
    assert not (tmp_path / "dp" / "data" / "icon.ico").exists()


@linux_only
def test_flags_of_the_game_command(home: Path) -> None:
    from drawpoker.__main__ import main as game_main

    assert game_main(["--install-launcher"]) == 0
    assert (home / "Desktop" / DESKTOP_FILE).is_file()
    assert game_main(["--uninstall-launcher"]) == 0
    assert _tree(home) == set()


@linux_only
def test_the_launcher_keeps_working_when_the_installation_moves(
    home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert launcher.main(["--install-launcher"]) == 0
    menu = home / ".local" / "share" / "applications" / DESKTOP_FILE
    icon_line = next(x for x in menu.read_text(encoding="utf-8").splitlines() if "Icon=" in x)
    # Nothing in the entry but the command points into the installation.
    assert str(launcher.paths.assets_dir()) not in icon_line
    assert launcher.main(["--uninstall-launcher"]) == 0
    assert not (home / ".local/share/icons/hicolor/256x256/apps/drawpoker.png").exists()


@linux_only
def test_an_icon_that_is_not_ours_is_never_overwritten(home: Path) -> None:
    theirs = home / ".local/share/icons/hicolor/256x256/apps/drawpoker.png"
    theirs.parent.mkdir(parents=True)
    theirs.write_bytes(b"someone else's icon")
    assert launcher.main(["--install-launcher"]) == 1
    assert theirs.read_bytes() == b"someone else's icon"
    assert launcher.main(["--uninstall-launcher"]) == 0
    assert theirs.read_bytes() == b"someone else's icon"


def test_a_frozen_build_starts_itself(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", "/opt/drawpoker/drawpoker")
    assert launcher.launch_command() == ["/opt/drawpoker/drawpoker"]
    monkeypatch.setattr(sys, "frozen", False)
    assert launcher.launch_command()[1:] == ["-m", "drawpoker"]
