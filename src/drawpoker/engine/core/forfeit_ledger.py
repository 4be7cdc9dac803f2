"""One player's forfeit items, and the between-deals steps that move them (and the bank's loans).

Items go in theme order: a broke owner pawns the first item still worn for a loan; pawning the
next while one is still pawned loses the pawned one to the winner for good. An owner with money
enough buys back one item a deal, the last taken off first (the pawned one before lost ones).
Each step returns the new ledger, the new money and the events to show (see ``events``).

The games differ in two ways, both values of the ledger: each pawn records its own ``loan``
(draw's loan is fixed, hold'em's is sized in big blinds), and ``lost_for_good`` says whether a
lost item can still be bought back (draw: yes, at draw's fixed loan; hold'em: never).

>>> items, money = ForfeitLedger.worn(3, owner=1), Money.start(0, seats=2)
>>> items, money, events = items.pawn(money, loan=100)
>>> items.states[0], money.stacks, events
(<ForfeitState.PAWNED: 'pawned'>, (0, 100), [ItemPawned(seat=1, item=0, loan=100)])
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from drawpoker.engine.core.events import ForfeitEvent, ItemBoughtBack, ItemLost, ItemPawned
from drawpoker.engine.core.forfeits import ForfeitState, next_to_pawn, pawned_item
from drawpoker.engine.core.money import Money


class ForfeitStep(NamedTuple):
    items: ForfeitLedger
    money: Money
    events: list[ForfeitEvent]


@dataclass(frozen=True, slots=True)
class ForfeitLedger:
    states: tuple[ForfeitState, ...]
    taken: tuple[int, ...] = ()  # items off the owner that may come back, most recent last
    owner: int = 1
    loan: int = 0  # owed on the item pawned now, as lent; 0 while none is pawned
    lost_for_good: bool = False  # the game's policy: a lost item never comes back

    @classmethod
    def worn(cls, count: int, owner: int, lost_for_good: bool = False) -> ForfeitLedger:
        """``count`` items, all worn."""
        return cls((ForfeitState.WORN,) * count, (), owner, 0, lost_for_good)

    @property
    def can_pawn(self) -> bool:
        return next_to_pawn(list(self.states)) is not None

    @property
    def pawned(self) -> int | None:
        return pawned_item(list(self.states))

    def check(self) -> None:
        """Raise ValueError if the states and the loan cannot go together."""
        pawned = [i for i, s in enumerate(self.states) if s is ForfeitState.PAWNED]
        if len(pawned) > 1:
            raise ValueError("at most one item can be pawned at a time")
        if bool(pawned) != (self.loan > 0):
            raise ValueError("a loan is owed exactly while an item is pawned")

    def _set(
        self, item: int, state: ForfeitState, taken: tuple[int, ...], loan: int
    ) -> ForfeitLedger:
        states = (*self.states[:item], state, *self.states[item + 1 :])
        return ForfeitLedger(states, taken, self.owner, loan, self.lost_for_good)

    def lose_pawned(self) -> tuple[ForfeitLedger, list[ForfeitEvent]]:
        """The pawned item, if any, is lost (its loan is never repaid)."""
        item = self.pawned
        if item is None:
            return self, []
        taken = tuple(i for i in self.taken if i != item) if self.lost_for_good else self.taken
        return self._set(item, ForfeitState.LOST, taken, 0), [ItemLost(self.owner, item)]

    def pawn(self, money: Money, loan: int) -> ForfeitStep:
        """Pawn the next worn item for ``loan`` (losing the one pawned before, if any)."""
        items, events = self.lose_pawned()
        item = next_to_pawn(list(items.states))
        if item is None:
            raise ValueError("nothing left to pawn")
        items = items._set(item, ForfeitState.PAWNED, (*items.taken, item), loan)
        events.append(ItemPawned(self.owner, item, loan))
        return ForfeitStep(items, money.lend(self.owner, loan), events)

    def buy_back(self, money: Money, loan: int | None = None, at: int = 0) -> ForfeitStep:
        """With at least ``at`` dollars, buy back the item taken off last, for ``loan``
        (by default the loan recorded for the pawned item)."""
        if not self.taken or money.stacks[self.owner] < at:
            return ForfeitStep(self, money, [])
        item = self.taken[-1]
        owed = self.loan if loan is None else loan
        left = 0 if self.states[item] is ForfeitState.PAWNED else self.loan
        items = self._set(item, ForfeitState.WORN, self.taken[:-1], left)
        back = ItemBoughtBack(self.owner, item, owed)
        return ForfeitStep(items, money.repay(self.owner, owed), [back])
