"""A simulator's result and its 95% interval, the one way every simulator and counting script
reports it."""

from __future__ import annotations

import math
import statistics
from collections.abc import Sequence


def per_100(values: Sequence[float]) -> tuple[float, tuple[float, float]]:
    """100 times the mean of ``values`` (dollars per 100 deals or hands, from per-deal
    results) and the normal 95% interval around it (none from a single value)."""
    mean = statistics.fmean(values)
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else 0.0
    return 100 * mean, (100 * (mean - half), 100 * (mean + half))
