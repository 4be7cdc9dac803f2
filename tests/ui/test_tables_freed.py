"""A table left behind is freed with everything it drew: a player who plays match after match
in one sitting must not grow the game's memory without end.

Each table's voice is kept beside it in a weak-keyed table (so the scene holds no field for
it); a voice that held its scene strongly kept both, and every surface of the table, alive for
good (found when a test worker reached 13 GB).
"""

from __future__ import annotations

import gc
import weakref

import pygame
import pytest
from ui_driver import Driver, make_app

from drawpoker.ui.scene import SceneName

TABLES = (SceneName.TABLE, SceneName.HOLDEM_TABLE, SceneName.CANFIELD)


def _visit(name: SceneName) -> tuple[weakref.ref[object], weakref.ref[object]]:
    """Open the table with speech on, let it speak and answer a status key, then leave it."""
    app = make_app(seed=5)
    app.settings = app.settings.replace(speech=True)
    app.go(SceneName.TITLE)
    scene = app.go(name)
    driver = Driver(app)
    for _ in range(4):
        driver.step()
    driver.key(pygame.K_a)  # the status key that says the cards: the table's voice answers
    app.draw()
    return weakref.ref(app), weakref.ref(scene)


@pytest.mark.parametrize("name", TABLES, ids=[str(name) for name in TABLES])
def test_a_table_left_behind_is_freed_with_its_app(name: SceneName) -> None:
    app, scene = _visit(name)
    gc.collect()
    assert scene() is None, f"the {name} scene is still alive"
    assert app() is None, "the app is still alive"
