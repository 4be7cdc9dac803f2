"""Her face at the table: a mood chosen from public events, held for a while, then neutral.

The table's story tells the portrait each event as its beat starts (so her face changes when
the player sees the thing happen, not when the engine decided it). Which event gives which
mood, and for how long, is the table in :mod:`drawpoker.ui.reactions`; each game names the kind
of its events (draw in :mod:`drawpoker.ui.draw.reactions_of`). Public events are the only
input: her hidden cards never reach this module, so her face cannot give her hand away.
"""

from __future__ import annotations

import io
from collections.abc import Mapping
from functools import lru_cache

import pygame

from drawpoker.themes.expressions import NEUTRAL
from drawpoker.ui.reactions import REACTIONS, WHILE_THINKING, Reaction

#: A reaction's gesture lasts at most this long (the face may stay longer).
GESTURE_SECONDS = 2.0


class Portrait:
    """Her current mood: the latest reaction until it wears off, else neutral (or thinking);
    and the gesture she is making, if any (a reaction's, or her tell), with its progress."""

    def __init__(self, reactions: Mapping[str, Reaction] = REACTIONS) -> None:
        self.reactions = reactions
        self._mood = NEUTRAL
        self._left = 0.0
        self._gesture: str | None = None
        self._gesture_left = self._gesture_total = 0.0

    def reacts_to(self, kind: str | None) -> bool:
        """Whether she has a face for events of ``kind`` (each game names its own kinds)."""
        return kind is not None and kind in self.reactions

    def feel(self, kind: str) -> None:
        """Show the reaction to an event of ``kind`` now, replacing any earlier one."""
        reaction = self.reactions[kind]
        self._mood, self._left = reaction.mood, reaction.seconds
        if reaction.gesture is not None:
            self.act(reaction.gesture, min(reaction.seconds, GESTURE_SECONDS))

    def act(self, gesture: str, seconds: float) -> None:
        """Make ``gesture`` for ``seconds`` of game time, replacing any earlier one."""
        self._gesture, self._gesture_left = gesture, seconds
        self._gesture_total = max(seconds, 1e-6)

    def gesture(self) -> tuple[str, float] | None:
        """The gesture under way and its progress (0 to 1), or None."""
        if self._gesture is None:
            return None
        return self._gesture, 1 - self._gesture_left / self._gesture_total

    def advance(self, seconds: float, speed: float = 1.0) -> None:
        """Let ``seconds`` of real time pass at game ``speed`` (the timeline's factor)."""
        passed = seconds / speed if speed > 0 else seconds
        self._left -= passed
        if self._left <= 0:
            self._mood, self._left = NEUTRAL, 0.0
        self._gesture_left -= passed
        if self._gesture_left <= 0:
            self._gesture, self._gesture_left = None, 0.0

    def finish(self) -> None:
        """A key or a click: the gesture under way ends at once (the face stays its while)."""
        self._gesture, self._gesture_left = None, 0.0

    @property
    def reacting(self) -> bool:
        """Whether a reaction's face shows now."""
        return self._left > 0

    def mood(self, thinking: bool = False) -> str:
        """The face to draw; ``thinking`` while she decides and nothing else shows."""
        if self._left > 0:
            return self._mood
        return WHILE_THINKING if thinking else NEUTRAL


# A soft warm light on the felt behind her, so the portrait reads as a picture, not a sticker.
_BACKDROP_SVG = """<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
<defs><radialGradient id="g" cx="50%" cy="42%" r="58%">
<stop offset="0" stop-color="#f6e7b8" stop-opacity="0.34"/>
<stop offset="0.55" stop-color="#d9b45a" stop-opacity="0.12"/>
<stop offset="1" stop-color="#0b2418" stop-opacity="0"/>
</radialGradient></defs>
<rect x="0" y="0" width="100" height="100" fill="url(#g)"/>
</svg>"""


@lru_cache(maxsize=4)
def backdrop(size: tuple[int, int]) -> pygame.Surface:
    """The light behind her portrait, ``size`` pixels."""
    side = max(1, max(size))
    square = pygame.image.load_sized_svg(io.BytesIO(_BACKDROP_SVG.encode()), (side, side))
    return pygame.transform.smoothscale(square, (max(1, size[0]), max(1, size[1])))
