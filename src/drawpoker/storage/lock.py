"""One running copy of the game per data folder.

Two copies writing the same folder would overwrite each other's statistics and interleave
their lines in one hand history. The game therefore holds an operating-system lock on
``drawpoker.lock`` in the folder for as long as it runs (``fcntl.flock`` on POSIX,
``msvcrt.locking`` on Windows). The system drops the lock when the process ends, however it
ends, so a killed game never leaves a stale lock behind; the file itself stays and only says
which process held it last.
"""

from __future__ import annotations

import contextlib
import os
import sys
from pathlib import Path
from types import TracebackType

LOCK_NAME = "drawpoker.lock"


class FolderLocked(Exception):
    """Another running copy of the game holds the folder."""


class FolderLock:
    """``acquire()`` once at start; the lock lasts until ``release()`` or the process ends.

    A second lock on the same folder, from another process or from this one, raises
    :class:`FolderLocked` until the first is released.
    """

    def __init__(self, folder: Path) -> None:
        self.path = folder / LOCK_NAME
        self._fd: int | None = None

    @property
    def held(self) -> bool:
        return self._fd is not None

    def acquire(self) -> None:
        """Take the lock; raise FolderLocked if another copy has it, OSError if the folder
        cannot hold a lock file at all (then the game runs without one)."""
        if self._fd is not None:
            return
        self.path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
        try:
            _lock(fd)
        except BlockingIOError:
            os.close(fd)
            raise FolderLocked(f"{self.path} is held by another copy of the game") from None
        except OSError:
            os.close(fd)
            raise
        self._fd = fd
        with contextlib.suppress(OSError):  # only informative
            os.ftruncate(fd, 0)
            os.write(fd, f"{os.getpid()}\n".encode("ascii"))

    def release(self) -> None:
        fd, self._fd = self._fd, None
        if fd is None:
            return
        with contextlib.suppress(OSError):
            _unlock(fd)
        os.close(fd)

    def __enter__(self) -> FolderLock:
        self.acquire()
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        self.release()


if sys.platform == "win32":  # pragma: no cover - exercised on Windows only
    import msvcrt

    def _lock(fd: int) -> None:
        os.lseek(fd, 0, os.SEEK_SET)
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError as exc:
            raise BlockingIOError(str(exc)) from exc

    def _unlock(fd: int) -> None:
        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)

else:
    import fcntl

    def _lock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)

    def _unlock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)
