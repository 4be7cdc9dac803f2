"""The curves every motion on the tables follows, in one place so the two poker tables and
the counters feel alike: a quick start and a soft landing, and for things that fly (chips,
cards) a little overshoot past the spot before they settle, as a thrown chip does."""

from __future__ import annotations

#: How far past its spot a flying thing goes before it settles (the "back" curve's constant;
#: 1.2 goes about 4% past, enough to read as a landing without looking like a bounce).
OVERSHOOT = 1.2


def out_cubic(p: float) -> float:
    """Fast start, soft landing, never past the end (0 at 0, 1 at 1)."""
    p = min(1.0, max(0.0, p))
    return 1 - (1 - p) ** 3


def out_back(p: float, overshoot: float = OVERSHOOT) -> float:
    """Fast start, a little past the end, then back onto it (0 at 0, exactly 1 at 1)."""
    p = min(1.0, max(0.0, p))
    q = p - 1
    return 1 + (overshoot + 1) * q ** 3 + overshoot * q ** 2
