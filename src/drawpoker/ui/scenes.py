"""Every scene of the game, registered by name: the one module that imports the scene modules.

Scenes reach each other through the app, never by importing each other's modules (a test,
``tests/ui/test_scene_imports.py``, parses the imports and fails otherwise)::

    self.app.go(SceneName.SETTINGS)                 # build it and push it on the stack
    self.app.go(SceneName.TABLE, match=saved)       # keyword arguments go to the factory
    self.app.replace(self.app.build(SceneName.GAME_OVER, match=m, stats=s))
    self.app.reset_to(self.app.build(SceneName.TITLE))

How to register a new scene (the hold'em table, say):

1. Write the scene in its own module (``ui/holdem/scene.py``), a subclass of
   :class:`~drawpoker.ui.scene.Scene` or :class:`~drawpoker.ui.button_scene.ButtonScene` whose
   constructor takes the app first and everything else by keyword. It imports no other scene
   module: to open another scene it calls ``self.app.go(SceneName.X)``.
2. Give it a name: a member of :class:`~drawpoker.ui.scene.SceneName`
   (``HOLDEM_TABLE = "holdem_table"``).
3. Add one line to :func:`standard_registry` below
   (``registry.register(SceneName.HOLDEM_TABLE, HoldemTableScene)``) and its module to
   ``SCENE_MODULES`` in the import test.

A factory is anything called as ``factory(app, **kwargs)`` that returns a scene: usually the
class itself. Tests may build an :class:`App` with their own :class:`SceneRegistry` to put a
stand-in in place of a scene.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from drawpoker.ui.bank_dialog import BankQuestionScene
from drawpoker.ui.canfield.help import CanfieldHelpScene
from drawpoker.ui.canfield.scene import CanfieldScene
from drawpoker.ui.confirm import ConfirmScene
from drawpoker.ui.draw.choose_opponent import ChooseOpponentScene
from drawpoker.ui.draw.gameover import GameOverScene
from drawpoker.ui.draw.help_scene import HelpScene
from drawpoker.ui.draw.scene import TableScene
from drawpoker.ui.holdem.help import HoldemHelpScene
from drawpoker.ui.holdem.scene import HoldemTableScene
from drawpoker.ui.holdem.setup import HoldemSetupScene
from drawpoker.ui.menus import PauseScene, TitleScene
from drawpoker.ui.scene import Scene, SceneName
from drawpoker.ui.settings import SettingsScene
from drawpoker.ui.stats import StatsScene

if TYPE_CHECKING:
    from drawpoker.ui.app import App

#: Builds a scene for the app, from keyword arguments only.
SceneFactory = Callable[..., Scene]


class UnknownScene(KeyError):
    """No scene is registered under the name asked for; the message lists those that are."""


class SceneRegistry:
    """Names to scene factories. One name, one factory: registering a name twice is refused."""

    def __init__(self) -> None:
        self._factories: dict[str, SceneFactory] = {}

    def register(self, name: str, factory: SceneFactory) -> None:
        if name in self._factories:
            raise ValueError(f"a scene is already registered as {name!r}")
        self._factories[name] = factory

    def build(self, app: App, name: str, **kwargs: Any) -> Scene:
        """A new scene ``name`` for ``app`` (not yet on the stack)."""
        try:
            factory = self._factories[name]
        except KeyError:
            known = ", ".join(sorted(self._factories))
            raise UnknownScene(f"no scene is registered as {name!r} (known: {known})") from None
        return factory(app, **kwargs)

    def names(self) -> tuple[str, ...]:
        return tuple(self._factories)

    def __contains__(self, name: object) -> bool:
        return name in self._factories


def standard_registry() -> SceneRegistry:
    """Every scene of the game under its :class:`SceneName`."""
    registry = SceneRegistry()
    registry.register(SceneName.TITLE, TitleScene)
    registry.register(SceneName.PAUSE, PauseScene)
    registry.register(SceneName.CONFIRM, ConfirmScene)
    registry.register(SceneName.SETTINGS, SettingsScene)
    registry.register(SceneName.STATS, StatsScene)
    registry.register(SceneName.HELP, HelpScene)
    registry.register(SceneName.OPPONENTS, ChooseOpponentScene)
    registry.register(SceneName.TABLE, TableScene)
    registry.register(SceneName.GAME_OVER, GameOverScene)
    registry.register(SceneName.CANFIELD, CanfieldScene)
    registry.register(SceneName.CANFIELD_HELP, CanfieldHelpScene)
    registry.register(SceneName.BANK_QUESTION, BankQuestionScene)
    registry.register(SceneName.HOLDEM_SETUP, HoldemSetupScene)
    registry.register(SceneName.HOLDEM_TABLE, HoldemTableScene)
    registry.register(SceneName.HOLDEM_HELP, HoldemHelpScene)
    return registry
