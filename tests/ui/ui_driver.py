"""Drives the real app loop with real posted pygame events, frame by frame, no wall clock."""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame

from drawpoker.engine.draw import Match, Rules
from drawpoker.settings import Settings
from drawpoker.storage.shelf import Shelf
from drawpoker.ui.app import App, FixedClock
from drawpoker.ui.draw.scene import TableScene
from drawpoker.ui.scene import Scene, SceneName
from drawpoker.ui.scenes import SceneRegistry, standard_registry
from drawpoker.ui.widgets import Button


def make_app(rules: Rules | None = None, speed: str = "fast",
             size: tuple[int, int] = (1280, 720), language: str = "en",
             seed: int | None = None) -> App:
    """An app at ``size``; ``rules`` pins the rules of every match (else the settings');
    ``seed``: every new table's deals and players follow from it (`seeded_tables`)."""
    settings = Settings(animation_speed=speed, language=language)
    registry = seeded_tables(standard_registry(), seed) if seed is not None else None
    return App(size, settings, clock=FixedClock(16), registry=registry,
               pinned={"draw": rules} if rules is not None else None)


#: The scenes that start a new game when built without one, and the keyword of that game.
FRESH_TABLES = {SceneName.TABLE: "match", SceneName.HOLDEM_TABLE: "game"}


def seeded_tables(registry: SceneRegistry, seed: int) -> SceneRegistry:
    """``registry``, giving each new draw or hold'em table it builds without a seed one drawn
    from ``seed``: a walk through the app (the monkey) then deals the same cards every run,
    where a player's tables take their seeds from the system."""
    rng = random.Random(seed)
    build = registry.build

    def seeded_build(app: App, name: str, **kwargs: Any) -> Scene:
        game = FRESH_TABLES.get(name)  # a StrEnum: its members are the names
        if game is not None and kwargs.get("seed") is None and kwargs.get(game) is None:
            kwargs["seed"] = rng.randrange(2**63)
        return build(app, name, **kwargs)

    registry.build = seeded_build  # type: ignore[method-assign]
    return registry


class Driver:
    """Posts mouse and keyboard events into SDL's queue and steps the app's loop."""

    def __init__(self, app: App) -> None:
        self.app = app
        pygame.event.clear()

    @property
    def scene(self) -> Scene:
        scene = self.app.scene
        assert scene is not None
        return scene

    @property
    def table(self) -> TableScene:
        scene = self.scene
        assert isinstance(scene, TableScene), f"expected the table, got {scene!r}"
        return scene

    def step(self, frames: int = 1) -> None:
        for _ in range(frames):
            self.app.step()

    def post(self, kind: int, **attrs: object) -> None:
        pygame.event.post(pygame.event.Event(kind, **attrs))

    def key(self, key: int) -> None:
        self.post(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)
        self.post(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0)
        self.step()

    def click(self, pos: tuple[int, int]) -> None:
        self.post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        self.post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
        self.post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
        self.step()

    def wheel(self, y: int) -> None:
        self.post(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0,
                  precise_y=float(y))
        self.step()

    def settle(self, limit: int = 20000) -> None:
        """Run frames until nothing moves: the table waits for the player (or a step)."""
        self.step()
        for _ in range(limit):
            if not self.app.is_animating():
                self.step()  # one more frame: controls are rebuilt for the new situation
                return
            self.step()
        raise AssertionError("the app never settled")

    def pick_opponent(self, key: int | None = None) -> None:
        """On the new-match page (NEW MATCH leads there): choose her with ``key`` (a digit, an
        arrow), if given, and play her with Enter."""
        from drawpoker.ui.draw.choose_opponent import ChooseOpponentScene

        assert isinstance(self.scene, ChooseOpponentScene), \
            f"expected the new-match page, got {self.scene!r}"
        if key is not None:
            self.key(key)
        self.key(pygame.K_RETURN)

    def buttons(self) -> list[Button]:
        return list(getattr(self.scene, "buttons", []))

    def button(self, name: str) -> Button:
        for button in self.buttons():
            if button.name == name:
                return button
        names = [b.name for b in self.buttons()]
        raise AssertionError(f"no {name!r} button on screen; there are {names}")

    def has_button(self, name: str) -> bool:
        return any(b.name == name for b in self.buttons())

    def click_button(self, name: str) -> None:
        button = self.button(name)
        assert button.rect.width > 0 and button.enabled
        self.click(button.rect.center)

    def play_until(self, done: Callable[[], bool], policy: Callable[[Driver], None],
                   limit: int = 400) -> None:
        """Let ``policy`` make the player's moves (by events) until ``done()``."""
        for _ in range(limit):
            self.settle()
            if done():
                return
            policy(self)
        raise AssertionError("the situation was never reached")


def shelf_with_saved_match(folder: Path) -> Shelf:
    """Every game's records in ``folder``, with a draw match saved after its first deal (so
    the title offers CONTINUE)."""
    shelf = Shelf(folder)
    match = Match(Rules.preset("classic-32"), seed=1)
    shelf.draw.record(match.start_deal(), match)
    shelf.draw.save(match)
    return shelf
