"""Main and side pots from what each seat put in during a hand, and how a pot is split.

A seat all-in for less can only win, from each other seat, as much as it put in itself. So the
amounts put in by the seats still in the hand cut the money into layers: each layer is a pot
that the seats which reached it (and did not fold) can win. Folded seats' money stays in the
layers it reached, but they can win none. The first pot is the main pot; the rest are side pots.
A layer only one seat reached is that seat's own money coming back (an uncalled bet), and so
is a folded seat's money above every live seat's total: a player wins from each other player
only as much as the winner put in.

Odd chips: a pot split between several winners gives each the same whole-dollar share, and the
dollars left over go one each to the winners in the order given (the engine passes them
clockwise from the dealer's left).
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Pot:
    """``amount`` dollars that the seats in ``eligible`` (ascending) may win."""

    amount: int
    eligible: tuple[int, ...]

    @property
    def contested(self) -> bool:
        return len(self.eligible) > 1


def build_pots(contributions: Sequence[int], folded: Collection[int]) -> list[Pot]:
    """The pots of a hand, main pot first, from each seat's total put in and who folded.

    Seats that put nothing in (or were not dealt in) can be given 0. At least one seat with
    money in must not have folded. The amounts add up to ``sum(contributions)``.

    >>> build_pots([100, 40, 100, 20], folded={3})
    [Pot(amount=140, eligible=(0, 1, 2)), Pot(amount=120, eligible=(0, 2))]
    >>> build_pots([50, 30], folded=())
    [Pot(amount=60, eligible=(0, 1)), Pot(amount=20, eligible=(0,))]
    >>> build_pots([1, 2, 1], folded={1})  # the short big blind's table of issue 37
    [Pot(amount=3, eligible=(0, 2)), Pot(amount=1, eligible=(1,))]
    """
    if any(type(amount) is not int or amount < 0 for amount in contributions):
        raise ValueError(f"contributions are whole dollars, none negative: {contributions!r}")
    live = [seat for seat, amount in enumerate(contributions) if seat not in folded]
    levels = sorted({contributions[seat] for seat in live if contributions[seat] > 0})
    if not levels:
        if any(contributions):
            raise ValueError("money was put in but every seat that put some in folded")
        return []
    pots: list[Pot] = []
    below = 0
    for level in levels:
        amount = sum(min(put, level) - min(put, below) for put in contributions)
        eligible = tuple(seat for seat in live if contributions[seat] >= level)
        pots.append(Pot(amount, eligible))
        below = level
    # Folded money above every live seat's total (a small blind that folds to a short big
    # blind's full call, with every caller all in for less) nobody still in could win: each
    # seat's own excess goes back to it, as a pot only it is eligible for.
    for seat, put in enumerate(contributions):
        if put > below:
            pots.append(Pot(put - below, (seat,)))
    return pots


def split_pot(amount: int, winners_in_order: Sequence[int]) -> list[int]:
    """Each winner's share of ``amount``, in the order given; odd dollars to the first ones.

    >>> split_pot(100, [3, 1])
    [50, 50]
    >>> split_pot(101, [3, 1, 4])
    [34, 34, 33]
    """
    count = len(winners_in_order)
    if count == 0:
        raise ValueError("a pot needs at least one winner")
    if len(set(winners_in_order)) != count:
        raise ValueError(f"a winner is named twice: {list(winners_in_order)!r}")
    share, odd = divmod(amount, count)
    return [share + (1 if position < odd else 0) for position in range(count)]
