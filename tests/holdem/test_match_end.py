"""Between hands: pawning, buying back, computer players leaving the table, and the end of the
match (the human broke, last standing, or leaving ahead or behind)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from drawpoker.engine.core.actions import IllegalAction
from drawpoker.engine.core.forfeits import ForfeitState
from drawpoker.engine.holdem import (
    Call,
    Check,
    EndReason,
    Fold,
    HoldemRules,
    ItemBoughtBack,
    ItemLost,
    ItemPawned,
    MatchOver,
    PlayerOut,
    Raise,
    Street,
)
from drawpoker.engine.holdem.data import game_from_dict, game_to_dict
from drawpoker.engine.holdem.game import HoldemGame
from drawpoker.engine.holdem.pawnshop import seat_items
from drawpoker.engine.holdem.table import between_hands

from .tables import game, stacked


def _showdown_all_in(g: HoldemGame) -> list[object]:
    events: list[object] = []
    while g.to_act is not None:
        legal = [x.kind for x in g.legal_actions()]
        action = Raise() if "raise" in legal else Call() if "call" in legal else Check()
        events += g.act(action)
    return events


def test_a_broke_computer_pawns_for_a_loan_of_big_blinds() -> None:
    g = game(2, starting_money=10, forfeit_items=2)
    order = stacked(g, {0: "As Ad", 1: "7c 2d"}, board="Ks 9h 5c 4d 3h")
    g.start_hand(order)
    events = _showdown_all_in(g)
    pawned = [e for e in events if isinstance(e, ItemPawned)]
    assert pawned == [ItemPawned(1, 0, 200)]  # 20 big blinds of $10
    assert g.stacks == (20, 200)
    assert g.money_from_bank == 200
    assert g.items[1].states == (ForfeitState.PAWNED, ForfeitState.WORN)
    assert g.view(0).forfeits[1] == (ForfeitState.PAWNED, ForfeitState.WORN)
    assert g.street is Street.BETWEEN_HANDS


def test_pawning_again_loses_the_pawned_item_and_nothing_left_means_out() -> None:
    two = seat_items(2, (ForfeitState.PAWNED, ForfeitState.WORN), 200)
    outcome = between_hands(
        stacks=[830, 0, 0, 0],
        out=[False, False, False, False],
        items=[
            seat_items(0),
            seat_items(1, (ForfeitState.PAWNED,), 200),
            two,
            seat_items(3, (ForfeitState.PAWNED,), 200),
        ],
        next_big_blind=10,
        loan=200,
    )
    assert outcome.events == (
        ItemLost(1, 0),
        PlayerOut(1),
        ItemLost(2, 0),
        ItemPawned(2, 1, 200),
        ItemLost(3, 0),
        PlayerOut(3),
    )
    assert outcome.out == (False, True, False, True)
    assert outcome.stacks == (830, 0, 200, 0)
    assert outcome.items[2] == seat_items(2, (ForfeitState.LOST, ForfeitState.PAWNED), 200)
    assert (outcome.lent, outcome.repaid, outcome.end) == (200, 0, None)


def test_every_computer_out_means_the_human_is_last_standing() -> None:
    g = game(3, starting_money=10, forfeit_items=0)
    order = stacked(g, {0: "As Ad", 1: "7c 2d", 2: "8c 3d"}, board="Ks 9h 5c 4d Jh")
    g.start_hand(order)
    events = _showdown_all_in(g)
    assert PlayerOut(1) in events and PlayerOut(2) in events
    assert events[-1] == MatchOver(EndReason.LAST_STANDING, True)
    assert g.out == (False, True, True) and g.stacks == (30, 0, 0)
    with pytest.raises(IllegalAction, match="over"):
        g.start_hand()


def test_a_player_holding_twice_the_loan_buys_the_item_back() -> None:
    items = seat_items(1, (ForfeitState.LOST, ForfeitState.PAWNED, ForfeitState.WORN), 200)
    outcome = between_hands(
        stacks=[100, 399],
        out=[False, False],
        items=[seat_items(0), items],
        next_big_blind=10,
        loan=200,
    )
    assert outcome.events == ()  # $399 is not twice the loan
    outcome = between_hands(
        stacks=[100, 400],
        out=[False, False],
        items=[seat_items(0), items],
        next_big_blind=10,
        loan=200,
    )
    assert outcome.events == (ItemBoughtBack(1, 1, 200),)
    assert outcome.stacks == (100, 200) and outcome.repaid == 200
    assert outcome.items[1] == seat_items(
        1, (ForfeitState.LOST, ForfeitState.WORN, ForfeitState.WORN), 0
    )


def test_the_human_broke_ends_the_match_lost() -> None:
    g = game(2, starting_money=10, forfeit_items=2)
    g.start_hand(stacked(g, {0: "7c 2d", 1: "As Ad"}, board="Ks 9h 5c 4d 3h"))
    events = _showdown_all_in(g)
    assert events[-1] == MatchOver(EndReason.BROKE, False)
    assert g.end_reason is EndReason.BROKE and g.view(0).end_reason is EndReason.BROKE


@pytest.mark.parametrize(
    ("change", "expected"), [(5, EndReason.LEFT_AHEAD), (-5, EndReason.LEFT_BEHIND)]
)
def test_leaving_between_hands(change: int, expected: EndReason) -> None:
    g = game(3)
    g.start_hand()
    while g.to_act is not None:
        g.act(Fold() if g.can(Fold()) else Check())
    stacks = g.stacks
    g.money = replace(g.money, stacks=(500 + change, stacks[1] - change, *stacks[2:]))
    assert g.leave() == [MatchOver(expected, expected.human_won)]
    assert g.street is Street.MATCH_OVER
    assert game_from_dict(game_to_dict(g)).end_reason is expected


def test_leaving_with_exactly_the_starting_money_is_a_win() -> None:
    g = game(2)
    assert g.leave() == [MatchOver(EndReason.LEFT_AHEAD, True)]


def test_each_computer_player_can_wear_its_own_number_of_items() -> None:
    g = HoldemGame(HoldemRules(players=3), seed=2, items=[4, 7])
    assert [len(items.states) for items in g.items] == [0, 4, 7]
    assert game_from_dict(game_to_dict(g)).items == g.items
    with pytest.raises(ValueError, match="items"):
        HoldemGame(HoldemRules(players=3), items=[4])
    with pytest.raises(ValueError, match="items"):
        HoldemGame(HoldemRules(players=3), items=[4, 99])
