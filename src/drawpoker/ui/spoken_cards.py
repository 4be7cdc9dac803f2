"""Cards in words, for every game's spoken lines ("ace of spades"): one place, so the draw
table, hold'em and Canfield read a card the same way in each language."""

from __future__ import annotations

from collections.abc import Iterable

from drawpoker.engine.core.cards import Card
from drawpoker.i18n import t


def card_words(card: Card) -> str:
    """One card in words: "ace of spades"."""
    return t("aloud.card", rank=t(f"cards.rank.{card.rank}"), suit=t(f"aloud.suit.{card.suit}"))


def cards_words(cards: Iterable[Card]) -> str:
    """Several cards in words, comma separated ("" for none)."""
    return ", ".join(card_words(card) for card in cards)
