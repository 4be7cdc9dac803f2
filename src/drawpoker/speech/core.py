"""The one small speech interface every game speaks through, and its two simplest sinks.

A :class:`Speaker` takes a line of text and says it (or not): the table never knows which
screen reader or engine is behind it, and the tests put a :class:`RecordingSpeaker` there to
check each line against the game's state. No pygame here: the backends and the tests use it
without a display.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from enum import IntEnum
from typing import Protocol, runtime_checkable


class Priority(IntEnum):
    """How much a line matters when lines must be dropped (a full queue drops the lowest)."""

    LOW = 0  # chatter: pot and stacks after an action, her remarks
    NORMAL = 1  # what happened: an action, a draw, a result
    HIGH = 2  # what the player must hear: her turn, an answer to a status key


@runtime_checkable
class Speaker(Protocol):
    """Says lines; never blocks the caller and never raises."""

    def say(self, text: str, interrupt: bool = False,
            priority: Priority = Priority.NORMAL) -> None:
        """Speak ``text``; ``interrupt`` cuts off what is being said and what waits."""

    def stop(self) -> None:
        """Silence at once: the line being said and every line waiting."""

    def close(self) -> None:
        """Let the backend go (the game is closing or the setting was turned off)."""


class NullSpeaker:
    """Speech off, or no backend: every line is dropped (the game runs as it always did)."""

    name = "none"

    def say(self, text: str, interrupt: bool = False,
            priority: Priority = Priority.NORMAL) -> None:
        pass

    def stop(self) -> None:
        pass

    def close(self) -> None:
        pass


@dataclass(frozen=True, slots=True)
class SpokenLine:
    """A line as the sink received it, with when it came (``at``: the clock's seconds;
    ``frame``: the caller's frame count, when it keeps one)."""

    text: str
    interrupt: bool
    priority: Priority
    at: float
    frame: int


class RecordingSpeaker:
    """The test sink: keeps every line with the moment it was asked for."""

    name = "recording"

    def __init__(self, clock: Callable[[], float] = time.perf_counter) -> None:
        self.clock = clock
        self.lines: list[SpokenLine] = []
        #: Set by a test's loop to count frames; written into each line.
        self.frame = 0
        self.stops = 0

    def say(self, text: str, interrupt: bool = False,
            priority: Priority = Priority.NORMAL) -> None:
        self.lines.append(SpokenLine(text, interrupt, priority, self.clock(), self.frame))

    def stop(self) -> None:
        self.stops += 1

    def close(self) -> None:
        pass

    @property
    def texts(self) -> list[str]:
        return [line.text for line in self.lines]

    def clear(self) -> None:
        self.lines.clear()
