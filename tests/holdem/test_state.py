"""A hold'em game's state is one plain value: taken at any point of a match, it builds a game
that gives the same value, plays on the same, and does not move when the game plays on."""

from __future__ import annotations

import dataclasses
import random

import pytest

from drawpoker.engine.core.saved_data import MatchDataError
from drawpoker.engine.holdem import HoldemActionKind, HoldemRules, Street
from drawpoker.engine.holdem.data import state_from_dict, state_to_dict
from drawpoker.engine.holdem.game import HoldemGame
from drawpoker.engine.holdem.state import HoldemState

from .saves_before import _step


def _states(seed: int, players: int, steps: int) -> list[HoldemState]:
    game = HoldemGame(HoldemRules(players=players, starting_money=60, pawn_loan_blinds=3),
                      seed=seed)
    rng = random.Random(seed)
    found = [game.state()]
    for _ in range(steps):
        if game.street is Street.MATCH_OVER:
            break
        _step(game, rng)
        found.append(game.state())
    return found


@pytest.mark.parametrize(("seed", "players"), [(1, 2), (2, 4), (3, 6)])
def test_every_state_builds_a_game_with_the_same_state(seed: int, players: int) -> None:
    for state in _states(seed, players, 150):
        game = HoldemGame.from_state(state)
        assert game.state() == state
        assert state_from_dict(state_to_dict(state)) == state


def test_the_value_is_plain_and_does_not_move_with_the_game() -> None:
    game = HoldemGame(HoldemRules(players=3), seed=5)
    game.start_hand()
    state = game.state()
    hash(state.table)
    assert state.hand is not None
    assert all(isinstance(value, tuple) for value in (
        state.history, state.hand.order, state.hand.actions, state.table.stacks, state.rng[1]))
    with pytest.raises(dataclasses.FrozenInstanceError):
        state.table.dealer = 0  # type: ignore[misc]
    before = state_to_dict(state)
    game.act(game.legal_actions()[0].action())
    assert state_to_dict(state) == before != state_to_dict(game.state())


def test_a_loaded_game_plays_on_as_the_original() -> None:
    game = HoldemGame(HoldemRules(players=4), seed=8)
    warm_up = random.Random(2)
    for _ in range(30):
        _step(game, warm_up)
    rng_a, rng_b = random.Random(1), random.Random(1)
    copy = HoldemGame.from_state(game.state())
    for _ in range(200):
        if game.street is Street.MATCH_OVER:
            break
        assert _step(copy, rng_b) == _step(game, rng_a)
    assert copy.state() == game.state()


def test_a_hand_the_table_would_refuse_is_refused_from_the_value() -> None:
    game = HoldemGame(HoldemRules(players=2), seed=1)
    game.start_hand()
    state = game.state()
    assert state.hand is not None
    fold = HoldemActionKind.FOLD
    cases = {
        "over": (fold,),
        "after it ended": (fold, fold),
        "impossible action": (HoldemActionKind.CHECK,),
    }
    for words, actions in cases.items():
        bad = dataclasses.replace(state, hand=dataclasses.replace(state.hand, actions=actions))
        with pytest.raises(MatchDataError, match=words):
            HoldemGame.from_state(bad)
