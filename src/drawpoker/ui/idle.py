"""Her idle loop at the table: breathing, a blink now and then, a glance, one of her fidgets.

A pure function of the idle clock (animation seconds since the table opened, already divided
by the speed factor) and her ``manner.idle`` (roster data), so the same moment always draws
the same picture and tests need no clock. The gaps between blinks, glances and fidgets vary
from one to the next (a hash of the moment's number, not a random stream: nothing of the
match's draws is touched). With the animations off or reduced motion the table asks for
nothing here: she sits still (:data:`STILL`).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from drawpoker.manner import Idle

#: The idle clock's value when nothing may move: her resting pose.
STILL = -1.0
#: Frames a second the table redraws her portrait while it waits for the player (and only the
#: portrait: see ``TableScene.draw_ambient``); a breath needs no more.
FPS = 12.0
BLINK_S = 0.16
GLANCE_S = 1.4
FIDGET_S = 1.8
#: How far she rises on a breath, in design pixels (scaled with the table).
BREATH_PX = 2.5


@dataclass(frozen=True, slots=True)
class Pose:
    """Where she is in her idle loop: her rise (design pixels, up is negative), the face the
    loop asks for (None: her mood of the moment) and the fidget under way with its progress."""

    rise: float = 0.0
    mood: str | None = None
    fidget: str | None = None
    progress: float = 0.0


REST = Pose()


def _jitter(n: int, salt: int) -> float:
    """A repeatable share from 0 to 1 for the ``n``-th moment (Knuth's multiplicative hash)."""
    return (((n * 2654435761) ^ (salt * 40503)) % 4294967296) / 4294967296


def _within(t: float, every: float, length: float, salt: int) -> tuple[int, float] | None:
    """Whether an event that comes about every ``every`` seconds (somewhere in each period,
    never the same place twice running) is on at ``t``: its number and progress, or None."""
    n = int(t // every)
    start = n * every + _jitter(n, salt) * max(0.0, every - length)
    if start <= t < start + length:
        return n, (t - start) / length
    return None


def breath(t: float, seconds: float) -> float:
    """Breathed in, from 0 (resting) to 1, ``seconds`` a breath."""
    if t < 0:
        return 0.0
    return 0.5 - 0.5 * math.cos(math.tau * t / seconds)


def pose(idle: Idle, t: float, salt: int = 0) -> Pose:
    """Her idle pose at ``t`` (``salt`` keeps two women's loops apart)."""
    if t < 0:
        return REST
    rise = -BREATH_PX * breath(t, idle.breath)
    mood: str | None = None
    if _within(t, idle.blink_every, BLINK_S, salt + 1) is not None:
        mood = "pleased"  # her pleased face has the eyes closed in a smile: a blink
    elif _within(t, idle.glance_every, GLANCE_S, salt + 2) is not None:
        mood = "thinking"  # eyes away, to the side
    fidget, progress = None, 0.0
    if idle.fidgets:
        on = _within(t, idle.fidget_every, FIDGET_S, salt + 3)
        if on is not None:
            n, progress = on
            fidget = idle.fidgets[int(_jitter(n, salt + 4) * len(idle.fidgets))]
    return Pose(rise, mood, fidget, progress)


def moving(idle: Idle) -> bool:
    """Whether her loop has anything to draw over time (every loop breathes: always)."""
    return idle.breath > 0
