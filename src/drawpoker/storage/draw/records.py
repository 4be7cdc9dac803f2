"""Everything the game keeps about matches behind one object: the app's save slot.

:class:`MatchRecords` fits the ``SaveSlot`` protocol of :class:`drawpoker.ui.app.App`
(``exists``, ``load`` giving a ``Match``, ``save``, ``clear``) and adds :meth:`record`, which the
table calls with every batch of engine events: the hand history and the statistics are updated,
and the match is saved after every deal. A match object it has not seen before starts a new hand
history by itself, so the table needs no other call.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

from drawpoker import paths
from drawpoker.engine.draw import Event, Match, Phase, events
from drawpoker.engine.draw.match_replay import deal_results
from drawpoker.storage.draw.duplicates import DuplicateBook
from drawpoker.storage.draw.event_log import DrawEventLog
from drawpoker.storage.draw.history import HISTORY_FOLDER
from drawpoker.storage.draw.saves import SAVE_NAME, SavedMatch, SaveSlot, opponent_memory
from drawpoker.storage.draw.stats import STATS_NAME, StatsBook
from drawpoker.storage.files import FileRefused, Problem
from drawpoker.storage.write_watch import Notice, WriteWatch

log = logging.getLogger(__name__)

#: Where a save keeps its opponent's roster id (among the UI's extras; absent in older saves).
CHARACTER_KEY = "character"
#: Where a save keeps the id of the buy-in that pays for it (absent in older saves).
BUY_IN_KEY = "buy_in"
#: Where a save says that its match plays for table chips only, and why: dealt from a code
#: the player typed ("code"), a duplicate ("duplicate") or practice with her cards shown
#: ("practice"). Absent for a match of the bank's.
FREE_KEY = "free"
FREE_KINDS = ("code", "duplicate", "practice")
#: The statistics of the matches played for table chips only, kept apart from the others.
FREE_STATS_NAME = "stats_free.json"


class MatchRecords:
    """The save slot, the statistics and the current match's hand history, in one folder."""

    def __init__(self, folder: Path | None = None, staged_ok: bool = False) -> None:
        """``staged_ok``: load matches dealt given decks (tests that stack the deck)."""
        self.folder = folder if folder is not None else paths.user_data_dir()
        self.slot = SaveSlot(self.folder / SAVE_NAME, staged_ok)
        self.stats = StatsBook(self.folder / STATS_NAME)
        #: The matches for table chips only (``free``): their own statistics and the
        #: duplicates' results, read when first needed.
        self._free_stats: StatsBook | None = None
        self._duplicates: DuplicateBook | None = None
        #: Why the current match plays for table chips only (``FREE_KINDS``), None when it
        #: plays for the bank's money; kept in every save of the match.
        self.free: str | None = None
        self.history: DrawEventLog | None = None
        #: The last match loaded, with the opponent's memory to give back to her.
        self.loaded: SavedMatch | None = None
        self._match: Match | None = None
        self._opponent: object = None
        #: The roster id of the current match's opponent (None: the theme's own figure), kept
        #: in every save of the match and given her result in the statistics.
        self.character: str | None = None
        self._watch = WriteWatch(self.folder)
        self._notices: list[Notice] = []
        #: The id of the buy-in out for the match, asked at every save (see :meth:`tie`).
        self._ticket: Callable[[], str | None] = lambda: None

    def tie(self, ticket: Callable[[], str | None],
            refuses: Callable[[object], str | None]) -> None:
        """Tie each save to the buy-in that paid for it: ``ticket()`` is the id of the buy-in
        out now, written into every save; ``refuses(id)`` says why a save holding ``id`` (None:
        none) may not be played, so a copy of another buy-in's save is refused as stale."""
        self._ticket = ticket

        def vet(saved: SavedMatch) -> None:
            why = refuses(saved.extra.get(BUY_IN_KEY))
            if why is not None:
                raise FileRefused(Problem.STALE, why)

        self.slot.vet = vet

    @property
    def free_stats(self) -> StatsBook:
        """The statistics of the matches for table chips only (a code, a duplicate)."""
        if self._free_stats is None:
            self._free_stats = StatsBook(self.folder / FREE_STATS_NAME)
        return self._free_stats

    @property
    def duplicates(self) -> DuplicateBook:
        """The duplicates' results beside their first matches'."""
        if self._duplicates is None:
            self._duplicates = DuplicateBook(self.folder)
        return self._duplicates

    def stats_of(self, free: str | None) -> StatsBook:
        """The statistics a match of this kind counts in."""
        return self.free_stats if free is not None else self.stats

    def saved_free(self) -> str | None:
        """Why the saved match plays for table chips only (None: for the bank's money), read
        from its file alone (NEW MATCH over it counts it given up in the right statistics)."""
        from drawpoker.storage.draw.saves import load_match

        found = load_match(self.slot.path, self.slot.staged_ok).saved
        return _free_kind(found.extra.get(FREE_KEY)) if found is not None else None

    @property
    def history_folder(self) -> Path:
        return self.folder / HISTORY_FOLDER

    @property
    def notice(self) -> Notice | None:
        """Why the last saved match was refused, if it was (as :class:`SaveSlot` says)."""
        return self.slot.notice

    def notices(self) -> list[Notice]:
        """Problems the player should hear about (a refused save or statistics file, and
        records the disk refuses to take)."""
        refused = [n for n in (self.slot.notice, self.stats.notice) if n is not None]
        return refused + self.pending_notices()

    def pending_notices(self) -> list[Notice]:
        return list(self._notices)

    def take_notices(self) -> list[Notice]:
        """New write failures since the last call: each is told once, and again only after
        writing worked in between (a full disk does not repeat itself every deal)."""
        notices, self._notices = self._notices, []
        return notices

    def _check_writes(self) -> None:
        history_error = self.history.last_error if self.history is not None else None
        errors = {
            "save": self.slot.last_error,
            "stats": self.stats.last_error,
            "history": history_error,
        }
        self._notices += self._watch.check(errors)

    # ------------------------------------------------------------------ SaveSlot protocol
    def exists(self) -> bool:
        """Whether there is a match to offer as "continue"."""
        return self.slot.exists()

    def load(self) -> Match | None:
        """The saved match, its history file reopened; None (see ``messages``) if there is none
        or it was refused. The opponent's memory is in ``loaded.opponent``."""
        saved = self.slot.load()
        self.loaded = saved
        if saved is None:
            return None
        self.history = DrawEventLog.resume(saved.match, saved.match_id, self.history_folder)
        saved.match_id = self.history.match_id
        self._match = saved.match
        self.free = _free_kind(saved.extra.get(FREE_KEY))
        return saved.match

    def save(
        self, match: object, opponent: object = None, extra: Mapping[str, Any] | None = None
    ) -> bool:
        """Save now (after a deal, and when the player quits); a finished match clears it.

        ``opponent`` is the computer player (its ``memory_to_dict()`` is saved, if it has one)
        or that memory as a dict; by default the one last given to :meth:`record`.
        """
        if not isinstance(match, Match):
            raise TypeError(f"MatchRecords.save needs a Match, got {type(match).__name__}")
        if match is not self._match:
            self._begin(match)
        if opponent is None:
            opponent = self._opponent
        memory = opponent if isinstance(opponent, Mapping) else opponent_memory(opponent)
        match_id = self.history.match_id if self.history is not None else None
        if self.character is not None:
            extra = {**(extra or {}), CHARACTER_KEY: self.character}
        ticket = self._ticket()
        if ticket is not None:
            extra = {**(extra or {}), BUY_IN_KEY: ticket}
        if self.free is not None:
            extra = {**(extra or {}), FREE_KEY: self.free}
        saved = self.slot.save(match, memory, match_id, extra)
        self._check_writes()
        return saved

    def clear(self) -> None:
        self.slot.clear()

    # ------------------------------------------------------------------ recording
    def new_match(self, match: Match) -> None:
        """Start the records of a new match (its own hand-history file)."""
        self._begin(match)

    def saved_character(self) -> str | None:
        """The roster id the last loaded save names, if it names one in a plausible form (the
        table checks it against the roster)."""
        raw = self.loaded.extra.get(CHARACTER_KEY) if self.loaded is not None else None
        return raw if isinstance(raw, str) and 0 < len(raw) <= 32 else None

    def _begin(self, match: Match) -> None:
        self._match = match
        self.loaded = None
        self.history = DrawEventLog.start(match, self.history_folder)

    def record(self, batch: Sequence[Event], match: Match, opponent: object = None) -> None:
        """Call with what every ``start_deal``/``act`` returned, right after the call."""
        if match is not self._match or self.history is None:
            self._begin(match)
        assert self.history is not None
        if opponent is not None:
            self._opponent = opponent
        self.history.record(batch, match)
        # Only a match for the bank's money counts on the career (never a code, a duplicate
        # or practice: those keep statistics of their own).
        self.stats_of(self.free).record(batch, match, self.character, career=self.free is None)
        if match.swapped and any(isinstance(e, events.DeckRevealed | events.MatchOver)
                                 for e in batch):
            self._follow_duplicate(match)
        if any(isinstance(e, events.DeckRevealed | events.ToppedUp | events.MatchOver)
               for e in batch):
            self.save(match)
        self._check_writes()

    def begin_duplicate(self, original: Match, character: str | None) -> None:
        """A duplicate of ``original`` (just over) starts: its results are kept to be put
        beside the duplicate's, deal by deal."""
        from drawpoker.storage.draw.duplicates import DuplicatePair

        self.duplicates.begin(DuplicatePair(original.seed, original.rules.deck_size,
                                            deal_results(original), opponent=character))

    def _follow_duplicate(self, match: Match) -> None:
        try:
            self.duplicates.follow(match.seed, match.rules.deck_size, deal_results(match),
                                   match.phase is Phase.MATCH_OVER)
        except Exception as exc:  # a record must never stop the game
            log.warning("could not note the duplicate's results: %s", exc)


def _free_kind(raw: object) -> str | None:
    return raw if isinstance(raw, str) and raw in FREE_KINDS else None
