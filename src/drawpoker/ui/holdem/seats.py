"""Who sits at the hold'em table: each computer player's name (from ``assets/holdem/names.txt``,
data a player may edit) and look (a forfeit theme), chosen once per game and kept in its save."""

from __future__ import annotations

import logging
import random
from dataclasses import dataclass
from typing import TYPE_CHECKING

from drawpoker import paths

if TYPE_CHECKING:
    pass

log = logging.getLogger(__name__)

NAMES_FILE = "holdem/names.txt"
#: Used when the names file is missing or too short (never an empty name plate).
FALLBACK_NAMES = ("Ada", "Carmen", "Elsa", "Greta", "Ines")
MAX_NAME = 16


def load_names() -> list[str]:
    """The names in the data file (comments and blank lines skipped, duplicates dropped)."""
    path = paths.assets_dir() / NAMES_FILE
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError) as exc:
        log.warning("cannot read the hold'em names %s (%s); using the built-in ones", path, exc)
        return list(FALLBACK_NAMES)
    names = [line.strip()[:MAX_NAME] for line in lines
             if line.strip() and not line.lstrip().startswith("#")]
    unique = list(dict.fromkeys(names))
    return unique if len(unique) >= len(FALLBACK_NAMES) else list(FALLBACK_NAMES)


@dataclass(frozen=True, slots=True)
class Seating:
    """Names and themes per seat (index 0, the human, has an empty name: "You" is translated)."""

    names: tuple[str, ...]
    themes: tuple[str, ...]
    level: str

    @classmethod
    def choose(cls, players: int, level: str, theme: str, themes: list[str],
               seed: int | None) -> Seating:
        """Names drawn at random; looks alternate between the themes, the chosen one first."""
        rng = random.Random(seed)
        pool = load_names()
        names = rng.sample(pool, players - 1)
        order = [theme] + [other for other in themes if other != theme]
        looks = tuple(order[n % len(order)] for n in range(players - 1))
        return cls(("", *names), ("", *looks), level)

    def to_dict(self) -> dict[str, object]:
        return {"names": list(self.names), "themes": list(self.themes), "level": self.level}

    @classmethod
    def from_dict(cls, data: object, players: int) -> Seating:
        """The seating of a save; ValueError when it does not fit the table."""
        if not isinstance(data, dict):
            raise ValueError("the seating must be an object")
        names, themes, level = data.get("names"), data.get("themes"), data.get("level")
        for what, value in (("names", names), ("themes", themes)):
            if not (isinstance(value, list) and len(value) == players
                    and all(isinstance(x, str) and len(x) <= 64 for x in value)):
                raise ValueError(f"the seating's {what} must be {players} short texts")
        if not isinstance(level, str) or not 0 < len(level) <= 32:
            raise ValueError("the seating's level must be a short text")
        assert isinstance(names, list) and isinstance(themes, list)
        return cls(tuple(names), tuple(themes), level)
