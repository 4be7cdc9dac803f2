"""Duplicate results (``duplicates.json``): a draw match and its duplicate, deal by deal.

A duplicate deals a match's decks again with the hands swapped (``engine/draw/duplicate``):
the player holds the cards she held. What the player's seat brought in each deal of the first
match stands beside what her seat brought him in the same deal of the duplicate; their sum is
the deal's score with the luck of the cards taken out (the same cards played twice, once from
each side). A pair is begun when the duplicate starts (the first match's results are known
then), and its duplicate's results follow every deal, so a duplicate continued from its save
goes on filling the same pair. The last ``KEEP`` pairs are kept; a file that cannot be trusted
is moved aside and explained like the statistics.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from drawpoker.storage.files import FileRefused, Problem, check_version, read_json_file
from drawpoker.storage.json_book import JsonBook

DUPLICATES_NAME = "duplicates.json"
TAG = "drawpoker-duplicates"
VERSION = 1
#: The pairs kept (the oldest go first).
KEEP = 20
#: More deals than a match has (the engine's own bound is far above any real match).
MAX_DEALS = 10_000
#: A deal moves no more than this (the table's stacks are capped far below).
MAX_MONEY = 10**12
_OPPONENT = re.compile(r"[a-z][a-z0-9_]{0,31}")


@dataclass
class DuplicatePair:
    """One match (``seed``, ``deck_size``) and its duplicate, the player's result per deal."""

    seed: int
    deck_size: int
    #: What the player won (or lost, negative) in each deal of the first match.
    yours: list[int]
    #: What the player won in each deal of the duplicate, from her seat (so far).
    hers: list[int] = field(default_factory=list)
    #: The roster id of the opponent (None: the theme's figure).
    opponent: str | None = None
    #: The duplicate is over.
    done: bool = False

    def rows(self) -> list[tuple[int, int | None, int | None]]:
        """(deal, your seat, her seat) for every deal either match played."""
        count = max(len(self.yours), len(self.hers))
        return [(n + 1, self.yours[n] if n < len(self.yours) else None,
                 self.hers[n] if n < len(self.hers) else None) for n in range(count)]

    @property
    def common(self) -> int:
        """Deals both matches played: the ones compared."""
        return min(len(self.yours), len(self.hers))

    def totals(self) -> tuple[int, int, int]:
        """Over the deals both played: your seat, her seat, and the two together."""
        n = self.common
        yours, hers = sum(self.yours[:n]), sum(self.hers[:n])
        return yours, hers, yours + hers

    def to_dict(self) -> dict[str, Any]:
        return {"seed": self.seed, "deck_size": self.deck_size, "yours": self.yours,
                "hers": self.hers, "opponent": self.opponent, "done": self.done}

    @classmethod
    def from_dict(cls, data: object) -> DuplicatePair:
        if not isinstance(data, dict) or set(data) - {"seed", "deck_size", "yours", "hers",
                                                      "opponent", "done"}:
            raise FileRefused(Problem.INVALID, "a duplicate pair must be an object of its fields")
        seed, size = data.get("seed"), data.get("deck_size")
        if type(seed) is not int or not 0 <= seed < 2**64:
            raise FileRefused(Problem.INVALID, "a duplicate pair's seed must be a whole number")
        if size not in (32, 52) or type(size) is not int:
            raise FileRefused(Problem.INVALID, "a duplicate pair's deck has 32 or 52 cards")
        opponent = data.get("opponent")
        if opponent is not None and (not isinstance(opponent, str)
                                     or not _OPPONENT.fullmatch(opponent)):
            raise FileRefused(Problem.INVALID, "a duplicate pair's opponent id is not valid")
        done = data.get("done", False)
        if type(done) is not bool:
            raise FileRefused(Problem.INVALID, "a duplicate pair's done is true or false")
        return cls(seed, size, _results(data.get("yours"), "yours"),
                   _results(data.get("hers", []), "hers"), opponent, done)


def _results(raw: object, name: str) -> list[int]:
    if not isinstance(raw, list) or len(raw) > MAX_DEALS:
        raise FileRefused(Problem.INVALID, f"{name} must be a list of at most {MAX_DEALS} deals")
    if not all(type(x) is int and -MAX_MONEY <= x <= MAX_MONEY for x in raw):
        raise FileRefused(Problem.INVALID, f"{name} must hold whole dollars")
    return list(raw)


class DuplicateBook(JsonBook[list[DuplicatePair]]):
    """The pairs on disk, newest last (``stats``)."""

    WHAT = "duplicate results"

    def __init__(self, folder: Path) -> None:
        super().__init__(folder / DUPLICATES_NAME)

    def empty(self) -> list[DuplicatePair]:
        return []

    def read(self) -> list[DuplicatePair]:
        data = read_json_file(self.path, TAG)
        check_version(data, VERSION, "the duplicate results")
        pairs = data.get("pairs")
        if not isinstance(pairs, list):
            raise FileRefused(Problem.INVALID, "pairs must be a list")
        return [DuplicatePair.from_dict(raw) for raw in pairs[-KEEP:]]

    def text(self) -> str:
        data = {"game": TAG, "version": VERSION, "pairs": [p.to_dict() for p in self.stats]}
        return json.dumps(data, separators=(",", ":")) + "\n"

    def find(self, seed: int, deck_size: int) -> DuplicatePair | None:
        """The newest unfinished pair of the match dealt from ``seed``."""
        for pair in reversed(self.stats):
            if pair.seed == seed and pair.deck_size == deck_size and not pair.done:
                return pair
        return None

    def begin(self, pair: DuplicatePair) -> None:
        """A duplicate starts: its pair is kept (an unfinished one of the same match goes)."""
        kept = [p for p in self.stats
                if not (p.seed == pair.seed and p.deck_size == pair.deck_size and not p.done)]
        self.stats = [*kept[-(KEEP - 1):], pair]
        self.save()

    def follow(self, seed: int, deck_size: int, hers: list[int], done: bool) -> bool:
        """The duplicate of ``seed`` now stands at ``hers`` (over when ``done``); False when
        no pair waits for it (its pair was dropped, or the file refused)."""
        pair = self.find(seed, deck_size)
        if pair is None:
            return False
        if pair.hers != hers or done:
            pair.hers, pair.done = list(hers[:MAX_DEALS]), done
            self.save()
        return True
