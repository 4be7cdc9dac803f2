"""The one translation module: every user-visible text comes from ``lang/<code>.yaml``.

Files are nested YAML mappings, read through :mod:`drawpoker.safe_yaml` (bounded in size,
nesting and aliases); code asks for dotted keys (``"draw.table.button.bet"``) and fills plain
``{name}`` placeholders with keyword arguments (:func:`fill`, never ``str.format``). Anything
missing falls back to English, and a key missing even there comes back as the key itself, so a
gap shows on screen instead of crashing.

Every language file is checked against English when it is loaded: missing keys, extra keys,
texts whose ``{placeholders}`` differ, values YAML reads as something other than text, and
duplicate keys. A text that fails a check is replaced by the English one and the problem is
logged once, with the file and line. A broken file never stops the game: English is shown.

A language is added by dropping ``<code>.yaml`` in ``lang/``; its ``language.name`` key is
the name shown in the language menu (see ``docs/translating.md``).

>>> tr = Translator("en")
>>> tr.get("draw.table.button.bet")
'BET'
"""

from __future__ import annotations

import logging
import re
import string
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from drawpoker import paths
from drawpoker.printable import excerpt, is_printable
from drawpoker.safe_yaml import YamlLimits, YamlRefused, read_yaml_file

log = logging.getLogger(__name__)

FALLBACK = "en"
#: The key every language file names its language with, in that language ("Français").
THOUSANDS_KEY = "number.thousands"
NAME_KEY = "language.name"

_FORMATTER = string.Formatter()
#: The only placeholder the game fills: ``{name}``, a plain lower-case name. No ``{a.b}``,
#: ``{a[0]}``, ``{a!r}``, ``{a:>9}``, ``{0}`` or ``{}``: those reach into Python objects or
#: pad a text to any width, and no text needs them.
_PLACEHOLDER = re.compile(r"^[a-z][a-z0-9_]{0,31}$")
#: Language codes as the files are named: "en", "pt", "pt-br", "zh_hant". Nothing else is
#: ever turned into a path, so ``../x`` cannot reach a file outside ``lang/``.
LANGUAGE_CODE = re.compile(r"^[a-z][a-z0-9]{1,2}([-_][a-z0-9]{2,8})?$", re.IGNORECASE)
#: The longest text the game draws is the help's, about 500 characters; far longer ones would
#: make pictures of text too large to draw.
MAX_TEXT_LENGTH = 4000
#: A language file is a few hundred short texts; anything much larger or deeper is refused.
LIMITS = YamlLimits(max_bytes=512 * 1024, max_depth=10, max_nodes=50_000,
                    duplicate_keys_allowed=True)  # reported with their lines, below


# --------------------------------------------------------------------------- reading files


@dataclass(frozen=True, slots=True)
class LanguageProblem:
    """One thing wrong in a language file, with where it is when that is known."""

    path: Path
    kind: str  # unreadable, yaml, not_mapping, bad_key, bad_value, duplicate, missing,
    #            extra, placeholders, bad_placeholder
    detail: str
    key: str | None = None
    line: int | None = None

    def __str__(self) -> str:
        where = f"{self.path}:{self.line}" if self.line is not None else str(self.path)
        return f"{where}: {self.detail}"


@dataclass(slots=True)
class LanguageFile:
    """The texts of one file, flattened to dotted keys, and what was wrong in it."""

    code: str
    path: Path
    texts: dict[str, str] = field(default_factory=dict)
    lines: dict[str, int] = field(default_factory=dict)
    problems: list[LanguageProblem] = field(default_factory=list)

    @property
    def broken(self) -> bool:
        """Whether the file could not be read at all (so it offers no text)."""
        return any(p.kind in ("unreadable", "yaml", "not_mapping") for p in self.problems)


def placeholder_problem(text: str) -> str | None:
    """Why ``text``'s braces are not plain ``{name}`` placeholders, or None when they are."""
    try:
        fields = [(name, spec, conversion)
                  for _, name, spec, conversion in _FORMATTER.parse(text) if name is not None]
    except ValueError:
        return "has unmatched braces { }; use {{ }} for a brace"
    for name, spec, conversion in fields:
        if not _PLACEHOLDER.match(name) or spec or conversion is not None:
            shown = _field_text(name, spec, conversion)
            return (f"has {shown[:40]!r}; a placeholder is a plain name in braces, "
                    "such as {amount}")
    return None


