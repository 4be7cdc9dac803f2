"""A hold'em save, record or hand history the disk refuses (full, read-only) was only logged
(QA4 F12): the player believed the game kept. The table now tells it, as draw's does: a
translated notice in the room beside the table, once per failure, again only after a write
worked."""

from __future__ import annotations

import errno
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

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
    number = scene.control.game.hand_number
    for _ in range(60):
        driver.settle()
        g = scene.control.game
        if g.street is Street.BETWEEN_HANDS or g.street is Street.MATCH_OVER:
            break
        driver.key(pygame.K_c)
    assert scene.control.game.hand_number == number


@pytest.mark.parametrize("language", ["en", "de"])
def test_a_save_the_disk_refuses_is_told_on_the_table(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, drawn: list[list[str]], language: str
) -> None:
    monkeypatch.setattr("drawpoker.storage.slot.write_text_atomic", full_disk)
    driver, scene = table(tmp_path, language)
    play_hand(driver, scene)
    told = t("records.disk_full.holdem_save", reason=FULL, folder=str(tmp_path))
    assert "{" not in told and "hold" in told.lower()
    assert [said(n) for n in scene.control.notices] == [told]
    driver.step()
    assert drawn and drawn[-1] == [told]
    assert not (tmp_path / "holdem.json").exists()


def test_told_once_and_again_after_a_write_worked(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, drawn: list[list[str]]
) -> None:
    monkeypatch.setattr("drawpoker.storage.slot.write_text_atomic", full_disk)
    driver, scene = table(tmp_path)
    play_hand(driver, scene)
    assert len(scene.control.notices) == 1
    driver.key(pygame.K_RETURN)  # NEXT HAND: the notice goes, the disk is still full
    play_hand(driver, scene)
    assert scene.control.notices == []
    driver.step()
    monkeypatch.undo()  # the disk takes it again: the next failure is new
    driver.key(pygame.K_RETURN)
    play_hand(driver, scene)
    assert scene.control.notices == [] and (tmp_path / "holdem.json").exists()
    monkeypatch.setattr("drawpoker.storage.slot.write_text_atomic", full_disk)
    driver.key(pygame.K_RETURN)
    play_hand(driver, scene)
    assert [n.key for n in scene.control.notices] == ["records.disk_full.holdem_save"]


def test_the_record_and_the_history_are_told_too(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, drawn: list[list[str]]
) -> None:
    monkeypatch.setattr("drawpoker.storage.json_book.write_text_atomic", full_disk)

    def denied(*args: object, **kwargs: object) -> None:
        raise OSError(errno.EACCES, os.strerror(errno.EACCES))

    monkeypatch.setattr(event_log.safe_json, "open_regular_for_append", denied)
    driver, scene = table(tmp_path)
    play_hand(driver, scene)
    keys = sorted(n.key for n in scene.control.notices)
    assert keys == ["records.disk_full.stats", "records.write_denied.history"]
    driver.step()
    assert len(drawn[-1]) == 2 and all("{" not in text for text in drawn[-1])


def _outside_the_table(rect: pygame.Rect, oval: pygame.Rect) -> bool:
    """Whether ``rect`` (below and left of the table's middle) stays off the oval table:
    every point of its top and right edges lies outside the ellipse."""
    cx, cy, a, b = oval.centerx, oval.centery, oval.width / 2, oval.height / 2
    edge = [(x, rect.top) for x in range(rect.left, rect.right, 4)]
    edge += [(rect.right - 1, y) for y in range(rect.top, rect.bottom, 4)]
    return all(((x - cx) / a) ** 2 + ((y - cy) / b) ** 2 > 1 for x, y in edge)


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize(("language", "text_size"), [("en", "normal"), ("de", "large")])
@pytest.mark.parametrize("opponents", [1, 5])
def test_the_notice_covers_no_card_plate_or_button(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], language: str,
    text_size: str, opponents: int
) -> None:
    """A refused save is told in the room beside the player's plate, in the player's
    language: never over a card, a plate, the table's facts or a button (it was drawn where
    the old log panel was, over the table); in English, all of it off the table."""
    monkeypatch.setattr("drawpoker.storage.slot.write_text_atomic", full_disk)
    panels: list[tuple[pygame.Rect, list[str]]] = []
    real = painter.draw_notices

    def spy(surface: pygame.Surface, messages: list[str], *args: Any,
            **kwargs: Any) -> pygame.Rect:
        panel = real(surface, messages, *args, **kwargs)
        panels.append((panel, list(messages)))
        return panel

    monkeypatch.setattr(painter, "draw_notices", spy)
    app = make_app(speed="instant", language=language, size=size)
    app.settings = app.settings.replace(text_size=text_size)
    app.go(SceneName.HOLDEM_TABLE, opponents=opponents, seed=5,
           records=HoldemRecords(tmp_path))
    driver = Driver(app)
    scene = driver.scene
    assert isinstance(scene, HoldemTableScene)
    play_hand(driver, scene)
    told = t("records.disk_full.holdem_save", reason=FULL, folder=str(tmp_path))
    assert [said(n) for n in scene.control.notices] == [told]
    assert ("Hold'em-Spiel" if language == "de" else "hold'em game") in told  # translated
    driver.step()
    panel, messages = panels[-1]
    assert messages == [told]
    lay = scene.layout
    assert panel.height > 0 and pygame.Rect((0, 0), size).contains(panel)
    kept = {"board": lay.board, "my cards": lay.hole, "my plate": lay.me,
            "my hand": lay.hand_name, "facts": lay.info, "log button": lay.log_button}
    kept |= {f"seat {seat}": lay.seat_rect(seat) for seat in range(1, opponents + 1)}
    kept |= {f"button {b.label}": b.rect for b in scene.buttons}
    for name, rect in kept.items():
        assert not panel.colliderect(rect), f"the notice {panel} covers the {name} {rect}"
    if language == "en":
        assert _outside_the_table(panel, lay.oval), f"the notice {panel} is on the table"
