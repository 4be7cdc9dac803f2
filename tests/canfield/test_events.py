"""Canfield committed and revealed like a poker deal, and its steps as events: what each move
moved and paid, undo as a step that gives it back, the end and the reveal."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from drawpoker.engine.canfield import (
    DEAL,
    GIVEN_UP,
    PASS_FEE,
    PAY_PER_CARD,
    REDEAL,
    STAKE,
    STUCK,
    UNDO,
    WON,
    Canfield,
    CanfieldDataError,
    IllegalMoveError,
    Move,
    from_dict,
    hint,
    to_dict,
)
from drawpoker.engine.canfield.events import GameOver
from drawpoker.engine.core.cards import full_deck
from drawpoker.engine.core.deck import verify_commitment
from drawpoker.engine.core.events import DeckRevealed

from .positions import make
from .solver import solve

WINNABLE_SEED = 9


def test_the_deal_from_a_seed_is_the_deal_from_its_order() -> None:
    game = Canfield.deal(42)
    assert game.order is not None and sorted(game.order) == sorted(full_deck(52))
    again = Canfield.from_order(game.order, salt=game.salt)
    assert again.position() == game.position()
    assert again.commitment == game.commitment


def test_the_commitment_is_published_first_and_kept_by_a_reloaded_game() -> None:
    game = Canfield.deal(42)
    opening = game.opening()
    assert opening.commitment == game.commitment and len(game.salt) == 32
    assert opening.stake == STAKE and opening.deal_number == 1
    assert opening.paid == PAY_PER_CARD * len(opening.up) == game.card_pay
    game.play(DEAL)
    loaded = from_dict(to_dict(game))  # the save keeps the seed only: same salt, same hash
    assert loaded.commitment == game.commitment and loaded.steps == game.steps == 1


def test_the_reveal_hashes_to_the_commitment() -> None:
    game = Canfield.deal(3)
    over, revealed = game.reveal()
    assert isinstance(over, GameOver) and isinstance(revealed, DeckRevealed)
    assert verify_commitment(revealed.order, revealed.salt, game.commitment)
    assert over == GameOver(GIVEN_UP, game.foundation_cards, game.net)


def test_a_different_salt_or_order_breaks_the_commitment() -> None:
    game = Canfield.deal(3)
    assert game.order is not None
    swapped = list(game.order)
    swapped[0], swapped[1] = swapped[1], swapped[0]
    assert not verify_commitment(swapped, game.salt, game.commitment)
    assert not verify_commitment(game.order, "0" * 32, game.commitment)


def test_a_position_set_up_by_hand_has_nothing_to_commit() -> None:
    game = make(reserve="5h")
    with pytest.raises(ValueError, match="no deck"):
        game.opening()
    with pytest.raises(ValueError, match="no deck"):
        game.reveal()


def test_an_order_that_is_not_the_whole_pack_is_refused() -> None:
    with pytest.raises(ValueError, match="52 cards"):
        Canfield.from_order(full_deck(52)[:51])


def test_a_deal_says_the_cards_it_turned_and_pays_nothing() -> None:
    game = Canfield.deal(42)
    turned = tuple(game.stock[::-1][:3])
    step = game.play(DEAL)
    assert step.action == "s>w" and step.cards == turned and step.fee == 0
    assert step.paid == PAY_PER_CARD * len(step.up)


def test_a_pass_costs_its_fee_and_the_undo_gives_it_back() -> None:
    game = Canfield.deal(42)
    while game.stock:
        game.play(DEAL)
    step = game.play(REDEAL)
    assert (step.action, step.cards, step.fee, step.paid) == ("w>s", (), PASS_FEE, 0)
    back = game.take_back()
    assert (back.action, back.fee, back.paid) == (UNDO, -PASS_FEE, 0)
    assert game.redeals == 0


def test_a_card_home_pays_and_its_undo_takes_the_pay_back() -> None:
    moves = solve(Canfield.deal(WINNABLE_SEED))
    assert moves is not None
    game = Canfield.deal(WINNABLE_SEED)
    move = next(m for m in moves if m.to_foundation or game.play(m) is None)
    card = game.top(move.source)
    step = game.play(move)
    assert step.cards == (card,) and card in step.up and step.paid == PAY_PER_CARD * len(step.up)
    back = game.take_back()
    assert back.action == UNDO and back.cards == (card,) and back.paid == -step.paid
    assert set(back.up) == set(step.up)


def test_an_illegal_move_is_refused_and_changes_nothing() -> None:
    game = Canfield.deal(42)
    before, steps = game.position(), game.steps
    with pytest.raises(IllegalMoveError):
        game.play(Move.parse("t1>t1"))
    assert game.position() == before and game.steps == steps


def test_the_endings() -> None:
    game = Canfield.deal(WINNABLE_SEED)
    moves = solve(Canfield.deal(WINNABLE_SEED))
    assert moves is not None
    for move in moves:
        game.play(move)
    assert game.ending() == WON and game.reveal()[0].net == game.net
    stuck = Canfield.deal(7)
    for _ in range(500):
        move = hint(stuck)
        if move is None:
            break
        stuck.play(move)
    assert not stuck.is_won() and stuck.ending() == STUCK


@settings(deadline=None, max_examples=40)
@given(seed=st.integers(0, 10**6), choices=st.lists(st.integers(0, 1000), max_size=80))
def test_the_steps_add_up_to_the_net(seed: int, choices: list[int]) -> None:
    """Whatever is played and undone, the stake, each step's pay and fees make the net, and
    the steps are the history's action count."""
    game = Canfield.deal(seed)
    total = game.opening().paid - STAKE
    for n, choice in enumerate(choices):
        if choice % 5 == 0 and game.move_stack:
            step = game.take_back()
        else:
            legal = game.legal_moves()
            if not legal:
                break
            step = game.play(legal[choice % len(legal)])
        total += step.paid - step.fee
        assert game.steps == n + 1
    assert total == game.net
    assert from_dict(to_dict(game)).steps == game.steps


@pytest.mark.parametrize(("steps", "message"),
                         [(-1, "steps"), (True, "steps"), (2, "steps"), (4, "even")])
def test_impossible_steps_are_refused(steps: object, message: str) -> None:
    game = Canfield.deal(5)
    for _ in range(3):
        game.play(DEAL)
    data = to_dict(game)
    data["steps"] = steps
    with pytest.raises(CanfieldDataError, match=message):
        from_dict(data)


def test_a_file_without_steps_counts_its_moves() -> None:
    game = Canfield.deal(5)
    rng = random.Random(1)
    for _ in range(6):
        game.play(rng.choice(game.legal_moves()))
    data = to_dict(game)
    del data["steps"]
    assert from_dict(data).steps == len(game.move_stack)
