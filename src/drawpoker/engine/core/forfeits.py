"""The computer's forfeit items: worn, pawned at the bank for a loan, or lost to the player."""

from __future__ import annotations

from enum import StrEnum


class ForfeitState(StrEnum):
    WORN = "worn"
    PAWNED = "pawned"
    LOST = "lost"


def next_to_pawn(states: list[ForfeitState]) -> int | None:
    """Items go in theme order: the first item still worn is pawned next."""
    for index, state in enumerate(states):
        if state is ForfeitState.WORN:
            return index
    return None


def pawned_item(states: list[ForfeitState]) -> int | None:
    for index, state in enumerate(states):
        if state is ForfeitState.PAWNED:
            return index
    return None
