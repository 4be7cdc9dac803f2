"""``verify`` on hold'em histories a hostile player edited: a field of the wrong shape is a
problem, never a traceback; the replay cannot be switched off to hide a forged later hand; junk
after the last hand is refused; a save that lags its history (a crash between the two) still
verifies."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pygame
import pytest
from test_holdem_history import history_file, play
from ui_driver import Driver, make_app

from drawpoker.engine.holdem import Street
from drawpoker.storage.holdem.records import HoldemRecords
from drawpoker.storage.verify import EXIT_OK, EXIT_PROBLEM, main, verify_file
from drawpoker.ui.holdem.scene import HoldemTableScene
from drawpoker.ui.scene import SceneName


@pytest.fixture(scope="module")
def honest(tmp_path_factory: pytest.TempPathFactory) -> list[dict[str, Any]]:
    folder = tmp_path_factory.mktemp("holdem")
    play(folder, hands=4)
    path = history_file(folder)
    assert verify_file(path).ok
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def write(path: Path, events: list[dict[str, Any]], tail: str = "") -> Path:
    path.write_text("".join(json.dumps(e) + "\n" for e in events) + tail, encoding="utf-8")
    return path


def positions(events: list[dict[str, Any]], kind: str) -> list[int]:
    return [n for n, e in enumerate(events) if e["type"] == kind]


def forge_hand(events: list[dict[str, Any]], hand: int) -> list[dict[str, Any]]:
    """An action of ``hand`` pays $777 more: a forgery the replay must find."""
    start = positions(events, "HandStarted")[hand - 1]
    for event in events[start:]:
        if event["type"] == "ActionTaken":
            event["paid"] += 777
            return events
    raise AssertionError("no action to forge")


@pytest.mark.parametrize("shape", [
    ("BoardDealt", "cards", None), ("BoardDealt", "cards", 5), ("BoardDealt", "cards", [["a"]]),
    ("Showdown", "hands", 5), ("Showdown", "hands", "ab"), ("Showdown", "hands", [[1]]),
    ("Showdown", "hands", [[[1], ["As", "Ks"]]]), ("HandStarted", "seats", [[1], [2]]),
    ("DeckRevealed", "salt", "\u00e9" * 32),
])
def test_a_field_of_the_wrong_shape_is_a_problem_not_a_traceback(
        honest: list[dict[str, Any]], tmp_path: Path, shape: tuple[str, str, object]) -> None:
    kind, field, value = shape
    events = json.loads(json.dumps(honest))
    events[positions(events, kind)[0]][field] = value
    path = write(tmp_path / "forged.jsonl", events)
    assert main([str(path)]) == EXIT_PROBLEM


def test_removing_an_early_reveal_does_not_switch_the_replay_off(
        honest: list[dict[str, Any]], tmp_path: Path) -> None:
    events = forge_hand(json.loads(json.dumps(honest)), 3)
    del events[positions(events, "DeckRevealed")[0]]
    assert main([str(write(tmp_path / "h.jsonl", events))]) == EXIT_PROBLEM


def test_the_last_hand_cannot_hide_its_reveal_once_it_shows_its_end(
        honest: list[dict[str, Any]], tmp_path: Path) -> None:
    """Cutting the history inside the last hand is an unfinished hand (a note); taking out only
    its reveal, while the showdown and the pots stay, hides a forged ending (a problem)."""
    events = json.loads(json.dumps(honest))
    last_start = positions(events, "HandStarted")[-1]
    last_reveal = positions(events, "DeckRevealed")[-1]
    assert last_reveal > last_start
    cut = events[:last_start + 2]
    assert main([str(write(tmp_path / "cut.jsonl", cut))]) == EXIT_OK
    hidden = events[:last_reveal] + events[last_reveal + 1:]
    assert any(e["type"] in ("Showdown", "PotAwarded") for e in hidden[last_start:])
    assert main([str(write(tmp_path / "hidden.jsonl", hidden))]) == EXIT_PROBLEM


def test_a_made_up_resumed_line_does_not_switch_the_replay_off(
        honest: list[dict[str, Any]], tmp_path: Path) -> None:
    events = forge_hand(json.loads(json.dumps(honest)), 3)
    events.insert(positions(events, "DeckRevealed")[0] + 1,
                  {"type": "Resumed", "deal": 1, "actions": 0})
    assert main([str(write(tmp_path / "h.jsonl", events))]) == EXIT_PROBLEM
    for junk in ({"deal": [1], "actions": 0}, {"deal": 1, "actions": -5},
                 {"deal": 9, "actions": None}, {"deal": 1, "actions": 10**6},
                 {"hand": 1, "actions": 0}, {"deal": 1, "actions": 0, "more": 1}):
        events = json.loads(json.dumps(honest))
        events.insert(positions(events, "HandStarted")[1], {"type": "Resumed", **junk})
        assert main([str(write(tmp_path / "r.jsonl", events))]) == EXIT_PROBLEM, junk


@pytest.mark.parametrize("hand", [1, 2])
def test_a_trailing_resumed_line_does_not_hide_a_forged_hand(
        honest: list[dict[str, Any]], tmp_path: Path, hand: int) -> None:
    """Issue 23: a last line ``Resumed`` hand 1 after 0 actions rolled every hand back, so a
    pot or a winner changed anywhere passed with "0 deals checked". A rollback restores the
    state of a save; what was written before it is checked all the same."""
    forged = forge_hand(json.loads(json.dumps(honest)), hand)
    resumed = {"type": "Resumed", "deal": 1, "actions": 0}
    assert main([str(write(tmp_path / "h.jsonl", [*forged, resumed]))]) == EXIT_PROBLEM
    pots = json.loads(json.dumps(honest))
    award = pots[positions(pots, "PotAwarded")[hand - 1]]
    award["winners"] = [seat for seat in award["eligible"] if seat not in award["winners"]][:1] \
        or award["winners"]
    award["shares"] = [sum(award["shares"]) + 5]
    assert main([str(write(tmp_path / "p.jsonl", [*pots, resumed]))]) == EXIT_PROBLEM
    honest_report = verify_file(write(tmp_path / "o.jsonl", [*honest, resumed]))
    assert honest_report.ok and honest_report.deals_checked == 4  # every hand, each once


def test_a_history_that_does_not_start_at_hand_one_is_refused(
        honest: list[dict[str, Any]], tmp_path: Path) -> None:
    events = json.loads(json.dumps(honest))
    second = positions(events, "HandStarted")[1]
    events = forge_hand([events[0], *events[second:]], 2)  # hand 1 gone, hand 3 forged
    assert main([str(write(tmp_path / "h.jsonl", events))]) == EXIT_PROBLEM


def test_junk_after_the_last_hand_is_refused_a_cut_line_is_not(
        honest: list[dict[str, Any]], tmp_path: Path) -> None:
    assert main([str(write(tmp_path / "j.jsonl", honest, "hello\n"))]) == EXIT_PROBLEM
    cut = write(tmp_path / "c.jsonl", honest, '{"type":"HandSta')  # the game stopped here
    assert main([str(cut)]) == EXIT_OK


def test_a_header_of_another_format_is_refused(
        honest: list[dict[str, Any]], tmp_path: Path) -> None:
    for found in (1, 3, "2"):
        events = json.loads(json.dumps(honest))
        events[0]["format"] = found
        assert main([str(write(tmp_path / "f.jsonl", events))]) != EXIT_OK


def test_a_save_behind_its_history_still_verifies(tmp_path: Path) -> None:
    """A crash after the history was written and before the save: the game goes on from the
    older save, deals the same hand again, and the whole file checks out."""
    scene = play(tmp_path, hands=1)
    older = tmp_path / "older.json"
    shutil.copy(tmp_path / "holdem.json", older)
    scene.start_hand()  # hand 2 is written to the history...
    scene.advance()
    shutil.copy(older, tmp_path / "holdem.json")  # ...but the save still holds hand 1
    app = make_app(speed="instant")
    app.go(SceneName.TITLE)
    app.go(SceneName.HOLDEM_SETUP, records=HoldemRecords(tmp_path))
    driver = Driver(app)
    driver.settle()
    driver.key(pygame.K_RETURN)  # CONTINUE
    resumed = driver.scene
    assert isinstance(resumed, HoldemTableScene) and resumed.control.game.hand_number == 1
    for _ in range(300):
        driver.settle()
        g = resumed.control.game
        if g.street is Street.MATCH_OVER or (g.street is Street.BETWEEN_HANDS
                                            and g.hand_number >= 3):
            break
        driver.key(pygame.K_RETURN if g.street is Street.BETWEEN_HANDS else pygame.K_c)
    path = history_file(tmp_path)
    report = verify_file(path)
    assert report.ok, report.problems
    assert report.deals_checked == resumed.control.game.hand_number
