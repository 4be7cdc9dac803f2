"""The hand evaluator: five cards in, a ``HandValue`` out, by table lookup.

How it stays fast in pure Python: each ``Card`` carries two small precomputed ints, so a hand
costs five slot reads, a few integer operations and one or two lookups. ``Card.bits`` sets one
bit for the card's rank and one for its suit; OR-ing five of them gives, for a hand of five
different ranks, an index into a list holding its ready-made ``HandValue`` (the suit bits tell a
flush from a plain hand). About half of all hands are like that. The others repeat a rank, so
they are never a flush or a straight but may hold a card given twice: two cards with the same
``bits`` are the same card. Their value comes from a dict keyed by the sum of
``Card.rank_weight`` (``5 ** (rank - 2)``), which counts the cards of each rank in base 5.
Every key stays below 2**30, a single machine digit, so the arithmetic takes CPython's fast path.

The tables are built once per rule set, on first use (a few hundredths of a second), so
importing the module costs next to nothing.
"""

from __future__ import annotations

import threading
from collections.abc import Iterable, Iterator
from functools import cache
from itertools import combinations
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


# The hold'em evaluator's keys (`evaluator7`): 3 bits per rank, so its tables can add cards.
_WEIGHT: tuple[int, ...] = tuple(_rank_weight(rank) for rank in range(15))

# Indexes of the list of five-different-rank hands: five rank bits (2..14 -> bits 4..16) and the
# suit bits 0..3 of the suits present; below 2**17.
_BITS_SIZE = 1 << 17
_ONE_SUIT = (1, 2, 4, 8)
_MIXED_SUITS = tuple(suits for suits in range(1, 16) if suits not in _ONE_SUIT)
_FLUSHES = frozenset({Category.FLUSH, Category.STRAIGHT_FLUSH})
_REPEATING = frozenset(
    {
        Category.PAIR,
        Category.TWO_PAIR,
        Category.THREE_OF_A_KIND,
        Category.FULL_HOUSE,
        Category.FOUR_OF_A_KIND,
    }
)


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


def _hands(
    deck_size: int, ace_low_32: bool
) -> Iterator[tuple[Category, tuple[int, ...], tuple[int, ...]]]:
    """Every hand of the deck up to suits: (category, tie-break ranks, its five ranks).

    The readable definition of the ranking, one category at a time; the tables are filled from
    it. Five cards of one rank are left out (that needs a card twice).
    """
    high_first = tuple(range(14, lowest_rank(deck_size) - 1, -1))
    for ranks in combinations(high_first, 5):
        top = _straight_top(ranks, deck_size, ace_low_32)
        if top:
            yield Category.STRAIGHT, (top,), ranks
            yield Category.STRAIGHT_FLUSH, (top,), ranks
        else:
            yield Category.HIGH_CARD, ranks, ranks
            yield Category.FLUSH, ranks, ranks
    for big in high_first:
        others = tuple(rank for rank in high_first if rank != big)
        for k1, k2, k3 in combinations(others, 3):
            yield Category.PAIR, (big, k1, k2, k3), (big, big, k1, k2, k3)
        for k1, k2 in combinations(others, 2):
            yield Category.THREE_OF_A_KIND, (big, k1, k2), (big, big, big, k1, k2)
        for small in others:
            yield Category.FULL_HOUSE, (big, small), (big, big, big, small, small)
            yield Category.FOUR_OF_A_KIND, (big, small), (big, big, big, big, small)
    for high, low in combinations(high_first, 2):
        for kicker in high_first:
            if kicker != high and kicker != low:
                yield Category.TWO_PAIR, (high, low, kicker), (high, high, low, low, kicker)


