"""A computer player's forfeit items at the hold'em table: pawned for a loan when the player
cannot pay the big blind, lost when pawning again or leaving the table, bought back when rich.

One value per seat (the human's has no items). At most one item is pawned at a time, so the
loan outstanding is one number.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..forfeits import ForfeitState, next_to_pawn, pawned_item

#: A pawned item is bought back once its owner holds this many times the loan.
BUY_BACK_FACTOR = 2


@dataclass(frozen=True, slots=True)
class SeatItems:
    states: tuple[ForfeitState, ...] = ()
    loan: int = 0  # owed on the pawned item; 0 when nothing is pawned

    @property
    def pawned(self) -> int | None:
        return pawned_item(list(self.states))

    @property
    def next_worn(self) -> int | None:
        """Items go in theme order (as in draw): the first worn item is pawned next."""
        return next_to_pawn(list(self.states))

    def lose_pawned(self) -> tuple[SeatItems, int | None]:
        """The pawned item (if any) is lost for good; its loan is never repaid."""
        item = self.pawned
        if item is None:
            return self, None
        states = list(self.states)
        states[item] = ForfeitState.LOST
        return SeatItems(tuple(states), 0), item

    def pawn(self, loan: int) -> tuple[SeatItems, int]:
        """Pawn the next worn item for ``loan`` dollars (after losing a pawned one)."""
        items, _ = self.lose_pawned()
        item = items.next_worn
        if item is None:
            raise ValueError("no worn item left to pawn")
        states = list(items.states)
        states[item] = ForfeitState.PAWNED
        return SeatItems(tuple(states), loan), item

    def buy_back(self) -> tuple[SeatItems, int]:
        item = self.pawned
        if item is None:
            raise ValueError("no pawned item to buy back")
        states = list(self.states)
        states[item] = ForfeitState.WORN
        return SeatItems(tuple(states), 0), item

    def check(self) -> None:
        """Raise ValueError if the states and the loan cannot go together."""
        pawned = [i for i, s in enumerate(self.states) if s is ForfeitState.PAWNED]
        if len(pawned) > 1:
            raise ValueError("at most one item can be pawned at a time")
        if bool(pawned) != (self.loan > 0):
            raise ValueError("a loan is owed exactly while an item is pawned")
