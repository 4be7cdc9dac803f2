"""Whole games: random play over many deals never breaks a rule, and a pinned deal is won."""

from __future__ import annotations

import itertools

from hypothesis import given, settings
from hypothesis import strategies as st

from drawpoker.engine.canfield import (
    BEST_NET,
    Canfield,
    IllegalMoveError,
    Move,
    Outcome,
    from_dict,
    game_net,
    hint,
    to_dict,
)
from drawpoker.engine.canfield.piles import (
    FOUNDATIONS,
    RESERVE,
    STOCK,
    TABLEAU,
    WASTE,
    is_built_pile,
)
from drawpoker.engine.canfield.serial import position_from_dict
from drawpoker.engine.core.cards import full_deck

from .solver import solve

ALL_SPOTS = (STOCK, WASTE, RESERVE, *TABLEAU, *FOUNDATIONS)
EVERY_MOVE = [Move(a, b) for a, b in itertools.product(ALL_SPOTS, ALL_SPOTS)]

# A deal the search wins (found by tests/canfield/solver.py; pinned so a change shows).
WINNABLE_SEED = 9


def check_invariants(game: Canfield) -> None:
    cards = [*game.reserve, *game.stock, *game.waste]
    cards += [c for pile in (*game.tableau, *game.foundations) for c in pile]
    assert sorted(cards) == sorted(full_deck(52))
    assert all(is_built_pile(pile) for pile in game.tableau)
    assert not (game.reserve and any(not pile for pile in game.tableau))
    assert game.net == game_net(game.foundation_cards, game.redeals) <= BEST_NET
    position_from_dict(to_dict(game))  # the consistency checks agree the position is possible


def check_legal_moves_match_push(game: Canfield) -> None:
    legal = set(game.legal_moves())
    before = game.position()
    for move in EVERY_MOVE:
        try:
            game.push(move)
        except IllegalMoveError:
            assert move not in legal, move
            assert game.position() == before
        else:
            assert move in legal, move
            game.pop()
            assert game.position() == before


@settings(max_examples=60, deadline=None)
@given(
    seed=st.integers(0, 10**9), choices=st.lists(st.integers(0, 10**6), min_size=1, max_size=150)
)
def test_random_play_keeps_every_rule(seed: int, choices: list[int]) -> None:
    game = Canfield.deal(seed)
    positions = [game.position()]
    for pick in choices:
        check_invariants(game)
        moves = game.legal_moves()
        if not moves:
            break
        game.push(moves[pick % len(moves)])
        positions.append(game.position())
    check_invariants(game)
    check_legal_moves_match_push(game)
    suggestion = hint(game)
    assert (suggestion is None) == (game.is_won() or game.is_stuck())
    assert suggestion is None or suggestion in game.legal_moves()
    assert from_dict(to_dict(game)).position() == game.position()
    while game.move_stack:  # undo walks back through exactly the same positions
        assert game.position() == positions.pop()
        game.pop()
    assert game.position() == positions.pop() == Canfield.deal(seed).position()


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10**9))
def test_following_the_hint_ends_won_or_stuck(seed: int) -> None:
    game = Canfield.deal(seed)
    for _ in range(3000):
        move = hint(game)
        if move is None:
            break
        assert move in game.legal_moves()
        game.push(move)
    assert game.outcome() in (Outcome.WON, Outcome.STUCK)
    assert game.net == game_net(game.foundation_cards, game.redeals)


def test_the_pinned_deal_is_won_by_the_search() -> None:
    game = Canfield.deal(WINNABLE_SEED)
    moves = solve(game)
    assert moves is not None
    assert game.move_stack == []  # the search leaves the game as it found it
    for move in moves:
        assert move in game.legal_moves()
        game.push(move)
        check_invariants(game)
    assert game.is_won() and game.outcome() is Outcome.WON
    assert game.net == BEST_NET - 5 * game.redeals
    assert game.legal_moves() == [] and hint(game) is None
    assert from_dict(to_dict(game)).is_won()
