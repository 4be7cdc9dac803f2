"""The what-if page lets the player go on choosing (issue 35): after a changed decision, GO ON
(Enter) puts his next decision on the line shown before him, his choice there is played (not
the coach's), and the page gives what the library gives for the same choices. Real keys on
the real page, over a history the game's records wrote."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from test_whatif_scenes import play_draw_match
from text_recorder import recording
from ui_driver import Driver, make_app

from drawpoker.storage.shelf import Shelf
from drawpoker.teach import whatif
from drawpoker.ui.scene import SceneName
from drawpoker.ui.whatif.scene import WhatIfScene, options_of


def _deal_to_go_on(path: Path) -> tuple[int, str]:
    """A deal whose first decision, played another way, leaves the player a later one."""
    history = whatif.load(path)
    for deal in range(1, 7):
        try:
            found = whatif.decisions(history, deal, "hard")
        except whatif.ChoiceError:
            break
        if not found or found[0].phase != "bet1":
            continue
        for choice in options_of(found[0])[:1]:
            if whatif.replay(history, deal, 1, choice, "hard").ahead is not None:
                return deal, choice
    pytest.skip("no such deal")


def test_go_on_plays_his_own_next_decision(tmp_path: Path,
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    path = play_draw_match(tmp_path / "records", seed=31, deals=6)
    deal, choice = _deal_to_go_on(path)
    app = make_app(seed=5)
    app.records = Shelf(tmp_path / "records")
    driver = Driver(app)
    app.go(SceneName.TITLE)
    scene = WhatIfScene(app, path, deal, "hard", wait=True)
    app.push(scene)
    driver.step()
    assert scene.stage == "pick" and scene.selected == 0
    driver.key(pygame.K_1)  # the first other choice of his first decision
    assert scene.stage == "result" and scene.comparison is not None
    assert scene.comparison.choice == choice
    ahead = scene.comparison.ahead
    assert ahead is not None
    assert scene.buttons[0].name == "go_on"
    driver.key(pygame.K_RETURN)  # GO ON
    assert scene.stage == "pick" and scene.decision == ahead
    with recording(monkeypatch) as recorder:
        recorder.clear()
        recorder.draw_app(app)
        shown = " ".join(d.text for d in recorder.drawn)
    assert "Your move now" in shown and "Your line" in shown
    if ahead.phase == "draw":
        driver.key(pygame.K_1)
        driver.key(pygame.K_2)
        own = "discard:" + ",".join(ahead.cards[:2])
        driver.key(pygame.K_RETURN)
    else:
        own = options_of(ahead)[0]
        driver.key(pygame.K_1)
    assert scene.stage == "result" and scene.comparison is not None
    expected = whatif.replay(whatif.load(path), deal, 1, choice, "hard", then=[own])
    assert scene.comparison.to_dict() == expected.to_dict()
    assert scene.comparison.then == [own]
    steps = [(s.who, s.what) for s in scene.comparison.lines[0].steps]
    assert ("you", own) in steps
    driver.key(pygame.K_a)  # another choice: back to the deal's own decisions
    assert scene.stage == "pick" and scene.going is None and scene.then == []
