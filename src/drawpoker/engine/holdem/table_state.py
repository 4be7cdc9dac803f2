"""The part of a hold'em game that lives between hands, as plain data: the game keeps it
before each hand (a save replays the hand in progress from it) and the serialiser writes it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from drawpoker.engine.holdem.game import HoldemGame


def table_state(g: HoldemGame) -> dict[str, Any]:
    """The part of the state that lives between hands (saved as it was before a hand)."""
    return {
        "hand_number": g.hand_number,
        "dealer": g.dealer,
        "small_blind_seat": g.small_blind_seat,
        "big_blind_seat": g.big_blind_seat,
        "big_blind": g.big_blind,
        "stacks": list(g.stacks),
        "out": list(g.out),
        "items": [{"states": [str(s) for s in i.states], "loan": i.loan} for i in g.items],
        "bank_lent": g.bank_lent,
        "bank_repaid": g.bank_repaid,
        "street": str(g.street),
        "end_reason": None if g.end_reason is None else str(g.end_reason),
    }
