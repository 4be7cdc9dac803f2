"""The hand evaluator: five cards in, a ``HandValue`` out, by table lookup.

How it stays fast in pure Python: each card's rank adds one precomputed power of two to a sum
that counts the cards of each rank in 3 bits. That sum is the key into a table of every rank
pattern of the deck (6,175 in 52 cards) holding a ready-made ``HandValue``. Suits matter only
for flushes (five equal suits, looked up in a second table) and for spotting a card given twice,
which is only possible when two ranks repeat, so only those hands pay for the check. The
tables are built once per rule set, on first use (the standard ones at import).
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache
from itertools import combinations, combinations_with_replacement
from typing import NoReturn, Protocol

from drawpoker.engine.core.cards import Card, lowest_rank
from drawpoker.engine.core.hand_value import Category, HandValue

__all__ = ["Category", "HandRules", "HandValue", "best_cards", "evaluate"]


class HandRules(Protocol):
    """What a game's rules say about ranking hands (draw's ``Rules`` is one)."""

    @property
    def deck_size(self) -> int: ...
    @property
    def ace_low_32(self) -> bool: ...
    @property
    def flush_beats_full_house(self) -> bool: ...


_RANK_BITS = 3  # counts up to 7 cards of one rank: 4 in a real hand, 5 in five of a kind


def _rank_weight(rank: int) -> int:
    return 1 << (_RANK_BITS * rank)


# What one card of each rank adds to the key (index = rank; 0 and 1 are unused).
_WEIGHT: tuple[int, ...] = tuple(_rank_weight(rank) for rank in range(15))
# Set in a key exactly when some rank occurs two or more times.
_REPEATS = sum(0b110 << (_RANK_BITS * rank) for rank in range(15))

_Tables = tuple[dict[int, HandValue], dict[int, HandValue]]


def _straight_top(ranks_high_first: tuple[int, ...], deck_size: int, ace_low_32: bool) -> int:
    """The top card of a straight made by five distinct ranks, or 0 if they make none."""
    if ranks_high_first[0] - ranks_high_first[4] == 4:
        return ranks_high_first[0]
    if ranks_high_first[0] == 14:
        # The ace may play low only to complete the lowest straight of the deck in use.
        rest = ranks_high_first[1:]
        if deck_size == 52 and rest == (5, 4, 3, 2):
            return 5
        if deck_size == 32 and ace_low_32 and rest == (10, 9, 8, 7):
            return 10
    return 0


# The category of a hand with a repeated rank, by its group sizes (largest first).
_CATEGORY_BY_SHAPE = {
    (4, 1): Category.FOUR_OF_A_KIND,
    (3, 2): Category.FULL_HOUSE,
    (3, 1, 1): Category.THREE_OF_A_KIND,
    (2, 2, 1): Category.TWO_PAIR,
    (2, 1, 1, 1): Category.PAIR,
}


def _classify(
    ranks: tuple[int, ...], flush: bool, deck_size: int, ace_low_32: bool
) -> tuple[Category, tuple[int, ...]]:
    """Category and tie-break ranks of a hand, from its five ranks (any order) and flushness.

    The slow, readable definition of the ranking; the tables are filled from it.
    """
    counts: dict[int, int] = {}
    for rank in ranks:
        counts[rank] = counts.get(rank, 0) + 1
    # Groups by size, then rank: two pair is (high pair, low pair, kicker), and so on.
    order = tuple(sorted(counts, key=lambda rank: (counts[rank], rank), reverse=True))
    if len(order) == 5:
        top = _straight_top(order, deck_size, ace_low_32)
        if top and flush:
            return Category.STRAIGHT_FLUSH, (top,)
        if flush:
            return Category.FLUSH, order
        if top:
            return Category.STRAIGHT, (top,)
        return Category.HIGH_CARD, order
    return _CATEGORY_BY_SHAPE[tuple(counts[rank] for rank in order)], order


@cache
def _tables(deck_size: int, ace_low_32: bool, flush_beats_full_house: bool) -> _Tables:
    """Every hand value of one rule set: (by rank counts, by rank counts when all one suit)."""
    ace_low_32 = ace_low_32 and deck_size == 32
    deck_ranks = range(lowest_rank(deck_size), 15)
    plain: dict[int, HandValue] = {}
    flush: dict[int, HandValue] = {}
    made: dict[tuple[Category, tuple[int, ...]], HandValue] = {}

    def value_of(ranks: tuple[int, ...], is_flush: bool) -> HandValue:
        found = _classify(ranks, is_flush, deck_size, ace_low_32)
        if found not in made:
            made[found] = HandValue(*found, flush_beats_full_house=flush_beats_full_house)
        return made[found]

    for ranks in combinations_with_replacement(deck_ranks, 5):
        if len(set(ranks)) > 1:  # five of one rank needs a card twice
            plain[sum(map(_rank_weight, ranks))] = value_of(ranks, False)
    for ranks in combinations(deck_ranks, 5):
        flush[sum(map(_rank_weight, ranks))] = value_of(ranks, True)
    return plain, flush


_STANDARD = _tables(52, False, False)
# The rules a match passes in are one object for the whole match: remember the last one seen so
# the common case costs an identity test. One tuple, replaced whole, so threads cannot tear it.
_last_rules: tuple[object, dict[int, HandValue], dict[int, HandValue]] = (None, *_STANDARD)


def _tables_for(rules: HandRules) -> _Tables:
    global _last_rules
    ace_low_32 = rules.ace_low_32 and rules.deck_size == 32  # the option means nothing in 52
    tables = _tables(rules.deck_size, ace_low_32, rules.flush_beats_full_house)
    _last_rules = (rules, *tables)
    return tables


def evaluate(cards: Iterable[Card], rules: HandRules | None = None) -> HandValue:
    """The value of exactly five distinct cards under ``rules`` (None: standard 52-card).

    Raises ``ValueError`` for a wrong number of cards, a card given twice, or a card that is
    not in the deck the rules use (a 2 in the 32-card deck); ``TypeError`` for non-cards.

    >>> from drawpoker.engine.core.cards import parse_cards
    >>> v = evaluate(parse_cards("Kd Ks 9c 8h 7h"))
    >>> v.category.name, v.ranks
    ('PAIR', (13, 9, 8, 7))
    >>> evaluate(parse_cards("5h 4d 3c 2s Ah")).ranks
    (5,)
    >>> evaluate(parse_cards("Kd Ks 9c 8h 7h")) < evaluate(parse_cards("2h 2d 3c 3s 4h"))
    True
    """
    if rules is None:
        plain, flush = _STANDARD
    else:
        last = _last_rules
        if last[0] is rules:
            plain = last[1]
            flush = last[2]
        else:
            plain, flush = _tables_for(rules)
    # Written out card by card: loops and helper calls would cost more than the lookups.
    try:
        c0, c1, c2, c3, c4 = cards
        r0 = c0.rank
        r1 = c1.rank
        r2 = c2.rank
        r3 = c3.rank
        r4 = c4.rank
        key = _WEIGHT[r0] + _WEIGHT[r1] + _WEIGHT[r2] + _WEIGHT[r3] + _WEIGHT[r4]
        if key & _REPEATS:
            # A rank repeats: no flush is possible, but a card might be given twice.
            s0 = c0.suit
            s1 = c1.suit
            s2 = c2.suit
            s3 = c3.suit
            s4 = c4.suit
            if (
                (r0 == r1 and s0 == s1)
                or (r0 == r2 and s0 == s2)
                or (r0 == r3 and s0 == s3)
                or (r0 == r4 and s0 == s4)
                or (r1 == r2 and s1 == s2)
                or (r1 == r3 and s1 == s3)
                or (r1 == r4 and s1 == s4)
                or (r2 == r3 and s2 == s3)
                or (r2 == r4 and s2 == s4)
                or (r3 == r4 and s3 == s4)
            ):
                raise ValueError
            return plain[key]
        s0 = c0.suit
        if c1.suit == s0 and c2.suit == s0 and c3.suit == s0 and c4.suit == s0:
            return flush[key]
        return plain[key]
    except (ValueError, TypeError, AttributeError, KeyError, IndexError):
        # Anything odd lands here; the slow path says exactly what is wrong.
        _raise_invalid(cards, rules)


def _raise_invalid(cards: Iterable[Card], rules: HandRules | None) -> NoReturn:
    try:
        hand = list(cards)
    except TypeError:
        raise TypeError(f"a hand is five Card values, got {cards!r}") from None
    for card in hand:
        if not isinstance(card, Card):
            raise TypeError(f"a hand is five Card values, got {card!r} in {hand!r}")
    if len(hand) != 5:
        raise ValueError(f"a hand is exactly 5 cards, got {len(hand)}")
    seen: set[Card] = set()
    for card in hand:
        if card in seen:
            raise ValueError(f"card {card} appears twice in the hand")
        seen.add(card)
    deck_size = 52 if rules is None else rules.deck_size
    for card in hand:
        if card.rank < lowest_rank(deck_size):
            raise ValueError(f"card {card} is not in the {deck_size}-card deck")
    raise AssertionError(f"evaluator tables miss a valid hand: {hand!r}")  # pragma: no cover


def best_cards(cards: Iterable[Card], rules: HandRules | None = None) -> list[Card]:
    """The cards that make the hand, in the order given, to highlight them at the showdown.

    All five for a straight, flush, full house or straight flush; the pair, both pairs, the
    three or the four of a kind; the highest card for a high-card hand.

    >>> from drawpoker.engine.core.cards import parse_cards
    >>> best_cards(parse_cards("Kd 9c Ks 8h 7h"))
    [Card('Kd'), Card('Ks')]
    >>> best_cards(parse_cards("Kd 9c Qs 8h 2h"))
    [Card('Kd')]
    """
    hand = list(cards)
    value = evaluate(hand, rules)
    category = value.category
    if category in _WHOLE_HAND:
        return hand
    if category is Category.HIGH_CARD:
        return [max(hand, key=lambda card: card.rank)]
    making = set(value.ranks[:2] if category is Category.TWO_PAIR else value.ranks[:1])
    return [card for card in hand if card.rank in making]


_WHOLE_HAND = frozenset(
    {Category.STRAIGHT, Category.FLUSH, Category.FULL_HOUSE, Category.STRAIGHT_FLUSH}
)
