"""Writing a file so that a crash, a kill or a power cut leaves either the old file or the new one.

The text goes to a temporary file in the same folder (so the final rename never crosses a file
system), is flushed and fsynced, and then ``os.replace`` swaps it in: on POSIX and on Windows that
rename is atomic, so a reader never sees half a file. The folder is fsynced too where the system
allows it, so the rename itself survives a power cut.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
import time
from datetime import datetime
from pathlib import Path

#: Temporary files older than this are leftovers of a killed writer and may be removed.
STALE_AFTER_SECONDS = 60.0


def temp_prefix(path: Path) -> str:
    """The name every temporary file for ``path`` starts with (hidden, so file browsers skip it)."""
    return f".{path.name}."


TEMP_SUFFIX = ".tmp"


def write_text_atomic(path: Path, text: str) -> None:
    """Replace ``path`` with ``text`` (UTF-8, ``\\n`` line ends) all at once or not at all."""
    write_bytes_atomic(path, text.encode("utf-8"))


def write_bytes_atomic(path: Path, data: bytes) -> None:
    """Replace ``path`` with ``data`` all at once or not at all: OSError when the folder or
    the path cannot take it (a folder, a device, a read-only place), with nothing changed."""
    path.parent.mkdir(parents=True, exist_ok=True)
    _remove_stale_temps(path)
    fd, temp_name = tempfile.mkstemp(prefix=temp_prefix(path), suffix=TEMP_SUFFIX, dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temp_name, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp_name)
        raise
    _fsync_folder(path.parent)


def _fsync_folder(folder: Path) -> None:
    """Make the rename durable; Windows cannot open folders, and there the rename is enough."""
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _remove_stale_temps(path: Path) -> None:
    """Remove temporary files a killed writer left behind (only old ones: another writer's
    fresh temporary file must not vanish under it)."""
    now = time.time()
    try:
        leftovers = list(path.parent.glob(temp_prefix(path) + "*" + TEMP_SUFFIX))
    except OSError:
        return
    for leftover in leftovers:
        with contextlib.suppress(OSError):
            if now - leftover.stat().st_mtime > STALE_AFTER_SECONDS:
                leftover.unlink()


def move_aside(path: Path, now: datetime | None = None) -> Path:
    """Rename a damaged file to ``<name>.bad-<timestamp>`` (never over an existing file) and
    return the new path, so the player's data stays there for inspection."""
    stamp = (now or datetime.now()).strftime("%Y%m%d-%H%M%S")
    base = path.with_name(f"{path.name}.bad-{stamp}")
    candidate = base
    number = 1
    while True:
        if not candidate.exists():
            try:
                # A hard link fails if the name is taken, so a file that appears meanwhile is
                # never overwritten; where links are not supported, fall back to a rename.
                os.link(path, candidate)
            except FileExistsError:
                pass
            except OSError:
                if not candidate.exists():
                    os.rename(path, candidate)
                    return candidate
            else:
                os.unlink(path)
                return candidate
        number += 1
        candidate = base.with_name(f"{base.name}-{number}")


class RefusedGuard:
    """Keeps a refused file that could not be moved aside from being written over or removed.

    Each book that refuses its file (the bank, the statistics, the hold'em save and record)
    sets ``refused`` after :func:`drawpoker.storage.draw.saves.refuse`; until the file is gone
    (moved by the player, say), ``blocked`` says why nothing may be written in its place.
    """

    def __init__(self, path: Path) -> None:
        self.path = path
        self.refused = False

    def blocked(self) -> str | None:
        """The reason a write must not happen now, or None when it may."""
        if self.refused and self.path.exists():
            return f"{self.path} was refused and could not be moved aside"
        self.refused = False
        return None
