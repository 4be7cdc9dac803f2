"""The player's hold'em record (``holdem_stats.json``): games and hands played and won, and the
biggest pot taken in one hand. Kept like draw's statistics: read through ``safe_json``, written
atomically, and a file that cannot be trusted moved aside (a new record starts) and explained.
"""

from __future__ import annotations

import dataclasses
import json
import logging
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from drawpoker.engine.holdem import HandStarted, HoldemEvent, MatchOver, PotAwarded
from drawpoker.storage.files import (
    FileRefused,
    Problem,
    check_version,
    read_json_file,
)
from drawpoker.storage.json_book import JsonBook

log = logging.getLogger(__name__)

HOLDEM_STATS_NAME = "holdem_stats.json"
TAG = "drawpoker-holdem-stats"
VERSION = 1
HUMAN = 0
_LIMIT = 10**12


@dataclass
class HoldemRecord:
    games_played: int = 0
    games_won: int = 0
    hands_played: int = 0
    hands_won: int = 0  # took at least a share of a pot
    biggest_pot: int = 0  # the most taken in one hand

    @classmethod
    def from_dict(cls, data: object) -> HoldemRecord:
        if not isinstance(data, dict) or set(data) != {f.name for f in dataclasses.fields(cls)}:
            raise FileRefused(Problem.INVALID, "the hold'em record's fields are not the known ones")
        if not all(type(v) is int and 0 <= v <= _LIMIT for v in data.values()):
            raise FileRefused(Problem.INVALID, "the hold'em record holds impossible numbers")
        record = cls(**data)
        if record.games_won > record.games_played or record.hands_won > record.hands_played:
            raise FileRefused(Problem.INVALID, "more won than played in the hold'em record")
        return record


class HoldemStatsBook(JsonBook[HoldemRecord]):
    """The record on disk; ``record(events)`` counts what the table saw and saves."""

    WHAT = "hold'em record"

    def __init__(self, folder: Path) -> None:
        super().__init__(folder / HOLDEM_STATS_NAME)
        self._won_this_hand = 0

    def empty(self) -> HoldemRecord:
        return HoldemRecord()

    def read(self) -> HoldemRecord:
        data = read_json_file(self.path, TAG)
        check_version(data, VERSION, "the hold'em record")
        return HoldemRecord.from_dict(data.get("stats"))

    def text(self) -> str:
        data = {"game": TAG, "version": VERSION, "stats": dataclasses.asdict(self.stats)}
        return json.dumps(data, separators=(",", ":")) + "\n"

    def record(self, events: Iterable[HoldemEvent]) -> None:
        changed = False
        for event in events:
            if isinstance(event, HandStarted) and HUMAN in event.seats:
                self.stats.hands_played += 1
                self._won_this_hand = 0
                changed = True
            elif isinstance(event, PotAwarded) and HUMAN in event.winners and (
                    event.index == 0 or len(event.eligible) > 1):  # not a bet handed back
                share = event.shares[event.winners.index(HUMAN)]
                if self._won_this_hand == 0 and share > 0:
                    self.stats.hands_won += 1
                self._won_this_hand += share
                self.stats.biggest_pot = max(self.stats.biggest_pot, self._won_this_hand)
                changed = True
            elif isinstance(event, MatchOver):
                self.stats.games_played += 1
                self.stats.games_won += int(event.human_won)
                changed = True
        if changed:
            self.save()
