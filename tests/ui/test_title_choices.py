"""The title screen never loses a match by surprise, and Esc there asks before quitting.

Driven through the real loop with posted events, with the real saves and statistics in a
private folder.
"""

from __future__ import annotations

from pathlib import Path

import pygame
from ui_driver import Driver, make_app

from drawpoker.engine.draw import Match, Rules
from drawpoker.engine.draw.match_data import match_to_dict
from drawpoker.storage.draw.records import MatchRecords
from drawpoker.storage.draw.stats import StatsBook
from drawpoker.storage.shelf import Shelf
from drawpoker.ui.confirm import ConfirmScene
from drawpoker.ui.draw.scene import TableScene
from drawpoker.ui.menus import TitleScene


def title_with_save(tmp_path: Path) -> tuple[Driver, MatchRecords, Match]:
    """The title over a folder holding a match saved in its second deal."""
    records = MatchRecords(tmp_path)
    saved = Match(Rules(), seed=5)
    saved.start_deal()
    records.save(saved)
    app = make_app(speed="instant")
    app.records = Shelf.of(records)
    app.push(TitleScene(app))
    d = Driver(app)
    d.step()
    return d, records, saved


def test_with_a_saved_match_continue_comes_first_and_takes_enter(tmp_path: Path) -> None:
    d, _, saved = title_with_save(tmp_path)
    names = [b.name for b in d.buttons()]
    assert names[:2] == ["continue", "new_match"]
    assert d.button("continue").kind == "primary" and d.button("new_match").kind != "primary"
    assert pygame.K_RETURN not in d.button("new_match").keys
    d.key(pygame.K_RETURN)
    assert isinstance(d.scene, TableScene)
    deal_number = match_to_dict(d.table.control.match)["deal_number"]
    assert deal_number == match_to_dict(saved)["deal_number"] == 1


def test_new_match_asks_before_giving_up_a_saved_one_and_esc_keeps_it(tmp_path: Path) -> None:
    d, records, _ = title_with_save(tmp_path)
    d.click_button("new_match")
    assert isinstance(d.scene, ConfirmScene)
    assert isinstance(d.app.scenes[0], TitleScene)  # drawn under the question
    d.key(pygame.K_ESCAPE)
    assert isinstance(d.scene, TitleScene) and records.exists()
    d.key(pygame.K_n)  # the keyboard way asks too
    assert isinstance(d.scene, ConfirmScene)
    d.click_button("cancel")
    assert isinstance(d.scene, TitleScene) and records.exists()
    assert StatsBook(tmp_path / "stats.json").stats.matches_abandoned == 0


def test_giving_up_a_saved_match_counts_it_as_abandoned(tmp_path: Path) -> None:
    d, _, saved = title_with_save(tmp_path)
    d.key(pygame.K_n)
    d.click_button("confirm")
    d.pick_opponent()
    assert isinstance(d.scene, TableScene)
    assert d.table.control.match is not saved and d.table.control.match.deal_number == 1
    assert StatsBook(tmp_path / "stats.json").stats.matches_abandoned == 1
    d.settle()
    d.key(pygame.K_ESCAPE)
    d.click_button("quit_to_title")
    d.step()
    assert d.buttons()[0].name == "continue"  # the new match, saved
    d.key(pygame.K_n)
    d.key(pygame.K_RETURN)  # Enter is the safe answer: the match is kept
    assert isinstance(d.scene, TitleScene)
    assert StatsBook(tmp_path / "stats.json").stats.matches_abandoned == 1
    d.key(pygame.K_n)
    d.key(pygame.K_n)  # the button's own letter gives it up
    d.pick_opponent()
    assert isinstance(d.scene, TableScene)
    assert StatsBook(tmp_path / "stats.json").stats.matches_abandoned == 2


def test_enter_in_the_new_match_question_keeps_the_saved_match(tmp_path: Path) -> None:
    d, records, _ = title_with_save(tmp_path)
    d.key(pygame.K_n)
    assert isinstance(d.scene, ConfirmScene)
    assert d.button("cancel").kind == "primary"
    assert pygame.K_RETURN in d.button("cancel").keys
    assert pygame.K_RETURN not in d.button("confirm").keys
    d.key(pygame.K_KP_ENTER)
    assert isinstance(d.scene, TitleScene) and records.exists()
    assert StatsBook(tmp_path / "stats.json").stats.matches_abandoned == 0


def test_without_a_saved_match_new_match_starts_at_once(tmp_path: Path) -> None:
    app = make_app(speed="instant")
    app.records = Shelf(tmp_path)
    app.push(TitleScene(app))
    d = Driver(app)
    d.step()
    assert d.buttons()[0].name == "new_match" and d.buttons()[0].kind == "primary"
    d.key(pygame.K_RETURN)
    d.pick_opponent()
    assert isinstance(d.scene, TableScene)
    assert StatsBook(tmp_path / "stats.json").stats.matches_abandoned == 0


def test_esc_on_the_title_asks_and_a_second_esc_stays() -> None:
    app = make_app()
    app.push(TitleScene(app))
    d = Driver(app)
    d.step()
    d.key(pygame.K_ESCAPE)
    assert app.running and isinstance(d.scene, ConfirmScene)
    d.key(pygame.K_ESCAPE)  # Esc is "back": back to the title, not out of the game
    assert app.running and isinstance(d.scene, TitleScene)
    d.key(pygame.K_ESCAPE)
    d.click_button("confirm")
    assert not app.running


def test_esc_then_enter_quits_and_quit_button_needs_no_question() -> None:
    app = make_app()
    app.push(TitleScene(app))
    d = Driver(app)
    d.step()
    d.key(pygame.K_ESCAPE)
    d.key(pygame.K_RETURN)
    assert not app.running
    app = make_app()
    app.push(TitleScene(app))
    d = Driver(app)
    d.step()
    d.click_button("quit")
    assert not app.running
