"""Canfield played in the real scene writes a hand history that ``verify`` passes (issue 37):
won by clicks, drags and an undo key; and given up for a new deal, which reveals it too."""

from __future__ import annotations

import itertools
import json
import sys
from pathlib import Path

import pygame
import pytest
from test_canfield_scene import WINNABLE_SEED, game_of, open_scene, play_by_clicks
from ui_driver import Driver, make_app

from drawpoker import paths
from drawpoker.engine.canfield import Canfield
from drawpoker.storage.verify import verify_file
from drawpoker.ui.canfield.controller import CanfieldController
from drawpoker.ui.canfield.scene import CanfieldScene
from drawpoker.ui.confirm import ConfirmScene
from drawpoker.ui.menus import TitleScene

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from canfield.solver import solve


def histories(folder: Path) -> list[Path]:
    return sorted((folder / "history").glob("canfield-*.jsonl"))


def lines_of(path: Path) -> list[dict[str, object]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def test_a_game_won_in_the_scene_writes_a_history_that_verifies(tmp_path: Path) -> None:
    driver, scene = open_scene(tmp_path)
    moves = solve(Canfield.deal(WINNABLE_SEED))
    assert moves is not None
    for n, move in enumerate(moves):
        if scene.control.finishing or scene.control.result is not None:
            break
        play_by_clicks(driver, scene, move)
        if n == 3:
            driver.key(pygame.K_u)  # taken back, and played again
            assert game_of(scene).move_stack == moves[:3]
            play_by_clicks(driver, scene, move)
    driver.settle()
    assert scene.control.result is not None and scene.control.result[0] is True
    [path] = histories(tmp_path)
    report = verify_file(path)
    assert report.ok and report.deals_checked == 1, report.problems
    lines = lines_of(path)
    assert [line["action"] for line in lines if line.get("action") == "undo"] == ["undo"]
    over = next(line for line in lines if line["type"] == "GameOver")
    assert over["outcome"] == "won" and over["net"] == scene.control.result[1]


def test_a_game_given_up_for_a_new_deal_is_revealed(tmp_path: Path) -> None:
    driver, _ = open_scene(tmp_path)
    for _ in range(3):
        driver.key(pygame.K_SPACE)
    driver.click_button("new_deal")
    assert isinstance(driver.scene, ConfirmScene)
    driver.key(pygame.K_RETURN)
    assert isinstance(driver.scene, CanfieldScene)
    ended = {lines_of(path)[-1]["type"] == "DeckRevealed": path for path in histories(tmp_path)}
    assert len(histories(tmp_path)) == 2 and set(ended) == {True, False}
    report = verify_file(ended[True])
    assert report.ok and report.deals_checked == 1, report.problems
    assert lines_of(ended[True])[-2]["outcome"] == "given_up"
    assert verify_file(ended[False]).ok  # the new game: dealt and committed, not finished yet


def test_a_game_continued_from_the_title_goes_on_in_its_file(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # Deals that can be played (about one random deal in 70 is over at once, and its result
    # card, not the table, is what Esc then answers: seen on CI).
    seeds = itertools.count(11)
    monkeypatch.setattr(CanfieldController, "next_seed", lambda self: next(seeds))
    app = make_app()
    app.push(TitleScene(app))
    driver = Driver(app)
    driver.settle()
    driver.click_button("canfield")
    driver.key(pygame.K_RETURN)  # the price asked: yes
    driver.settle()
    for _ in range(2):
        driver.key(pygame.K_SPACE)
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.scene, TitleScene)
    driver.click_button("canfield")  # the game in progress goes on, from its save
    driver.settle()
    again = driver.scene
    assert isinstance(again, CanfieldScene) and game_of(again).steps == 2
    driver.key(pygame.K_SPACE)
    driver.key(pygame.K_u)
    driver.click_button("new_deal")
    driver.key(pygame.K_RETURN)
    done = [p for p in histories(paths.user_data_dir())
            if lines_of(p)[-1]["type"] == "DeckRevealed"]
    assert len(done) == 1
    assert any(line["type"] == "Resumed" for line in lines_of(done[0]))
    report = verify_file(done[0])
    assert report.ok and report.deals_checked == 1, report.problems
