"""The casino's all-in rules at a casino-order table, checked against PokerKit (an independent
implementation, a test dependency), and money folded above every live contribution going back
to whoever put it in, in both orders (issue 37)."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from drawpoker.engine.core.cards import full_deck
from drawpoker.engine.holdem import HoldemGame, HoldemRules, Street, action_of_kind
from drawpoker.engine.holdem.data import game_from_dict, game_to_dict

from .pokerkit_table import play, table

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from soak import size

pytest.importorskip("pokerkit")


def test_every_decision_and_every_pot_agrees_with_pokerkit() -> None:
    """10,000 random hands under CI (2,000 on a developer's run): 2-6 seats, unequal stacks,
    short stacks often; the same legal actions and costs at every decision, the same money
    at the end (a split pot's odd dollars aside, see pokerkit_table)."""
    hands = size(10_000)
    decisions = shorts = splits = 0
    seats_seen: set[int] = set()
    for seed in range(hands):
        outcome = play(seed)
        assert outcome.problem is None, (seed, outcome.problem)
        decisions += outcome.decisions
        shorts += outcome.short_all_ins
        splits += outcome.split
        seats_seen.add(table(seed)[0].players)
    assert seats_seen == {2, 3, 4, 5, 6}
    # The comparison reached what it is for: raises and bets for less, and split pots.
    assert shorts > hands // 10 and splits > hands // 100 and decisions > 5 * hands


def at_table(stacks: list[int], casino: bool, big_blind: int = 4) -> HoldemGame:
    """A table with these stacks, seat 0 dealing the first hand."""
    players = len(stacks)
    total = sum(stacks)
    assert total % players == 0
    rules = HoldemRules(players=players, starting_money=total // players, big_blind=big_blind,
                        casino_blinds=casino, forfeit_items=0)
    data = game_to_dict(HoldemGame(rules, seed=1))
    table_data = data["table"]
    assert isinstance(table_data, dict)
    table_data["stacks"] = stacks
    game = game_from_dict(data)
    game.start_hand(full_deck(52))
    return game


def act(game: HoldemGame, seat: int, kind: str) -> None:
    assert game.to_act == seat, (game.to_act, seat)
    game.act(action_of_kind(kind), seat)


@pytest.mark.parametrize("casino", [True, False], ids=["casino", "seed"])
def test_a_fold_above_every_live_contribution_goes_back(casino: bool) -> None:
    """Big blind $4 posted short ($1), a caller all in for $1, the small blind folds its $2:
    the two $1 players contest $3, and the small blind's other dollar, which nobody still in
    matched, goes back to it."""
    # Seat 0 deals; casino: small blind 1, big blind 2; seed: big blind 1, small blind 2.
    small, big = (1, 2) if casino else (2, 1)
    stacks = [1, 0, 0]
    stacks[small], stacks[big] = 25, 1
    game = at_table(stacks, casino)
    assert (game.small_blind_seat, game.big_blind_seat) == (small, big)
    if casino:
        act(game, 0, "call")  # all in for $1
        act(game, small, "fold")  # asked for $2 more (the short blind's call is a full $4)
    else:
        act(game, small, "fold")  # the seed: the small blind speaks first
        act(game, 0, "call")
    assert game.street is Street.BETWEEN_HANDS
    record = game.history[-1]
    assert [(pot.amount, set(pot.eligible)) for pot in record.pots] == [(3, {0, big}),
                                                                         (1, {small})]
    assert game.stacks[small] == 24  # lost only the dollar the others could match
    assert game.stacks[0] + game.stacks[big] == 3


def test_more_seats_each_wins_at_most_what_it_put_in() -> None:
    """Four seats, casino: the seat after the short big blind calls the full $4, all in; the
    dealer calls all in for $1; the small blind folds its $2. The $1 layer is contested by
    the three still in; the rest of the small blind's money was matched by the $4 caller, who
    alone reached it: nothing comes back to the folder, and the caller's own excess is his."""
    game = at_table([1, 26, 1, 4], casino=True)  # 1: small blind, 2: big blind (short)
    act(game, 3, "call")
    act(game, 0, "call")
    act(game, 1, "fold")
    record = game.history[-1]
    assert [(pot.amount, set(pot.eligible)) for pot in record.pots] == [(4, {0, 2, 3}),
                                                                         (4, {3})]
    assert game.stacks[1] == 24


@given(seed=st.integers(0, 2**31))
@settings(max_examples=size(300), deadline=None, derandomize=True)
def test_nobody_wins_from_another_more_than_it_put_in(seed: int) -> None:
    """Random hands in both orders: what each seat takes from each pot is at most the pot's
    share of what it could win; in all, a seat's gain is at most what the others put in up to
    its own contribution."""
    game, deck = table(seed)
    rng = random.Random(seed)
    if rng.random() < 0.5:  # the seed's order too
        data = game_to_dict(game)
        rules = data["rules"]
        assert isinstance(rules, dict)
        rules.pop("casino_blinds", None)
        game = game_from_dict(data)
    before = game.stacks
    game.start_hand(deck)
    while game.to_act is not None:
        kinds = sorted(str(legal.kind) for legal in game.legal_actions())
        game.act(action_of_kind(rng.choice(kinds)))
    record = game.history[-1]
    # What each seat put in this hand: what it had, less what it has, plus what it won.
    won = {seat: 0 for seat in range(game.players)}
    for pot in record.pots:
        for winner, share in zip(pot.winners, pot.shares, strict=True):
            won[winner] += share
    put = {seat: before[seat] - game.stacks[seat] + won[seat] for seat in range(game.players)}
    for seat in range(game.players):
        could = sum(min(put[other], put[seat]) for other in range(game.players) if other != seat)
        assert won[seat] - put[seat] <= could, (seat, put, won)


def test_raise_for_less_at_a_casino_table() -> None:
    """Heads-up casino, $4 big blind: the dealer posts the small blind ($2) and has $5 behind;
    owing $2, it may raise all in for $3 above the call (less than a full $4). The big blind
    then calls or folds: nobody is left to answer a raise."""
    game = at_table([7, 9], casino=True)
    legal = {str(action.kind): action.cost for action in game.legal_actions()}
    assert legal == {"call": 2, "raise": 5, "fold": 0}
    act(game, 0, "raise")
    legal = {str(action.kind): action.cost for action in game.legal_actions()}
    assert legal == {"call": 3, "fold": 0}


def test_a_short_all_in_does_not_reopen_for_who_already_acted() -> None:
    """Three seats, casino, $4 blind, after the flop: A bets $4, B raises all in for $2 more
    (less than a full raise), C calls; A, who already acted, may only call or fold."""
    game = at_table([40, 10, 40], casino=True)  # 1: small blind, 2: big blind, 0 deals
    for seat in (0, 1):
        act(game, seat, "call")
    act(game, 2, "check")
    assert game.street is Street.FLOP
    act(game, 1, "check")  # the small blind has $6 left
    act(game, 2, "raise")  # a full bet: $4
    act(game, 0, "call")
    legal = {str(action.kind): action.cost for action in game.legal_actions()}
    assert legal == {"call": 4, "raise": 6, "fold": 0}  # all in: $2 above the call
    act(game, 1, "raise")
    legal = {str(action.kind): action.cost for action in game.legal_actions()}
    assert legal == {"call": 2, "fold": 0}  # the bettor acted before the short raise
    act(game, 2, "call")
    legal = {str(action.kind): action.cost for action in game.legal_actions()}
    assert legal == {"call": 2, "fold": 0}  # and so had seat 0


def test_the_seed_order_keeps_the_seed_rule() -> None:
    """The seed's table: a short stack calls all in for less but never raises for less."""
    game = at_table([7, 9], casino=False)
    legal = {str(action.kind): action.cost for action in game.legal_actions()}
    assert "raise" not in legal or legal["raise"] - legal.get("call", 0) == 4


def test_a_short_big_blind_makes_the_call_a_full_blind() -> None:
    """The convention PokerKit does not share (so its comparison posts every blind in full)."""
    game = at_table([20, 20, 2], casino=True)  # 2: big blind with $2 of $4
    legal = {str(action.kind): action.cost for action in game.legal_actions()}
    assert game.to_act == 0 and legal["call"] == 4
