"""The table's sound effects: the shared :class:`drawpoker.sound.SoundBoard`, kept in step
with the player's volume and mute settings.

The board (and the audio mixer) starts on the first sound, not at start-up, so the first frame
is not kept waiting; a machine without audio plays silently.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Callable
from typing import TYPE_CHECKING

from drawpoker.settings import Settings

if TYPE_CHECKING:
    from drawpoker.music import MusicPlayer
    from drawpoker.sound import SoundBoard

log = logging.getLogger(__name__)


class Sounds:
    def __init__(self, settings: Callable[[], Settings]) -> None:
        """``settings`` gives the settings of the moment (they change while the game runs)."""
        self.settings = settings
        self._board: SoundBoard | None = None
        self._failed = False
        self._music: MusicPlayer | None = None
        #: The mood the scenes asked for last (kept while the music is off, so turning the
        #: music volume up plays the moment at once).
        self.mood: str | None = None

    def music(self, mood: str | None) -> None:
        """Follow the moment with the music (called every frame by the scenes: cheap when
        nothing changed). Off (the default music volume 0), muted or without audio: silent,
        and the mixer is not even started."""
        self.mood = mood
        level = self.settings().music_level
        if self._music is None:
            if level <= 0 or mood is None:
                return
            self._music = self._music_player()
            if self._music is None:
                return
        self._music.follow(mood, level)

    def _music_player(self) -> MusicPlayer | None:
        """The music player on pygame's mixer.music, or None (for good) without audio."""
        if self._started() is None:
            return None
        try:
            import pygame

            from drawpoker.music import MusicPlayer
            from drawpoker.sound import start_mixer

            if not start_mixer():
                self._failed = True
                return None
            return MusicPlayer(pygame.mixer.music)
        except Exception as exc:  # sound must never stop the game
            log.info("music disabled: %s", exc)
            self._failed = True
            return None

    def play(self, name: str) -> None:
        """Play one effect by name; nothing happens when muted or without audio."""
        settings = self.settings()
        if settings.muted or settings.volume <= 0 or self._failed:
            return
        board = self._started()
        if board is None:
            return
        try:
            board.volume = settings.sound_volume
            with contextlib.suppress(KeyError):
                board.play(name)
        except Exception as exc:  # sound must never stop the game
            log.info("sound disabled: %s", exc)
            self._failed = True

    def available(self) -> bool:
        """Whether this machine can play the sounds at all (the mixer opened an audio device
        and the effects loaded), so the settings never say "On" for a silent game. It starts
        the board if no sound has been played yet."""
        board = self._started()
        return board is not None and board.available

    def _started(self) -> SoundBoard | None:
        """The board, started on first use; None once sound has failed for good."""
        if self._failed:
            return None
        if self._board is None:
            try:
                from drawpoker.sound import SoundBoard

                self._board = SoundBoard(volume=self.settings().sound_volume, muted=False)
            except Exception as exc:  # sound must never stop the game
                log.info("sound disabled: %s", exc)
                self._failed = True
                return None
        return self._board
