"""How long the soak tests run: in full under CI (``DRAWPOKER_SOAK=1``, set by ``.ci/run``),
a fifth of that on a developer's machine, so the README's test line stays quick (issue 25).
The quick sizes still run every path; the full ones are what CI holds each change to."""

from __future__ import annotations

import os

FULL = os.environ.get("DRAWPOKER_SOAK") == "1"


def size(full: int) -> int:
    """``full`` under CI, a fifth of it (at least one) otherwise."""
    return full if FULL else max(1, full // 5)
