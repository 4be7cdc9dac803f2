"""Which of draw poker's public events changes her face, by the kinds of
:mod:`drawpoker.ui.reactions` (the portrait itself is every game's)."""

from __future__ import annotations

from drawpoker.engine.core.actions import Bet, Raise
from drawpoker.engine.draw import Event, Rules
from drawpoker.engine.draw.events import (
    ActionTaken,
    CardsDrawn,
    ItemBoughtBack,
    ItemLost,
    ItemPawned,
    MatchOver,
    PotCarried,
    PotWon,
)
from drawpoker.ui.reactions import BIG_POT_MAX_BETS, BIG_RAISE_SHARE

HUMAN, COMPUTER = 0, 1


def event_kind(event: Event, rules: Rules) -> str | None:
    """The kind of public event this is for her face (a key of ``REACTIONS``), if any."""
    if isinstance(event, PotWon):
        if event.by_drop:
            return "she_wins_by_drop" if event.seat == COMPUTER else "you_win_by_drop"
        big = event.amount >= BIG_POT_MAX_BETS * rules.max_bet
        who = "she_wins" if event.seat == COMPUTER else "you_win"
        return f"{who}_big_pot" if big else f"{who}_pot"
    if isinstance(event, PotCarried):
        return "pot_carried"
    if isinstance(event, ActionTaken) and isinstance(event.action, Bet | Raise):
        big = event.action.amount >= max(2 * rules.bet_unit, BIG_RAISE_SHARE * rules.max_bet)
        if event.seat == COMPUTER:
            if isinstance(event.action, Raise):
                return "she_raises"
            return "she_bets_big" if big else None
        return "you_raise_big" if big else None
    if isinstance(event, CardsDrawn) and event.seat == COMPUTER and event.count == 0:
        return "she_stands_pat"
    if isinstance(event, ItemPawned):
        return "she_pawns"
    if isinstance(event, ItemLost):
        return "she_loses_item"
    if isinstance(event, ItemBoughtBack):
        return "she_buys_back"
    if isinstance(event, MatchOver):
        return "she_wins_match" if event.winner == COMPUTER else "she_loses_match"
    return None
