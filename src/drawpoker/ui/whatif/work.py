"""A what-if's work off the frame loop: verifying the history and replaying a deal take from
a few hundredths of a second (draw poker) to seconds (six seats of hold'em), and the window
must keep answering meanwhile. One job at a time, on a daemon thread; the scene polls it."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

from drawpoker.printable import printable
from drawpoker.teach.outcome import ChoiceError
from drawpoker.teach.whatif import Refused


class Job:
    """``work()`` on its own thread: ``done`` once it returned or failed; then ``result``, or
    ``refused`` (the verifier's words, each made printable) or ``error`` (a choice the player
    did not have, or a failure of the library, said in one line)."""

    def __init__(self, work: Callable[[], Any], wait: bool = False) -> None:
        self.result: Any = None
        self.refused: list[str] = []
        self.error = ""
        self._done = threading.Event()
        self._thread = threading.Thread(target=self._run, args=(work,), daemon=True,
                                        name="whatif")
        self._thread.start()
        if wait:
            self.wait()

    def _run(self, work: Callable[[], Any]) -> None:
        try:
            self.result = work()
        except Refused as refused:
            self.refused = [printable(problem)[:300] for problem in refused.problems]
        except ChoiceError as error:
            self.error = printable(str(error))[:300]
        except Exception as error:  # the library failing must not take the game down
            self.error = printable(f"{type(error).__name__}: {error}")[:300]
        finally:
            self._done.set()

    @property
    def done(self) -> bool:
        return self._done.is_set()

    def wait(self, timeout: float | None = None) -> bool:
        """Block until the job is done (tests, screenshots); False if ``timeout`` ran out."""
        return self._done.wait(timeout)
