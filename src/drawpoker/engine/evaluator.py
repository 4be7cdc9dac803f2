"""The hand evaluator: five cards in, a ``HandValue`` out, by table lookup.

How it stays fast in pure Python: every card adds one precomputed integer to a running sum.
The low bits of the sum count the cards of each rank (3 bits per rank), which is the key into
a table of every possible rank pattern (6,175 in 52 cards); the high bits hold one bit per card,
so five distinct cards show exactly five set bits. Suits matter only for flushes, found by
comparing the five suits. The tables hold ready-made ``HandValue`` objects, one set per rule
set, built once on first use.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from functools import cache
from itertools import combinations, combinations_with_replacement
from typing import TYPE_CHECKING, NoReturn

from .cards import SUIT_CHARS, Card, lowest_rank
from .hand_value import Category, HandValue

if TYPE_CHECKING:
    from .rules import Rules

__all__ = ["Category", "HandValue", "best_cards", "evaluate"]

_RANK_BITS = 3  # room to count up to 7 cards of one rank; a hand has at most 4 (5 if invalid)
_CARD_BITS_AT = 48  # the per-card bits start above the rank counts (13 ranks x 3 bits + offset)
_COUNTS_MASK = (1 << _CARD_BITS_AT) - 1


def _rank_weight(rank: int) -> int:
    return 1 << (_RANK_BITS * rank)


# _CARD_VALUE[suit][rank]: what one card adds to the sum (rank count + its own bit).
_CARD_VALUE: dict[str, tuple[int, ...]] = {
    suit: tuple(
        _rank_weight(rank) | 1 << (_CARD_BITS_AT + 4 * rank + suit_number) if rank >= 2 else 0
        for rank in range(15)
    )
    for suit_number, suit in enumerate(SUIT_CHARS)
}

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


def _classify(
    ranks: tuple[int, ...], flush: bool, deck_size: int, ace_low_32: bool
) -> tuple[Category, tuple[int, ...]]:
    """Category and tie-break ranks of a hand, from its five ranks (any order) and flushness.

    The slow, readable definition of the ranking; the tables are filled from it.
    """
    counts = Counter(ranks)
    # Groups by size, then rank: for two pair (high pair, low pair, kicker), and so on.
    groups = sorted(counts.items(), key=lambda item: (item[1], item[0]), reverse=True)
    order = tuple(rank for rank, _ in groups)
    shape = tuple(count for _, count in groups)
    if shape == (1, 1, 1, 1, 1):
        top = _straight_top(order, deck_size, ace_low_32)
        if top and flush:
            return Category.STRAIGHT_FLUSH, (top,)
        if flush:
            return Category.FLUSH, order
        if top:
            return Category.STRAIGHT, (top,)
        return Category.HIGH_CARD, order
    category = {
        (4, 1): Category.FOUR_OF_A_KIND,
        (3, 2): Category.FULL_HOUSE,
        (3, 1, 1): Category.THREE_OF_A_KIND,
        (2, 2, 1): Category.TWO_PAIR,
        (2, 1, 1, 1): Category.PAIR,
    }[shape]
    return category, order


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


def _tables_for(rules: Rules) -> _Tables:
    return _tables(rules.deck_size, rules.ace_low_32, rules.flush_beats_full_house)


_STANDARD = _tables(52, False, False)


def evaluate(cards: Iterable[Card], rules: Rules | None = None) -> HandValue:
    """The value of exactly five distinct cards under ``rules`` (None: standard 52-card).

    Raises ``ValueError`` for a wrong number of cards, a card given twice, or a card that is
    not in the deck the rules use (a 2 in the 32-card deck); ``TypeError`` for non-cards.

    >>> from drawpoker.engine.cards import parse_cards
    >>> v = evaluate(parse_cards("Kd Ks 9c 8h 7h"))
    >>> v.category.name, v.ranks
    ('PAIR', (13, 9, 8, 7))
    >>> evaluate(parse_cards("5h 4d 3c 2s Ah")).ranks
    (5,)
    >>> evaluate(parse_cards("Kd Ks 9c 8h 7h")) < evaluate(parse_cards("2h 2d 3c 3s 4h"))
    True
    """
    plain, flush = _STANDARD if rules is None else _tables_for(rules)
    try:
        c0, c1, c2, c3, c4 = cards
        suit = c0.suit
        total = (
            _CARD_VALUE[suit][c0.rank]
            + _CARD_VALUE[c1.suit][c1.rank]
            + _CARD_VALUE[c2.suit][c2.rank]
            + _CARD_VALUE[c3.suit][c3.rank]
            + _CARD_VALUE[c4.suit][c4.rank]
        )
        # A card given twice adds its bit twice, which carries and leaves fewer than 5 bits.
        if (total >> _CARD_BITS_AT).bit_count() != 5:
            raise ValueError
        if c1.suit is suit and c2.suit is suit and c3.suit is suit and c4.suit is suit:
            return flush[total & _COUNTS_MASK]
        return plain[total & _COUNTS_MASK]
    except (ValueError, TypeError, AttributeError, KeyError, IndexError):
        # Anything odd lands here; the slow path says exactly what is wrong.
        _raise_invalid(cards, rules)


def _raise_invalid(cards: Iterable[Card], rules: Rules | None) -> NoReturn:
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


def best_cards(cards: Iterable[Card], rules: Rules | None = None) -> list[Card]:
    """The cards that make the hand, in the order given, to highlight them at the showdown.

    All five for a straight, flush, full house or straight flush; the pair, both pairs, the
    three or the four of a kind; the highest card for a high-card hand.

    >>> from drawpoker.engine.cards import parse_cards
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
