"""Which cards to keep: the kept set with the best expected final value, for the deck in use.

Results are cached per hand up to suit relabelling (a pair of kings with three spades is the same
problem whatever the suits), so a level's draw costs a dictionary lookup after the first time.
The module also sorts a hand into the *hand classes* of the abstract game and knows each class's
draw menu (the textbook draw, a kept kicker, standing pat), which ``hard`` chooses from.
"""

from __future__ import annotations

from dataclasses import dataclass

from drawpoker.ai.draw.draws import ValueScale, candidate_keeps, expected_value
from drawpoker.ai.draw.hands import PAIR, STRAIGHT, TRIPS, TWO_PAIR, RuleKey, rank_of, suit_of

CLASSES = ("bust", "draw", "pair", "two_pair", "trips", "pat")
# The draw counts each class may show (3 stands for three or more), the textbook one first.
CLASS_DRAWS: dict[str, tuple[int, ...]] = {
    "bust": (3, 0),
    "draw": (1, 0),
    "pair": (3, 2),
    "two_pair": (1,),
    "trips": (2, 1),
    "pat": (0,),
}

_CACHE_LIMIT = 200_000


@dataclass(frozen=True, slots=True)
class HandClass:
    """A dealt hand as the abstract game sees it before the draw."""

    name: str
    value: float  # expected final value of the textbook draw for this class
    keeps: dict[int, tuple[int, ...]]  # abstract draw count -> card codes kept


def _canonical(hand: tuple[int, ...]) -> tuple[tuple[int, ...], list[int]]:
    """The hand with suits relabelled in a fixed order, and the map canonical suit -> real suit."""
    by_suit: list[list[int]] = [[], [], [], []]
    for code in hand:
        by_suit[suit_of(code)].append(rank_of(code))
    order = sorted(
        range(4), key=lambda s: (len(by_suit[s]), sorted(by_suit[s], reverse=True)), reverse=True
    )
    to_canon = {real: canon for canon, real in enumerate(order)}
    canon = tuple(sorted(((rank_of(c) - 2) * 4 + to_canon[suit_of(c)]) for c in hand))
    return canon, order


def _decanon(codes: tuple[int, ...], order: list[int]) -> tuple[int, ...]:
    return tuple((code & ~3) | order[code & 3] for code in codes)


def squared(scale: ValueScale) -> ValueScale:
    """The draw utility: equity squared.

    Equity alone treats every showdown as the same size; but strong final hands win bigger pots
    (they are bet and raised in the second round), so a draw that sometimes makes a strong hand
    is worth more than its equity says. Squaring is the simplest convex utility with that effect;
    it turns the 32-card deck's open-ended straight draw (29.6%) into a draw worth making and
    keeps the lowest pair over two high cards, as the books do.
    """
    out = ValueScale(scale.table, lambda strength: 0.0)
    out.plain = {p: v * v for p, v in scale.plain.items()}
    out.suited = {p: v * v for p, v in scale.suited.items()}
    return out


class DrawAdvisor:
    """Best draws by exact expectation of the draw utility; values reported as equity."""

    def __init__(self, key: RuleKey, scale: ValueScale, utility: ValueScale | None = None) -> None:
        self.key = key
        self.scale = scale
        self.utility = utility if utility is not None else squared(scale)
        self.table = scale.table
        self._options: dict[tuple[int, ...], list[tuple[float, tuple[int, ...]]]] = {}
        self._classes: dict[tuple[int, ...], HandClass] = {}

    def options(self, hand: tuple[int, ...]) -> list[tuple[float, tuple[int, ...]]]:
        """Every candidate kept set with its expected draw utility, best first."""
        canon, order = _canonical(hand)
        found = self._options.get(canon)
        if found is None:
            found = sorted(
                (
                    (expected_value(canon, keep, self.key, self.utility), keep)
                    for keep in candidate_keeps(canon)
                ),
                key=lambda item: (-item[0], -len(item[1])),
            )
            if len(self._options) > _CACHE_LIMIT:
                self._options.clear()
            self._options[canon] = found
        return [(ev, _decanon(keep, order)) for ev, keep in found]

    def best(self, hand: tuple[int, ...]) -> tuple[float, tuple[int, ...]]:
        """The textbook draw: (expected draw utility, cards kept)."""
        return self.options(hand)[0]

    def hand_class(self, hand: tuple[int, ...]) -> HandClass:
        canon, order = _canonical(hand)
        found = self._classes.get(canon)
        if found is None:
            found = self._classify(canon)
            if len(self._classes) > _CACHE_LIMIT:
                self._classes.clear()
            self._classes[canon] = found
        return HandClass(
            found.name, found.value, {d: _decanon(k, order) for d, k in found.keeps.items()}
        )

    def _classify(self, hand: tuple[int, ...]) -> HandClass:
        category = self.table.category_of(self.table.strength(hand))
        cards = sorted(hand, key=lambda c: (rank_of(c), suit_of(c)), reverse=True)
        counts: dict[int, int] = {}
        for code in cards:
            counts[rank_of(code)] = counts.get(rank_of(code), 0) + 1
        options = self.options(hand)
        if category >= STRAIGHT:
            return HandClass("pat", self.scale.of_hand(hand), {0: tuple(cards)})
        if category == TRIPS:
            trips = tuple(c for c in cards if counts[rank_of(c)] == 3)
            kicker = trips + tuple(c for c in cards if counts[rank_of(c)] == 1)[:1]
            return HandClass("trips", self._ev(hand, trips), {2: trips, 1: kicker})
        if category == TWO_PAIR:
            pairs = tuple(c for c in cards if counts[rank_of(c)] == 2)
            return HandClass("two_pair", self._ev(hand, pairs), {1: pairs})
        draws = [
            (ev, keep)
            for ev, keep in options
            if len(keep) == 4 and len({rank_of(c) for c in keep}) == 4
        ]
        if draws and draws[0][0] >= options[0][0] - 1e-12:
            return HandClass("draw", self._ev(hand, draws[0][1]), {1: draws[0][1], 0: tuple(cards)})
        if category == PAIR:
            pair = tuple(c for c in cards if counts[rank_of(c)] == 2)
            kicker = pair + tuple(c for c in cards if counts[rank_of(c)] == 1)[:1]
            return HandClass("pair", self._ev(hand, pair), {3: pair, 2: kicker})
        small = [keep for _, keep in options if len(keep) <= 2]
        return HandClass("bust", self._ev(hand, small[0]), {3: small[0], 0: tuple(cards)})

    def _ev(self, hand: tuple[int, ...], keep: tuple[int, ...]) -> float:
        return expected_value(hand, keep, self.key, self.scale)
