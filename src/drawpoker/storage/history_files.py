"""What every game's hand-history file shares: its id, and an append that never builds on a
line a crash cut short."""

from __future__ import annotations

import logging
import os
import secrets
from datetime import datetime
from pathlib import Path
from typing import BinaryIO

from drawpoker.storage import safe_json

log = logging.getLogger(__name__)


def new_match_id(now: datetime | None = None) -> str:
    """A file-name-safe id, sortable by start time: ``20250101-120000-1a2b``."""
    stamp = (now or datetime.now()).strftime("%Y%m%d-%H%M%S")
    return f"{stamp}-{secrets.token_hex(2)}"


def append_lines(path: Path, data: bytes, sync: bool = False) -> None:
    """Add ``data`` (whole lines) at the end of the history at ``path``: a line a crash or a
    full disk cut short is removed first, so new lines never continue it, and a write that
    fails leaves no half batch. Raises ``OSError``; ``sync`` at the end of a deal."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with safe_json.open_regular_for_append(path) as handle:
        end = whole_lines_end(handle)
        try:
            handle.write(data)
            handle.flush()
            if sync:
                os.fsync(handle.fileno())
        except OSError:
            handle.truncate(end)  # no half batch is left behind
            raise


def whole_lines_end(handle: BinaryIO) -> int:
    """Cut a last line left unfinished (no newline) and return where the whole lines end."""
    end = handle.seek(0, os.SEEK_END)
    position = end
    while position > 0:
        step = min(position, 4096)
        handle.seek(position - step)
        chunk = handle.read(step)
        cut = chunk.rfind(b"\n")
        if cut >= 0:
            position = position - step + cut + 1
            break
        position -= step
    if position != end:
        log.warning("the hand history ended in a cut line; it was removed")
        handle.truncate(position)
    handle.seek(position)
    return position
