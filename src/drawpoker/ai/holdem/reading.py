"""Reading the public story of a hand: for every action, what the actor faced when it acted
(a bet to call or not, how many raises had been made that street). Works the same on the hand
in progress (`HoldemView.actions`) and on finished hands (`HandRecord.actions`)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from drawpoker.engine.holdem.actions import HoldemActionKind
from drawpoker.engine.holdem.street import Street
from drawpoker.engine.holdem.view import HandRecord, PublicHoldemAction


@dataclass(frozen=True, slots=True)
class ReadAction:
    seat: int
    kind: HoldemActionKind
    street: Street
    facing_bet: bool  # something was owed when it acted
    raises_before: int  # raises made earlier this street (the blinds not counted)

    @property
    def aggressive(self) -> bool:
        return self.kind is HoldemActionKind.RAISE


def read_actions(
    actions: Iterable[PublicHoldemAction], blinds: Sequence[tuple[int, int]]
) -> list[ReadAction]:
    """Replay the amounts: each street starts at zero, pre-flop with the blinds posted."""
    out: list[ReadAction] = []
    street: Street | None = None
    bets: dict[int, int] = {}
    raises = 0
    for action in actions:
        if action.street is not street:
            street = action.street
            bets = dict(blinds) if street is Street.PREFLOP else {}
            raises = 0
        highest = max(bets.values(), default=0)
        mine = bets.get(action.seat, 0)
        facing = highest > mine
        out.append(ReadAction(action.seat, action.kind, action.street, facing, raises))
        bets[action.seat] = mine + action.paid
        if bets[action.seat] > highest:
            raises += 1
    return out


def blinds_of(small_seat: int, big_seat: int, small: int, big: int) -> tuple[tuple[int, int], ...]:
    """The blinds as posted at the start of the current hand, for `read_actions` on a view
    (an all-in blind for less reads as the full blind: only "was a bet owed" matters)."""
    return ((small_seat, small), (big_seat, big))


@dataclass(slots=True)
class NewRecords:
    """Which finished hands of a history have not been read yet, so that each is learned once
    however many views show it. A history that starts with another first hand is another game
    (the simulator deals each hand as a fresh game): its records are all new."""

    _first: object = None
    _seen: int = 0

    def of(self, history: tuple[HandRecord, ...]) -> tuple[HandRecord, ...]:
        first = history[0] if history else None
        if first is not self._first:
            self._first, self._seen = first, 0
        fresh = history[self._seen :]
        self._seen = len(history)
        return fresh
