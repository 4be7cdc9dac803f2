"""The window and the scene loop: full frame rate while something moves, asleep while idle.

The loop is steppable (``App.step``) and its clock injectable, so tests drive the real scenes
frame by frame with posted events and never depend on wall-clock time.
"""

from __future__ import annotations

import io
import logging
import time
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

import pygame

from drawpoker import i18n
from drawpoker import settings as settings_file
from drawpoker.settings import Settings
from drawpoker.storage.atomic import write_bytes_atomic
from drawpoker.ui import access, ambient, contrast, shortcuts, style, text, window
from drawpoker.ui.focus import Focus
from drawpoker.ui.scene import Scene
from drawpoker.ui.scenes import SceneRegistry, standard_registry
from drawpoker.ui.sound import Sounds
from drawpoker.ui.window import MIN_SIZE

if TYPE_CHECKING:  # every game's records: the caller brings them (the title needs none)
    from drawpoker.storage.shelf import Shelf

log = logging.getLogger(__name__)

FPS = 60
#: While idle the loop naps this long between looks at the event queue. pygame's own
#: ``event.wait`` polls every millisecond (about 2-3% of a core here); a nap of one 60 Hz frame
#: costs under 1% and no player can feel it.
IDLE_NAP_S = 1 / 60


class Clock(Protocol):
    """What the loop needs from a clock: ``tick(fps)`` waits for the frame and returns ms."""

    def tick(self, framerate: float = 0) -> int: ...


class FixedClock:
    """A clock for tests: every frame takes exactly ``ms`` and nobody waits."""

    def __init__(self, ms: int = 16) -> None:
        self.ms = ms

    def tick(self, framerate: float = 0) -> int:
        return self.ms


def _follow(settings: Settings, sounds: Sounds | None = None) -> None:
    """What the drawing and the keys read from the settings without asking the app: the
    contrast of the table and cards, and the player's keys (issue 36); and the music, so a
    new music volume (or mute) is heard at once, even on the settings page (issue 41)."""
    contrast.follow(settings.high_contrast)
    shortcuts.follow(settings.keys)
    if sounds is not None:
        sounds.music(sounds.mood)


