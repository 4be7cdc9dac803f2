"""The money on the table: every dollar is in a stack or in the pot, and only moves here.

One frozen value per state: stacks per seat, the pot, what each seat has put into the pot
this deal (the contributions side pots are cut from), the bank's loans, and the money a seat
brought to the table later (a draw match's top-ups from the player's bank). Every move returns
a new ledger and keeps the conservation invariant, which :meth:`Money.check` states:

    sum(stacks) + pot == starting total + lent - repaid + topped up

>>> m = Money.start(200, seats=2).pay(0, 5).pay(1, 5)
>>> m.stacks, m.pot, m.contributed
((195, 195), 10, (5, 5))
>>> m = m.award(1, 10).lend(0, 100)
>>> m.stacks, m.pot, m.from_bank
((295, 205), 0, 100)
>>> m.check()
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from drawpoker.engine.core.seat import check_table


class MoneyError(ValueError):
    """A move the money cannot make (more than a stack or the pot holds), or broken books."""


@dataclass(frozen=True, slots=True)
class Money:
    stacks: tuple[int, ...]
    pot: int
    contributed: tuple[int, ...]  # put into the pot this deal, per seat (antes, blinds, bets)
    start_total: int  # all the money the seats started the match with
    lent: int = 0  # loans the bank paid out (pawned items)
    repaid: int = 0  # loans paid back (items bought back)
    topped_up: int = 0  # brought to the table after the start (top-ups), never taken back

    @classmethod
    def start(cls, each: int, seats: int) -> Money:
        """Every seat with ``each`` dollars, an empty pot, no loans."""
        check_table(seats)
        _amount(each, "a starting stack")
        return cls((each,) * seats, 0, (0,) * seats, each * seats)

    @property
    def from_bank(self) -> int:
        """Loans paid out minus loans repaid: the money the bank has put into play."""
        return self.lent - self.repaid

    @property
    def total(self) -> int:
        return sum(self.stacks) + self.pot

    def check(self) -> None:
        """Raise MoneyError unless every dollar is accounted for."""
        if any(stack < 0 for stack in self.stacks) or self.pot < 0:
            raise MoneyError(f"negative money: stacks {self.stacks}, pot {self.pot}")
        if self.repaid > self.lent:
            raise MoneyError("the bank was repaid more than it lent")
        if self.topped_up < 0:
            raise MoneyError(f"negative top-ups: {self.topped_up}")
        expected = self.start_total + self.from_bank + self.topped_up
        if self.total != expected:
            raise MoneyError(
                f"money does not add up: stacks and pot hold ${self.total}, but "
                f"${self.start_total} started plus ${self.from_bank} from the bank"
                + (f" plus ${self.topped_up} topped up" if self.topped_up else "")
                + f" is ${expected}"
            )

    # ------------------------------------------------------------------ moves
    def pay(self, seat: int, amount: int) -> Money:
        """``seat`` puts ``amount`` from its stack into the pot (an ante, a blind, a bet)."""
        _amount(amount, "a payment")
        if amount > self.stacks[seat]:
            raise MoneyError(f"seat {seat} cannot pay ${amount}: it has ${self.stacks[seat]}")
        stacks = _add(self.stacks, seat, -amount)
        contributed = _add(self.contributed, seat, amount)
        return Money(stacks, self.pot + amount, contributed, self.start_total, self.lent,
                     self.repaid, self.topped_up)

    def award(self, seat: int, amount: int) -> Money:
        """``seat`` takes ``amount`` out of the pot (all of it, or its share of a split)."""
        _amount(amount, "a prize")
        if amount > self.pot:
            raise MoneyError(f"cannot award ${amount}: the pot holds ${self.pot}")
        return Money(_add(self.stacks, seat, amount), self.pot - amount, self.contributed,
                     self.start_total, self.lent, self.repaid, self.topped_up)

    def lend(self, seat: int, amount: int) -> Money:
        """The bank lends ``seat`` ``amount`` against a pawned item."""
        _amount(amount, "a loan")
        return dataclasses.replace(
            self, stacks=_add(self.stacks, seat, amount), lent=self.lent + amount
        )

    def repay(self, seat: int, amount: int) -> Money:
        """``seat`` pays ``amount`` back to the bank (buying an item back)."""
        _amount(amount, "a repayment")
        if amount > self.stacks[seat] or amount > self.from_bank:
            raise MoneyError(f"seat {seat} cannot repay ${amount}")
        return dataclasses.replace(
            self, stacks=_add(self.stacks, seat, -amount), repaid=self.repaid + amount
        )

    def top_up(self, seat: int, amount: int) -> Money:
        """``seat`` brings ``amount`` more to the table from outside it (a rebuy)."""
        _amount(amount, "a top-up")
        return dataclasses.replace(
            self, stacks=_add(self.stacks, seat, amount), topped_up=self.topped_up + amount
        )

    def new_deal(self) -> Money:
        """Contributions count from zero again (a pot carried over stays in the pot)."""
        contributed = (0,) * len(self.stacks)
        return Money(self.stacks, self.pot, contributed, self.start_total, self.lent,
                     self.repaid, self.topped_up)


def _add(values: tuple[int, ...], seat: int, amount: int) -> tuple[int, ...]:
    return (*values[:seat], values[seat] + amount, *values[seat + 1 :])


def _amount(amount: object, what: str) -> None:
    if type(amount) is not int or amount < 0:
        raise MoneyError(f"{what} is a whole number of dollars >= 0, got {amount!r}")


class MoneyTable:
    """What every game reads off its ``Money`` ledger under the same names (saves, the bank,
    the statistics): one definition, so the games cannot drift apart."""

    money: Money

    @property
    def pot(self) -> int:
        return self.money.pot

    @property
    def bank_lent(self) -> int:
        """Loans the bank has paid out (pawned items) in this game."""
        return self.money.lent

    @property
    def bank_repaid(self) -> int:
        return self.money.repaid

    @property
    def money_from_bank(self) -> int:
        """Loans paid out minus loans repaid: the money the bank has put into play."""
        return self.money.from_bank
