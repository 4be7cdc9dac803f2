"""The language the player's system is set to, for the very first start of the game.

Read as gettext does on POSIX: ``LANGUAGE`` (a colon-separated list of preferences) first, then
the first of ``LC_ALL``, ``LC_MESSAGES`` and ``LANG`` that is set; on systems without those
variables (Windows), the locale Python reports. The first of these the game is translated into
wins; "C", "POSIX" and languages without a translation give English.

>>> from_environment({"LANG": "fr_FR.UTF-8"}, ["en", "fr"])
'fr'
>>> from_environment({"LANGUAGE": "ja:pt_BR", "LANG": "ja_JP.UTF-8"}, ["en", "pt"])
'pt'
>>> from_environment({"LC_ALL": "C", "LANG": "de_DE.UTF-8"}, ["en", "de"])
'en'
"""

from __future__ import annotations

import locale
import os
from collections.abc import Iterable, Mapping

FALLBACK = "en"


def _code(value: str) -> str:
    """"fr_FR.UTF-8@euro" -> "fr"; "C" and "POSIX" -> ""."""
    base = value.split(".")[0].split("@")[0].replace("-", "_").split("_")[0].strip().lower()
    return "" if base in ("c", "posix") else base


def preferences(environ: Mapping[str, str]) -> list[str]:
    """Language codes the environment asks for, most wanted first."""
    wanted: list[str] = []
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = environ.get(name, "")
        if value:
            locale_code = _code(value)
            if not locale_code:  # the "C" locale: gettext ignores LANGUAGE too
                return []
            wanted = [_code(v) for v in environ.get("LANGUAGE", "").split(":") if v]
            wanted.append(locale_code)
            return [code for code in wanted if code]
    wanted = [_code(v) for v in environ.get("LANGUAGE", "").split(":") if v]
    return [code for code in wanted if code]


def from_environment(environ: Mapping[str, str] | None = None,
                     available: Iterable[str] | None = None) -> str:
    """The first language the system asks for that the game has, else English."""
    if available is None:
        from drawpoker.i18n import available_languages

        available = available_languages()
    have = set(available)
    env = os.environ if environ is None else environ
    wanted = preferences(env)
    if not wanted and environ is None:
        try:
            system = locale.getlocale()[0] or ""
        except (ValueError, TypeError):
            system = ""
        wanted = [_code(system)] if _code(system) else []
    for code in wanted:
        if code in have:
            return code
    return FALLBACK
