"""UI benchmark: start-up to first frame, table frame times while animating, idle CPU, memory.

Run: ``SDL_VIDEODRIVER=dummy python tests/benchmarks/bench_ui.py`` (a real display works too).
Aims (issue 3): first frame under 1 s, 95th-percentile frame under 8 ms, idle CPU under 3%.
"""

from __future__ import annotations

import os
import resource
import statistics
import subprocess
import sys
import textwrap
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

FIRST_FRAME = textwrap.dedent(
    """
    import time
    from drawpoker.ui.app import App
    from drawpoker.ui.menus import TitleScene
    app = App((1280, 720))
    app.push(TitleScene(app))
    app.step()
    print("FIRST_FRAME", time.process_time(), flush=True)
    """
)


IMPORT_PYGAME = 'import time, pygame; print("FIRST_FRAME", time.process_time(), flush=True)'


def _installed_env() -> dict[str, str]:
    """The children run as an installed game does: with its bytecode cached (a machine with
    PYTHONDONTWRITEBYTECODE would otherwise compile every module on every start)."""
    env = os.environ.copy()
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


def first_frame_seconds(runs: int = 7, code: str = FIRST_FRAME
                        ) -> tuple[list[float], list[float]]:
    """Wall time from launching a fresh Python to the title's first frame on screen, and the
    child's CPU time until then (which other work on the machine does not inflate). One run
    first, not counted, writes the bytecode."""
    times: list[float] = []
    cpu: list[float] = []
    env = _installed_env()
    subprocess.run([sys.executable, "-c", code], stdout=subprocess.DEVNULL,
                   stderr=subprocess.DEVNULL, env=env, check=False)
    for _ in range(runs):
        start = time.perf_counter()
        child = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE,
                                 stderr=subprocess.DEVNULL, text=True, env=env)
        assert child.stdout is not None
        for line in child.stdout:
            if line.startswith("FIRST_FRAME"):
                times.append(time.perf_counter() - start)
                cpu.append(float(line.split()[1]))
                break
        child.wait()
    return times, cpu


def table_frames(frames: int = 1500) -> tuple[list[float], list[float]]:
    """Frame times (update + draw + flip) of the table at 1280x720, animations running.

    Returns wall-clock and CPU times per frame: on a busy machine the wall clock also counts
    time the process waited for a core, which the CPU time leaves out.
    """
    import pygame

    from drawpoker.engine.draw import Phase
    from drawpoker.settings import Settings
    from drawpoker.ui.app import App, FixedClock
    from drawpoker.ui.draw.scene import TableScene
    from drawpoker.ui.draw.staging import PassiveOpponent, player_move

    app = App((1280, 720), Settings(animation_speed="normal"), clock=FixedClock(16))
    table = TableScene(app, opponent=PassiveOpponent(), seed=11)  # type: ignore[arg-type]
    app.push(table)
    times: list[float] = []
    cpu: list[float] = []
    while len(times) < frames:
        m = table.control.match
        if not app.is_animating():
            if m.phase is Phase.MATCH_OVER:
                table = TableScene(app, opponent=PassiveOpponent(), seed=len(times))  # type: ignore[arg-type]
                app.reset_to(table)
            elif m.phase is Phase.BETWEEN_DEALS:
                table.start_deal()
            elif m.to_act == 0:
                table.act(player_move(m.view(0), aggressive=True))
        pygame.event.pump()
        busy = app.is_animating()
        start, start_cpu = time.perf_counter(), time.process_time()
        app.step()
        if busy:
            times.append(time.perf_counter() - start)
            cpu.append(time.process_time() - start_cpu)
    return times, cpu


def holdem_frames(frames: int = 1500) -> tuple[list[float], list[float]]:
    """Frame times of the six-seat hold'em table at 1280x720 while anything moves (issue 41:
    chips sliding with their overshoot, the figures counting, cards dealt, the showdown's
    cards turning one by one, the hand names at the seats, the pot to the winners); the
    computer players act at once when the table rests, so nearly every frame moves."""
    import pygame

    from drawpoker.engine.holdem import Call, Check, HoldemActionKind, Street
    from drawpoker.settings import Settings
    from drawpoker.ui.app import App, FixedClock
    from drawpoker.ui.holdem import staging
    from drawpoker.ui.holdem.scene import HoldemTableScene
    from drawpoker.ui.scene import SceneName

    app = App((1280, 720), Settings(animation_speed="normal"), clock=FixedClock(16))

    def fresh(seed: int) -> HoldemTableScene:
        scene = app.build(SceneName.HOLDEM_TABLE, opponents=5, seed=seed,
                          seating=staging.seating(app.settings.theme, staging._theme_ids()))
        assert isinstance(scene, HoldemTableScene)
        scene.control.players = {s: staging.ScriptedPlayer(raiser=s == 3) for s in range(1, 6)}
        app.reset_to(scene)
        return scene

    scene = fresh(0)
    times: list[float] = []
    cpu: list[float] = []
    while len(times) < frames:
        game = scene.control.game
        if not scene.busy and not scene.timeline.tally.busy:
            if game.street is Street.MATCH_OVER:
                scene = fresh(len(times))
            elif scene.control.computer_to_act:
                scene.computer_acts()
            elif game.street is Street.BETWEEN_HANDS:
                scene.start_hand()
            elif game.to_act == 0:
                kinds = {legal.kind for legal in game.legal_actions()}
                scene.act(Check() if HoldemActionKind.CHECK in kinds else Call())
        pygame.event.pump()
        busy = scene.busy or scene.timeline.tally.busy
        start, start_cpu = time.perf_counter(), time.process_time()
        app.step()
        if busy:
            times.append(time.perf_counter() - start)
            cpu.append(time.process_time() - start_cpu)
    return times, cpu


