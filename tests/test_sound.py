"""Sound effects play through the mixer, honour volume and mute, and never fail without audio."""

from __future__ import annotations

import wave
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from drawpoker import paths
from drawpoker.sound import SOUND_NAMES, SoundBoard

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def dummy_audio(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """A fresh mixer on SDL's dummy audio driver (no device needed)."""
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    pygame.mixer.quit()
    yield
    pygame.mixer.quit()


@pytest.fixture
def no_audio(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """A machine where the mixer cannot start at all."""

    def refuse(*_args: object, **_kwargs: object) -> None:
        raise pygame.error("No available audio device")

    pygame.mixer.quit()
    monkeypatch.setattr(pygame.mixer, "init", refuse)
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    yield


#: The end of a match gets a longer moment (a fanfare, a sad trombone); still under 2 s.
MATCH_END = ("fanfare", "sad_trombone")


def test_sound_files_are_small_and_well_formed() -> None:
    for name in SOUND_NAMES:
        path = paths.asset_path("sounds", f"{name}.wav")
        longest = 2.0 if name in MATCH_END else 1.0
        assert path.stat().st_size < (96 if name in MATCH_END else 32) * 1024, name
        with wave.open(str(path), "rb") as handle:
            assert handle.getnchannels() == 1
            assert handle.getsampwidth() == 2
            seconds = handle.getnframes() / handle.getframerate()
        assert 0.03 < seconds < longest, name
    assert set(MATCH_END) <= set(SOUND_NAMES)


def test_sounds_are_reproducible(tmp_path: Path) -> None:
    """The committed WAVs are exactly what the synthesis script writes."""
    import importlib.util

    spec = importlib.util.spec_from_file_location(
        "make_sounds", ROOT / "assets" / "src" / "make_sounds.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    module.main(["--out", str(tmp_path)])
    for name in SOUND_NAMES:
        made = (tmp_path / f"{name}.wav").read_bytes()
        assert made == paths.asset_path("sounds", f"{name}.wav").read_bytes(), name


@pytest.mark.usefixtures("dummy_audio")
def test_plays_with_the_dummy_driver() -> None:
    board = SoundBoard(volume=0.5)
    assert board.available
    for name in SOUND_NAMES:
        assert board.play(name) is True
    board.stop()


@pytest.mark.usefixtures("dummy_audio")
def test_volume_is_applied_and_clamped() -> None:
    board = SoundBoard(volume=0.5)
    sound = board._sounds["deal"]
    assert sound.get_volume() == pytest.approx(0.5, abs=0.01)
    board.volume = 0.25
    assert board.volume == 0.25
    assert sound.get_volume() == pytest.approx(0.25, abs=0.01)
    board.volume = 3.0
    assert board.volume == 1.0
    board.volume = -1.0
    assert board.volume == 0.0
    assert board.play("deal") is False  # silent at zero volume
    assert SoundBoard(volume=7).volume == 1.0


@pytest.mark.usefixtures("dummy_audio")
def test_mute_silences_and_unmute_restores() -> None:
    board = SoundBoard(muted=True)
    assert board.muted
    assert board.play("win") is False
    board.muted = False
    assert board.play("win") is True
    board.muted = True
    assert board.play("lose") is False


@pytest.mark.usefixtures("no_audio")
def test_runs_silently_when_the_mixer_cannot_start() -> None:
    board = SoundBoard()
    assert not board.available
    for name in SOUND_NAMES:
        assert board.play(name) is False
    board.volume = 0.3
    board.muted = True
    board.muted = False
    board.stop()
    assert board.volume == 0.3


@pytest.mark.usefixtures("dummy_audio")
def test_missing_sound_files_are_skipped(tmp_path: Path) -> None:
    (tmp_path / "deal.wav").write_bytes(b"not a wave file")
    board = SoundBoard(tmp_path)
    assert not board.available
    assert board.play("deal") is False
    assert board.play("chips") is False


@pytest.mark.usefixtures("no_audio")
def test_unknown_sound_is_a_programming_error() -> None:
    with pytest.raises(KeyError, match="unknown sound"):
        SoundBoard().play("applause")
