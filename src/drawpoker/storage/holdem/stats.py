"""The player's hold'em record (``holdem_stats.json``): games and hands played and won, the
biggest pot taken in one hand, and the record against each roster character who sat at the
player's table. Kept like draw's statistics: read through ``safe_json``, written atomically, and
a file that cannot be trusted moved aside (a new record starts) and explained.

Against one character (``OpponentRecord``, by her roster id):

- a game counts when she sat at the table when it ended (or was given up); won as the game was;
- a hand counts when both the player and she put chips in the pot (blinds too); the player won
  it against her when the player came out of it ahead and she behind;
- the net dollars split each hand's result exactly: what the player gained came from the seats
  that lost in that hand, in proportion to what each lost; what the player lost went to the
  seats that gained, in proportion to what each gained (whole dollars, the odd ones to the
  largest remainders, then seat order). Seats of the names file, not the roster, take their
  share but keep no record, so the nets add up to the player's result against the roster only.

The per-character part sits beside ``stats`` as ``opponents``, so files written before it load
(no records yet) and an older game reading a newer file still reads the totals.
"""

from __future__ import annotations

import dataclasses
import json
import logging
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from drawpoker.engine.holdem import HandStarted, HoldemEvent, MatchOver, PotAwarded
from drawpoker.storage.files import (
    FileRefused,
    Problem,
    check_version,
    read_json_file,
)
from drawpoker.storage.json_book import JsonBook

if TYPE_CHECKING:
    from drawpoker.engine.holdem import HoldemGame
    from drawpoker.engine.holdem.view import HandRecord

log = logging.getLogger(__name__)

HOLDEM_STATS_NAME = "holdem_stats.json"
#: The record of the games for table chips only (dealt from a code), kept apart.
HOLDEM_FREE_STATS_NAME = "holdem_stats_free.json"
TAG = "drawpoker-holdem-stats"
VERSION = 1
HUMAN = 0
_LIMIT = 10**12
#: Characters with a record of their own; a file naming more is damaged (the roster has six).
MAX_OPPONENTS = 64
_CHARACTER_ID = re.compile(r"[a-z][a-z0-9_]{0,31}")


@dataclass
class OpponentRecord:
    """The player's record against one roster character (see the module's docstring)."""

    games_played: int = 0
    games_won: int = 0
    hands_played: int = 0  # both put chips in
    hands_won: int = 0  # the player ahead, she behind
    net: int = 0  # dollars the player took from her, less what she took from the player

    @classmethod
    def from_dict(cls, data: object, where: str) -> OpponentRecord:
        names = {f.name for f in dataclasses.fields(cls)}
        if not isinstance(data, dict) or set(data) != names:
            raise FileRefused(Problem.INVALID, f"{where} must hold {', '.join(sorted(names))}")
        for name, value in data.items():
            low = -_LIMIT if name == "net" else 0
            if type(value) is not int or not low <= value <= _LIMIT:
                raise FileRefused(Problem.INVALID,
                                  f"{where}.{name} must be a whole number from {low} to "
                                  f"{_LIMIT}, got {str(value)[:40]}")
        record = cls(**data)
        if record.games_won > record.games_played or record.hands_won > record.hands_played:
            raise FileRefused(Problem.INVALID, f"more won than played in {where}")
        return record


