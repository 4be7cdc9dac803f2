"""Outside sparring players for hold'em: strong fixed-limit players of the usual styles that the
levels never trained against, to measure the levels as a good human or outside bot would.
Each sees only its seat's `HoldemView`.

- ``tag``: tight-aggressive, river bluffs at the balanced frequency;
- ``lag``: loose-aggressive, bets and raises under pressure, bluffs more than balanced;
- ``adaptive``: the tight player, counting each seat's public frequencies and exploiting them.

The simulator seats them as ``drawpoker.ai.holdem.sparring:tag`` (and ``:lag``, ``:adaptive``):
each factory returns a new object with its own memory.
"""

from __future__ import annotations

from collections.abc import Callable

from drawpoker.ai.holdem.base import HoldemPlayer
from drawpoker.ai.holdem.sparring.adaptive import Adaptive
from drawpoker.ai.holdem.sparring.style import LooseAggressive, Sparring, TightAggressive


def tag(seed: int | None = None) -> HoldemPlayer:
    return TightAggressive(seed)


def lag(seed: int | None = None) -> HoldemPlayer:
    return LooseAggressive(seed)


def adaptive(seed: int | None = None) -> HoldemPlayer:
    return Adaptive(seed)


SPARRING: dict[str, Callable[[int | None], HoldemPlayer]] = {
    "tag": tag,
    "lag": lag,
    "adaptive": adaptive,
}

__all__ = ["SPARRING", "Adaptive", "LooseAggressive", "Sparring", "TightAggressive"]
