"""The one verifier on the event log both games write (issue 21): an honest log of each game
verifies, and each forgery fails in both: a changed pot, a changed winner, swapped deck cards,
a trailing ``Resumed`` line rolling back to deal 1 with 0 actions (which must not hide the
changes before it), a cut last line (a note, never a pass for junk), and a commitment changed
between a deal and its replay after a rollback."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from recorded_play import Table

from drawpoker.engine.holdem import HoldemGame, HoldemRules, Street
from drawpoker.storage.draw.event_log import render
from drawpoker.storage.holdem.history import HoldemHistory
from drawpoker.storage.verify import EXIT_OK, EXIT_PROBLEM, main, verify_file

Lines = list[dict[str, Any]]
START = {"draw": "DealStarted", "holdem": "HandStarted"}
POT = {"draw": "PotWon", "holdem": "PotAwarded"}


def _draw(folder: Path) -> Path:
    table = Table(folder, seed=7)
    table.play(6)
    assert table.records.history is not None
    return table.records.history.path


def _holdem(folder: Path) -> Path:
    game = HoldemGame(HoldemRules(players=3), seed=4)
    history = HoldemHistory(folder)
    history.start(game.rules, ["", "Ada", "Carmen"])
    for _ in range(4):
        history.record(game.start_hand())
        while game.to_act is not None:
            kinds = [str(legal.kind) for legal in game.legal_actions()]
            history.record(game.act(game.legal_actions()[kinds.index("call")].action()
                                    if "call" in kinds else game.legal_actions()[0].action()))
        if game.street is Street.MATCH_OVER:
            break
    return history.path


@pytest.fixture(scope="module", params=["draw", "holdem"])
def honest(request: pytest.FixtureRequest,
           tmp_path_factory: pytest.TempPathFactory) -> tuple[str, Lines]:
    game = request.param
    path = (_draw if game == "draw" else _holdem)(tmp_path_factory.mktemp(game))
    report = verify_file(path)
    assert report.ok and report.deals_checked >= 4, report.problems
    return game, [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def write(path: Path, lines: Lines, tail: str = "") -> Path:
    path.write_text("".join(json.dumps(line) + "\n" for line in lines) + tail, encoding="utf-8")
    return path


def at(lines: Lines, kind: str) -> list[int]:
    return [n for n, line in enumerate(lines) if line["type"] == kind]


def more_pot(game: str, lines: Lines) -> Lines:
    award = lines[at(lines, POT[game])[1]]
    if game == "draw":
        award["amount"] += 10
    else:
        award["shares"] = [share + 10 for share in award["shares"]]
    return lines


def other_winner(game: str, lines: Lines) -> Lines:
    award = lines[at(lines, POT[game])[1]]
    if game == "draw":
        award["seat"] = 1 - award["seat"]
    else:
        award["winners"] = [next(s for s in range(3) if s not in award["winners"])]
    return lines


def swapped_deck(game: str, lines: Lines) -> Lines:
    order = lines[at(lines, "DeckRevealed")[1]]["order"]
    order[0], order[-1] = order[-1], order[0]
    return lines


FORGERIES: dict[str, Callable[[str, Lines], Lines]] = {
    "a changed pot": more_pot, "a changed winner": other_winner, "swapped deck cards": swapped_deck,
}


@pytest.mark.parametrize("forge", sorted(FORGERIES))
def test_a_forgery_fails_and_a_trailing_rollback_does_not_hide_it(
        honest: tuple[str, Lines], tmp_path: Path, forge: str) -> None:
    game, lines = honest
    forged = FORGERIES[forge](game, json.loads(json.dumps(lines)))
    assert main([str(write(tmp_path / "f.jsonl", forged))]) == EXIT_PROBLEM
    back = {"type": "Resumed", "deal": 1, "actions": 0}
    assert main([str(write(tmp_path / "r.jsonl", [*forged, back]))]) == EXIT_PROBLEM
    report = verify_file(write(tmp_path / "o.jsonl", [*lines, back]))
    assert report.ok, report.problems
    assert report.deals_checked == len(at(lines, "DeckRevealed"))  # every deal, each once


def test_a_cut_last_line_is_a_note_junk_is_a_problem(honest: tuple[str, Lines],
                                                      tmp_path: Path) -> None:
    game, lines = honest
    cut = verify_file(write(tmp_path / "c.jsonl", lines, '{"type":"' + START[game][:4]))
    assert cut.ok and cut.notes
    assert main([str(write(tmp_path / "j.jsonl", lines, "hello\n"))]) == EXIT_PROBLEM
    inside = write(tmp_path / "i.jsonl", lines[:3]).read_text("utf-8")
    (tmp_path / "m.jsonl").write_text(inside[:-20] + "\n" + "".join(
        json.dumps(line) + "\n" for line in lines[3:]), encoding="utf-8")
    assert main([str(tmp_path / "m.jsonl")]) == EXIT_PROBLEM  # a cut line in the middle


def test_a_commitment_changed_after_a_rollback_fails(honest: tuple[str, Lines],
                                                      tmp_path: Path) -> None:
    """Dealt again from the same save, a deal has the same deck: another commitment would let
    a forger swap the deal for a better one."""
    game, lines = honest
    second = at(lines, START[game])[1]
    again = json.loads(json.dumps(lines[second:at(lines, START[game])[2]]))
    number = again[0]["deal_number" if game == "draw" else "hand_number"]
    back = {"type": "Resumed", "deal": number - 1, "actions": None}
    honest_again = [*lines[:at(lines, START[game])[2]], back, *again]
    assert verify_file(write(tmp_path / "h.jsonl", honest_again)).ok
    again[0]["commitment"] = "0" * 64
    forged = [*lines[:at(lines, START[game])[2]], back, *again]
    assert main([str(write(tmp_path / "f.jsonl", forged))]) == EXIT_PROBLEM


def test_the_draw_log_hides_her_cards_and_renders_as_text(tmp_path: Path) -> None:
    path = _draw(tmp_path)
    lines = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    assert lines[0]["game"] == "draw" and lines[0]["format"] == 2
    hers = [line for line in lines if line["type"] == "ActionTaken" and line["seat"] == 1
            and line["action"]["kind"] == "discard"]
    assert hers and all(set(line["action"]) == {"kind", "count"} for line in hers)
    text = render(lines)
    assert "deal 1" in text and any(t.startswith("pot: ") for t in text)
    assert any(t.startswith("draw: computer draws ") or t == "draw: computer stands pat"
               for t in text)
    assert main([str(path)]) == EXIT_OK


def test_the_history_command_prints_the_text(tmp_path: Path,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    from drawpoker.__main__ import main as game_main

    path = _draw(tmp_path)
    assert game_main(["history", str(path)]) == EXIT_OK
    shown = capsys.readouterr().out.splitlines()
    assert "deal 1" in shown and any(line.startswith("salt: ") for line in shown)
    assert game_main(["history", str(tmp_path / "gone.jsonl")]) == 2
