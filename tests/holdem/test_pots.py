"""Side pots and split pots (engine/pots.py)."""

from __future__ import annotations

from itertools import pairwise

import pytest
from hypothesis import given
from hypothesis import strategies as st

from drawpoker.engine.core.pots import Pot, build_pots, split_pot


def test_everyone_equal_is_one_pot() -> None:
    assert build_pots([40, 40, 40], folded=()) == [Pot(120, (0, 1, 2))]


def test_folded_money_stays_but_cannot_win() -> None:
    assert build_pots([40, 10, 40], folded={1}) == [Pot(90, (0, 2))]


def test_two_all_ins_for_less_make_two_side_pots() -> None:
    pots = build_pots([25, 100, 60, 100], folded=())
    assert pots == [
        Pot(100, (0, 1, 2, 3)),
        Pot(105, (1, 2, 3)),
        Pot(80, (1, 3)),
    ]


def test_uncalled_chips_come_back_as_a_pot_of_one() -> None:
    pots = build_pots([30, 80], folded=())
    assert pots == [Pot(60, (0, 1)), Pot(50, (1,))]
    assert not pots[1].contested


def test_folded_money_above_every_live_seat_goes_back_to_the_folder() -> None:
    """Seat 0 can win from seat 1 only the $20 it put in itself: seat 1's other $30, which
    nobody still in matched, goes back to seat 1 (it was the last pot's, issue 37)."""
    assert build_pots([20, 50, 10], folded={1}) == [
        Pot(30, (0, 2)), Pot(20, (0,)), Pot(30, (1,))]


def test_refuses_nonsense() -> None:
    with pytest.raises(ValueError, match="folded"):
        build_pots([10, 10], folded={0, 1})
    with pytest.raises(ValueError, match="negative"):
        build_pots([10, -1], folded=())
    assert build_pots([0, 0], folded=()) == []


def test_split_gives_odd_chips_to_the_first_winners() -> None:
    assert split_pot(7, [2, 0]) == [4, 3]
    assert split_pot(10, [5, 1, 3]) == [4, 3, 3]
    assert split_pot(9, [4]) == [9]
    with pytest.raises(ValueError):
        split_pot(9, [])
    with pytest.raises(ValueError):
        split_pot(9, [1, 1])


@given(
    st.lists(st.integers(0, 500), min_size=2, max_size=6),
    st.sets(st.integers(0, 5)),
)
def test_pots_hold_every_dollar_and_nobody_wins_more_than_they_matched(
    contributions: list[int], folded: set[int]
) -> None:
    folded = {seat for seat in folded if seat < len(contributions)}
    live_with_money = [s for s, c in enumerate(contributions) if c and s not in folded]
    if not live_with_money:
        return
    pots = build_pots(contributions, folded)
    assert sum(p.amount for p in pots) == sum(contributions)
    contested = [p for p in pots if not all(s in folded for s in p.eligible)]
    for earlier, later in pairwise(contested):
        assert set(later.eligible) < set(earlier.eligible)  # each side pot has fewer seats
    for seat in live_with_money:
        # Winning every pot it may win gives a seat exactly, from each other seat, what it
        # put in itself, at most (issue 37: folded money above that goes back).
        could_win = sum(p.amount for p in pots if seat in p.eligible)
        matched = sum(min(c, contributions[seat]) for c in contributions)
        assert could_win == matched
    for p in pots:  # a folded seat is named only on its own money coming back
        assert all(s not in folded for s in p.eligible) or (
            len(p.eligible) == 1 and p is not pots[0])


@given(st.integers(0, 10_000), st.integers(1, 6))
def test_split_adds_up_and_differs_by_at_most_one(amount: int, count: int) -> None:
    shares = split_pot(amount, list(range(count)))
    assert sum(shares) == amount
    assert max(shares) - min(shares) <= 1
    assert shares == sorted(shares, reverse=True)
