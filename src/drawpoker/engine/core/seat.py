"""Seats at the table: who sits where, and who is next.

Seat 0 is always the human. Five-card draw is heads-up, so its two seats are a small enum with
``.other``; games for up to six players go round the table with the pure functions below
(seat numbers grow to the left, so "to the dealer's left" is ``next_seat(dealer, n)``).

>>> Seat.HUMAN.other
<Seat.COMPUTER: 1>
>>> next_seat(5, 6), left_of(4, 6, 2), seats_from(4, 6)
(0, 0, (4, 5, 0, 1, 2, 3))
>>> next_in_turn(1, 4, [True, False, True, False])
2
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import IntEnum

#: The fewest and the most seats a table can have.
MIN_SEATS = 2
MAX_SEATS = 6


class Seat(IntEnum):
    """The two seats of five-card draw; being an int, a Seat indexes stacks and hands."""

    HUMAN = 0
    COMPUTER = 1

    @property
    def other(self) -> Seat:
        return Seat.COMPUTER if self is Seat.HUMAN else Seat.HUMAN


_OTHERS = {int(seat): int(seat.other) for seat in Seat}


def other_of(seat: int) -> int:
    """The other seat of a heads-up game, as a plain int (draw's public state holds ints)."""
    return _OTHERS[seat]


def check_seat(seat: object, seats: int) -> int:
    """``seat`` if it is a seat number of a table of ``seats``; ValueError otherwise."""
    if not (type(seat) is int or isinstance(seat, Seat)) or not 0 <= seat < seats:
        raise ValueError(f"seat must be a whole number from 0 to {seats - 1}, got {seat!r}")
    return int(seat)


def check_table(seats: object) -> int:
    """``seats`` if a table can have that many seats; ValueError otherwise."""
    if type(seats) is not int or not MIN_SEATS <= seats <= MAX_SEATS:
        raise ValueError(f"a table has {MIN_SEATS} to {MAX_SEATS} seats, got {seats!r}")
    return seats


def next_seat(seat: int, seats: int) -> int:
    """The seat to the left of ``seat``."""
    return (seat + 1) % seats


def left_of(seat: int, seats: int, steps: int = 1) -> int:
    """The seat ``steps`` places to the left of ``seat`` (the big blind is ``left_of(dealer)``)."""
    return (seat + steps) % seats


def seats_from(first: int, seats: int) -> tuple[int, ...]:
    """Every seat once, going left from ``first`` (``first`` included): the order of action."""
    return tuple((first + step) % seats for step in range(seats))


def next_in_turn(after: int, seats: int, can_act: Sequence[bool]) -> int | None:
    """The first seat left of ``after`` (``after`` itself last) that ``can_act``; None if no
    seat can (folded and all-in seats are passed over this way)."""
    for seat in seats_from(next_seat(after, seats), seats):
        if can_act[seat]:
            return seat
    return None
