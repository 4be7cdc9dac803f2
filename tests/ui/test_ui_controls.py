"""The table's controls and the scene stack, driven by posted events through the real loop."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from text_recorder import recording
from ui_driver import Driver, make_app

from drawpoker.engine.draw import Bet, Phase, Rules
from drawpoker.engine.draw.match_data import match_to_dict
from drawpoker.storage.shelf import Shelf
from drawpoker.ui.draw.help_scene import HelpScene
from drawpoker.ui.draw.scene import TableScene
from drawpoker.ui.draw.staging import STRONG, WEAK, BettingOpponent, PassiveOpponent, stacked_order
from drawpoker.ui.menus import PauseScene, TitleScene


def table_driver(rules: Rules | None = None, opponent: object = None, mine: str = STRONG,
                 hers: str = WEAK, speed: str = "fast") -> Driver:
    rules = rules or Rules()
    app = make_app(rules, speed=speed)
    table = TableScene(app, opponent=opponent or PassiveOpponent(), seed=2,  # type: ignore[arg-type]
                       deal_orders=lambda n: stacked_order(rules, mine, hers, n))
    app.push(table)
    d = Driver(app)
    d.settle()
    return d


def test_title_to_table_pause_help_and_back() -> None:
    app = make_app()
    app.push(TitleScene(app))
    d = Driver(app)
    d.step()
    assert [b.name for b in d.buttons()] == ["new_match", "holdem", "canfield", "settings", "help",
                                            "stats", "quit"]
    # The three games stand in the left column, the rest in the right one, QUIT last.
    by_name = {b.name: b.rect for b in d.buttons()}
    games = [by_name[n] for n in ("new_match", "holdem", "canfield")]
    others = [by_name[n] for n in ("settings", "help", "stats", "quit")]
    assert len({r.left for r in games}) == 1 and len({r.left for r in others}) == 1
    assert games[0].left < others[0].left
    assert [r.top for r in games] == sorted(r.top for r in games)
    assert by_name["quit"].top == max(r.top for r in others)
    d.click_button("new_match")
    d.pick_opponent()
    assert isinstance(d.scene, TableScene)
    d.settle()
    d.key(pygame.K_ESCAPE)
    assert isinstance(d.scene, PauseScene) and len(app.scenes) == 3
    d.key(pygame.K_h)
    assert isinstance(d.scene, HelpScene)
    d.key(pygame.K_ESCAPE)
    assert isinstance(d.scene, PauseScene)
    d.key(pygame.K_ESCAPE)  # resume
    assert isinstance(d.scene, TableScene)
    d.key(pygame.K_F1)
    assert isinstance(d.scene, HelpScene)
    d.click_button("back")
    d.key(pygame.K_ESCAPE)
    d.click_button("quit_to_title")
    assert isinstance(d.scene, TitleScene) and len(app.scenes) == 1
    d.key(pygame.K_q)
    assert not app.running


def test_the_table_is_idle_while_waiting_for_the_player() -> None:
    d = table_driver()
    assert not d.app.is_animating()
    # An idle loop naps between looks at the queue; a posted event is taken on the next look.
    d.post(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0), buttons=(0, 0, 0))
    assert d.app.step(block=True)


def test_cards_are_marked_by_click_and_by_key_then_drawn() -> None:
    d = table_driver()
    table = d.table
    first = table.layout.my_cards[0]
    d.click(first.center)
    assert table.control.marked == {0}
    assert table.painter.my_card_rect(0).top == first.top - table.layout.lift
    d.key(pygame.K_3)
    d.key(pygame.K_5)
    assert table.control.marked == {0, 2, 4}
    d.key(pygame.K_3)
    assert table.control.marked == {0, 4}
    before = table.control.match.view(0).hand
    d.key(pygame.K_w)       # wait: she goes to the draw
    d.settle()
    assert table.control.match.phase is Phase.DRAW
    assert d.button("draw").sublabel == "change 2 cards"
    d.key(pygame.K_d)
    d.settle()
    after = table.control.match.view(0).hand
    assert table.control.marked == set()
    assert [after[i] == before[i] for i in range(5)] == [False, True, True, True, False]
    assert table.control.match.drawn[0] == 2
    d.key(pygame.K_1)       # too late to mark: the player has drawn
    assert table.control.marked == set()


def test_draw_in_round_one_changes_the_marked_cards_at_once() -> None:
    d = table_driver(opponent=BettingOpponent(), mine=WEAK, hers=STRONG)
    table = d.table
    d.key(pygame.K_w)       # wait; she bets
    d.settle()
    assert [b.name for b in d.buttons()] == ["raise", "draw", "drop"]
    assert table.prompt is not None and table.prompt.text().startswith("She bets $50.")
    assert d.button("draw").sublabel == "pay $50" and table.marked_note() is None
    d.key(pygame.K_2)
    assert d.button("draw").sublabel == "pay $50"
    assert table.marked_note() == "DRAW also changes the marked card as soon as the betting ends."
    d.click_button("draw")  # DRAW: pay her bet and change card 2
    d.settle()
    assert table.control.match.drawn[0] == 1 and table.control.match.phase is Phase.BET2


def test_draw_in_round_one_facing_a_bet_with_nothing_marked_pays_and_lets_her_choose() -> None:
    d = table_driver(opponent=BettingOpponent(), mine=WEAK, hers=STRONG)
    table, m = d.table, d.table.control.match
    d.key(pygame.K_w)       # wait; she bets $50
    d.settle()
    d.key(pygame.K_2)
    d.key(pygame.K_4)
    assert table.marked_note() == (
        "DRAW also changes the 2 marked cards as soon as the betting ends.")
    d.key(pygame.K_2)
    d.key(pygame.K_4)       # unmarked again
    assert d.button("draw").sublabel == "pay $50" and table.marked_note() is None
    d.click_button("draw")
    d.settle()
    # She paid nothing more; the player paid $50 and now chooses the cards to change.
    assert m.phase is Phase.DRAW and m.to_act == 0 and m.drawn[0] is None
    assert m.stacks[0] == 200 - 5 - 50
    assert [b.name for b in d.buttons()] == ["draw"]
    assert d.button("draw").sublabel == "keep all five"
    d.key(pygame.K_1)
    assert table.control.marked == {0} and d.button("draw").sublabel == "change 1 card"


def _second_deal_she_waits() -> Driver:
    """Deal 2: she speaks first and waits, so the player may BET, DRAW (nothing to pay), DROP."""
    d = table_driver()
    d.click_button("drop")
    d.click_button("confirm")  # waiting was free: DROP asked first
    d.settle()
    d.click_button("next_deal")
    d.settle()
    assert [b.name for b in d.buttons()] == ["bet", "draw", "drop"]
    return d


def test_draw_in_round_one_with_nothing_marked_goes_to_the_draw() -> None:
    """Not "keep all five": the button only ends the betting, and says so."""
    d = _second_deal_she_waits()
    m = d.table.control.match
    assert d.button("draw").sublabel == "to the draw"
    d.click_button("draw")
    d.settle()
    assert m.phase is Phase.DRAW and m.to_act == 0 and m.drawn[0] is None
    assert m.drawn[1] == 0  # she spoke first, so she drew first (the passive one stands pat)
    d.key(pygame.K_3)
    d.key(pygame.K_5)
    assert d.button("draw").sublabel == "change 2 cards"
    d.click_button("draw")
    d.settle()
    assert m.drawn[0] == 2  # (then she shows at once: the passive one calls)


def test_draw_in_round_one_with_cards_marked_changes_them_when_the_betting_ends(
        monkeypatch: pytest.MonkeyPatch) -> None:
    d = _second_deal_she_waits()
    table, m = d.table, d.table.control.match
    d.key(pygame.K_1)
    d.key(pygame.K_2)
    assert d.button("draw").sublabel == "change 2 cards"
    with recording(monkeypatch) as recorder:
        recorder.draw_app(d.app)
    assert "DRAW also changes the 2 marked cards as soon as the betting ends." in \
        recorder.texts()
    before = m.view(0).hand
    d.click_button("draw")
    d.settle()
    after = m.view(0).hand
    assert m.drawn[0] == 2 and m.phase is not Phase.DRAW and table.control.marked == set()
    assert [after[i] == before[i] for i in range(5)] == [False, False, True, True, True]


def test_the_amount_selector_offers_only_legal_amounts() -> None:
    d = table_driver(Rules(starting_money=40))
    table = d.table
    selector = table.selector
    legal = next(a for a in table.control.match.legal_actions() if a.kind == "bet").amounts()
    assert selector.amounts == legal == [5, 10, 15, 20, 25, 30, 35]
    assert selector.value == 5
    d.wheel(1)
    d.wheel(1)
    assert selector.value == 15
    d.key(pygame.K_DOWN)
    assert selector.value == 10
    for _ in range(20):
        d.key(pygame.K_UP)
    assert selector.value == 35 and not selector.plus.enabled
    d.click(selector.minus.rect.center)
    assert selector.value == 30
    d.click_button("bet")
    assert table.control.match.view(0).actions[-1].amount == 30


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080), (900, 500), (1280, 1024)])
def test_resizing_relayouts_the_table(size: tuple[int, int]) -> None:
    d = table_driver()
    d.post(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])
    d.step()
    assert d.app.size == size and d.table.layout.size == size
    screen = pygame.Rect((0, 0), size)
    for button in d.buttons():
        assert screen.contains(button.rect)
    card = d.table.layout.my_cards[2]
    d.click(card.center)
    assert d.table.control.marked == {2}


def test_a_faulty_opponent_does_not_stop_the_match() -> None:
    class Broken:
        def choose(self, view: object) -> Bet:
            return Bet(3)  # never legal: bets are multiples of $5

    d = table_driver(opponent=Broken())
    d.key(pygame.K_w)
    d.settle()
    assert d.table.control.match.to_act == 0 or d.table.control.match.phase is not Phase.BET1


def test_a_match_is_saved_on_quitting_and_continued_from_the_title(tmp_path: Path) -> None:

    app = make_app(speed="instant")
    app.records = Shelf(tmp_path)
    app.push(TitleScene(app))
    d = Driver(app)
    d.step()
    assert "continue" not in [b.name for b in d.buttons()]
    d.click_button("new_match")
    d.pick_opponent()
    d.settle()
    d.key(pygame.K_x)  # drop the first deal (waiting is free, so it asks: Enter drops)
    d.key(pygame.K_RETURN)
    d.settle()
    d.key(pygame.K_RETURN)  # deal two
    d.settle()
    played = match_to_dict(d.table.control.match)
    log = [line.text() for line in d.table.board.history]
    assert len(log) >= 3  # the deal, the antes, and her first move
    d.key(pygame.K_ESCAPE)
    d.click_button("quit_to_title")
    assert isinstance(d.scene, TitleScene)
    d.step()
    assert "continue" in [b.name for b in d.buttons()]
    d.click_button("continue")
    d.settle()
    assert isinstance(d.scene, TableScene)
    assert match_to_dict(d.table.control.match) == played
    assert d.table.board.deal_number == 2 and d.table.board.my_hand() is not None
    assert [line.text() for line in d.table.board.history] == log  # the deal so far, re-told


def test_f11_toggles_full_screen_and_back_to_the_window_size() -> None:
    d = table_driver()
    d.key(pygame.K_F11)
    assert d.app.fullscreen and d.app.settings.fullscreen
    d.step()
    assert d.table.layout.size == d.app.size
    d.key(pygame.K_F11)
    assert not d.app.fullscreen and d.app.size == (1280, 720)


def test_cards_are_marked_by_number_row_position_and_keypad_on_any_layout() -> None:
    """On AZERTY the number row gives '&', 'é'... without Shift: its position still counts."""
    d = table_driver()
    table = d.table
    d.post(pygame.KEYDOWN, key=pygame.K_AMPERSAND, mod=0, unicode="&", scancode=pygame.KSCAN_1)
    d.step()
    assert table.control.marked == {0}
    d.key(pygame.K_KP3)
    assert table.control.marked == {0, 2}
    d.post(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a", scancode=pygame.KSCAN_A)
    d.step()
    assert table.control.marked == {0, 2}
