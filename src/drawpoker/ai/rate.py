"""How often a player takes a chance, as the adaptive sparring players of every game count it."""

from __future__ import annotations

from dataclasses import dataclass


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
        return (self.taken + prior * weight) / (self.chances + weight)
