"""The hold'em seats alive while the table waits: each computer player blinks and glances
aside by her own idle loop (her roster ``manner``, ``drawpoker.ui.idle``), and reacts in her
own style (her reactions over the shared table).

Faces only, no motion: the six-seat table is drawn whole, so its calm frame rate stays low
(:data:`FPS`) and a glance, which lasts over a second, is what reads at it. With the
animations off or reduced motion there is no calm frame at all and her face changes only with
what happens at the table.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, cast

from drawpoker.manner import DEFAULT, Idle
from drawpoker.ui import idle
from drawpoker.ui.portrait import Portrait
from drawpoker.ui.reactions import REACTIONS, Reaction, reactions_for

if TYPE_CHECKING:
    from drawpoker.ui.holdem.seats import Seating
    from drawpoker.ui.holdem.table_view import HoldemTable

#: Frames a second the waiting hold'em table is drawn for its players' faces.
FPS = 4.0


class IdlePortrait(Portrait):
    """A seat's portrait: her reaction of the moment, else thinking, else her idle face."""

    def __init__(self, reactions: Mapping[str, Reaction], loop: Idle, salt: int) -> None:
        super().__init__(reactions)
        self.loop = loop
        self.salt = salt
        self.clock = 0.0  # animation seconds of her idle loop
        self.still = True  # nothing may move (no time has passed at a moving speed yet)

    def advance(self, seconds: float, speed: float = 1.0) -> None:
        super().advance(seconds, speed)
        self.still = speed <= 0
        if not self.still:
            self.clock += seconds / speed

    def mood(self, thinking: bool = False) -> str:
        if self.reacting or thinking:
            return super().mood(thinking)
        pose = idle.pose(self.loop, idle.STILL if self.still else self.clock, self.salt)
        return pose.mood or super().mood()


def portrait(seating: Seating, seat: int) -> Portrait:
    """The portrait at ``seat``: her own reactions and idle loop (a calm one without a roster
    character)."""
    character = seating.character(seat)
    manner = character.manner if character is not None else DEFAULT
    reactions = reactions_for(manner) if character is not None else REACTIONS
    salt = sum(map(ord, character.id)) if character is not None else seat * 97
    return IdlePortrait(reactions, manner.idle, salt)


class SeatsIdle:
    """The hold'em table's calm frames, for its players' faces (a mixin: the scene stays a
    page)."""

    def ambient_fps(self) -> float:
        scene = cast("HoldemTable", self)
        on_top: object = scene.app.scene
        moving = scene.options.speed_factor > 0 and on_top is self
        return FPS if moving else 0.0
