"""Helpers to play scripted deals from a fixed deck order."""

from __future__ import annotations

from drawpoker.engine.draw import Card, Match, Rules, full_deck, parse_cards


def order(human: str, computer: str, draws: str = "", deck_size: int = 32) -> list[Card]:
    """A whole deck, top first: human five, computer five, `draws`, then the rest."""
    top = parse_cards(human) + parse_cards(computer) + parse_cards(draws)
    assert len(set(top)) == len(top), "a scripted card appears twice"
    return top + [card for card in full_deck(deck_size) if card not in top]


def new_match(deck_size: int = 32, seed: int = 1, **changes: int | bool) -> Match:
    return Match(Rules(deck_size=deck_size).replace(**changes), seed=seed)
