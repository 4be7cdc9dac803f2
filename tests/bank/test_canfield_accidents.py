"""Issue 37: Canfield's file lost or out of step with the bank, and the old format migrating,
through the real book and bank files. A lost game is undone as far as the bank holds its pay
(docs/rules.md), whatever was spent at a poker table meanwhile; a format-1 bank brings no more
than that format could hold; and whatever the book and the bank disagree on is told."""

from __future__ import annotations

import json
from pathlib import Path

from drawpoker.bank import HOLDEM, START_MONEY
from drawpoker.engine.canfield import BEST_NET, STAKE, Canfield, Move, to_dict
from drawpoker.i18n import t
from drawpoker.storage.bank import BankBook
from drawpoker.storage.canfield.book import CanfieldBook
from drawpoker.ui.canfield.controller import CanfieldController

#: A deal whose first moves put cards on the foundations (each pays $5 at once).
SEED = 21


def book_in(folder: Path) -> CanfieldBook:
    book = CanfieldBook(folder / "canfield.json")
    book.load()
    return book


def win_some_cards(book: CanfieldBook) -> Canfield:
    game = book.start(SEED)
    for text in ("s>w",) * 6:
        book.play(Move.parse(text))
    return game


def test_a_lost_file_after_its_pay_was_spent_leaves_the_bank_as_the_rules_say(
        tmp_path: Path) -> None:
    book = book_in(tmp_path)
    game = win_some_cards(book)
    bank = book.purse.bank
    paid, fees = bank.canfield_credited, bank.canfield_charged
    assert paid == game.card_pay and paid > 0
    before = START_MONEY
    spent = bank.money - 7
    bank.buy_in(spent, HOLDEM)  # the cards' pay spent at a poker table
    book.purse.save()
    (tmp_path / "canfield.json").unlink()  # the file is lost
    again = book_in(tmp_path)
    after = again.purse.bank
    # The rule: stake and fees back, the cards' pay taken back as far as the bank holds it.
    assert after.money == max(0, 7 + STAKE + fees - paid)
    assert after.money + spent <= before + max(0, paid - STAKE - fees)  # never richer
    assert not after.canfield_open and after.reconciles()
    assert again.mismatch is not None and again.mismatch[0] == "undone"
    control = CanfieldController(again, seeds=iter([5]))
    control.open()
    assert t("canfield.book.undone", bank=f"${after.money}")[:30] in control.message


def test_a_game_the_bank_already_settled_is_dropped_and_told(tmp_path: Path) -> None:
    book = book_in(tmp_path)
    game = win_some_cards(book)
    book.save()
    copy = (tmp_path / "canfield.json").read_bytes()
    book.finish()
    book.save()
    money = book.purse.bank.money
    (tmp_path / "canfield.json").write_bytes(copy)  # an old copy of the file comes back
    again = book_in(tmp_path)
    assert again.game is None and again.purse.bank.money == money  # never paid twice
    assert again.mismatch is not None and again.mismatch[0] == "dropped"
    control = CanfieldController(again, seeds=iter([5]))
    control.open()
    assert game.seed and t("canfield.book.dropped")[:30] in control.message


def test_an_old_format_bank_brings_no_more_than_its_games_could_win(tmp_path: Path) -> None:
    """Format 1 kept its own bank from $500, and a game nets at most $208: three games can
    have brought at most $1,124, whatever the file says."""
    data = {"format": 1, "bank": 10**12,
            "stats": {"games": 3, "won": 1, "best_net": 150, "total_net": 100,
                      "bank_restarts": 0},
            "game": None}
    (tmp_path / "canfield.json").write_text(json.dumps(data))
    bank = BankBook(tmp_path / "bank.json")
    assert bank.bank.money == START_MONEY + 3 * BEST_NET == bank.migrated
    assert bank.bank.reconciles()


def test_an_old_format_bank_with_a_game_pays_its_stake_within_the_bound(tmp_path: Path) -> None:
    data = {"format": 1, "bank": 10**9,
            "stats": {"games": 0, "won": 0, "best_net": None, "total_net": 0,
                      "bank_restarts": 0},
            "game": to_dict(Canfield.deal(8))}
    (tmp_path / "canfield.json").write_text(json.dumps(data))
    bank = BankBook(tmp_path / "bank.json")
    assert bank.bank.money == START_MONEY - STAKE and bank.bank.canfield_open
    honest = {**data, "bank": 320}
    (tmp_path / "other").mkdir()
    (tmp_path / "other" / "canfield.json").write_text(json.dumps(honest))
    assert BankBook(tmp_path / "other" / "bank.json").bank.money == 320 - STAKE  # as before
