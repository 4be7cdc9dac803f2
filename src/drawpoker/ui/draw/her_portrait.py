"""Her portrait at the draw table, alive: her face of the moment, her idle loop (breathing,
blinks, glances, her fidgets) and the gesture she is making (a reaction's, or her tell).

Drawn each frame over the table's background, clipped to the room above the rail, so an idle
table can redraw this region alone at the calm frame rate (``DrawTable.draw_ambient``) and
nothing else. With the animations off or reduced motion she sits still: no breath, no
fidget, a gesture held still (her tell stays readable without motion).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from drawpoker.engine.draw import ForfeitState
from drawpoker.manner import DEFAULT, Manner
from drawpoker.ui import gestures, idle
from drawpoker.ui.draw import bubble

if TYPE_CHECKING:
    from drawpoker.ui.draw.table_view import DrawTable


class HerPortrait:
    """Her picture and what moves on it, for one table scene."""

    def __init__(self, scene: DrawTable) -> None:
        self.scene = scene
        #: Where her picture was drawn last (tests: she breathes inside ``region()``).
        self.picture_rect = pygame.Rect(0, 0, 0, 0)
        #: Her idle loop's clock: animation seconds (it stands still with nothing moving).
        self.idle_time = 0.0

    # ------------------------------------------------------------------ time and input
    def advance(self, dt: float) -> None:
        """``dt`` seconds of real time: her face and gesture wear on, her idle loop goes on."""
        speed = self.scene.settings.speed_factor
        self.scene.story.portrait.advance(dt, speed)
        if speed > 0:
            self.idle_time += dt / speed

    def on_input(self, event: pygame.event.Event) -> None:
        """Any key or click ends a counting figure and her gesture under way at once."""
        self.scene.timeline.tally.on_input(event)
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.scene.story.portrait.finish()

    def fps(self) -> float:
        """Her idle loop's calm frame rate while the table waits: none when nothing may
        move, or under another page."""
        on_top: object = self.scene.app.scene
        return 0.0 if self.still or on_top is not self.scene else idle.FPS

    @property
    def manner(self) -> Manner:
        character = self.scene.control.model().character
        return character.manner if character is not None else DEFAULT

    @property
    def still(self) -> bool:
        """Nothing may move: the animations are off or reduced motion is on."""
        return self.scene.settings.speed_factor <= 0

    def _salt(self) -> int:
        character = self.scene.control.model().character
        return sum(map(ord, character.id)) if character is not None else 0

    def pose(self) -> idle.Pose:
        return idle.pose(self.manner.idle, idle.STILL if self.still else self.idle_time,
                         self._salt())

    def gesture(self) -> tuple[str, float] | None:
        """Her gesture now with its progress: a reaction's or her tell's first, else an idle
        fidget (none while she sits still)."""
        made = self.scene.story.portrait.gesture()
        if made is not None:
            return made
        pose = self.pose()
        return (pose.fidget, pose.progress) if pose.fidget is not None else None

    def mood(self) -> str:
        """Her face: a reaction's while it lasts, else her gesture's, else thinking while she
        decides, else her idle loop's (a blink, a glance), else neutral."""
        portrait, scene = self.scene.story.portrait, self.scene
        if portrait.reacting:
            return portrait.mood()
        made = self.gesture()
        if made is not None and made[0] in gestures.MOODS:
            return gestures.MOODS[made[0]]
        if scene.thinking:
            return portrait.mood(thinking=True)
        return self.pose().mood or portrait.mood()

    def region(self) -> pygame.Rect:
        """The room above the rail where her picture lives (all that an idle frame redraws)."""
        lay = self.scene.layout
        rail_top = lay.name_plate.top - lay.sc(8)
        return pygame.Rect(lay.avatar_box.left, 0, lay.avatar_box.width, rail_top)

    def table_gesture(self) -> tuple[str, float] | None:
        """Her gesture when it touches the table's things (her cards, her chips)."""
        made = self.scene.story.portrait.gesture()
        return made if made is not None and made[0] in gestures.ON_TABLE else None

    def card_shift(self, index: int) -> int:
        """Her card ``index`` drawn this far aside (she squares her cards)."""
        made = self.table_gesture()
        if made is None or made[0] != "cards":
            return 0
        return gestures.card_shift(index, made[1], self.scene.layout.scale, self.still)

    def draw_on_table(self, surface: pygame.Surface) -> None:
        """Her glance at her chips, on her stack."""
        made = self.table_gesture()
        if made is not None and made[0] == "chips":
            gestures.draw_on_stack(surface, self.scene.layout.her_stack, made[1],
                                   self.scene.layout.scale, self.still)

    def draw(self, surface: pygame.Surface) -> None:
        """Her picture at her pose, and what her gesture draws on her, inside ``region()``."""
        scene, lay = self.scene, self.scene.layout
        moving = frozenset(f.payload for f in scene.timeline.active_flights()
                           if f.kind == "item")
        worn = {i for i, state in enumerate(scene.board.forfeits)
                if state is ForfeitState.WORN} - moving
        picture = scene.pictures.avatar(lay.avatar_box, worn, self.mood())
        pose, made = self.pose(), self.gesture()
        name, progress = made if made is not None else (None, 0.0)
        dx, dy = gestures.shift(name, progress, lay.scale, self.still)
        rect = picture.get_rect(midbottom=lay.avatar_box.midbottom).move(
            dx, dy + round(pose.rise * lay.scale))
        region = self.region()
        clip = surface.get_clip()
        surface.set_clip(region.clip(clip))
        surface.blit(picture, rect)
        if name is not None and name not in gestures.ON_TABLE:
            gestures.draw_on_her(surface, name, progress, rect, self.manner.glint, lay.scale,
                                 self.still)
        surface.set_clip(clip)
        self.picture_rect = rect

    def draw_ambient(self, surface: pygame.Surface) -> list[pygame.Rect] | None:
        """An idle frame: her region alone, over the table's background; None (the whole
        frame) when something of the last frame lies over her or she touches the table."""
        scene = self.scene
        painter, lay = scene.painter, scene.layout
        back = painter.table_image  # the room and the table, composed once
        on_top: object = scene.app.scene
        if on_top is not scene or back is None or lay.size != scene.app.size \
                or back.get_size() != surface.get_size() or self.table_gesture():
            return None
        region = self.region()
        over = [painter.notice_rect, *([lay.coach_area] if scene.coach.open else [])]
        if painter.bubble is not None:
            tail = bubble.tail(lay, painter.bubble)
            over += [painter.bubble, pygame.Rect(min(x for x, _ in tail), min(y for _, y in tail),
                                                 1, 1).union(pygame.Rect(
                max(x for x, _ in tail), max(y for _, y in tail), 1, 1))]
        if scene.overlays.log_open or any(region.colliderect(rect) for rect in over):
            return None
        surface.blit(back, region, region)
        self.draw(surface)
        return [region]


class IdleFrames:
    """The table scene's calm frames, her idle loop's (a mixin: the scene stays a page)."""

    her: HerPortrait

    def ambient_fps(self) -> float:
        return self.her.fps()

    def draw_ambient(self, surface: pygame.Surface) -> list[pygame.Rect] | None:
        return self.her.draw_ambient(surface)
