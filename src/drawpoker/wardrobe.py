"""An opponent's own wardrobe: the forfeit items she puts on the line when the theme says so.

A roster character (``assets/opponents/roster.yaml``) may name a file in her folder,
``wardrobe: wardrobe.yaml``, holding ``items:`` in a theme manifest's item format (id, name,
image, icon, anchor, size, layer; ``docs/themes.md``), drawn on her avatar's box. It is read
like every shared file: the bounded YAML reader, every path kept inside her folder, every
picture weighed by the themes' checks; and, her items being hers in every language the game
speaks, each name must be given in all of them. A theme whose manifest says ``dress: own``
dresses her in these; any other theme dresses her in its own items (``drawpoker.ui.characters``).
No pygame here.
"""

from __future__ import annotations

import re
from pathlib import Path

from drawpoker.safe_yaml import YamlLimits, YamlRefused, read_yaml_file
from drawpoker.themes.images import resolve_inside
from drawpoker.themes.manifest import read_items
from drawpoker.themes.model import DRESS_OWN, LANGUAGES, Theme, ThemeError, ThemeItem

#: At least this many items: a match puts six on the line with the default rules.
MIN_WARDROBE = 5
LIMITS = YamlLimits(max_bytes=64 * 1024, max_depth=8, max_nodes=2_000)
_FILE = re.compile(r"^[a-z0-9][a-z0-9_-]{0,31}\.yaml$")


class WardrobeError(ValueError):
    """Her wardrobe file was refused; ``str(error)`` says what is wrong (no where: the roster
    names the character)."""


def read_wardrobe(folder: Path, name: object, aspect: float) -> tuple[ThemeItem, ...]:
    """The items of the wardrobe file ``name`` in her art ``folder``, for an avatar of this
    ``aspect``; :class:`WardrobeError` saying what is wrong."""
    if not isinstance(name, str) or not _FILE.match(name):
        raise WardrobeError("wardrobe must name a .yaml file in her folder, e.g. "
                            "`wardrobe.yaml`")
    label = folder.name
    try:
        path = resolve_inside(folder, name, label, "wardrobe")
        data = read_yaml_file(path, LIMITS).data
        if not isinstance(data, dict) or set(data) != {"items"}:
            raise WardrobeError(f"{name} must hold one key, `items` (a list of items)")
        items = read_items(folder, data["items"], label, aspect, MIN_WARDROBE, "wardrobe")
    except ThemeError as exc:
        raise WardrobeError(f"{name}: {exc.problem}") from None
    except YamlRefused as exc:
        raise WardrobeError(f"{name}: {exc}") from None
    except OSError as exc:
        raise WardrobeError(f"{name} cannot be read ({exc.strerror or exc})") from None
    for item in items:
        missing = [lang for lang in LANGUAGES if lang not in item.names]
        if missing:
            raise WardrobeError(f"{name}: item {item.id!r} has no name in "
                                f"{', '.join(missing)} (her items are named in every language)")
    return items


def worn_by(theme: Theme, wardrobe: tuple[ThemeItem, ...]) -> tuple[ThemeItem, ...]:
    """The items she puts on the line under ``theme``: her own wardrobe when the theme says
    ``dress: own`` and she has one, the theme's otherwise. A wardrobe shorter than the theme
    is followed by the theme's items past its length (ids she uses left out), so a match
    with more items on the line than she owns still shows a picture for each."""
    if theme.dress != DRESS_OWN or not wardrobe:
        return theme.items
    hers = {item.id for item in wardrobe}
    extra = tuple(item for item in theme.items[len(wardrobe):] if item.id not in hers)
    return wardrobe + extra
