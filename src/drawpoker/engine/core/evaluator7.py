"""The best five of five, six or seven cards (hold'em), by table lookup, 52-card deck.

Built on the five-card tables of `evaluator`, so hold'em and draw rank every hand the same way.
Each card adds a fixed weight to two sums: one counting its rank (3 bits per rank, as in
`evaluator`) and one counting its suit (4 bits per suit). Five or more cards of one suit leave
no room for a full house or four of a kind among seven cards, so a hand with a flush is worth
the best five cards of that suit (table FLUSH); any other hand is worth its best five ranks
(table PLAIN). Both tables are filled on the first evaluation (a few tenths of a second;
importing costs nothing, so the game starts as fast as before), each hand taking the best value
of the hands one card smaller.

The fast path for Monte Carlo loops is `evaluate_indices` (card numbers 0..51, `Card.index`):
no hashing of `Card` objects, one list lookup per card.
"""

from __future__ import annotations

import threading
from collections.abc import Iterable, Sequence
from itertools import combinations
from typing import NoReturn

from drawpoker.engine.core.cards import SUIT_CHARS, Card
from drawpoker.engine.core.evaluator import _WEIGHT, _tables, best_cards
from drawpoker.engine.core.hand_value import HandValue

__all__ = ["best_five", "evaluate7", "evaluate_indices", "value_key_indices"]

_SUIT_WEIGHT = (1, 1 << 4, 1 << 8, 1 << 12)
# Adding 3 to each 4-bit suit count sets that field's top bit exactly when the count is >= 5.
_PLUS3 = 0x3333
_TOP_BITS = 0x8888


def _extend(smaller: dict[int, HandValue], most: int) -> dict[int, HandValue]:
    """The values of hands one card bigger: each is the best of the hands it contains less one
    card, so every key of ``smaller`` passes its value on to the keys one rank above it.
    ``most``: how many cards of one rank a hand may hold (4; 1 for the cards of one suit)."""
    bigger: dict[int, HandValue] = {}
    for key, value in smaller.items():
        for rank in range(2, 15):
            if (key >> (3 * rank)) & 7 < most:
                wider = key + _WEIGHT[rank]
                known = bigger.get(wider)
                if known is None or value.key > known.key:
                    bigger[wider] = value
    return bigger


def _build() -> None:
    """Fill the tables (once, on the first evaluation: importing stays free)."""
    with _BUILDING:
        if _PLAIN:
            return
        plain5, flush5 = _tables(52, False, False)
        plain6, flush6 = _extend(plain5, 4), _extend(flush5, 1)
        flush = {**flush5, **flush6, **_extend(flush6, 1)}
        plain = {**plain5, **plain6, **_extend(plain6, 4)}
        _FLUSH.update(flush)
        _PLAIN.update(plain)  # last: a non-empty _PLAIN means both are ready


_PLAIN: dict[int, HandValue] = {}
_FLUSH: dict[int, HandValue] = {}
_BUILDING = threading.Lock()

