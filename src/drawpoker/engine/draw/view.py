"""What one seat may see of a match: its own cards and everything public, never the other hand
(until it is shown down) and never the deck."""

from __future__ import annotations

from dataclasses import dataclass

from drawpoker.engine.core.actions import LegalAction
from drawpoker.engine.core.cards import Card
from drawpoker.engine.core.forfeits import ForfeitState
from drawpoker.engine.core.seat import other_of
from drawpoker.engine.draw.actions import Kind
from drawpoker.engine.draw.phase import Phase
from drawpoker.engine.draw.rules import Rules


@dataclass(frozen=True, slots=True)
class PublicAction:
    """An action as both players saw it; a discard shows only how many cards were drawn."""

    seat: int
    kind: Kind
    amount: int  # bet or raise size, money paid by a call, or cards drawn by a discard
    betting_round: int  # 1 or 2; 0 for the draw


@dataclass(frozen=True, slots=True)
class DealRecord:
    """The public story of a finished deal, kept for opponents that learn from the past."""

    deal_number: int
    dealer: int
    actions: tuple[PublicAction, ...]
    shown: tuple[tuple[Card, ...], tuple[Card, ...]] | None  # both hands when shown down
    winner: int | None  # None: tie, pot carried
    pot: int
    by_drop: bool


@dataclass(frozen=True, slots=True)
class TopUp:
    """Money the broke player brought to the table after deal ``after_deal`` (a rebuy)."""

    after_deal: int
    amount: int


@dataclass(frozen=True, slots=True)
class PlayerView:
    seat: int
    rules: Rules
    phase: Phase
    deal_number: int
    dealer: int
    first_to_act: int
    to_act: int | None
    hand: tuple[Card, ...]
    legal_actions: tuple[LegalAction, ...]
    stacks: tuple[int, int]
    pot: int
    carried_pot: int
    to_call: int
    raises_this_round: int
    actions: tuple[PublicAction, ...]  # this deal so far
    drawn: tuple[int | None, int | None]  # cards each seat drew this deal, None before its draw
    forfeits: tuple[ForfeitState, ...]
    history: tuple[DealRecord, ...]  # earlier deals

    @property
    def other(self) -> int:
        return other_of(self.seat)
