"""Speech benchmark: the delay from a state change at the draw table to its line reaching the
speech interface, and what ``say`` costs the frame with the real worker thread.

Run: ``SDL_VIDEODRIVER=dummy python tests/benchmarks/bench_speech.py``. Aim (issue 36): each
line within 100 ms of the state change that causes it. Prints the numbers; asserts nothing.
"""

from __future__ import annotations

import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "ui"))

import pygame
from ui_driver import Driver, make_app

from drawpoker.engine.draw import Phase, Rules
from drawpoker.speech import RecordingSpeaker, ThreadedSpeaker
from drawpoker.ui import speech_hub
from drawpoker.ui.draw.scene import TableScene
from drawpoker.ui.draw.staging import PassiveOpponent


def table_delays(deals: int = 30) -> list[float]:
    """Milliseconds from each key press that changes the match (the state change) to the
    first line it causes reaching the sink, through the real scene loop."""
    app = make_app(Rules(starting_money=500), speed="normal")
    sink = RecordingSpeaker()
    speech_hub.install(app, sink)
    table = TableScene(app, opponent=PassiveOpponent(), seed=5)  # type: ignore[arg-type]
    table.live_clock = False
    app.push(table)
    d = Driver(app)
    delays: list[float] = []
    m = table.match
    while m.deal_number <= deals and m.phase is not Phase.MATCH_OVER:
        d.settle()
        names = {b.name for b in table.buttons}
        key = next((k for n, k in (("next_deal", pygame.K_n), ("wait", pygame.K_w),
                                   ("call", pygame.K_c), ("draw", pygame.K_d)) if n in names),
                   None)
        if key is None:
            continue
        before = len(sink.lines)
        pressed = time.perf_counter()
        d.key(key)  # one frame: the key's event, the engine call, the lines
        if len(sink.lines) > before:
            delays.append((sink.lines[before].at - pressed) * 1000)
    return delays


def say_costs(lines: int = 2000) -> list[float]:
    """Microseconds one ``say`` holds the caller, with a worker over an engine that takes
    5 ms a line (a slow screen reader)."""

    class Slow:
        name = "slow"

        def speak(self, text: str, interrupt: bool) -> None:
            time.sleep(0.005)

        def busy(self) -> bool:
            return False

        def stop(self) -> None:
            pass

        def close(self) -> None:
            pass

    speaker = ThreadedSpeaker(Slow, "slow")
    costs = []
    for n in range(lines):
        start = time.perf_counter()
        speaker.say(f"line {n}", interrupt=n % 7 == 0)
        costs.append((time.perf_counter() - start) * 1e6)
    speaker.close()
    return costs


def main() -> None:
    delays = table_delays()
    print(f"state change -> line at the sink: {len(delays)} moves, "
          f"median {statistics.median(delays):.2f} ms, "
          f"95th percentile {statistics.quantiles(delays, n=20)[-1]:.2f} ms, "
          f"max {max(delays):.2f} ms (aim: under 100 ms)")
    costs = say_costs()
    print(f"say() on the frame, worker over a 5 ms engine: median "
          f"{statistics.median(costs):.1f} µs, max {max(costs):.1f} µs")


if __name__ == "__main__":
    main()
