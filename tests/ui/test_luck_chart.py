"""The statistics' luck chart draws from an old file (no luck recorded) and from a new one."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest
from ui_driver import Driver, make_app

from drawpoker.storage.draw.luck import DealLuck
from drawpoker.storage.draw.stats import StatsBook
from drawpoker.ui.draw.luck_chart import ACTUAL, draw_luck, series
from drawpoker.ui.stats import StatsScene

OLD_FILE = {
    "game": "drawpoker-stats", "version": 1, "matches_won": 0, "matches_lost": 0,
    "matches_abandoned": 0, "deals_played": 1, "deals_won": 1, "deals_lost": 0,
    "deals_tied": 0, "drops": 0, "biggest_pot": 20, "hands_by_category": {"pair": 1},
    "best_hand": None,
}


def test_the_running_totals() -> None:
    deals = [DealLuck(10, 4.0, 12.0), DealLuck(-5, -5.0, -1.5)]
    assert series(deals) == ([0.0, 10.0, 5.0], [0.0, 4.0, -1.0], [0.0, 12.0, 10.5])


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
@pytest.mark.parametrize("luck", [None, [[10, 4.0, 12.0], [-5, -5.0, -1.5]] * 30])
def test_tab_shows_the_chart_for_old_and_new_files(tmp_path: Path, size: tuple[int, int],
                                                    luck: list[list[float]] | None) -> None:
    data = dict(OLD_FILE)
    if luck is not None:
        data.update(deals_played=60, deals_won=30, luck=luck)
    path = tmp_path / "stats.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    book = StatsBook(path)
    assert book.bad is None
    app = make_app(size=size)
    scene = StatsScene(app, book)
    app.push(scene)
    driver = Driver(app)
    driver.step()
    assert not scene.show_luck
    driver.key(pygame.K_l)
    assert scene.show_luck and scene.buttons[1].label == "HANDS"
    surface = pygame.Surface(size)
    area = pygame.Rect(size[0] // 2, 80, size[0] // 2 - 40, size[1] - 200)
    plot = draw_luck(surface, area, lambda v: round(v * size[1] / 720), book.stats.luck)
    assert area.contains(plot)
    golden = sum(1 for x in range(plot.left, plot.right) for y in range(plot.top, plot.bottom, 2)
                 if surface.get_at((x, y))[:3] == ACTUAL)
    assert (golden > 0) == (luck is not None)
    driver.key(pygame.K_l)
    assert not scene.show_luck
