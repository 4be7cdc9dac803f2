"""How often a player takes a chance, as the adaptive players of every game count it, and the
one way every one of them reads a count with caution (:func:`shrunk`)."""

from __future__ import annotations

from dataclasses import dataclass


def shrunk(count: float, chances: float, prior: float, weight: float) -> float:
    """``count`` in ``chances`` as a rate pulled toward ``prior`` by ``weight`` pseudo-chances:
    the prior while nothing is seen, the observed rate once evidence piles up.

    The one formula behind every read of a player (draw's and hold'em's tendencies, counts
    and shown hands), so that a change to how a read is shrunk is made once for all."""
    return (count + prior * weight) / (chances + weight)


@dataclass(slots=True)
class Rate:
    """Chances seen and taken, read as a rate pulled toward a prior while there are few."""

    chances: int = 0
    taken: int = 0

    def add(self, taken: bool) -> None:
        self.chances += 1
        self.taken += taken

    def rate(self, prior: float, weight: float = 8.0) -> float:
        """The observed rate, pulled toward ``prior`` by ``weight`` pseudo-chances."""
        return shrunk(self.taken, self.chances, prior, weight)
