"""bank.json: written atomically, every hostile file refused and kept aside, and the old
Canfield bank taken over once on the first load."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from drawpoker.bank import DRAW, HOLDEM, START_MONEY, ItemState
from drawpoker.engine.canfield import Canfield, to_dict
from drawpoker.storage.bank import BankBook
from drawpoker.storage.canfield.book import CanfieldBook
from drawpoker.ui.said import said

FUZZ = settings(max_examples=120, deadline=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture])


def test_a_new_player_starts_with_500_and_every_item(tmp_path: Path) -> None:
    book = BankBook(tmp_path / "bank.json")
    assert book.bank.money == START_MONEY and book.migrated is None and book.bad is None
    assert set(book.bank.states) == {ItemState.WORN} and len(book.bank.items) == 5
    assert not (tmp_path / "bank.json").exists()  # nothing written until something moves


def test_the_bank_round_trips(tmp_path: Path) -> None:
    book = BankBook(tmp_path / "bank.json")
    book.bank.money = book.bank.story.opening = 20  # a made-up bank, its ledger from $20
    book.bank.pawn()
    book.bank.buy_in(100)
    book.bank.track(140)
    assert book.save()
    again = BankBook(tmp_path / "bank.json")
    assert again.bad is None and again.bank == book.bank


def old_canfield(tmp_path: Path, bank: object, game: bool, restarts: int = 2) -> None:
    data = {"format": 1, "bank": bank,
            "stats": {"games": 4, "won": 1, "best_net": 80, "total_net": -100,
                      "bank_restarts": restarts},
            "game": to_dict(Canfield.deal(8)) if game else None}
    (tmp_path / "canfield.json").write_text(json.dumps(data))


def test_the_old_canfield_bank_becomes_the_bank(tmp_path: Path) -> None:
    old_canfield(tmp_path, 420, game=False)
    book = BankBook(tmp_path / "bank.json")
    assert book.migrated == 420 and book.bank.money == 420
    assert book.bank.story.new_banks == 2 and book.bank.story.most == START_MONEY
    assert (tmp_path / "bank.json").exists()  # written at once: never taken over twice
    assert BankBook(tmp_path / "bank.json").migrated is None


def test_a_canfield_game_in_progress_keeps_its_money_through_the_move(tmp_path: Path) -> None:
    old_canfield(tmp_path, 420, game=True)
    cf = CanfieldBook(tmp_path / "canfield.json")
    cf.load()
    assert cf.game is not None and cf.problem is None
    # Before: bank 420 with the game's net to come; now the stake is already paid and what
    # the game made so far is in the bank.
    assert cf.bank == cf.money_now() == 420 + cf.game.net
    net = cf.finish()
    assert cf.bank == 420 + net


@pytest.mark.parametrize("bank", ["lots", 10**13, None, 1.5])
def test_an_old_bank_that_cannot_be_read_leaves_500(tmp_path: Path, bank: object) -> None:
    old_canfield(tmp_path, bank, game=False)
    assert BankBook(tmp_path / "bank.json").bank.money == START_MONEY


def test_a_negative_old_bank_becomes_zero(tmp_path: Path) -> None:
    old_canfield(tmp_path, -30, game=False)
    assert BankBook(tmp_path / "bank.json").bank.money == 0


def _refused(tmp_path: Path, raw: bytes) -> BankBook:
    path = tmp_path / "bank.json"
    for old in tmp_path.glob("bank.json*"):
        old.unlink()
    path.write_bytes(raw)
    return BankBook(path)


def good() -> dict[str, object]:
    book = BankBook(Path("/nonexistent/bank.json"))
    return {"game": "drawpoker-bank", "version": 1, "bank": book.bank.to_dict()}


@pytest.mark.parametrize(("change", "problem"), [
    (lambda d: d.update(version=9), "newer"),
    (lambda d: d.update(game="drawpoker"), "corrupt"),
    (lambda d: d["bank"].update(money=-1), "invalid"),
    (lambda d: d["bank"].update(money=True), "invalid"),
    (lambda d: d["bank"]["items"].update(jacket="pawned", watch="pawned"), "invalid"),
    (lambda d: d["bank"]["items"].update(jacket="sold"), "invalid"),
    (lambda d: d["bank"].update(table={"buy_in": 0, "stack": 5}), "invalid"),
    (lambda d: d["bank"].update(canfield={"seed": "x"}), "invalid"),
    (lambda d: d["bank"]["story"].update(most=10), "invalid"),
])
def test_impossible_values_are_refused_and_kept_aside(tmp_path: Path, change: object,
                                                      problem: str) -> None:
    data = good()
    change(data)  # type: ignore[operator]
    raw = json.dumps(data).encode()
    book = _refused(tmp_path, raw)
    assert book.bad is not None and book.bad.problem == problem
    assert book.bank.money == START_MONEY and said(book.notice)
    kept = list(tmp_path.glob("bank.json.bad-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == raw
    assert book.save() and BankBook(tmp_path / "bank.json").bad is None


@FUZZ
@given(raw=st.binary(max_size=300))
def test_any_bytes_load_or_are_refused_and_kept(tmp_path: Path, raw: bytes) -> None:
    book = _refused(tmp_path, raw)
    assert book.bank.money >= 0
    if book.bad is not None:
        kept = list(tmp_path.glob("bank.json.bad-*"))
        assert len(kept) == 1 and kept[0].read_bytes() == raw


@FUZZ
@given(value=st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=6),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner,
                                                                max_size=3), max_leaves=12),
       where=st.sampled_from(["money", "items", "table", "canfield", "story"]))
def test_any_value_anywhere_is_loaded_or_refused(tmp_path: Path, value: object,
                                                 where: str) -> None:
    data = good()
    data["bank"][where] = value  # type: ignore[index]
    book = _refused(tmp_path, json.dumps(data).encode())
    assert book.bank.money >= 0 and book.bank.states.count(ItemState.PAWNED) <= 1


@pytest.mark.parametrize("raw", [b"", b"{", b"\xff", b"NaN", b"[" * 5000, b"1" * 400])
def test_unreadable_files_are_refused(tmp_path: Path, raw: bytes) -> None:
    book = _refused(tmp_path, raw)
    assert book.bad is not None and book.bank.money == START_MONEY


def test_a_folder_in_its_place_is_refused_and_never_written_over(tmp_path: Path) -> None:
    (tmp_path / "bank.json").mkdir()
    book = BankBook(tmp_path / "bank.json")
    assert book.bad is not None
    book.bank.money = 5
    assert book.save() in (True, False)
    assert (tmp_path / "bank.json").is_dir() or list(tmp_path.glob("bank.json.bad-*"))


def test_a_disk_that_refuses_writes_keeps_the_money_in_memory(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    book = BankBook(blocker / "bank.json")
    book.bank.buy_in(100)
    assert book.save() is False and book.last_error
    assert book.bank.money == START_MONEY - 100


DATA = Path(__file__).parent / "data"


def test_a_format_1_file_with_a_draw_buy_in_out_still_loads(tmp_path: Path) -> None:
    """Written by the bank before hold'em shared it: its one buy-in is the draw match's, and
    the file is written back in the new format without losing a dollar."""
    path = tmp_path / "bank.json"
    path.write_bytes((DATA / "bank-v1-draw-table-out.json").read_bytes())
    book = BankBook(path)
    assert book.bad is None
    bank = book.bank
    assert bank.money == 20 and bank.states[0] is ItemState.PAWNED
    assert set(bank.tables) == {DRAW} and (bank.tables[DRAW].buy_in,
                                           bank.tables[DRAW].stack) == (100, 140)
    assert bank.money_at_table() == 140 and bank.story.buy_ins == 1
    assert book.save()
    written = json.loads(path.read_text())
    assert written["version"] == 2 and "table" not in written["bank"]
    assert written["bank"]["tables"] == {"draw": {"buy_in": 100, "stack": 140}}
    assert BankBook(path).bank == bank


def test_a_format_1_file_without_a_buy_in_still_loads(tmp_path: Path) -> None:
    path = tmp_path / "bank.json"
    path.write_bytes((DATA / "bank-v1-no-table.json").read_bytes())
    book = BankBook(path)
    assert book.bad is None and book.bank.tables == {}
    assert book.bank.money == 448 and book.bank.canfield_open and book.bank.canfield_seed == 11


def test_both_tables_round_trip(tmp_path: Path) -> None:
    book = BankBook(tmp_path / "bank.json")
    book.bank.buy_in(100)
    book.bank.buy_in(300, HOLDEM)
    book.bank.track(260, HOLDEM)
    assert book.save()
    again = BankBook(tmp_path / "bank.json")
    assert again.bad is None and again.bank == book.bank
    assert again.bank.money_at_table() == 360


@pytest.mark.parametrize("tables", [
    {"poker": {"buy_in": 5, "stack": 5}}, [], {"holdem": {"buy_in": 0, "stack": 5}},
    {"holdem": {"buy_in": 5}},
])
def test_a_bad_table_is_refused(tmp_path: Path, tables: object) -> None:
    path = tmp_path / "bank.json"
    good = BankBook(path)
    good.bank.buy_in(50)
    good.save()
    data = json.loads(path.read_text())
    data["bank"]["tables"] = tables
    path.write_text(json.dumps(data))
    book = BankBook(path)
    assert book.bad is not None and book.bank.tables == {}
