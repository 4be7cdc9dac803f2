"""Between two hands: buy-backs, pawning, players leaving the table, and the end of the match.

The human (seat 0) has no items: with no money left her match is over. A computer player who
cannot pay the next big blind pawns its next worn item (a pawned one is lost first) for a loan
of ``pawn_loan_blinds`` big blinds (``HoldemRules.loan_at``); one with no money and nothing to
pawn is out. A player holding
twice its loan buys the pawned item back. The items and the bank's loans move through the
shared `ForfeitLedger` and `Money` (see pawnshop.py for hold'em's policy).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from drawpoker.engine.core import events as shared
from drawpoker.engine.core.forfeit_ledger import ForfeitLedger
from drawpoker.engine.core.money import Money
from drawpoker.engine.holdem.events import (
    HoldemEvent,
    PlayerOut,
)
from drawpoker.engine.holdem.pawnshop import BUY_BACK_FACTOR
from drawpoker.engine.holdem.street import EndReason

HUMAN = 0


@dataclass(frozen=True, slots=True)
class Outcome:
    stacks: tuple[int, ...]
    out: tuple[bool, ...]
    items: tuple[ForfeitLedger, ...]
    lent: int
    repaid: int
    events: tuple[HoldemEvent, ...]
    end: EndReason | None


def between_hands(
    stacks: Sequence[int],
    out: Sequence[bool],
    items: Sequence[ForfeitLedger],
    next_big_blind: int,
    loan: int,
) -> Outcome:
    new_out = list(out)
    new_items = list(items)
    owed = sum(mine.loan for mine in items)  # the loans outstanding, so repaying one adds up
    money = Money(tuple(stacks), 0, (0,) * len(stacks), sum(stacks) - owed, owed)
    events: list[HoldemEvent] = []
    for seat in range(1, len(stacks)):
        if new_out[seat]:
            continue
        mine = new_items[seat]
        moved: list[shared.ForfeitEvent] = []
        if mine.loan and money.stacks[seat] >= BUY_BACK_FACTOR * mine.loan:
            mine, money, moved = mine.buy_back(money, at=BUY_BACK_FACTOR * mine.loan)
        elif money.stacks[seat] < next_big_blind and mine.can_pawn:
            mine, money, moved = mine.pawn(money, loan)
        elif money.stacks[seat] == 0:
            mine, moved = mine.lose_pawned()
            new_out[seat] = True
        events += moved
        if new_out[seat]:
            events.append(PlayerOut(seat))
        new_items[seat] = mine
    end = None
    if money.stacks[HUMAN] == 0:
        end = EndReason.BROKE
    elif all(new_out[1:]):
        end = EndReason.LAST_STANDING
    lent = money.lent - owed
    return Outcome(
        money.stacks, tuple(new_out), tuple(new_items), lent, money.repaid, tuple(events), end
    )

