"""Betting rounds: who acts, which actions and amounts are allowed, and what each one costs."""

from __future__ import annotations

import pytest
from deals import new_match, order

from drawpoker.engine.draw import (
    ActionKind,
    Bet,
    Call,
    Discard,
    Drop,
    IllegalAction,
    Match,
    Phase,
    Raise,
    Rules,
    Wait,
)
from drawpoker.engine.draw.match_data import match_to_dict

HUMAN_PAIR = "Ks Kd 9c 8h 7s"
COMPUTER_PAIR = "Qs Qd Jc 8d 7c"


def kinds(m: Match) -> list[ActionKind]:
    return [legal.kind for legal in m.legal_actions()]


def test_a_deal_starts_with_antes_and_the_human_first() -> None:
    m = new_match()
    assert m.phase is Phase.BETWEEN_DEALS and m.legal_actions() == []
    m.start_deal(order(HUMAN_PAIR, COMPUTER_PAIR))
    assert m.stacks == (195, 195) and m.pot == 10
    assert m.dealer == 1 and m.to_act == 0 and m.deal_number == 1
    assert m.hands[0] == tuple(order(HUMAN_PAIR, COMPUTER_PAIR)[:5])
    assert m.phase is Phase.BET1


def test_first_to_act_may_bet_wait_or_drop() -> None:
    m = new_match()
    m.start_deal()
    assert kinds(m) == [ActionKind.BET, ActionKind.CHECK, ActionKind.FOLD]
    bet = m.legal_actions()[0]
    assert bet.amounts() == list(range(5, 55, 5))


def test_after_a_wait_the_second_may_bet_draw_or_drop() -> None:
    m = new_match()
    m.start_deal()
    m.act(Wait())
    assert m.to_act == 1
    assert kinds(m) == [ActionKind.BET, ActionKind.CALL, ActionKind.FOLD]
    m.act(Call())  # shown as DRAW: a check that goes to the draw
    assert m.phase is Phase.DRAW and m.to_act == 0 and m.pot == 10


def test_facing_a_bet_raise_draw_or_drop_and_draw_pays_the_bet() -> None:
    m = new_match()
    m.start_deal()
    m.act(Bet(20))
    assert m.stacks == (175, 195) and m.pot == 30
    assert kinds(m) == [ActionKind.RAISE, ActionKind.CALL, ActionKind.FOLD]
    m.act(Call())
    assert m.stacks == (175, 175) and m.pot == 50 and m.phase is Phase.DRAW


def test_a_raise_pays_the_call_plus_the_raise_and_passes_the_turn_back() -> None:
    m = new_match()
    m.start_deal()
    m.act(Wait())
    m.act(Bet(10))
    m.act(Raise(15))
    assert m.stacks == (170, 185) and m.pot == 45 and m.to_act == 1
    assert kinds(m) == [ActionKind.RAISE, ActionKind.CALL, ActionKind.FOLD]
    m.act(Call())
    assert m.stacks == (170, 170) and m.phase is Phase.DRAW


def test_at_most_max_raises_per_round() -> None:
    m = new_match()
    m.start_deal()
    m.act(Bet(5))
    for _ in range(3):
        m.act(Raise(5))
    assert ActionKind.RAISE not in kinds(m)
    with pytest.raises(IllegalAction, match="RAISE is not allowed"):
        m.act(Raise(5))
    m.act(Call())
    assert m.phase is Phase.DRAW and m.pot == 10 + 2 * 20


def test_amounts_must_be_multiples_of_the_unit_within_the_caps() -> None:
    m = new_match()
    m.start_deal()
    with pytest.raises(IllegalAction, match="multiple of the bet unit"):
        m.act(Bet(7))
    with pytest.raises(IllegalAction, match="from \\$5 to \\$50"):
        m.act(Bet(55))
    with pytest.raises(IllegalAction, match="from \\$5 to \\$50"):
        m.act(Bet(0))