class _RuleTables:
    """Every hand value of one rule set, keyed the ways the evaluators look them up."""

    __slots__ = ("by_bits", "by_weight", "flush", "plain")

    def __init__(self, deck_size: int, ace_low_32: bool, flush_beats_full_house: bool) -> None:
        self.by_bits: list[HandValue | None] = [None] * _BITS_SIZE
        self.by_weight: dict[int, HandValue] = {}  # hands that repeat a rank
        self.plain: dict[int, HandValue] = {}  # 3-bit keys (evaluator7), any rank pattern
        self.flush: dict[int, HandValue] = {}  # 3-bit keys, five cards of one suit
        by_bits, by_weight, plain, flush = self.by_bits, self.by_weight, self.plain, self.flush
        base5 = tuple(5 ** (rank - 2) for rank in range(15))
        for category, ranks, five in _hands(deck_size, ace_low_32):
            value = HandValue(category, ranks, flush_beats_full_house=flush_beats_full_house)
            r0, r1, r2, r3, r4 = five
            key = _WEIGHT[r0] + _WEIGHT[r1] + _WEIGHT[r2] + _WEIGHT[r3] + _WEIGHT[r4]
            if category in _FLUSHES:
                flush[key] = value
                rank_bits = 1 << (r0 + 2) | 1 << (r1 + 2) | 1 << (r2 + 2) | 1 << (r3 + 2)
                for suit in _ONE_SUIT:
                    by_bits[rank_bits | 1 << (r4 + 2) | suit] = value
                continue
            plain[key] = value
            if category in _REPEATING:
                by_weight[base5[r0] + base5[r1] + base5[r2] + base5[r3] + base5[r4]] = value
                continue
            rank_bits = 1 << (r0 + 2) | 1 << (r1 + 2) | 1 << (r2 + 2) | 1 << (r3 + 2)
            for suits in _MIXED_SUITS:
                by_bits[rank_bits | 1 << (r4 + 2) | suits] = value


@cache
def _rule_tables(deck_size: int, ace_low_32: bool, flush_beats_full_house: bool) -> _RuleTables:
    with _BUILDING:
        return _RuleTables(deck_size, ace_low_32 and deck_size == 32, flush_beats_full_house)


_BUILDING = threading.Lock()  # one build at a time: two threads would only waste the time


def _tables(
    deck_size: int, ace_low_32: bool, flush_beats_full_house: bool
) -> tuple[dict[int, HandValue], dict[int, HandValue]]:
    """(by rank counts, by rank counts when all one suit), 3 bits per rank: for `evaluator7`."""
    tables = _rule_tables(deck_size, ace_low_32, flush_beats_full_house)
    return tables.plain, tables.flush


# The standard tables once built (before that: empty, which `_standard_tables` notices).
_standard: tuple[list[HandValue | None], dict[int, HandValue]] = ([], {})
# The rules a match passes in are one object for the whole match: remember the last one seen so
# the common case costs an identity test. One tuple, replaced whole, so threads cannot tear it.
_last_rules: tuple[object, list[HandValue | None], dict[int, HandValue]] = (object(), [], {})


def _standard_tables() -> tuple[list[HandValue | None], dict[int, HandValue]]:
    global _standard
    tables = _rule_tables(52, False, False)
    _standard = (tables.by_bits, tables.by_weight)
    return _standard


def _tables_for(rules: HandRules) -> tuple[list[HandValue | None], dict[int, HandValue]]:
    global _last_rules
    ace_low_32 = rules.ace_low_32 and rules.deck_size == 32  # the option means nothing in 52
    tables = _rule_tables(rules.deck_size, ace_low_32, rules.flush_beats_full_house)
    _last_rules = (rules, tables.by_bits, tables.by_weight)
    return tables.by_bits, tables.by_weight


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
        by_bits, by_weight = _standard
        if not by_weight:
            by_bits, by_weight = _standard_tables()
    else:
        last = _last_rules
        if last[0] is rules:
            by_bits = last[1]
            by_weight = last[2]
        else:
            by_bits, by_weight = _tables_for(rules)
    # Written out card by card: loops and helper calls would cost more than the lookups.
    try:
        c0, c1, c2, c3, c4 = cards
        b0 = c0.bits
        b1 = c1.bits
        b2 = c2.bits
        b3 = c3.bits
        b4 = c4.bits
        value = by_bits[b0 | b1 | b2 | b3 | b4]
        if value is not None:  # five different ranks of the deck in use
            return value
        # A rank repeats (or a card is not in the deck: no key will match it below). Equal
        # bits mean the same card; ten plain comparisons beat `in` tests and a set here.
        if (
            b0 == b1
            or b0 == b2
            or b0 == b3
            or b0 == b4
            or b1 == b2
            or b1 == b3
            or b1 == b4
            or b2 == b3
            or b2 == b4
            or b3 == b4
        ):
            raise ValueError
        return by_weight[
            c0.rank_weight + c1.rank_weight + c2.rank_weight + c3.rank_weight + c4.rank_weight
        ]
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
