"""Hold'em's pawnshop policy for the shared `ForfeitLedger`: a computer player pawns an item
for a loan of big blinds when it cannot pay the big blind, buys back the pawned item (repaying
that item's own loan) once it holds twice the loan, and a lost item stays lost.

One ledger per seat (the human's has no items); at most one item is pawned at a time.
"""

from __future__ import annotations

from collections.abc import Sequence

from drawpoker.engine.core.forfeit_ledger import ForfeitLedger
from drawpoker.engine.core.forfeits import ForfeitState, pawned_item

#: A pawned item is bought back once its owner holds this many times the loan.
BUY_BACK_FACTOR = 2


def seat_items(seat: int, states: Sequence[ForfeitState] = (), loan: int = 0) -> ForfeitLedger:
    """The ledger of ``seat``'s items with hold'em's policy (only the pawned item can come back)."""
    pawned = pawned_item(list(states))
    taken = () if pawned is None else (pawned,)
    return ForfeitLedger(tuple(states), taken, seat, loan, lost_for_good=True)