def placeholders(text: str) -> frozenset[str] | None:
    """The names of the ``{placeholders}`` in ``text``; None when any is not a plain ``{name}``.

    >>> sorted(placeholders("{amount} to {item}"))
    ['amount', 'item']
    >>> placeholders("{amount.__class__}") is None
    True
    """
    if placeholder_problem(text) is not None:
        return None
    return frozenset(name for _, name, _, _ in _FORMATTER.parse(text) if name is not None)


def fill(text: str, values: dict[str, Any]) -> str:
    """``text`` with each plain ``{name}`` replaced by ``str(values[name])``.

    Never ``str.format``: a field that is not a plain name, or has no value, stays as written,
    so a text can neither reach into the values' attributes nor ask for a huge padding.

    >>> fill("{amount.__class__} {amount:>99} {amount}", {"amount": 5})
    '{amount.__class__} {amount:>99} 5'
    """
    try:
        parts = list(_FORMATTER.parse(text))
    except ValueError:
        return text
    out: list[str] = []
    for literal, name, spec, conversion in parts:
        out.append(literal)
        if name is None:
            continue
        if _PLACEHOLDER.match(name) and not spec and conversion is None and name in values:
            out.append(str(values[name]))
        else:
            out.append(_field_text(name, spec, conversion))
    return "".join(out)


def _field_text(name: str, spec: str | None, conversion: str | None) -> str:
    """A replacement field written back as it appeared."""
    return ("{" + name + (f"!{conversion}" if conversion else "")
            + (f":{spec}" if spec else "") + "}")


def read_language(code: str, folder: Path | None = None) -> LanguageFile:
    """Read and check one file on its own (English comparison is :func:`compare`)."""
    folder = folder or paths.lang_dir()
    if not LANGUAGE_CODE.match(code):
        # Never a path: "../../x" or "/etc/x" must not name a file outside the folder.
        path = folder / "(invalid).yaml"
        result = LanguageFile(code, path)
        result.problems.append(LanguageProblem(
            path, "unreadable", f"{code[:40]!r} is not a language code such as 'en' or 'pt-br'"))
        return result
    path = folder / f"{code}.yaml"
    result = LanguageFile(code, path)
    try:
        # Every language file through the bounded reader, the shipped ones too: a language is
        # added by dropping a file in lang/, so any file there may be a stranger's.
        document = read_yaml_file(path, LIMITS)
    except OSError as exc:
        result.problems.append(LanguageProblem(path, "unreadable", f"cannot be read: {exc}"))
        return result
    except YamlRefused as exc:
        kind = "unreadable" if exc.kind in ("not_a_file", "not_utf8", "too_large") else "yaml"
        result.problems.append(LanguageProblem(path, kind, exc.problem, line=exc.line))
        return result
    data, tree = document.data, document.root
    if not isinstance(data, dict):
        result.problems.append(
            LanguageProblem(path, "not_mapping", "must be a mapping of keys to texts", line=1)
        )
        return result
    if tree is not None:
        _note_lines(tree, "", result)
    _flatten_checked(data, "", result)
    return result


def _note_lines(node: yaml.Node, prefix: str, out: LanguageFile) -> None:
    """Remember the line of every key, and report keys written twice in one mapping."""
    if not isinstance(node, yaml.MappingNode):
        return
    seen: set[str] = set()
    for key_node, value_node in node.value:
        name = str(key_node.value)
        dotted = f"{prefix}.{name}" if prefix else name
        line = key_node.start_mark.line + 1
        if name in seen:
            out.problems.append(LanguageProblem(
                out.path, "duplicate", f"key {dotted!r} is written twice; the last one is used",
                key=dotted, line=line))
        seen.add(name)
        out.lines[dotted] = line
        _note_lines(value_node, dotted, out)


