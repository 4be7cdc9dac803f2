"""A damaged hold'em record is explained as statistics starting again, not as a saved match
given up (nothing else is lost with it)."""

from __future__ import annotations

from pathlib import Path

from drawpoker.i18n import t
from drawpoker.storage.holdem.stats import HoldemStatsBook
from drawpoker.ui.said import said


def test_a_damaged_record_is_told_as_statistics(tmp_path: Path) -> None:
    (tmp_path / "holdem_stats.json").write_text("[[[", encoding="utf-8")
    book = HoldemStatsBook(tmp_path)
    message = said(book.notice)
    assert message is not None and book.stats.hands_played == 0
    assert message.startswith(t("stats.problem.truncated"))
    assert t("saves.problem.truncated") not in message
