"""Sound effects play through the mixer, honour volume and mute, and never fail without audio."""

from __future__ import annotations

import wave
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from drawpoker import paths
from drawpoker.sound import SOUND_NAMES, VOLUME_SPREAD, SoundBoard, pick

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
    made = sorted(path.name for path in tmp_path.glob("*.wav"))
    assert made == sorted(path.name for path in paths.asset_path("sounds").glob("*.wav"))
    for name in made:
        assert (tmp_path / name).read_bytes() == paths.asset_path("sounds", name).read_bytes()


@pytest.mark.usefixtures("dummy_audio")
def test_plays_with_the_dummy_driver() -> None:
    board = SoundBoard(volume=0.5)
    assert board.available
    for name in SOUND_NAMES:
        assert board.play(name) is True, name
        board.stop()  # the mixer has 8 channels: more effects at once than that wait


@pytest.mark.usefixtures("dummy_audio")
def test_volume_is_applied_and_clamped() -> None:
    board = SoundBoard(volume=0.5, seed=1)
    board.play("deal")
    sound = board._sounds["deal"][board.last["deal"][0]]
    assert 0.5 * (1 - VOLUME_SPREAD) - 0.01 <= sound.get_volume() <= 0.5 + 0.01
    board.volume = 0.25
    assert board.volume == 0.25
    board.play("deal")
    sound = board._sounds["deal"][board.last["deal"][0]]
    assert 0.25 * (1 - VOLUME_SPREAD) - 0.01 <= sound.get_volume() <= 0.25 + 0.01
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


def test_variations_differ_and_repeat_under_a_seed() -> None:
    """Each play picks a variant and a volume share; the same seed picks the same run."""
    import random

    first = [pick(random.Random(7), 3) for _ in range(1)]
    rng_a, rng_b = random.Random(7), random.Random(7)
    run_a = [pick(rng_a, 3) for _ in range(30)]
    run_b = [pick(rng_b, 3) for _ in range(30)]
    assert run_a == run_b and run_a[0] == first[0]
    assert {variant for variant, _ in run_a} == {0, 1, 2}
    assert len({share for _, share in run_a}) == 30
    assert all(1 - VOLUME_SPREAD <= share <= 1.0 for _, share in run_a)
    assert pick(random.Random(1), 1)[0] == 0


@pytest.mark.usefixtures("dummy_audio")
def test_the_board_plays_its_variants_deterministically() -> None:
    one, two = SoundBoard(seed=5), SoundBoard(seed=5)
    assert one.variants("chips") == 3 and one.variants("win") == 1
    seen_one, seen_two = [], []
    for _ in range(12):
        one.play("chips")
        two.play("chips")
        seen_one.append(one.last["chips"])
        seen_two.append(two.last["chips"])
    assert seen_one == seen_two
    assert len({variant for variant, _ in seen_one}) > 1
    assert SoundBoard(seed=6).rng.random() != SoundBoard(seed=5).rng.random()


def test_variant_files_are_small_and_close_in_length() -> None:
    for path in paths.asset_path("sounds").glob("*_[23].wav"):
        base = path.with_name(path.name.rsplit("_", 1)[0] + ".wav")
        assert base.exists(), path
        assert path.stat().st_size < 32 * 1024
        assert abs(path.stat().st_size - base.stat().st_size) < 0.15 * base.stat().st_size
