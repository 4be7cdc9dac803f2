"""Money figures that count to their new value instead of jumping: when the chips land on a
stack or in the pot, its amount runs from the old figure to the new one with a soft landing.

A figure is read by the painter each frame (``value``); a change starts a count there. Like
every motion it is cut: at once on a click or a key (``finish``), with the animations off or
reduced motion (the speed factor 0), and for every change made while the table's timeline was
finished at once (``frame(cut=True)``: the skip's own jumps are not counted up afterwards).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass

import pygame

from drawpoker.ui.easing import out_cubic

#: Seconds (at normal speed) a figure takes to reach its new value.
SECONDS = 0.45


@dataclass
class _Count:
    start: int
    end: int
    t: float = 0.0  # seconds of animation time since the count began

    @property
    def done(self) -> bool:
        return self.t >= SECONDS

    def now(self) -> int:
        if self.done:
            return self.end
        return round(self.start + (self.end - self.start) * out_cubic(self.t / SECONDS))


class Tally:
    """Every counting figure of one table, by key (("stack", seat), ("pot",)...)."""

    def __init__(self, speed: Callable[[], float]) -> None:
        """``speed``: the settings' speed factor (0: instant, nothing counts)."""
        self._speed = speed
        self._counts: dict[Hashable, _Count] = {}
        self._cut = False

    @property
    def busy(self) -> bool:
        """A figure is still counting (the scene keeps drawing frames)."""
        return any(not count.done for count in self._counts.values())

    def frame(self, cut: bool) -> None:
        """A frame is drawn; ``cut``: the table's movement was finished at once since the last
        one, so every figure it changed shows its new value at once."""
        self._cut = cut or self._speed() <= 0
        if self._cut:
            self.finish()

    def value(self, key: Hashable, target: int) -> int:
        """The figure to show for ``key`` whose true value is ``target``."""
        count = self._counts.get(key)
        if count is None or self._cut or self._speed() <= 0:
            self._counts[key] = _Count(target, target, SECONDS)
            return target
        if count.end != target:
            count = self._counts[key] = _Count(count.now(), target)
        return count.now()

    def advance(self, dt: float) -> None:
        """Move every count on by ``dt`` seconds of the frame clock."""
        factor = self._speed()
        if factor <= 0:
            self.finish()
            return
        for count in self._counts.values():
            count.t = min(SECONDS, count.t + dt / factor)

    def on_input(self, event: pygame.event.Event) -> None:
        """A key or a click ends every count at once (the table's own skip)."""
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.finish()

    def finish(self) -> None:
        """Every figure at its value now (a click, a key, the animations off)."""
        for count in self._counts.values():
            count.t = SECONDS
