"""The table's sound effects: the shared :class:`drawpoker.sound.SoundBoard`, kept in step
with the player's volume and mute settings.

The board (and the audio mixer) starts on the first sound, not at start-up, so the first frame
is not kept waiting; a machine without audio plays silently.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Callable

from drawpoker.settings import Settings

log = logging.getLogger(__name__)


class Sounds:
    def __init__(self, settings: Callable[[], Settings]) -> None:
        """``settings`` gives the settings of the moment (they change while the game runs)."""
        self.settings = settings
        self._board: object | None = None
        self._failed = False

    def play(self, name: str) -> None:
        """Play one effect by name; nothing happens when muted or without audio."""
        settings = self.settings()
        if settings.muted or settings.volume <= 0 or self._failed:
            return
        try:
            from drawpoker.sound import SoundBoard

            if self._board is None:
                self._board = SoundBoard(volume=settings.sound_volume, muted=False)
            board = self._board
            assert isinstance(board, SoundBoard)
            board.volume = settings.sound_volume
            with contextlib.suppress(KeyError):
                board.play(name)
        except Exception as exc:  # sound must never stop the game
            log.info("sound disabled: %s", exc)
            self._failed = True
