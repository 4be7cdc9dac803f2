"""The base class every screen of the game derives from, and the names scenes go by.

A scene never imports another scene's module: it asks the app for one by name
(``app.go(SceneName.SETTINGS)``), and :mod:`drawpoker.ui.scenes` maps each name to the class
that builds it.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import StrEnum
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

import pygame

if TYPE_CHECKING:
    from drawpoker.i18n import Translator
    from drawpoker.settings import Settings
    from drawpoker.storage.shelf import Shelf
    from drawpoker.ui.sound import Sounds


class Host(Protocol):
    """What scenes and the shared screen machinery use of the app that runs them. The app
    (:class:`drawpoker.ui.app.App`) is the one host; everything it runs names this instead of
    the app's module, so no import circle closes through the app, not even a typing one."""

    records: Shelf | None
    sounds: Sounds
    translator: Translator
    #: Lines the title shows, and those a box has told once this session.
    notices: list[str]
    told: set[str]
    #: The first-run tours of the tables' house rules are offered.
    tours: bool
    #: The keyboard focus (:class:`drawpoker.ui.focus.Focus`, which imports this module).
    focus: Any
    screen: pygame.Surface
    scenes: list[Scene]
    opponent_factory: Callable[..., Any] | None
    #: What a game's code reads instead of the settings, by the game's key (tests, tools).
    pinned: dict[str, object]

    @property
    def settings(self) -> Settings: ...
    @settings.setter
    def settings(self, new: Settings) -> None: ...
    @property
    def size(self) -> tuple[int, int]: ...
    @property
    def scene(self) -> Scene | None: ...
    def remember(self, new: Settings) -> None: ...
    def build(self, name: str, **kwargs: Any) -> Scene: ...
    def go(self, name: str, **kwargs: Any) -> Scene: ...
    def push(self, scene: Scene) -> None: ...
    def pop(self) -> Scene | None: ...
    def replace(self, scene: Scene) -> None: ...
    def reset_to(self, scene: Scene) -> None: ...
    def quit(self) -> None: ...
    def is_animating(self) -> bool: ...
    def step(self, block: bool = False, fps: float = ...) -> bool: ...
    def draw(self) -> None: ...
    def mark_dirty(self) -> None: ...
    def screenshot(self, path: Path) -> None: ...


class SceneName(StrEnum):
    """Every scene the app can build (registered in :mod:`drawpoker.ui.scenes`)."""

    TITLE = "title"
    PAUSE = "pause"
    CONFIRM = "confirm"
    SETTINGS = "settings"
    SPEECH_SETTINGS = "speech_settings"
    KEYS = "keys"
    STATS = "stats"
    HELP = "draw_help"
    TABLE = "draw_table"
    OPPONENTS = "draw_opponents"
    RECORD_BOOK = "draw_record_book"
    GAME_OVER = "draw_gameover"
    CANFIELD = "canfield"
    CANFIELD_HELP = "canfield_help"
    BANK_QUESTION = "bank_question"
    TOP_UP = "draw_top_up"
    HOLDEM_SETUP = "holdem_setup"
    HOLDEM_TABLE = "holdem_table"
    HOLDEM_HELP = "holdem_help"
    TOUR = "tour"
    MESSAGE = "message"
    WHAT_IF = "whatif"
    WHY = "why"
    PAST_DEALS = "past_deals"
    CODE_ENTRY = "code_entry"


class Scene:
    """One screen: it reacts to events, moves with time and draws itself.

    Scenes talk to each other only through the app: by name (``app.go``, ``app.build``) and
    its scene stack (push, pop, replace), and to the rules only through the engine's public API.
    """

    #: Scenes under an overlay (the pause menu) are drawn first when this is True.
    is_overlay = False

    def __init__(self, app: Host) -> None:
        self.app = app

    def enter(self) -> None:
        """Called when the scene becomes the top of the stack for the first time."""

    def resume(self) -> None:
        """Called when a scene above this one was popped."""

    def pause(self) -> None:
        """Called when another scene is pushed above this one."""

    def exit(self) -> None:
        """Called when the scene leaves the stack for good."""

    def handle_event(self, event: pygame.event.Event) -> None:
        """React to one input event (already filtered of app-wide keys like F11)."""

    def update(self, dt: float) -> None:
        """Advance time by ``dt`` seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Paint the whole scene onto ``surface`` (any size)."""

    def is_animating(self) -> bool:
        """Whether something moves, so the loop must keep running at full frame rate."""
        return False

    def ambient_fps(self) -> float:
        """Frames a second for a calm motion that never ends (the title's), 0 for none.

        Unlike :meth:`is_animating` this never keeps the loop at full speed, nor counts as
        "still moving" for tests that wait for a scene to settle: the loop redraws at this
        lower rate and sleeps in between, so an idle title costs a few percent of a core.
        """
        return 0.0

    def draw_ambient(self, surface: pygame.Surface) -> list[pygame.Rect] | None:
        """A calm frame drawn in part: paint only what moves and return where (the window
        shows just those rects again), or None to have the whole scene drawn."""
        return None
