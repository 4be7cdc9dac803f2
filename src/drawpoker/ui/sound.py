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
    from drawpoker.sound import SoundBoard

log = logging.getLogger(__name__)


class Sounds:
    def __init__(self, settings: Callable[[], Settings]) -> None:
        """``settings`` gives the settings of the moment (they change while the game runs)."""
        self.settings = settings
        self._board: SoundBoard | None = None
        self._failed = False

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
