"""The player's record book against each roster opponent, and the career's trophies, as the
statistics file keeps them (``opponents`` and ``career`` in ``stats.json``).

Per opponent: matches won and lost, the biggest pot won from her, the current and the longest
run of matches won against her, the fewest deals a win took, and the day of the first win.
Files written before the record book hold only won and lost: the rest starts at nothing (a
longest run or a fastest win not known is never made up). The career is the list of trophies,
each the opponent beaten and the day, in the order they were won (``drawpoker.career``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date
from typing import Any

from drawpoker.engine.core.saved_data import MatchDataError, whole_number
from drawpoker.storage.files import FileRefused, Problem

#: Opponents with a record of their own; a file naming more is damaged (the roster has six).
MAX_OPPONENTS = 64
#: More than anyone plays; a larger count is a damaged file.
MAX_COUNT = 10**12
OPPONENT_ID = re.compile(r"[a-z][a-z0-9_]{0,31}")
_RECORD_KEYS = frozenset({"won", "lost", "best_pot", "streak", "best_streak", "fastest",
                          "first_won"})


@dataclass(slots=True)
class Record:
    """The player's record against one opponent (matches for the bank's money)."""

    won: int = 0
    lost: int = 0
    #: The biggest pot the player won from her (0: none yet).
    best_pot: int = 0
    #: Matches won against her in a row, up to the last one; and the longest such run.
    streak: int = 0
    best_streak: int = 0
    #: The fewest deals a won match against her took (0: no win counted yet).
    fastest: int = 0
    #: The day of the first win against her, ``YYYY-MM-DD`` ("" before, or not known).
    first_won: str = ""

    @property
    def played(self) -> int:
        return self.won + self.lost

    def finished(self, won: bool, deals: int, today: date) -> None:
        """Count one match against her, ``deals`` long, ended ``today``."""
        if won:
            self.won += 1
            self.streak += 1
            self.best_streak = max(self.best_streak, self.streak)
            if deals > 0:
                self.fastest = deals if not self.fastest else min(self.fastest, deals)
            if not self.first_won:
                self.first_won = today.isoformat()
        else:
            self.lost += 1
            self.streak = 0

    def to_dict(self) -> dict[str, Any]:
        return {"won": self.won, "lost": self.lost, "best_pot": self.best_pot,
                "streak": self.streak, "best_streak": self.best_streak,
                "fastest": self.fastest, "first_won": self.first_won}


def _count(value: object, name: str) -> int:
    try:
        return whole_number(value, name, 0, MAX_COUNT)
    except MatchDataError as exc:
        raise FileRefused(Problem.INVALID, str(exc)) from None


def day(value: object, name: str) -> str:
    """A day as the file keeps it (``YYYY-MM-DD``), checked; "" stays "" (not known)."""
    if value == "":
        return ""
    if not isinstance(value, str) or len(value) != 10:
        raise FileRefused(Problem.INVALID, f"{name} must be a day written YYYY-MM-DD")
    try:
        return date.fromisoformat(value).isoformat()
    except ValueError:
        raise FileRefused(Problem.INVALID, f"{name} must be a day written YYYY-MM-DD") from None


def record_from(raw: object, opponent: str) -> Record:
    """One opponent's record; the keys the record book added are absent from older files."""
    where = f"draw.opponents.{opponent}"
    if not isinstance(raw, dict) or set(raw) - _RECORD_KEYS:
        raise FileRefused(Problem.INVALID, f"{where} must hold won and lost (and the record "
                                           "book's figures)")
    counts = {key: _count(raw.get(key, 0), f"{where}.{key}") for key in
              ("won", "lost", "best_pot", "streak", "best_streak", "fastest")}
    found = Record(**counts, first_won=day(raw.get("first_won", ""), f"{where}.first_won"))
    if found.streak > found.best_streak or found.best_streak > found.won:
        raise FileRefused(Problem.INVALID, f"{where}: a run of wins longer than the wins")
    if found.won == 0 and (found.fastest or found.first_won):
        raise FileRefused(Problem.INVALID, f"{where}: a fastest or first win without a win")
    return found


def by_opponent(data: object, won: int, lost: int) -> dict[str, Record]:
    """The records per opponent (absent from files written before the roster: none), their
    totals at most the file's ``won`` and ``lost`` matches."""
    if not isinstance(data, dict):
        raise FileRefused(Problem.INVALID, "opponents must be an object")
    if len(data) > MAX_OPPONENTS:  # counted before any entry is read
        raise FileRefused(Problem.INVALID, f"opponents names more than {MAX_OPPONENTS}")
    found: dict[str, Record] = {}
    for opponent, raw in data.items():
        if not isinstance(opponent, str) or not OPPONENT_ID.fullmatch(opponent):
            raise FileRefused(Problem.INVALID, f"opponent id {str(opponent)[:40]!r} is not valid")
        found[opponent] = record_from(raw, opponent)
    if sum(r.won for r in found.values()) > won or sum(r.lost for r in found.values()) > lost:
        raise FileRefused(Problem.INVALID, "more matches against opponents than matches played")
    return found


def trophies_from(data: object, records: dict[str, Record]) -> dict[str, str]:
    """The career's trophies, opponent to day, in the order won (absent from older files:
    none). Each needs a win against her in the records."""
    if data is None:
        return {}
    if not isinstance(data, dict) or set(data) - {"trophies"}:
        raise FileRefused(Problem.INVALID, "career must be an object holding trophies")
    raw = data.get("trophies", [])
    if not isinstance(raw, list) or len(raw) > MAX_OPPONENTS:
        raise FileRefused(Problem.INVALID, f"career.trophies must list at most {MAX_OPPONENTS}")
    found: dict[str, str] = {}
    for index, entry in enumerate(raw, start=1):
        where = f"career.trophies #{index}"
        if not isinstance(entry, dict) or set(entry) != {"opponent", "won"}:
            raise FileRefused(Problem.INVALID, f"{where} must hold opponent and won")
        opponent = entry["opponent"]
        if not isinstance(opponent, str) or not OPPONENT_ID.fullmatch(opponent) \
                or opponent in found:
            raise FileRefused(Problem.INVALID, f"{where}: the opponent is not valid or twice")
        if records.get(opponent, Record()).won < 1:
            raise FileRefused(Problem.INVALID, f"{where}: a trophy without a win against her")
        found[opponent] = day(entry["won"], f"{where}.won") or _missing(where)
    return found


def _missing(where: str) -> str:
    raise FileRefused(Problem.INVALID, f"{where}.won must be a day written YYYY-MM-DD")


def trophies_to(trophies: dict[str, str]) -> dict[str, Any]:
    return {"trophies": [{"opponent": opponent, "won": won}
                         for opponent, won in trophies.items()]}
