"""Music that follows the moment: a short loop for each mood, played through pygame's
mixer.music stream with a cross-fade when the mood changes.

The loops are small WAVs made by ``assets/src/make_music.py`` (``assets/music/<mood>.wav``).
Like the effects, the music is optional and never stops the game: without an audio device,
without the files, or with the volume at zero, every call is a quiet no-op.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Protocol

from drawpoker import paths

log = logging.getLogger(__name__)

MOODS = ("calm", "tense", "won", "lost")
"""Every mood the music knows; each is ``assets/music/<mood>.wav``."""

FADE_MS = 900
"""A change of mood fades the old loop out and the new one in over this time."""

BIG_POT_SHARE = 0.5
"""A pot this share of the player's own stack (or more) makes the music tense."""


class MusicStream(Protocol):
    """What the player needs of ``pygame.mixer.music`` (a fake in tests records the calls)."""

    def load(self, filename: str) -> None: ...
    def play(self, loops: int = 0, start: float = 0.0, fade_ms: int = 0) -> None: ...
    def set_volume(self, volume: float) -> None: ...
    def fadeout(self, time: int) -> None: ...


def table_mood(pot: int, my_stack: int, won: bool | None = None) -> str:
    """The moment at a table: won or lost once the match's end is shown (``won``), tense
    when the pot is big for the player (at least half of her own stack, or she is all in),
    calm otherwise."""
    if won is not None:
        return end_mood(won)
    if pot > 0 and (my_stack <= 0 or pot >= BIG_POT_SHARE * my_stack):
        return "tense"
    return "calm"


def end_mood(won: bool) -> str:
    """The moment at the end of a match or a game."""
    return "won" if won else "lost"


class MusicPlayer:
    """Loops the music of one mood at a time; ``follow`` is cheap to call every frame.

    Typical use::

        player = MusicPlayer(stream)          # pygame.mixer.music once the mixer runs
        player.follow("tense", volume=0.4)    # cross-fades from the loop playing
        player.follow(None, volume=0.4)       # fades out
    """

    def __init__(self, stream: MusicStream, folder: Path | None = None) -> None:
        self.stream = stream
        self.folder = paths.asset_path("music") if folder is None else folder
        #: The mood playing now (None: silent).
        self.mood: str | None = None
        self._volume = -1.0
        self.failed = False

    def follow(self, mood: str | None, volume: float) -> bool:
        """Play ``mood``'s loop at ``volume`` (0.0 to 1.0): the same mood only changes the
        volume, another one cross-fades; None or a zero volume fades out. True if playing."""
        if mood is not None and mood not in MOODS:
            raise KeyError(f"unknown mood {mood!r}; known: {', '.join(MOODS)}")
        if self.failed:
            return False
        volume = min(1.0, max(0.0, float(volume)))
        try:
            if mood is None or volume <= 0.0:
                if self.mood is not None:
                    self.stream.fadeout(FADE_MS)
                    self.mood = None
                return False
            if mood != self.mood:
                path = self.folder / f"{mood}.wav"
                self.stream.load(str(path))
                self.stream.set_volume(volume)
                self.stream.play(loops=-1, fade_ms=FADE_MS)
                self.mood, self._volume = mood, volume
            elif volume != self._volume:
                self.stream.set_volume(volume)
                self._volume = volume
            return True
        except Exception as error:  # no device, a missing file: the game goes on silent
            log.info("no music: %s", error)
            self.failed = True
            self.mood = None
            return False
