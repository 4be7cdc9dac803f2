"""The one translation module: every user-visible text comes from ``lang/<code>.yaml``.

Files are nested YAML mappings; code asks for dotted keys (``"table.button.bet"``) and fills
``{placeholders}`` with keyword arguments. Anything missing falls back to English, and a key
missing even there comes back as the key itself, so a gap shows on screen instead of crashing.

>>> tr = Translator("en")
>>> tr.get("table.button.bet")
'BET'
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

import yaml

from drawpoker import paths

log = logging.getLogger(__name__)

FALLBACK = "en"


def _flatten(data: Any, prefix: str, out: dict[str, str]) -> None:
    if isinstance(data, dict):
        for key, value in data.items():
            _flatten(value, f"{prefix}.{key}" if prefix else str(key), out)
    elif data is not None:
        out[prefix] = str(data)


def load_language(code: str, folder: Path | None = None) -> dict[str, str]:
    """Read one language file into a flat ``{dotted key: text}`` dict.

    A missing or broken file gives an empty dict and a log line naming the file (and the line,
    when YAML reports one): the game then shows English rather than stopping.
    """
    path = (folder or paths.lang_dir()) / f"{code}.yaml"
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except OSError as exc:
        log.warning("language file %s cannot be read: %s", path, exc)
        return {}
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f" line {mark.line + 1}" if mark is not None else ""
        log.warning("language file %s is not valid YAML%s: %s", path, where, exc)
        return {}
    if not isinstance(data, dict):
        log.warning("language file %s must be a mapping of keys to texts", path)
        return {}
    flat: dict[str, str] = {}
    _flatten(data, "", flat)
    return flat


def available_languages(folder: Path | None = None) -> list[str]:
    """Codes of every ``lang/*.yaml`` file, English first."""
    codes = sorted(p.stem for p in (folder or paths.lang_dir()).glob("*.yaml"))
    return sorted(codes, key=lambda c: c != FALLBACK)


class Translator:
    """Texts of one language with English behind it."""

    def __init__(self, code: str = FALLBACK, folder: Path | None = None) -> None:
        self._folder = folder
        self._fallback = load_language(FALLBACK, folder)
        self._texts: dict[str, str] = {}
        self._missing_logged: set[str] = set()
        self.code = FALLBACK
        #: Bumped on every language change, so cached renderings of text know they are stale.
        self.revision = 0
        self.set_language(code)

    def set_language(self, code: str) -> None:
        """Switch language at once; an unreadable file leaves English showing."""
        self._texts = self._fallback if code == FALLBACK else load_language(code, self._folder)
        self.code = code
        self.revision += 1

    def has(self, key: str) -> bool:
        return key in self._texts or key in self._fallback

    def get(self, key: str, **kwargs: Any) -> str:
        """The text for ``key`` with ``{placeholders}`` filled from ``kwargs``."""
        text = self._texts.get(key)
        if text is None:
            text = self._fallback.get(key)
            if key not in self._missing_logged:
                self._missing_logged.add(key)
                log.warning("no %r text for %r; using %s", self.code, key,
                            "English" if text is not None else "the key")
            if text is None:
                return key
        if not kwargs:
            return text
        try:
            return text.format(**kwargs)
        except (KeyError, IndexError, ValueError) as exc:
            log.warning("text %r in %r has a bad placeholder: %s", key, self.code, exc)
            return text

    def choices(self, key: str) -> list[str]:
        """Keys of the numbered variants ``key.1``, ``key.2``... (e.g. the opponent's lines)."""
        def numbered(texts: dict[str, str]) -> list[str]:
            found = [k for k in texts if k.startswith(key + ".") and k[len(key) + 1:].isdigit()]
            return sorted(found, key=lambda k: int(k[len(key) + 1:]))

        # A language's own lines, or English ones if it has none: never a mix of the two.
        return numbered(self._texts) or numbered(self._fallback)

    def plural(self, key: str, count: int, **kwargs: Any) -> str:
        """``key.one`` when ``count`` is 1, else ``key.other``; ``{count}`` is filled in."""
        return self.get(f"{key}.{'one' if count == 1 else 'other'}", count=count, **kwargs)


_current: Translator | None = None


def current() -> Translator:
    """The game's translator (English until :func:`set_language` is called)."""
    global _current
    if _current is None:
        _current = Translator(FALLBACK)
    return _current


def set_language(code: str) -> None:
    current().set_language(code)


def t(key: str, **kwargs: Any) -> str:
    """Shorthand for ``current().get(key, **kwargs)``."""
    return current().get(key, **kwargs)
