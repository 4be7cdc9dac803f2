"""Raise size (one big blind), the raise cap, all-ins for less, when folding is offered."""

from __future__ import annotations

from dataclasses import replace

import pytest

from drawpoker.engine.core.actions import IllegalAction
from drawpoker.engine.holdem import ActionTaken, Call, Check, Fold, Raise, Street
from drawpoker.engine.holdem.data import game_to_dict

from .tables import game


def test_a_raise_is_exactly_one_big_blind_on_top() -> None:
    g = game(3)
    g.start_hand()  # small blind 2 ($5), dealer 0, big blind 1 ($10)
    legal = {x.kind: x.cost for x in g.legal_actions()}
    assert legal == {"call": 5, "raise": 15, "fold": 0}
    events = g.act(Raise())
    assert isinstance(events[0], ActionTaken) and events[0].paid == 15
    assert g.view(0).bets[2] == 20 and g.view(0).to_call == 20
    g.act(Raise())  # dealer: 20 owed + 10
    assert g.view(0).bets[0] == 30
    assert {x.kind: x.cost for x in g.legal_actions()} == {"call": 20, "raise": 30, "fold": 0}


def test_after_the_flop_a_bet_is_one_big_blind() -> None:
    g = game(2)
    g.start_hand()
    g.act(Call())
    g.act(Check())
    assert g.street is Street.FLOP
    assert {x.kind: x.cost for x in g.legal_actions()} == {"check": 0, "raise": 10}
    g.act(Raise())
    assert {x.kind: x.cost for x in g.legal_actions()} == {"call": 10, "raise": 20, "fold": 0}


def test_big_blind_size_follows_the_doubling() -> None:
    g = game(2, starting_money=10_000)
    for _ in range(10):
        g.start_hand()
        while g.to_act is not None:
            g.act(Fold() if g.can(Fold()) else Check())
    g.start_hand()
    assert g.big_blind == 20
    assert {x.kind: x.cost for x in g.legal_actions()} == {"call": 10, "raise": 30, "fold": 0}


@pytest.mark.parametrize("cap", [1, 3, 4])
def test_raise_cap_per_round_blinds_not_counted(cap: int) -> None:
    g = game(2, raise_cap=cap, starting_money=10_000)
    g.start_hand()
    for _ in range(cap):
        g.act(Raise())
    assert g.view(0).raises_this_round == cap
    assert "raise" not in [x.kind for x in g.legal_actions()]
    with pytest.raises(IllegalAction, match="RAISE is not allowed"):
        g.act(Raise())
    g.act(Call())
    assert g.street is Street.FLOP
    assert "raise" in [x.kind for x in g.legal_actions()]  # the count starts again


def test_fold_only_when_something_is_owed() -> None:
    g = game(2)
    g.start_hand()
    g.act(Call())
    assert [x.kind for x in g.legal_actions()] == ["check", "raise"]
    with pytest.raises(IllegalAction, match="FOLD is not allowed"):
        g.act(Fold())
    assert g.to_act == 1 and g.pot == 20  # nothing changed


def test_short_stack_calls_all_in_for_less() -> None:
    g = game(3)
    g.money = replace(g.money, stacks=(500, 500 + 493, 7))  # seat 2 (small blind) holds $7
    g.start_hand()  # posts 5, $2 left
    legal = {x.kind: (x.cost, x.all_in) for x in g.legal_actions()}
    assert legal == {"call": (2, True), "fold": (0, False)}  # no raise: it cannot add more
    g.act(Call())
    assert g.stacks[2] == 0 and g.view(0).all_in[2]


def test_a_short_stack_never_raises_for_less() -> None:
    g = game(3)
    # the small blind (seat 2) has $7 behind its blind
    g.money = replace(g.money, stacks=(500, 500 + 488, 12))
    g.start_hand()
    assert {x.kind: (x.cost, x.all_in) for x in g.legal_actions()} == {
        "call": (5, False),
        "fold": (0, False),
    }
    g.act(Call())
    g.act(Raise())  # dealer to 20
    g.act(Call())  # big blind
    assert {x.kind: (x.cost, x.all_in) for x in g.legal_actions()} == {
        "call": (2, True),
        "fold": (0, False),
    }


def test_a_short_big_blind_still_sets_the_full_price() -> None:
    g = game(3)
    g.money = replace(g.money, stacks=(500, 4, 996))  # the big blind (seat 1) posts all it has: $4
    g.start_hand()
    assert g.view(0).bets[1] == 4
    assert {x.kind: x.cost for x in g.legal_actions()} == {"call": 5, "raise": 15, "fold": 0}


