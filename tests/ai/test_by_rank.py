"""``hard`` plays a bucket's solved odds by the hand's place in the bucket (``by_rank``)."""

from __future__ import annotations

import random

import pytest

from drawpoker.ai.draw.abstraction import CHECK, FOLD, HALF, MAX, POT
from drawpoker.ai.draw.hard import by_rank

EDGES = [0.1, 0.2, 0.3, 0.4, 0.5, 0.58, 0.65, 0.72, 0.78, 0.83, 0.87, 0.91, 0.94, 0.965, 0.985]


def _frequencies(moves: list[str], odds: list[float], low: float, high: float) -> dict[str, float]:
    rng = random.Random(3)
    picks = [
        by_rank(moves, odds, EDGES, rng.uniform(low, high), rng.random()) for _ in range(20000)
    ]
    return {m: picks.count(m) / len(picks) for m in moves}


@pytest.mark.parametrize(("low", "high"), [(0.0, 0.1), (0.3, 0.4), (0.65, 0.72), (0.985, 1.0)])
def test_the_bucket_odds_are_kept(low: float, high: float) -> None:
    moves = [FOLD, CHECK, POT, MAX]
    odds = [0.3, 0.5, 0.15, 0.05]
    seen = _frequencies(moves, odds, low, high)
    for move, share in zip(moves, odds, strict=True):
        assert seen[move] == pytest.approx(share, abs=0.02)


def test_a_strong_bucket_calls_and_raises_with_its_best_hands() -> None:
    moves = [FOLD, CHECK, MAX]
    odds = [0.4, 0.4, 0.2]
    # bucket 0.78 to 0.83: the bottom of it folds, the top raises
    assert by_rank(moves, odds, EDGES, 0.781, 0.9) == FOLD
    assert by_rank(moves, odds, EDGES, 0.829, 0.9) == MAX
    assert by_rank(moves, odds, EDGES, 0.805, 0.9) == CHECK
    # one decision in five is played at a random place instead
    assert by_rank(moves, odds, EDGES, 0.829, 0.01) == FOLD


def test_a_weak_bucket_bluffs_with_its_worst_hands_and_shows_down_the_rest() -> None:
    moves = [CHECK, HALF, POT]
    odds = [0.7, 0.2, 0.1]
    # bucket 0.2 to 0.3, first to act after the draw: bluffs come from the bottom
    assert by_rank(moves, odds, EDGES, 0.2001, 0.5) == HALF
    assert by_rank(moves, odds, EDGES, 0.2999, 0.5) == CHECK


def test_a_move_with_no_odds_is_never_chosen() -> None:
    moves = [FOLD, CHECK, MAX]
    odds = [0.0, 1.0, 0.0]
    rng = random.Random(1)
    for _ in range(500):
        assert by_rank(moves, odds, EDGES, rng.random(), rng.random()) == CHECK
