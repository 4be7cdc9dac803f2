"""One saved game's file, kept between sessions: what draw's and hold'em's slots share.

A slot offers CONTINUE (``exists``), reads the game back (``load``), keeps it after every move
(``write``) and forgets it once the game is over (``clear``). A file the slot cannot trust is
refused, moved aside and explained (``notice``); one it has never read is read before it is
replaced or removed, so a bad save is never overwritten; and a refused one that could not be
moved aside is left alone (``RefusedGuard``). Each game says only how to read its file.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Callable
from pathlib import Path
from typing import ClassVar, Generic, TypeVar

from drawpoker.storage.atomic import RefusedGuard, write_text_atomic
from drawpoker.storage.files import BadFile, FileRefused, refuse
from drawpoker.storage.write_watch import Notice

log = logging.getLogger(__name__)

Saved = TypeVar("Saved")


class FileSlot(Generic[Saved]):
    """The file at ``path`` and what became of its last read and its last write."""

    #: The group of the player's messages about a refused file (``BadFile.notice``).
    MESSAGES: ClassVar[str] = "saves"
    #: What the log calls the file's game.
    WHAT: ClassVar[str] = "the game"

    def __init__(self, path: Path) -> None:
        self.path = path
        #: Why the last load found nothing usable (None when it worked or there was no save).
        self.last_bad: BadFile | None = None
        #: Why the last write failed (the system's words), None when it worked.
        self.last_error: str | None = None
        self._guard = RefusedGuard(path)
        self._checked = False
        #: What ``exists`` read, for the ``load`` that follows it (CONTINUE right after the
        #: title asked): a save is replayed from its seed to be trusted, once is enough.
        self._pending: tuple[tuple[int, int, int], Saved] | None = None
        #: Told once of each save refused (the game in it ends unfinished: its records count
        #: it, as a game given up, so the statistics lose no game with the file).
        self.on_refused: Callable[[BadFile], object] | None = None
        #: The game's check of a save beyond its file (the bank's: is the buy-in it was
        #: bought with still out?), at every load; raises ``FileRefused`` to refuse it.
        self.vet: Callable[[Saved], object] | None = None

    def read(self) -> Saved:
        """The saved game in the file; raises ``FileRefused`` when it cannot be trusted."""
        raise NotImplementedError

    @property
    def notice(self) -> Notice | None:
        """The player's explanation of the last refused save, if any."""
        return self.last_bad.notice(self.MESSAGES) if self.last_bad is not None else None

    def exists(self) -> bool:
        """Whether there is a game to continue: a save that loads. One that does not (cut
        short, damaged, a link to a device, a pipe, a folder) is refused here, moved aside and
        explained, so the title never offers it nor counts it as abandoned."""
        if not os.path.lexists(self.path):
            return False
        stamp = self._stamp()
        saved = self.load()
        if saved is not None and stamp is not None:
            self._pending = (stamp, saved)
        return saved is not None

    def _stamp(self) -> tuple[int, int, int] | None:
        """The file's identity and last change, to tell whether it is still the one read."""
        try:
            st = os.stat(self.path)
        except OSError:
            return None
        return (st.st_ino, st.st_size, st.st_mtime_ns)

    def load(self) -> Saved | None:
        self._checked = True
        pending, self._pending = self._pending, None
        if not os.path.lexists(self.path):
            return None
        try:
            if pending is not None and pending[0] == self._stamp():
                saved = pending[1]  # read by ``exists`` a moment ago, and the file is unchanged
            else:
                saved = self.read()
            if self.vet is not None:  # asked again: the bank may have moved since
                self.vet(saved)
        except FileRefused as error:
            self.last_bad = refuse(self.path, error, "save")
            self._guard.refused = True
            if self.on_refused is not None:
                self.on_refused(self.last_bad)
            return None
        self.last_bad = None
        return saved

    def write(self, text: str) -> bool:
        """Keep ``text`` as the save; False (logged, ``last_error``) when the disk refused:
        a failed save must not stop the game."""
        self._pending = None
        if not self._claim():
            return False
        try:
            write_text_atomic(self.path, text)
        except OSError as exc:
            log.error("cannot save %s to %s: %s", self.WHAT, self.path, exc)
            self.last_error = exc.strerror or str(exc)
            return False
        self.last_error = None
        return True

    def clear(self) -> None:
        """Forget the saved game (it ended, or the player started a new one)."""
        self._pending = None
        if not self._claim():
            return
        try:
            self.path.unlink(missing_ok=True)
        except OSError as exc:
            log.error("cannot remove the finished save of %s, %s: %s", self.WHAT, self.path,
                      exc)
            self.last_error = exc.strerror or str(exc)
        else:
            self.last_error = None

    def _claim(self) -> bool:
        """Before a write or a removal: read a file never read here (a bad one is moved
        aside); False, with ``last_error``, while a refused file could not be moved."""
        if not self._checked and os.path.lexists(self.path):
            self.load()
        self._checked = True
        blocked = self._guard.blocked()
        if blocked is not None:
            self.last_error = blocked
            return False
        return True
