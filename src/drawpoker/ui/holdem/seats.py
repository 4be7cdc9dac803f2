"""Who sits at the hold'em table: each computer player a different character of the roster
(``assets/opponents``: her name and face), dressed in a forfeit theme; chosen once per game and
kept in its save. Without a usable roster, or for a save from before it, the players are named
from ``assets/holdem/names.txt`` (data a player may edit) and drawn as the theme's figure in
colours of their own (``looks``)."""

from __future__ import annotations

import logging
import random
from dataclasses import dataclass
from typing import TYPE_CHECKING

from drawpoker import paths
from drawpoker.ui import characters as roster_ui

if TYPE_CHECKING:
    from drawpoker.roster import Character

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
    """Names, themes and roster characters per seat (index 0, the human, has an empty name:
    "You" is translated); ``characters`` is empty for a table of the theme's figure."""

    names: tuple[str, ...]
    themes: tuple[str, ...]
    level: str
    characters: tuple[str, ...] = ()

    @classmethod
    def choose(cls, players: int, level: str, theme: str, themes: list[str],
               seed: int | None) -> Seating:
        """Characters drawn at random from the roster, no two alike (names from the names
        file when the roster has too few); looks alternate between the themes, the chosen one
        first. The level is hold'em's own, whoever sits down."""
        rng = random.Random(seed)
        order = [theme] + [other for other in themes if other != theme]
        looks = tuple(order[n % len(order)] for n in range(players - 1))
        roster = roster_ui.characters()
        if len(roster) >= players - 1:
            chosen = rng.sample(roster, players - 1)
            return cls(("", *(c.name for c in chosen)), ("", *looks), level,
                       ("", *(c.id for c in chosen)))
        pool = load_names()
        names = rng.sample(pool, players - 1)
        return cls(("", *names), ("", *looks), level)

    def character(self, seat: int) -> Character | None:
        """The roster character in ``seat`` (None: the player, or the theme's figure)."""
        if not 0 <= seat < len(self.characters):
            return None
        return roster_ui.find(self.characters[seat]) if self.characters[seat] else None

    def theme_of(self, seat: int, chosen: str) -> str:
        """The theme that dresses ``seat``: for a roster character the player's ``chosen`` one,
        so the same woman looks the same in every game and seat (her own wardrobe under a
        theme that says ``dress: own``); for the theme's figure the seat's own theme, the
        looks alternating between themes as before, ``chosen`` when it has none."""
        if self.character(seat) is not None:
            return chosen
        return (self.themes[seat] if 0 <= seat < len(self.themes) else "") or chosen

    def to_dict(self) -> dict[str, object]:
        data: dict[str, object] = {"names": list(self.names), "themes": list(self.themes),
                                   "level": self.level}
        if self.characters:
            data["characters"] = list(self.characters)
        return data

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
        raw = data.get("characters", [])  # absent from saves before the roster
        if not (isinstance(raw, list) and len(raw) in (0, players)
                and all(isinstance(x, str) and len(x) <= 32 for x in raw)):
            raise ValueError(f"the seating's characters must be {players} short ids, or none")
        return cls(tuple(names), tuple(themes), level, tuple(raw))
