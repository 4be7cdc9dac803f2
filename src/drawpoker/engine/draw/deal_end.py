"""How a deal of draw ends: the showdown or a drop, the pot to its winner (or carried after a
tie), the deal's record, then the between-deals steps (her buy-back, the end of the match).

A step here takes the deal as it stands (:class:`DealState`, plain values) and returns how it
ended (:class:`DealOver`: the new money and items, the deal's record, the events); the match
applies that to itself. Nothing here reads or writes the match's fields.
"""

from __future__ import annotations

from dataclasses import dataclass

from drawpoker.engine.core.cards import Card
from drawpoker.engine.core.evaluator import evaluate
from drawpoker.engine.core.forfeit_ledger import ForfeitLedger
from drawpoker.engine.core.money import Money
from drawpoker.engine.core.seat import Seat
from drawpoker.engine.draw.events import (
    DeckRevealed,
    Event,
    MatchOver,
    PotCarried,
    PotWon,
    Showdown,
)
from drawpoker.engine.draw.rules import Rules
from drawpoker.engine.draw.view import DealRecord, PublicAction

Shown = tuple[tuple[Card, ...], tuple[Card, ...]]


@dataclass(frozen=True, slots=True)
class DealState:
    """The deal as it ends: what the match holds that the end of a deal needs."""

    rules: Rules
    hands: Shown
    money: Money
    items: ForfeitLedger
    order: tuple[Card, ...]
    salt: str
    commitment: str
    deal_number: int
    dealer: int
    actions: tuple[PublicAction, ...]
    #: A broke player is asked to top up (the match does not end on her broke stack).
    rebuys: bool


@dataclass(frozen=True, slots=True)
class DealOver:
    """How the deal ended: what the match holds next, and the events that say so."""

    money: Money
    items: ForfeitLedger
    record: DealRecord
    events: tuple[Event, ...]
    #: The match's winner and why, when this deal ended the match.
    winner: int | None = None
    end_reason: str = ""


def showdown(deal: DealState) -> DealOver:
    """Both hands shown: the better takes the pot; a tie carries it to the next deal."""
    values = [evaluate(hand, deal.rules) for hand in deal.hands]
    winner = None if values[0] == values[1] else (0 if values[0] > values[1] else 1)
    shown_event: list[Event] = [Showdown(deal.hands, winner)]
    if winner is None:
        over = _finish(deal, deal.money, None, deal.hands, by_drop=False, carried=True)
    else:
        over = award(deal, winner, by_drop=False, shown=deal.hands)
    return _with_first(shown_event, over)


def award(deal: DealState, seat: int, by_drop: bool, shown: Shown | None = None) -> DealOver:
    """The whole pot to ``seat`` (the other dropped, or lost the showdown)."""
    amount = deal.money.pot
    money = deal.money.award(seat, amount)
    over = _finish(deal, money, seat, shown, by_drop=by_drop, carried=False, won=amount)
    return _with_first([PotWon(seat, amount, by_drop)], over)


def _with_first(first: list[Event], over: DealOver) -> DealOver:
    return DealOver(over.money, over.items, over.record, (*first, *over.events), over.winner,
                    over.end_reason)


def _finish(deal: DealState, money: Money, winner: int | None, shown: Shown | None,
            by_drop: bool, carried: bool, won: int = 0) -> DealOver:
    events: list[Event] = []
    if carried:
        events.append(PotCarried(money.pot))
    events.append(DeckRevealed(deal.order, deal.salt, deal.commitment))
    record = DealRecord(deal.deal_number, deal.dealer, deal.actions, shown, winner,
                        money.pot if carried else won, by_drop)
    rules = deal.rules
    items, money, bought = deal.items.buy_back(money, rules.pawn_loan, at=rules.buyback_at)
    events += bought
    if money.pot:  # a tie's pot stays in play: the next deal is played for it
        return DealOver(money, items, record, tuple(events))
    ante = rules.ante
    if money.stacks[Seat.COMPUTER] < ante and not items.can_pawn:
        items, lost = items.lose_pawned()
        events += lost
        return _match_over(money, items, record, events, Seat.HUMAN, "forfeits_claimed")
    if money.stacks[Seat.HUMAN] < ante and not deal.rebuys:
        return _match_over(money, items, record, events, Seat.COMPUTER, "broke")
    return DealOver(money, items, record, tuple(events))  # with rebuys the player is asked


def _match_over(money: Money, items: ForfeitLedger, record: DealRecord, events: list[Event],
                winner: Seat, reason: str) -> DealOver:
    return DealOver(money, items, record, (*events, MatchOver(int(winner), reason)),
                    int(winner), reason)


def broke_end() -> tuple[int, str, Event]:
    """The player cannot pay the ante and does not top up: she wins the match."""
    return int(Seat.COMPUTER), "broke", MatchOver(int(Seat.COMPUTER), "broke")
