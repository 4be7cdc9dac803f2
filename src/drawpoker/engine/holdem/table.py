"""Between two hands: buy-backs, pawning, players leaving the table, and the end of the match.

The human (seat 0) has no items: with no money left her match is over. A computer player who
cannot pay the next big blind pawns its next worn item (a pawned one is lost first) for a loan
of ``pawn_loan_blinds`` big blinds; one with no money and nothing to pawn is out. A player holding
twice its loan buys the pawned item back.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .events import HoldemEvent, ItemBoughtBack, ItemLost, ItemPawned, PlayerOut
from .pawnshop import BUY_BACK_FACTOR, SeatItems
from .street import EndReason

HUMAN = 0


@dataclass(frozen=True, slots=True)
class Outcome:
    stacks: tuple[int, ...]
    out: tuple[bool, ...]
    items: tuple[SeatItems, ...]
    lent: int
    repaid: int
    events: tuple[HoldemEvent, ...]
    end: EndReason | None


def between_hands(
    stacks: Sequence[int],
    out: Sequence[bool],
    items: Sequence[SeatItems],
    next_big_blind: int,
    loan: int,
) -> Outcome:
    new_stacks = list(stacks)
    new_out = list(out)
    new_items = list(items)
    lent = repaid = 0
    events: list[HoldemEvent] = []
    for seat in range(1, len(stacks)):
        if new_out[seat]:
            continue
        mine = new_items[seat]
        if mine.loan and new_stacks[seat] >= BUY_BACK_FACTOR * mine.loan:
            owed = mine.loan
            mine, item = mine.buy_back()
            new_stacks[seat] -= owed
            repaid += owed
            events.append(ItemBoughtBack(seat, item, owed))
        elif new_stacks[seat] < next_big_blind and mine.next_worn is not None:
            before = mine.pawned
            mine, item = mine.pawn(loan)
            if before is not None:
                events.append(ItemLost(seat, before))
            new_stacks[seat] += loan
            lent += loan
            events.append(ItemPawned(seat, item, loan))
        elif new_stacks[seat] == 0:
            mine, lost = mine.lose_pawned()
            if lost is not None:
                events.append(ItemLost(seat, lost))
            new_out[seat] = True
            events.append(PlayerOut(seat))
        new_items[seat] = mine
    end = None
    if new_stacks[HUMAN] == 0:
        end = EndReason.BROKE
    elif all(new_out[1:]):
        end = EndReason.LAST_STANDING
    return Outcome(
        tuple(new_stacks), tuple(new_out), tuple(new_items), lent, repaid, tuple(events), end
    )
