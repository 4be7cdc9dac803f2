"""The Canfield book: statistics and game in progress, kept in one file, refused safely; its
money is the shared bank's (tests/bank/ for the bank itself)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from drawpoker.bank import START_MONEY as START_BANK
from drawpoker.engine.canfield import BEST_NET, STAKE, Canfield, Move, to_dict
from drawpoker.storage.bank import BankBook
from drawpoker.storage.canfield.book import CanfieldBook

from .solver import solve
from .test_play import WINNABLE_SEED


def fresh(tmp_path: Path) -> CanfieldBook:
    book = CanfieldBook(tmp_path / "canfield.json")
    book.load()
    return book


def test_a_missing_file_is_a_fresh_book(tmp_path: Path) -> None:
    book = fresh(tmp_path)
    assert (book.bank, book.game, book.problem) == (START_BANK, None, None)
    assert book.stats.games == 0 and book.stats.best_net is None


def test_game_in_progress_round_trips_with_its_undo(tmp_path: Path) -> None:
    book = fresh(tmp_path)
    game = book.start(21)
    for text in ("s>w", "s>w", "s>w"):
        book.play(Move.parse(text))  # saved after every move: no save() needed
    assert book.money_now() == START_BANK + game.net
    again = fresh(tmp_path)
    assert again.problem is None and again.game is not None
    assert again.game.position() == game.position()
    assert again.bank == START_BANK + game.net  # the bank file follows the game too
    again.undo()
    assert len(again.game.move_stack) == 2
    assert again.bank == START_BANK + again.game.net


def test_money_over_a_won_game_and_a_given_up_one(tmp_path: Path) -> None:
    book = fresh(tmp_path)
    game = book.start(WINNABLE_SEED)
    moves = solve(game)
    assert moves is not None
    for move in moves:
        game.push(move)
    net = book.finish()
    assert net == BEST_NET - 5 * game.redeals and book.bank == START_BANK + net
    given_up = book.start(1)
    lost = book.finish()
    assert lost == given_up.net < 0
    stats = book.stats
    assert (stats.games, stats.won, stats.best_net, stats.total_net) == (2, 1, net, net + lost)
    assert book.bank == START_BANK + net + lost
    book.save()
    assert fresh(tmp_path).stats == stats


def test_the_stake_must_be_in_the_bank(tmp_path: Path) -> None:
    book = fresh(tmp_path)
    book.purse.bank.money = STAKE - 1
    assert not book.can_afford
    with pytest.raises(ValueError, match="costs"):
        book.start(3)
    assert book.game is None and book.bank == STAKE - 1
    book.purse.bank.money = STAKE
    game = book.start(3)
    # The stake is paid; the cards the deal put on the foundations pay at once.
    assert book.bank == 5 * game.foundation_cards and book.purse.bank.canfield_open
    with pytest.raises(RuntimeError):
        book.start(4)


def test_a_pass_needs_five_dollars_in_hand(tmp_path: Path) -> None:
    book = fresh(tmp_path)
    book.purse.bank.money = STAKE
    game = book.start(3)
    assert book.money_now() == 5 * game.foundation_cards
    assert book.can_turn_over() == (book.money_now() >= 5)
    book.purse.bank.money = 0
    for _ in range(game.foundation_cards):
        game.redeals += 1  # every card's pay spent on passes
    assert book.money_now() == 0 and not book.can_turn_over()
    book.finish()
    assert book.bank == 0


def test_the_stake_and_the_pay_go_through_the_shared_bank_file(tmp_path: Path) -> None:
    book = fresh(tmp_path)
    game = book.start(21)
    first = 5 * game.foundation_cards  # the cards the deal put on the foundations
    assert BankBook(tmp_path / "bank.json").bank.money == START_BANK - STAKE + first
    net = book.finish()
    assert net == game.net
    again = BankBook(tmp_path / "bank.json").bank
    assert again.money == START_BANK + net and not again.canfield_open
    assert again.story.canfield_games == 1 and again.story.canfield_paid == STAKE


def test_a_stake_with_no_game_in_the_book_comes_back(tmp_path: Path) -> None:
    book = fresh(tmp_path)
    book.start(21)
    (tmp_path / "canfield.json").unlink(missing_ok=True)  # the book was never written
    again = fresh(tmp_path)
    assert again.game is None and again.bank == START_BANK
    assert not again.purse.bank.canfield_open


def test_a_game_the_bank_has_already_paid_is_dropped(tmp_path: Path) -> None:
    book = fresh(tmp_path)
    game = book.start(21)
    book.save()
    # A crash after the bank settled the game but before the book forgot it.
    book.purse.bank.settle_canfield(5 * game.foundation_cards, 0)
    book.purse.save()
    again = fresh(tmp_path)
    assert again.game is None and again.bank == START_BANK + game.net


def good_data() -> dict[str, Any]:
    return {
        "format": 1,
        "bank": 320,
        "stats": {"games": 3, "won": 1, "best_net": 150, "total_net": -180,
                  "bank_restarts": 0},
        "game": to_dict(Canfield.deal(8)),
    }


@pytest.mark.parametrize(
    ("change", "words", "money"),
    [
        (lambda d: d.update(format=7), "format", START_BANK),
        (lambda d: d.update(bank="lots"), "bank", START_BANK),
        (lambda d: d["stats"].update(won=4), "more games won", 320),
        (lambda d: d["stats"].update(best_net=BEST_NET + 5), "impossible", 320),
        (lambda d: d["stats"].update(best_net=None), "best result", 320),
        (lambda d: d["stats"].update(games=-1), "games", 320),
        (lambda d: d["game"]["waste"].append("Zz"), "game in progress", 320),
        (lambda d: d.update(stats=[]), "stats", 320),
    ],
)
def test_bad_files_are_set_aside_and_a_fresh_book_starts(tmp_path: Path, change: Any,
                                                         words: str, money: int) -> None:
    """The bank still takes over a readable old bank (a stake of a game that is refused comes
    back), so only what cannot be read at all starts again at $500."""
    data = good_data()
    change(data)
    path = tmp_path / "canfield.json"
    path.write_text(json.dumps(data))
    book = fresh(tmp_path)
    assert book.problem is not None and words in book.problem
    assert book.bank == money and book.game is None
    assert not path.exists() and len(list(tmp_path.glob("canfield.json.bad-*"))) == 1


def test_good_file_loads(tmp_path: Path) -> None:
    (tmp_path / "canfield.json").write_text(json.dumps(good_data()))
    book = fresh(tmp_path)
    assert book.problem is None and book.game is not None
    # The old book settled the stake at the end; the shared bank took it over at once, and
    # what the game has made so far is in the bank.
    assert book.bank == book.money_now() == 320 + book.game.net
    book.save()
    assert json.loads((tmp_path / "canfield.json").read_text())["format"] == 2
    again = fresh(tmp_path)
    assert again.game is not None and again.bank == 320 + book.game.net  # only once


@pytest.mark.parametrize("content", [b"", b"{", b"\xff\xfe", b"[1, 2]", b"1e999", b"NaN"])
def test_unreadable_bytes_are_refused(tmp_path: Path, content: bytes) -> None:
    (tmp_path / "canfield.json").write_bytes(content)
    book = fresh(tmp_path)
    assert book.problem and book.bank == START_BANK


def test_a_game_saved_won_before_it_was_settled_loads(tmp_path: Path) -> None:
    """Saved after every move, a game can be on disk won or stuck when the game was killed
    before settling it: it loads, and the table settles it."""
    game = Canfield.deal(WINNABLE_SEED)
    moves = solve(game)
    assert moves is not None
    for move in moves:
        game.push(move)
    data = good_data()
    data["game"] = to_dict(game)
    (tmp_path / "canfield.json").write_text(json.dumps(data))
    book = fresh(tmp_path)
    assert book.problem is None and book.game is not None and book.game.is_won()
    net = book.finish()
    assert net == game.net and book.bank == 320 + game.net


def test_a_disk_that_refuses_writes_loses_nothing_in_memory(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    book = CanfieldBook(blocker / "canfield.json")
    game = book.start(5)
    assert book.save() is False and book.write_failed
    assert book.game is not None and book.money_now() == START_BANK + game.net
