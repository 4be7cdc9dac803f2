"""The speech interface without a window: the worker never blocks the caller, keeps a short
queue, cuts stale lines, falls silent once on a failing engine; and a real engine (espeak-ng,
when the machine has it) writes audio."""

from __future__ import annotations

import logging
import shutil
import threading
import wave
from pathlib import Path

import pytest

from drawpoker.speech import NullSpeaker, Priority, ThreadedSpeaker, open_speaker
from drawpoker.speech import worker as worker_module
from drawpoker.speech.backends import EspeakEngine


class SlowEngine:
    """Says each line until released: lets a test hold the worker mid-line."""

    name = "slow"

    def __init__(self) -> None:
        self.said: list[str] = []
        self.stops = 0
        self.release = threading.Event()
        self.started = threading.Event()

    def speak(self, text: str, interrupt: bool) -> None:
        self.said.append(text)
        self.started.set()

    def busy(self) -> bool:
        return bool(self.said) and not self.release.is_set()

    def stop(self) -> None:
        self.stops += 1

    def close(self) -> None:
        pass


class BrokenEngine(SlowEngine):
    name = "broken"

    def speak(self, text: str, interrupt: bool) -> None:
        raise OSError("the speech server went away")


def test_a_full_queue_keeps_the_newest_and_drops_the_least_important() -> None:
    engine = SlowEngine()
    speaker = ThreadedSpeaker(lambda: engine, "slow")
    speaker.say("first")
    assert engine.started.wait(5)
    speaker.say("chatter", priority=Priority.LOW)
    for n in range(worker_module.MAX_PENDING + 2):
        speaker.say(f"line {n}")
    engine.release.set()
    assert speaker.wait_idle()
    speaker.close()
    last = worker_module.MAX_PENDING + 1
    assert engine.said[0] == "first" and engine.said[-1] == f"line {last}"
    assert "chatter" not in engine.said  # dropped before any line that matters
    assert len(engine.said) == 1 + worker_module.MAX_PENDING


def test_an_interrupting_line_cuts_off_what_waits() -> None:
    engine = SlowEngine()
    speaker = ThreadedSpeaker(lambda: engine, "slow")
    speaker.say("stale one")
    assert engine.started.wait(5)
    speaker.say("stale two")
    speaker.say("your turn", interrupt=True, priority=Priority.HIGH)
    engine.release.set()
    assert speaker.wait_idle()
    speaker.close()
    assert engine.said == ["stale one", "your turn"] and engine.stops >= 1


def test_a_failing_engine_is_logged_once_and_the_game_goes_on(
        caplog: pytest.LogCaptureFixture) -> None:
    engine = BrokenEngine()
    engine.release.set()
    speaker = ThreadedSpeaker(lambda: engine, "broken")
    with caplog.at_level(logging.WARNING, logger="drawpoker.speech.worker"):
        for n in range(5):
            speaker.say(f"line {n}")  # never raises
        assert speaker.wait_idle()
        speaker.say("after")
    speaker.close()
    assert speaker.failed
    assert len([r for r in caplog.records if "failed" in r.message]) == 1


def test_no_engine_at_all_is_silent_not_fatal(monkeypatch: pytest.MonkeyPatch) -> None:
    import drawpoker.speech as speech

    def missing(**_: object) -> None:
        raise ImportError("not installed")

    missing.name = "missing"  # type: ignore[attr-defined]
    monkeypatch.setattr(speech, "ENGINES", (missing,))
    speaker = speech.open_speaker(True)
    speaker.say("hello")
    assert isinstance(speaker, ThreadedSpeaker) and speaker.wait_idle()
    assert speaker.failed
    assert isinstance(open_speaker(False), NullSpeaker)


@pytest.mark.skipif(shutil.which("espeak-ng") is None,
                    reason="espeak-ng is not installed (apt-get install espeak-ng)")
def test_espeak_ng_really_speaks_into_a_wav_file(tmp_path: Path) -> None:
    engine = EspeakEngine(rate=25, language="fr", out_dir=tmp_path)
    speaker = ThreadedSpeaker(lambda: engine, "espeak-ng")
    speaker.say("À vous. B : miser dix dollars.")
    assert speaker.wait_idle(20)
    while engine.busy():
        threading.Event().wait(0.05)
    speaker.close()
    [path] = engine.written
    with wave.open(str(path)) as audio:
        frames = audio.readframes(audio.getnframes())
        assert audio.getnframes() > audio.getframerate() // 2  # over half a second of speech
    assert any(frames[i] != 0 for i in range(0, len(frames), 97))  # not silence
