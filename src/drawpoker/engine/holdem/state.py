"""A hold'em game's whole saved state as one plain value.

`HoldemGame.state()` gives it and `HoldemGame.from_state()` takes it, so the saves
(``data.py``) convert values to and from plain data and never reach into the game; their
consistency checks read the value. A hand in progress is kept as its deck and the actions
taken: loading replays them through the table's own rules.
"""

from __future__ import annotations

from dataclasses import dataclass

from drawpoker.engine.core.cards import Card
from drawpoker.engine.core.forfeit_ledger import ForfeitLedger
from drawpoker.engine.holdem.actions import HoldemActionKind
from drawpoker.engine.holdem.rules import HoldemRules
from drawpoker.engine.holdem.street import EndReason, Street
from drawpoker.engine.holdem.view import HandRecord

#: ``random.getstate()`` of the game's generator: version, 625 words, gauss (a value, so a
#: loaded game shuffles the next hands exactly as the saved one would have).
RandomState = tuple[int, tuple[int, ...], float | None]


@dataclass(frozen=True, slots=True)
class TableState:
    """What lives between hands; the game keeps it before each hand, which a save replays
    from."""

    hand_number: int
    dealer: int
    small_blind_seat: int
    big_blind_seat: int
    big_blind: int
    stacks: tuple[int, ...]
    out: tuple[bool, ...]
    items: tuple[ForfeitLedger, ...]
    bank_lent: int
    bank_repaid: int
    street: Street
    end_reason: EndReason | None

    @property
    def money_from_bank(self) -> int:
        """Loans paid out minus loans repaid, as the game's money reads it."""
        return self.bank_lent - self.bank_repaid


@dataclass(frozen=True, slots=True)
class HandInPlay:
    """The hand in progress as its deck (checked against the commitment) and the kinds of the
    actions taken, which loading replays."""

    order: tuple[Card, ...]
    salt: str
    commitment: str
    actions: tuple[HoldemActionKind, ...]


@dataclass(frozen=True, slots=True)
class HoldemState:
    """The whole game: rules, seed, generator, the table (before the hand in progress, if
    any), that hand, and the records of the hands finished."""

    rules: HoldemRules
    seed: int | None
    rng: RandomState
    table: TableState
    hand: HandInPlay | None
    history: tuple[HandRecord, ...]