def _flatten_checked(data: Any, prefix: str, out: LanguageFile) -> None:
    """Flatten nested mappings to dotted keys, refusing values that are not texts."""
    for key, value in data.items():
        if isinstance(key, bool) or key is None:
            # YAML reads unquoted yes/no/on/off/null keys as booleans or nothing.
            out.problems.append(LanguageProblem(
                out.path, "bad_key",
                f"a key under {prefix or 'the top'!r} is read as {key!r}; put the key in quotes",
                key=prefix or None, line=out.lines.get(prefix)))
            continue
        dotted = f"{prefix}.{key}" if prefix else str(key)
        if isinstance(value, dict):
            _flatten_checked(value, dotted, out)
        elif isinstance(value, str) and len(value) > MAX_TEXT_LENGTH:
            out.problems.append(LanguageProblem(
                out.path, "bad_value",
                f"text {dotted!r} is {len(value)} characters long; the limit is "
                f"{MAX_TEXT_LENGTH}", key=dotted, line=out.lines.get(dotted)))
        elif isinstance(value, str) and not is_printable(value.replace("\n", "")):
            # A language pack travels between people: an escape sequence or a right-to-left
            # override never reaches the screen or the terminal (the English text is shown).
            out.problems.append(LanguageProblem(
                out.path, "bad_value",
                f"text {dotted!r} holds a control character: {excerpt(value)}",
                key=dotted, line=out.lines.get(dotted)))
        elif isinstance(value, str):
            out.texts[dotted] = value
        elif isinstance(value, int | float) and not isinstance(value, bool):
            out.texts[dotted] = str(value)
        else:
            shown = "empty" if value is None else f"read as {value!r}"
            out.problems.append(LanguageProblem(
                out.path, "bad_value",
                f"text {dotted!r} is {shown}; write it as text (in quotes)",
                key=dotted, line=out.lines.get(dotted)))


def compare(english: LanguageFile, other: LanguageFile) -> list[LanguageProblem]:
    """Keys missing from or extra in ``other``, and texts whose placeholders differ."""
    problems: list[LanguageProblem] = []
    for key in english.texts.keys() - other.texts.keys():
        if not any(p.key == key for p in other.problems):
            problems.append(LanguageProblem(
                other.path, "missing", f"text {key!r} is missing (English is shown)", key=key,
                line=None))
    for key in other.texts.keys() - english.texts.keys():
        problems.append(LanguageProblem(
            other.path, "extra", f"key {key!r} is not in English and is never shown", key=key,
            line=other.lines.get(key)))
    for key in other.texts.keys() & english.texts.keys():
        want = placeholders(english.texts[key])
        have = placeholders(other.texts[key])
        if have is None:
            problems.append(LanguageProblem(
                other.path, "bad_placeholder",
                f"text {key!r} {placeholder_problem(other.texts[key])}; English is shown",
                key=key, line=other.lines.get(key)))
        elif have != want:
            need = ", ".join(f"{{{n}}}" for n in sorted(want or ())) or "none"
            problems.append(LanguageProblem(
                other.path, "placeholders",
                f"text {key!r} must use the placeholders {need}, "
                f"not {', '.join(f'{{{n}}}' for n in sorted(have)) or 'none'}",
                key=key, line=other.lines.get(key)))
    return sorted(problems, key=lambda p: (p.kind, p.key or ""))


def check_language(code: str, folder: Path | None = None) -> list[LanguageProblem]:
    """Everything wrong with ``lang/<code>.yaml``, English included (tests and tools)."""
    english = read_language(FALLBACK, folder)
    if code == FALLBACK:
        problems = list(english.problems)
        for key, value in english.texts.items():
            reason = placeholder_problem(value)
            if reason is not None:
                problems.append(LanguageProblem(
                    english.path, "bad_placeholder", f"text {key!r} {reason}",
                    key=key, line=english.lines.get(key)))
        return problems
    other = read_language(code, folder)
    if other.broken:
        return list(other.problems)
    return other.problems + compare(english, other)


def load_language(code: str, folder: Path | None = None) -> dict[str, str]:
    """Read one language file into a flat ``{dotted key: text}`` dict.

    A missing or broken file gives an empty dict and a log line naming the file (and the line,
    when YAML reports one): the game then shows English rather than stopping.
    """
    result = read_language(code, folder)
    for problem in result.problems:
        log.warning("language file %s", problem)
    return result.texts


def available_languages(folder: Path | None = None) -> list[str]:
    """Codes of every ``lang/*.yaml`` file, English first."""
    codes = sorted(p.stem for p in (folder or paths.lang_dir()).glob("*.yaml")
                   if LANGUAGE_CODE.match(p.stem))
    return sorted(codes, key=lambda c: c != FALLBACK)


_name_cache: dict[tuple[Path, int, int], str] = {}


def language_name(code: str, folder: Path | None = None) -> str:
    """The language's own name ("Français") from its file, or the code if it has none."""
    if not LANGUAGE_CODE.match(code):
        return code
    path = (folder or paths.lang_dir()) / f"{code}.yaml"
    try:
        stat = path.stat()
    except OSError:
        return code
    stamp = (path, stat.st_mtime_ns, stat.st_size)
    if stamp not in _name_cache:
        _name_cache[stamp] = read_language(code, folder).texts.get(NAME_KEY, "").strip() or code
    return _name_cache[stamp]