def test_never_more_than_the_other_player_can_call() -> None:
    m = new_match(starting_money=40)
    m.start_deal()
    assert m.legal_actions()[0].max_amount == 35
    m.act(Bet(30))
    raise_ = m.legal_actions()[0]
    assert raise_.kind is ActionKind.RAISE and raise_.max_amount == 5  # the human has $5 left
    m.act(Raise(5))
    assert m.stacks == (5, 0)
    assert kinds(m) == [ActionKind.CALL, ActionKind.FOLD]  # she has nothing left to call a raise
    m.act(Call())
    assert m.stacks == (0, 0) and m.pot == 80


def test_a_player_with_no_money_left_bets_no_more() -> None:
    m = new_match(starting_money=40)
    m.start_deal(order(HUMAN_PAIR, COMPUTER_PAIR))
    m.act(Bet(35))
    m.act(Call())
    assert m.stacks == (0, 0) and m.phase is Phase.DRAW
    m.act(Discard())
    events = m.act(Discard())
    assert any(type(e).__name__ == "RoundSkipped" for e in events)
    assert m.phase is Phase.BETWEEN_DEALS or m.phase is Phase.MATCH_OVER
    assert m.stacks[0] == 80  # kings beat queens: the whole pot


def test_second_round_first_to_act_may_bet_call_or_drop_and_call_shows_down() -> None:
    m = new_match()
    m.start_deal(order(HUMAN_PAIR, COMPUTER_PAIR))
    m.act(Wait())
    m.act(Call())
    m.act(Discard())
    m.act(Discard())
    assert m.phase is Phase.BET2 and m.to_act == 0
    assert kinds(m) == [ActionKind.BET, ActionKind.CALL, ActionKind.FOLD]
    events = m.act(Call())
    assert [type(e).__name__ for e in events][:3] == ["ActionTaken", "Showdown", "PotWon"]
    assert m.stacks == (205, 195)


def test_second_round_bet_then_raise_call() -> None:
    m = new_match()
    m.start_deal(order(HUMAN_PAIR, COMPUTER_PAIR))
    m.act(Wait())
    m.act(Call())
    m.act(Discard())
    m.act(Discard())
    m.act(Bet(10))
    assert kinds(m) == [ActionKind.RAISE, ActionKind.CALL, ActionKind.FOLD]
    m.act(Raise(10))
    m.act(Call())
    assert m.stacks == (195 + 50 - 20, 175)


def test_wait_only_opens_round_one() -> None:
    m = new_match()
    m.start_deal()
    m.act(Wait())
    with pytest.raises(IllegalAction, match="WAIT is not allowed"):
        m.act(Wait())


def test_acting_out_of_turn_is_refused_and_changes_nothing() -> None:
    m = new_match()
    m.start_deal()
    before = match_to_dict(m)
    with pytest.raises(IllegalAction, match="not your turn"):
        m.act(Bet(5), seat=1)
    with pytest.raises(IllegalAction, match="RAISE is not allowed"):
        m.act(Raise(5))
    with pytest.raises(IllegalAction, match="DISCARD is not allowed"):
        m.act(Discard())
    assert match_to_dict(m) == before


def test_no_action_between_deals_or_after_the_match() -> None:
    m = new_match()
    with pytest.raises(IllegalAction, match="no deal in progress"):
        m.act(Wait())
    m.start_deal()
    with pytest.raises(IllegalAction, match="a deal is in progress"):
        m.start_deal()


def test_the_dealer_alternates_and_the_non_dealer_acts_first() -> None:
    m = new_match()
    m.start_deal()
    assert (m.dealer, m.to_act) == (1, 0)
    m.act(Drop())
    m.start_deal()
    assert (m.deal_number, m.dealer, m.to_act) == (2, 0, 1)
    m.act(Drop())
    m.start_deal()
    assert (m.dealer, m.to_act) == (1, 0)


def test_rules_with_a_different_unit_and_cap() -> None:
    m = Match(Rules(bet_unit=10, max_bet=30, max_raises=1), seed=3)
    m.start_deal()
    assert m.legal_actions()[0].amounts() == [10, 20, 30]
    m.act(Bet(10))
    m.act(Raise(30))
    assert kinds(m) == [ActionKind.CALL, ActionKind.FOLD]
