"""Every scene of the game, registered by name: the one module that imports the scene modules.

Scenes reach each other through the app, never by importing each other's modules (a test,
``tests/ui/test_scene_imports.py``, parses the imports and fails otherwise)::

    self.app.go(SceneName.SETTINGS)                 # build it and push it on the stack
    self.app.go(SceneName.TABLE, match=saved)       # keyword arguments go to the factory
    self.app.replace(self.app.build(SceneName.GAME_OVER, match=m, stats=s))
    self.app.reset_to(self.app.build(SceneName.TITLE))

How to register a new scene:

1. Write the scene in its own module (``ui/holdem/scene.py``), a subclass of
   :class:`~drawpoker.ui.scene.Scene` or :class:`~drawpoker.ui.button_scene.ButtonScene` whose
   constructor takes the app first and everything else by keyword. It imports no other scene
   module: to open another scene it calls ``self.app.go(name)``.
2. A game's scene: add it to its game's ``scenes`` in :mod:`drawpoker.games`
   (``"holdem_table": "drawpoker.ui.holdem.scene:HoldemTableScene"``), under a name that
   starts with the game's key. A shared scene: a member of
   :class:`~drawpoker.ui.scene.SceneName` and one line in ``STANDARD`` below.
3. Add its module to ``SCENE_MODULES`` in the import test.

The standard scenes are imported when first built (or when the app, idle on the title, warms
them up one per frame): importing every scene before the first frame cost 0.43 s of the
0.64 s start-up (issue 25).

A factory is anything called as ``factory(app, **kwargs)`` that returns a scene: usually the
class itself. Tests may build an :class:`App` with their own :class:`SceneRegistry` to put a
stand-in in place of a scene.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from drawpoker import games
from drawpoker.ui.scene import Scene, SceneName

if TYPE_CHECKING:
    from drawpoker.ui.scene import Host

#: Builds a scene for the app, from keyword arguments only.
SceneFactory = Callable[..., Scene]


class UnknownScene(KeyError):
    """No scene is registered under the name asked for; the message lists those that are."""


#: The shared scenes: each name, the module that holds it and its class there. Each game's own
#: scenes come from its entry in :mod:`drawpoker.games`.
STANDARD: dict[str, tuple[str, str]] = {
    SceneName.TITLE: ("drawpoker.ui.menus", "TitleScene"),
    SceneName.PAUSE: ("drawpoker.ui.menus", "PauseScene"),
    SceneName.CONFIRM: ("drawpoker.ui.confirm", "ConfirmScene"),
    SceneName.SETTINGS: ("drawpoker.ui.settings", "SettingsScene"),
    SceneName.SPEECH_SETTINGS: ("drawpoker.ui.speech_settings", "SpeechSettingsScene"),
    SceneName.KEYS: ("drawpoker.ui.keys_page", "KeysScene"),
    SceneName.STATS: ("drawpoker.ui.stats", "StatsScene"),
    SceneName.BANK_QUESTION: ("drawpoker.ui.bank_dialog", "BankQuestionScene"),
    SceneName.TOUR: ("drawpoker.ui.tour", "TourScene"),
    SceneName.MESSAGE: ("drawpoker.ui.message", "MessageScene"),
    SceneName.WHAT_IF: ("drawpoker.ui.whatif.scene", "WhatIfScene"),
    SceneName.WHY: ("drawpoker.ui.whatif.why_scene", "WhyScene"),
    SceneName.PAST_DEALS: ("drawpoker.ui.whatif.past_scene", "PastDealsScene"),
    SceneName.CODE_ENTRY: ("drawpoker.ui.code_entry", "CodeEntryScene"),
}


class Deferred:
    """A scene class named by module and attribute, imported the first time it is needed."""

    def __init__(self, module: str, name: str) -> None:
        self.module, self.name = module, name
        self._factory: SceneFactory | None = None

    @property
    def loaded(self) -> bool:
        return self._factory is not None

    def load(self) -> SceneFactory:
        if self._factory is None:
            factory = getattr(importlib.import_module(self.module), self.name)
            if not callable(factory):
                raise TypeError(f"{self.module}.{self.name} is not a scene factory")
            self._factory = factory
        return self._factory

    def __call__(self, app: Host, **kwargs: Any) -> Scene:
        return self.load()(app, **kwargs)


class SceneRegistry:
    """Names to scene factories. One name, one factory: registering a name twice is refused."""

    def __init__(self) -> None:
        self._factories: dict[str, SceneFactory] = {}

    def register(self, name: str, factory: SceneFactory) -> None:
        if name in self._factories:
            raise ValueError(f"a scene is already registered as {name!r}")
        self._factories[name] = factory

    def build(self, app: Host, name: str, **kwargs: Any) -> Scene:
        """A new scene ``name`` for ``app`` (not yet on the stack)."""
        try:
            factory = self._factories[name]
        except KeyError:
            known = ", ".join(sorted(self._factories))
            raise UnknownScene(f"no scene is registered as {name!r} (known: {known})") from None
        return factory(app, **kwargs)

    def warm_up(self) -> bool:
        """Import one scene module not yet imported; False once there is none left. The app
        calls it while idle, so that no scene's first entry pays for its import."""
        for factory in self._factories.values():
            if isinstance(factory, Deferred) and not factory.loaded:
                factory.load()
                return True
        return False

    def names(self) -> tuple[str, ...]:
        return tuple(self._factories)

    def __contains__(self, name: object) -> bool:
        return name in self._factories


def standard_registry() -> SceneRegistry:
    """Every scene of the game under its :class:`SceneName`, each imported when first used."""
    registry = SceneRegistry()
    for name, (module, attribute) in STANDARD.items():
        registry.register(name, Deferred(module, attribute))
    for name, reference in games.scenes():
        module, _, attribute = reference.partition(":")
        registry.register(name, Deferred(module, attribute))
    return registry
