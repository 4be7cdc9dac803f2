"""Ranges as a good player pictures them: what the other hand can be, given what it did.

A final hand's *value* is its equity against the hand a sound player holds after the draw, so it
is already a percentile of that population. A distribution of values is kept as a few uniform
segments (one per strength bucket of the abstract game), which makes the usual questions cheap:
how often do I beat it, what are its top 30%, how does it stand against another range.

Before the draw a range is a weight over the *percentile* of the dealt hand (its textbook-draw
value among all dealt hands); after the draw it becomes a value distribution through the exact
transition odds of each hand bucket for the draw count that was seen. Everything comes from the
shipped strategy data (priors and transitions of the 12 dealt-hand buckets), never from cards
the player cannot see.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

from drawpoker.ai.draw.draw_policy import CLASS_DRAWS
from drawpoker.ai.draw.draws import value_histogram
from drawpoker.ai.draw.knowledge import Knowledge, knowledge_for
from drawpoker.engine.draw.rules import Rules

Segment = tuple[float, float, float]  # low value, high value, probability mass

# Quantiles (every 5%, 0% to 100%) of the dealt hand's textbook-draw value over 4,000 dealt
# hands per deck, seed 7; they turn a hand's value into its percentile among dealt hands.
# fmt: off
DEALT_QUANTILES: dict[int, tuple[float, ...]] = {
    32: (0.300, 0.338, 0.346, 0.353, 0.363, 0.367, 0.370, 0.384, 0.406, 0.413, 0.441,
         0.473, 0.507, 0.513, 0.561, 0.612, 0.622, 0.662, 0.748, 0.866, 0.989),
    52: (0.246, 0.322, 0.333, 0.342, 0.359, 0.364, 0.377, 0.394, 0.401, 0.426, 0.433,
         0.456, 0.500, 0.525, 0.573, 0.600, 0.655, 0.693, 0.784, 0.845, 0.993),
}
# fmt: on

# How often a dealt hand of each class shows each draw count (3 stands for three or more): the
# textbook draw, with the disguises a sound player mixes in.
DRAW_HABITS: dict[str, dict[int, float]] = {
    "bust": {3: 0.92, 0: 0.08},
    "draw": {1: 0.95, 0: 0.05},
    "pair": {3: 0.85, 2: 0.15},
    "two_pair": {1: 1.0},
    "trips": {2: 0.8, 1: 0.2},
    "pat": {0: 1.0},
}
assert all(set(h) <= set(CLASS_DRAWS[c]) for c, h in DRAW_HABITS.items())


@dataclass(frozen=True, slots=True)
class ValueDist:
    """A distribution of final-hand values as uniform segments."""

    segments: tuple[Segment, ...]

    @property
    def mass(self) -> float:
        return sum(m for _, _, m in self.segments)

    def normalized(self) -> ValueDist:
        total = self.mass
        if total <= 0:
            return UNIFORM
        return ValueDist(tuple((lo, hi, m / total) for lo, hi, m in self.segments if m > 0))

    def below(self, value: float) -> float:
        """Mass strictly below ``value`` (the chance ``value`` wins against it, ties aside)."""
        found = 0.0
        for lo, hi, m in self.segments:
            if value >= hi:
                found += m
            elif value > lo:
                found += m * (value - lo) / (hi - lo)
        return found

    def quantile(self, share: float) -> float:
        """The value with ``share`` of the (normalized) mass below it."""
        total = self.mass
        target = share * total
        running = 0.0
        for lo, hi, m in sorted(self.segments):
            if m > 0 and running + m >= target:
                return lo + (hi - lo) * (target - running) / m
            running += m
        return 1.0

    def cut(self, low: float, high: float) -> ValueDist:
        """The part of the distribution with values in [low, high] (not normalized)."""
        kept = []
        for lo, hi, m in self.segments:
            a, b = max(lo, low), min(hi, high)
            if b > a and hi > lo:
                kept.append((a, b, m * (b - a) / (hi - lo)))
        return ValueDist(tuple(kept))

    def top(self, share: float) -> ValueDist:
        """The best ``share`` of it, normalized."""
        share = min(max(share, 1e-6), 1.0)
        return self.cut(self.normalized().quantile(1 - share), 1.0).normalized()

    def bottom(self, share: float) -> ValueDist:
        share = min(max(share, 1e-6), 1.0)
        return self.cut(0.0, self.normalized().quantile(share)).normalized()

    def scaled(self, factor: float) -> ValueDist:
        return ValueDist(tuple((lo, hi, m * factor) for lo, hi, m in self.segments))

    def plus(self, other: ValueDist) -> ValueDist:
        return ValueDist(self.segments + other.segments)

    def against(self, other: ValueDist) -> float:
        """Chance that a hand from this distribution beats one from ``other`` (both normalized)."""
        me, them = self.normalized(), other.normalized()
        won = 0.0
        for lo, hi, m in me.segments:
            # four points per segment are plenty for segments this narrow
            for k in range(4):
                won += m / 4 * them.below(lo + (hi - lo) * (k + 0.5) / 4)
        return won


UNIFORM = ValueDist(((0.0, 1.0, 1.0),))


def mixture(parts: Sequence[tuple[float, ValueDist]]) -> ValueDist:
    """Weighted mixture of normalized distributions."""
    segments: list[Segment] = []
    for weight, dist in parts:
        if weight > 0:
            segments.extend(dist.normalized().scaled(weight).segments)
    return ValueDist(tuple(segments)).normalized()


# A range before the draw: (low percentile, high percentile, weight) pieces over dealt hands.
Range = tuple[tuple[float, float, float], ...]
EVERY_HAND: Range = ((0.0, 1.0, 1.0),)


class RangeModel:
    """Ranges and equities for one rule set."""

    def __init__(self, knowledge: Knowledge) -> None:
        self.knowledge = knowledge
        raw = knowledge.data.raw
        self.edges = list(knowledge.data.strength_edges)
        self.bounds = [0.0, *self.edges, 1.0]
        names: list[str] = knowledge.data.bucket_names
        prior: list[float] = list(raw["prior"])
        total = sum(prior)
        self.prior = [p / total for p in prior]
        self.classes = [name.split(".")[0] for name in names]
        self.transition: list[dict[int, list[float]]] = [
            {int(d): list(row) for d, row in t.items()} for t in raw["transition"]
        ]
        mids = [(a + b) / 2 for a, b in zip(self.bounds, self.bounds[1:], strict=False)]
        self.mean_value = []
        for bucket, name in enumerate(self.classes):
            textbook = CLASS_DRAWS[name][0]
            row = self.transition[bucket].get(textbook, [])
            self.mean_value.append(sum(p * m for p, m in zip(row, mids, strict=False)))
        # each bucket's interval of dealt-hand percentiles, weakest bucket first
        order = sorted(range(len(names)), key=lambda b: self.mean_value[b])
        self.interval: dict[int, tuple[float, float]] = {}
        running = 0.0
        for bucket in order:
            self.interval[bucket] = (running, running + self.prior[bucket])
            running += self.prior[bucket]
        quantiles = DEALT_QUANTILES.get(knowledge.rules.deck_size, ())
        self.quantiles = quantiles or tuple(sorted(self.mean_value))

    # ---- before the draw

    def percentile(self, dealt_value: float) -> float:
        """Share of dealt hands whose textbook-draw value is below this one."""
        q = self.quantiles
        if dealt_value <= q[0]:
            return 0.0
        if dealt_value >= q[-1]:
            return 1.0
        i = bisect_right(q, dealt_value)
        lo, hi = q[i - 1], q[i]
        frac = (dealt_value - lo) / (hi - lo) if hi > lo else 0.5
        return (i - 1 + frac) / (len(q) - 1)

    def bucket_weights(self, dealt: Range) -> list[float]:
        weights = []
        for bucket, prior in enumerate(self.prior):
            lo, hi = self.interval[bucket]
            covered = 0.0
            for a, b, w in dealt:
                overlap = min(hi, b) - max(lo, a)
                if overlap > 0:
                    covered += overlap * w
            weights.append(prior * covered / (hi - lo) if hi > lo else 0.0)
        return weights

    def after_draw(self, dealt: Range, drew: int | None) -> ValueDist:
        """Final values of a player holding ``dealt`` before the draw who drew ``drew`` cards
        (None: not yet drawn, every habit counted)."""
        weights = self.bucket_weights(dealt)
        hist = [0.0] * len(self.bounds[1:])
        for bucket, weight in enumerate(weights):
            if weight <= 0:
                continue
            habits = DRAW_HABITS[self.classes[bucket]]
            for count, share in habits.items():
                if drew is not None and count != min(drew, 3):
                    continue
                row = self.transition[bucket].get(count)
                if row:
                    for j, p in enumerate(row):
                        hist[j] += weight * share * p
        if sum(hist) <= 0:
            if drew is not None:
                return self.after_draw(dealt, None)
            return UNIFORM
        return self.from_histogram(hist)

    def from_histogram(self, hist: Sequence[float]) -> ValueDist:
        return ValueDist(
            tuple((self.bounds[j], self.bounds[j + 1], p) for j, p in enumerate(hist) if p > 0)
        ).normalized()

    def my_draw(self, hand: tuple[int, ...], keep: tuple[int, ...]) -> ValueDist:
        """Exact distribution of my final value after keeping ``keep``."""
        hist = value_histogram(hand, keep, self.knowledge.key, self.knowledge.scale, self.edges)
        return self.from_histogram(hist)


@cache
def range_model(rules: Rules) -> RangeModel:
    return RangeModel(knowledge_for(rules))


def top_range(share: float, rest: float = 0.0) -> Range:
    """The best ``share`` of dealt hands at full weight, the others at weight ``rest``."""
    cut = 1.0 - min(max(share, 0.0), 1.0)
    return ((0.0, cut, rest), (cut, 1.0, 1.0))
