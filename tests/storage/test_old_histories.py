"""Histories written before the shared event log still verify (issue 21): draw's text format
through its own reader, hold'em's first JSON log through the one verifier, and a forged line in
either is still found. The files were written by the game of that time (tests/data/histories)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from drawpoker.storage.verify import EXIT_OK, EXIT_PROBLEM, main, verify_file

HERE = Path(__file__).resolve().parents[1] / "data" / "histories"
DEALS = {"draw-finished.txt": 142, "draw-quick-52.txt": 3, "draw-resumed.txt": 6,
         "holdem-format1.jsonl": 4}


@pytest.mark.parametrize("name", sorted(DEALS))
def test_a_history_written_before_verifies(name: str) -> None:
    report = verify_file(HERE / name)
    assert report.ok, report.problems
    assert report.deals_checked == DEALS[name]
    assert main([str(HERE / name)]) == EXIT_OK


@pytest.mark.parametrize("name", ["draw-finished.txt", "draw-resumed.txt"])
def test_a_changed_pot_in_an_old_draw_history_is_found(name: str, tmp_path: Path) -> None:
    lines = (HERE / name).read_text(encoding="utf-8").splitlines(keepends=True)
    at = next(n for n, line in enumerate(lines) if line.startswith("pot: you win "))
    amount = int(lines[at].split()[3].rstrip(","))
    lines[at] = lines[at].replace(f"win {amount}", f"win {amount + 10}", 1)
    forged = tmp_path / name
    forged.write_text("".join(lines), encoding="utf-8")
    assert main([str(forged)]) == EXIT_PROBLEM


def test_a_changed_payment_in_an_old_holdem_history_is_found(tmp_path: Path) -> None:
    lines = [json.loads(line) for line in (HERE / "holdem-format1.jsonl").read_text("utf-8")
             .splitlines()]
    action = next(line for line in lines if line["type"] == "ActionTaken" and line["paid"])
    action["paid"] += 5
    forged = tmp_path / "forged.jsonl"
    forged.write_text("".join(json.dumps(line) + "\n" for line in lines), encoding="utf-8")
    assert main([str(forged)]) == EXIT_PROBLEM
