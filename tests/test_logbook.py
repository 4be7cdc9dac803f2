"""The log a player can send (issue 25): warnings go to a small rotating log in the user's log
folder, and an error nothing caught becomes a crash report there, the player told where."""

from __future__ import annotations

import logging
import logging.handlers
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from drawpoker import logbook, paths
from drawpoker.__main__ import CRASHED, main


@pytest.fixture(autouse=True)
def _no_lasting_handlers() -> Iterator[None]:
    """The game's logger is global: each test takes away the file handlers it added."""
    before = list(logbook.log.handlers)
    warnings_before = list(logging.getLogger("py.warnings").handlers)
    yield
    for handler in logbook.log.handlers[len(before):]:
        logbook.log.removeHandler(handler)
        handler.close()
    logging.getLogger("py.warnings").handlers = warnings_before


def test_warnings_reach_the_log_in_the_users_log_folder() -> None:
    path = logbook.start_log()
    assert path == paths.user_log_dir() / "drawpoker.log"
    assert logbook.start_log() == path  # started once: one handler, no doubled lines
    logging.getLogger("drawpoker.storage.bank").warning("the disk said no")
    text = path.read_text(encoding="utf-8")
    assert "drawpoker.storage.bank: the disk said no" in text and text.count("no\n") == 1
    assert "drawpoker 0." in text  # the version is the first thing a report needs


def test_the_log_rotates_and_stays_small(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(logbook, "MAX_BYTES", 4_000)
    path = logbook.start_log()
    assert path is not None
    for n in range(400):
        logbook.log.warning("line %d of a long session", n)
    logs = sorted(path.parent.glob("drawpoker.log*"))
    assert [p.name for p in logs] == ["drawpoker.log", "drawpoker.log.1", "drawpoker.log.2"]
    assert all(p.stat().st_size <= 4_000 for p in logs)


def test_a_log_folder_that_cannot_be_made_is_no_crash(tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    monkeypatch.setenv(paths.HOME_ENV, str(blocker))
    assert logbook.start_log() is None


def test_a_crash_writes_a_report_and_tells_where(monkeypatch: pytest.MonkeyPatch,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")

    def boom(self: object, max_frames: int | None = None) -> None:
        raise RuntimeError("a bug nobody caught")

    monkeypatch.setattr("drawpoker.ui.app.App.run", boom)
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)  # main() sets the game's own
    assert main([]) == CRASHED
    assert sys.excepthook is logbook.excepthook
    reports = list(paths.user_log_dir().glob("crash-*.txt"))
    assert len(reports) == 1
    report = reports[0].read_text(encoding="utf-8")
    assert "RuntimeError: a bug nobody caught" in report and "Traceback" in report
    assert "CRITICAL drawpoker: the game stopped: a bug nobody caught" in report  # the log's tail
    err = capsys.readouterr().err
    assert str(reports[0]) in err and "send it to the developers" in err


def test_the_excepthook_reports_and_lets_ctrl_c_be(monkeypatch: pytest.MonkeyPatch) -> None:
    told: list[str] = []
    monkeypatch.setattr(logbook, "_message_box", told.append)
    try:
        raise ValueError("late")
    except ValueError as error:
        logbook.excepthook(ValueError, error, error.__traceback__)
    assert told and "crash-" in told[0]
    assert len(list(paths.user_log_dir().glob("crash-*.txt"))) == 1
    called: list[object] = []
    monkeypatch.setattr("sys.__excepthook__", lambda *args: called.append(args))
    logbook.excepthook(KeyboardInterrupt, KeyboardInterrupt(), None)
    assert called and len(list(paths.user_log_dir().glob("crash-*.txt"))) == 1
