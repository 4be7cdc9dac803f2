"""The app's one speaker, opened from the settings and kept beside the app.

Every scene that speaks asks :func:`speaker_for`; the speaker is opened on first use and again
when the speech settings or the language change, so the choice made in the settings file (or
``DRAWPOKER_SPEECH``) takes effect without a restart. Tests pin a
:class:`~drawpoker.speech.RecordingSpeaker` with :func:`install`. Kept outside ``App`` so the
app needs no change to speak.

Every line said goes through a :class:`LoggedSpeaker` that keeps it in the app's
:class:`~drawpoker.ui.spoken_log.SpokenLog` (F2 shows it), for a player who uses speech and
sight together.
"""

from __future__ import annotations

import os
import weakref
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from drawpoker.speech import NullSpeaker, Priority, Speaker, open_speaker
from drawpoker.ui.spoken_log import SpokenLog

if TYPE_CHECKING:
    from drawpoker.ui.scene import Host

#: Set to "on", "short" or "full" to turn speech on before the settings can be reached (a
#: player who cannot see the settings page); "off" turns it off.
ENVIRONMENT = "DRAWPOKER_SPEECH"


#: Told before each line with the app (``ui/access.py``: a page's name comes before its lines).
_before_line: list[Callable[[Host], object]] = []


def before_line(listener: Callable[[Host], object]) -> None:
    """Call ``listener(app)`` before each line said for an app."""
    _before_line.append(listener)


class LoggedSpeaker:
    """The speaker the scenes get while speech is on: each line goes to ``inner`` and into
    the spoken-line log."""

    def __init__(self, inner: Speaker, log: SpokenLog, app: Host) -> None:
        self.inner = inner
        self.log = log
        self._app = weakref.ref(app)

    def say(self, text: str, interrupt: bool = False,
            priority: Priority = Priority.NORMAL) -> None:
        app = self._app()
        if app is not None:
            for listener in _before_line:
                listener(app)
        if text:
            self.log.add(text)
        self.inner.say(text, interrupt, priority)

    def stop(self) -> None:
        self.inner.stop()

    def close(self) -> None:
        self.inner.close()


@dataclass
class _Held:
    speaker: Speaker
    wanted: tuple[bool, int, str] | None  # None: pinned by a test, never replaced


_HELD: weakref.WeakKeyDictionary[Host, _Held] = weakref.WeakKeyDictionary()
_LOGS: weakref.WeakKeyDictionary[Host, SpokenLog] = weakref.WeakKeyDictionary()


def log_of(app: Host) -> SpokenLog:
    """The app's spoken-line log (made on first use)."""
    log = _LOGS.get(app)
    if log is None:
        log = _LOGS[app] = SpokenLog()
    return log


def _override() -> str | None:
    value = os.environ.get(ENVIRONMENT, "").strip().lower()
    return value if value in ("on", "off", "short", "full") else None


def enabled(app: Host) -> bool:
    """Whether the player asked for speech (settings, or the environment's override)."""
    override = _override()
    if override is not None:
        return override != "off"
    return app.settings.speech


def verbosity(app: Host) -> str:
    """ "short" or "full" (the environment's "short"/"full" wins over the setting)."""
    override = _override()
    return override if override in ("short", "full") else app.settings.speech_verbosity


def speaker_for(app: Host) -> Speaker:
    """The speaker the settings ask for now (a silent one when speech is off)."""
    held = _HELD.get(app)
    if held is not None and held.wanted is None:
        return held.speaker
    wanted = (enabled(app), app.settings.speech_rate, app.settings.language)
    if held is None or held.wanted != wanted:
        if held is not None:
            held.speaker.close()
        speaker: Speaker = LoggedSpeaker(open_speaker(*wanted), log_of(app), app) if wanted[0] \
            else NullSpeaker()
        held = _Held(speaker, wanted)
        _HELD[app] = held
    return held.speaker


def install(app: Host, speaker: Speaker) -> None:
    """Pin ``speaker`` for ``app`` (tests, benchmarks): it stays whatever the settings say
    (its lines logged like any speaker's)."""
    old = _HELD.get(app)
    if old is not None and old.speaker is not speaker:
        old.speaker.close()
    if not isinstance(speaker, NullSpeaker):
        speaker = LoggedSpeaker(speaker, log_of(app), app)
    _HELD[app] = _Held(speaker, None)


def speaking(app: Host) -> bool:
    """Whether lines are said now (speech on and a speaker open): with it off, nobody does
    any speech work."""
    return not isinstance(speaker_for(app), NullSpeaker)
