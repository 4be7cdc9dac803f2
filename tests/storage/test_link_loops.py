"""A file replaced by a link to itself (or to nowhere) (QA4): the draw save was taken for no
save at all, with no word, and the other books said "could not be opened" but left the link
where it was. Now every book refuses it like any unreadable file, keeps it aside as
``<name>.bad-<time>`` (the link itself) and writes an ordinary file next time."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

import pytest

from drawpoker.engine.draw import Match, Rules
from drawpoker.engine.holdem import HoldemGame, HoldemRules
from drawpoker.storage.bank import BankBook
from drawpoker.storage.canfield.book import CanfieldBook
from drawpoker.storage.draw.saves import SaveSlot
from drawpoker.storage.draw.stats import StatsBook
from drawpoker.storage.holdem.saves import HoldemSlot
from drawpoker.storage.holdem.stats import HoldemStatsBook
from drawpoker.ui.said import said

SEATING: dict[str, object] = {"names": ["", "Ada"], "themes": ["", "wardrobe"], "level": "easy"}


def draw_save(folder: Path) -> tuple[str | None, bool]:
    slot = SaveSlot(folder / "match.json")
    assert not slot.exists()
    match = Match(Rules())
    match.start_deal()
    return said(slot.notice) or None, slot.save(match)


def bank(folder: Path) -> tuple[str | None, bool]:
    book = BankBook(folder / "bank.json")
    return said(book.notice) or None, book.save()


def stats(folder: Path) -> tuple[str | None, bool]:
    book = StatsBook(folder / "stats.json")
    return said(book.notice) or None, book.save()


def holdem_save(folder: Path) -> tuple[str | None, bool]:
    slot = HoldemSlot(folder)
    assert not slot.exists()
    return said(slot.notice) or None, slot.save(HoldemGame(HoldemRules(players=2), seed=1), SEATING)


def holdem_stats(folder: Path) -> tuple[str | None, bool]:
    book = HoldemStatsBook(folder)
    return said(book.notice) or None, book.save()


def canfield(folder: Path) -> tuple[str | None, bool]:
    book = CanfieldBook(folder / "canfield.json")
    book.load()
    return book.problem, book.save()


BOOKS: dict[str, Callable[[Path], tuple[str | None, bool]]] = {
    "match.json": draw_save, "bank.json": bank, "stats.json": stats,
    "holdem.json": holdem_save, "holdem_stats.json": holdem_stats, "canfield.json": canfield,
}


@pytest.mark.parametrize("target", ["itself", "nowhere"])
@pytest.mark.parametrize("name", list(BOOKS))
def test_a_link_in_place_of_a_file_is_refused_and_kept(tmp_path: Path, name: str,
                                                       target: str) -> None:
    path = tmp_path / name
    os.symlink(name if target == "itself" else "missing.json", path)
    message, saved = BOOKS[name](tmp_path)
    assert message, "the player is told"
    kept = list(tmp_path.glob(f"{name}.bad-*"))
    assert len(kept) == 1 and kept[0].is_symlink()
    assert saved and path.is_file() and not path.is_symlink()
