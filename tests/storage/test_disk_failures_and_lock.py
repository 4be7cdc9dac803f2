"""A full disk or a read-only folder is told to the player and loses nothing once it clears; a
history torn by a crash is not continued on the same line; one running copy per data folder."""

from __future__ import annotations

import errno
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from recorded_play import IN_DEAL, Table, history_text

from drawpoker.storage.draw import MatchRecords
from drawpoker.storage.lock import LOCK_NAME, FolderLock, FolderLocked
from drawpoker.storage.shelf import Shelf
from drawpoker.storage.verify import verify_text
from drawpoker.ui.said import said

pytestmark = pytest.mark.usefixtures("no_fsync")

NO_SPACE = OSError(errno.ENOSPC, "No space left on device")


class _HalfWriter:
    """A file whose writes stop half way with ENOSPC, as on a full disk."""

    def __init__(self, real: Any) -> None:
        self._real = real

    def write(self, data: bytes) -> int:
        self._real.write(data[: len(data) // 2])
        self._real.flush()
        raise NO_SPACE

    def __getattr__(self, name: str) -> Any:
        return getattr(self._real, name)

    def __enter__(self) -> _HalfWriter:
        return self

    def __exit__(self, *exc: object) -> None:
        self._real.close()


@pytest.fixture
def full_disk(monkeypatch: pytest.MonkeyPatch) -> Iterator[pytest.MonkeyPatch]:
    """Every save, statistics and history write fails until the fixture's ``undo``."""

    def no_space(path: Path, text: str) -> None:
        raise NO_SPACE

    real_open = Path.open

    def open_history(self: Path, mode: str = "r", *args: Any, **kwargs: Any) -> Any:
        handle = real_open(self, mode, *args, **kwargs)
        return _HalfWriter(handle) if mode == "a+b" else handle

    monkeypatch.setattr("drawpoker.storage.slot.write_text_atomic", no_space)
    monkeypatch.setattr("drawpoker.storage.json_book.write_text_atomic", no_space)
    monkeypatch.setattr(Path, "open", open_history)
    yield monkeypatch


def test_a_full_disk_is_told_once_and_nothing_is_lost_when_it_clears(
    tmp_path: Path, full_disk: pytest.MonkeyPatch
) -> None:
    table = Table(tmp_path, seed=6)
    table.play(1)  # the history header and deal 1 could not be written
    records = table.records
    notices = records.take_notices()
    keys = sorted(notice.key for notice in notices)
    assert keys == [
        "records.disk_full.history",
        "records.disk_full.save",
        "records.disk_full.stats",
    ]
    assert all("No space left on device" in said(notice) for notice in notices)
    assert all(str(tmp_path) in said(notice) for notice in notices)
    table.play(2)
    assert records.take_notices() == []  # told once, not after every deal
    full_disk.undo()  # space is freed
    table.play(1)
    assert records.take_notices() == []
    assert records.slot.last_error is None and records.stats.last_error is None
    assert (tmp_path / "match.json").exists() and (tmp_path / "stats.json").exists()
    text = history_text(table)
    report = verify_text(text)  # the lines refused earlier were written, none twice
    assert report.ok, report.problems
    assert report.deals_checked == 4


def test_the_table_shows_a_refused_save_as_its_notice(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    from drawpoker.engine.draw import Match, Rules
    from drawpoker.ui.app import App, FixedClock
    from drawpoker.ui.draw.scene import TableScene

    monkeypatch.setenv("DRAWPOKER_HOME", str(tmp_path / "home"))

    def no_space(path: Path, text: str) -> None:
        raise NO_SPACE

    monkeypatch.setattr("drawpoker.storage.slot.write_text_atomic", no_space)
    records = MatchRecords(tmp_path)
    app = App((1024, 600), clock=FixedClock(), records=Shelf.of(records))
    scene = TableScene(app, Match(Rules(), seed=3))
    app.push(scene)
    scene.start_deal()
    for _ in range(400):
        app.step()
        if not scene.timeline.busy:
            break
    notice = scene.board.notice
    assert notice is not None and notice.key == "records.disk_full.save"
    assert "No space left on device" in notice.text()
    app.draw()


def test_a_history_torn_by_a_crash_is_not_continued_on_the_same_line(tmp_path: Path) -> None:
    table = Table(tmp_path, seed=8)
    table.play(3)  # saved after deal 3
    assert table.records.history is not None
    path = table.records.history.path
    with path.open("ab") as handle:  # the game was killed in the middle of a line
        handle.write(b'{"type":"DealStarted","deal_number":4,"commitment":"3f2a')
    later = Table.__new__(Table)
    later.records = MatchRecords(tmp_path)
    match = later.records.load()
    assert match is not None
    later.match = match
    later.players = table.players
    later.play(3)
    text = history_text(later)
    assert "3f2a" not in text and text.count("\n") == len(text.splitlines())
    report = verify_text(text)
    assert report.ok, report.problems
    assert report.deals_checked == 6


# --------------------------------------------------------------------------- one copy


def test_a_second_lock_on_the_same_folder_is_refused_until_released(tmp_path: Path) -> None:
    first = FolderLock(tmp_path)
    first.acquire()
    with pytest.raises(FolderLocked):
        FolderLock(tmp_path).acquire()
    first.release()
    with FolderLock(tmp_path) as again:
        assert again.held


_HOLDER = """
import sys, time
from pathlib import Path
from drawpoker.storage.lock import FolderLock
FolderLock(Path(sys.argv[1])).acquire()
print("locked", flush=True)
time.sleep(600)
"""


def test_a_killed_copy_leaves_no_stale_lock(tmp_path: Path) -> None:
    holder = subprocess.Popen(
        [sys.executable, "-c", _HOLDER, str(tmp_path)], stdout=subprocess.PIPE, text=True
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "locked"
        with pytest.raises(FolderLocked):
            FolderLock(tmp_path).acquire()
    finally:
        holder.kill()
        holder.wait()
    with FolderLock(tmp_path) as lock:  # the system dropped the lock with the process
        assert lock.held


def test_a_second_copy_of_the_game_says_why_and_exits(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from drawpoker.__main__ import ALREADY_RUNNING, main

    monkeypatch.setenv("DRAWPOKER_HOME", str(tmp_path))
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    with FolderLock(tmp_path / "data"):
        assert main(["--lang", "en"]) == ALREADY_RUNNING
    assert "already open" in capsys.readouterr().err
    # A second copy through the real command line, in French.
    with FolderLock(tmp_path / "data"):
        env = {**os.environ, "DRAWPOKER_HOME": str(tmp_path), "SDL_VIDEODRIVER": "dummy"}
        done = subprocess.run(
            [sys.executable, "-m", "drawpoker", "--lang", "fr"],
            env=env, capture_output=True, text=True, timeout=120,
        )  # fmt: skip
    assert done.returncode == ALREADY_RUNNING
    assert "déjà ouvert" in done.stderr and "Traceback" not in done.stderr


def test_verify_needs_no_lock(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from drawpoker.__main__ import main

    monkeypatch.setenv("DRAWPOKER_HOME", str(tmp_path))
    table = Table(tmp_path / "data", seed=4)
    table.play(1)
    with FolderLock(tmp_path / "data"):
        assert table.records.history is not None
        assert main(["verify", str(table.records.history.path)]) == 0


def test_match_in_progress_is_left_in_a_deal(tmp_path: Path) -> None:
    """The torn-line test above relies on Table stopping between deals."""
    table = Table(tmp_path, seed=8)
    table.play(1)
    assert table.match.phase not in IN_DEAL


def test_a_history_cut_inside_its_header_starts_again(tmp_path: Path) -> None:
    table = Table(tmp_path, seed=11)
    table.play(2)  # saved after deal 2
    assert table.records.history is not None
    path = table.records.history.path
    path.write_bytes(path.read_bytes()[:60])  # a power cut while the header was written
    later = Table.__new__(Table)
    later.records = MatchRecords(tmp_path)
    match = later.records.load()
    assert match is not None
    later.match, later.players = match, table.players
    later.play(2)
    report = verify_text(history_text(later))
    assert report.ok, report.problems
    assert report.deals_checked == 2  # deals 3 and 4; the cut file is kept aside
    assert list(path.parent.glob(path.name + ".bad-*"))


@pytest.mark.skipif(sys.platform == "win32", reason="links and pipes as POSIX makes them")
def test_a_lock_file_that_is_a_symlink_is_never_followed_nor_truncated(tmp_path: Path) -> None:
    """Issue 37: ``drawpoker.lock`` made a link to another file (the player's notes) must not
    truncate it: the lock is refused as one the folder cannot hold (the game runs without it
    and says so), and the linked file keeps every byte."""
    notes = tmp_path / "notes.txt"
    notes.write_text("my notes, kept\n")
    folder = tmp_path / "data"
    folder.mkdir()
    (folder / LOCK_NAME).symlink_to(notes)
    with pytest.raises(OSError):
        FolderLock(folder).acquire()
    assert notes.read_text() == "my notes, kept\n"
    assert (folder / LOCK_NAME).is_symlink()
    dangling = tmp_path / "other"
    (folder / LOCK_NAME).unlink()
    (folder / LOCK_NAME).symlink_to(dangling)  # a link to nowhere is not created through
    with pytest.raises(OSError):
        FolderLock(folder).acquire()
    assert not dangling.exists()


@pytest.mark.skipif(sys.platform == "win32", reason="links and pipes as POSIX makes them")
def test_a_lock_file_with_another_name_is_not_truncated(tmp_path: Path) -> None:
    """A hard link to another file (two names, one file) is locked but never written."""
    notes = tmp_path / "notes.txt"
    notes.write_text("my notes, kept\n")
    folder = tmp_path / "data"
    folder.mkdir()
    os.link(notes, folder / LOCK_NAME)
    with FolderLock(folder) as lock:
        assert lock.held
    assert notes.read_text() == "my notes, kept\n"


@pytest.mark.skipif(sys.platform == "win32", reason="links and pipes as POSIX makes them")
def test_a_lock_file_that_is_a_pipe_is_refused_without_waiting(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / LOCK_NAME)
    with pytest.raises(OSError):
        FolderLock(tmp_path).acquire()


def test_the_lock_file_is_made_and_says_who_holds_it(tmp_path: Path) -> None:
    with FolderLock(tmp_path):
        assert (tmp_path / LOCK_NAME).read_text() == f"{os.getpid()}\n"
    (tmp_path / LOCK_NAME).write_text("12345678\nold\n")
    with FolderLock(tmp_path):  # an old one of its own is written over
        assert (tmp_path / LOCK_NAME).read_text() == f"{os.getpid()}\n"
