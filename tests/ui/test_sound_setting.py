"""The Sound row tells the truth (issue 40): on a machine whose mixer could open no audio
device it says so ("Off (no audio device)") instead of "On" over a silent game, in every
language; with a device (SDL's dummy driver here) it is the usual On/Off switch."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest
from text_recorder import recording
from ui_driver import Driver, make_app

from drawpoker.i18n import available_languages, t
from drawpoker.ui.settings import SettingsScene


@pytest.fixture
def no_audio(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """A machine where the mixer cannot start at all."""

    def refuse(*_args: object, **_kwargs: object) -> None:
        raise pygame.error("No available audio device")

    pygame.mixer.quit()
    monkeypatch.setattr(pygame.mixer, "init", refuse)
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    yield


@pytest.fixture
def dummy_audio(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """A working mixer on SDL's dummy audio driver (no sound card needed)."""
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    pygame.mixer.quit()
    yield
    pygame.mixer.quit()


def _settings(language: str = "en", size: tuple[int, int] = (1280, 720),
              text_size: str = "normal") -> tuple[Driver, SettingsScene]:
    app = make_app(language=language, size=size)
    app.settings = app.settings.replace(text_size=text_size)
    scene = SettingsScene(app)
    app.push(scene)
    driver = Driver(app)
    driver.step()
    return driver, scene


@pytest.mark.usefixtures("no_audio")
@pytest.mark.parametrize("text_size", ["normal", "large"])
@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
@pytest.mark.parametrize("code", available_languages())
def test_without_an_audio_device_the_row_says_so(code: str, size: tuple[int, int],
                                                 text_size: str,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    driver, scene = _settings(code, size, text_size)
    row = scene.row("muted")
    shown = row.value_text()
    assert shown == t("settings.value.no_audio")
    assert shown not in (t("settings.value.on"), t("settings.value.off"))
    assert not row.enabled()
    with recording(monkeypatch) as recorder:
        recorder.draw_app(driver.app)
    assert shown in recorder.texts()
    assert not [p for p in recorder.problems() if shown in p]  # it fits its box
    muted = driver.app.settings.muted
    assert not row.step(+1, wrap=True)  # nothing to switch on
    assert driver.app.settings.muted == muted
    driver.app.sounds.play("deal")  # and the game goes on, silent


@pytest.mark.usefixtures("no_audio")
def test_english_words_without_a_device() -> None:
    _, scene = _settings()
    assert scene.row("muted").value_text() == "Off (no audio device)"


@pytest.mark.usefixtures("dummy_audio")
def test_with_a_device_the_row_is_the_usual_switch() -> None:
    driver, scene = _settings()
    row = scene.row("muted")
    assert row.enabled() and driver.app.sounds.available()
    assert row.value_text() == "On"
    assert row.step(+1, wrap=True)
    assert driver.app.settings.muted and row.value_text() == "Off"


@pytest.mark.usefixtures("no_audio")
@pytest.mark.parametrize("code", available_languages())
def test_the_music_row_says_there_is_no_device(code: str) -> None:
    """Issue 41: the music's own volume row, beside the effects', tells the truth too."""
    driver, scene = _settings(code, (1024, 600), "large")
    row = scene.row("music_volume")
    assert row.value_text() == t("settings.value.no_audio") and not row.enabled()
    assert not row.step(+1, wrap=False) and driver.app.settings.music_volume == 0
    driver.app.sounds.music("tense")  # and the game goes on, silent


@pytest.mark.usefixtures("dummy_audio")
def test_the_music_row_is_off_by_default_and_turns_up_in_steps() -> None:
    driver, scene = _settings()
    rows = [row.name for row in scene.look_rows]
    assert rows.index("music_volume") == rows.index("volume") + 1  # next to the effects'
    row = scene.row("music_volume")
    assert row.enabled() and row.value_text() == "Off"
    assert row.step(+1, wrap=False)
    assert driver.app.settings.music_volume == 10 and row.value_text() == "10%"
