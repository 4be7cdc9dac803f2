"""The verifiable shuffle: a SHA-256 commitment to the deck order, published before the deal and
checked against the order revealed after it."""

from __future__ import annotations

import hashlib
import random
from collections.abc import Sequence

from drawpoker.engine.core.actions import IllegalAction
from drawpoker.engine.core.cards import Card, full_deck


def commitment(order: Sequence[Card], salt: str) -> str:
    """SHA-256, in hex, of the order as card codes joined by spaces, a '|' and the salt.

    >>> commitment([Card.from_str("As")], "00")[:12]
    '7b59932232c4'
    """
    text = " ".join(str(card) for card in order) + "|" + salt
    return hashlib.sha256(text.encode("ascii")).hexdigest()


def verify_commitment(order: Sequence[Card], salt: str, published: str) -> bool:
    return commitment(order, salt) == published


def shuffled_deck(deck_size: int, rng: random.Random) -> list[Card]:
    deck = full_deck(deck_size)
    rng.shuffle(deck)
    return deck


def check_order(order: Sequence[Card], deck_size: int) -> list[Card]:
    """A given deck order must hold every card of the deck exactly once."""
    cards = list(order)
    expected = set(full_deck(deck_size))
    if len(cards) != deck_size or set(cards) != expected:
        raise ValueError(
            f"a deck order must hold each of the {deck_size} cards exactly once "
            f"(got {len(cards)} cards, {len(set(cards) & expected)} distinct from the deck)"
        )
    return cards


def given_order(order: object, deck_size: int) -> list[Card]:
    """A caller's deck order (tests, replays), checked to be the whole pack once; anything else
    is an IllegalAction, never a crash."""
    if isinstance(order, str | bytes) or not isinstance(order, Sequence):
        raise IllegalAction(f"a deck order is a sequence of cards, got {type(order).__name__}")
    cards = list(order)
    if not all(isinstance(card, Card) for card in cards):
        raise IllegalAction("a deck order holds only cards")
    try:
        return check_order(cards, deck_size)
    except ValueError as exc:
        raise IllegalAction(str(exc)) from None


def new_salt(rng: random.Random) -> str:
    return f"{rng.getrandbits(128):032x}"
