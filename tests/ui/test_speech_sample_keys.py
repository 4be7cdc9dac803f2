"""The speech page's TRY IT line names the keys as bound (issue 36): moved on the keys page,
the sample's call, raise and fold say the new letters in every language, never the defaults."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest
from ui_driver import Driver, make_app

from drawpoker import i18n
from drawpoker.speech import RecordingSpeaker
from drawpoker.ui import shortcuts, speech_hub
from drawpoker.ui.scene import SceneName
from drawpoker.ui.speech_settings import SpeechSettingsScene, sample

MOVED = {"holdem_call": "g", "holdem_raise": "z", "holdem_fold": "q"}


@pytest.fixture
def restored() -> Iterator[None]:
    yield
    shortcuts.follow({})


@pytest.mark.parametrize("language", ["en", "fr", "pt", "es", "de"])
def test_the_sample_says_the_bound_keys(restored: None, language: str) -> None:
    make_app(language=language)
    i18n.set_language(language)
    before = sample()
    for letter in ("C", "R", "F"):
        assert f"{letter}:" in before.replace(" :", ":"), (language, before)
    shortcuts.follow(MOVED)  # as the keys page leaves them
    after = sample()
    assert after != before and "{" not in after
    for letter in ("G", "Z", "Q"):
        assert f"{letter}:" in after.replace(" :", ":"), (language, after)
    for letter in ("C", "R", "F"):
        assert f" {letter}:" not in after.replace(" :", ":"), (language, after)


def test_try_it_on_the_page_says_the_moved_keys(restored: None) -> None:
    app = make_app()
    sink = RecordingSpeaker()
    speech_hub.install(app, sink)
    shortcuts.follow(MOVED)
    app.go(SceneName.TITLE)
    scene = app.go(SceneName.SPEECH_SETTINGS)
    assert isinstance(scene, SpeechSettingsScene)
    d = Driver(app)
    d.step()
    letter = shortcuts.letter("speech_try").lower()
    d.post(pygame.KEYDOWN, key=ord(letter), mod=0, unicode=letter, scancode=0)
    d.step()
    assert sink.texts[-1] == sample()
    assert "G: " in sink.texts[-1] and "Z: " in sink.texts[-1] and "Q: " in sink.texts[-1]
