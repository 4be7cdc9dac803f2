"""The real speech engines, each behind the worker's small ``Engine`` protocol.

- ``prism`` (the ``prismatoid`` package, the extra ``speech`` installs): one library for the
  screen reader that runs (NVDA, JAWS, VoiceOver, Orca) and the system's speech otherwise
  (SAPI or OneCore on Windows, AVSpeech on macOS, Speech Dispatcher on Linux).
- ``speechd``: Speech Dispatcher's own Python bindings (Debian and Ubuntu: python3-speechd),
  for a Linux Python that has them but not prismatoid.
- ``espeak-ng``: the espeak-ng command, one process per line; it can also write each line to
  a WAV file (how the tests hear it on a machine without a sound card).

Each import happens only when its engine is built, in the speech thread: a missing package
is an ``ImportError`` there, logged once, and the game stays silent.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path
from typing import Any

#: The rate setting is a percent above or below the engine's normal speed.
NORMAL_WPM = 175  # espeak-ng's own default


class PrismEngine:
    """A screen reader where one runs, else the system's speech engine (prismatoid)."""

    name = "prism"

    def __init__(self, rate: int = 0, language: str = "en") -> None:
        import prism  # type: ignore[import-not-found,unused-ignore]  # the optional extra

        self._context: Any = prism.Context()
        self._backend: Any = self._context.create_best()
        self.name = f"prism ({self._backend.name})"
        features = self._backend.features
        if features.supports_set_rate:
            self._backend.rate = max(0.0, min(1.0, 0.5 + rate / 200))
        if features.supports_set_voice and features.supports_count_voices:
            self._pick_voice(language)

    def _pick_voice(self, language: str) -> None:
        """The first voice of the player's language (a screen reader keeps its own)."""
        backend = self._backend
        for index in range(backend.voices_count):
            if backend.get_voice_language(index).lower().startswith(language.lower()):
                backend.voice = index
                return

    def speak(self, text: str, interrupt: bool) -> None:
        self._backend.speak(text, interrupt=interrupt)

    def busy(self) -> bool:
        return False  # the screen reader or server queues and cuts lines itself

    def stop(self) -> None:
        if self._backend.features.supports_stop:
            self._backend.stop()

    def close(self) -> None:
        self._backend = self._context = None


class SpeechdEngine:
    """Speech Dispatcher through its own bindings (Linux; the system's python3-speechd)."""

    name = "speechd"

    def __init__(self, rate: int = 0, language: str = "en") -> None:
        import speechd  # type: ignore[import-not-found,unused-ignore]  # Linux system package

        self._client: Any = speechd.SSIPClient("drawpoker")
        self._client.set_priority(speechd.Priority.MESSAGE)
        self._client.set_rate(max(-100, min(100, rate)))
        self._client.set_language(language)

    def speak(self, text: str, interrupt: bool) -> None:
        if interrupt:
            self._client.cancel()
        self._client.speak(text)

    def busy(self) -> bool:
        return False

    def stop(self) -> None:
        self._client.cancel()

    def close(self) -> None:
        self._client.close()


class EspeakEngine:
    """The espeak-ng command: one process per line, cut off by ending it.

    ``out_dir``: write each line to a numbered WAV file there instead of the sound card.
    """

    name = "espeak-ng"

    def __init__(self, rate: int = 0, language: str = "en", out_dir: Path | None = None,
                 command: str = "espeak-ng") -> None:
        found = shutil.which(command)
        if found is None:
            raise FileNotFoundError(f"no {command} command")
        self._command = found
        self._wpm = max(80, round(NORMAL_WPM * (1 + rate / 100)))
        self._voice = language
        self._out_dir = out_dir
        self._process: subprocess.Popen[bytes] | None = None
        #: The WAV files written so far (with ``out_dir``).
        self.written: list[Path] = []

    def speak(self, text: str, interrupt: bool) -> None:
        if interrupt:
            self.stop()
        args = [self._command, "-v", self._voice, "-s", str(self._wpm)]
        if self._out_dir is not None:
            path = self._out_dir / f"line-{len(self.written) + 1:04d}.wav"
            self.written.append(path)
            args += ["-w", str(path)]
        self._process = subprocess.Popen([*args, "--", text], stdin=subprocess.DEVNULL,
                                         stdout=subprocess.DEVNULL,
                                         stderr=subprocess.DEVNULL)

    def busy(self) -> bool:
        return self._process is not None and self._process.poll() is None

    def stop(self) -> None:
        process, self._process = self._process, None
        if process is not None and process.poll() is None:
            process.terminate()
            process.wait(timeout=2)

    def close(self) -> None:
        self.stop()
