"""What every game's saved data is checked against: the bounds no real game reaches, the one
error a loader raises for data that cannot be a real game, and the checks of the values every
game's files hold (mappings, lists, whole numbers, true or false, short texts, names of a set,
cards, the random generator's state).

These are the only copies: draw's, hold'em's and Canfield's saves and records, their history
readers and the variant files all check their values here, so a value is refused with the same
words whichever file holds it. Each check raises :class:`MatchDataError` naming the value
(``what``); a reader with its own error turns it into that one where its file is read.
"""

from __future__ import annotations

import math
from collections.abc import Set
from enum import StrEnum
from typing import Any, TypeVar

from drawpoker.engine.core.cards import Card

#: Money amounts above this are refused outright (the rules cap every amount far below it).
MAX_MONEY = 10**15
#: More deals (or hands) than any match can last.
MAX_DEALS = 10**9
#: The most finished deals (or hands) a save may record: each is replayed when it is loaded
#: (about 0.1 ms a deal), and no match comes near it (a long one lasts a few hundred deals),
#: so a file edited to hold millions is refused at once instead of after a minute.
MAX_RECORDED = 20_000


class MatchDataError(ValueError):
    """Saved game data that cannot be a real game; the message says what is wrong."""


def whole_list(data: object, what: str, length: int | None = None,
               most: int | None = None) -> list[Any]:
    """``data`` as a list (of ``length`` entries when given, at most ``most``), or
    MatchDataError naming it: checked before any entry is looked at."""
    if not isinstance(data, list):
        raise MatchDataError(f"{what} must be a list, got {type(data).__name__}")
    if length is not None and len(data) != length:
        raise MatchDataError(f"{what} must have {length} entries, got {len(data)}")
    if most is not None and len(data) > most:
        raise MatchDataError(f"{what} holds {len(data)} entries, more than {most}")
    return data


def whole_number(value: object, what: str, low: int, high: int) -> int:
    """Exactly an int (not a bool, not 1.0) from ``low`` to ``high``."""
    if type(value) is not int or not low <= value <= high:
        raise MatchDataError(f"{what} must be a whole number from {low} to {high}, got {value!r}")
    return value


def mapping(data: object, what: str, fields: Set[str],
            optional: Set[str] = frozenset()) -> dict[str, Any]:
    """A JSON object with exactly these fields (a missing or unknown one is refused), and
    perhaps some of the ``optional`` ones."""
    if not isinstance(data, dict):
        raise MatchDataError(f"{what} must be a mapping, got {type(data).__name__}")
    missing = sorted(set(fields) - set(data))
    if missing:
        raise MatchDataError(f"{what} lacks {', '.join(missing)}")
    unknown = sorted(repr(key) for key in set(data) - set(fields) - set(optional))
    if unknown:
        raise MatchDataError(f"{what} has unknown field(s) {', '.join(unknown)}")
    return data


def boolean(value: object, what: str) -> bool:
    """Exactly true or false (not 0 or 1)."""
    if type(value) is not bool:
        raise MatchDataError(f"{what} must be true or false, got {value!r}")
    return value


def short_text(value: object, what: str, most: int = 200) -> str:
    """A string of at most ``most`` characters."""
    if type(value) is not str or len(value) > most:
        raise MatchDataError(f"{what} must be a short text, got {type(value).__name__}")
    return value


_E = TypeVar("_E", bound=StrEnum)


def member(kind: type[_E], value: object, what: str) -> _E:
    """One of the names of ``kind`` (a string enum), as that member."""
    names = [str(item) for item in kind]
    if type(value) is not str or value not in names:
        raise MatchDataError(f"{what} {value!r} is not one of {', '.join(names)}")
    return kind(value)


def cards(data: object, what: str, most: int = 52) -> list[Card]:
    """A list of at most ``most`` card codes like ``"As"``, as cards (their count checked
    before any is read)."""
    found = []
    for code in whole_list(data, what, most=most):
        if type(code) is not str:
            raise MatchDataError(f"{what} holds {code!r}, not a card code like 'As'")
        try:
            found.append(Card.from_str(code))
        except ValueError as exc:
            raise MatchDataError(f"{what} holds a bad card: {exc}") from None
    return found


def random_state(data: object, what: str = "rng") -> tuple[Any, ...]:
    """The Mersenne Twister's state as ``random.getstate()`` gives it, checked word by word.

    A state whose 19,937 bits are all zero (the top bit of the first word, and every other
    word) is refused: the generator would give zeros for ever, every deck unshuffled and every
    salt the same (issue 23: a save edited to 624 zeros dealt the same deck every deal)."""
    version, internal, gauss = whole_list(data, what, 3)
    if type(version) is not int or version != 3:
        raise MatchDataError(f"{what} has version {version!r}; this game reads 3")
    words = whole_list(internal, f"{what} state", 625)
    for word in words:
        if type(word) is not int or not 0 <= word < 2**32:
            raise MatchDataError(f"{what} state words are 32-bit whole numbers, got {word!r}")
    if words[-1] > 624:
        raise MatchDataError(f"{what} position must be 0..624, got {words[-1]}")
    if not words[0] & 0x8000_0000 and not any(words[1:624]):
        raise MatchDataError(f"{what} state is all zeros: it would never shuffle")
    if gauss is not None and (type(gauss) is not float or not math.isfinite(gauss)):
        raise MatchDataError(f"{what} gauss must be a number or null, got {gauss!r}")
    return (version, tuple(words), gauss)
