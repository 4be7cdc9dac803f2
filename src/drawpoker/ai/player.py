"""The one contract every computer player keeps, in every game: the levels, the baselines, the
sparring players and the simulators' ``module:factory`` players alike.

A player sees only its seat's view (never another's hidden cards, never the deck) and answers
with an action the view says is legal. ``observe(view)`` is how a table or simulator shows it a
view it did not act on (the end of a deal, what the others did); a player that learns nothing
from it inherits the do-nothing one of :class:`Observer`.

>>> class Checker(Observer):
...     def choose(self, view: str) -> str:
...         return "check"
>>> isinstance(Checker(), Player)
True
"""

from __future__ import annotations

import importlib
from typing import Any, Protocol, TypeVar, runtime_checkable

View_contra = TypeVar("View_contra", contravariant=True)
Action_co = TypeVar("Action_co", covariant=True)


@runtime_checkable
class Player(Protocol[View_contra, Action_co]):
    """Chooses an action from its seat's view; sees every other view through ``observe``."""

    def choose(self, view: View_contra) -> Action_co: ...

    def observe(self, view: View_contra) -> None: ...


class Observer:
    """A base for players that keep no memory of what they see: ``observe`` does nothing."""

    def observe(self, view: Any) -> None:  # Any: each game's player narrows it to its view
        """Nothing to remember (a player that reads its opponent overrides this)."""


class NotAPlayer(ValueError):
    """What a ``package.module:factory`` built has no ``choose(view)`` and ``observe(view)``."""


def from_factory(spec: str, seed: int) -> Player[Any, Any]:
    """The outside player ``package.module:factory`` builds: called with ``seed=``, or with no
    argument when it takes none. The simulators of every game seat such players; a module or
    name that does not exist raises ``ImportError`` / ``AttributeError``."""
    module_name, _, attribute = spec.partition(":")
    factory = getattr(importlib.import_module(module_name), attribute)
    try:
        player = factory(seed=seed)
    except TypeError:
        player = factory()
    if not isinstance(player, Player):
        raise NotAPlayer(
            f"{spec!r} did not build a player (an object with choose(view) and observe(view); "
            "drawpoker.ai.player.Observer gives a do-nothing observe)"
        )
    return player