def idle_cpu(seconds: float = 5.0) -> float:
    """Share of one CPU the real loop uses while the table waits for the player."""
    import pygame

    from drawpoker.ui.app import App
    from drawpoker.ui.draw.scene import TableScene
    from drawpoker.ui.draw.staging import PassiveOpponent

    app = App((1280, 720))
    table = TableScene(app, opponent=PassiveOpponent(), seed=5)  # type: ignore[arg-type]
    app.push(table)
    while app.is_animating():  # let the first deal's animations finish
        app.step()
    app.step()
    pygame.time.set_timer(pygame.QUIT, int(seconds * 1000), loops=1)
    cpu0, wall0 = time.process_time(), time.perf_counter()
    app.run()
    cpu1, wall1 = time.process_time(), time.perf_counter()
    return (cpu1 - cpu0) / (wall1 - wall0)


def title_cpu(seconds: float = 5.0) -> float:
    """Share of one CPU the real loop uses on the title, whose calm motion (the drifting
    cards, her breathing) redraws at a capped 12 frames a second (issues 24, 41)."""
    import pygame

    from drawpoker.ui.app import App
    from drawpoker.ui.menus import TitleScene

    app = App((1280, 720))
    app.push(TitleScene(app))
    while app.is_animating():  # the fan's deal
        app.step()
    app.step()
    pygame.time.set_timer(pygame.QUIT, int(seconds * 1000), loops=1)
    cpu0, wall0 = time.process_time(), time.perf_counter()
    app.run()
    cpu1, wall1 = time.process_time(), time.perf_counter()
    return (cpu1 - cpu0) / (wall1 - wall0)


def main() -> None:
    print(f"load average now: {', '.join(f'{x:.1f}' for x in os.getloadavg())} "
          f"on {os.cpu_count()} cores")
    firsts, firsts_cpu = first_frame_seconds()
    print(f"first frame (fresh process to title drawn): median {statistics.median(firsts):.3f} s,"
          f" min {min(firsts):.3f} s, worst {max(firsts):.3f} s over {len(firsts)} runs; CPU to"
          f" it: median {statistics.median(firsts_cpu):.3f} s, min {min(firsts_cpu):.3f} s")
    _, pygame_cpu = first_frame_seconds(code=IMPORT_PYGAME)
    ratio = statistics.median(firsts_cpu) / statistics.median(pygame_cpu)
    print(f"`import pygame` alone: CPU median {statistics.median(pygame_cpu):.3f} s; the first "
          f"frame is {ratio:.1f}x that (aim: at most 5x)")
    wall, cpu = table_frames()
    for name, values in (("wall clock", wall), ("CPU time", cpu)):
        ms = sorted(t * 1000 for t in values)
        p95 = ms[int(len(ms) * 0.95) - 1]
        print(f"table frame at 1280x720 while animating, {name} ({len(ms)} frames): "
              f"median {statistics.median(ms):.2f} ms, p95 {p95:.2f} ms, worst {ms[-1]:.2f} ms")
    wall, cpu = holdem_frames()
    for name, values in (("wall clock", wall), ("CPU time", cpu)):
        ms = sorted(t * 1000 for t in values)
        p95 = ms[int(len(ms) * 0.95) - 1]
        print(f"six-seat hold'em frame at 1280x720 while moving, {name} ({len(ms)} frames): "
              f"median {statistics.median(ms):.2f} ms, p95 {p95:.2f} ms, worst {ms[-1]:.2f} ms")
    share = idle_cpu()
    print(f"idle CPU over 5 s (table waiting for the player): {share * 100:.2f}% of one core")
    from drawpoker.ui import title_motion

    share = title_cpu()
    print(f"title CPU over 5 s (its calm motion at {title_motion.FPS:g} fps): "
          f"{share * 100:.2f}% of one core")
    rss_kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    print(f"memory: peak resident set {rss_kb / 1024:.1f} MiB")


if __name__ == "__main__":
    main()
