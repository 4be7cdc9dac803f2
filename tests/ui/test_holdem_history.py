"""The hold'em hand history written by the real table, and ``verify`` reading it back: every
shuffle matches its commitment, every hand replays to the same events; a forged line is found."""

from __future__ import annotations

import errno
import json
from pathlib import Path
from typing import Any

import pygame
import pytest
from text_recorder import recording
from ui_driver import Driver, make_app

from drawpoker.engine.holdem import Call, Street
from drawpoker.storage.holdem.records import HoldemRecords
from drawpoker.storage.verify import EXIT_OK, EXIT_PROBLEM, main, verify_file
from drawpoker.ui.holdem.scene import HoldemTableScene
from drawpoker.ui.scene import SceneName


def play(folder: Path, hands: int, opponents: int = 2, seed: int = 21) -> HoldemTableScene:
    app = make_app(speed="instant")
    app.go(SceneName.HOLDEM_TABLE, opponents=opponents, seed=seed, records=HoldemRecords(folder))
    driver = Driver(app)
    scene = driver.scene
    assert isinstance(scene, HoldemTableScene)
    for _ in range(500):
        driver.settle()
        g = scene.control.game
        if g.street is Street.MATCH_OVER or (g.street is Street.BETWEEN_HANDS
                                            and g.hand_number >= hands):
            break
        driver.key(pygame.K_RETURN if g.street is Street.BETWEEN_HANDS else pygame.K_c)
    return scene


def history_file(folder: Path) -> Path:
    files = list((folder / "history").glob("holdem-*.jsonl"))
    assert len(files) == 1, files
    return files[0]


def test_a_played_game_verifies(tmp_path: Path, capsys: object) -> None:
    scene = play(tmp_path, hands=3)
    path = history_file(tmp_path)
    report = verify_file(path)
    assert report.ok, report.problems
    assert report.deals_checked == scene.control.game.hand_number >= 3
    assert main([str(path)]) == EXIT_OK


def test_a_changed_action_or_deck_is_found(tmp_path: Path) -> None:
    play(tmp_path, hands=2)
    path = history_file(tmp_path)
    lines = path.read_text(encoding="utf-8").splitlines()
    forged = []
    for n, line in enumerate(lines):
        data = json.loads(line)
        if data["type"] == "ActionTaken" and data["paid"] > 0:
            data["paid"] += 1
            forged = [*lines[:n], json.dumps(data), *lines[n + 1:]]
            break
    assert forged
    path.write_text("\n".join(forged) + "\n", encoding="utf-8")
    report = verify_file(path)
    assert not report.ok and "the replay gives" in report.problems[0]
    assert main([str(path)]) == EXIT_PROBLEM
    # A deck swapped after the fact no longer matches its commitment.
    lines = [json.loads(line) for line in forged]
    for data in lines:
        if data["type"] == "DeckRevealed":
            data["order"][0], data["order"][1] = data["order"][1], data["order"][0]
            break
    path.write_text("\n".join(json.dumps(d) for d in lines) + "\n", encoding="utf-8")
    report = verify_file(path)
    assert any("commitment" in problem for problem in report.problems), report.problems


def test_a_continued_game_writes_to_the_same_history(tmp_path: Path) -> None:
    scene = play(tmp_path, hands=1)
    # Into the next hand, one action, and the game is gone without a goodbye (a crash).
    scene.start_hand()
    scene.advance()
    scene.act(Call())
    hand = scene.control.game.hand_number
    assert hand == 2
    # A new session: the setup's CONTINUE.
    app = make_app(speed="instant")
    app.go(SceneName.TITLE)
    setup = app.go(SceneName.HOLDEM_SETUP, records=HoldemRecords(tmp_path))
    driver = Driver(app)
    driver.settle()
    assert setup is driver.scene
    driver.key(pygame.K_RETURN)  # CONTINUE takes Enter when a game is saved
    driver.settle()
    resumed = driver.scene
    assert isinstance(resumed, HoldemTableScene) and resumed.control.game.hand_number == hand
    for _ in range(200):
        driver.settle()
        g = resumed.control.game
        if g.hand_number > hand and g.street is Street.BETWEEN_HANDS:
            break
        driver.key(pygame.K_RETURN if resumed.control.game.street is Street.BETWEEN_HANDS
                   else pygame.K_c)
    path = history_file(tmp_path)
    assert '"type":"Resumed"' in path.read_text(encoding="utf-8")
    report = verify_file(path)
    assert report.ok, report.problems
    assert report.deals_checked == resumed.control.game.hand_number


def test_the_record_counts_hands_and_shows_on_the_setup(tmp_path: Path) -> None:
    from drawpoker.storage.holdem.stats import HoldemStatsBook
    from drawpoker.ui.holdem.setup import HoldemSetupScene

    scene = play(tmp_path, hands=3)
    record = HoldemStatsBook(tmp_path).stats
    assert record.hands_played == scene.control.game.hand_number
    won = sum(1 for r in scene.control.game.history
              if any(0 in pot.winners and (n == 0 or len(pot.eligible) > 1)
                     for n, pot in enumerate(r.pots)))
    assert record.hands_won == won
    assert record.biggest_pot >= 0
    app = make_app(speed="instant")
    app.go(SceneName.TITLE)
    setup = app.go(SceneName.HOLDEM_SETUP, records=HoldemRecords(tmp_path))
    assert isinstance(setup, HoldemSetupScene)
    with pytest.MonkeyPatch.context() as patch, recording(patch) as recorder:
        setup.draw(app.screen)
    assert f"Hands: {record.hands_played}, won {record.hands_won}" in recorder.texts()


