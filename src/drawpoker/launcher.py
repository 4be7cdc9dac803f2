"""``drawpoker --install-launcher`` / ``--uninstall-launcher``: an icon on the desktop and in the
applications menu that starts the game.

Linux gets a freedesktop ``.desktop`` file in the applications folder and on the desktop, written
here because pyshortcuts (checked, 1.9.11) writes an unquoted ``Exec`` line (a path with a space
breaks it), turns the name "Draw Poker" into "Draw_Poker", and can neither mark the desktop copy
trusted nor remove what it made. On Windows (a ``.lnk`` needs COM) and macOS (an app bundle)
pyshortcuts does the work. Either way a small manifest lists the files and folders the install
made, and uninstalling removes exactly those (a file only if it is still ours) and nothing else.
"""

from __future__ import annotations

import argparse
import contextlib
import importlib
import json
import logging
import os
import shutil
import struct
import subprocess
import sys
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from drawpoker import i18n, paths
from drawpoker.i18n import t
from drawpoker.storage.atomic import write_text_atomic

log = logging.getLogger(__name__)

APP_ID = "drawpoker"
DESKTOP_FILE = f"{APP_ID}.desktop"
#: A key only our launchers carry, so uninstalling never removes someone else's file.
MARKER = "X-Drawpoker-Launcher"
MANIFEST = "launcher.json"
INSTALL_FLAG = "--install-launcher"
#: The window class the game's window carries (SDL_VIDEO_X11_WMCLASS) and the launcher names.
WM_CLASS = APP_ID
#: Where the icon goes in the user's hicolor icon theme (the shipped icon is 256x256).
ICON_THEME_PATH = ("icons", "hicolor", "256x256", "apps", f"{APP_ID}.png")
UNINSTALL_FLAG = "--uninstall-launcher"


@dataclass
class Outcome:
    """What an install or uninstall did, for the message and for the manifest."""

    files: list[Path] = field(default_factory=list)
    folders: list[Path] = field(default_factory=list)  # created by us, removed when empty


# --------------------------------------------------------------------------- where things go


@dataclass(frozen=True)
class LinuxPlaces:
    """The XDG folders of one user, read from an environment (``os.environ`` or a test's)."""

    home: Path
    data_home: Path
    config_home: Path

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None) -> LinuxPlaces:
        env = os.environ if env is None else env
        home = Path(env.get("HOME") or Path.home())
        data = env.get("XDG_DATA_HOME") or ""
        config = env.get("XDG_CONFIG_HOME") or ""
        # The XDG spec: relative values are invalid and must be ignored.
        data_home = Path(data) if Path(data).is_absolute() else home / ".local" / "share"
        config_home = Path(config) if Path(config).is_absolute() else home / ".config"
        return cls(home, data_home, config_home)

    @property
    def applications(self) -> Path:
        return self.data_home / "applications"

    @property
    def manifest(self) -> Path:
        return self.data_home / APP_ID / MANIFEST

    @property
    def theme_icon(self) -> Path:
        return self.data_home.joinpath(*ICON_THEME_PATH)

    @property
    def desktop(self) -> Path:
        """The desktop folder from ``user-dirs.dirs`` (as ``xdg-user-dir DESKTOP`` reads it)."""
        found = _user_dir(self.config_home / "user-dirs.dirs", "XDG_DESKTOP_DIR", self.home)
        return found if found is not None else self.home / "Desktop"


def _user_dir(config: Path, key: str, home: Path) -> Path | None:
    try:
        text = config.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return None
    for raw in text.splitlines():
        line = raw.strip()
        if not line.startswith(key + "="):
            continue
        value = line[len(key) + 1 :].strip().strip('"')
        if value.startswith("$HOME"):
            value = str(home) + value[len("$HOME") :]
        path = Path(value)
        # xdg-user-dirs falls back to the home folder itself for "disabled" entries; a launcher
        # in the home folder would be clutter, so then the usual ~/Desktop is used.
        if path.is_absolute() and path != home:
            return path
    return None


# --------------------------------------------------------------------------- the .desktop file

_EXEC_RESERVED = set(" \t\n\"'\\><~|&;$*?#()`")


