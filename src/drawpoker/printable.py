"""Text from a file, made safe to print or draw: the one escaping every such path uses.

Hand histories, rosters, themes and language files are shared between people, so any text they
hold may have been written to attack the terminal or the screen: an ANSI escape sequence
(``\\x1b[2J`` clears the terminal, ``\\x1b]0;...\\x07`` retitles it), a carriage return that
hides what came before it, a right-to-left override that shows a line backwards, a NUL that
pygame refuses to draw. :func:`printable` shows every such character as a visible escape
(``\\x1b``, ``\\u202e``) and leaves every ordinary letter of every script alone; :func:`excerpt`
also cuts a long text, so a message quotes a value and never a whole file.

>>> printable("Ada\\x1b[31m\\u202eX\\r")
'Ada\\\\x1b[31m\\\\u202eX\\\\r'
>>> printable("Lúcia, 丽, Ελένη")
'Lúcia, 丽, Ελένη'
>>> excerpt("x" * 100, 10)
'xxxxxxxxx…'
"""

from __future__ import annotations

import unicodedata

__all__ = ["excerpt", "is_printable", "printable"]

#: Control, format (bidirectional overrides, zero-width joiners...), surrogate, private-use and
#: unassigned characters, and the line and paragraph separators: never shown as they are.
_HIDDEN = frozenset({"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"})
_NAMED = {"\n": "\\n", "\r": "\\r", "\t": "\\t"}
#: How much of a value a message quotes by default.
EXCERPT = 40


def _escaped(char: str) -> str:
    if char in _NAMED:
        return _NAMED[char]
    code = ord(char)
    if code <= 0xFF:
        return f"\\x{code:02x}"
    return f"\\u{code:04x}" if code <= 0xFFFF else f"\\U{code:08x}"


def is_printable(text: str) -> bool:
    """Whether ``text`` holds no character :func:`printable` would escape. ``str.isprintable``
    is false for every hidden category (and for spaces other than " "), so a text it accepts
    needs no look at each character: every language file is checked as the game starts."""
    if text.isprintable():
        return True
    return not any(unicodedata.category(char) in _HIDDEN for char in text)


def printable(text: object) -> str:
    """``str(text)`` with every control or invisible formatting character escaped."""
    shown = str(text)
    if shown.isascii() and shown.isprintable():
        return shown
    return "".join(_escaped(char) if unicodedata.category(char) in _HIDDEN else char
                   for char in shown)


def excerpt(value: object, limit: int = EXCERPT) -> str:
    """At most ``limit`` characters of ``value`` (``…`` where it was cut), escaped. The value
    is cut before it is turned into text when it is a string, so a huge one costs nothing."""
    text = value[: limit + 1] if isinstance(value, str) else _short_repr(value, limit)
    if len(text) > limit:
        text = text[: limit - 1] + "…"
    return printable(text)


def _short_repr(value: object, limit: int) -> str:
    """A short text of any parsed value: containers are named by kind and size, never walked
    (a value a hostile file holds may be huge or deeply nested)."""
    if isinstance(value, dict):
        return f"a mapping of {len(value)} key(s)"
    if isinstance(value, list | tuple | set):
        return f"a list of {len(value)} value(s)"
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) > 10 ** limit:
        return "a very long number"
    return repr(value)[: limit + 1]
