"""Who sits where: the dealer button, the blinds and the order of play around the table.

Seats are numbered 0..n-1 clockwise; "to the left" of a seat is the next number (wrapping).
Seats that are out of the match are skipped everywhere.
"""

from __future__ import annotations

from collections.abc import Sequence

from drawpoker.engine.core.seat import next_in_turn


def next_live(seat: int, out: Sequence[bool]) -> int:
    """The first seat to the left of ``seat`` still in the match (``seat`` itself if alone)."""
    found = next_in_turn(seat, len(out), [not gone for gone in out])
    if found is None:
        raise ValueError("every seat is out")
    return found


def clockwise_from(first: int, seats: Sequence[int], n: int) -> list[int]:
    """``seats`` in playing order, starting at ``first`` (or the first one after it)."""
    return sorted(seats, key=lambda seat: (seat - first) % n)


def blind_seats(dealer: int, out: Sequence[bool]) -> tuple[int, int]:
    """(small blind, big blind): the big blind sits to the dealer's left and the small blind to
    the big blind's left, as the seed has it. Heads-up that puts the small blind on the dealer.

    >>> blind_seats(0, [False] * 6)
    (2, 1)
    >>> blind_seats(0, [False, False])
    (0, 1)
    """
    big = next_live(dealer, out)
    small = next_live(big, out)
    return small, big


def next_dealer(dealer: int, out: Sequence[bool]) -> int:
    """The button moves one live seat to the left each hand."""
    return next_live(dealer, out)
