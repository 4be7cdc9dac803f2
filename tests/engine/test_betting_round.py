"""The betting round shared by draw and hold'em: order, amounts, caps, blinds, all-ins, the end."""

from __future__ import annotations

import pytest

from drawpoker.engine.core.actions import ActionKind, Bet, Call, IllegalAction, Raise
from drawpoker.engine.core.betting import BetStructure, BettingRound, Structure
from drawpoker.engine.core.seat import (
    Seat,
    check_seat,
    left_of,
    next_in_turn,
    next_seat,
    seats_from,
)
from drawpoker.engine.draw.actions import Discard, Drop, Wait

DRAW = BetStructure.spread(unit=5, max_bet=50, max_raises=3)
LIMIT = BetStructure.fixed(size=10, max_raises=3)


def kinds(r: BettingRound, stacks: tuple[int, ...]) -> list[ActionKind]:
    return [legal.kind for legal in r.legal_actions(stacks)]


class Table:
    """A round and the stacks it plays against, moving the money as a game would."""

    def __init__(self, r: BettingRound, stacks: tuple[int, ...]) -> None:
        self.round = r
        self.stacks = list(stacks)
        for seat, paid in enumerate(r.paid):
            self.stacks[seat] -= paid

    def act(self, action: Bet | Wait | Raise | Call | Drop) -> int:
        step = self.round.apply(action, tuple(self.stacks))
        self.stacks[step.seat] -= step.paid
        self.round = step.round
        return step.paid

    def kinds(self) -> list[ActionKind]:
        return kinds(self.round, tuple(self.stacks))


# ----------------------------------------------------------------------------- seats
def test_seats_go_round_the_table() -> None:
    assert Seat.HUMAN.other is Seat.COMPUTER and Seat.COMPUTER.other is Seat.HUMAN
    assert next_seat(5, 6) == 0 and next_seat(0, 2) == 1 and next_seat(1, 2) == 0
    assert left_of(4, 6, 3) == 1
    assert seats_from(2, 3) == (2, 0, 1)
    assert next_in_turn(0, 3, [True, False, False]) == 0  # only itself is left
    assert next_in_turn(0, 3, [False, False, False]) is None
    with pytest.raises(ValueError, match="seat must be"):
        check_seat(True, 2)
    with pytest.raises(ValueError, match="seat must be"):
        check_seat(2, 2)
    assert check_seat(Seat.COMPUTER, 2) == 1


# ----------------------------------------------------------------------------- draw
def test_draw_opener_may_bet_wait_or_drop_and_a_call_after_a_wait_ends_it() -> None:
    t = Table(BettingRound.open(DRAW, (195, 195), first=0, may_wait=True), (195, 195))
    assert t.kinds() == [ActionKind.BET, ActionKind.CHECK, ActionKind.FOLD]
    assert t.round.legal_actions((195, 195))[0].amounts() == list(range(5, 55, 5))
    t.act(Wait())
    assert t.round.to_act == 1 and t.kinds() == [ActionKind.BET, ActionKind.CALL, ActionKind.FOLD]
    assert t.act(Call()) == 0
    assert t.round.complete and t.round.to_act is None


def test_draw_second_round_a_call_of_nothing_ends_it_at_once() -> None:
    t = Table(BettingRound.open(DRAW, (100, 100), first=1), (100, 100))
    assert t.kinds() == [ActionKind.BET, ActionKind.CALL, ActionKind.FOLD]
    t.act(Call())
    assert t.round.complete and t.round.paid == (0, 0)


def test_draw_bets_never_exceed_what_the_other_can_call() -> None:
    t = Table(BettingRound.open(DRAW, (195, 22), first=0, may_wait=True), (195, 22))
    assert t.round.legal_actions(tuple(t.stacks))[0].max_amount == 20
    t.act(Bet(10))
    raise_ = t.round.legal_actions(tuple(t.stacks))[0]
    assert raise_.kind is ActionKind.RAISE and raise_.to_call == 10 and raise_.max_amount == 10
    t.act(Raise(10))
    assert t.round.paid == (10, 20) and t.stacks == [185, 2]
    assert t.kinds() == [ActionKind.CALL, ActionKind.FOLD]  # 2 left: nothing she could call


