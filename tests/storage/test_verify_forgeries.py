"""``verify`` against forged, cut and hostile histories: each fails with a clear message and a
non-zero exit status, never with a traceback or a hang."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from recorded_play import old_text

from drawpoker.storage.verify import (
    EXIT_OK,
    EXIT_PROBLEM,
    EXIT_UNREADABLE,
    MAX_HISTORY_BYTES,
    main,
    verify_text,
)


@pytest.fixture(scope="module")
def honest() -> str:
    """Six deals in draw's text history (format 1), written by the game that wrote it."""
    return old_text("draw-six-deals.txt")


def _run(tmp_path: Path, text: str | bytes, capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    path = tmp_path / "forged.txt"
    if isinstance(text, str):
        path.write_text(text, encoding="utf-8", newline="\n")
    else:
        path.write_bytes(text)
    status = main([str(path)])
    captured = capsys.readouterr()
    return status, captured.out + captured.err


def _last_deal_start(text: str) -> int:
    return text.rindex("\ndeal ")


def test_the_honest_history_passes(honest: str) -> None:
    report = verify_text(honest)
    assert report.ok and report.deals_checked == 6


def test_a_trailing_rollback_to_deal_one_still_checks_every_deal(
    honest: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    pot = re.search(r"^pot: (\w+) (wins?) (\d+)", honest, flags=re.MULTILINE)
    assert pot is not None
    changed = honest.replace(pot.group(0), f"pot: {pot.group(1)} {pot.group(2)} 9999", 1)
    forged = changed + "resumed: before deal 1\n"
    status, out = _run(tmp_path, forged, capsys)
    assert status == EXIT_PROBLEM
    assert "9999" in out
    # Without the forgery the same rollback hides nothing either: every deal was checked.
    report = verify_text(honest + "resumed: before deal 1\n")
    assert report.ok and report.deals_checked == 6


def test_a_last_deal_without_its_reveal_cannot_change_the_pot(
    honest: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    head, last = honest[: _last_deal_start(honest)], honest[_last_deal_start(honest) :]
    forged_last = [
        re.sub(r"^pot: (\w+) (wins?) \d+", r"pot: \1 \2 777", line)
        for line in last.splitlines()
        if not line.startswith(("deck: ", "salt: "))
    ]
    assert any(line.endswith(" 777") for line in forged_last)
    status, out = _run(tmp_path, head + "\n".join(forged_last) + "\n", capsys)
    assert status == EXIT_PROBLEM
    assert "never revealed" in out


def test_a_file_cut_in_the_middle_of_a_line_fails(
    honest: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    cut = honest[: _last_deal_start(honest) + 40]
    assert not cut.endswith("\n")
    status, out = _run(tmp_path, cut, capsys)
    assert status == EXIT_PROBLEM
    assert "cut short" in out


@pytest.mark.parametrize(
    "junk",
    ["hello\n", "salt: 00000000000000000000000000000000\n", "pot: you win 5\n", "deal 7\n"],
)
def test_junk_after_the_last_deal_fails(
    honest: str, tmp_path: Path, capsys: pytest.CaptureFixture[str], junk: str
) -> None:
    status, out = _run(tmp_path, honest + junk, capsys)
    assert status == EXIT_PROBLEM, out
    assert "problem" in out


def test_junk_in_the_header_fails(
    honest: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    forged = honest.replace("\nformat: 1\n", "\nformat: 1\nnote: trust me\n", 1)
    status, _ = _run(tmp_path, forged, capsys)
    assert status == EXIT_PROBLEM


def _first_salt(text: str) -> str:
    found = re.search(r"^salt: (\w+)$", text, flags=re.MULTILINE)
    assert found is not None
    return found.group(0)


@pytest.mark.parametrize(
    "hostile",
    [
        "non-ASCII salt",
        "deep JSON",
        "5000-digit number",
        "5000-digit deal",
        "5000-digit bet",
        "NaN in the start",
    ],
)
def test_hostile_values_end_in_a_message_not_a_traceback(
    honest: str, tmp_path: Path, capsys: pytest.CaptureFixture[str], hostile: str
) -> None:
    start = re.search(r"^start: .*$", honest, flags=re.MULTILINE)
    assert start is not None
    forged = {
        "non-ASCII salt": honest.replace(_first_salt(honest), "salt: " + "é" * 32, 1),
        "deep JSON": honest.replace(start.group(0), "start: " + "[" * 20000 + "]" * 20000),
        "5000-digit number": honest.replace('"pot":0', '"pot":' + "9" * 5000, 1),
        "5000-digit deal": honest.replace("\ndeal 2\n", "\ndeal " + "2" * 5000 + "\n", 1),
        "5000-digit bet": re.sub(r"bet \d+", "bet " + "5" * 5000, honest, count=1),
        "NaN in the start": honest.replace('"pot":0', '"pot":NaN', 1),
    }[hostile]
    assert forged != honest
    status, out = _run(tmp_path, forged, capsys)
    assert status == EXIT_PROBLEM
    assert "Traceback" not in out and out.strip()


def test_not_an_ordinary_file_is_refused_without_reading_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    fifo = tmp_path / "pipe.txt"
    os.mkfifo(fifo)
    assert main([str(fifo)]) == EXIT_UNREADABLE  # used to wait forever for a writer
    assert "not an ordinary file" in capsys.readouterr().err
    if Path("/dev/zero").exists():
        assert main(["/dev/zero"]) == EXIT_UNREADABLE  # used to read without end
    big = tmp_path / "big.txt"
    with big.open("wb") as handle:
        handle.truncate(MAX_HISTORY_BYTES + 1)  # sparse: nothing is really written
    assert main([str(big)]) == EXIT_UNREADABLE
    assert "larger than" in capsys.readouterr().err


def test_exit_statuses_through_the_game_command(honest: str, tmp_path: Path) -> None:
    path = tmp_path / "h.txt"
    path.write_text(honest, encoding="utf-8")
    command = [sys.executable, "-m", "drawpoker", "verify", str(path)]
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy"}
    assert subprocess.run(command, env=env, capture_output=True).returncode == EXIT_OK
    path.write_text(honest.replace("you hold: ", "you hold: As ", 1), encoding="utf-8")
    done = subprocess.run(command, env=env, capture_output=True, text=True)
    assert done.returncode == EXIT_PROBLEM and "Traceback" not in done.stderr
    path.write_text("shopping list\n", encoding="utf-8")
    assert subprocess.run(command, env=env, capture_output=True).returncode == EXIT_UNREADABLE


def test_a_deal_played_again_after_a_rollback_keeps_its_commitment() -> None:
    # Saved after deal 3, deal 4 started and the game crashed, continued from the save.
    text = old_text("draw-rolled-back.txt")
    assert "resumed: before deal 4" in text
    assert verify_text(text).ok
    first = text.index("\ndeal 4\n")
    commitment = re.compile(r"^commitment: (\w+)$", flags=re.MULTILINE)
    found = commitment.search(text, first)
    assert found is not None
    swapped = "0" * 64 if found.group(1) != "0" * 64 else "1" * 64
    forged = text[: found.start(1)] + swapped + text[found.end(1) :]
    report = verify_text(forged)
    assert not report.ok
    assert "another commitment" in " ".join(report.problems)
