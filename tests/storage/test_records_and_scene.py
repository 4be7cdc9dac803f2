"""MatchRecords as the app's save slot, and the statistics scene drawn headless."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest
from recorded_play import Table

from drawpoker.engine.draw import Match, Phase, Rules
from drawpoker.engine.draw.match_data import match_to_dict
from drawpoker.storage.draw import MatchRecords
from drawpoker.storage.shelf import Shelf
from drawpoker.storage.verify import verify_text
from drawpoker.ui.said import said

pytestmark = pytest.mark.usefixtures("no_fsync")


os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


class Learner:
    """An opponent with a memory of the player, as the AI may keep one."""

    def __init__(self, memory: dict[str, Any] | None = None) -> None:
        self.memory = memory or {}

    def memory_to_dict(self) -> dict[str, Any]:
        return dict(self.memory)


def test_saved_after_every_deal_with_opponent_memory(tmp_path: Path) -> None:
    records = MatchRecords(tmp_path)
    match = Match(Rules(), seed=3)
    she = Learner({"drops_seen": 0})
    table = Table(tmp_path, seed=3)  # only for its players
    for deal in range(1, 4):
        records.record(match.start_deal(), match, she)
        while match.phase in (Phase.BET1, Phase.DRAW, Phase.BET2):
            seat = match.to_act
            assert seat is not None
            she.memory["drops_seen"] = deal
            records.record(match.act(table.players[seat].choose(match.view(seat))), match, she)
        again = MatchRecords(tmp_path)
        loaded = again.load()
        assert loaded is not None and match_to_dict(loaded) == match_to_dict(match)
        assert again.loaded is not None and again.loaded.opponent == {"drops_seen": deal}
        assert again.history is not None and records.history is not None
        assert again.history.path == records.history.path
    report = verify_text(records.history.path.read_text(encoding="utf-8"))
    assert report.ok and report.deals_checked == 3


def test_quit_saves_and_finished_match_clears(tmp_path: Path) -> None:
    table = Table(tmp_path, seed=2)
    table.play(1)
    table.step()
    assert table.records.save(table.match)  # quitting mid-deal
    assert table.records.exists()
    table.play_to_end()
    assert not table.records.exists()  # nothing to continue after the match is over


def test_a_new_match_object_gets_its_own_history(tmp_path: Path) -> None:
    records = MatchRecords(tmp_path)
    first, second = Match(Rules(), seed=1), Match(Rules(), seed=2)
    records.record(first.start_deal(), first)
    path_one = records.history.path if records.history else None
    records.record(second.start_deal(), second)
    path_two = records.history.path if records.history else None
    assert path_one and path_two and path_one != path_two
    assert len(list((tmp_path / "history").glob("match-*.jsonl"))) == 2


def test_refused_save_gives_a_message_and_no_match(tmp_path: Path) -> None:
    (tmp_path / "match.json").write_text('{"game": "drawpoker", "version": 99}', encoding="utf-8")
    records = MatchRecords(tmp_path)
    assert not records.exists()  # never offered: refused as soon as it is looked at
    assert records.notices() and "newer version" in said(records.notices()[0])
    assert records.load() is None
    assert not records.exists()


def test_stats_scene_draws_and_goes_back(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import pygame

    from drawpoker.ui.app import App, FixedClock
    from drawpoker.ui.menus import TitleScene
    from drawpoker.ui.stats import StatsScene, shown_order

    monkeypatch.setenv("DRAWPOKER_HOME", str(tmp_path / "home"))
    Table(tmp_path, seed=6).play(25)
    records = MatchRecords(tmp_path)
    for size in ((1280, 720), (800, 480), (1920, 1080)):
        app = App(size, clock=FixedClock(), records=Shelf.of(records))
        app.push(TitleScene(app))
        scene = StatsScene(app)
        app.push(scene)
        assert scene.book is records.stats
        app.draw()
        # The chart is drawn: some gold bar pixels on the right half of the screen.
        surface = app.screen
        w, h = surface.get_size()
        gold = sum(
            1
            for x in range(w // 2, w, 7)
            for y in range(h // 4, h * 3 // 4, 7)
            if tuple(surface.get_at((x, y)))[:3] == (232, 186, 74)
        )
        assert gold > 10
        pygame.event.post(
            pygame.event.Event(
                pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b", scancode=0
            )
        )
        app.step()
        assert isinstance(app.scene, TitleScene)
    best = records.stats.stats.best_hand
    assert best is not None
    laid_out = shown_order(best.cards)
    assert sorted(laid_out) == sorted(best.cards)
