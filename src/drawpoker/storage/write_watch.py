"""Writes the disk refused (full, read-only), turned into notices the player must hear.

The draw table's records (:class:`~drawpoker.storage.draw.records.MatchRecords`) and the hold'em
table each watch their save, statistics and hand history: a write that fails is told once,
and again only after a write of the same file worked in between (a full disk does not repeat
itself every hand). The message names the cause, so the advice fits it.
"""

from __future__ import annotations

import errno
import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

# The writers keep the system's words for a failure (``strerror``); the same words name the
# cause, so the advice can fit it: free some space, or let the game write in its folder.
_FULL = frozenset(os.strerror(code) for code in (errno.ENOSPC, getattr(errno, "EDQUOT", 0)) if code)
_DENIED = frozenset(os.strerror(code) for code in (errno.EACCES, errno.EPERM, errno.EROFS))


def cause(error: str) -> str:
    """The ``records.`` message family for a write failure's ``strerror``."""
    if error in _FULL:
        return "disk_full"
    if error in _DENIED:
        return "write_denied"
    return "write_failed"


@dataclass(frozen=True, slots=True)
class Notice:
    """Something the player must hear about, as a ``lang/`` key and its arguments, and the
    sentences that follow it: storage never words a message, the UI does (``ui.said``), in
    whatever language is chosen when it is drawn."""

    key: str
    args: dict[str, str] = field(default_factory=dict)
    more: tuple[Notice, ...] = ()


class WriteWatch:
    """The failing writes of one folder's files, by what they keep (``save``, ``stats``,
    ``history``, ``holdem_save``: the last part of the ``records.<cause>.`` key)."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self._failing: dict[str, str] = {}  # what cannot be written now -> why

    def check(self, errors: Mapping[str, str | None]) -> list[Notice]:
        """The new failures among ``errors`` (what -> the last write's error, None if it
        worked): one notice each, none for a failure already told and not mended since."""
        notices: list[Notice] = []
        for what, error in errors.items():
            if error is None:
                self._failing.pop(what, None)
            elif what not in self._failing:
                self._failing[what] = error
                args = {"reason": error, "folder": str(self.folder)}
                notices.append(Notice(f"records.{cause(error)}.{what}", args))
        return notices
