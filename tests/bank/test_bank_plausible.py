"""bank.json edited by hand (QA3 F9): amounts no game could have written are refused, kept
aside and explained, so the title never pays them back; a file from a newer game is called
that and is never lost."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from drawpoker.bank import DRAW, HOLDEM, START_MONEY, PlayerBank
from drawpoker.bank.limits import MAX_BUY_IN, draw_loans, stack_cap
from drawpoker.bank.model import LIMIT
from drawpoker.engine.draw import Match
from drawpoker.engine.draw.rules import Rules
from drawpoker.i18n import t
from drawpoker.storage.bank import BANK_VERSION, BankBook
from drawpoker.ui.said import said


def write_bank(folder: Path, **changes: object) -> Path:
    bank = PlayerBank().to_dict()
    bank.update(changes)
    path = folder / "bank.json"
    path.write_text(json.dumps({"game": "drawpoker-bank", "version": BANK_VERSION,
                                "bank": bank}))
    return path


def refused(path: Path) -> BankBook:
    raw = path.read_bytes()
    book = BankBook(path)
    assert book.bad is not None and book.bad.problem == "invalid"
    assert book.bank.money == START_MONEY and book.bank.tables == {}
    kept = list(path.parent.glob("bank.json.bad-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == raw
    return book


@pytest.mark.parametrize("stack", [10**12, 10**9, 2 * 200 + 601])
def test_a_draw_stack_no_match_can_hold_is_refused(tmp_path: Path, stack: int) -> None:
    path = write_bank(tmp_path, tables={DRAW: {"buy_in": 200, "stack": stack}})
    refused(path)


def test_the_title_pays_nothing_back_from_a_forged_draw_stack(tmp_path: Path) -> None:
    """The QA3 repro: no match.json, a draw stack of $10**12; the settled bank stays at $500."""
    path = write_bank(tmp_path, tables={DRAW: {"buy_in": 200, "stack": 10**12}})
    book = refused(path)
    assert book.bank.settle_lost_table(DRAW) is None and book.bank.money == START_MONEY


@pytest.mark.parametrize("table", [DRAW, HOLDEM])
def test_a_buy_in_above_what_the_rules_allow_is_refused(tmp_path: Path, table: str) -> None:
    path = write_bank(tmp_path, tables={table: {"buy_in": MAX_BUY_IN + 1,
                                                "stack": MAX_BUY_IN + 1}})
    refused(path)


def test_money_above_the_most_the_bank_held_is_refused(tmp_path: Path) -> None:
    story = PlayerBank().to_dict()["story"]
    path = write_bank(tmp_path, money=10**9, story=story)
    refused(path)


def test_money_equal_to_the_most_loads(tmp_path: Path) -> None:
    story = PlayerBank().to_dict()["story"] | {"most": 900}
    path = write_bank(tmp_path, money=900, story=story)
    book = BankBook(path)
    assert book.bad is None and book.bank.money == 900


def test_the_largest_draw_stack_a_real_match_holds_loads(tmp_path: Path) -> None:
    """Both starting moneys and every loan of her items: a player who took it all keeps it."""
    for name in Rules.preset_names():
        rules = Rules.preset(name)
        match = Match(rules)
        everything = 2 * rules.starting_money + rules.forfeit_items * rules.pawn_loan
        assert match.money.start_total == 2 * rules.starting_money
        assert everything <= stack_cap(DRAW, rules.starting_money, LIMIT)
    path = write_bank(tmp_path, tables={DRAW: {"buy_in": 500, "stack": 1000 + draw_loans()}})
    book = BankBook(path)
    assert book.bad is None and book.bank.money_at_table() == 1000 + draw_loans()


def test_a_large_holdem_stack_can_be_real(tmp_path: Path) -> None:
    """Hold'em's loans are big blinds, which double without end: a long game's stack is far
    above six buy-ins, so only the bank's own limit applies."""
    path = write_bank(tmp_path, tables={HOLDEM: {"buy_in": 500, "stack": 10**10}})
    assert BankBook(path).bad is None


def test_a_newer_bank_is_called_newer_and_kept(tmp_path: Path) -> None:
    path = write_bank(tmp_path, money=300)
    data = json.loads(path.read_text())
    data["version"] = BANK_VERSION + 1
    data["bank"]["tables"] = {"omaha": {"buy_in": 100, "stack": 100}}  # unknown here
    raw = json.dumps(data).encode()
    path.write_bytes(raw)
    book = BankBook(path)
    assert book.bad is not None and book.bad.problem == "newer"
    assert book.notice is not None and said(book.notice).startswith(t("bank.problem.newer"))
    kept = list(tmp_path.glob("bank.json.bad-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == raw
    book.bank.buy_in(100)
    assert book.save()  # the new bank is written beside it, the newer file untouched
    assert kept[0].read_bytes() == raw


def test_a_newer_bank_that_cannot_be_moved_aside_is_never_written_over(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = write_bank(tmp_path, money=300)
    data = json.loads(path.read_text())
    data["version"] = BANK_VERSION + 1
    raw = json.dumps(data).encode()
    path.write_bytes(raw)

    def cannot_move(_: Path) -> Path:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr("drawpoker.storage.files.move_aside", cannot_move)
    book = BankBook(path)
    assert book.bad is not None and book.bad.problem == "newer" and book.bad.kept_as is None
    book.bank.buy_in(100)
    assert book.save() is False and book.last_error
    assert path.read_bytes() == raw and not list(tmp_path.glob("bank.json.bad-*"))


def test_a_forged_save_pays_no_more_than_its_buy_in_can_make() -> None:
    """A draw match.json edited to hold $1,000,000 (QA4): the bank takes at most what a match
    bought in for $200 can hold, both while it is played and at its end."""
    bank = PlayerBank()
    bank.buy_in(200)
    cap = stack_cap(DRAW, 200, LIMIT)
    assert bank.track(1_000_000) and bank.tables[DRAW].stack == cap
    assert bank.cash_out(1_000_000) and bank.money == START_MONEY - 200 + cap
    assert bank.story.cashed_out == cap and bank.story.most == bank.money


def test_a_holdem_stack_past_the_bank_limit_is_no_crash() -> None:
    """A hold'em save with $10**13 for the player (QA4: a traceback on CONTINUE): the bank keeps
    to its limit, so its file still loads."""
    bank = PlayerBank()
    bank.buy_in(500, HOLDEM)
    assert bank.track(10**13, HOLDEM) and bank.tables[HOLDEM].stack == LIMIT
    assert bank.cash_out(10**14, HOLDEM) and bank.money == LIMIT
    assert PlayerBank.from_dict(bank.to_dict()) == bank
