"""Finding themes: the built-in ones shipped in ``assets/forfeits`` and the player's own.

A broken theme never stops the game: discovery skips it with a logged message, and
:func:`load_theme_or_default` falls back to the default theme.
"""

from __future__ import annotations

import logging
import os
from pathlib import Path

from drawpoker import paths
from drawpoker.themes.manifest import MANIFEST, load_theme
from drawpoker.themes.model import DEFAULT_THEME_ID, Theme, ThemeError

log = logging.getLogger(__name__)

MAX_USER_THEMES = 100
"""A user folder with more entries than this is read only this far (sorted by name)."""


def builtin_themes_dir() -> Path:
    """Where the built-in themes live."""
    return paths.assets_dir() / "forfeits"


def user_themes_dir() -> Path:
    """Where a player drops their own theme folders (may not exist yet)."""
    return paths.user_data_dir() / "themes"


def discover_themes(
    builtin_dir: Path | None = None,
    user_dir: Path | None = None,
    *,
    problems: list[ThemeError] | None = None,
) -> list[Theme]:
    """Every valid theme: built-in ones first, then the player's, each group by folder name.

    Invalid themes are skipped with a logged warning (and appended to ``problems`` when
    given). A user theme whose id is already taken is skipped too, so ids stay unique.
    """
    builtin_dir = builtin_themes_dir() if builtin_dir is None else builtin_dir
    user_dir = user_themes_dir() if user_dir is None else user_dir
    found: list[Theme] = []
    taken: set[str] = set()
    for folder, builtin in _candidates(builtin_dir, True) + _candidates(user_dir, False):
        try:
            theme = _load_once(folder, builtin)
            if theme.id in taken:
                raise ThemeError(
                    theme.id, f"the id is already used by another theme; {folder} is skipped"
                )
        except ThemeError as error:
            log.warning("skipping theme in %s: %s", folder, error)
            if problems is not None:
                problems.append(error)
            continue
        except Exception as exc:  # a bug must not take the other themes down with this one
            log.exception("skipping theme in %s: unexpected error", folder)
            if problems is not None:
                problems.append(ThemeError(folder.name, f"unexpected error ({exc!r:.200})"))
            continue
        taken.add(theme.id)
        found.append(theme)
    return found


def load_theme_or_default(
    theme_id: str | None,
    builtin_dir: Path | None = None,
    user_dir: Path | None = None,
    *,
    problems: list[ThemeError] | None = None,
) -> Theme:
    """The theme with ``theme_id``, or the default theme (logged) if it is missing or broken.

    Raises :class:`ThemeError` only if the default theme itself cannot be loaded, which
    means the installation is damaged.
    """
    themes = {
        theme.id: theme for theme in discover_themes(builtin_dir, user_dir, problems=problems)
    }
    if theme_id is not None and theme_id in themes:
        return themes[theme_id]
    if theme_id is not None:
        log.warning("theme %r is not available; using %r instead", theme_id, DEFAULT_THEME_ID)
        if problems is not None:
            problems.append(ThemeError(theme_id, f"not available; using {DEFAULT_THEME_ID!r}"))
    if DEFAULT_THEME_ID in themes:
        return themes[DEFAULT_THEME_ID]
    builtin_dir = builtin_themes_dir() if builtin_dir is None else builtin_dir
    return load_theme(builtin_dir / DEFAULT_THEME_ID, builtin=True)


#: Themes read so far, by folder, with the files they were read from (name, size, time): a
#: theme is checked again only when one of its files changed, so opening the hold'em table
#: (one theme per seat) no longer reads every theme once per seat. A refused theme is
#: remembered with its refusal the same way (a broken theme of the player's was read again,
#: slowly, each time the settings or a table looked for themes).
_READ: dict[tuple[str, bool],
            tuple[tuple[tuple[str, int, int], ...], Theme | ThemeError]] = {}
_MOST_FILES = 400


def _signature(folder: Path) -> tuple[tuple[str, int, int], ...] | None:
    """The folder's files and their sizes and times, two levels deep; None if unreadable."""
    found: list[tuple[str, int, int]] = []
    try:
        with os.scandir(folder) as entries:
            for entry in entries:
                if entry.is_dir(follow_symlinks=False):
                    with os.scandir(entry.path) as inner:
                        for sub in inner:
                            info = sub.stat()
                            found.append((f"{entry.name}/{sub.name}", info.st_size,
                                          info.st_mtime_ns))
                else:
                    info = entry.stat()
                    found.append((entry.name, info.st_size, info.st_mtime_ns))
                if len(found) > _MOST_FILES:
                    return None
    except OSError:
        return None
    return tuple(sorted(found))


def _load_once(folder: Path, builtin: bool) -> Theme:
    """:func:`load_theme`, remembered until one of the theme's files changes."""
    key = (str(folder), builtin)
    signature = _signature(folder)
    known = _READ.get(key)
    if signature is not None and known is not None and known[0] == signature:
        if isinstance(known[1], ThemeError):
            raise known[1].with_traceback(None)
        return known[1]
    try:
        theme = load_theme(folder, builtin=builtin)
    except ThemeError as refused:
        if signature is not None:
            _READ[key] = (signature, refused)
        raise
    if signature is not None:
        _READ[key] = (signature, theme)
    return theme


def _candidates(folder: Path, builtin: bool) -> list[tuple[Path, bool]]:
    """Sub-folders of ``folder`` that look like themes (hidden folders ignored)."""
    try:
        if not folder.is_dir():
            return []
        entries = sorted(
            entry for entry in folder.iterdir()
            if not entry.name.startswith(".") and entry.is_dir()
        )
    except OSError as exc:
        log.warning("cannot list the themes in %s: %s", folder, exc)
        return []
    if len(entries) > MAX_USER_THEMES:
        log.warning(
            "%s has %d folders; only the first %d are read", folder, len(entries), MAX_USER_THEMES
        )
    return [
        (entry, builtin)
        for entry in entries[:MAX_USER_THEMES]
        if (entry / MANIFEST).exists() or (entry / MANIFEST).is_symlink() or not builtin
    ]
