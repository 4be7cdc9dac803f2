"""The values a loaded theme is made of: plain frozen data, no pygame, no files opened."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

DEFAULT_THEME_ID = "wardrobe"
"""The theme the game falls back to when the chosen one is missing or broken."""

LANGUAGES: tuple[str, ...] = ("en", "fr", "pt", "es", "de")
"""Languages the game ships; built-in themes name every item in each of them."""

MIN_ITEMS = 1
MAX_ITEMS = 20
MAX_IMAGE_BYTES = 512 * 1024
MAX_PNG_SIDE = 2048
#: The longer side of any picture is at most this many times the shorter one.
MAX_IMAGE_ASPECT = 10.0
MAX_MANIFEST_BYTES = 64 * 1024
MAX_NAME_LENGTH = 40
IMAGE_SUFFIXES = (".svg", ".png")
#: Who a theme's items dress (its ``dress`` key): every opponent alike (the default, and every
#: theme made before the roster had wardrobes), or each opponent in her own wardrobe when she
#: has one (``drawpoker.roster``), the theme's items dressing only a figure without one.
DRESS_THEME, DRESS_OWN = "theme", "own"
DRESS_CHOICES: tuple[str, ...] = (DRESS_THEME, DRESS_OWN)


class ThemeError(ValueError):
    """A theme was refused; ``str(error)`` names the theme and the problem.

    ``theme`` is the theme id (or its folder name when the id is not known yet) and
    ``problem`` the reason alone, so a settings screen can show them apart.
    """

    def __init__(self, theme: str, problem: str) -> None:
        super().__init__(f"theme {theme!r}: {problem}")
        self.theme = theme
        self.problem = problem


@dataclass(frozen=True, slots=True)
class ThemeImage:
    """One image file of a theme with its natural size (pixels, or SVG user units)."""

    path: Path
    width: float
    height: float

    @property
    def aspect(self) -> float:
        """Width divided by height, used to keep the image undistorted when scaled."""
        return self.width / self.height


def pick_name(names: Mapping[str, str], lang: str, fallback: str) -> str:
    """The name in ``lang``, else English, else any name given, else ``fallback``."""
    if lang in names:
        return names[lang]
    base = lang.split("-")[0]
    if base in names:
        return names[base]
    if "en" in names:
        return names["en"]
    return next(iter(names.values()), fallback)


@dataclass(frozen=True)
class ThemeItem:
    """One forfeit item: its picture and where it sits on the avatar.

    ``anchor`` is the centre of the item as fractions (x, y) of the avatar's box,
    ``size`` the item's height as a fraction of the avatar's height; the width follows
    from the image's aspect. Items with a higher ``layer`` are drawn on top.
    ``icon`` is the picture used off the avatar (pawned, lost); it is ``image`` unless
    the manifest gives a separate one.
    """

    id: str
    names: Mapping[str, str] = field(hash=False)
    image: ThemeImage
    icon: ThemeImage
    anchor: tuple[float, float]
    size: float
    layer: int

    def name(self, lang: str) -> str:
        """The item's name in ``lang`` (falling back to English, then any name)."""
        return pick_name(self.names, lang, self.id)


@dataclass(frozen=True)
class Theme:
    """A validated forfeit theme: avatar plus ordered items, ready for the UI to draw."""

    id: str
    names: Mapping[str, str] = field(hash=False)
    author: str
    licence: str
    avatar: ThemeImage
    items: tuple[ThemeItem, ...]
    folder: Path
    builtin: bool = False
    #: Her other moods as whole avatars (``drawpoker.themes.expressions``); may be empty.
    expressions: Mapping[str, ThemeImage] = field(default_factory=dict, hash=False)
    #: ``DRESS_THEME``: its items dress every opponent; ``DRESS_OWN``: each her own wardrobe.
    dress: str = DRESS_THEME

    def name(self, lang: str) -> str:
        """The theme's name in ``lang`` (falling back to English, then any name)."""
        return pick_name(self.names, lang, self.id)

    def face(self, mood: str) -> ThemeImage:
        """Her picture for ``mood``: its expression if the theme draws one, else the avatar."""
        return self.expressions.get(mood, self.avatar)

    def item(self, item_id: str) -> ThemeItem:
        """The item with this id; ``KeyError`` if the theme has none."""
        for item in self.items:
            if item.id == item_id:
                return item
        raise KeyError(item_id)

    @property
    def item_ids(self) -> tuple[str, ...]:
        return tuple(item.id for item in self.items)

    def layered(self) -> tuple[ThemeItem, ...]:
        """Items in drawing order: by layer, ties kept in manifest order."""
        return tuple(sorted(self.items, key=lambda item: item.layer))
