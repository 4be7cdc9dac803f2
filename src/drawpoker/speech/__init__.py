"""Speech for players who do not see the screen: one small interface, chosen at start-up.

``open_speaker`` gives a :class:`Speaker`: silent (:class:`NullSpeaker`) when speech is off,
else a worker thread over the first engine that starts here: the screen reader or system
speech through prismatoid, Speech Dispatcher's bindings, or the espeak-ng command (see
:mod:`drawpoker.speech.backends`). None at all is logged once and the game stays silent.
"""

from __future__ import annotations

import logging
from typing import Any

from drawpoker.speech.core import NullSpeaker, Priority, RecordingSpeaker, Speaker, SpokenLine
from drawpoker.speech.worker import Engine, ThreadedSpeaker

__all__ = ["Engine", "NullSpeaker", "Priority", "RecordingSpeaker", "Speaker", "SpokenLine",
           "ThreadedSpeaker", "first_engine", "open_speaker"]

log = logging.getLogger(__name__)

#: Tried in this order; the first that starts speaks.
#: The engines tried in order; None until speech first starts: their module (and subprocess)
#: is imported only by a player who turned speech on.
ENGINES: tuple[Any, ...] | None = None


def _engines() -> tuple[Any, ...]:
    global ENGINES
    if ENGINES is None:
        from drawpoker.speech.backends import EspeakEngine, PrismEngine, SpeechdEngine

        ENGINES = (PrismEngine, SpeechdEngine, EspeakEngine)
    return ENGINES


def first_engine(rate: int, language: str) -> Engine:
    """The first engine of :data:`ENGINES` that starts (in the speech thread)."""
    reasons = []
    for make in _engines():
        try:
            engine: Engine = make(rate=rate, language=language)
        except Exception as exc:  # ImportError, no server, no command: try the next
            reasons.append(f"{make.name}: {type(exc).__name__}: {exc}")
            continue
        log.info("speech: speaking through %s", engine.name)
        return engine
    raise RuntimeError("no speech engine could start (" + "; ".join(reasons) + ")")


def open_speaker(enabled: bool, rate: int = 0, language: str = "en") -> Speaker:
    """The speaker the settings ask for; never raises, never blocks."""
    if not enabled:
        return NullSpeaker()
    return ThreadedSpeaker(lambda: first_engine(rate, language), "auto")
