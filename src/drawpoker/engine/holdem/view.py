"""What one seat may see of a hold'em match: its own two cards and everything public; never
another seat's cards (until shown down) and never the deck."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from drawpoker.engine.core.cards import Card
from drawpoker.engine.core.forfeits import ForfeitState
from drawpoker.engine.holdem.actions import HoldemActionKind, HoldemLegalAction
from drawpoker.engine.holdem.rules import HoldemRules
from drawpoker.engine.holdem.street import EndReason, Street

if TYPE_CHECKING:
    from drawpoker.engine.holdem.game import HoldemGame


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


def build_view(g: HoldemGame, seat: int) -> HoldemView:
    """The view of ``seat`` (checked by the caller)."""
    betting = g._betting
    n = g.players
    in_hand = g.in_hand
    hole = g.hole_cards[seat]
    board = g.board
    actions = tuple(g._actions)
    shown: tuple[tuple[int, tuple[Card, Card]], ...] = ()
    if betting is None and g.history:
        last = g.history[-1]
        board, actions, shown = last.board, last.actions, last.shown
        hole = next((cards for who, cards in shown if who == seat), ())
    return HoldemView(
        seat=seat,
        rules=g.rules,
        street=g.street,
        hand_number=g.hand_number,
        dealer=g.dealer,
        small_blind_seat=g.small_blind_seat,
        big_blind_seat=g.big_blind_seat,
        big_blind=g.big_blind,
        small_blind=g.big_blind // 2,
        seats=g.seats_dealt,
        to_act=g.to_act,
        hole=hole,
        board=board,
        legal_actions=tuple(g.legal_actions()) if g.to_act == seat else (),
        stacks=g.stacks,
        bets=tuple(betting.bet_of(s) if betting else 0 for s in range(n)),
        contributed=g.money.contributed,
        pot=g.pot,
        in_hand=in_hand,
        all_in=tuple(in_hand[s] and g.stacks[s] == 0 for s in range(n)),
        out=g.out,
        to_call=betting.to_call(seat, g.stacks) if betting is not None and in_hand[seat] else 0,
        raises_this_round=betting.raises if betting is not None else 0,
        actions=actions,
        shown=shown,
        forfeits=tuple(items.states for items in g.items),
        history=g.history,
        end_reason=g.end_reason,
    )


def hand_record(
    g: HoldemGame,
    shown: tuple[tuple[int, tuple[Card, Card]], ...],
    pots: tuple[PotResult, ...],
) -> HandRecord:
    """The record of the hand ``g`` has just finished."""
    return HandRecord(
        hand_number=g.hand_number,
        dealer=g.dealer,
        small_blind_seat=g.small_blind_seat,
        big_blind_seat=g.big_blind_seat,
        big_blind=g.big_blind,
        seats=g.seats_dealt,
        blinds=g._blinds,
        actions=tuple(g._actions),
        board=g.board,
        shown=shown,
        pots=pots,
    )
