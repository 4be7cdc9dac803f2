"""Outside players kept **for measuring only**: no level is tuned against them (docs/ai.md,
"Outside sparring players": the `sparring` players are for tuning, these for measuring).
Unlike the sparring players they come from other ideas:

- ``equilibrium``: heads-up it plays a solved strategy of its own (the *coarse* abstraction,
  13 pre-flop groups) with no reads, and solves each river for itself on the exact cards; at
  a bigger table, `tag`'s play;
- ``trapper``: a passive, trapping style (slow-plays strong hands out of position and
  check-raises, barrels little) that adapts only from the showdowns it sees: it calls river
  bets as often as the bettor's shown river bets were bluffs, and bluffs (or value-bets
  thinner) by how strong the hands were that called its river bets.

The simulator seats them as ``drawpoker.ai.holdem.measuring:equilibrium`` (and ``:trapper``):
each factory returns a new object with its own memory.
"""

from __future__ import annotations

from drawpoker.ai.holdem.base import HoldemPlayer
from drawpoker.ai.holdem.measuring.equilibrium import Equilibrium
from drawpoker.ai.holdem.measuring.trapper import Trapper


def equilibrium(seed: int | None = None) -> HoldemPlayer:
    return Equilibrium(seed)


def trapper(seed: int | None = None) -> HoldemPlayer:
    return Trapper(seed)


MEASURING = {"equilibrium": equilibrium, "trapper": trapper}

__all__ = ["MEASURING", "Equilibrium", "Trapper"]