@dataclass
class HoldemRecord:
    games_played: int = 0
    games_won: int = 0
    hands_played: int = 0
    hands_won: int = 0  # took at least a share of a pot
    biggest_pot: int = 0  # the most taken in one hand
    #: Per roster character (her id), the player's record against her.
    by_opponent: dict[str, OpponentRecord] = field(default_factory=dict)

    @classmethod
    def from_dict(cls, data: object) -> HoldemRecord:
        totals = {f.name for f in dataclasses.fields(cls)} - {"by_opponent"}
        if not isinstance(data, dict) or set(data) != totals:
            raise FileRefused(Problem.INVALID, "the hold'em record's fields are not the known ones")
        if not all(type(v) is int and 0 <= v <= _LIMIT for v in data.values()):
            raise FileRefused(Problem.INVALID, "the hold'em record holds impossible numbers")
        record = cls(**data)
        if record.games_won > record.games_played or record.hands_won > record.hands_played:
            raise FileRefused(Problem.INVALID, "more won than played in the hold'em record")
        return record

    def totals(self) -> dict[str, int]:
        """The totals as the file keeps them (under ``stats``)."""
        return {name: value for name, value in dataclasses.asdict(self).items()
                if name != "by_opponent"}

    def against(self, character: str) -> OpponentRecord:
        """The record against ``character`` (nothing played yet: zeros)."""
        return self.by_opponent.get(character, OpponentRecord())

    def opponent(self, character: str) -> OpponentRecord | None:
        """The record to count into for ``character``; None for an id that is not a roster
        id or when the file keeps as many characters as it may (logged)."""
        if not _CHARACTER_ID.fullmatch(character):
            return None
        if character not in self.by_opponent and len(self.by_opponent) >= MAX_OPPONENTS:
            log.warning("the hold'em record keeps none against %r: too many opponents",
                        character)
            return None
        return self.by_opponent.setdefault(character, OpponentRecord())


def opponents_from_dict(data: object, record: HoldemRecord) -> dict[str, OpponentRecord]:
    """The records per character (absent from files written before them: none)."""
    if data is None:
        return {}
    if not isinstance(data, dict):
        raise FileRefused(Problem.INVALID, "the hold'em record's opponents must be an object")
    if len(data) > MAX_OPPONENTS:  # counted before any entry is read
        raise FileRefused(Problem.INVALID,
                          f"the hold'em record names more than {MAX_OPPONENTS} opponents")
    found: dict[str, OpponentRecord] = {}
    for character, raw in data.items():
        if not isinstance(character, str) or not _CHARACTER_ID.fullmatch(character):
            raise FileRefused(Problem.INVALID,
                              f"opponent id {str(character)[:40]!r} is not a character's id")
        entry = OpponentRecord.from_dict(raw, f"draw.opponents.{character}")
        if entry.games_played > record.games_played:  # counted at the same moment
            raise FileRefused(Problem.INVALID,
                              f"more games against {character} than games played")
        found[character] = entry
    return found


def characters_of(seating: object) -> tuple[str, ...]:
    """The roster ids per seat in a table's seating (``Seating.to_dict``); () when it names
    none (a table of the names file) or they are not short texts."""
    raw = seating.get("characters") if isinstance(seating, dict) else None
    if not isinstance(raw, list | tuple) or not all(isinstance(x, str) and len(x) <= 32
                                                     for x in raw):
        return ()
    return tuple(raw)


def contributions(hand: HandRecord, seats: int) -> list[int]:
    """What each seat put into the pot of ``hand``: its blind and every action's payment."""
    paid = [0] * seats
    for seat, amount in hand.blinds:
        paid[seat] += amount
    for action in hand.actions:
        paid[action.seat] += action.paid
    return paid


