"""Everything the game keeps about matches behind one object the table scene calls.

The table hands every batch of engine events to :meth:`MatchRecords.record`; the hand history
and the statistics are updated, and the match is saved after every deal. Quitting saves too, and
the title scene asks :meth:`MatchRecords.resume` for the match to continue.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from drawpoker import paths
from drawpoker.engine import Event, Match, events

from .history import HISTORY_FOLDER, HandHistory
from .saves import SAVE_NAME, SavedMatch, SaveSlot, opponent_memory
from .stats import STATS_NAME, StatsBook

log = logging.getLogger(__name__)


class MatchRecords:
    """The save slot, the statistics and the current match's hand history, in one folder."""

    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder if folder is not None else paths.user_data_dir()
        self.slot = SaveSlot(self.folder / SAVE_NAME)
        self.stats = StatsBook(self.folder / STATS_NAME)
        self.history: HandHistory | None = None

    @property
    def history_folder(self) -> Path:
        return self.folder / HISTORY_FOLDER

    def messages(self) -> list[str]:
        """Problems the player should hear about (a refused save or statistics file)."""
        return [text for text in (self.slot.message, self.stats.message) if text]

    def can_continue(self) -> bool:
        return self.slot.exists()

    def new_match(self, match: Match) -> None:
        """Start the records of a new match (its own hand-history file)."""
        self.history = HandHistory.start(match, self.history_folder)

    def resume(self) -> SavedMatch | None:
        """The saved match, its history file reopened; None (see ``messages``) if there is none
        or it was refused."""
        saved = self.slot.load()
        if saved is not None:
            self.history = HandHistory.resume(saved.match, saved.match_id, self.history_folder)
            saved.match_id = self.history.match_id
        return saved

    def record(
        self,
        batch: Sequence[Event],
        match: Match,
        opponent: object = None,
        extra: Mapping[str, Any] | None = None,
    ) -> None:
        """Call with what every ``start_deal``/``act`` returned, right after the call.

        ``opponent`` is the computer player (its ``memory_to_dict()`` is saved, if it has one) or
        that memory as a dict.
        """
        if self.history is None:
            self.new_match(match)
        assert self.history is not None
        self.history.record(batch, match)
        self.stats.record(batch, match)
        if any(isinstance(e, events.DeckRevealed | events.MatchOver) for e in batch):
            self.save(match, opponent, extra)

    def save(
        self, match: Match, opponent: object = None, extra: Mapping[str, Any] | None = None
    ) -> bool:
        """Save now (after a deal, and when the player quits); a finished match clears it."""
        memory = opponent if isinstance(opponent, Mapping) else opponent_memory(opponent)
        match_id = self.history.match_id if self.history is not None else None
        return self.slot.save(match, memory, match_id, extra)
