"""Render one scene in a reproducible state to a PNG (``python -m drawpoker --screenshot``)."""

from __future__ import annotations

from pathlib import Path

from drawpoker.ui.app import App, FixedClock
from drawpoker.ui.options import Options


def build_table(app: App, state: str, seed: int) -> object:
    """A table scene played forward to ``state`` with a predictable opponent."""
    from drawpoker.ui import staging
    from drawpoker.ui.table.scene import TableScene

    rules = app.options.rules
    scene = TableScene(app, opponent=staging.opponent_for(state),  # type: ignore[arg-type]
                       seed=seed,
                       deal_orders=staging.deal_orders_for(state, rules, seed))  # type: ignore[arg-type]
    scene.live_clock = False
    app.push(scene)
    staging.stage(scene, state)
    return scene


def build_stats(app: App, seed: int) -> object:
    """The statistics scene over the title, showing figures played out from ``seed`` (never the
    player's own file: the book points into an empty temporary folder and is not saved)."""
    import tempfile

    from drawpoker.storage.stats import StatsBook
    from drawpoker.ui import staging
    from drawpoker.ui.menus import TitleScene
    from drawpoker.ui.stats import StatsScene

    with tempfile.TemporaryDirectory() as folder:
        book = StatsBook(Path(folder) / "stats.json")
    book.stats = staging.sample_statistics(app.options.rules, seed)
    app.push(TitleScene(app))
    scene = StatsScene(app, book)
    app.push(scene)
    if app.options.coach:  # --coach: the luck chart instead of the hands
        scene._toggle_luck()
    return scene


def render_screenshot(out: Path, scene_name: str, state: str, seed: int,
                      size: tuple[int, int], options: Options) -> None:
    from drawpoker.ui.gameover import GameOverScene
    from drawpoker.ui.help_scene import HelpScene
    from drawpoker.ui.menus import PauseScene, TitleScene
    from drawpoker.ui.settings import SettingsScene
    from drawpoker.ui.table.scene import TableScene

    app = App(size, options, clock=FixedClock())
    if scene_name == "title":
        app.push(TitleScene(app))
    elif scene_name == "help":
        app.push(TitleScene(app))
        app.push(HelpScene(app))
    elif scene_name == "settings":
        app.push(TitleScene(app))
        app.push(SettingsScene(app))
    elif scene_name == "table":
        build_table(app, state, seed)
    elif scene_name == "pause":
        build_table(app, state, seed)
        app.push(PauseScene(app))
    elif scene_name == "stats":
        build_stats(app, seed)
    elif scene_name == "gameover":
        table = build_table(app, state if state in ("won", "lost-match") else "won", seed)
        assert isinstance(table, TableScene)
        over = GameOverScene(app, table.match, table.stats)
        app.replace(over)
        over.update(1.6)  # the moment the confetti (or the rain) is in full swing
    else:
        raise ValueError(f"unknown scene {scene_name!r}")
    app.draw()
    app.screenshot(out)
