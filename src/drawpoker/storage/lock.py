"""One running copy of the game per data folder.

Two copies writing the same folder would overwrite each other's statistics and interleave
their lines in one hand history. The game therefore holds an operating-system lock on
``drawpoker.lock`` in the folder for as long as it runs (``fcntl.flock`` on POSIX,
``msvcrt.locking`` on Windows). The system drops the lock when the process ends, however it
ends, so a killed game never leaves a stale lock behind; the file itself stays and only says
which process held it last. The file is never opened through a symbolic link nor written when
it has another name too (a hard link), so the lock cannot truncate a file that is not its own.
"""

from __future__ import annotations

import contextlib
import errno
import os
import stat
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
        fd = _open_own(self.path)
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
            if os.fstat(fd).st_nlink == 1:  # a file of two names may be someone's notes
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


#: Never through a link, and never waiting on a pipe (0 where the system has no such flag).
_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_NONBLOCK = getattr(os, "O_NONBLOCK", 0)


def _open_own(path: Path) -> int:
    """The lock file, made here (``O_EXCL``) or the one already there, opened without
    following a symbolic link: a link (to the player's file, or to nowhere) would have the
    pid written over another file, so it is refused as a folder that cannot hold a lock, as
    anything but an ordinary file is."""
    if os.path.islink(path):  # also where O_NOFOLLOW does not exist (Windows)
        raise OSError(errno.ELOOP, "the lock file is a symbolic link", str(path))
    flags = os.O_RDWR | _NOFOLLOW | _NONBLOCK | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags | os.O_CREAT | os.O_EXCL, 0o644)
    except FileExistsError:
        fd = os.open(path, flags)
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise OSError(errno.EINVAL, "the lock file is not an ordinary file", str(path))
    except OSError:
        os.close(fd)
        raise
    return fd


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