def test_nobody_left_to_answer_means_no_raise() -> None:
    g = game(2)
    g.money = replace(g.money, stacks=(8, 992))  # the human (small blind, dealer) has $8
    g.start_hand()
    assert {x.kind: (x.cost, x.all_in) for x in g.legal_actions()} == {
        "call": (3, True),
        "fold": (0, False),
    }
    g.act(Call())
    # The big blind put in more already and nobody could answer a raise: no decision is left,
    # the board is dealt out and the hand shown down at once.
    assert g.street in (Street.BETWEEN_HANDS, Street.MATCH_OVER)
    assert len(g.history[-1].board) == 5
    assert [seat for seat, _ in g.history[-1].shown] == [1, 0]
    assert g.history[-1].pots[-1].eligible == (1,)  # the big blind's $2 extra came back


def test_out_of_turn_and_foreign_objects_are_refused_without_change() -> None:
    g = game(3)
    g.start_hand()
    before = game_to_dict(g)
    with pytest.raises(IllegalAction, match="not your turn"):
        g.act(Call(), seat=0)
    with pytest.raises(IllegalAction, match="not a hold'em action"):
        g.act("call")  # type: ignore[arg-type]
    assert game_to_dict(g) == before
    with pytest.raises(IllegalAction, match="in progress"):
        g.start_hand()
    with pytest.raises(IllegalAction, match="between hands"):
        g.leave()


@pytest.mark.parametrize(
    ("order", "message"),
    [
        ("As Kd", "sequence of cards"),
        (["As"] * 52, "only cards"),
        ([], "exactly once"),
    ],
)
def test_a_bad_deck_order_is_refused_and_nothing_starts(order: object, message: str) -> None:
    g = game(3)
    with pytest.raises(IllegalAction, match=message):
        g.start_hand(order)  # type: ignore[arg-type]
    assert g.street is Street.BETWEEN_HANDS and g.hand_number == 0


def test_no_raise_is_offered_when_nobody_left_could_answer_it() -> None:
    """Both blinds are all in: the first seat may call or fold, never raise (a raise nobody
    can call would only be handed back). With a seat still holding money, it may raise."""
    from drawpoker.engine.holdem import HoldemActionKind
    from drawpoker.engine.holdem.shared_round import HoldemBetting

    nobody = HoldemBetting.open([100, 5, 5], first=0, live=[True] * 3, big_blind=10,
                                raise_cap=3, blinds=[(1, 5), (2, 10)])
    assert nobody.to_act == 0
    assert [a.kind for a in nobody.legal_actions([100, 0, 0])] == [
        HoldemActionKind.CALL, HoldemActionKind.FOLD]
    somebody = HoldemBetting.open([100, 100, 5], first=0, live=[True] * 3, big_blind=10,
                                  raise_cap=3, blinds=[(1, 5), (2, 10)])
    assert HoldemActionKind.RAISE in [a.kind for a in somebody.legal_actions([100, 95, 0])]


def test_no_raise_when_the_only_player_who_could_answer_can_only_call_its_last_dollars() -> None:
    """Issue 23's table: 4 seats, big blind $2, stacks 6/6/90/90, dealer seat 1 (big blind
    seat 2, small blind seat 3, which speaks first). The small blind folds, seat 0 raises,
    seat 1 raises all in: seat 0 has only the $2 it owes left, so the big blind may call or
    fold, never raise (seat 0 could not put in a dollar more)."""
    from drawpoker.engine.holdem import HoldemActionKind as K
    from drawpoker.engine.holdem.shared_round import HoldemBetting

    stacks = [6, 6, 90, 90]
    betting = HoldemBetting.open(stacks, first=3, live=[True] * 4, big_blind=2, raise_cap=3,
                                 blinds=[(3, 1), (2, 2)])
    stacks = [6, 6, 88, 89]
    for seat, kind in ((3, K.FOLD), (0, K.RAISE), (1, K.RAISE)):
        assert betting.to_act == seat
        paid = betting.apply(kind, stacks)
        stacks[seat] -= paid
    assert stacks[:2] == [2, 0] and betting.to_act == 2
    assert [a.kind for a in betting.legal_actions(stacks)] == [K.CALL, K.FOLD]
    stacks[0] = 3  # with one dollar more than it owes, seat 0 could answer: RAISE is back
    assert K.RAISE in [a.kind for a in betting.legal_actions(stacks)]
