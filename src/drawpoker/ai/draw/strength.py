"""How good a final hand is, as one number in [0, 1]: its showdown equity against a reference hand.

``value = P(reference < hand) + P(reference == hand) / 2``. Two references are used:

- *dealt*: a random five-card hand, exact by counting suits over every rank multiset; used only to
  bootstrap the draw policy in the training script;
- *final*: the hand a sound player holds after the draw, as measured by the training script and
  shipped in the strategy data file. This is the scale the opponents play by: draws are chosen to
  maximise its expectation, and the strength buckets of the abstract game are its quantiles.
"""

from __future__ import annotations

from collections.abc import Iterable

from drawpoker.ai.draw.draws import ValueScale
from drawpoker.ai.draw.hands import HandTable


def dealt_weights(table: HandTable) -> dict[int, float]:
    """Exact number of five-card hands of each strength value (suits counted in closed form)."""
    from math import comb

    from drawpoker.ai.draw.hands import PRIMES

    inverse = {prime: rank for rank, prime in PRIMES.items()}
    weights: dict[int, float] = {}
    for product, strength in table.plain.items():
        counts: dict[int, int] = {}
        rest = product
        for prime, rank in inverse.items():
            while rest % prime == 0:
                counts[rank] = counts.get(rank, 0) + 1
                rest //= prime
        ways = 1
        for count in counts.values():
            ways *= comb(4, count)
        if len(counts) == 5:
            ways -= 4  # the four one-suit versions are counted under ``suited``
        weights[strength] = weights.get(strength, 0.0) + ways
    for strength in table.suited.values():
        weights[strength] = weights.get(strength, 0.0) + 4
    return weights


def equity_function(weights: Iterable[tuple[int, float]]) -> dict[int, float]:
    """Map each strength in ``weights`` to P(below) + P(equal) / 2."""
    items = sorted(weights)
    total = sum(weight for _, weight in items)
    below = 0.0
    result: dict[int, float] = {}
    for strength, weight in items:
        result[strength] = (below + weight / 2) / total
        below += weight
    return result


def scale_from_weights(table: HandTable, weights: dict[int, float]) -> ValueScale:
    """A value scale against the reference distribution ``weights`` (strength -> weight).

    Strengths absent from the reference get the value of the nearest one below (they never occur
    in it, so ``P(equal)`` is zero for them).
    """
    cumulative = equity_function(weights.items())
    ordered = sorted(cumulative)
    total = sum(weights.values())
    below_mass: dict[int, float] = {}
    running = 0.0
    for strength in ordered:
        running += weights[strength]
        below_mass[strength] = running / total

    from bisect import bisect_left

    def value(strength: int) -> float:
        if strength in cumulative:
            return cumulative[strength]
        index = bisect_left(ordered, strength)
        return below_mass[ordered[index - 1]] if index else 0.0

    return ValueScale(table, value)


def dealt_scale(table: HandTable) -> ValueScale:
    return scale_from_weights(table, dealt_weights(table))
