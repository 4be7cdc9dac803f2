"""Every player acts legally, reproducibly under a seed, on both decks."""

from __future__ import annotations

import pytest

from drawpoker.ai.draw import LEVELS, PLAYER_NAMES, make_player
from drawpoker.engine.core.actions import Bet, Raise
from drawpoker.engine.draw import ActionKind, Match, Phase, Rules, full_deck
from drawpoker.engine.draw.actions import Action, Discard

DECKS = [Rules.preset("classic-32"), Rules.preset("classic-52")]


def _check_legal(
    view_actions: tuple[object, ...], action: Action, hand: tuple[object, ...]
) -> None:
    legal = {la.kind: la for la in view_actions}  # type: ignore[attr-defined]
    assert action.kind in legal, (action, legal)
    if isinstance(action, Bet | Raise):
        assert action.amount in legal[action.kind].amounts()
    if isinstance(action, Discard):
        assert all(card in hand for card in action.cards)


def _play(rules: Rules, names: tuple[str, str], deals: int, seed: int) -> list[str]:
    """Play ``deals`` deals of one match (fresh match when one ends); return the action log."""
    players = [make_player(names[0], seed=seed), make_player(names[1], seed=seed + 1)]
    log: list[str] = []
    match = Match(rules, seed=seed)
    for _ in range(deals):
        if match.phase is Phase.MATCH_OVER:
            match = Match(rules, seed=seed + len(log))
        match.start_deal()
        while match.phase in (Phase.BET1, Phase.DRAW, Phase.BET2):
            seat = match.to_act
            assert seat is not None
            view = match.view(seat)
            action = players[seat].choose(view)
            _check_legal(view.legal_actions, action, view.hand)
            match.act(action, seat)
            log.append(f"{seat}:{action}")
    return log


@pytest.mark.parametrize("rules", DECKS, ids=["32", "52"])
@pytest.mark.parametrize("name", PLAYER_NAMES)
def test_every_action_is_legal(rules: Rules, name: str) -> None:
    for opponent in ("random", "maniac", "hard"):
        _play(rules, (name, opponent), deals=40, seed=11)
        _play(rules, (opponent, name), deals=40, seed=12)


def test_levels_are_deterministic_under_a_seed() -> None:
    for name in LEVELS:
        first = _play(DECKS[0], (name, "random"), deals=30, seed=5)
        again = _play(DECKS[0], (name, "random"), deals=30, seed=5)
        assert first == again


def test_unknown_player_name() -> None:
    with pytest.raises(ValueError, match="unknown player"):
        make_player("grandmaster")


def test_short_stacks_and_odd_limits() -> None:
    """Rules the strategy was not solved for still give legal play (amounts map by ratio)."""
    rules = Rules(deck_size=32, max_bet=100, bet_unit=10, ante=10, starting_money=120)
    _play(rules, ("hard", "maniac"), deals=60, seed=3)
    _play(rules, ("normal", "hard"), deals=60, seed=4)


def test_random_is_uniform_over_kinds() -> None:
    rules = DECKS[0]
    player = make_player("random", seed=1)
    match = Match(rules, seed=1)
    match.start_deal(full_deck(32))
    kinds = {player.choose(match.view(0)).kind for _ in range(200)}
    assert kinds == {ActionKind.BET, ActionKind.CHECK, ActionKind.FOLD}
