"""The Canfield book against unlucky play and hostile files (QA4): a game whose pass fees the
bank can no longer pay (a poker buy-in took the money after the game was left) settles without
a traceback; a file of millions of moves is refused instead of freezing the table; a refused
file that could not be moved aside is never written over."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from drawpoker.bank import DRAW
from drawpoker.engine.canfield import DEAL, REDEAL, STAKE, Canfield, to_dict
from drawpoker.storage.bank import BankBook
from drawpoker.storage.canfield.book import MAX_MOVES, CanfieldBook


def passes(game: Canfield, count: int) -> None:
    """Turn the whole stock over ``count`` times (a pass fee each)."""
    while game.redeals < count:
        game.push(DEAL if DEAL in game.legal_moves() else REDEAL)


def test_fees_the_bank_no_longer_holds_are_written_off_not_a_crash(tmp_path: Path) -> None:
    bank = BankBook(tmp_path / "bank.json")
    book = CanfieldBook(tmp_path / "canfield.json", bank)
    book.load()
    game = book.start(21)
    passes(game, 20)  # $100 of fees, allowed while the bank held $448
    assert book.money_now() > 0 and book.save()
    bank.bank.buy_in(bank.bank.money, DRAW)  # then a draw match took all of it
    bank.save()
    assert book.money_now() < 0
    book.finish()  # the table's NEW DEAL, or leaving a stuck game
    assert bank.bank.money == 0 and not bank.bank.canfield_open
    assert bank.bank.story.canfield_fees == game.foundation_cards * 5  # what could be paid
    assert BankBook(tmp_path / "bank.json").bad is None


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
