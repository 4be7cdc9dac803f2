"""The atomic write: a writer killed at any moment leaves the previous save whole and loadable."""

from __future__ import annotations

import json
import os
import random
import signal
import sys
import time
from pathlib import Path

import pytest

from drawpoker.engine.draw import Match, Rules
from drawpoker.storage import atomic
from drawpoker.storage.atomic import move_aside, write_text_atomic
from drawpoker.storage.draw import load_match, save_match

posix_only = pytest.mark.skipif(
    sys.platform == "win32" or not hasattr(os, "fork"), reason="needs fork and SIGKILL"
)


def test_write_replaces_whole_file(tmp_path: Path) -> None:
    target = tmp_path / "deep" / "file.json"
    write_text_atomic(target, "first\n")
    write_text_atomic(target, "second\n")
    assert target.read_text(encoding="utf-8") == "second\n"
    assert sorted(p.name for p in target.parent.iterdir()) == ["file.json"]


def test_failed_write_leaves_old_file_and_no_temp(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "file.json"
    write_text_atomic(target, "old\n")

    def broken_replace(src: str, dst: object) -> None:
        raise OSError("disk on fire")

    monkeypatch.setattr(atomic.os, "replace", broken_replace)
    with pytest.raises(OSError, match="disk on fire"):
        write_text_atomic(target, "new\n")
    assert target.read_text(encoding="utf-8") == "old\n"
    assert [p.name for p in tmp_path.iterdir()] == ["file.json"]


def test_stale_temps_of_killed_writers_are_cleaned_but_fresh_ones_kept(tmp_path: Path) -> None:
    target = tmp_path / "match.json"
    stale = tmp_path / f"{atomic.temp_prefix(target)}dead{atomic.TEMP_SUFFIX}"
    fresh = tmp_path / f"{atomic.temp_prefix(target)}busy{atomic.TEMP_SUFFIX}"
    other = tmp_path / ".stats.json.x.tmp"
    for path in (stale, fresh, other):
        path.write_text("half a sa", encoding="utf-8")
    old = time.time() - 10 * atomic.STALE_AFTER_SECONDS
    os.utime(stale, (old, old))
    os.utime(other, (old, old))
    write_text_atomic(target, "{}\n")
    assert not stale.exists()
    assert fresh.exists()  # another writer may still be busy with it
    assert other.exists()  # not a temporary file of this target


def test_move_aside_never_overwrites(tmp_path: Path) -> None:
    from datetime import datetime

    now = datetime(2025, 1, 2, 3, 4, 5)
    kept = []
    for number in range(3):
        bad = tmp_path / "match.json"
        bad.write_text(f"bad {number}", encoding="utf-8")
        kept.append(move_aside(bad, now))
    assert [p.name for p in kept] == [
        "match.json.bad-20250102-030405",
        "match.json.bad-20250102-030405-2",
        "match.json.bad-20250102-030405-3",
    ]
    assert [p.read_text(encoding="utf-8") for p in kept] == ["bad 0", "bad 1", "bad 2"]
    assert not (tmp_path / "match.json").exists()


def _writer(path: Path, report_fd: int, first: int) -> None:
    """The child: save bigger and bigger numbered saves forever, reporting each one done."""
    match = Match(Rules.preset("classic-32"), seed=11)
    match.start_deal()  # a deal in progress: the richest save there is
    # A large opponent memory makes each write take long enough to be killed in the middle.
    memory = {"seen": list(range(60_000))}
    number = first
    while True:
        number += 1
        save_match(path, match, opponent=memory, extra={"number": number})
        os.write(report_fd, f"{number}\n".encode())


@posix_only
def test_kill_during_save_200_times_previous_save_always_intact(tmp_path: Path) -> None:
    path = tmp_path / "match.json"
    save_match(path, Match(Rules(), seed=1), extra={"number": 0})
    rng = random.Random(2024)
    last_done = 0
    kills_mid_write = 0
    for _ in range(200):
        read_fd, write_fd = os.pipe()
        pid = os.fork()
        if pid == 0:  # pragma: no cover - the child only writes until it is killed
            try:
                os.close(read_fd)
                _writer(path, write_fd, last_done)
            finally:
                os._exit(0)
        os.close(write_fd)
        time.sleep(rng.uniform(0.0, 0.03))
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        with os.fdopen(read_fd, "rb") as pipe:
            reported = [int(x) for x in pipe.read().split()]
        # The save on disk is whole and loads; it is the last one reported done, or the one
        # whose rename happened just before the kill (so its report never went out).
        result = load_match(path)
        assert result.bad is None, result.bad
        assert result.saved is not None
        number = result.saved.extra["number"]
        done = reported[-1] if reported else last_done
        assert number in (done, done + 1)
        assert json.loads(path.read_text(encoding="utf-8"))["version"] == 1
        leftovers = [p for p in tmp_path.iterdir() if p.name.endswith(atomic.TEMP_SUFFIX)]
        kills_mid_write += bool(leftovers)
        for leftover in leftovers:  # what a killed writer left: never the save itself
            leftover.unlink()
        last_done = number
    # Not asserted (it depends on timing), but shown with -s: how often a write was cut off.
    print(f"\n200 kills, {kills_mid_write} in the middle of writing a temporary file")
    assert [p.name for p in tmp_path.iterdir()] == ["match.json"]


class _HalfWriter:
    """A file handle that writes half of the text, then the process dies."""

    def __init__(self, handle: object) -> None:
        self._handle = handle

    def __enter__(self) -> _HalfWriter:
        return self

    def __exit__(self, *exc: object) -> None:
        return None

    def write(self, text: str) -> int:
        handle = self._handle
        handle.write(text[: len(text) // 2])  # type: ignore[attr-defined]
        handle.flush()  # type: ignore[attr-defined]
        os.kill(os.getpid(), signal.SIGKILL)
        return 0  # pragma: no cover


def _die_in(stage: str) -> None:
    """Make this (child) process die at one exact point of the atomic write."""
    kill = lambda *args, **kwargs: os.kill(os.getpid(), signal.SIGKILL)  # noqa: E731
    if stage == "mid-write":
        real_fdopen = os.fdopen
        atomic.os.fdopen = lambda *a, **k: _HalfWriter(real_fdopen(*a, **k))  # type: ignore[assignment]
    elif stage == "before-fsync":
        atomic.os.fsync = kill  # type: ignore[assignment]
    elif stage == "before-rename":
        atomic.os.replace = kill  # type: ignore[assignment]


@posix_only
@pytest.mark.parametrize("stage", ["mid-write", "before-fsync", "before-rename"])
def test_kill_at_each_stage_of_the_write_keeps_previous_save(tmp_path: Path, stage: str) -> None:
    path = tmp_path / "match.json"
    save_match(path, Match(Rules(), seed=1), extra={"number": 0})
    before = path.read_bytes()
    pid = os.fork()
    if pid == 0:  # pragma: no cover - the child dies inside the write
        try:
            _die_in(stage)
            match = Match(Rules(), seed=2)
            match.start_deal()
            save_match(path, match, extra={"number": 1})
        finally:
            os._exit(0)
    _, status = os.waitpid(pid, 0)
    assert os.WIFSIGNALED(status) and os.WTERMSIG(status) == signal.SIGKILL
    assert path.read_bytes() == before
    result = load_match(path)
    assert result.saved is not None and result.saved.extra == {"number": 0}
    leftovers = [p for p in tmp_path.iterdir() if p.name.endswith(atomic.TEMP_SUFFIX)]
    assert len(leftovers) == 1  # the half-written temporary file, which nobody reads
