"""Reading JSON that a hostile or unlucky user may have made: bounded in size, depth and numbers.

Python's ``json`` happily reads ``NaN``, ``Infinity`` and ``1e999`` (as infinity), raises
``ValueError`` on a 5000-digit number and ``RecursionError`` on 20,000 nested brackets. Every
file the game reads back (the save, the statistics, a history's ``start:`` line) goes through
:func:`loads` instead, which turns each of those into one :class:`JsonRefused`.
"""

from __future__ import annotations

import json
import math
import os
import stat
from pathlib import Path
from typing import Any, BinaryIO

#: Deeper than anything the game writes (a save is about 6 levels deep).
MAX_DEPTH = 32
#: Whole numbers longer than this are refused (the game's numbers are far smaller).
MAX_DIGITS = 30
#: Files larger than this are refused before they are read (a long match's save is ~1 MB).
MAX_FILE_BYTES = 64 * 1024 * 1024


class JsonRefused(ValueError):
    """The text is not JSON the game can trust; ``cut`` when it looks cut short."""

    def __init__(self, message: str, cut: bool = False) -> None:
        super().__init__(message)
        self.cut = cut


def _int(text: str) -> int:
    digits = text.lstrip("-")
    if len(digits) > MAX_DIGITS:
        raise JsonRefused(f"a number of {len(digits)} digits (at most {MAX_DIGITS})")
    return int(text)


def _float(text: str) -> float:
    if len(text) > 64:
        raise JsonRefused(f"a number written with {len(text)} characters")
    value = float(text)
    if not math.isfinite(value):
        raise JsonRefused(f"the number {text} is too large")
    return value


def _constant(name: str) -> Any:
    raise JsonRefused(f"{name} is not a number JSON allows")


def loads(text: str) -> Any:
    """Parse ``text``; raise :class:`JsonRefused` for anything but plain, bounded JSON."""
    try:
        data = json.loads(text, parse_int=_int, parse_float=_float, parse_constant=_constant)
    except JsonRefused:
        raise
    except RecursionError:
        raise JsonRefused("nested too deeply") from None
    except json.JSONDecodeError as exc:
        stripped = text.rstrip()
        # We always write whole values: an error at the very end means the text was cut short.
        cut = exc.pos >= len(stripped) or (stripped[-1:] not in ("}", "]"))
        raise JsonRefused(f"not valid JSON: {exc}", cut=cut) from None
    except ValueError as exc:  # e.g. Python's own limit on the digits of a number
        raise JsonRefused(f"not valid JSON: {exc}") from None
    # No value nests deeper than the text has opening brackets: most lines (a history's) have
    # a few, and need no walk (the export reads tens of thousands of them).
    if text.count("[") + text.count("{") > MAX_DEPTH:
        check_depth(data)
    return data


def check_depth(data: Any, limit: int = MAX_DEPTH) -> None:
    """Refuse containers nested deeper than ``limit`` (checked without recursion)."""
    stack: list[tuple[Any, int]] = [(data, 1)]
    while stack:
        value, depth = stack.pop()
        if isinstance(value, dict):
            children: Any = value.values()
        elif isinstance(value, list):
            children = value
        else:
            continue
        if depth > limit:
            raise JsonRefused(f"nested more than {limit} levels deep")
        stack.extend((child, depth + 1) for child in children)


def read_regular_file(path: Path, limit: int = MAX_FILE_BYTES) -> bytes:
    """The bytes of ``path`` if it is an ordinary file of at most ``limit`` bytes.

    A FIFO would block the reader forever and ``/dev/zero`` never ends, so anything that is not
    a regular file is refused before it is read (OSError, like a missing file).
    """
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags)
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise OSError(f"{path} is not an ordinary file")
        if info.st_size > limit:
            raise OSError(f"{path} is larger than {limit} bytes")
        chunks: list[bytes] = []
        total = 0
        while True:
            chunk = os.read(fd, 1 << 20)
            if not chunk:
                break
            total += len(chunk)
            if total > limit:
                raise OSError(f"{path} is larger than {limit} bytes")
            chunks.append(chunk)
        return b"".join(chunks)
    finally:
        os.close(fd)


def read_regular_head(path: Path, size: int) -> bytes:
    """The first ``size`` bytes of ``path`` if it is an ordinary file (as
    :func:`read_regular_file`, which refuses a FIFO before it blocks the game)."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags)
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise OSError(f"{path} is not an ordinary file")
        return os.read(fd, size)
    finally:
        os.close(fd)


def open_regular_for_append(path: Path) -> BinaryIO:
    """``path`` opened to read and add at its end (created when missing), refused (OSError)
    when it is there but not an ordinary file: a named pipe would keep the game waiting for
    a reader, and a device is not a history."""
    try:
        info = path.stat()
    except FileNotFoundError:
        pass
    else:
        if not stat.S_ISREG(info.st_mode):
            raise OSError(f"{path} is not an ordinary file")
    return path.open("a+b")
