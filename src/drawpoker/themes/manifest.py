"""Reading and validating a theme's ``manifest.yaml`` into a :class:`Theme`.

The manifest is parsed with :mod:`drawpoker.safe_yaml`: plain data, never code, bounded in
size, nesting and aliases. Every key is checked; the first problem found is raised as a
:class:`ThemeError`, the only exception :func:`load_theme` raises.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping
from pathlib import Path
from types import MappingProxyType
from typing import Any

from drawpoker.printable import excerpt, is_printable
from drawpoker.safe_yaml import YamlLimits, YamlRefused, read_yaml_file
from drawpoker.suggest import did_you_mean
from drawpoker.themes.expressions import read_expressions
from drawpoker.themes.images import check_image, resolve_inside
from drawpoker.themes.model import (
    DRESS_CHOICES,
    DRESS_THEME,
    MAX_ITEMS,
    MAX_MANIFEST_BYTES,
    MAX_NAME_LENGTH,
    MIN_ITEMS,
    Theme,
    ThemeError,
    ThemeItem,
)

MANIFEST = "manifest.yaml"
_ID = re.compile(r"^[a-z0-9][a-z0-9_-]{0,31}$")
_LANG = re.compile(r"^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$")
_THEME_KEYS = {
    "id": True,
    "name": True,
    "author": True,
    "licence": True,
    "avatar": True,
    "expressions": False,
    "dress": False,
    "items": True,
}
_ITEM_KEYS = {
    "id": True,
    "name": True,
    "image": True,
    "anchor": True,
    "size": True,
    "layer": False,
    "icon": False,
}
MIN_LAYER, MAX_LAYER = -100, 100
#: A manifest is a short list of items: a few levels deep, a few hundred values.
MANIFEST_LIMITS = YamlLimits(max_bytes=MAX_MANIFEST_BYTES, max_depth=8, max_nodes=2_000)
MAX_ITEM_SIZE = 2.0


def load_theme(folder: Path | str, *, builtin: bool = False) -> Theme:
    """Load and validate the theme in ``folder``; raise :class:`ThemeError` if refused.

    A theme shipped with the game is held to every check like a player's: a user can
    replace its files, and themes are shared.

    >>> load_theme("/nowhere")
    Traceback (most recent call last):
    ...
    drawpoker.themes.model.ThemeError: theme 'nowhere': no manifest.yaml in /nowhere
    """
    folder = Path(folder)
    label = folder.name or str(folder)
    try:
        return _load(folder, label, builtin)
    except OSError as exc:  # a file that vanished or may not be read, halfway through
        raise ThemeError(label, f"a file cannot be read ({exc.strerror or exc})") from None


def _load(folder: Path, label: str, builtin: bool) -> Theme:
    data = _read_manifest(folder, label)
    _check_keys(data, _THEME_KEYS, label, "the manifest")
    theme_id = _identifier(data["id"], label, "id")
    label = theme_id
    names = _names(data["name"], label, "name")
    author = _text(data["author"], label, "author", 200)
    licence = _text(data["licence"], label, "licence", 200)
    avatar = check_image(resolve_inside(folder, data["avatar"], label, "avatar"), label, "avatar")
    expressions = read_expressions(folder, data.get("expressions"), label, avatar)
    dress = data.get("dress", DRESS_THEME)
    if dress not in DRESS_CHOICES:
        raise ThemeError(label, f"dress must be one of {', '.join(DRESS_CHOICES)} (who its items "
                                f"dress), got {_kind(dress)}")
    items = read_items(folder, data["items"], label, avatar.aspect)
    return Theme(
        id=theme_id,
        names=names,
        author=author,
        licence=licence,
        avatar=avatar,
        items=tuple(items),
        folder=folder,
        builtin=builtin,
        expressions=expressions,
        dress=str(dress),
    )


def read_items(folder: Path, raw_items: object, label: str, avatar_aspect: float,
               least: int = MIN_ITEMS, what: str = "theme") -> tuple[ThemeItem, ...]:
    """A list of items as a manifest gives them (``least`` to ``MAX_ITEMS``, ids unique),
    pictures inside ``folder``: a theme's, or an opponent's own wardrobe (``drawpoker.roster``)."""
    if not isinstance(raw_items, list):
        raise ThemeError(label, f"items must be a list, got {_kind(raw_items)}")
    if not least <= len(raw_items) <= MAX_ITEMS:
        raise ThemeError(
            label, f"a {what} needs {least} to {MAX_ITEMS} items, this one has {len(raw_items)}"
        )
    items: list[ThemeItem] = []
    seen: set[str] = set()
    for index, raw in enumerate(raw_items, start=1):
        item = _item(folder, raw, label, index, avatar_aspect)
        if item.id in seen:
            raise ThemeError(label, f"item {index}: id {item.id!r} is used twice")
        seen.add(item.id)
        items.append(item)
    return tuple(items)


def _read_manifest(folder: Path, label: str) -> dict[str, Any]:
    path = folder / MANIFEST
    if path.is_symlink():
        raise ThemeError(label, f"{MANIFEST} is a symbolic link, which themes may not use")
    if not path.is_file():
        raise ThemeError(label, f"no {MANIFEST} in {folder}")
    try:
        data = read_yaml_file(path, MANIFEST_LIMITS).data
    except OSError as exc:
        raise ThemeError(label, f"{MANIFEST} cannot be read ({exc.strerror or exc})") from None
    except YamlRefused as exc:
        raise ThemeError(label, f"{MANIFEST} {_yaml_problem(exc)}") from None
    if not isinstance(data, dict):
        raise ThemeError(
            label, f"{MANIFEST} must be a mapping of keys to values, got {_kind(data)}"
        )
    return data


def _yaml_problem(exc: YamlRefused) -> str:
    if exc.kind == "special_type":
        # e.g. !!python/object: never built, and the theme is refused.
        at = f" at line {exc.line}" if exc.line is not None else ""
        return f"uses a special YAML type{at}; only plain data is allowed"
    if exc.kind == "syntax" and exc.line is not None:
        return f"is not valid YAML at line {exc.line}"
    return str(exc)


def _check_keys(data: dict[Any, Any], keys: Mapping[str, bool], label: str, where: str) -> None:
    for key in data:
        if key not in keys:
            also = did_you_mean(str(key), list(keys))
            raise ThemeError(label, f"unknown key {key!r} in {where}{also}")
    for key, required in keys.items():
        if required and key not in data:
            raise ThemeError(label, f"missing key {key!r} in {where}")


def _item(folder: Path, raw: object, label: str, index: int, avatar_aspect: float
          ) -> ThemeItem:
    where = f"item {index}"
    if not isinstance(raw, dict):
        raise ThemeError(label, f"{where} must be a mapping, got {_kind(raw)}")
    _check_keys(raw, _ITEM_KEYS, label, where)
    item_id = _identifier(raw["id"], label, f"{where} id")
    where = f"item {item_id!r}"
    names = _names(raw["name"], label, f"{where} name")
    image_path = resolve_inside(folder, raw["image"], label, f"{where} image")
    image = check_image(image_path, label, f"{where} image")
    icon = image
    if "icon" in raw:
        icon_path = resolve_inside(folder, raw["icon"], label, f"{where} icon")
        icon = check_image(icon_path, label, f"{where} icon")
    anchor = _anchor(raw["anchor"], label, f"{where} anchor")
    size = _number(raw["size"], label, f"{where} size")
    if not 0 < size <= MAX_ITEM_SIZE:
        raise ThemeError(
            label,
            f"{where} size must be above 0 and at most {MAX_ITEM_SIZE:g} "
            f"(a fraction of the avatar's height), got {size:g}",
        )
    # Its width follows from its picture; past twice the avatar's width it is drawn huge.
    if size * image.aspect > MAX_ITEM_SIZE * avatar_aspect:
        raise ThemeError(
            label,
            f"{where} would be drawn {size * image.aspect / avatar_aspect:.3g} times as wide "
            f"as the avatar (the limit is {MAX_ITEM_SIZE:g}); make its size smaller",
        )
    layer = raw.get("layer", 0)
    if isinstance(layer, bool) or not isinstance(layer, int):
        raise ThemeError(label, f"{where} layer must be a whole number, got {_kind(layer)}")
    if not MIN_LAYER <= layer <= MAX_LAYER:
        raise ThemeError(label, f"{where} layer must be between {MIN_LAYER} and {MAX_LAYER}")
    return ThemeItem(
        id=item_id, names=names, image=image, icon=icon, anchor=anchor, size=size, layer=layer
    )


def _identifier(value: object, label: str, field: str) -> str:
    if not isinstance(value, str) or not _ID.match(value):
        raise ThemeError(
            label,
            f"{field} must be 1 to 32 lowercase letters, digits, '-' or "
            f"'_', starting with a letter or digit; got {value!r}",
        )
    return value


def _names(value: object, label: str, field: str) -> Mapping[str, str]:
    """A name per language; a plain string means the same name in every language."""
    if isinstance(value, str):
        return MappingProxyType({"en": _text(value, label, field, MAX_NAME_LENGTH)})
    if not isinstance(value, dict) or not value:
        raise ThemeError(
            label,
            f"{field} must be a text or a mapping of language codes "
            f"to texts, e.g. {{en: Hat, fr: Chapeau}}; got {_kind(value)}",
        )
    names: dict[str, str] = {}
    for lang, text in value.items():
        if not isinstance(lang, str) or not _LANG.match(lang):
            raise ThemeError(label, f"{field}: {lang!r} is not a language code like 'en'")
        names[lang] = _text(text, label, f"{field}.{lang}", MAX_NAME_LENGTH)
    return MappingProxyType(names)


def _text(value: object, label: str, field: str, limit: int) -> str:
    if not isinstance(value, str) or not value.strip():
        raise ThemeError(label, f"{field} must be a non-empty text, got {_kind(value)}")
    if len(value) > limit:
        raise ThemeError(
            label, f"{field} is too long ({len(value)} characters; the limit is {limit})"
        )
    if not is_printable(value):  # a theme travels between people: nothing raw on screen
        raise ThemeError(label, f"{field} holds a control character: {excerpt(value)}")
    return value.strip()


def _number(value: object, label: str, field: str) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value):
        raise ThemeError(label, f"{field} must be a number, got {_kind(value)}")
    return float(value)


def _anchor(value: object, label: str, field: str) -> tuple[float, float]:
    if not isinstance(value, list) or len(value) != 2:
        raise ThemeError(label, f"{field} must be a pair [x, y] of fractions, got {_kind(value)}")
    x, y = (_number(part, label, field) for part in value)
    if not (0.0 <= x <= 1.0 and 0.0 <= y <= 1.0):
        raise ThemeError(label, f"{field} must lie within the avatar (0 to 1), got [{x:g}, {y:g}]")
    return (x, y)


def _kind(value: object) -> str:
    """A short description of a wrong value for error messages."""
    if value is None:
        return "nothing"
    if isinstance(value, bool):
        return f"{str(value).lower()} (true/false)"
    if isinstance(value, int | float | str):
        return repr(value)
    if isinstance(value, dict):
        return "a mapping"
    return f"a {type(value).__name__}"
