"""A save that cannot be loaded: the title says so, offers no Continue, counts nothing abandoned.

The QA report: a cut-short match.json was offered as Continue, and picking New Match counted it
as an abandoned match and moved it aside without a word; a match.json that is a link to
/dev/zero, a pipe or a folder was moved aside silently.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

import pygame
import pytest
from ui_driver import Driver, make_app

from drawpoker.engine.draw import Match, Rules
from drawpoker.i18n import t
from drawpoker.storage.draw.records import MatchRecords
from drawpoker.storage.draw.stats import StatsBook
from drawpoker.storage.shelf import Shelf
from drawpoker.ui.draw.scene import TableScene
from drawpoker.ui.menus import TitleScene
from drawpoker.ui.message import MessageScene


def _cut_short(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    path.write_text(text[: len(text) // 2], encoding="utf-8")


def _link_to_zero(path: Path) -> None:
    path.unlink()
    path.symlink_to("/dev/zero")


def _pipe(path: Path) -> None:
    path.unlink()
    os.mkfifo(path)


def _folder(path: Path) -> None:
    path.unlink()
    path.mkdir()


@pytest.mark.parametrize(
    ("damage", "problem"),
    [(_cut_short, "truncated"), (_link_to_zero, "unreadable"), (_pipe, "unreadable"),
     (_folder, "unreadable")],
    ids=["cut-short", "dev-zero", "pipe", "folder"],
)
def test_damaged_save_is_told_on_the_title_and_never_abandoned(
    tmp_path: Path, damage: Callable[[Path], None], problem: str
) -> None:
    records = MatchRecords(tmp_path)
    saved = Match(Rules(), seed=5)
    saved.start_deal()
    records.save(saved)
    damage(tmp_path / "match.json")
    app = make_app(speed="instant")
    app.records = Shelf.of(records)
    app.push(TitleScene(app))
    d = Driver(app)
    d.step()
    box = d.scene  # told in a box over the title first (and on the title after it)
    assert isinstance(box, MessageScene) and t(f"saves.problem.{problem}") in box.message
    d.key(pygame.K_RETURN)
    assert d.scene is app.scenes[0]
    names = [b.name for b in d.buttons()]
    assert "continue" not in names
    told = [notice for notice in app.notices if t(f"saves.problem.{problem}") in notice]
    assert len(told) == 1, app.notices
    d.click_button("new_match")  # straight to a new match: nothing to give up
    d.pick_opponent()
    assert isinstance(d.scene, TableScene)
    assert StatsBook(tmp_path / "stats.json").stats.matches_abandoned == 0
    assert list(tmp_path.glob("match.json.bad-*")), "the damaged file is kept aside"
