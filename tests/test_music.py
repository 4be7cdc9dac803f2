"""Music that follows the moment (issue 41): one loop per mood, cross-faded when the moment
changes, off by default, silent and harmless without an audio device."""

from __future__ import annotations

import importlib.util
import wave
from collections.abc import Iterator
from datetime import datetime
from pathlib import Path

import pygame
import pytest

from drawpoker import paths
from drawpoker.music import FADE_MS, MOODS, MusicPlayer, end_mood, table_mood
from drawpoker.settings import DEFAULTS, load
from drawpoker.ui.sound import Sounds

ROOT = Path(__file__).resolve().parents[1]


class FakeStream:
    """Records what ``pygame.mixer.music`` would have been asked to do."""

    def __init__(self, fail: bool = False) -> None:
        self.calls: list[tuple[str, object]] = []
        self.fail = fail

    def load(self, filename: str) -> None:
        if self.fail:
            raise pygame.error("No available audio device")
        self.calls.append(("load", Path(filename).stem))

    def play(self, loops: int = 0, start: float = 0.0, fade_ms: int = 0) -> None:
        self.calls.append(("play", (loops, fade_ms)))

    def set_volume(self, volume: float) -> None:
        self.calls.append(("volume", round(volume, 2)))

    def fadeout(self, time: int) -> None:
        self.calls.append(("fadeout", time))

    def loaded(self) -> list[object]:
        return [what for call, what in self.calls if call == "load"]


@pytest.fixture
def no_audio(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """A machine where the mixer cannot start at all."""

    def refuse(*_args: object, **_kwargs: object) -> None:
        raise pygame.error("No available audio device")

    pygame.mixer.quit()
    monkeypatch.setattr(pygame.mixer, "init", refuse)
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    yield


def test_the_music_follows_the_moment_and_loops() -> None:
    stream = FakeStream()
    player = MusicPlayer(stream)
    for _ in range(3):  # every frame asks; only a change of mood loads anything
        assert player.follow("calm", 0.4)
    assert player.follow("tense", 0.4)
    assert player.follow("won", 0.4)
    assert stream.loaded() == ["calm", "tense", "won"]
    assert ("play", (-1, FADE_MS)) in stream.calls  # looped, faded in
    player.follow("won", 0.7)
    assert stream.calls[-1] == ("volume", 0.7) and stream.loaded() == ["calm", "tense", "won"]
    assert not player.follow("won", 0.0)
    assert stream.calls[-1] == ("fadeout", FADE_MS) and player.mood is None
    assert not player.follow(None, 0.5)
    with pytest.raises(KeyError, match="unknown mood"):
        player.follow("jolly", 0.5)


def test_a_stream_that_fails_leaves_the_music_silent_for_good() -> None:
    player = MusicPlayer(FakeStream(fail=True))
    assert not player.follow("calm", 0.5)
    assert player.failed and not player.follow("tense", 0.5)


def test_the_moment_at_a_table() -> None:
    assert table_mood(0, 200) == "calm"
    assert table_mood(20, 200) == "calm"
    assert table_mood(100, 200) == "tense"  # half her stack
    assert table_mood(30, 0) == "tense"  # all in
    assert (end_mood(True), end_mood(False)) == ("won", "lost")
    assert table_mood(100, 200, won=False) == "lost" and table_mood(0, 200, won=True) == "won"


def test_music_is_off_by_default_and_the_mixer_is_not_started(
        monkeypatch: pytest.MonkeyPatch) -> None:
    assert DEFAULTS.music_volume == 0 and DEFAULTS.music_level == 0.0
    started: list[object] = []
    monkeypatch.setattr(pygame.mixer, "init", lambda *a, **k: started.append(a))
    sounds = Sounds(lambda: DEFAULTS)
    sounds.music("tense")
    assert started == [] and sounds.mood == "tense"
    assert DEFAULTS.replace(music_volume=60, muted=True).music_level == 0.0


@pytest.mark.usefixtures("no_audio")
def test_without_an_audio_device_the_music_is_silent_and_harmless() -> None:
    settings = DEFAULTS.replace(music_volume=50)
    sounds = Sounds(lambda: settings)
    for mood in (*MOODS, None, "calm"):
        sounds.music(mood)
    sounds.play("chips")
    assert not sounds.available()


def test_with_the_dummy_driver_the_loop_plays(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    pygame.mixer.quit()
    try:
        settings = DEFAULTS.replace(music_volume=50)
        sounds = Sounds(lambda: settings)
        sounds.music("calm")
        assert pygame.mixer.music.get_busy()
        assert pygame.mixer.music.get_volume() == pytest.approx(0.5, abs=0.01)
    finally:
        pygame.mixer.quit()


def test_an_old_settings_file_loads_with_the_music_off(tmp_path: Path) -> None:
    path = tmp_path / "settings.yaml"
    path.write_text("volume: 40\nmuted: false\nlanguage: fr\n", encoding="utf-8")
    result = load(path, now=lambda: datetime(2026, 1, 1))
    assert result.problems == ()
    assert result.settings.music_volume == 0 and result.settings.volume == 40
    path.write_text("music_volume: 30\n", encoding="utf-8")
    assert load(path).settings.music_volume == 30


def test_music_files_are_small_loops_made_by_the_script(tmp_path: Path) -> None:
    spec = importlib.util.spec_from_file_location(
        "make_music", ROOT / "assets" / "src" / "make_music.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    module.main(["--out", str(tmp_path)])
    total = 0
    for mood in MOODS:
        shipped = paths.asset_path("music", f"{mood}.wav")
        assert (tmp_path / f"{mood}.wav").read_bytes() == shipped.read_bytes(), mood
        with wave.open(str(shipped), "rb") as handle:
            assert handle.getnchannels() == 1 and handle.getsampwidth() == 2
            seconds = handle.getnframes() / handle.getframerate()
        assert 3.0 <= seconds <= 12.0, mood
        total += shipped.stat().st_size
    assert total < 1024 * 1024  # the four loops together under a megabyte

