"""A hold'em save, record or hand history the disk refuses (full, read-only) was only logged
(QA4 F12): the player believed the game kept. The table now tells it, as draw's does: a
translated notice over the log, once per failure, again only after a write worked."""

from __future__ import annotations

import errno
import os
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from ui_driver import Driver, make_app

from drawpoker.engine.holdem import Street
from drawpoker.i18n import t
from drawpoker.storage import event_log
from drawpoker.storage.holdem.records import HoldemRecords
from drawpoker.ui.holdem import painter
from drawpoker.ui.holdem.scene import HoldemTableScene
from drawpoker.ui.said import said
from drawpoker.ui.scene import SceneName

FULL = os.strerror(errno.ENOSPC)


def full_disk(*args: object, **kwargs: object) -> None:
    raise OSError(errno.ENOSPC, FULL)


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[list[str]]]:
    """The messages each frame's notice panel was given, by the real painter."""
    calls: list[list[str]] = []
    real = painter.draw_notices

    def spy(surface: pygame.Surface, messages: list[str], *args: object,
            **kwargs: object) -> pygame.Rect:
        calls.append(list(messages))
        return real(surface, messages, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(painter, "draw_notices", spy)
    yield calls


def table(folder: Path, language: str = "en") -> tuple[Driver, HoldemTableScene]:
    app = make_app(speed="instant", language=language)
    app.go(SceneName.HOLDEM_TABLE, opponents=2, seed=5, records=HoldemRecords(folder))
    driver = Driver(app)
    scene = driver.scene
    assert isinstance(scene, HoldemTableScene)
    driver.settle()
    return driver, scene


def play_hand(driver: Driver, scene: HoldemTableScene) -> None:
    """Call down one hand with the keyboard, then NEXT HAND (Enter)."""
    number = scene.game.hand_number
    for _ in range(60):
        driver.settle()
        g = scene.game
        if g.street is Street.BETWEEN_HANDS or g.street is Street.MATCH_OVER:
            break
        driver.key(pygame.K_c)
    assert scene.game.hand_number == number


@pytest.mark.parametrize("language", ["en", "de"])
def test_a_save_the_disk_refuses_is_told_on_the_table(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, drawn: list[list[str]], language: str
) -> None:
    monkeypatch.setattr("drawpoker.storage.slot.write_text_atomic", full_disk)
    driver, scene = table(tmp_path, language)
    play_hand(driver, scene)
    told = t("records.disk_full.holdem_save", reason=FULL, folder=str(tmp_path))
    assert "{" not in told and "hold" in told.lower()
    assert [said(n) for n in scene.notices] == [told]
    driver.step()
    assert drawn and drawn[-1] == [told]
    assert not (tmp_path / "holdem.json").exists()


def test_told_once_and_again_after_a_write_worked(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, drawn: list[list[str]]
) -> None:
    monkeypatch.setattr("drawpoker.storage.slot.write_text_atomic", full_disk)
    driver, scene = table(tmp_path)
    play_hand(driver, scene)
    assert len(scene.notices) == 1
    driver.key(pygame.K_RETURN)  # NEXT HAND: the notice goes, the disk is still full
    play_hand(driver, scene)
    assert scene.notices == []
    driver.step()
    monkeypatch.undo()  # the disk takes it again: the next failure is new
    driver.key(pygame.K_RETURN)
    play_hand(driver, scene)
    assert scene.notices == [] and (tmp_path / "holdem.json").exists()
    monkeypatch.setattr("drawpoker.storage.slot.write_text_atomic", full_disk)
    driver.key(pygame.K_RETURN)
    play_hand(driver, scene)
    assert [n.key for n in scene.notices] == ["records.disk_full.holdem_save"]


def test_the_record_and_the_history_are_told_too(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, drawn: list[list[str]]
) -> None:
    monkeypatch.setattr("drawpoker.storage.json_book.write_text_atomic", full_disk)

    def denied(*args: object, **kwargs: object) -> None:
        raise OSError(errno.EACCES, os.strerror(errno.EACCES))

    monkeypatch.setattr(event_log.safe_json, "open_regular_for_append", denied)
    driver, scene = table(tmp_path)
    play_hand(driver, scene)
    keys = sorted(n.key for n in scene.notices)
    assert keys == ["records.disk_full.stats", "records.write_denied.history"]
    driver.step()
    assert len(drawn[-1]) == 2 and all("{" not in text for text in drawn[-1])