def language_names(folder: Path | None = None) -> dict[str, str]:
    """Every installed language, code to own name, English first (the language menu)."""
    return {code: language_name(code, folder) for code in available_languages(folder)}


# --------------------------------------------------------------------------- the translator


class Translator:
    """Texts of one language with English behind it."""

    def __init__(self, code: str = FALLBACK, folder: Path | None = None) -> None:
        self._folder = folder
        english = read_language(FALLBACK, folder)
        for problem in english.problems:
            log.warning("language file %s", problem)
        self._english = english
        self._fallback = english.texts
        self._texts: dict[str, str] = {}
        self._missing_logged: set[str] = set()
        #: Registered games' own texts by (folder, language), read when first asked for.
        self._game_texts: dict[tuple[Path, str], dict[str, str]] = {}
        #: What was wrong with the current language's file (empty when all is well).
        self.problems: list[LanguageProblem] = []
        self.code = FALLBACK
        #: Bumped on every language change, so cached renderings of text know they are stale.
        self.revision = 0
        self.set_language(code)

    def set_language(self, code: str) -> None:
        """Switch language at once; an unreadable file leaves English showing."""
        self._missing_logged = set()
        if code == FALLBACK:
            self._texts = self._fallback
            self.problems = []
        else:
            self._texts, self.problems = self._load_checked(code)
        self.code = code
        self.revision += 1

    def _load_checked(self, code: str) -> tuple[dict[str, str], list[LanguageProblem]]:
        """The file's texts that pass the checks; every problem is logged here, once."""
        other = read_language(code, self._folder)
        if other.broken:
            for problem in other.problems:
                log.warning("language file %s; showing English", problem)
            return {}, list(other.problems)
        problems = other.problems + compare(self._english, other)
        rejected = {p.key for p in problems if p.kind in ("placeholders", "bad_placeholder")}
        missing = sorted(p.key for p in problems if p.kind == "missing" and p.key)
        for problem in problems:
            if problem.kind != "missing":
                log.warning("language file %s", problem)
        if missing:
            shown = ", ".join(missing[:8]) + (", …" if len(missing) > 8 else "")
            log.warning("language file %s: %d text(s) missing, English is shown for them: %s",
                        other.path, len(missing), shown)
        # Reported above; get() must not report them a second time.
        self._missing_logged.update(missing)
        self._missing_logged.update(k for k in rejected if k)
        texts = {k: v for k, v in other.texts.items() if k not in rejected}
        return texts, problems

    @property
    def language_name(self) -> str:
        """The current language's own name."""
        return self.get(NAME_KEY)

    def missing_count(self) -> int:
        """How many texts show in English: missing, refused, or all of an unreadable file."""
        if self.code == FALLBACK:
            return 0
        return len(self._fallback.keys() - self._texts.keys())

    def has(self, key: str) -> bool:
        return key in self._texts or key in self._fallback or self._game_text(key) is not None

    def _game_text(self, key: str) -> str | None:
        """``key`` from a registered game's own language files (a game from outside the
        project brings its texts: :mod:`drawpoker.games`), in this language or else English."""
        from drawpoker import games

        for folder in games.string_folders():
            for code in dict.fromkeys((self.code, FALLBACK)):
                texts = self._game_texts.get((folder, code))
                if texts is None:
                    read = read_language(code, folder)
                    for problem in read.problems:
                        log.warning("language file %s", problem)
                    texts = self._game_texts[(folder, code)] = read.texts
                if key in texts:
                    return texts[key]
        return None

    def get(self, key: str, **kwargs: Any) -> str:
        """The text for ``key`` with ``{placeholders}`` filled from ``kwargs``."""
        text = self._texts.get(key)
        if text is None and key not in self._fallback:
            text = self._game_text(key)
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
        return fill(text, self._grouped(kwargs))

    def _grouped(self, kwargs: dict[str, Any]) -> dict[str, Any]:
        """Whole numbers of four digits and more get the language's thousands separator."""
        separator: str | None = None
        out = dict(kwargs)
        for name, value in kwargs.items():
            if isinstance(value, int) and not isinstance(value, bool) and abs(value) >= 1000:
                if separator is None:
                    separator = self._texts.get(THOUSANDS_KEY) or self._fallback.get(
                        THOUSANDS_KEY, ",")
                out[name] = f"{value:,}".replace(",", separator)
        return out

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
