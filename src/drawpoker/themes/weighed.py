"""Pictures already weighed, remembered by their bytes: the start-up reads some 150 drawings
(the roster's faces and wardrobes, the themes' items) and weighing each SVG element by element
is most of the title's first frame.

An entry is the SHA-256 of a picture's bytes and of the checks' limits, with the size the
checks found; only pictures that passed every check are remembered. The same bytes under the
same limits always pass with the same size, so a picture from any theme, shared or not, is
trusted only once this game has weighed those very bytes itself. The file lives in the user's
cache folder, is read with the bounded JSON reader, and anything wrong with it (damaged,
too large, an entry of the wrong shape) only means the pictures are weighed again.
"""

from __future__ import annotations

import atexit
import hashlib
import json
import logging

from drawpoker import paths
from drawpoker.storage import safe_json
from drawpoker.storage.atomic import write_text_atomic

log = logging.getLogger(__name__)

FILE = "weighed-pictures.json"
#: More entries than the game's own pictures and a few shared themes need.
MAX_ENTRIES = 4096
_MAX_BYTES = 512 * 1024

_known: dict[str, tuple[float, float]] | None = None
_dirty = False


def digest(data: bytes, limits: str) -> str:
    return hashlib.sha256(limits.encode() + b"\0" + data).hexdigest()


def _load() -> dict[str, tuple[float, float]]:
    global _known
    if _known is None:
        _known = {}
        path = paths.user_cache_dir() / FILE
        try:
            raw = safe_json.loads(safe_json.read_regular_file(path, _MAX_BYTES).decode("utf-8"))
        except FileNotFoundError:
            return _known
        except (OSError, ValueError, UnicodeDecodeError) as exc:
            log.info("the weighed pictures' cache is not used (%s)", exc)
            return _known
        if isinstance(raw, dict):
            for key, size in list(raw.items())[:MAX_ENTRIES]:
                if (isinstance(key, str) and len(key) == 64 and isinstance(size, list)
                        and len(size) == 2
                        and all(type(v) in (int, float) and 0 < v < 1e6 for v in size)):
                    _known[key] = (float(size[0]), float(size[1]))
    return _known


def size_of(key: str) -> tuple[float, float] | None:
    """The size found when these bytes passed every check, or None (weigh them)."""
    return _load().get(key)


def remember(key: str, size: tuple[float, float]) -> None:
    """These bytes passed every check: written out when the game ends."""
    global _dirty
    known = _load()
    if key in known or len(known) >= MAX_ENTRIES:
        return
    known[key] = size
    if not _dirty:
        _dirty = True
        atexit.register(save)


def save() -> None:
    """Write the cache (atomically); a failure only costs a slower next start."""
    global _dirty
    if not _dirty or _known is None:
        return
    _dirty = False
    try:
        write_text_atomic(paths.user_cache_dir() / FILE,
                          json.dumps({k: list(v) for k, v in _known.items()}))
    except OSError as exc:
        log.info("could not write the weighed pictures' cache (%s)", exc)


def forget() -> None:
    """Drop what this process read (tests, or a new home folder)."""
    global _known, _dirty
    _known, _dirty = None, False