class App:
    """Owns the window, the player's settings, the translator and the stack of scenes.

    Scenes are built by name from ``registry`` (see :mod:`drawpoker.ui.scenes`). Every scene
    reads ``app.settings`` while it draws, so a change shows on the next frame.
    """

    def __init__(
        self,
        size: tuple[int, int] = (1280, 720),
        settings: Settings | None = None,
        clock: Clock | None = None,
        opponent_factory: Callable[..., Any] | None = None,
        records: Shelf | None = None,
        registry: SceneRegistry | None = None,
        pinned: Mapping[str, object] | None = None,
    ) -> None:
        """``records``: every game's files (none: nothing is written: tests, screenshots).
        ``opponent_factory``: a stand-in for draw's opponent (tests); ``pinned``: what a game's code
        reads instead of the settings (tests, tools: ``{"draw": rules}``, ui/draw/next_rules.py)."""
        pygame.display.init()
        pygame.font.init()
        self._settings = settings or Settings()
        _follow(self._settings)
        self.pinned: dict[str, object] = dict(pinned or {})
        self.translator = i18n.current()
        if self.translator.code != self._settings.language:
            self.translator.set_language(self._settings.language)
        self._text_revision = self.translator.revision
        self.clock: Clock = clock or pygame.time.Clock()
        self.opponent_factory = opponent_factory
        self.records = records
        self.registry = registry or standard_registry()
        self.sounds = Sounds(lambda: self._settings)
        self.windowed_size = size
        self.fullscreen = False
        self._placement = window.Placement()
        self.screen = self._open_window(size, self._settings.fullscreen)
        self._size_text()
        self.scenes: list[Scene] = []
        self.running = True
        self.frames = 0
        #: Messages for the player shown on the title (a settings file that was repaired...).
        self.notices: list[str] = []
        #: The messages a box has told already (each is told in a box once a session).
        self.told: set[str] = set()
        #: The first-run tours of the tables' house rules (ui/tour.py) are offered: the
        #: player's game turns them on; tests and screenshots go without unless they ask.
        self.tours = False
        #: Keys down now, and those that were down when the scene changed: their repeats
        #: belong to the scene the key was pressed on, never to the next one.
        self._held: set[int] = set()
        self._stale: set[int] = set()
        self._dirty = True
        #: The keyboard focus of every scene (Tab, Enter; ui/focus.py).
        self.focus = Focus()
        pygame.key.set_repeat(350, 60)

    # ------------------------------------------------------------------ settings
    @property
    def settings(self) -> Settings:
        return self._settings

    @settings.setter
    def settings(self, new: Settings) -> None:
        """Follow ``new`` at once: language and full screen now, the rest on the next frame
        (the rules reach the next match only)."""
        self._settings = new
        _follow(new, self.sounds)
        if self.translator.code != new.language:
            self.translator.set_language(new.language)
        if self.fullscreen != new.fullscreen:
            self.toggle_fullscreen()
        self._size_text()
        self._dirty = True

    def remember(self, new: Settings) -> None:
        """Follow ``new`` and store it at once (a choice a setup page keeps for next time); a
        disk that refuses is logged and the choice kept for this session."""
        if new == self._settings:
            return
        self.settings = new
        try:
            settings_file.save(new)
        except OSError as exc:
            log.warning("cannot save the settings: %s", exc)

    # ------------------------------------------------------------------ window
    def _open_window(self, size: tuple[int, int], fullscreen: bool) -> pygame.Surface:
        self.fullscreen = fullscreen
        screen = self._placement.set_mode(size, fullscreen)
        pygame.display.set_caption(self.translator.get("app.title"))
        window.set_icon()
        self._dirty = True
        return screen

    def toggle_fullscreen(self) -> None:
        if not self.fullscreen:
            self.windowed_size = self.screen.get_size()
        self.screen = self._open_window(self.windowed_size, not self.fullscreen)
        self._settings = self._settings.replace(fullscreen=self.fullscreen)
        self._size_text()

    def _resize(self, size: tuple[int, int]) -> None:
        # Below the minimum nothing is readable. Without a window manager to keep the minimum
        # (a bare X server, xdotool), the window is grown back to it.
        size = (max(MIN_SIZE[0], size[0]), max(MIN_SIZE[1], size[1]))
        self.screen = window.resized(size)
        if not self.fullscreen:
            self.windowed_size = self.screen.get_size()
        self._size_text()
        self._dirty = True

    def _size_text(self) -> None:
        """Every text from now on at the player's text size, and readable at this window."""
        floor = style.TEXT_FLOOR * style.scale_for(self.screen.get_size())
        text.configure(self._settings.text_factor, floor)

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    # ------------------------------------------------------------------ scene stack
    def build(self, name: str, **kwargs: Any) -> Scene:
        """A new scene called ``name`` (a :class:`~drawpoker.ui.scene.SceneName`), not shown yet."""
        return self.registry.build(self, name, **kwargs)

    def go(self, name: str, **kwargs: Any) -> Scene:
        """Build the scene called ``name`` and show it above the current one."""
        scene = self.build(name, **kwargs)
        self.push(scene)
        return scene

    @property
    def scene(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def _changed(self) -> None:
        """The scene on top changed: a key still held is no press on the new one."""
        self._stale = set(self._held)
        self._dirty = True

    def push(self, scene: Scene) -> None:
        if self.scenes:
            self.scenes[-1].pause()
        self._changed()
        self.scenes.append(scene)
        scene.enter()
        self._dirty = True

    def pop(self) -> Scene | None:
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        self._changed()
        scene.exit()
        if self.scenes:
            self.scenes[-1].resume()
        else:
            self.running = False
        self._dirty = True
        return scene

    def replace(self, scene: Scene) -> None:
        self._changed()
        if self.scenes:
            self.scenes.pop().exit()
        self.scenes.append(scene)
        scene.enter()
        self._dirty = True

    def reset_to(self, scene: Scene) -> None:
        """Leave every scene and show ``scene`` alone (quit to title, new match)."""
        self._changed()
        while self.scenes:
            self.scenes.pop().exit()
        self.scenes.append(scene)
        scene.enter()
        self._dirty = True

    def quit(self) -> None:
        while self.scenes:
            self.scenes.pop().exit()
        self.running = False

    # ------------------------------------------------------------------ loop
    def is_animating(self) -> bool:
        return any(scene.is_animating() for scene in self.scenes[-2:])

    def ambient_fps(self) -> float:
        """The top scene's calm frame rate (0: none); see :meth:`Scene.ambient_fps`."""
        return self.scene.ambient_fps() if self.scene is not None else 0.0

    def step(self, block: bool = False, fps: float = FPS) -> bool:
        """One frame: take events, update, draw what changed (``fps`` caps the frame rate: the
        clock sleeps the rest of the frame). False once quit."""
        if block:
            events = pygame.event.get()
            if not events:
                time.sleep(IDLE_NAP_S)
                events = pygame.event.get()
            self.clock.tick()
            dt = 0.0
        else:
            events = pygame.event.get()
            dt = min(self.clock.tick(fps) / 1000.0, 0.1)
        for event in events:
            self.dispatch(event)
            if not self.running:
                return False
        if self.translator.revision != self._text_revision:
            self._text_revision = self.translator.revision
            text.clear_caches()
            pygame.display.set_caption(self.translator.get("app.title"))
            self._dirty = True
        animating = self.is_animating()
        if self.scene is not None:
            self.scene.update(dt)
        if events or animating or self._dirty:
            self.draw()
        elif self.ambient_fps() > 0:
            ambient.draw(self)  # a calm frame: only what moves (her portrait at the table)
        access.follow(self)  # spoken: a page opened, the focus moved (speech off: nothing)
        self.frames += 1
        return self.running

    def run(self, max_frames: int | None = None) -> None:
        """The game loop. ``max_frames`` bounds it for tests and benchmarks."""
        count = 0
        while self.running and (max_frames is None or count < max_frames):
            calm = not self.is_animating() and not self._dirty
            idle = calm
            if idle and self.frames and self.registry.warm_up():
                idle = False  # an import used this idle moment: look at the events at once
            ambient = self.ambient_fps() if calm else 0.0
            if ambient > 0:  # a calm motion: its own low frame rate, asleep in between
                self.step(fps=ambient)
            else:
                self.step(block=idle)
            count += 1

    def dispatch(self, event: pygame.event.Event) -> None:
        """App-wide events first (quit, resize, F11), then the top scene."""
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type == pygame.VIDEORESIZE:
            self._resize(event.size)
            return
        if event.type in (pygame.WINDOWSIZECHANGED, pygame.WINDOWRESIZED):
            self._resize((event.x, event.y))
            return
        if event.type in (pygame.WINDOWEXPOSED, pygame.WINDOWRESTORED, pygame.WINDOWSHOWN):
            self._dirty = True
            return
        if event.type == pygame.KEYUP:
            self._held.discard(event.key)
            self._stale.discard(event.key)
        elif event.type == pygame.KEYDOWN:
            if event.key in self._stale:  # the key repeating since before the scene changed
                return
            self._held.add(event.key)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        if self.scene is not None:
            if not (access.route(self, event) or self.focus.route(self.scene, event)):
                self.scene.handle_event(event)
            self._dirty = True

    def draw(self) -> None:
        """Draw the top scene, and the one under it when the top is an overlay."""
        if not self.scenes:
            return
        first = len(self.scenes) - 1
        while first > 0 and self.scenes[first].is_overlay:
            first -= 1
        for scene in self.scenes[first:]:
            scene.draw(self.screen)
        self.focus.draw(self.scenes[-1], self.screen)
        access.draw(self, self.screen)  # the spoken-line log (F2), over everything
        pygame.display.flip()
        self._dirty = False

    def mark_dirty(self) -> None:
        self._dirty = True

    def screenshot(self, path: Path) -> None:
        """Draw the current scenes once and save the frame as PNG, written whole or not at
        all: OSError when ``path`` cannot take a file (a folder, /proc, a read-only place)."""
        self.draw()
        png = io.BytesIO()
        pygame.image.save(self.screen, png, "png")
        write_bytes_atomic(path, png.getvalue())
