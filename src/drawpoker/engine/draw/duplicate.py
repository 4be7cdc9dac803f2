"""Duplicate matches: the same deals again with the seats swapped, so luck cancels.

A duplicate of a match is dealt from the same seed, so each deal's deck is the one the first
match shuffled; the two seats change places whole: the hands (the player is dealt the five
cards she had, she the player's; the stock stays where it was) and the dealer (the player
deals where she dealt, so he acts, and draws from the stock, where she did: he gets exactly
what she had, position too). Each deck is committed again before its deal (its own salt from
the seed, a new commitment of the swapped order) and revealed after, like any deal; a save of
a duplicate is replayed from its seed with the seats swapped.

The duplicate of a match is :meth:`Match.duplicate <drawpoker.engine.draw.match.Match.duplicate>`;
this module holds the deck and dealer rules it deals by.

Duplicates written before the dealer was swapped too (their saves and histories say
``swapped`` without ``mirrored``) keep the usual dealer, so they still load and verify.
"""

from __future__ import annotations

from drawpoker.engine.core.cards import Card
from drawpoker.engine.draw.variant import HAND_SIZE


def seats_swapped(deck: list[Card], swapped: bool) -> list[Card]:
    """The deck with the two hands it deals changed over when ``swapped`` (player first)."""
    if not swapped:
        return deck
    return deck[HAND_SIZE:2 * HAND_SIZE] + deck[:HAND_SIZE] + deck[2 * HAND_SIZE:]


def dealer_of(deal_number: int, mirrored: bool = False) -> int:
    """The dealer of deal ``deal_number``: she (seat 1) deals the odd deals and the player the
    even ones; in a duplicate with the dealer ``mirrored``, the other way round (before the
    first deal, she holds the button either way)."""
    if deal_number == 0:
        return 1
    hers = deal_number % 2 == 1
    if mirrored:
        hers = not hers
    return 1 if hers else 0