def shares(total: int, weights: Sequence[int]) -> list[int]:
    """``total`` dollars split in proportion to ``weights`` (not all zero), in whole dollars
    that add up to it: each gets the floor, the rest go one each to the largest remainders,
    the earlier index first among equal ones.

    >>> shares(10, [1, 1, 1])
    [4, 3, 3]
    >>> shares(7, [0, 5, 2])
    [0, 5, 2]
    """
    whole = sum(weights)
    parts = [total * w // whole for w in weights]
    order = sorted(range(len(weights)), key=lambda i: (-(total * weights[i] % whole), i))
    for i in order[: total - sum(parts)]:
        parts[i] += 1
    return parts


def net_against(paid: Sequence[int], won: Sequence[int]) -> list[int]:
    """Per seat, the dollars the player (seat 0) took from it in one hand (negative: lost to
    it), by the rule of the module's docstring; they add up to the player's result.

    >>> net_against([10, 10, 10], [30, 0, 0])
    [0, 10, 10]
    >>> net_against([40, 40, 10], [0, 90, 0])
    [0, -40, 0]
    >>> net_against([30, 30, 30, 30], [60, 0, 60, 0])
    [0, 15, 0, 15]
    """
    result = [w - p for p, w in zip(paid, won, strict=True)]
    mine = result[HUMAN]
    out = [0] * len(paid)
    if mine == 0:
        return out
    sign = 1 if mine > 0 else -1
    # Gaining, the player took from the seats that lost; losing, gave to the seats that gained.
    weights = [0 if seat == HUMAN else max(0, -sign * r) for seat, r in enumerate(result)]
    if not any(weights):
        return out
    for seat, part in enumerate(shares(abs(mine), weights)):
        out[seat] = sign * part
    return out


class HoldemStatsBook(JsonBook[HoldemRecord]):
    """The record on disk; ``record(events)`` counts what the table saw and saves."""

    WHAT = "hold'em record"

    def __init__(self, folder: Path, name: str = HOLDEM_STATS_NAME) -> None:
        super().__init__(folder / name)
        self._won_this_hand = 0

    def empty(self) -> HoldemRecord:
        return HoldemRecord()

    def read(self) -> HoldemRecord:
        data = read_json_file(self.path, TAG)
        check_version(data, VERSION, "the hold'em record")
        record = HoldemRecord.from_dict(data.get("stats"))
        record.by_opponent = opponents_from_dict(data.get("opponents"), record)
        return record

    def text(self) -> str:
        data: dict[str, Any] = {"game": TAG, "version": VERSION, "stats": self.stats.totals(),
                                "opponents": {character: dataclasses.asdict(entry)
                                              for character, entry in
                                              self.stats.by_opponent.items()}}
        return json.dumps(data, separators=(",", ":")) + "\n"

    def record(self, events: Iterable[HoldemEvent], game: HoldemGame | None = None,
               characters: Sequence[str] = ()) -> None:
        """Count one engine call's ``events``; ``game`` (just after them) gives a finished
        hand's story for the records against ``characters`` (the roster id per seat, "" for
        the player and for names of the names file)."""
        changed = False
        hand_over = False
        for event in events:
            if isinstance(event, HandStarted) and HUMAN in event.seats:
                self.stats.hands_played += 1
                self._won_this_hand = 0
                changed = True
            elif isinstance(event, PotAwarded):
                hand_over = True
                if HUMAN in event.winners and (
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
                self.count_game(characters, event.human_won)
                changed = True
        if hand_over and game is not None and game.history:
            changed |= self.count_hand(game.history[-1], characters)
        if changed:
            self.save()

    def count_game(self, characters: Sequence[str], won: bool) -> None:
        """A game ended (or was given up) with ``characters`` at the table."""
        for character in dict.fromkeys(characters[1:]):
            entry = self.stats.opponent(character) if character else None
            if entry is not None:
                entry.games_played += 1
                entry.games_won += int(won)

    def count_hand(self, hand: HandRecord, characters: Sequence[str]) -> bool:
        """The finished ``hand`` against every character who put chips in with the player;
        True when a record changed."""
        seats = len(characters)
        if seats < 2 or any(not 0 <= s < seats for s in hand.seats):
            return False
        paid = contributions(hand, seats)
        won = [0] * seats
        for pot in hand.pots:
            for seat, share in zip(pot.winners, pot.shares, strict=True):
                won[seat] += share
        if sum(paid) != sum(won):  # never expected: a story that does not add up counts nothing
            log.warning("hold'em hand %d: %d paid in, %d paid out; not counted per opponent",
                        hand.hand_number, sum(paid), sum(won))
            return False
        if paid[HUMAN] == 0:
            return False
        moved = net_against(paid, won)
        changed = False
        for seat in range(1, seats):
            entry = self.stats.opponent(characters[seat]) if characters[seat] and paid[seat] \
                else None
            if entry is None:
                continue
            entry.hands_played += 1
            entry.hands_won += int(won[HUMAN] > paid[HUMAN] and won[seat] < paid[seat])
            entry.net = max(-_LIMIT, min(_LIMIT, entry.net + moved[seat]))
            changed = True
        return changed
