"""A write the disk refuses is explained by its cause, and every refusal reaches the player.

The QA report: a read-only folder gave "could not be saved (Permission denied)... check the free
space"; a history that could not be written was only logged; a folder that cannot hold the
one-copy lock (read-only, or drawpoker.lock is a folder) was only a log line.
"""

from __future__ import annotations

import errno
import os
from pathlib import Path
from typing import Any

import pytest
from recorded_play import Table

from drawpoker.i18n import t
from drawpoker.storage.shelf import Shelf
from drawpoker.ui.said import said

pytestmark = pytest.mark.usefixtures("no_fsync")


def _refuse_writes(monkeypatch: pytest.MonkeyPatch, code: int) -> None:
    """Every save, statistics and history write fails with ``code``."""
    error = OSError(code, os.strerror(code))

    def refuse(path: Path, text: str) -> None:
        raise error

    real_open = Path.open

    def open_history(self: Path, mode: str = "r", *args: Any, **kwargs: Any) -> Any:
        if mode == "a+b":
            raise error
        return real_open(self, mode, *args, **kwargs)

    monkeypatch.setattr("drawpoker.storage.slot.write_text_atomic", refuse)
    monkeypatch.setattr("drawpoker.storage.json_book.write_text_atomic", refuse)
    monkeypatch.setattr(Path, "open", open_history)


@pytest.mark.parametrize(
    ("code", "family", "advice"),
    [
        (errno.EACCES, "write_denied", "permissions"),
        (errno.EROFS, "write_denied", "permissions"),
        (errno.ENOSPC, "disk_full", "free some space"),
        (errno.EIO, "write_failed", "check the folder"),
    ],
)
def test_the_message_fits_the_cause(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, code: int, family: str, advice: str
) -> None:
    _refuse_writes(monkeypatch, code)
    table = Table(tmp_path, seed=6)
    table.play(1)
    notices = table.records.take_notices()
    assert sorted(n.key for n in notices) == [
        f"records.{family}.history", f"records.{family}.save", f"records.{family}.stats"
    ]
    for notice in notices:
        text = said(notice)
        assert os.strerror(code) in text and advice in text
        if family != "disk_full":
            assert "free" not in text  # no advice about space for a permission problem


def test_a_folder_that_cannot_hold_the_lock_is_told(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from drawpoker import __main__ as game
    from drawpoker import paths

    monkeypatch.setenv("DRAWPOKER_HOME", str(tmp_path))
    monkeypatch.setattr(game, "_HELD", [])
    monkeypatch.setattr(game, "_FOLDER_NOTICES", [])
    (paths.user_data_dir() / "drawpoker.lock").mkdir(parents=True)  # a folder where the lock goes
    assert game._hold_user_folder("en")  # the game still runs
    (notice,) = game._FOLDER_NOTICES
    text = notice()
    assert str(paths.user_data_dir()) in text
    assert text.startswith(t("app.lock_failed", folder="", reason="")[:20])


def test_several_refusals_at_once_are_each_shown_on_the_table(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    from drawpoker.engine.draw import Match, Rules
    from drawpoker.storage.draw.records import MatchRecords, Notice
    from drawpoker.ui.app import App, FixedClock
    from drawpoker.ui.draw.scene import TableScene

    monkeypatch.setenv("DRAWPOKER_HOME", str(tmp_path / "home"))
    records = MatchRecords(tmp_path)
    app = App((1024, 600), clock=FixedClock(), records=Shelf.of(records))
    scene = TableScene(app, Match(Rules(), seed=3))
    app.push(scene)
    for _ in range(200):
        app.step()
    # A read-only folder refuses all three in the same batch.
    args = {"reason": os.strerror(errno.EACCES), "folder": str(tmp_path)}
    keys = [f"records.write_denied.{what}" for what in ("save", "stats", "history")]
    monkeypatch.setattr(records, "take_notices", lambda: [Notice(key, args) for key in keys])
    scene._tell_record_problems()
    frames: dict[str, int] = {}  # how long each notice stayed up, in 16 ms frames
    for _ in range(600):
        app.step()
        if scene.board.notice is not None:
            frames[scene.board.notice.key] = frames.get(scene.board.notice.key, 0) + 1
    # Each stays up long enough to read (a second at least), none hidden at once by the next.
    assert all(frames.get(key, 0) >= 60 for key in keys), frames
