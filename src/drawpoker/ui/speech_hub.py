"""The app's one speaker, opened from the settings and kept beside the app.

Every scene that speaks asks :func:`speaker_for`; the speaker is opened on first use and again
when the speech settings or the language change, so the choice made in the settings file (or
``DRAWPOKER_SPEECH``) takes effect without a restart. Tests pin a
:class:`~drawpoker.speech.RecordingSpeaker` with :func:`install`. Kept outside ``App`` so the
app needs no change to speak.
"""

from __future__ import annotations

import os
import weakref
from dataclasses import dataclass
from typing import TYPE_CHECKING

from drawpoker.speech import NullSpeaker, Speaker, open_speaker

if TYPE_CHECKING:
    from drawpoker.ui.app import App

#: Set to "on", "short" or "full" to turn speech on before the settings can be reached (a
#: player who cannot see the settings page); "off" turns it off.
ENVIRONMENT = "DRAWPOKER_SPEECH"


@dataclass
class _Held:
    speaker: Speaker
    wanted: tuple[bool, int, str] | None  # None: pinned by a test, never replaced


_HELD: weakref.WeakKeyDictionary[App, _Held] = weakref.WeakKeyDictionary()


def _override() -> str | None:
    value = os.environ.get(ENVIRONMENT, "").strip().lower()
    return value if value in ("on", "off", "short", "full") else None


def enabled(app: App) -> bool:
    """Whether the player asked for speech (settings, or the environment's override)."""
    override = _override()
    if override is not None:
        return override != "off"
    return app.settings.speech


def verbosity(app: App) -> str:
    """ "short" or "full" (the environment's "short"/"full" wins over the setting)."""
    override = _override()
    return override if override in ("short", "full") else app.settings.speech_verbosity


def speaker_for(app: App) -> Speaker:
    """The speaker the settings ask for now (a silent one when speech is off)."""
    held = _HELD.get(app)
    if held is not None and held.wanted is None:
        return held.speaker
    wanted = (enabled(app), app.settings.speech_rate, app.settings.language)
    if held is None or held.wanted != wanted:
        if held is not None:
            held.speaker.close()
        held = _Held(open_speaker(*wanted) if wanted[0] else NullSpeaker(), wanted)
        _HELD[app] = held
    return held.speaker


def install(app: App, speaker: Speaker) -> None:
    """Pin ``speaker`` for ``app`` (tests, benchmarks): it stays whatever the settings say."""
    old = _HELD.get(app)
    if old is not None and old.speaker is not speaker:
        old.speaker.close()
    _HELD[app] = _Held(speaker, None)
