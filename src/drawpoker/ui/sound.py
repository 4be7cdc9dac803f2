"""Short sound effects, played if the files and an audio device exist, silently skipped if not.

Sounds live in ``assets/sounds/<name>.ogg`` or ``.wav`` (deal, flip, chips, win, lose). The game
must run without error on a machine with no audio device, so every failure here is logged once
and then ignored.
"""

from __future__ import annotations

import logging

import pygame

from drawpoker import paths
from drawpoker.ui.options import Options

log = logging.getLogger(__name__)


class Sounds:
    """Loads effects on first use and plays them at the options' volume."""

    def __init__(self, options: Options) -> None:
        self.options = options
        self._cache: dict[str, pygame.mixer.Sound | None] = {}
        self._ready: bool | None = None

    def _init_mixer(self) -> bool:
        if self._ready is None:
            try:
                if not pygame.mixer.get_init():
                    pygame.mixer.init()
                self._ready = True
            except pygame.error as exc:
                log.info("no audio device, playing silently: %s", exc)
                self._ready = False
        return self._ready

    def _load(self, name: str) -> pygame.mixer.Sound | None:
        if name in self._cache:
            return self._cache[name]
        sound = None
        folder = paths.assets_dir() / "sounds"
        for suffix in (".ogg", ".wav"):
            path = folder / f"{name}{suffix}"
            if path.exists():
                try:
                    sound = pygame.mixer.Sound(str(path))
                except pygame.error as exc:
                    log.warning("cannot load sound %s: %s", path, exc)
                break
        self._cache[name] = sound
        return sound

    def play(self, name: str) -> None:
        """Play one effect by name; nothing happens when muted or without audio."""
        if self.options.muted or self.options.volume <= 0:
            return
        if not (paths.assets_dir() / "sounds").is_dir() or not self._init_mixer():
            return
        sound = self._load(name)
        if sound is not None:
            sound.set_volume(max(0.0, min(1.0, self.options.volume)))
            sound.play()
