"""The player's bank: money is only ever moved, never made or lost; the pawnshop's rules."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from drawpoker.bank import (
    BUY_BACK_RESERVE,
    DRAW,
    HOLDEM,
    START_MONEY,
    TABLES,
    BankError,
    Item,
    ItemState,
    PlayerBank,
    load_items,
)
from drawpoker.bank.items import DEFAULT_ITEMS, ItemsRefused, parse_items
from drawpoker.bank.limits import stack_cap
from drawpoker.bank.model import LIMIT, SaveTie
from soak import size

ITEMS = (Item("jacket", 100), Item("watch", 150), Item("ring", 200))


def bank(money: int = START_MONEY) -> PlayerBank:
    result = PlayerBank(ITEMS)
    result.money = money
    return result


def test_the_items_file_of_the_game_loads() -> None:
    items = load_items()
    assert items == DEFAULT_ITEMS  # the data file and the built-in fallback agree
    assert [item.buy_back_price for item in items] == [110, 165, 165, 220, 275]


@pytest.mark.parametrize("data", [
    None, {"items": []}, {"items": [{"id": "Watch", "loan": 5}]},
    {"items": [{"id": "watch", "loan": 0}]}, {"items": [{"id": "watch", "loan": True}]},
    {"items": [{"id": "watch", "loan": 5, "extra": 1}]},
    {"items": [{"id": "watch", "loan": 5}, {"id": "watch", "loan": 6}]},
])
def test_a_bad_items_file_is_refused(data: object) -> None:
    with pytest.raises(ItemsRefused):
        parse_items(data)


def test_a_match_takes_its_buy_in_and_gives_its_stack_back_once() -> None:
    b = bank()
    b.buy_in(200)
    assert (b.money, b.money_at_table()) == (300, 200)
    with pytest.raises(BankError):
        b.buy_in(100)  # one match at a time
    assert b.track(260) and not b.track(260)
    assert b.cash_out(260) and b.money == 560 and b.table is None
    assert not b.cash_out(260) and b.money == 560  # never twice
    assert (b.story.buy_ins, b.story.bought_in, b.story.cash_outs, b.story.cashed_out) == (
        1, 200, 1, 260)
    assert b.story.most == 560


def test_draw_and_holdem_each_have_their_own_buy_in() -> None:
    b = bank()
    b.buy_in(100)
    b.buy_in(300, HOLDEM)
    assert b.money == 100 and b.money_at_table() == 400
    with pytest.raises(BankError):
        b.buy_in(50, HOLDEM)  # one game a table
    with pytest.raises(BankError):
        b.buy_in(50, "stud")  # no such table
    assert b.track(420, HOLDEM) and b.table is not None and b.table.stack == 100
    assert b.cash_out(420, HOLDEM) and b.money == 520 and set(b.tables) == {DRAW}
    assert not b.cash_out(420, HOLDEM) and b.money == 520
    assert b.settle_lost_table() == 100 and b.tables == {} and b.money == 620
    assert (b.story.buy_ins, b.story.bought_in, b.story.cash_outs, b.story.cashed_out) == (
        2, 400, 2, 520)


def test_a_lost_match_gives_back_the_stack_last_seen() -> None:
    b = bank()
    b.buy_in(500)
    b.track(120)
    assert b.settle_lost_table() == 120 and b.money == 120
    assert b.settle_lost_table() is None


def test_canfield_takes_the_stake_and_pays_the_cards_less_the_fees() -> None:
    b = bank(60)
    b.stake_canfield(52, 7)
    assert b.money == 8 and b.canfield_seed == 7
    with pytest.raises(BankError):
        b.settle_canfield(5, 20)  # more fees than the bank and the cards hold
    b.settle_canfield(50, 10)
    assert b.money == 48 and not b.canfield_open
    with pytest.raises(BankError):
        b.stake_canfield(52, 8)


def test_pawning_in_order_and_losing_the_item_still_pawned() -> None:
    b = bank(0)
    first = b.pawn()
    assert (first.item, first.loan, first.lost) == (0, 100, None) and b.money == 100
    second = b.pawn()
    assert (second.item, second.lost) == (1, 0) and b.money == 250
    assert b.states == [ItemState.LOST, ItemState.PAWNED, ItemState.WORN]
    assert b.owed() == 150
    b.pawn()
    assert b.states == [ItemState.LOST, ItemState.LOST, ItemState.PAWNED]
    with pytest.raises(BankError):
        b.pawn()
    assert (b.story.pawned, b.story.lost) == (3, 2)


def test_a_pawned_item_comes_back_once_the_bank_can_spare_it() -> None:
    b = bank(0)
    b.pawn()
    price = ITEMS[0].buy_back_price
    b.money = price + BUY_BACK_RESERVE - 1
    assert b.buy_back_if_able() is None
    b.money += 1
    b.buy_in(10)
    b.buy_in(10, HOLDEM)
    assert b.buy_back_if_able() is None  # not during a match
    b.cash_out(10)
    assert b.buy_back_if_able() is None  # nor while the hold'em game is on
    b.cash_out(10, HOLDEM)
    assert b.buy_back_if_able() == 0
    assert b.money == BUY_BACK_RESERVE and b.states[0] is ItemState.WORN
    assert b.story.bought_back == 1


def test_a_new_bank_only_when_broke_with_nothing_to_pawn() -> None:
    b = bank(30)
    with pytest.raises(BankError):
        b.new_bank(52)  # the jacket can still be pawned
    for _ in ITEMS:
        b.pawn()
    b.money = 30
    assert not b.can_start_again(30) and b.can_start_again(52)
    b.new_bank(52)
    assert b.money == START_MONEY and set(b.states) == {ItemState.WORN}
    assert b.story.new_banks == 1


# --------------------------------------------------------------------------- conservation

ops = st.lists(st.tuples(st.sampled_from(
    ["buy_in", "track", "cash_out", "lost_table", "stake", "account", "settle", "refund",
     "pawn", "buy_back", "new_bank"]), st.integers(0, 700), st.integers(0, 300),
    st.sampled_from(TABLES)), max_size=60)


@settings(max_examples=size(300), deadline=None)
@given(ops)
def test_money_is_only_ever_moved(steps: list[tuple[str, int, int, str]]) -> None:
    """An independent ledger of every dollar in and out always equals the bank's money, and
    a refused move changes nothing; with both tables in play the bank, the stacks last seen
    and the money they took out add up to what came in."""
    b = bank()
    expected = START_MONEY
    out: dict[str, int] = {}  # the ledger's own record of each table's buy-in
    for op, x, y, table in steps:
        before = b.to_dict()
        try:
            if op == "buy_in":
                b.buy_in(x, table)
                expected -= x
                out[table] = x
            elif op == "track":
                b.track(x, table)
            elif op == "cash_out":
                worth = min(x, stack_cap(table, out[table], LIMIT)) if table in out else 0
                if b.cash_out(x, table):
                    expected += worth  # a stack above what the buy-in can make pays no more
                    del out[table]
            elif op == "lost_table":
                back = b.tables[table].stack if table in b.tables else 0
                if b.settle_lost_table(table) is not None:
                    expected += back
                    del out[table]
            elif op == "stake":
                b.stake_canfield(52, x)
                expected -= 52
            elif op in ("account", "settle"):  # a Canfield game followed move by move
                paid, fees = 5 * (x % 53), 5 * (y % 61)
                moved = paid - b.canfield_credited - (fees - b.canfield_charged)
                if op == "account":
                    b.account_canfield(paid, fees)
                else:
                    b.settle_canfield(paid, fees)
                expected += moved
            elif op == "refund":  # the game is dropped: the stake and what it moved go back
                if b.canfield_open:
                    back = 52 - b.canfield_credited + b.canfield_charged
                    expected = max(0, expected + back)
                b.refund_canfield(52)
            elif op == "pawn":
                expected += b.pawn().loan
            elif op == "buy_back":
                index = b.buy_back_if_able()
                if index is not None:
                    expected -= ITEMS[index].buy_back_price
            elif op == "new_bank":
                b.new_bank(x)
                expected = START_MONEY
        except BankError:
            assert b.to_dict() == before
        assert b.money == expected and b.money >= 0
        assert {name: money.buy_in for name, money in b.tables.items()} == out
        assert b.states.count(ItemState.PAWNED) <= 1
        assert b.story.most >= b.money
        assert PlayerBank.from_dict(b.to_dict(), ITEMS) == b  # every state round-trips


json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-10**13, 10**13) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner,
                                                                 max_size=4),
    max_leaves=20)


@settings(max_examples=300, deadline=None)
@given(st.dictionaries(st.sampled_from(["money", "items", "table", "tables", "canfield", "story",
                                       "x"]),
                       json_values, max_size=6))
def test_any_data_is_a_bank_or_a_bank_error(data: dict[str, object]) -> None:
    try:
        b = PlayerBank.from_dict(data, ITEMS)
    except BankError:
        return
    assert b.money >= 0 and b.states.count(ItemState.PAWNED) <= 1


def test_a_cash_out_never_takes_the_bank_past_its_limit() -> None:
    """A bank file must load again: money above LIMIT would be refused, so a stack that would
    carry the bank past it pays only up to it."""
    b = bank(LIMIT - 1_000)
    b.buy_in(500, HOLDEM)
    assert b.cash_out(LIMIT, HOLDEM)  # a hold'em stack has no cap of its own below LIMIT
    assert b.money == LIMIT
    assert PlayerBank.from_dict(b.to_dict(), ITEMS).money == LIMIT


# --------------------------------------------------------------------------- saves and buy-ins


def test_each_buy_in_has_its_own_id_and_only_its_save_plays() -> None:
    """Issue 37: a save carries the id of the buy-in that paid for it; a copy of a save whose
    buy-in was paid back, or of another buy-in, is stale and never pays."""
    b = bank(2000)
    assert b.tie(DRAW, None) is SaveTie.FREE  # a match from before the shared bank
    assert b.tie(DRAW, "00ff") is SaveTie.STALE  # its buy-in is not out
    b.buy_in(100, DRAW)
    first = b.tickets[DRAW]
    assert b.tie(DRAW, first) is SaveTie.PLAYS
    assert b.tie(DRAW, None) is SaveTie.STALE  # a save from before ids, another buy-in's
    assert b.tie(HOLDEM, first) is SaveTie.STALE  # not the table's
    b.cash_out(150, DRAW)
    assert DRAW not in b.tickets and b.tie(DRAW, first) is SaveTie.STALE  # paid back
    b.buy_in(100, DRAW)
    assert b.tickets[DRAW] != first and b.tie(DRAW, first) is SaveTie.STALE  # another one
    b.settle_lost_table(DRAW)
    assert not b.tickets


def test_a_bank_from_before_ids_goes_with_the_one_save_without_one() -> None:
    b = bank()
    b.buy_in(100, DRAW)
    data = b.to_dict()
    assert data["tickets"] == {DRAW: b.tickets[DRAW]}
    assert PlayerBank.from_dict(data, ITEMS).tickets == b.tickets
    del data["tickets"]  # a file written before ids
    old = PlayerBank.from_dict(data, ITEMS)
    assert not old.tickets and old.tie(DRAW, None) is SaveTie.PLAYS
    assert old.tie(DRAW, "1234") is SaveTie.STALE


@pytest.mark.parametrize("tickets", [
    [], {"draw": 5}, {"draw": "ABC"}, {"draw": "x" * 40}, {"holdem": "00ff"}, {"poker": "00"},
    {"draw": "0" * 33}, {"draw": "00\n"}])
def test_a_bank_file_with_bad_ids_is_refused(tickets: object) -> None:
    b = bank()
    b.buy_in(100, DRAW)
    with pytest.raises(BankError, match="tickets"):
        PlayerBank.from_dict({**b.to_dict(), "tickets": tickets}, ITEMS)
