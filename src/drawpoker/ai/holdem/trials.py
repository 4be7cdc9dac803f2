"""Whether hold'em ``hard``'s reads pay, measured on its own decisions (`drawpoker.ai.trials`):
a decision's result is what the seat collected from the pots less what it put in from that
decision on (the pot then counted as won), against the branch where it played as `normal`."""

from __future__ import annotations

from drawpoker.ai.trials import Taken
from drawpoker.ai.trials import Trials as _Trials
from drawpoker.engine.holdem.view import HandRecord


def gain_from(record: HandRecord, seat: int, start: int) -> int:
    """What ``seat`` collected at the end of the hand less what it paid from the ``start``-th
    public action on."""
    paid = sum(a.paid for a in record.actions[start:] if a.seat == seat)
    won = sum(
        share
        for pot in record.pots
        for winner, share in zip(pot.winners, pot.shares, strict=True)
        if winner == seat
    )
    return won - paid


class Trials(_Trials[HandRecord]):
    def gain(self, record: HandRecord, taken: Taken) -> float:
        return gain_from(record, taken.seat, len(taken.before)) / max(1, record.big_blind)
