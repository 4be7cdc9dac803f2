"""The one shrinkage of a count toward a prior that every adaptive player reads through."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from drawpoker.ai.draw.model import Tendency
from drawpoker.ai.draw.sparring.counter import Beta
from drawpoker.ai.holdem.stats import PRIOR_VPIP, PRIOR_WEIGHT, SeatStats
from drawpoker.ai.rate import Rate, shrunk


def test_nothing_seen_is_the_prior_and_evidence_moves_it_by_its_weight() -> None:
    assert shrunk(0, 0, 0.3, 8.0) == pytest.approx(0.3)
    assert shrunk(8, 8, 0.0, 8.0) == pytest.approx(0.5)  # as many chances as pseudo-chances
    assert shrunk(2, 10, 0.5, 0.0) == pytest.approx(0.2)  # no weight: the observed rate


@settings(deadline=None)
@given(chances=st.integers(0, 10_000), share=st.floats(0, 1), prior=st.floats(0, 1),
       weight=st.floats(0.5, 50))
def test_the_rate_lies_between_the_observed_one_and_the_prior(
        chances: int, share: float, prior: float, weight: float) -> None:
    count = round(chances * share)
    rate = shrunk(count, chances, prior, weight)
    observed = count / chances if chances else prior
    low, high = sorted((observed, prior))
    assert low - 1e-12 <= rate <= high + 1e-12
    if chances:  # more evidence at the same rate pulls it closer to that rate
        more = shrunk(count * 10, chances * 10, prior, weight)
        assert abs(more - observed) <= abs(rate - observed) + 1e-12


def test_every_read_of_a_player_is_this_one_formula() -> None:
    rate = Rate(chances=7, taken=3)
    assert rate.rate(0.4, 10.0) == shrunk(3, 7, 0.4, 10.0)
    tendency = Tendency(chances=5.5, taken=2.25)
    assert tendency.rate(0.2) == shrunk(2.25, 5.5, 0.2, 8.0)
    beta = Beta(1.0, 2.0, yes=3.5, no=1.25)
    assert beta.under(0.6, 6.0) == shrunk(3.5, 4.75, 0.6, 6.0)
    seat = SeatStats(hands=9, vpip=4)
    assert seat.vpip_rate == shrunk(4, 9, PRIOR_VPIP, PRIOR_WEIGHT)
