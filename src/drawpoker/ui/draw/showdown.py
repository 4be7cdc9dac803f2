"""How a hand shown down is laid out, and which of its cards decided the pot.

Shown hands read like a player lays them on the table: the biggest group first, then by rank
(kings full of sevens: K K K 7 7). The cards that decided a showdown are the ones compared until
the hands differed: the making cards, plus the kickers down to the one that broke the tie; in a
tie every card was compared, so all five count on both sides.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from drawpoker.engine.draw import Card, Rules, best_cards, evaluate


def shown_order(cards: Sequence[Card]) -> list[Card]:
    """Cards as a player lays them out: the biggest group first, then by rank."""
    counts = Counter(card.rank for card in cards)
    return sorted(cards, key=lambda card: (-counts[card.rank], -card.rank, card.suit))


def deciding_cards(hand: Sequence[Card], other: Sequence[Card],
                   rules: Rules | None = None) -> list[Card]:
    """The cards of ``hand`` that decided it against ``other``, in the order of ``hand``.

    >>> from drawpoker.engine.draw import parse_cards
    >>> deciding_cards(parse_cards("Ah Kh Qd Jd 9c"), parse_cards("As Ks Qc Jc 9d"))
    [Card('Ah'), Card('Kh'), Card('Qd'), Card('Jd'), Card('9c')]
    >>> deciding_cards(parse_cards("Kd Kc Ah 8s 7h"), parse_cards("Ks Kh Qd 9c 8d"))
    [Card('Kd'), Card('Kc'), Card('Ah')]
    """
    mine, theirs = evaluate(list(hand), rules), evaluate(list(other), rules)
    making = best_cards(hand, rules)
    if mine.category != theirs.category or len(making) == len(hand):
        return making
    decided = len(mine.ranks) - 1  # a tie: every rank was compared
    for index, (a, b) in enumerate(zip(mine.ranks, theirs.ranks, strict=False)):
        if a != b:
            decided = index
            break
    ranks = set(mine.ranks[:decided + 1])
    return [card for card in hand if card in making or card.rank in ranks]
