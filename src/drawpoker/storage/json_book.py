"""A record kept in one JSON file and rewritten as it changes: what draw's statistics and the
hold'em record share.

Loaded once: no file gives the empty record; a file that cannot be trusted is moved aside,
explained (``notice``) and the empty record used, and nothing is written over a refused file
that could not be moved (``RefusedGuard``). Each game says only how to read and write its own.
"""

from __future__ import annotations

import logging
import os
from pathlib import Path
from typing import ClassVar, Generic, TypeVar

from drawpoker.storage.atomic import RefusedGuard, write_text_atomic
from drawpoker.storage.files import BadFile, FileRefused, refuse
from drawpoker.storage.write_watch import Notice

log = logging.getLogger(__name__)

Kept = TypeVar("Kept")


class JsonBook(Generic[Kept]):
    """The record in ``path`` (``stats``), the reason its file was refused (``bad``) and why
    the last write failed (``last_error``)."""

    #: The group of the player's messages about a refused file (``BadFile.notice``).
    MESSAGES: ClassVar[str] = "stats"
    #: What the log and the kept-aside message call the file.
    WHAT: ClassVar[str] = "statistics"

    def __init__(self, path: Path) -> None:
        self.path = path
        self.bad: BadFile | None = None
        #: Why the last write failed (the system's words), None when it worked.
        self.last_error: str | None = None
        self._guard = RefusedGuard(path)
        self.stats = self._load()

    def empty(self) -> Kept:
        """The record of a player who has not played yet."""
        raise NotImplementedError

    def read(self) -> Kept:
        """The record in the file; raises ``FileRefused`` when it cannot be trusted."""
        raise NotImplementedError

    def text(self) -> str:
        """The file's new contents."""
        raise NotImplementedError

    @property
    def notice(self) -> Notice | None:
        """The player's explanation when the file was refused and the defaults are shown."""
        return self.bad.notice(self.MESSAGES) if self.bad is not None else None

    def _load(self) -> Kept:
        if not os.path.lexists(self.path):
            return self.empty()
        try:
            return self.read()
        except FileRefused as error:
            self.bad = refuse(self.path, error, self.WHAT)
            self._guard.refused = True
            return self.empty()

    def save(self) -> bool:
        """Write the record; False (logged, ``last_error``) when the disk refused or a refused
        file is still in the way."""
        blocked = self._guard.blocked()
        if blocked is not None:
            self.last_error = blocked
            return False
        try:
            write_text_atomic(self.path, self.text())
        except OSError as exc:
            log.error("cannot write the %s to %s: %s", self.WHAT, self.path, exc)
            self.last_error = exc.strerror or str(exc)
            return False
        self.last_error = None
        return True
