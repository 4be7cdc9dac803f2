"""The money ledger and the forfeit ledger, on their own."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from drawpoker.engine.core.forfeit_ledger import ForfeitLedger
from drawpoker.engine.core.forfeits import ForfeitState
from drawpoker.engine.core.money import Money, MoneyError
from drawpoker.engine.draw.events import ItemBoughtBack, ItemLost, ItemPawned
from soak import size

W, P, L = ForfeitState.WORN, ForfeitState.PAWNED, ForfeitState.LOST


def test_antes_bets_and_a_split_pot_move_through_the_ledger() -> None:
    m = Money.start(100, seats=3)
    for seat in range(3):
        m = m.pay(seat, 5)
    m = m.pay(1, 20).pay(2, 20)
    assert m.stacks == (95, 75, 75) and m.pot == 55 and m.contributed == (5, 25, 25)
    m = m.award(1, 27).award(2, 28)
    assert m.stacks == (95, 102, 103) and m.pot == 0 and m.total == 300
    m.check()
    assert m.new_deal().contributed == (0, 0, 0) and m.new_deal().stacks == m.stacks


def test_impossible_moves_are_refused() -> None:
    m = Money.start(10, seats=2).pay(0, 4)
    with pytest.raises(MoneyError, match="cannot pay \\$7: it has \\$6"):
        m.pay(0, 7)
    with pytest.raises(MoneyError, match="the pot holds \\$4"):
        m.award(1, 5)
    with pytest.raises(MoneyError, match="cannot repay"):
        m.repay(1, 1)  # nothing was lent
    with pytest.raises(MoneyError, match="whole number"):
        m.pay(0, -1)
    with pytest.raises(MoneyError, match="whole number"):
        m.lend(0, True)
    with pytest.raises(ValueError, match="2 to 6 seats"):
        Money.start(10, seats=7)


def test_the_check_names_what_does_not_add_up() -> None:
    Money((10, 10), 0, (0, 0), 20).check()
    with pytest.raises(MoneyError, match="money does not add up: stacks and pot hold \\$25"):
        Money((10, 10), 5, (0, 0), 20).check()
    with pytest.raises(MoneyError, match="repaid more than it lent"):
        Money((10, 10), 0, (0, 0), 20, lent=0, repaid=5).check()
    with pytest.raises(MoneyError, match="negative"):
        Money((25, -5), 0, (0, 0), 20).check()


moves = st.lists(
    st.tuples(st.sampled_from(["pay", "award", "lend", "repay", "new_deal"]),
              st.integers(0, 5), st.integers(0, 120)),
    max_size=60,
)  # fmt: skip


@settings(max_examples=size(300), deadline=None)
@given(seats=st.integers(2, 6), each=st.integers(0, 200), steps=moves)
def test_every_move_keeps_the_books(
    seats: int, each: int, steps: list[tuple[str, int, int]]
) -> None:
    m = Money.start(each, seats)
    for name, seat, amount in steps:
        seat %= seats
        before = m
        try:
            m = m.new_deal() if name == "new_deal" else getattr(m, name)(seat, amount)
        except MoneyError:
            assert m is before  # a refused move changes nothing
            continue
        m.check()
        assert m.total == each * seats + m.lent - m.repaid
        assert all(stack >= 0 for stack in m.stacks) and m.pot >= 0
        if name == "pay":
            assert m.contributed[seat] == before.contributed[seat] + amount


def test_pawning_loses_the_item_pawned_before_and_lends_again() -> None:
    items = ForfeitLedger.worn(3, owner=1)
    money = Money.start(0, seats=2)
    items, money, events = items.pawn(money, loan=50)
    assert items.states == (P, W, W) and money.stacks == (0, 50)
    assert events == [ItemPawned(1, 0, 50)]
    items, money, events = items.pawn(money, loan=50)
    assert items.states == (L, P, W) and items.taken == (0, 1)
    assert events == [ItemLost(1, 0), ItemPawned(1, 1, 50)] and money.lent == 100
    items, lost = items.lose_pawned()
    assert items.states == (L, L, W) and lost == [ItemLost(1, 1)] and items.can_pawn
    assert items.lose_pawned() == (items, [])


def test_buying_back_takes_the_last_item_off_first_and_only_with_money_enough() -> None:
    items = ForfeitLedger((L, P, W), (0, 1), owner=1)
    money = Money((0, 200), 0, (0, 0), 100, lent=100)
    same = items.buy_back(money, loan=50, at=201)
    assert same.items is items and same.money is money and same.events == []
    items, money, events = items.buy_back(money, loan=50, at=200)
    assert items.states == (L, W, W) and items.taken == (0,)
    assert events == [ItemBoughtBack(1, 1, 50)]
    assert money.stacks == (0, 150) and money.repaid == 50
    items, money, events = items.buy_back(money, loan=50, at=100)
    assert items.states == (W, W, W) and items.taken == () and money.from_bank == 0
    money.check()


def test_nothing_left_to_pawn_is_refused() -> None:
    items = ForfeitLedger((L, L), (0, 1), owner=1)
    assert not items.can_pawn and items.pawned is None
    with pytest.raises(ValueError, match="nothing left to pawn"):
        items.pawn(Money.start(0, 2), loan=10)
