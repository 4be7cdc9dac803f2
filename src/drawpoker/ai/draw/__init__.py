"""Computer opponents. A player is any object with ``choose(view) -> action``.

>>> player = make_player("normal", seed=1)
>>> callable(player.choose)
True

Levels: ``easy``, ``normal``, ``hard``. Baselines for measurement: ``random``,
``calling-station``, ``maniac``, ``rock``. Every player sees only ``Match.view(seat)``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from drawpoker.ai.draw.hard import Hard
from drawpoker.ai.draw.levels import Easy, Normal, ThresholdPlayer
from drawpoker.ai.draw.players import CallingStation, Maniac, Player, RandomPlayer, Rock
from drawpoker.ai.draw.sparring import SPARRING

_FACTORIES: dict[str, Callable[[int | None], Player]] = {
    "easy": lambda seed: Easy(seed),
    "normal": lambda seed: Normal(seed),
    "hard": lambda seed: Hard(seed),
    "random": lambda seed: RandomPlayer(seed),
    "calling-station": lambda seed: CallingStation(seed),
    "maniac": lambda seed: Maniac(seed),
    "rock": lambda seed: Rock(seed),
    **SPARRING,  # outside sparring opponents (balanced, exploiter, ...): see ai/sparring
}
PLAYER_NAMES = tuple(_FACTORIES)
LEVELS = ("easy", "normal", "hard")


def make_player(
    name: str, seed: int | None = None, tuning: Mapping[str, float] | None = None,
    budget: float | None = None,
) -> Player:
    """Build a player by name; the seed makes its random choices reproducible. ``budget``:
    seconds a decision may take by the clock, for the players that solve at the table
    (`hard`); None, as in the simulator, lets every solve finish.

    ``tuning`` sets the ``easy`` and ``normal`` players' thresholds (a playing style, as plain
    values); the other players play their own way and take none, so it is refused for them.
    """
    try:
        factory = _FACTORIES[name]
    except KeyError:
        raise ValueError(f"unknown player {name!r}; known: {', '.join(PLAYER_NAMES)}") from None
    player = factory(seed)
    if tuning:
        if not isinstance(player, ThresholdPlayer):
            raise ValueError(f"the {name!r} player takes no tuning")
        player.tune(tuning)
    if isinstance(player, Hard):
        player.budget = budget
    return player


__all__ = ["LEVELS", "PLAYER_NAMES", "Player", "make_player"]