def test_draw_raise_cap_and_the_price_of_a_raise() -> None:
    t = Table(BettingRound.open(DRAW, (500, 500), first=0, may_wait=True), (500, 500))
    t.act(Bet(5))
    for _ in range(3):
        assert ActionKind.RAISE in t.kinds()
        t.act(Raise(50))
    assert t.round.raises == 3 and t.kinds() == [ActionKind.CALL, ActionKind.FOLD]
    assert t.round.owed(0) == 50 and t.act(Call()) == 50
    assert t.round.complete and t.round.paid == (155, 155)


def test_a_drop_leaves_one_player_and_ends_the_round() -> None:
    t = Table(BettingRound.open(DRAW, (50, 50), first=0, may_wait=True), (50, 50))
    t.act(Bet(20))
    assert t.act(Drop()) == 0
    assert t.round.complete and t.round.in_hand == (0,) and t.round.actions == 2


def test_a_round_with_a_broke_player_is_over_before_it_starts() -> None:
    r = BettingRound.open(DRAW, (0, 80), first=0, may_wait=True)
    assert r.complete and r.to_act is None and r.legal_actions((0, 80)) == []
    with pytest.raises(IllegalAction, match="nobody is to act"):
        r.apply(Call(), (0, 80))


# ----------------------------------------------------------------------------- fixed limit
def test_fixed_limit_bets_and_raises_are_exactly_one_unit() -> None:
    stacks = (100, 100, 100)
    t = Table(BettingRound.open(LIMIT, stacks, first=1), stacks)
    bet = t.round.legal_actions(stacks)[0]
    assert (bet.kind, bet.min_amount, bet.max_amount) == (ActionKind.BET, 10, 10)
    with pytest.raises(IllegalAction, match="at most \\$10"):
        t.round.apply(Bet(20), stacks)
    t.act(Bet(10))
    raise_ = t.round.legal_actions(tuple(t.stacks))[0]
    assert (raise_.kind, raise_.amounts(), raise_.to_call) == (ActionKind.RAISE, [10], 10)
    assert t.act(Raise(10)) == 20 and t.round.level == 20


def test_checks_go_round_and_the_round_ends_when_all_have_acted() -> None:
    stacks = (100, 100, 100, 100)
    t = Table(BettingRound.open(LIMIT, stacks, first=2), stacks)
    order = []
    for _ in range(4):
        assert not t.round.complete
        order.append(t.round.to_act)
        assert t.act(Call()) == 0  # a check
    assert order == [2, 3, 0, 1] and t.round.complete


def test_a_bet_reopens_the_round_for_those_who_checked() -> None:
    stacks = (100, 100, 100)
    t = Table(BettingRound.open(LIMIT, stacks, first=0), stacks)
    t.act(Call())
    t.act(Bet(10))
    assert t.round.to_act == 2
    t.act(Call())
    assert t.round.to_act == 0 and not t.round.complete  # the one who checked must answer
    t.act(Call())
    assert t.round.complete and t.round.paid == (10, 10, 10)


def test_the_raise_cap_counts_raises_not_the_bet() -> None:
    stacks = (500, 500)
    t = Table(BettingRound.open(LIMIT, stacks, first=0), stacks)
    t.act(Bet(10))
    for _ in range(3):
        t.act(Raise(10))
    assert t.kinds() == [ActionKind.CALL, ActionKind.FOLD]
    t.act(Call())
    assert t.round.complete and t.round.paid == (40, 40)


def test_folded_and_all_in_seats_are_passed_over() -> None:
    stacks = (100, 5, 100, 100)
    t = Table(BettingRound.open(LIMIT, stacks, first=0, live=(True, True, False, True)), stacks)
    t.act(Bet(10))
    assert t.round.to_act == 1
    assert t.round.legal_actions(tuple(t.stacks))[0].to_call == 5  # all-in for less
    assert t.kinds() == [ActionKind.CALL, ActionKind.FOLD]
    assert t.act(Call()) == 5 and t.round.all_in[1] and t.stacks[1] == 0
    assert t.round.to_act == 3  # seat 2 folded earlier
    t.act(Call())
    assert t.round.complete and t.round.paid == (10, 5, 0, 10)


def test_a_short_stack_may_not_bet_or_raise_for_less() -> None:
    stacks = (7, 100)
    r = BettingRound.open(LIMIT, stacks, first=0)
    assert kinds(r, stacks) == [ActionKind.CALL, ActionKind.FOLD]
    step = r.apply(Call(), stacks)
    step = step.round.apply(Bet(10), (7, 100))
    assert kinds(step.round, (7, 90)) == [ActionKind.CALL, ActionKind.FOLD]


