"""What every game's hand-history file shares: its id, and an append that never builds on a
line a crash cut short."""

from __future__ import annotations

import logging
import os
import secrets
from datetime import datetime
from typing import BinaryIO

log = logging.getLogger(__name__)


def new_match_id(now: datetime | None = None) -> str:
    """A file-name-safe id, sortable by start time: ``20250101-120000-1a2b``."""
    stamp = (now or datetime.now()).strftime("%Y%m%d-%H%M%S")
    return f"{stamp}-{secrets.token_hex(2)}"



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
