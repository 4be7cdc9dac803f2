"""Every hold'em player, level or baseline, only ever answers with a legal action: in whole
matches (blinds doubling, all-ins, pawning, 2 to 6 seats) and at every street."""

from __future__ import annotations

import random

import pytest
from tests.ai_holdem.playing import play_hands

from drawpoker.ai.holdem import (
    BASELINES,
    EXPERIMENTAL,
    LEVELS,
    PLAYER_NAMES,
    HoldemPlayer,
    make_player,
)
from drawpoker.engine.holdem import HoldemAction, HoldemGame, HoldemRules, HoldemView


def _play_match(players: list[HoldemPlayer], seed: int, hands: int) -> tuple[int, set[str]]:
    """Plays up to ``hands`` hands; returns the decisions made and the kinds chosen."""
    rules = HoldemRules(players=len(players), starting_money=200, double_every=5)
    game = HoldemGame(rules, seed=seed)
    decisions = 0
    kinds: set[str] = set()

    def record(seat: int, _view: HoldemView, action: HoldemAction) -> None:
        nonlocal decisions
        assert game.can(action, seat)
        decisions += 1
        kinds.add(str(action.kind))

    play_hands(game, players, hands, record)
    return decisions, kinds


def test_the_names_are_the_levels_and_the_baselines() -> None:
    assert set(PLAYER_NAMES) == set(LEVELS) | set(EXPERIMENTAL) | set(BASELINES)
    assert len(LEVELS) >= 2
    assert not set(LEVELS) & set(EXPERIMENTAL)  # an experiment is never offered to a human
    with pytest.raises(ValueError, match="unknown hold'em player"):
        make_player("nobody", seed=1)


@pytest.mark.parametrize("name", PLAYER_NAMES)
def test_only_legal_actions_in_whole_matches(name: str) -> None:
    rng = random.Random(name)
    total = 0
    for match in range(3):
        n = (2, 4, 6)[match]
        others = [rng.choice(PLAYER_NAMES) for _ in range(n - 1)]
        players = [make_player(name, seed=match)] + [
            make_player(o, seed=100 + i) for i, o in enumerate(others)
        ]
        rng.shuffle(players)
        decisions, _ = _play_match(players, seed=match, hands=14)
        total += decisions
    assert total > 60  # the matches really were played


def test_levels_use_every_kind_of_action() -> None:
    """Each level checks, calls, raises and folds somewhere: none is stuck on one answer."""
    for name in (*LEVELS, *EXPERIMENTAL):
        players = [make_player(name, seed=s) for s in range(4)]
        _, kinds = _play_match(players, seed=7, hands=20)
        assert kinds == {"check", "call", "raise", "fold"}, (name, kinds)
