"""Poker hands in words ("pair of kings", "full house, sevens over aces"), in any language.

The ``hands.*`` texts are written as a hand's name reads *inside* a sentence ("… beats pair of
nines"; German keeps its nouns capitalised: "… gegen ein Paar Könige"). A name that starts a
line or a label gets its first letter capitalised with :func:`sentence`, so each language says
through its own texts which words keep a capital mid-sentence.
"""

from __future__ import annotations

from collections.abc import Iterable

from drawpoker.engine.core.cards import Card
from drawpoker.engine.core.evaluator import HandRules, evaluate
from drawpoker.engine.core.hand_value import Category, HandValue
from drawpoker.i18n import current, t

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
    """Capitalise the first letter only: for a text that starts a sentence or a label."""
    return text[:1].upper() + text[1:]


def _one(rank: int) -> str:
    return t(f"cards.rank.{rank}")


def _many(rank: int) -> str:
    return t(f"cards.ranks.{rank}")


def category_name(category: Category) -> str:
    """The name of a kind of hand alone, as a label: "Two pair"."""
    return t(f"hands.category.{_KEYS[category]}")


def hand_name(value: HandValue, at_start: bool = False) -> str:
    """A hand value in words as it reads inside a sentence (``pair of kings``), or with a
    capital first letter (``Pair of kings``) when ``at_start`` (a label on its own)."""
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
    return sentence(text) if at_start else text


def describe(cards: Iterable[Card], rules: HandRules | None = None, at_start: bool = False) -> str:
    """The name of a five-card hand (see :func:`hand_name`)."""
    return hand_name(evaluate(list(cards), rules), at_start)


class NameCache:
    """The names of the hands on show, worked out once per hand and language (the table asks
    every frame)."""

    def __init__(self, rules: HandRules | None = None) -> None:
        self.rules = rules
        self._names: dict[tuple[Card, ...], tuple[int, str]] = {}

    def __call__(self, cards: Iterable[Card]) -> str:
        key = tuple(cards)
        revision = current().revision
        cached = self._names.get(key)
        if cached is None or cached[0] != revision:
            if len(self._names) > 64:
                self._names.clear()
            cached = (revision, describe(key, self.rules))
            self._names[key] = cached
        return cached[1]
