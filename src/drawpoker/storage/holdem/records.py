"""Hold'em's records: the save, the hand history and the player's record, in one folder.

The table gives every batch of events to :meth:`HoldemRecords.record` (history first, so a save
never runs ahead of it) and saves after every action; a write the disk refuses becomes a
notice, told once until a write of the same file works again.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

from drawpoker.engine.core.deal_code import DealCode
from drawpoker.engine.holdem import HoldemEvent, HoldemGame
from drawpoker.storage.files import FileRefused, Problem, read_json_file
from drawpoker.storage.holdem.history import HoldemHistory
from drawpoker.storage.holdem.saves import HOLDEM_TAG, HoldemSlot, SavedHoldem
from drawpoker.storage.holdem.stats import (
    HOLDEM_FREE_STATS_NAME,
    HoldemStatsBook,
    characters_of,
)
from drawpoker.storage.write_watch import Notice, WriteWatch

log = logging.getLogger(__name__)

#: Where a save's seating keeps the id of the buy-in that pays for it (absent in older saves).
BUY_IN_KEY = "buy_in"
#: Where a save's seating says that its game plays for table chips only (dealt from a code
#: the player typed); absent for a game of the bank's.
FREE_KEY = "free"
#: Where a save's seating says that its game is practice: every card shown, for table chips.
PRACTICE_KEY = "practice"


class HoldemRecords:
    """Keeps :class:`drawpoker.storage.records.GameRecords` for hold'em."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.slot = HoldemSlot(folder)
        # A stale save's game (a copy of one that ended, or of another) was counted already.
        self.slot.on_refused = lambda bad: (None if bad.problem is Problem.STALE
                                            else self._count_unfinished())
        self.history: HoldemHistory | None = None
        #: The seating written with each save (names, looks, level).
        self.seating: dict[str, object] = {}
        self._stats: HoldemStatsBook | None = None
        #: The last game loaded, with its seating (the notes a continued game takes back).
        self.loaded: SavedHoldem | None = None
        #: The game plays for table chips only (a code the player typed): nothing of the
        #: bank's, its record kept apart (``holdem_stats_free.json``). Set by the page that
        #: starts or continues the game, kept in every save of it.
        self.free = False
        #: Practice (``ui/holdem/practice``): the computer players' cards shown all through
        #: each hand; always for table chips only (``free`` too). Kept in every save of it.
        self.practice = False
        self._free_stats: HoldemStatsBook | None = None
        self._watch = WriteWatch(folder)
        self._notices: list[Notice] = []
        #: The id of the buy-in out for the game, asked at every save (see :meth:`tie`).
        self._ticket: Callable[[], str | None] = lambda: None

    def tie(self, ticket: Callable[[], str | None],
            refuses: Callable[[object], str | None]) -> None:
        """As draw's ``MatchRecords.tie``: every save carries the id of the buy-in out
        (``ticket()``, in the seating), and a save ``refuses`` names a reason for is stale."""
        self._ticket = ticket

        def vet(saved: SavedHoldem) -> None:
            why = refuses(saved.seating.get(BUY_IN_KEY))
            if why is not None:
                raise FileRefused(Problem.STALE, why)

        self.slot.vet = vet

    @property
    def stats(self) -> HoldemStatsBook:
        """The record the game counts in (the player's, or for table chips only the one of
        such games), read from disk the first time it is asked for."""
        if self.free:
            return self.free_stats
        if self._stats is None:
            self._stats = HoldemStatsBook(self.folder)
        return self._stats

    @property
    def free_stats(self) -> HoldemStatsBook:
        """The record of the games for table chips only, apart from the player's."""
        if self._free_stats is None:
            self._free_stats = HoldemStatsBook(self.folder, HOLDEM_FREE_STATS_NAME)
        return self._free_stats

    def reread_stats(self) -> HoldemStatsBook:
        """The player's record as the file has it now (another table may have written it),
        whatever the game in progress counts in."""
        self._free_stats = None
        self._stats = HoldemStatsBook(self.folder)
        return self._stats

    def saved_free(self) -> bool:
        """Whether the saved game plays for table chips only (read from its seating)."""
        return self._saved_seating().get(FREE_KEY) is True

    @property
    def notice(self) -> Notice | None:
        return self.slot.notice

    def exists(self) -> bool:
        return self.slot.exists()

    def load(self) -> SavedHoldem | None:
        self.loaded = self.slot.load()
        return self.loaded

    def begin(self, game: HoldemGame, seating: Mapping[str, object], names: Sequence[str],
              history_id: str | None = None, actions: int | None = None,
              deal_code: DealCode | None = None) -> None:
        """Open the game's hand history: a new game writes its header, a continued one
        (``history_id`` from its save) says where it went on from (``actions`` into the hand,
        None between hands), so what was written after that save is not part of the game."""
        self.seating = dict(seating)
        self.history = HoldemHistory(self.folder, history_id)
        if game.hand_number == 0:
            self.history.start(game.rules, names, deal_code)
        else:
            self.history.resumed(game.hand_number, actions)

    def record(self, events: Sequence[HoldemEvent], game: HoldemGame, /) -> None:
        if self.history is not None:  # the history first: a save never runs ahead of it
            self.history.record(events)
        self.stats.record(events, game, characters_of(self.seating))
        self._check_writes()

    def save(self, game: HoldemGame, /, *,
             extra: Mapping[str, Any] | None = None) -> bool:
        """Keep the game (a finished one clears the slot); False when the disk refused."""
        history = self.history.id if self.history is not None else None
        seating = {**self.seating, **(extra or {}), "history": history}
        ticket = self._ticket()
        if ticket is not None:
            seating[BUY_IN_KEY] = ticket
        if self.free:
            seating[FREE_KEY] = True
        if self.practice:
            seating[PRACTICE_KEY] = True
        done = self.slot.save(game, seating)
        self._check_writes()
        return done

    def clear(self) -> None:
        self.slot.clear()

    def given_up(self) -> None:
        """The saved game ends unfinished: it counts as played and not won (against the
        characters at its table too)."""
        seating = self._saved_seating()
        self.free = seating.get(FREE_KEY) is True  # counted where the game counted
        characters = characters_of(seating)
        self._count_unfinished()
        book = self.stats
        if characters and book.bad is None:
            book.count_game(characters, won=False)
            book.save()
        self.clear()

    def _saved_seating(self) -> dict[str, object]:
        """The saved game's seating, read from its file alone (the game was checked when it
        was offered: no replay here); {} when it cannot be read."""
        try:
            data = read_json_file(self.slot.path, HOLDEM_TAG)
        except FileRefused as error:
            log.warning("the given-up hold'em game's seating is unreadable: %s", error.detail)
            return {}
        seating = data.get("seating")
        return seating if isinstance(seating, dict) else {}

    def _count_unfinished(self) -> None:
        """A game given up, or whose save was refused, counts as played and not won (in
        the record it counted in)."""
        book = self.reread_stats()
        if self.free:
            self._free_stats = None
            book = self.free_stats
        if book.bad is None:
            book.stats.games_played += 1
            book.save()

    def take_notices(self) -> list[Notice]:
        notices, self._notices = self._notices, []
        return notices

    def _check_writes(self) -> None:
        errors = {
            "holdem_save": self.slot.last_error,
            "stats": self.stats.last_error,
            "history": self.history.last_error if self.history is not None else None,
        }
        self._notices += self._watch.check(errors)
