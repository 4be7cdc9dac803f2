"""Whether draw's ``hard`` reads pay, measured on her own decisions (`drawpoker.ai.trials`): a
read that loses is let go. Here a decision's result is what she won from it to the end of the
deal (`ledger.gain_from`), against the solved strategy's branch."""

from __future__ import annotations

from drawpoker.ai.draw.ledger import gain_from
from drawpoker.ai.trials import (
    DECAY,
    FLOOR,
    MIN_RESULTS,
    READ,
    SOLVED,
    START,
    Running,
    Spot,
    Taken,
)
from drawpoker.ai.trials import Trials as _Trials
from drawpoker.engine.draw.view import DealRecord

__all__ = [
    "DECAY", "FLOOR", "MIN_RESULTS", "READ", "SOLVED", "START", "Running", "Spot", "Taken",
    "Trials",
]


class Trials(_Trials[DealRecord]):
    def gain(self, record: DealRecord, taken: Taken) -> float:
        return gain_from(record, taken.seat, len(taken.before), taken.pot)
