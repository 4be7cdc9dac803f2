"""A match's state as one value: ``Match.from_state(m.state())`` is the same match, playing on
independently, and a save is that value written out."""

from __future__ import annotations

import dataclasses
import random

import pytest
from golden import choose

from drawpoker.engine.draw import Match, Phase, Rules
from drawpoker.engine.draw.match_data import match_to_dict, state_from_dict, state_to_dict


def _played(seed: int, steps: int) -> Match:
    m = Match(Rules().replace(starting_money=40, pawn_loan=20, buyback_at=45), seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if m.phase is Phase.MATCH_OVER:
            break
        if m.phase is Phase.BETWEEN_DEALS:
            m.start_deal()
        else:
            m.act(choose(m, rng), m.to_act)
    return m


@pytest.mark.parametrize("seed", range(12))
def test_a_match_made_from_its_state_is_the_same_match(seed: int) -> None:
    m = _played(seed, steps=seed * 7)
    twin = Match.from_state(m.state())
    assert twin.state() == m.state()
    assert match_to_dict(twin) == match_to_dict(m) == state_to_dict(m.state())
    # Both play on alone, and alike: nothing is shared but values.
    rng_a, rng_b = random.Random(1), random.Random(1)
    for _ in range(30):
        if m.phase is Phase.MATCH_OVER:
            break
        if m.phase is Phase.BETWEEN_DEALS:
            assert m.start_deal() == twin.start_deal()
        else:
            seat = m.to_act
            assert m.act(choose(m, rng_a), seat) == twin.act(choose(twin, rng_b), seat)
    assert twin.state() == m.state()
    before = twin.state()
    if m.phase is not Phase.MATCH_OVER:
        m.start_deal() if m.phase is Phase.BETWEEN_DEALS else m.act(choose(m, rng_a), m.to_act)
        assert twin.state() == before != m.state()


@pytest.mark.parametrize("seed", range(12))
def test_a_save_is_the_state_written_out(seed: int) -> None:
    state = _played(seed, steps=seed * 11).state()
    loaded = state_from_dict(state_to_dict(state))
    # A save keeps no contributions to the pot (draw has no side pots): they load as zero;
    # outside a betting round it keeps what the last round's money was, not the whole round.
    betting = state.betting if state.phase in (Phase.BET1, Phase.BET2) else loaded.betting
    assert (betting.paid, betting.raises, betting.actions) == (
        state.betting.paid, state.betting.raises, state.betting.actions)
    assert loaded == dataclasses.replace(
        state, money=dataclasses.replace(state.money, contributed=(0, 0)), betting=betting
    )
    assert state_to_dict(loaded) == state_to_dict(state)
