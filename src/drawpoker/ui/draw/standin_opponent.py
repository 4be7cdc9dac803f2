"""A small, sensible opponent used until (or when) the real AI package is not available.

It sees only ``Match.view(1)``: its own hand, the betting and the legal actions.
"""

from __future__ import annotations

import random
from collections import Counter

from drawpoker.ai.player import Observer
from drawpoker.engine.draw import (
    Action,
    ActionKind,
    Bet,
    Call,
    Card,
    Category,
    Discard,
    Drop,
    LegalAction,
    PlayerView,
    Raise,
    Wait,
    best_cards,
    evaluate,
)
from drawpoker.engine.draw.actions import DISCARD


class StandinOpponent(Observer):
    """Bets with made hands, draws to pairs and four-flushes, bluffs a little."""

    def __init__(self, seed: int | None = None) -> None:
        self._rng = random.Random(seed)

    def choose(self, view: PlayerView) -> Action:
        legal = {action.kind: action for action in view.legal_actions}
        if DISCARD in legal:
            return Discard(self._discards(view))
        value = evaluate(view.hand, view.rules)
        strength = int(value.category) + (0.5 if value.ranks and value.ranks[0] >= 12 else 0)
        strength += self._rng.uniform(-0.6, 0.9)
        if ActionKind.RAISE in legal and strength >= 3.2 and self._rng.random() < 0.7:
            return Raise(self._amount(legal[ActionKind.RAISE], strength))
        if ActionKind.BET in legal and strength >= 1.6:
            return Bet(self._amount(legal[ActionKind.BET], strength))
        if ActionKind.CHECK in legal:
            return Wait()
        if ActionKind.CALL in legal:
            owed = legal[ActionKind.CALL].to_call
            if owed == 0 or strength >= 0.9 or self._rng.random() < 0.25:
                return Call()
            return Drop()
        return Drop()

    def _amount(self, legal: LegalAction, strength: float) -> int:
        amounts = legal.amounts()
        share = max(0.0, min(1.0, (strength - 1.0) / 6.0))
        return amounts[min(len(amounts) - 1, int(share * len(amounts)))]

    @staticmethod
    def _discards(view: PlayerView) -> tuple[Card, ...]:
        hand = list(view.hand)
        value = evaluate(hand, view.rules)
        if value.category >= Category.STRAIGHT:
            return ()
        if value.category >= Category.PAIR:
            keep = set(best_cards(hand, view.rules))
            return tuple(card for card in hand if card not in keep)
        suits = Counter(card.suit for card in hand)
        suit, count = suits.most_common(1)[0]
        if count == 4:
            return tuple(card for card in hand if card.suit != suit)
        top = sorted(hand, key=lambda card: card.rank, reverse=True)[:2]
        return tuple(card for card in hand if card not in top)
