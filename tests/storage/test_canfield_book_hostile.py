"""The Canfield book against unlucky play and hostile files (QA4): pass fees are paid when the
pass is made, so a poker buy-in taken while the game is left open can never spend them (issue
23: $147 was made that way); a file of millions of moves is refused instead of freezing the
table; a refused file that could not be moved aside is never written over."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from drawpoker.bank import DRAW
from drawpoker.engine.canfield import DEAL, REDEAL, STAKE, Canfield, to_dict
from drawpoker.storage.bank import BankBook
from drawpoker.storage.canfield.book import MAX_MOVES, CanfieldBook, NoPassMoney

# Whole games are played through the book, which saves after every move (see conftest).
pytestmark = pytest.mark.usefixtures("no_fsync")


def passes(book: CanfieldBook, count: int) -> None:
    """Turn the whole stock over ``count`` times (a pass fee each), through the book."""
    game = book.game
    assert game is not None
    while game.redeals < count:
        book.play(DEAL if DEAL in game.legal_moves() else REDEAL)


def test_pass_fees_are_paid_when_made_so_a_buy_in_cannot_spend_them(tmp_path: Path) -> None:
    """The issue's case: $500, a $52 stake, 80 passes ($400), a $200 draw buy-in while the
    game is open, then the game settled and the draw match given up: the bank ends with
    exactly what the moves say, $500 - $52 + the cards - $400, and no dollar is made."""
    bank = BankBook(tmp_path / "bank.json")
    book = CanfieldBook(tmp_path / "canfield.json", bank)
    book.load()
    game = book.start(21)
    passes(book, 80)
    cards = 5 * game.foundation_cards
    assert bank.bank.money == 500 - STAKE + cards - 400
    assert BankBook(tmp_path / "bank.json").bank.money == bank.bank.money  # on disk too
    with pytest.raises(NoPassMoney):  # nothing left for another pass beyond the bank
        while True:
            passes(book, game.redeals + 1)
    assert bank.bank.money < 5
    left = bank.bank.money
    if left:
        bank.bank.buy_in(left, DRAW)  # a draw match takes what is left
    book.finish()
    assert bank.bank.money == 0 and not bank.bank.canfield_open
    if left:
        bank.bank.cash_out(left, DRAW)  # the match given up: its stack comes back
    assert bank.bank.money == 500 - STAKE + cards - 5 * game.redeals
    assert bank.bank.story.canfield_fees == 5 * game.redeals
    assert BankBook(tmp_path / "bank.json").bad is None


def test_a_pass_the_bank_cannot_pay_changes_nothing(tmp_path: Path) -> None:
    bank = BankBook(tmp_path / "bank.json")
    book = CanfieldBook(tmp_path / "canfield.json", bank)
    book.load()
    game = book.start(21)
    passes(book, 1)
    bank.bank.buy_in(bank.bank.money, DRAW)  # the game left open, a match takes it all
    while DEAL in game.legal_moves():
        book.play(DEAL)
    before = (game.position(), bank.bank.money, bank.bank.story.canfield_fees)
    with pytest.raises(NoPassMoney):
        book.play(REDEAL)
    assert (game.position(), bank.bank.money, bank.bank.story.canfield_fees) == before


def game_file(tmp_path: Path, moves: list[str]) -> Path:
    """A game in progress with these moves and the bank's stake for it."""
    bank = BankBook(tmp_path / "bank.json")
    bank.bank.stake_canfield(STAKE, 21)
    bank.save()
    data = to_dict(Canfield.deal(21))
    data["moves"] = moves
    path = tmp_path / "canfield.json"
    path.write_text(json.dumps({"format": 2, "game": data,
                                "stats": {"games": 0, "won": 0, "best_net": None,
                                          "total_net": 0, "bank_restarts": 0}}))
    return path


def test_a_file_of_too_many_moves_is_refused_before_any_is_replayed(tmp_path: Path) -> None:
    path = game_file(tmp_path, ["s>w"] * (MAX_MOVES + 1))
    book = CanfieldBook(path)
    book.load()
    assert book.problem is not None and str(MAX_MOVES) in book.problem
    assert book.game is None and book.bank == 500  # the stake comes back
    assert list(tmp_path.glob("canfield.json.bad-*"))


def test_a_refused_file_that_cannot_be_moved_aside_is_never_written_over(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "canfield.json"
    path.write_text("{broken")

    def cannot_move(_: Path) -> Path:
        raise PermissionError(1, "Operation not permitted")

    monkeypatch.setattr("drawpoker.storage.canfield.book.move_aside", cannot_move)
    book = CanfieldBook(path)
    book.load()
    assert book.problem is not None
    assert book.save() is False and book.write_failed
    assert path.read_text() == "{broken"
