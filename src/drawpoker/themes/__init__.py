"""Forfeit themes: an avatar and the items she puts on the line, loaded from plain data.

A theme is a folder with a ``manifest.yaml`` and its SVG/PNG images. This package reads and
validates it without pygame (the UI draws it, see ``drawpoker.ui.forfeit_art``); nothing in
a theme is ever executed. See ``docs/themes.md`` for the player's guide.
"""

from drawpoker.themes.catalog import (
    builtin_themes_dir,
    discover_themes,
    load_theme_or_default,
    user_themes_dir,
)
from drawpoker.themes.manifest import MANIFEST, load_theme
from drawpoker.themes.model import (
    DEFAULT_THEME_ID,
    LANGUAGES,
    MAX_IMAGE_BYTES,
    MAX_ITEMS,
    MAX_PNG_SIDE,
    MIN_ITEMS,
    Theme,
    ThemeError,
    ThemeImage,
    ThemeItem,
)

__all__ = [
    "DEFAULT_THEME_ID",
    "LANGUAGES",
    "MANIFEST",
    "MAX_IMAGE_BYTES",
    "MAX_ITEMS",
    "MAX_PNG_SIDE",
    "MIN_ITEMS",
    "Theme",
    "ThemeError",
    "ThemeImage",
    "ThemeItem",
    "builtin_themes_dir",
    "discover_themes",
    "load_theme",
    "load_theme_or_default",
    "user_themes_dir",
]
