"""One guard for every book: a refused file that could not be moved aside is never written over
or removed (the bank, the statistics, and now the hold'em save and record too), and written
again once it is gone."""

from __future__ import annotations

from pathlib import Path

import pytest

from drawpoker.engine.holdem import HoldemGame, HoldemRules
from drawpoker.storage.atomic import RefusedGuard
from drawpoker.storage.bank import BankBook
from drawpoker.storage.draw.stats import StatsBook
from drawpoker.storage.holdem.saves import HoldemSlot
from drawpoker.storage.holdem.stats import HoldemStatsBook

JUNK = "{broken"
SEATING: dict[str, object] = {"names": ["", "Ada"], "themes": ["", "wardrobe"], "level": "easy"}


@pytest.fixture
def stuck(monkeypatch: pytest.MonkeyPatch) -> None:
    """Moving a file aside fails (an immutable file, a folder that refuses renames)."""

    def cannot_move(_: Path) -> Path:
        raise PermissionError(1, "Operation not permitted")

    monkeypatch.setattr("drawpoker.storage.files.move_aside", cannot_move)


def test_the_guard_blocks_while_the_refused_file_is_there(tmp_path: Path) -> None:
    path = tmp_path / "x.json"
    path.write_text(JUNK)
    guard = RefusedGuard(path)
    assert guard.blocked() is None  # nothing refused: write away
    guard.refused = True
    reason = guard.blocked()
    assert reason is not None and str(path) in reason
    path.unlink()  # the player moved it
    assert guard.blocked() is None and guard.refused is False
    path.write_text(JUNK)  # a new file later is not the refused one
    assert guard.blocked() is None


@pytest.mark.usefixtures("stuck")
@pytest.mark.parametrize("name", ["bank.json", "stats.json", "holdem_stats.json"])
def test_no_book_writes_over_a_refused_file_it_could_not_move(tmp_path: Path,
                                                              name: str) -> None:
    path = tmp_path / name
    path.write_text(JUNK)
    book: BankBook | StatsBook | HoldemStatsBook
    if name == "bank.json":
        book = BankBook(path)
    elif name == "stats.json":
        book = StatsBook(path)
    else:
        book = HoldemStatsBook(tmp_path)
    assert book.bad is not None and book.bad.kept_as is None
    assert book.save() is False and book.last_error is not None
    assert path.read_text() == JUNK
    path.unlink()
    assert book.save() is True and book.last_error is None and path.read_text() != JUNK


@pytest.mark.usefixtures("stuck")
def test_the_holdem_save_is_not_written_over_or_removed_once_refused(tmp_path: Path) -> None:
    path = tmp_path / "holdem.json"
    path.write_text(JUNK)
    slot = HoldemSlot(tmp_path)
    assert slot.load() is None and slot.last_bad is not None
    game = HoldemGame(HoldemRules(players=2), seed=1)
    assert slot.save(game, SEATING) is False and slot.last_error is not None
    slot.clear()
    assert path.read_text() == JUNK


def test_a_holdem_save_never_read_is_checked_before_it_is_replaced(tmp_path: Path) -> None:
    """A NEW GAME written without CONTINUE looking first: the bad file is kept aside, not lost."""
    path = tmp_path / "holdem.json"
    path.write_text(JUNK)
    slot = HoldemSlot(tmp_path)
    game = HoldemGame(HoldemRules(players=2), seed=1)
    assert slot.save(game, SEATING) is True
    kept = list(tmp_path.glob("holdem.json.bad-*"))
    assert len(kept) == 1 and kept[0].read_text() == JUNK
    assert slot.last_bad is not None and HoldemSlot(tmp_path).load() is not None


def test_a_holdem_save_never_read_is_kept_aside_before_it_is_cleared(tmp_path: Path) -> None:
    path = tmp_path / "holdem.json"
    path.write_text(JUNK)
    HoldemSlot(tmp_path).clear()
    assert not path.exists()
    assert [p.read_text() for p in tmp_path.glob("holdem.json.bad-*")] == [JUNK]
