"""The figures of one match for the game-over screen, counted from the engine's events."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from drawpoker.engine.draw import Event
from drawpoker.engine.draw.events import DealStarted, ItemLost, PotCarried, PotWon


@dataclass
class MatchStats:
    """Deals, pots won by each seat, ties, the biggest pot and her items won by the player."""

    deals: int = 0
    wins: tuple[int, int] = (0, 0)
    ties: int = 0
    biggest_pot: int = 0
    items_won: int = 0

    def won(self, seat: int) -> None:
        wins = list(self.wins)
        wins[seat] += 1
        self.wins = (wins[0], wins[1])

    def count(self, events: Iterable[Event]) -> None:
        """Add one batch of events (as ``start_deal`` or ``act`` returned them)."""
        for event in events:
            if isinstance(event, DealStarted):
                self.deals += 1
            elif isinstance(event, PotWon):
                self.won(event.seat)
                self.biggest_pot = max(self.biggest_pot, event.amount)
            elif isinstance(event, PotCarried):
                self.ties += 1
            elif isinstance(event, ItemLost):
                self.items_won += 1
