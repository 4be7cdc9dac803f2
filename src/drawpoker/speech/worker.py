"""Speech off the frame: a worker thread between the game and a backend engine.

The game's ``say`` only appends to a short queue and wakes the thread, so a slow screen reader
or a dead speech server never holds a frame up. The queue is bounded and lines go stale: a
player who asked for many things at once hears the newest, never minutes of old text. A
backend that fails is logged once and the speaker falls silent; the game goes on.
"""

from __future__ import annotations

import logging
import threading
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from drawpoker.speech.core import Priority

log = logging.getLogger(__name__)

#: Lines waiting behind the one being said; more drop the oldest of the lowest priority.
MAX_PENDING = 4
#: A line that waited this long is no longer news: dropped unheard.
STALE_SECONDS = 8.0
#: How often the worker looks whether a busy engine has finished its line.
POLL_SECONDS = 0.05


class Engine(Protocol):
    """A backend: one screen reader or speech engine, called from the worker thread only."""

    name: str

    def speak(self, text: str, interrupt: bool) -> None:
        """Start saying ``text`` (``interrupt``: cut off what is said now)."""

    def busy(self) -> bool:
        """Still saying the last line (engines that queue lines themselves say False)."""

    def stop(self) -> None:
        """Silence at once."""

    def close(self) -> None:
        """Free what the engine holds."""


@dataclass(slots=True)
class _Pending:
    text: str
    interrupt: bool
    priority: Priority
    asked: float


class ThreadedSpeaker:
    """A :class:`~drawpoker.speech.core.Speaker` that hands lines to ``engine`` from a
    daemon thread."""

    def __init__(self, make: Callable[[], Engine], name: str,
                 clock: Callable[[], float] = time.monotonic) -> None:
        """``make`` builds the engine in the worker thread: a screen reader or speech server
        that is slow to answer (or never does) holds up no frame, not even the first."""
        self._make = make
        self.engine: Engine | None = None
        self.name = name
        self._clock = clock
        self._pending: deque[_Pending] = deque()
        self._cut = False  # an interrupting line or a stop came: silence the engine first
        self._closed = False
        self.failed = False
        self._wake = threading.Condition()
        self._thread = threading.Thread(target=self._run, name=f"speech-{name}",
                                        daemon=True)
        self._thread.start()

    # ------------------------------------------------------------------ the game's side
    def say(self, text: str, interrupt: bool = False,
            priority: Priority = Priority.NORMAL) -> None:
        if self.failed or self._closed or not text.strip():
            return
        with self._wake:
            if interrupt:
                self._pending.clear()
                self._cut = True
            self._pending.append(_Pending(text, interrupt, priority, self._clock()))
            while len(self._pending) > MAX_PENDING:
                self._drop_one()
            self._wake.notify()

    def stop(self) -> None:
        with self._wake:
            self._pending.clear()
            self._cut = True
            self._wake.notify()

    def close(self) -> None:
        with self._wake:
            self._closed = True
            self._pending.clear()
            self._wake.notify()
        self._thread.join(timeout=1.0)

    def _drop_one(self) -> None:
        """Drop the oldest line of the lowest priority waiting (the newest always stays)."""
        lowest = min(line.priority for line in list(self._pending)[:-1])
        for line in self._pending:
            if line.priority == lowest:
                self._pending.remove(line)
                return

    # ------------------------------------------------------------------ the worker
    def _next(self) -> tuple[_Pending | None, bool]:
        """Wait for a line the engine can take now; (None, _) when closed."""
        with self._wake:
            while True:
                if self._closed:
                    return None, False
                cut, self._cut = self._cut, False
                if cut:
                    return None, True
                now = self._clock()
                while self._pending and now - self._pending[0].asked > STALE_SECONDS:
                    self._pending.popleft()
                if self._pending and not self._engine_busy():
                    return self._pending.popleft(), False
                self._wake.wait(POLL_SECONDS if self._pending else None)

    def _engine_busy(self) -> bool:
        try:
            return self.engine is not None and self.engine.busy()
        except Exception as exc:
            self._fail(exc)
            return False

    def _run(self) -> None:
        try:
            self.engine = self._make()
        except Exception as exc:
            self._fail(exc)
            return
        engine = self.engine
        while True:
            line, cut = self._next()
            if self.failed:
                return
            if line is None and not cut:
                break
            try:
                if cut:
                    engine.stop()
                if line is not None:
                    engine.speak(line.text, line.interrupt)
            except Exception as exc:
                self._fail(exc)
                return
        try:
            engine.close()
        except Exception as exc:
            log.debug("speech: closing %s failed: %s", self.name, exc)

    def _fail(self, exc: BaseException) -> None:
        """Logged once; from then on the game is silent (it never stops for speech)."""
        if not self.failed:
            self.failed = True
            log.warning("speech: the %s backend failed (%s: %s); the game goes on silent",
                        self.name, type(exc).__name__, exc)

    def wait_idle(self, timeout: float = 5.0) -> bool:
        """For tests and tools only: wait until no line waits (True) or ``timeout`` passed."""
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            with self._wake:
                if (not self._pending or self.failed) and not self._cut:
                    return True
            time.sleep(POLL_SECONDS)
        return False