def test_a_damaged_record_is_kept_aside_and_a_new_one_starts(tmp_path: Path) -> None:
    from drawpoker.storage.holdem.stats import HoldemStatsBook

    path = tmp_path / "holdem_stats.json"
    path.write_text('{"game": "drawpoker-holdem-stats", "version": 1, "stats": {"hands_won": 5}}')
    book = HoldemStatsBook(tmp_path)
    assert book.stats.hands_played == 0 and book.bad is not None
    assert not path.exists() and book.bad.kept_as is not None and book.bad.kept_as.exists()


class _HalfWriter:
    """A file whose writes stop half way with ENOSPC, as on a full disk."""

    def __init__(self, real: Any) -> None:
        self._real = real

    def write(self, data: Any) -> int:
        self._real.write(data[: len(data) // 2])
        self._real.flush()
        raise OSError(errno.ENOSPC, "No space left on device")

    def __getattr__(self, name: str) -> Any:
        return getattr(self._real, name)

    def __enter__(self) -> _HalfWriter:
        return self

    def __exit__(self, *exc: object) -> None:
        self._real.close()


def test_lines_the_disk_refused_are_written_later_in_order(tmp_path: Path) -> None:
    real_open = Path.open

    def full_disk(self: Path, mode: str = "r", *args: Any, **kwargs: Any) -> Any:
        handle = real_open(self, mode, *args, **kwargs)
        return _HalfWriter(handle) if "a" in mode and self.name.startswith("holdem-") else handle

    scene = play(tmp_path, hands=1)
    assert scene.control.records.history is not None
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(Path, "open", full_disk)
        driver = Driver(scene.app)
        for _ in range(300):  # two whole hands while the disk is full
            driver.settle()
            g = scene.control.game
            if g.street is Street.MATCH_OVER or (g.street is Street.BETWEEN_HANDS
                                                and g.hand_number >= 3):
                break
            driver.key(pygame.K_RETURN if g.street is Street.BETWEEN_HANDS else pygame.K_c)
        assert scene.control.records.history.last_error == "No space left on device"
    driver.key(pygame.K_RETURN)  # space is freed: the next hand's lines follow the refused ones
    driver.settle()
    assert scene.control.records.history.last_error is None
    path = history_file(tmp_path)
    text = path.read_text(encoding="utf-8")
    numbers = [json.loads(line)["hand_number"] for line in text.splitlines()
               if '"type":"HandStarted"' in line]
    assert numbers == list(range(1, scene.control.game.hand_number + 1)) and len(numbers) >= 3
    report = verify_file(path)
    assert report.ok, report.problems
    assert main([str(path)]) == EXIT_OK


def crash_and_continue(folder: Path, path: Path, hands: int) -> HoldemTableScene:
    """The game killed in the middle of a line, then CONTINUE in a new session, played on to
    the end of hand ``hands``."""
    with path.open("ab") as handle:
        handle.write(b'{"type":"HandStarted","hand_num')
    app = make_app(speed="instant")
    app.go(SceneName.TITLE)
    app.go(SceneName.HOLDEM_SETUP, records=HoldemRecords(folder))
    driver = Driver(app)
    driver.settle()
    driver.key(pygame.K_RETURN)  # CONTINUE
    driver.settle()
    resumed = driver.scene
    assert isinstance(resumed, HoldemTableScene)
    for _ in range(200):
        driver.settle()
        g = resumed.control.game
        if g.street is Street.MATCH_OVER or (g.street is Street.BETWEEN_HANDS
                                            and g.hand_number >= hands):
            break
        driver.key(pygame.K_RETURN if g.street is Street.BETWEEN_HANDS else pygame.K_c)
    return resumed


def test_a_line_cut_by_a_crash_is_trimmed_before_the_game_goes_on(tmp_path: Path) -> None:
    scene = play(tmp_path, hands=2)
    assert scene.control.records.history is not None
    path = scene.control.records.history.path
    resumed = crash_and_continue(tmp_path, path, hands=3)
    text = path.read_text(encoding="utf-8")
    assert "hand_num{" not in text
    report = verify_file(path)
    assert report.ok, report.problems
    assert report.deals_checked == resumed.control.game.hand_number
    assert main([str(path)]) == EXIT_OK


def test_a_full_disk_spell_then_a_crash_still_verifies(tmp_path: Path) -> None:
    test_lines_the_disk_refused_are_written_later_in_order(tmp_path)
    path = history_file(tmp_path)
    hand = verify_file(path).deals_checked
    resumed = crash_and_continue(tmp_path, path, hands=hand + 2)
    assert resumed.control.game.hand_number >= hand + 1
    assert main([str(path)]) == EXIT_OK
