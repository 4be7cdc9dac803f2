"""What one seat may see of a hold'em match: its own two cards and everything public; never
another seat's cards (until shown down) and never the deck."""

from __future__ import annotations

from dataclasses import dataclass

from drawpoker.engine.core.cards import Card
from drawpoker.engine.core.forfeits import ForfeitState
from drawpoker.engine.holdem.actions import HoldemActionKind, HoldemLegalAction
from drawpoker.engine.holdem.rules import HoldemRules
from drawpoker.engine.holdem.street import EndReason, Street


@dataclass(frozen=True, slots=True)
class PublicHoldemAction:
    """An action as the whole table saw it."""

    seat: int
    kind: HoldemActionKind
    paid: int  # dollars it moved into the pot
    street: Street
    all_in: bool


@dataclass(frozen=True, slots=True)
class PotResult:
    """One pot of a finished hand: index 0 the main pot, then the side pots."""

    amount: int
    eligible: tuple[int, ...]
    winners: tuple[int, ...]
    shares: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class HandRecord:
    """The public story of a finished hand, for the history and for opponents that learn."""

    hand_number: int
    dealer: int
    small_blind_seat: int
    big_blind_seat: int
    big_blind: int
    seats: tuple[int, ...]  # dealt in, clockwise from the dealer's left
    blinds: tuple[tuple[int, int], ...]  # (seat, amount) small then big
    actions: tuple[PublicHoldemAction, ...]
    board: tuple[Card, ...]  # as far as it was dealt
    shown: tuple[tuple[int, tuple[Card, Card]], ...]  # empty when no showdown
    pots: tuple[PotResult, ...]


@dataclass(frozen=True, slots=True)
class HoldemView:
    """Everything ``seat`` may know now. Tuples indexed by seat cover every seat of the table
    (``rules.players`` of them), including seats that are out."""

    seat: int
    rules: HoldemRules
    street: Street
    hand_number: int
    dealer: int
    small_blind_seat: int
    big_blind_seat: int
    big_blind: int
    small_blind: int
    seats: tuple[int, ...]  # dealt in this hand, clockwise from the dealer's left
    to_act: int | None
    hole: tuple[Card, ...]  # this seat's two cards (empty when not dealt in)
    board: tuple[Card, ...]
    legal_actions: tuple[HoldemLegalAction, ...]  # empty unless it is this seat's turn
    stacks: tuple[int, ...]
    bets: tuple[int, ...]  # put in during this betting round
    contributed: tuple[int, ...]  # put in during this whole hand
    pot: int  # everything put in this hand
    in_hand: tuple[bool, ...]  # dealt in and not folded
    all_in: tuple[bool, ...]  # in the hand with nothing left behind
    out: tuple[bool, ...]  # left the table for good
    to_call: int  # what this seat owes now (capped by its stack)
    raises_this_round: int
    actions: tuple[PublicHoldemAction, ...]  # this hand so far
    shown: tuple[tuple[int, tuple[Card, Card]], ...]  # hands shown down this hand
    forfeits: tuple[tuple[ForfeitState, ...], ...]  # per seat; the human's is empty
    history: tuple[HandRecord, ...]  # earlier hands
    end_reason: EndReason | None

    @property
    def players(self) -> int:
        return self.rules.players

    def legal_kinds(self) -> tuple[HoldemActionKind, ...]:
        return tuple(legal.kind for legal in self.legal_actions)