# ----------------------------------------------------------------------------- blinds
def test_blinds_are_forced_bets_and_the_big_blind_has_the_option() -> None:
    stacks = (100, 100, 100)
    r = BettingRound.open(LIMIT, stacks, first=2, blinds=((0, 5), (1, 10)))
    assert r.paid == (5, 10, 0) and r.level == 10 and r.raises == 0 and r.to_act == 2
    t = Table(r, stacks)
    t.act(Call())
    assert t.round.to_act == 0 and t.round.owed(0) == 5
    assert t.act(Call()) == 5
    assert t.round.to_act == 1 and not t.round.complete  # the big blind's option
    option = t.round.legal_actions(tuple(t.stacks))
    assert [legal.kind for legal in option] == [ActionKind.RAISE, ActionKind.CALL, ActionKind.FOLD]
    assert option[1].to_call == 0
    t.act(Call())  # checks
    assert t.round.complete and t.round.paid == (10, 10, 10)


def test_the_big_blind_may_raise_its_option() -> None:
    stacks = (100, 100)
    t = Table(BettingRound.open(LIMIT, stacks, first=0, blinds=((0, 5), (1, 10))), stacks)
    t.act(Call())
    assert t.act(Raise(10)) == 10 and t.round.raises == 1 and t.round.to_act == 0
    t.act(Call())
    assert t.round.complete and t.stacks == [80, 80]


def test_a_short_blind_posts_what_is_left_and_the_level_stays_the_big_blind() -> None:
    stacks = (100, 4, 100)
    r = BettingRound.open(LIMIT, stacks, first=2, blinds=((0, 5), (1, 10)), level=10)
    assert r.paid == (5, 4, 0) and r.all_in == (False, True, False) and r.level == 10
    assert r.owed(2) == 10 and r.owed(0) == 5


def test_everyone_else_all_in_and_matched_ends_the_round() -> None:
    stacks = (3, 100)
    r = BettingRound.open(LIMIT, stacks, first=0, blinds=((0, 5), (1, 10)))
    assert r.paid == (3, 10) and r.complete and r.to_act is None


# ----------------------------------------------------------------------------- refusals
def test_illegal_actions_are_refused_and_change_nothing() -> None:
    stacks = (100, 100)
    r = BettingRound.open(DRAW, stacks, first=0, may_wait=True)
    before = r
    for action, words in [
        (Raise(5), "RAISE is not allowed"),
        (Bet(7), "multiple of \\$5"),
        (Bet(0), "multiple of \\$5 from \\$5"),
        (Bet(55), "at most \\$50"),
        (Bet(True), "whole number"),
        (Bet(5.0), "whole number"),  # type: ignore[arg-type]
        (Discard(), "not a betting action"),
        ("call", "not a betting action"),
    ]:
        with pytest.raises(IllegalAction, match=words):
            r.apply(action, stacks)  # type: ignore[arg-type]
        assert not r.can(action, stacks)  # type: ignore[arg-type]
    assert r == before and r.can(Bet(50), stacks)


@pytest.mark.parametrize(
    ("stacks", "first", "words"),
    [((100,), 0, "2 to 6 seats"), ((1,) * 7, 0, "2 to 6 seats"), ((5, 5), 2, "seat must be"),
     ((5, -1), 0, "stacks are whole"), ((5, 5.0), 0, "stacks are whole")],
)  # fmt: skip
def test_a_round_needs_a_real_table(stacks: tuple[int, ...], first: int, words: str) -> None:
    with pytest.raises(ValueError, match=words):
        BettingRound.open(DRAW, stacks, first)


def test_bet_structures_are_checked() -> None:
    assert LIMIT.kind is Structure.FIXED and not LIMIT.call_ends_round
    assert DRAW.cap_to_callable and DRAW.call_ends_round
    with pytest.raises(ValueError, match="multiple"):
        BetStructure.spread(5, 52, 3)
    with pytest.raises(ValueError, match="whole number"):
        BetStructure.spread(5, 50, -1)
    with pytest.raises(ValueError, match="exactly the unit"):
        BetStructure(Structure.FIXED, 10, 20, 3)


def test_an_idle_round_has_nobody_to_act() -> None:
    r = BettingRound.idle(DRAW, 2)
    assert r.complete and r.to_act is None and r.paid == (0, 0) and r.raises == 0
