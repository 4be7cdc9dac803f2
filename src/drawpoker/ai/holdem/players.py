"""The public entry point of the hold'em computer players.

>>> player = make_player("normal", seed=1)
>>> callable(player.choose)
True

`LEVELS` are the opponents a human can pick: ``hard`` plays the solved heads-up strategy
(`solved`) and, three or more dealt in, ``normal`` with trial-scored reads (`exploit`); on the
river, whenever two players are left, it solves the rest of the hand again at the table
(`solved.resolve`).
`EXPERIMENTAL` are levels the simulator can run but a human is not offered: ``hard-reads``,
the earlier hard level (docs/ai.md);
`BASELINES` are caricatures the simulator measures the levels against. Every player sees only
`HoldemGame.view(seat)` and answers with a legal `HoldemAction`. A player may also have
``observe(view)``: the simulator calls it with the final view of each hand it plays as a fresh
game (a real match's view already carries the history, which `normal` and
`hard-reads` read by themselves).
"""

from __future__ import annotations

from collections.abc import Callable

from drawpoker.ai.holdem.base import HoldemPlayer
from drawpoker.ai.holdem.baselines import CallingStation, Maniac, RandomLegal, Rock
from drawpoker.ai.holdem.hard import Hard
from drawpoker.ai.holdem.levels import Easy, Normal
from drawpoker.ai.holdem.solved.player import Solved

LEVELS = ("easy", "normal", "hard")
EXPERIMENTAL = ("hard-reads",)
BASELINES = ("random", "calling-station", "maniac", "rock")

_FACTORIES: dict[str, Callable[[int | None], HoldemPlayer]] = {
    "easy": Easy,
    "normal": Normal,
    "hard": Solved,
    "hard-reads": Hard,
    "random": RandomLegal,
    "calling-station": CallingStation,
    "maniac": Maniac,
    "rock": Rock,
}
PLAYER_NAMES = tuple(_FACTORIES)


def make_player(level: str, seed: int | None = None,
                budget: float | None = None) -> HoldemPlayer:
    """A hold'em player by level or baseline name; the seed makes its random choices
    reproducible. ``budget``: seconds a decision may take by the clock, for the players that
    think long (`hard`); None, as in the simulator, lets every solve finish, so a run is the
    same on any machine. ValueError for an unknown name."""
    try:
        factory = _FACTORIES[level]
    except KeyError:
        raise ValueError(
            f"unknown hold'em player {level!r}; known: {', '.join(PLAYER_NAMES)}"
        ) from None
    player = factory(seed)
    if isinstance(player, Solved):
        player.budget = budget
    return player