# Per card number 0..51 (rank-major, as Card.index): rank weight, suit weight, suit, bit.
_RANK_W: tuple[int, ...] = tuple(_WEIGHT[index // 4 + 2] for index in range(52))
_SUIT_W: tuple[int, ...] = tuple(_SUIT_WEIGHT[index % 4] for index in range(52))
_SUIT_OF: tuple[int, ...] = tuple(index % 4 for index in range(52))
# For `evaluate7`, all three in one int per card: suit weight (bits 0..15), rank weight (16..63),
# a bit of its own (64..115). Fields never carry into each other: seven cards fit in each.
_RANKS_SHIFT = 16
_CARDS_SHIFT = 64
_SUITS_MASK = (1 << _RANKS_SHIFT) - 1
_RANKS_MASK = (1 << (_CARDS_SHIFT - _RANKS_SHIFT)) - 1
_PACKED: tuple[int, ...] = tuple(
    _SUIT_W[index] | _RANK_W[index] << _RANKS_SHIFT | 1 << (_CARDS_SHIFT + index)
    for index in range(52)
)
_CARD_OF: tuple[Card, ...] = tuple(
    Card(rank, suit) for rank in range(2, 15) for suit in SUIT_CHARS
)  # in Card.index order


def evaluate_indices(indices: Sequence[int]) -> HandValue:
    """The best five of 5..7 distinct card numbers (0..51, `Card.index`).

    Duplicates are not checked here (the caller deals from one deck); use `evaluate7` for
    cards that come from outside.

    >>> from drawpoker.engine.core.cards import parse_cards
    >>> evaluate_indices([c.index for c in parse_cards("As Ks Qs Js Ts 2d 2c")]).category.name
    'STRAIGHT_FLUSH'
    """
    key = 0
    suits = 0
    for index in indices:
        key += _RANK_W[index]
        suits += _SUIT_W[index]
    over = (suits + _PLUS3) & _TOP_BITS
    if over:
        suit = (over.bit_length() - 4) // 4
        key = 0
        for index in indices:
            if _SUIT_OF[index] == suit:
                key += _RANK_W[index]
        table = _FLUSH
    else:
        table = _PLAIN
    try:
        return table[key]
    except KeyError:
        if _PLAIN:
            raise
    _build()
    return table[key]


def value_key_indices(indices: Sequence[int]) -> int:
    """`evaluate_indices(indices).key`: one int to compare, for equity loops."""
    return evaluate_indices(indices).key


def evaluate7(cards: Iterable[Card]) -> HandValue:
    """The value of the best five of 5, 6 or 7 distinct cards of the 52-card deck.

    Raises ``ValueError`` for a wrong number of cards or a card given twice, ``TypeError``
    for something that is not a card.

    >>> from drawpoker.engine.core.cards import parse_cards
    >>> v = evaluate7(parse_cards("Kd Ks 9c 8h 7h 2c 3d"))
    >>> v.category.name, v.ranks
    ('PAIR', (13, 9, 8, 7))
    >>> evaluate7(parse_cards("Ah 5d 4c 3s 2h Kh Kc")).category.name
    'STRAIGHT'
    """
    hand = cards if type(cards) is list else list(cards)
    # `evaluate_indices` written out over the cards, with the checks folded into its loop: one
    # addition per card sums the suit counts, the rank counts and a bit per card (a card given
    # twice carries into the next bit, so fewer bits are set than cards were given).
    # `Card.index` is a stored slot: no hashing of cards. Anything odd leaves for the slow path.
    try:
        total = 0
        for card in hand:
            total += _PACKED[card.index]
        count = len(hand)
        if 5 <= count <= 7 and (total >> _CARDS_SHIFT).bit_count() == count:
            if not ((total & _SUITS_MASK) + _PLUS3) & _TOP_BITS:
                try:
                    return _PLAIN[(total >> _RANKS_SHIFT) & _RANKS_MASK]
                except KeyError:
                    pass  # tables not built yet
            return evaluate_indices([card.index for card in hand])  # a flush, or the first call
    except (AttributeError, TypeError, IndexError):
        pass
    _raise_invalid(hand)


def _raise_invalid(hand: list[object]) -> NoReturn:
    for card in hand:
        if not isinstance(card, Card):
            raise TypeError(f"a hold'em hand is 5 to 7 Card values, got {card!r} in {hand!r}")
    if not 5 <= len(hand) <= 7:
        raise ValueError(f"a hold'em hand is 5 to 7 cards, got {len(hand)}")
    raise ValueError(f"a card appears twice in {' '.join(map(str, hand))}")


def best_five(cards: Iterable[Card]) -> tuple[list[Card], list[Card]]:
    """The five cards that make the best hand (in the order given) and, among them, the cards
    to highlight at the showdown (as `evaluator.best_cards` does for draw).

    >>> from drawpoker.engine.core.cards import parse_cards
    >>> five, making = best_five(parse_cards("Kd 2c Ks 9c 8h 7h 3d"))
    >>> " ".join(map(str, five)), " ".join(map(str, making))
    ('Kd Ks 9c 8h 7h', 'Kd Ks')
    """
    hand = list(cards)
    target = evaluate7(hand)
    for five in combinations(hand, 5):
        if evaluate_indices([card.index for card in five]) == target:
            chosen = list(five)
            return chosen, best_cards(chosen)
    raise AssertionError("no five cards make the hand's value")  # pragma: no cover


def card_of_index(index: int) -> Card:
    """The card with number ``index`` (0..51), the inverse of `Card.index`."""
    return _CARD_OF[index]
