"""``python -m drawpoker export``: standard output or ``--output``, files or the history folder,
and only what ``verify`` passes; everything left out is said (on standard error), and nothing
from a file reaches the terminal or the export unescaped."""

from __future__ import annotations

import json
import tomllib
from pathlib import Path

import pytest
from histories import draw_file, holdem_file

from drawpoker.__main__ import main
from drawpoker.storage.export.command import export_to_folder

pytestmark = pytest.mark.usefixtures("no_fsync")


def test_standard_output_by_default_and_a_file_with_output(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = holdem_file(tmp_path, 4, 3, 12)
    assert main(["export", str(path), "--format", "pokerstars"]) == 0
    out, err = capsys.readouterr()
    assert out.count("PokerStars Hand #") == 12 and "Dealt to Hero [" in out
    assert "Hands exported: 12. Files read: 1. Left out: 0." in err
    target = tmp_path / "hands.phhs"
    assert main(["export", str(path), "--format", "phh", "--output", str(target)]) == 0
    assert len(tomllib.loads(target.read_text(encoding="utf-8"))) == 12
    assert capsys.readouterr().out == ""


def test_the_history_folder_gives_both_games_and_skips_canfield(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    holdem_file(tmp_path, 5, 4, 8)
    draw_file(tmp_path, 5, 6)
    (tmp_path / "history" / "canfield-20260101-000000-00.jsonl").write_text("{}\n")
    assert main(["export", str(tmp_path / "history"), "--format", "pokerstars"]) == 0
    out, err = capsys.readouterr()
    assert "Hold'em Limit" in out and "5 Card Draw" in out
    assert "Files read: 2." in err


def _forged(path: Path) -> None:
    lines = path.read_text(encoding="utf-8").splitlines()
    for n, line in enumerate(lines):
        data = json.loads(line)
        if data["type"] == "PotAwarded":
            data["amount"] += 10
            lines[n] = json.dumps(data)
            break
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def test_a_history_that_fails_verify_is_left_out_whole_and_said(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    good = holdem_file(tmp_path, 6, 3, 5)
    bad = holdem_file(tmp_path / "other", 7, 3, 5)
    _forged(bad)
    assert main(["export", str(good), str(bad), "--format", "phh"]) == 1
    out, err = capsys.readouterr()
    assert len(tomllib.loads(out)) == 5
    assert f"{bad} is left out: it does not pass verify" in err


def test_an_old_text_history_a_missing_file_and_an_unfinished_hand(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    old = Path(__file__).parent.parent / "data" / "histories" / "draw-finished.txt"
    assert main(["export", str(old), "--format", "pokerstars"]) == 1
    assert "old format 1" in capsys.readouterr().err
    assert main(["export", str(tmp_path / "none.jsonl"), "--format", "phh"]) == 2
    path = holdem_file(tmp_path, 8, 2, 4)
    lines = path.read_text(encoding="utf-8").splitlines()
    last = max(n for n, line in enumerate(lines) if '"HandStarted"' in line)
    # The last hand still being played: its blinds and cards dealt, nobody has acted yet.
    path.write_text("\n".join(lines[:last + 4]) + "\n", encoding="utf-8")
    assert main(["export", str(path), "--format", "phh"]) == 1
    out, err = capsys.readouterr()
    assert len(tomllib.loads(out)) == 3 and "deal 4 is not finished" in err


def test_names_from_the_file_are_escaped_everywhere(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    names = ["", "Ada\x1b[2J", "Mei: (x)", "Hero"]
    path = holdem_file(tmp_path, 9, 4, 6, names=names)
    for fmt in ("pokerstars", "phh"):
        assert main(["export", str(path), "--format", fmt]) == 0
        out, _ = capsys.readouterr()
        assert "\x1b" not in out and "Ada\\x1b_2J" in out.replace("\\\\", "\\")
        assert "Mei_ _x_" in out and "Hero 2" in out  # no colon or bracket; one Hero
    tomllib.loads(out)


def test_the_statistics_export_writes_both_formats_in_the_data_folder(tmp_path: Path) -> None:
    holdem_file(tmp_path, 10, 3, 6)
    draw_file(tmp_path, 10, 4)
    written = export_to_folder(tmp_path)
    assert [path.parent for path in written.paths] == [tmp_path / "exports"] * 2
    assert [path.suffix for path in written.paths] == [".phhs", ".txt"]
    assert written.hands >= 10 and written.left_out == 0
    assert "5 Card Draw" in written.paths[1].read_text(encoding="utf-8")


def test_draw_deals_in_phh_use_the_draw_actions_under_the_documented_code(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = draw_file(tmp_path, 11, 30, deck=52)
    assert main(["export", str(path), "--format", "phh"]) == 0
    tables = tomllib.loads(capsys.readouterr().out)
    assert tables and all(table["variant"] == "drawpoker-5CD" for table in tables.values())
    for table in tables.values():
        you = table["players"].index("Hero") + 1
        actions = table["actions"]
        dealt = next(a for a in actions if a.startswith(f"d dh p{you} "))
        assert len(dealt.split()[-1]) == 10 and "?" not in dealt  # your five cards
        assert table["_deck_size"] == 52 and table["antes"] == [5, 5]
        drew = [a for a in actions if a.startswith(f"p{you} sd")]
        assert len(drew) <= 1 and all("?" not in a for a in drew)
    assert any(" sd " in a for table in tables.values() for a in table["actions"])
