"""Where the game's files are: shipped resources (``lang/``, ``assets/``) and per-user folders.

The wheel force-includes ``lang`` and ``assets`` inside the package, but in a source checkout or
an editable install they sit at the repository root, so every lookup tries the package first and
falls back to the checkout. Nothing else in the game should build these paths by hand.
"""

from __future__ import annotations

import os
from functools import cache
from importlib import resources
from pathlib import Path

import platformdirs

APP_NAME = "drawpoker"
#: Set this to a folder to keep every per-user file there (tests, portable installs).
HOME_ENV = "DRAWPOKER_HOME"

_REPO_ROOT = Path(__file__).resolve().parents[2]


@cache
def resource_dir(kind: str) -> Path:
    """The shipped folder ``kind`` ("lang" or "assets"), installed or from the checkout."""
    try:
        packaged = resources.files(APP_NAME) / kind
        if packaged.is_dir():
            return Path(str(packaged))
    except (ModuleNotFoundError, NotADirectoryError):  # pragma: no cover - odd installs
        pass
    fallback = _REPO_ROOT / kind
    if fallback.is_dir():
        return fallback
    raise FileNotFoundError(
        f"cannot find the game's {kind!r} folder (looked in the package and in {fallback})"
    )


def lang_dir() -> Path:
    """The folder of ``<code>.yaml`` translation files."""
    return resource_dir("lang")


def assets_dir() -> Path:
    """The folder of fonts, pictures and sounds."""
    return resource_dir("assets")


def asset_path(*parts: str) -> Path:
    """A file under ``assets/``, e.g. ``asset_path("fonts", "DejaVuSans.ttf")``."""
    return assets_dir().joinpath(*parts)


def font_path(bold: bool = False) -> Path:
    """The body face, DejaVu Sans (it has the card suit glyphs); titles and numbers use the
    display face, see ``drawpoker.ui.text``."""
    return asset_path("fonts", "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf")


def _home_override() -> Path | None:
    value = os.environ.get(HOME_ENV)
    return Path(value) if value else None


def user_config_dir() -> Path:
    """Per-user settings folder (not created here: writers create it when they first write)."""
    home = _home_override()
    if home is not None:
        return home / "config"
    return Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))


def user_data_dir() -> Path:
    """Per-user data folder: saved matches, statistics, the player's own themes."""
    home = _home_override()
    if home is not None:
        return home / "data"
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def user_cache_dir() -> Path:
    """Per-user cache folder: what the game may forget at any time (pictures it has weighed)."""
    home = _home_override()
    if home is not None:
        return home / "cache"
    return Path(platformdirs.user_cache_dir(APP_NAME, appauthor=False))


def user_log_dir() -> Path:
    """Per-user log folder: the game's log and its crash reports, for the player to send."""
    home = _home_override()
    if home is not None:
        return home / "log"
    return Path(platformdirs.user_log_dir(APP_NAME, appauthor=False))
