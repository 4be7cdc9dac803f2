"""Item events name their seat in both games (one set of item events in the core, issue 21):
a draw log written before they did (no ``seat`` on its item lines) still verifies, and a draw
item line naming any seat but the computer's is refused."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from recorded_play import Table

from drawpoker.engine.core.events import ITEM_EVENTS
from drawpoker.engine.draw import Rules
from drawpoker.storage.verify import verify_file

SMALL = Rules.preset("classic-32").replace(starting_money=30, pawn_loan=20, buyback_at=45,
                                           forfeit_items=3)


def _log(folder: Path) -> tuple[Path, list[dict[str, Any]]]:
    for seed in range(1, 40):
        table = Table(folder / str(seed), seed=seed, rules=SMALL)
        table.play(12)
        assert table.records.history is not None
        path = table.records.history.path
        lines = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
        if any(line["type"] in ITEM_EVENTS for line in lines):
            return path, lines
    raise AssertionError("no seed pawned an item")


def _write(path: Path, lines: list[dict[str, Any]]) -> Path:
    path.write_text("".join(json.dumps(line) + "\n" for line in lines), encoding="utf-8")
    return path


def test_item_lines_name_the_computers_seat(tmp_path: Path) -> None:
    path, lines = _log(tmp_path)
    items = [line for line in lines if line["type"] in ITEM_EVENTS]
    assert items and all(line["seat"] == 1 for line in items)
    assert verify_file(path).ok


def test_a_log_written_before_item_lines_had_a_seat_still_verifies(tmp_path: Path) -> None:
    path, lines = _log(tmp_path)
    for line in lines:
        if line["type"] in ITEM_EVENTS:
            del line["seat"]
    report = verify_file(_write(path, lines))
    assert report.ok, report.problems
    assert report.deals_checked >= 3


def test_an_item_line_at_the_players_seat_is_refused(tmp_path: Path) -> None:
    path, lines = _log(tmp_path)
    next(line for line in lines if line["type"] in ITEM_EVENTS)["seat"] = 0
    report = verify_file(_write(path, lines))
    assert not report.ok
    assert report.problems and '"seat":0' in " ".join(report.problems)