def exec_quote(argument: str) -> str:
    """One argument of an ``Exec`` key, quoted and escaped as the Desktop Entry spec asks.

    >>> exec_quote("/usr/bin/python3")
    '/usr/bin/python3'
    >>> exec_quote("/opt/my games/python")
    '"/opt/my games/python"'
    """
    text = argument.replace("%", "%%")
    if not any(char in _EXEC_RESERVED for char in text):
        return text
    for char in '\\"`$':
        text = text.replace(char, "\\" + char)
    # The Exec value is itself a string value, whose own escaping doubles each backslash.
    return '"' + text.replace("\\", "\\\\") + '"'


def _string_value(text: str) -> str:
    return text.replace("\\", "\\\\").replace("\n", "\\n").replace("\t", "\\t").replace("\r", "\\r")


def launch_command() -> list[str]:
    """The command that starts this installation of the game, from any folder.

    A frozen build (PyInstaller) is its own executable: it takes no ``-m``.
    """
    if getattr(sys, "frozen", False):
        return [sys.executable]
    return [sys.executable, "-m", APP_ID]


def icon_path() -> Path | None:
    try:
        icon = paths.asset_path("icon.png")
    except FileNotFoundError:
        return None
    return icon.resolve() if icon.is_file() else None


def _translations(key: str, languages: Mapping[str, Mapping[str, str]]) -> dict[str, str]:
    """``{desktop locale: text}`` for every language that has ``key`` (English aside)."""
    return {
        code.replace("-", "_"): texts[key]
        for code, texts in languages.items()
        if code != i18n.FALLBACK and texts.get(key)
    }


def desktop_entry(command: Sequence[str] | None = None, icon: Path | str | None = None) -> str:
    """The text of the launcher, valid by ``desktop-file-validate``.

    ``icon`` is a file or, once the icon is in the user's icon theme, the theme name
    (``drawpoker``), which stays valid when the game's installation moves.
    """
    command = list(command) if command is not None else launch_command()
    icon = icon if icon is not None else icon_path()
    english = i18n.Translator(i18n.FALLBACK)
    languages = {code: i18n.load_language(code) for code in i18n.available_languages()}
    lines = ["[Desktop Entry]", "Type=Application", "Version=1.4"]
    for key, ini in (
        ("app.title", "Name"),
        ("launcher.generic_name", "GenericName"),
        ("launcher.comment", "Comment"),
        ("launcher.keywords", "Keywords"),
    ):
        texts = {"": english.get(key), **_translations(key, languages)}
        for locale, text in sorted(texts.items()):
            if ini == "Keywords":  # a list: each word ends with ';', whatever a translator wrote
                text = "".join(word.strip() + ";" for word in text.split(";") if word.strip())
            name = f"{ini}[{locale}]" if locale else ini
            lines.append(f"{name}={_string_value(text)}")
    lines.append("Exec=" + " ".join(exec_quote(argument) for argument in command))
    lines.append(f"TryExec={_string_value(command[0])}")
    if icon is not None:
        lines.append(f"Icon={_string_value(str(icon))}")
    lines += [
        "Terminal=false",
        "Categories=Game;CardGame;",
        "StartupNotify=true",
        # The window's X11 class (SDL_VIDEO_X11_WMCLASS, set by __main__): docks group the
        # game's window with its launcher.
        f"StartupWMClass={WM_CLASS}",
        f"{MARKER}=true",
    ]
    return "\n".join(lines) + "\n"


def is_ours(path: Path) -> bool:
    """Whether ``path`` is a launcher this game made (it carries our marker key)."""
    try:
        if path.is_dir():  # a macOS app bundle: look in its Info.plist or launcher script
            return any(
                MARKER in p.read_text(errors="ignore")
                for p in path.rglob("*")
                if p.is_file() and p.stat().st_size < 1_000_000
            )
        return f"{MARKER}=true" in path.read_text(encoding="utf-8", errors="ignore")
    except OSError:
        return False


# --------------------------------------------------------------------------- manifest


def _read_manifest(path: Path) -> Outcome:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        return Outcome(
            [Path(p) for p in data.get("files", [])], [Path(p) for p in data.get("folders", [])]
        )
    except (OSError, ValueError, TypeError, AttributeError):
        return Outcome()


def _write_manifest(path: Path, outcome: Outcome) -> None:
    data = {
        "files": [str(p) for p in outcome.files],
        "folders": [str(p) for p in outcome.folders],
    }
    write_text_atomic(path, json.dumps(data, indent=2) + "\n")


def _make_folders(folder: Path, outcome: Outcome) -> None:
    """Create ``folder`` and remember each level that did not exist, to remove it later."""
    missing: list[Path] = []
    current = folder
    while not current.exists() and current != current.parent:
        missing.append(current)
        current = current.parent
    folder.mkdir(parents=True, exist_ok=True)
    for created in reversed(missing):
        if created not in outcome.folders:
            outcome.folders.append(created)


