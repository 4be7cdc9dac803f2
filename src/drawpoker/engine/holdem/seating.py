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


def blind_seats(dealer: int, out: Sequence[bool], casino: bool = False) -> tuple[int, int]:
    """(small blind, big blind): the big blind sits to the dealer's left and the small blind to
    the big blind's left, as the seed has it. Heads-up that puts the small blind on the dealer.
    ``casino``: the casino order, the small blind to the dealer's left and the big blind next;
    heads-up the dealer posts the small blind there too.

    >>> blind_seats(0, [False] * 6), blind_seats(0, [False] * 6, casino=True)
    ((2, 1), (1, 2))
    >>> blind_seats(0, [False, False]), blind_seats(0, [False, False], casino=True)
    ((0, 1), (0, 1))
    """
    if casino:
        live = sum(not gone for gone in out)
        small = dealer if live == 2 and not out[dealer] else next_live(dealer, out)
        return small, next_live(small, out)
    big = next_live(dealer, out)
    small = next_live(big, out)
    return small, big


def first_before_flop(small: int, big: int, out: Sequence[bool], casino: bool = False) -> int:
    """Who speaks first before the flop: the small blind, as the seed says; in the casino
    order the player to the big blind's left (heads-up that is the small blind, the dealer)."""
    return next_live(big, out) if casino else small


def next_dealer(dealer: int, out: Sequence[bool]) -> int:
    """The button moves one live seat to the left each hand."""
    return next_live(dealer, out)
