"""Exact draw arithmetic: what a kept set of cards becomes, counted over every possible draw.

Instead of dealing out every draw (16,215 for three cards from 47) we walk the multisets of
drawn ranks (455 for three ranks of 13), count the suit combinations of each in closed form and
set aside the ones that make a flush. The counts are exact integers, so the tests can compare
them with brute force and with the textbook figures (an open-ended straight draw hits 8 in 27
with 32 cards, 8 in 47 with 52).

The five cards in hand are all dead for the draw: the discards do not go back into the stock.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import cache
from itertools import combinations, combinations_with_replacement
from math import comb

from drawpoker.ai.draw.hands import PRIMES, HandTable, RuleKey, hand_table, rank_of, suit_of

COMB = [[comb(n, k) for k in range(6)] for n in range(5)]


@cache
def _multisets(
    ranks: tuple[int, ...], size: int
) -> tuple[tuple[int, tuple[tuple[int, int], ...]], ...]:
    """Every multiset of ``size`` ranks (at most four of a rank).

    Each as (prime product, ((rank, count), ...)).
    """
    found = []
    for multiset in combinations_with_replacement(ranks, size):
        counts: dict[int, int] = {}
        for rank in multiset:
            counts[rank] = counts.get(rank, 0) + 1
        if max(counts.values(), default=0) > 4:
            continue
        product = 1
        for rank in multiset:
            product *= PRIMES[rank]
        found.append((product, tuple(sorted(counts.items()))))
    return tuple(found)


@dataclass(frozen=True, slots=True)
class DrawTerm:
    """One outcome class of a draw: the final rank product and how many draws give it."""

    product: int
    plain_ways: int
    suited_ways: int


def draw_terms(hand: tuple[int, ...], keep: tuple[int, ...], key: RuleKey) -> Iterator[DrawTerm]:
    """Every final hand (as rank product) reachable by keeping ``keep`` from ``hand``, with counts.

    ``hand`` and ``keep`` are card codes; the total of all ways is C(stub, 5 - len(keep)).
    """
    need = 5 - len(keep)
    avail = {rank: 4 for rank in key.ranks}
    for code in hand:
        avail[rank_of(code)] -= 1
    kept_product = 1
    for code in keep:
        kept_product *= PRIMES[rank_of(code)]
    if need == 0:
        suits = {suit_of(code) for code in keep}
        yield DrawTerm(kept_product, int(len(suits) != 1), int(len(suits) == 1))
        return
    in_hand = set(hand)
    kept_ranks = {rank_of(code) for code in keep}
    keep_suits = {suit_of(code) for code in keep}
    flush_suits: list[int] = []
    if len(kept_ranks) == len(keep) and len(keep_suits) <= 1:
        flush_suits = list(keep_suits) if keep_suits else [0, 1, 2, 3]
    # for each flush suit, which ranks of that suit are still in the stock
    open_in_suit = [
        {
            rank
            for rank in key.ranks
            if rank not in kept_ranks and (rank - 2) * 4 + suit not in in_hand
        }
        for suit in flush_suits
    ]
    for product, counts in _multisets(key.ranks, need):
        ways = 1
        for rank, count in counts:
            ways *= COMB[avail[rank]][count]
            if not ways:
                break
        if not ways:
            continue
        suited = 0
        if open_in_suit and len(counts) == need:
            for open_ranks in open_in_suit:
                if all(rank in open_ranks for rank, _ in counts):
                    suited += 1
        yield DrawTerm(kept_product * product, ways - suited, suited)


def category_counts(
    hand: tuple[int, ...], keep: tuple[int, ...], key: RuleKey
) -> tuple[dict[int, int], int]:
    """Exact number of draws ending in each category, and the number of possible draws."""
    table = hand_table(key)
    counts: dict[int, int] = {}
    total = 0
    for term in draw_terms(hand, keep, key):
        if term.plain_ways:
            category = table.category_of(table.plain[term.product])
            counts[category] = counts.get(category, 0) + term.plain_ways
        if term.suited_ways:
            category = table.category_of(table.suited[term.product])
            counts[category] = counts.get(category, 0) + term.suited_ways
        total += term.plain_ways + term.suited_ways
    return counts, total


class ValueScale:
    """A value in [0, 1] for every final hand, as rank-product lookups (plain and suited)."""

    def __init__(self, table: HandTable, value_of_strength: Callable[[int], float]) -> None:
        self.table = table
        self.plain = {p: value_of_strength(s) for p, s in table.plain.items()}
        self.suited = {p: value_of_strength(s) for p, s in table.suited.items()}
        # sum of ways * plain value over every drawn rank multiset, per (kept ranks, hand ranks):
        # it depends on ranks only, so it is shared by every suit pattern of the hand
        self._rank_sums: dict[tuple[int, int], tuple[float, int]] = {}

    def of_hand(self, codes: tuple[int, ...] | list[int]) -> float:
        return _lookup(self.plain, self.suited, codes)


def _lookup(
    plain: dict[int, float], suited: dict[int, float], codes: tuple[int, ...] | list[int]
) -> float:
    product = 1
    suits = 0
    for code in codes:
        product *= PRIMES[(code >> 2) + 2]
        suits |= 1 << (code & 3)
    return suited[product] if suits & (suits - 1) == 0 else plain[product]


def _rank_sum(
    hand: tuple[int, ...], keep: tuple[int, ...], key: RuleKey, scale: ValueScale
) -> tuple[float, int]:
    """Sum over every draw of the plain value (as if no flush were possible), and the draw count."""
    kept_product = 1
    for code in keep:
        kept_product *= PRIMES[(code >> 2) + 2]
    hand_product = 1
    for code in hand:
        hand_product *= PRIMES[(code >> 2) + 2]
    cache_key = (kept_product, hand_product)
    found = scale._rank_sums.get(cache_key)
    if found is not None:
        return found
    avail = dict.fromkeys(key.ranks, 4)
    for code in hand:
        avail[(code >> 2) + 2] -= 1
    plain = scale.plain
    value = 0.0
    total = 0
    for product, counts in _multisets(key.ranks, 5 - len(keep)):
        ways = 1
        for rank, count in counts:
            ways *= COMB[avail[rank]][count]
        if ways:
            value += ways * plain[kept_product * product]
            total += ways
    if len(scale._rank_sums) > 500_000:
        scale._rank_sums.clear()
    scale._rank_sums[cache_key] = (value, total)
    return value, total


def expected_value(
    hand: tuple[int, ...], keep: tuple[int, ...], key: RuleKey, scale: ValueScale
) -> float:
    """Average final value over every draw after keeping ``keep`` (exact)."""
    if len(keep) == 5:
        return scale.of_hand(keep)
    value, total = _rank_sum(hand, keep, key, scale)
    # correct the draws that end all in one suit: flush value instead of plain value
    kept_ranks = {(code >> 2) + 2 for code in keep}
    keep_suits = {code & 3 for code in keep}
    if len(kept_ranks) == len(keep) and len(keep_suits) <= 1:
        in_hand = set(hand)
        kept_product = 1
        for rank in kept_ranks:
            kept_product *= PRIMES[rank]
        need = 5 - len(keep)
        plain, suited = scale.plain, scale.suited
        for suit in keep_suits or (0, 1, 2, 3):
            open_ranks = [
                PRIMES[rank]
                for rank in key.ranks
                if rank not in kept_ranks and (rank - 2) * 4 + suit not in in_hand
            ]
            for combo in combinations(open_ranks, need):
                product = kept_product
                for prime in combo:
                    product *= prime
                value += suited[product] - plain[product]
    return value / total


def value_histogram(
    hand: tuple[int, ...],
    keep: tuple[int, ...],
    key: RuleKey,
    scale: ValueScale,
    edges: list[float],
) -> list[float]:
    """Probability that the final value falls in each bucket (``edges`` are upper bounds)."""
    hist = [0.0] * (len(edges) + 1)
    if len(keep) == 5:
        hist[bisect_right(edges, scale.of_hand(keep))] = 1.0
        return hist
    avail = dict.fromkeys(key.ranks, 4)
    for code in hand:
        avail[(code >> 2) + 2] -= 1
    kept_ranks = {(code >> 2) + 2 for code in keep}
    kept_product = 1
    for code in keep:
        kept_product *= PRIMES[(code >> 2) + 2]
    total = 0
    plain, suited = scale.plain, scale.suited
    for product, counts in _multisets(key.ranks, 5 - len(keep)):
        ways = 1
        for rank, count in counts:
            ways *= COMB[avail[rank]][count]
        if ways:
            hist[bisect_right(edges, plain[kept_product * product])] += ways
            total += ways
    keep_suits = {code & 3 for code in keep}
    if len(kept_ranks) == len(keep) and len(keep_suits) <= 1:
        in_hand = set(hand)
        for suit in keep_suits or (0, 1, 2, 3):
            open_ranks = [
                PRIMES[rank]
                for rank in key.ranks
                if rank not in kept_ranks and (rank - 2) * 4 + suit not in in_hand
            ]
            for combo in combinations(open_ranks, 5 - len(keep)):
                product = kept_product
                for prime in combo:
                    product *= prime
                hist[bisect_right(edges, plain[product])] -= 1
                hist[bisect_right(edges, suited[product])] += 1
    return [h / total for h in hist]


def candidate_keeps(hand: tuple[int, ...]) -> list[tuple[int, ...]]:
    """The kept sets worth weighing: everything a sound player might keep, never five discards.

    Keeping one card is weighed only for the highest card; keeping two only for pairs, suited or
    close cards, or two high cards. All other sets are dominated in practice and cost time.
    """
    cards = sorted(hand, key=lambda c: (rank_of(c), suit_of(c)), reverse=True)
    keeps: list[tuple[int, ...]] = [tuple(cards), (cards[0],)]
    for size in (4, 3):
        keeps.extend(combinations(cards, size))
    for pair in combinations(cards, 2):
        a, b = rank_of(pair[0]), rank_of(pair[1])
        if a == b or suit_of(pair[0]) == suit_of(pair[1]) or abs(a - b) <= 4 or min(a, b) >= 11:
            keeps.append(pair)
    return keeps