def _remove(outcome: Outcome, manifest: Path | None) -> list[Path]:
    removed: list[Path] = []
    for path in outcome.files:
        if path.exists() and is_ours(path):
            try:
                if path.is_dir():
                    shutil.rmtree(path)
                else:
                    path.unlink()
                removed.append(path)
            except OSError as exc:
                log.warning("cannot remove %s: %s", path, exc)
    if manifest is not None:
        with contextlib.suppress(OSError):
            manifest.unlink()
    # Deepest first; a folder is removed only if we made it and it is empty now.
    for folder in sorted(outcome.folders, key=lambda p: len(p.parts), reverse=True):
        with contextlib.suppress(OSError):
            folder.rmdir()
    return removed


# --------------------------------------------------------------------------- Linux


def _trust(path: Path) -> None:
    """GNOME only starts desktop launchers marked trusted; elsewhere this does nothing."""
    gio = shutil.which("gio")
    if gio is None:
        return
    try:
        subprocess.run(
            [gio, "set", str(path), "metadata::trusted", "true"],
            check=True,
            capture_output=True,
            timeout=15,
        )
    except (OSError, subprocess.SubprocessError) as exc:
        # Without a running desktop session (gvfs) there is nothing to mark: not an error.
        log.info("could not mark %s trusted: %s", path, exc)


def _install_icon(places: LinuxPlaces, outcome: Outcome) -> str | None:
    """Copy the icon into the user's icon theme; the launcher then names it, not its path.

    A path into the installation would break as soon as the game is reinstalled elsewhere
    (another virtual environment, another Python); the theme copy stays where it is.
    """
    source = icon_path()
    if source is None:
        return None
    target = places.theme_icon
    if target.exists() and target not in outcome.files:
        existing = target.read_bytes()
        if existing != source.read_bytes():
            raise FileExistsError(t("launcher.not_ours", path=str(target)))
    _make_folders(target.parent, outcome)
    # A plain copy: a torn icon is harmless and the next install writes it again.
    shutil.copyfile(source, target)
    if target not in outcome.files:
        outcome.files.append(target)
    return APP_ID


def install_linux(env: Mapping[str, str] | None = None) -> Outcome:
    places = LinuxPlaces.from_env(env)
    outcome = _read_manifest(places.manifest)
    text = desktop_entry(icon=_install_icon(places, outcome))
    targets = ((places.applications, 0o644), (places.desktop, 0o755))
    for folder, mode in targets:
        target = folder / DESKTOP_FILE
        if target.exists() and not is_ours(target):
            raise FileExistsError(t("launcher.not_ours", path=str(target)))
        _make_folders(folder, outcome)
        write_text_atomic(target, text)
        # Desktops run a launcher on the desktop only when it is executable (and trusted).
        os.chmod(target, mode)
        if target not in outcome.files:
            outcome.files.append(target)
    _trust(places.desktop / DESKTOP_FILE)
    _make_folders(places.manifest.parent, outcome)
    _write_manifest(places.manifest, outcome)
    return outcome


def uninstall_linux(env: Mapping[str, str] | None = None) -> list[Path]:
    places = LinuxPlaces.from_env(env)
    outcome = _read_manifest(places.manifest)
    removed: list[Path] = []
    icon = places.theme_icon
    # A PNG cannot carry our marker: it is ours if our manifest lists it, or if it is the very
    # icon we ship (an older manifest lost).
    if icon.is_file() and (icon in outcome.files or _is_shipped_icon(icon)):
        with contextlib.suppress(OSError):
            icon.unlink()
            removed.append(icon)
    outcome.files = [path for path in outcome.files if path != icon]
    for known in (places.applications / DESKTOP_FILE, places.desktop / DESKTOP_FILE):
        if known not in outcome.files:
            outcome.files.append(known)
    return removed + _remove(outcome, places.manifest)


def _is_shipped_icon(path: Path) -> bool:
    source = icon_path()
    try:
        return source is not None and path.read_bytes() == source.read_bytes()
    except OSError:
        return False


# --------------------------------------------------------------------------- Windows and macOS


