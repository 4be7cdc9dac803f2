"""Poker hands in words ("Pair of kings", "Full house, sevens over aces"), in any language."""

from __future__ import annotations

from collections.abc import Iterable

from drawpoker.engine import Card, Category, HandValue, Rules, evaluate
from drawpoker.i18n import t

_KEYS = {
    Category.HIGH_CARD: "high_card",
    Category.PAIR: "pair",
    Category.TWO_PAIR: "two_pair",
    Category.THREE_OF_A_KIND: "three_of_a_kind",
    Category.STRAIGHT: "straight",
    Category.FLUSH: "flush",
    Category.FULL_HOUSE: "full_house",
    Category.FOUR_OF_A_KIND: "four_of_a_kind",
    Category.STRAIGHT_FLUSH: "straight_flush",
}


def sentence(text: str) -> str:
    """Capitalise the first letter only (names start lower case inside templates)."""
    return text[:1].upper() + text[1:]


def _one(rank: int) -> str:
    return t(f"cards.rank.{rank}")


def _many(rank: int) -> str:
    return t(f"cards.ranks.{rank}")


def category_name(category: Category) -> str:
    """The name of a kind of hand alone: "Two pairs"."""
    return t(f"hands.category.{_KEYS[category]}")


def hand_name(value: HandValue) -> str:
    """A hand value in words, e.g. ``Pair of kings``."""
    category, ranks = value.category, value.ranks
    key = f"hands.{_KEYS[category]}"
    if category is Category.HIGH_CARD:
        text = t(key, rank=_one(ranks[0]))
    elif category in (Category.PAIR, Category.THREE_OF_A_KIND, Category.FOUR_OF_A_KIND):
        text = t(key, ranks=_many(ranks[0]))
    elif category is Category.TWO_PAIR:
        text = t(key, high=_many(ranks[0]), low=_many(ranks[1]))
    elif category is Category.FULL_HOUSE:
        text = t(key, three=_many(ranks[0]), two=_many(ranks[1]))
    elif category is Category.STRAIGHT_FLUSH and ranks[0] == 14:
        text = t("hands.royal_flush")
    else:
        text = t(key, rank=_one(ranks[0]))
    return sentence(text)


def describe(cards: Iterable[Card], rules: Rules | None = None) -> str:
    """The name of a five-card hand."""
    return hand_name(evaluate(list(cards), rules))
