"""The game's sound effects through pygame's mixer, with volume and mute.

A machine without an audio device must still run the game: if the mixer cannot start or a
sound file cannot be read, the board stays silent and every call is a quiet no-op.
"""

from __future__ import annotations

import contextlib
import logging
import random
from pathlib import Path

import pygame

from drawpoker import paths

log = logging.getLogger(__name__)

SOUND_NAMES = ("deal", "flip", "chips", "win", "lose", "fanfare", "sad_trombone",
               "check", "fold", "her_glad", "her_upset", "her_sly", "her_surprised")
"""Every effect the game plays; each is ``assets/sounds/<name>.wav``, and a few also have
variants ``<name>_2.wav``, ``<name>_3.wav`` (the same sound, a little higher or lower)."""

VARIANTS = 3
"""At most this many files per effect: ``<name>.wav`` and ``<name>_2.wav`` ... ``_<VARIANTS>``."""

VOLUME_SPREAD = 0.15
"""Each play is this share quieter at most, so a run of chips never sounds like a machine gun."""


def pick(rng: random.Random, variants: int) -> tuple[int, float]:
    """Which variant (0-based) and what share of the volume one play gets; the same ``rng``
    state always gives the same choice, so tests can seed it."""
    return rng.randrange(max(1, variants)), 1.0 - VOLUME_SPREAD * rng.random()


class SoundBoard:
    """Plays the named effects at one master volume; silent when audio is unavailable.

    Typical use::

        board = SoundBoard(volume=settings_volume, muted=settings_muted)
        board.play("deal")      # True if it started; False when muted or without audio
        board.volume = 0.3      # applies to every effect at once
    """

    def __init__(
        self,
        folder: Path | None = None,
        *,
        volume: float = 0.8,
        muted: bool = False,
        seed: int | None = None,
    ) -> None:
        self._volume = _clamp(volume)
        self._muted = bool(muted)
        #: Picks each play's variant and volume (seeded in tests, so they are repeatable).
        self.rng = random.Random(seed)
        #: The variant and volume share of the last play of each effect (for tests).
        self.last: dict[str, tuple[int, float]] = {}
        self._sounds: dict[str, list[pygame.mixer.Sound]] = {}
        if not start_mixer():
            return
        folder = paths.asset_path("sounds") if folder is None else folder
        for name in SOUND_NAMES:
            loaded = []
            for index in range(1, VARIANTS + 1):
                path = folder / (f"{name}.wav" if index == 1 else f"{name}_{index}.wav")
                if index > 1 and not path.exists():
                    break
                try:
                    loaded.append(pygame.mixer.Sound(str(path)))
                except (pygame.error, OSError, FileNotFoundError) as error:
                    log.warning("sound %r not loaded from %s: %s", name, path, error)
                    break
            if loaded:
                self._sounds[name] = loaded

    def variants(self, name: str) -> int:
        """How many variants of effect ``name`` are loaded (0 without audio)."""
        return len(self._sounds.get(name, ()))

    @property
    def available(self) -> bool:
        """True when the mixer runs and at least one sound is loaded."""
        return bool(self._sounds)

    @property
    def volume(self) -> float:
        """Master volume from 0.0 (silent) to 1.0 (full); values outside are clamped."""
        return self._volume

    @volume.setter
    def volume(self, value: float) -> None:
        self._volume = _clamp(value)

    @property
    def muted(self) -> bool:
        return self._muted

    @muted.setter
    def muted(self, value: bool) -> None:
        self._muted = bool(value)
        if self._muted:
            self.stop()

    def play(self, name: str) -> bool:
        """Start the effect ``name``; True if it is playing, False if silent for any reason.

        An unknown name is a programming error and raises ``KeyError`` even without audio.
        """
        if name not in SOUND_NAMES:
            raise KeyError(f"unknown sound {name!r}; known: {', '.join(SOUND_NAMES)}")
        sounds = self._sounds.get(name)
        if not sounds or self._muted or self._volume <= 0.0:
            return False
        variant, share = pick(self.rng, len(sounds))
        self.last[name] = (variant, share)
        sound = sounds[variant]
        try:
            sound.set_volume(self._volume * share)
            return sound.play() is not None
        except pygame.error as error:  # the device went away mid-game
            log.warning("sound %r could not play: %s", name, error)
            return False

    def stop(self) -> None:
        """Silence every effect that is playing."""
        if self._sounds:
            with contextlib.suppress(pygame.error):
                pygame.mixer.stop()


def start_mixer() -> bool:
    """Start pygame's mixer if it is not running; False (logged) when there is no audio."""
    try:
        if pygame.mixer.get_init() is None:
            pygame.mixer.init(frequency=44100, size=-16, channels=2, buffer=512)
        return pygame.mixer.get_init() is not None
    except Exception as error:  # no device, no driver, no mixer module: play silently
        log.info("no sound: the audio mixer could not start (%s)", error)
        return False


def _clamp(value: float) -> float:
    return min(1.0, max(0.0, float(value)))
