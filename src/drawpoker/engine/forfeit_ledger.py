"""One player's forfeit items, and the between-deals steps that move them (and the bank's loans).

Items go in theme order: a broke owner pawns the first item still worn for a loan; pawning the
next while one is still pawned loses the pawned one to the winner for good. An owner with money
enough buys back one item a deal, the last taken off first (the pawned one before lost ones).
Each step returns the new ledger, the new money and the events to show (see ``events``).

>>> items, money = ForfeitLedger.worn(3, owner=1), Money.start(0, seats=2)
>>> items, money, events = items.pawn(money, loan=100)
>>> items.states[0], money.stacks, events
(<ForfeitState.PAWNED: 'pawned'>, (0, 100), [ItemPawned(item=0, loan=100)])
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from .events import Event, ItemBoughtBack, ItemLost, ItemPawned
from .forfeits import ForfeitState, next_to_pawn, pawned_item
from .money import Money


class ForfeitStep(NamedTuple):
    items: ForfeitLedger
    money: Money
    events: list[Event]


@dataclass(frozen=True, slots=True)
class ForfeitLedger:
    states: tuple[ForfeitState, ...]
    taken: tuple[int, ...] = ()  # items off the owner, most recent last
    owner: int = 1

    @classmethod
    def worn(cls, count: int, owner: int) -> ForfeitLedger:
        """``count`` items, all worn."""
        return cls((ForfeitState.WORN,) * count, (), owner)

    @property
    def can_pawn(self) -> bool:
        return next_to_pawn(list(self.states)) is not None

    @property
    def pawned(self) -> int | None:
        return pawned_item(list(self.states))

    def _set(self, item: int, state: ForfeitState, taken: tuple[int, ...]) -> ForfeitLedger:
        states = (*self.states[:item], state, *self.states[item + 1 :])
        return ForfeitLedger(states, taken, self.owner)

    def lose_pawned(self) -> tuple[ForfeitLedger, list[Event]]:
        """The pawned item, if any, is lost for good (its loan is never repaid)."""
        item = self.pawned
        if item is None:
            return self, []
        return self._set(item, ForfeitState.LOST, self.taken), [ItemLost(item)]

    def pawn(self, money: Money, loan: int) -> ForfeitStep:
        """Pawn the next worn item for ``loan`` (losing the one pawned before, if any)."""
        items, events = self.lose_pawned()
        item = next_to_pawn(list(items.states))
        if item is None:
            raise ValueError("nothing left to pawn")
        items = items._set(item, ForfeitState.PAWNED, (*items.taken, item))
        events.append(ItemPawned(item, loan))
        return ForfeitStep(items, money.lend(self.owner, loan), events)

    def buy_back(self, money: Money, loan: int, at: int) -> ForfeitStep:
        """With at least ``at`` dollars, buy back the item taken off last, for ``loan``."""
        if not self.taken or money.stacks[self.owner] < at:
            return ForfeitStep(self, money, [])
        item = self.taken[-1]
        items = self._set(item, ForfeitState.WORN, self.taken[:-1])
        return ForfeitStep(items, money.repay(self.owner, loan), [ItemBoughtBack(item, loan)])
