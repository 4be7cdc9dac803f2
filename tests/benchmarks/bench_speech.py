"""Speech benchmark: the delay from a state change to its line reaching the speech interface
(the draw table, a hold'em table, Canfield and the pages, each through the real scene loop),
and what ``say`` costs the frame with the real worker thread.

Run: ``SDL_VIDEODRIVER=dummy python tests/benchmarks/bench_speech.py``. Aim (issue 36): each
line within 100 ms of the state change that causes it. Prints the numbers; asserts nothing.
"""

from __future__ import annotations

import itertools
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
from drawpoker.storage.canfield.book import CanfieldBook
from drawpoker.ui import speech_hub
from drawpoker.ui.canfield.scene import CanfieldScene
from drawpoker.ui.draw.scene import TableScene
from drawpoker.ui.draw.staging import PassiveOpponent
from drawpoker.ui.holdem.scene import HoldemTableScene
from drawpoker.ui.scene import SceneName


def _timed(d: Driver, sink: RecordingSpeaker, key: int, letter: str = "") -> float | None:
    """Press ``key`` (one frame: its event, the game's change, the lines) and return the
    milliseconds to the first line it caused, None when it caused none."""
    before = len(sink.lines)
    pressed = time.perf_counter()
    d.post(pygame.KEYDOWN, key=key, mod=0, unicode=letter, scancode=0)
    d.post(pygame.KEYUP, key=key, mod=0, unicode=letter, scancode=0)
    d.step()
    if len(sink.lines) > before:
        return (sink.lines[before].at - pressed) * 1000
    return None


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
    m = table.control.match
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


def holdem_delays(hands: int = 25) -> list[float]:
    """A four-seat hold'em table played by keys: C (check or call) on each turn, N between
    hands; the others play through the loop as the player hurries them (Space)."""
    app = make_app(speed="normal")
    sink = RecordingSpeaker()
    speech_hub.install(app, sink)
    table = app.go(SceneName.HOLDEM_TABLE, opponents=3, seed=11)
    assert isinstance(table, HoldemTableScene)
    d = Driver(app)
    delays: list[float] = []
    for _ in range(hands * 40):
        d.settle()
        names = {b.name for b in table.buttons}
        key = next((k for n, k in (("next_hand", pygame.K_n), ("check", pygame.K_c),
                                   ("call", pygame.K_c)) if n in names), None)
        if "to_title" in names:
            break
        if key is None:
            _timed(d, sink, pygame.K_SPACE)
            continue
        took = _timed(d, sink, key, chr(key))
        if took is not None:
            delays.append(took)
    return delays


def canfield_delays(moves: int = 300, folder: Path | None = None,
                    early: bool = True) -> list[float]:
    """Canfield by keys: Enter plays the hint when there is one, else D deals (a pass when
    the stock is out); a new game (N, then Enter to pay its stake) when one ends. ``early``
    False unhooks the book's ``on_step``, so each move is said by the next poll, after the
    game's and the bank's saves (as before the hook): the before of the before/after."""
    import tempfile

    app = make_app(speed="normal")
    sink = RecordingSpeaker()
    speech_hub.install(app, sink)
    with tempfile.TemporaryDirectory() as tmp:
        scene = CanfieldScene(app, CanfieldBook(Path(folder or tmp) / "canfield.json"),
                              itertools.count(7))
        if not early:
            scene.control.book.on_step = None
        app.push(scene)
        d = Driver(app)
        delays: list[float] = []
        for _ in range(moves):
            d.settle()
            # The next game: N, and Enter says yes to its stake.
            if scene.control.result is not None:
                _timed(d, sink, pygame.K_n, "n")
                d.settle()
                _timed(d, sink, pygame.K_RETURN)
                d.settle()
            if scene.control.result is not None or scene.control.game is None:
                break
            hint = scene.control.hint()
            key = pygame.K_RETURN if hint is not None else pygame.K_d
            took = _timed(d, sink, key, "" if key == pygame.K_RETURN else "d")
            if took is not None:
                delays.append(took)
    return delays


def page_delays(rounds: int = 40) -> list[float]:
    """Pages: the settings opened (S) and closed (Esc) from the title, the keys page (K) and
    its ↓, the statistics page (T) and its ↓: each page's name or part said."""
    app = make_app()
    sink = RecordingSpeaker()
    speech_hub.install(app, sink)
    app.go(SceneName.TITLE)
    d = Driver(app)
    d.step()
    delays: list[float] = []
    for _ in range(rounds):
        for key, letter in ((pygame.K_s, "s"), (pygame.K_k, "k"), (pygame.K_DOWN, ""),
                            (pygame.K_ESCAPE, ""), (pygame.K_ESCAPE, ""), (pygame.K_t, "t"),
                            (pygame.K_DOWN, ""), (pygame.K_ESCAPE, "")):
            took = _timed(d, sink, key, letter)
            if took is not None:
                delays.append(took)
    return delays


def _report(name: str, delays: list[float]) -> None:
    if len(delays) < 2:
        print(f"{name}: {len(delays)} lines: too few to measure")
        return
    cuts = statistics.quantiles(delays, n=100, method="inclusive")
    print(f"{name}: {len(delays)} lines, p50 {statistics.median(delays):.2f} ms, "
          f"p99 {cuts[-1]:.2f} ms, max {max(delays):.2f} ms (aim: under 100 ms)")


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
    print("state change (a key press) -> its first line at the speech interface:")
    _report("  draw table", table_delays())
    _report("  hold'em table", holdem_delays())
    _report("  Canfield, said after the saves (before)", canfield_delays(early=False))
    _report("  Canfield, said before the saves (now)", canfield_delays())
    _report("  pages", page_delays())
    costs = say_costs()
    print(f"say() on the frame, worker over a 5 ms engine: median "
          f"{statistics.median(costs):.1f} µs, max {max(costs):.1f} µs")


if __name__ == "__main__":
    main()
