"""How a deal of draw ends: the showdown or a drop, the pot to its winner (or carried after a
tie), the deal's record, then the between-deals steps (her buy-back, the end of the match).

These run inside ``Match.act`` and ``Match.start_deal``; they change the match they are given
and return the events, like the match's own methods.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from drawpoker.engine.core.cards import Card
from drawpoker.engine.core.evaluator import evaluate
from drawpoker.engine.core.seat import Seat
from drawpoker.engine.draw.events import (
    DeckRevealed,
    Event,
    MatchOver,
    PotCarried,
    PotWon,
    Showdown,
)
from drawpoker.engine.draw.phase import Phase
from drawpoker.engine.draw.view import DealRecord

if TYPE_CHECKING:
    from drawpoker.engine.draw.match import Match

Shown = tuple[tuple[Card, ...], tuple[Card, ...]]


def showdown(m: Match) -> list[Event]:
    values = [evaluate(hand, m.rules) for hand in m._hands]
    winner = None if values[0] == values[1] else (0 if values[0] > values[1] else 1)
    shown = m.hands
    events: list[Event] = [Showdown(shown, winner)]
    if winner is None:
        return events + _finish(m, None, shown, by_drop=False, carried=True)
    return events + award(m, winner, by_drop=False, shown=shown)


def award(m: Match, seat: int, by_drop: bool, shown: Shown | None = None) -> list[Event]:
    """The whole pot to ``seat`` (the other dropped, or lost the showdown)."""
    amount = m.pot
    m.money = m.money.award(seat, amount)
    events: list[Event] = [PotWon(seat, amount, by_drop)]
    return events + _finish(m, seat, shown, by_drop=by_drop, carried=False, won=amount)


def _finish(
    m: Match,
    winner: int | None,
    shown: Shown | None,
    by_drop: bool,
    carried: bool,
    won: int = 0,
) -> list[Event]:
    events: list[Event] = []
    if carried:
        events.append(PotCarried(m.pot))
    events.append(DeckRevealed(tuple(m._order), m._salt, m.commitment))
    m._history.append(
        DealRecord(
            m.deal_number,
            m.dealer,
            tuple(m._actions),
            shown,
            winner,
            m.pot if carried else won,
            by_drop,
        )
    )
    m.to_act = None
    m.phase = Phase.BETWEEN_DEALS
    rules = m.rules
    m.items, m.money, bought = m.items.buy_back(m.money, rules.pawn_loan, at=rules.buyback_at)
    events += bought
    events += _check_match_over(m)
    return events


def _check_match_over(m: Match) -> list[Event]:
    if m.pot:  # a tie's pot stays in play: the next deal is played for it
        return []
    ante = m.rules.ante
    if m.money.stacks[Seat.COMPUTER] < ante and not m.items.can_pawn:
        m.items, events = m.items.lose_pawned()
        return events + _end(m, Seat.HUMAN, "forfeits_claimed")
    if m.money.stacks[Seat.HUMAN] < ante and not m.rebuys:
        return end_broke(m)
    return []  # with rebuys a broke player is asked first (``Match.top_up``)


def end_broke(m: Match) -> list[Event]:
    """The player cannot pay the ante: she wins the match."""
    return _end(m, Seat.COMPUTER, "broke")


def _end(m: Match, winner: Seat, reason: str) -> list[Event]:
    m.phase = Phase.MATCH_OVER
    m.winner = int(winner)
    m.end_reason = reason
    return [MatchOver(m.winner, reason)]
