"""A hand history that is a named pipe (QA4): the game opened it to read its header or to add
lines and waited forever for another program, so CONTINUE froze the window. Now anything but
an ordinary file is a write that failed (told like a full disk), and play goes on."""

from __future__ import annotations

import os
import signal
from collections.abc import Iterator
from pathlib import Path

import pytest

from drawpoker.engine.draw import Match, Rules
from drawpoker.engine.holdem import HoldemRules
from drawpoker.storage.draw.event_log import DrawEventLog, log_path
from drawpoker.storage.holdem.history import HoldemHistory

pytestmark = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")


@pytest.fixture(autouse=True)
def never_hang() -> Iterator[None]:
    """A regression would block forever: fail instead (a safety net, not a time limit)."""
    def stuck(*_: object) -> None:
        raise AssertionError("the history blocked on a named pipe")

    old = signal.signal(signal.SIGALRM, stuck)
    signal.alarm(20)
    yield
    signal.alarm(0)
    signal.signal(signal.SIGALRM, old)


def test_a_draw_history_that_is_a_pipe_is_a_failed_write(tmp_path: Path) -> None:
    match = Match(Rules())
    path = log_path("abc", tmp_path)
    os.mkfifo(path)
    history = DrawEventLog.resume(match, "abc", tmp_path)
    assert history.last_error is not None and "ordinary file" in history.last_error
    match.start_deal()
    history.record([], match)
    assert path.is_fifo()


def test_a_holdem_history_that_is_a_pipe_is_a_failed_write(tmp_path: Path) -> None:
    history = HoldemHistory(tmp_path, "abc")
    history.path.parent.mkdir(parents=True)
    os.mkfifo(history.path)
    history.start(HoldemRules(players=2), ["", "Ada"])  # a file is there: no header
    history.resumed(1, None)
    assert history.last_error is not None and "ordinary file" in history.last_error
    assert history.path.is_fifo()