def ico_from_png(png: bytes) -> bytes:
    """A one-image ``.ico`` holding ``png`` as is (Windows reads PNG inside ICO since Vista)."""
    if png[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG image")
    width, height = struct.unpack(">II", png[16:24])
    header = struct.pack("<HHH", 0, 1, 1)
    entry = struct.pack("<BBBBHHII", width % 256, height % 256, 0, 0, 1, 32, len(png), 6 + 16)
    return header + entry + png


def _other_manifest() -> Path:
    return paths.user_data_dir() / MANIFEST


def install_with_pyshortcuts() -> Outcome:
    """Windows and macOS: let pyshortcuts make the ``.lnk`` or the app bundle."""
    shortcuts: Any = importlib.import_module("pyshortcuts")
    manifest = _other_manifest()
    outcome = _read_manifest(manifest)
    _make_folders(manifest.parent, outcome)
    icon = icon_path()
    executable = Path(sys.executable)
    if sys.platform == "win32":
        windowless = executable.with_name("pythonw.exe")  # no console window behind the game
        if windowless.exists():
            executable = windowless
        if icon is not None:
            ico = manifest.parent / "icon.ico"
            ico.write_bytes(ico_from_png(icon.read_bytes()))
            if ico not in outcome.files:
                outcome.files.append(ico)
            icon = ico
    title = t("app.title")
    made = shortcuts.make_shortcut(
        f"-m {APP_ID}",
        name=title,
        description=t("launcher.comment"),
        icon=str(icon) if icon is not None else None,
        terminal=False,
        executable=str(executable),
        desktop=True,
        startmenu=True,
    )
    for folder in {str(made.desktop_dir), str(made.startmenu_dir)}:
        if not folder:
            continue
        made_path = Path(folder) / made.target
        if not made_path.exists():
            continue
        # pyshortcuts replaces spaces in the name; give the shortcut the game's real name.
        wanted = made_path.with_name(title + made_path.suffix)
        if wanted != made_path and not wanted.exists():
            made_path.rename(wanted)
            made_path = wanted
        _mark_other(made_path)
        if made_path not in outcome.files:
            outcome.files.append(made_path)
    _write_manifest(manifest, outcome)
    return outcome


def _mark_other(path: Path) -> None:
    """Tag a macOS bundle as ours (a ``.lnk`` is binary: the manifest alone vouches for it)."""
    if path.is_dir():
        (path / "Contents" / "Resources" / f"{APP_ID}-launcher.txt").write_text(
            f"{MARKER}=true\n", encoding="utf-8"
        )


def uninstall_other() -> list[Path]:
    manifest = _other_manifest()
    outcome = _read_manifest(manifest)
    removed: list[Path] = []
    for path in outcome.files:
        # A .lnk cannot carry our marker, but it is in our manifest under our own name.
        if path.exists() and (path.suffix == ".lnk" or path.suffix == ".ico" or is_ours(path)):
            try:
                if path.is_dir():
                    shutil.rmtree(path)
                else:
                    path.unlink()
                removed.append(path)
            except OSError as exc:
                log.warning("cannot remove %s: %s", path, exc)
    outcome.files = []
    removed += _remove(outcome, manifest)
    return removed


# --------------------------------------------------------------------------- entry point


def install(env: Mapping[str, str] | None = None) -> Outcome:
    if sys.platform.startswith("linux") or sys.platform.startswith("freebsd"):
        return install_linux(env)
    return install_with_pyshortcuts()


def uninstall(env: Mapping[str, str] | None = None) -> list[Path]:
    if sys.platform.startswith("linux") or sys.platform.startswith("freebsd"):
        return uninstall_linux(env)
    return uninstall_other()


def main(argv: Sequence[str] | None = None) -> int:
    """``--install-launcher`` or ``--uninstall-launcher``; 0 on success, 1 on failure."""
    parser = argparse.ArgumentParser(prog=APP_ID, description=t("launcher.usage"))
    group = parser.add_mutually_exclusive_group(required=True)
    group.add_argument(INSTALL_FLAG, action="store_true", help=t("launcher.install_help"))
    group.add_argument(UNINSTALL_FLAG, action="store_true", help=t("launcher.uninstall_help"))
    args = parser.parse_args(argv)
    if args.install_launcher:
        try:
            outcome = install()
        except (OSError, ImportError) as exc:
            print(t("launcher.failed", reason=str(exc)), file=sys.stderr)
            return 1
        for path in outcome.files:
            print(t("launcher.made", path=str(path)))
        return 0
    removed = uninstall()
    if not removed:
        print(t("launcher.nothing_to_remove"))
    for path in removed:
        print(t("launcher.removed", path=str(path)))
    return 0


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
