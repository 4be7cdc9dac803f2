"""Pre-flop knowledge from the generated table ``data/preflop_equity.json`` (see
`make_preflop`): each starting-hand class's equity against 1..5 random hands, and an order of
the 169 classes from best to worst that the range model cuts ("the top 15%").
"""

from __future__ import annotations

import json
from functools import cache
from importlib import resources

from drawpoker.ai.holdem.hands import CLASS_LABELS, COMBO_CLASS, Combo, combos_of_class

MAX_OPPONENTS = 5


@cache
def _table() -> dict[int, tuple[float, ...]]:
    text = (resources.files("drawpoker.ai.holdem") / "data" / "preflop_equity.json").read_text(
        encoding="utf-8"
    )
    data = json.loads(text)
    if data.get("classes") != list(CLASS_LABELS):
        raise ValueError("preflop_equity.json does not list the 169 classes in the known order")
    table = {int(k): tuple(float(x) for x in row) for k, row in data["equity"].items()}
    if sorted(table) != list(range(1, MAX_OPPONENTS + 1)) or any(
        len(row) != len(CLASS_LABELS) for row in table.values()
    ):
        raise ValueError("preflop_equity.json must give 169 equities for 1 to 5 opponents")
    return table


def preflop_equity(hole: Combo, opponents: int) -> float:
    """Equity of ``hole`` against ``opponents`` random hands (clamped to 1..5)."""
    row = _table()[min(max(opponents, 1), MAX_OPPONENTS)]
    return row[COMBO_CLASS[hole]]


@cache
def class_order() -> tuple[int, ...]:
    """Class numbers from the best to the worst: by the mean of the equity against one and
    against three random hands (so both big cards and hands that play well multi-way rank)."""
    table = _table()
    score = [(table[1][i] + table[3][i] * 2) / 2 for i in range(len(CLASS_LABELS))]
    return tuple(sorted(range(len(CLASS_LABELS)), key=lambda i: -score[i]))


@cache
def class_rank() -> tuple[float, ...]:
    """Per class: the share of all 1326 combinations in better classes, plus half its own
    (0 for aces, near 1 for the worst hands)."""
    ranks = [0.0] * len(CLASS_LABELS)
    above = 0
    for index in class_order():
        size = len(combos_of_class(index))
        ranks[index] = (above + size / 2) / 1326
        above += size
    return tuple(ranks)


def preflop_rank(hole: Combo) -> float:
    """0 for the best starting hands, 1 for the worst."""
    return class_rank()[COMBO_CLASS[hole]]
