"""What a player met in a first hour at the table, each driven through the real loop.

DROP asks when staying in is free; her remark goes with the deal it was said in; a call in
round one says what it cost; a tie lights both hands; her shown hand is laid out; the amount
stepper shows its keys; marked cards and the deal in progress survive a quit and a hard kill.
"""

from __future__ import annotations

from pathlib import Path

import pygame
import scene_matrix
from text_recorder import recording
from ui_driver import Driver, make_app

from drawpoker.engine.draw import Phase, Rules
from drawpoker.engine.draw.match_data import match_to_dict
from drawpoker.storage.shelf import Shelf
from drawpoker.ui.app import App
from drawpoker.ui.confirm import ConfirmScene
from drawpoker.ui.draw.scene import TableScene
from drawpoker.ui.draw.staging import STRONG, WEAK, BettingOpponent, PassiveOpponent, stacked_order
from drawpoker.ui.menus import TitleScene
from drawpoker.ui.timeline import Line


def table_driver(opponent: object = None, mine: str = STRONG, hers: str = WEAK,
                 app: App | None = None) -> Driver:
    rules = Rules()
    app = app or make_app(rules, speed="fast")
    table = TableScene(app, opponent=opponent or PassiveOpponent(), seed=2,  # type: ignore[arg-type]
                       deal_orders=lambda n: stacked_order(rules, mine, hers, n))
    table.live_clock = False
    app.push(table)
    d = Driver(app)
    d.settle()
    return d


def log_texts(d: Driver) -> list[str]:
    return [line.text() for line in d.table.board.history]


# --------------------------------------------------------------------------- DROP for free


def test_drop_asks_when_waiting_is_free_and_esc_keeps_the_hand() -> None:
    d = table_driver()
    assert d.has_button("wait")  # staying in costs nothing
    before = match_to_dict(d.table.control.match)
    d.key(pygame.K_x)
    assert isinstance(d.scene, ConfirmScene)
    d.key(pygame.K_ESCAPE)
    assert d.scene is d.table and match_to_dict(d.table.control.match) == before
    d.click_button("drop")
    d.click_button("confirm")
    d.settle()
    assert d.table.board.result is not None and d.table.board.result.winner == 1


def test_drop_facing_a_bet_needs_no_question() -> None:
    d = table_driver(opponent=BettingOpponent())
    d.key(pygame.K_w)  # she bets the most
    d.settle()
    assert d.has_button("drop") and not d.has_button("wait")
    d.key(pygame.K_x)
    assert d.scene is d.table
    d.settle()
    assert d.table.control.match.phase is Phase.BETWEEN_DEALS


# --------------------------------------------------------------------------- the log and her lines


def test_a_round_one_call_says_what_it_cost() -> None:
    d = table_driver(opponent=BettingOpponent())
    d.key(pygame.K_w)  # she bets $50
    d.settle()
    d.key(pygame.K_d)  # call it and go to the draw
    d.settle()
    assert "You call $50 and go to the draw." in log_texts(d)
    d = table_driver()
    d.key(pygame.K_b)  # she calls the $5 bet
    d.settle()
    assert "She calls $5 and goes to the draw." in log_texts(d)


def test_her_last_remark_goes_with_its_deal() -> None:
    d = table_driver()
    d.key(pygame.K_x)
    d.key(pygame.K_RETURN)
    d.settle()
    d.table.board.speech = Line("speech.test")  # whatever she said at the end of the deal
    d.key(pygame.K_RETURN)  # next deal
    d.settle()
    speech = d.table.board.speech
    assert speech is None or speech.key != "speech.test"


# --------------------------------------------------------------------------- the showdown


def test_a_tie_lights_every_card_of_both_hands() -> None:
    app = scene_matrix.build("table-tie", (1280, 720))
    board = app.scene.board  # type: ignore[union-attr]
    assert board.result is not None and board.result.winner is None
    assert board.highlight == {(side, i) for side in ("mine", "hers") for i in range(5)}


def _check_down(d: Driver) -> None:
    for name in ("wait", "call", "draw"):
        if d.has_button(name):
            d.click_button(name)
            return


def test_her_shown_hand_is_laid_out_by_its_structure() -> None:
    d = table_driver(hers="7d Qh 8c 7s Qd")  # two pair as dealt: Q 7 mixed with the 8
    d.play_until(lambda: d.table.board.showdown, _check_down)
    hers = [spot.card for spot in d.table.board.hers]
    assert [str(card) for card in hers] == ["Qd", "Qh", "7d", "7s", "8c"]
    mine = [str(spot.card) for spot in d.table.board.mine]
    assert mine == STRONG.split()  # the player's own cards stay where they were


# --------------------------------------------------------------------------- the stepper


def test_the_amount_stepper_shows_its_keys(monkeypatch: object) -> None:
    import pytest

    assert isinstance(monkeypatch, pytest.MonkeyPatch)
    d = table_driver()
    selector = d.table.selector
    with recording(monkeypatch) as recorder:
        d.app.draw()
    inside = [r.text for r in recorder.drawn if selector.rect.contains(r.rect)]
    assert "↓" in inside and "↑" in inside
    value = selector.value
    d.key(pygame.K_UP)
    assert selector.value is not None and value is not None and selector.value > value


# --------------------------------------------------------------------------- continuing


def _fresh_title(folder: Path) -> Driver:
    """The game started again on the same folder (after a quit or a hard kill)."""
    app = make_app(speed="instant")
    app.records = Shelf(folder)
    app.push(TitleScene(app))
    d = Driver(app)
    d.step()
    return d


def _new_match(folder: Path) -> Driver:
    d = _fresh_title(folder)
    d.click_button("new_match")
    d.pick_opponent()
    d.settle()
    return d


def test_marked_cards_survive_quit_and_continue(tmp_path: Path) -> None:
    d = _new_match(tmp_path)
    d.key(pygame.K_1)
    d.key(pygame.K_3)
    assert d.table.control.marked == {0, 2}
    d.key(pygame.K_ESCAPE)
    d.click_button("quit_to_title")
    d.click_button("continue")
    d.settle()
    assert d.table.control.marked == {0, 2}


def test_a_hard_kill_mid_deal_continues_that_deal_with_its_log(tmp_path: Path) -> None:
    d = _new_match(tmp_path)
    d.key(pygame.K_x)
    d.key(pygame.K_RETURN)
    d.settle()
    d.key(pygame.K_RETURN)  # deal two
    d.settle()
    d.key(pygame.K_2)
    table = d.table
    m = table.control.match
    assert m.deal_number == 2 and m.phase is not Phase.BETWEEN_DEALS
    shown = log_texts(d)
    # Killed: no scene is left, nothing more is saved. The game starts again.
    d = _fresh_title(tmp_path)
    d.click_button("continue")
    d.settle()
    assert d.table.control.match.deal_number == 2 and d.table.board.deal_number == 2
    assert log_texts(d) == shown and shown[0].startswith("Deal 2")
    assert d.table.control.marked == {1}


def test_a_match_continued_between_deals_deals_on(tmp_path: Path) -> None:
    d = _new_match(tmp_path)
    d.key(pygame.K_x)
    d.key(pygame.K_RETURN)
    d.settle()
    assert d.table.control.match.phase is Phase.BETWEEN_DEALS
    d.key(pygame.K_ESCAPE)
    d.click_button("quit_to_title")
    d.click_button("continue")
    d.settle()
    assert d.table.control.match.deal_number == 2 and d.table.board.deal_number == 2
    assert log_texts(d)[0].startswith("Deal 2")
