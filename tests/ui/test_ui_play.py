"""Whole deals and matches played through the real scenes with posted mouse and key events.

The deck is stacked through the table's ``deal_orders`` seam and the opponent is predictable,
so each test reaches its situation quickly; everything else (scenes, loop, timeline, engine)
is the real game.
"""

from __future__ import annotations

import pygame
from ui_driver import Driver, make_app

from drawpoker.engine.draw import ForfeitState, Phase, Rules
from drawpoker.ui.draw.gameover import GameOverScene
from drawpoker.ui.draw.scene import TableScene
from drawpoker.ui.draw.staging import (
    STRONG,
    TIE_HERS,
    TIE_MINE,
    WEAK,
    BettingOpponent,
    PassiveOpponent,
    stacked_order,
)
from drawpoker.ui.menus import TitleScene


def start_table(rules: Rules, mine: str, hers: str, opponent: object = None,
                speed: str = "fast") -> Driver:
    app = make_app(rules, speed=speed)
    table = TableScene(app, opponent=opponent or PassiveOpponent(), seed=1,  # type: ignore[arg-type]
                       deal_orders=lambda n: stacked_order(rules, mine, hers, n))
    table.live_clock = False
    app.push(table)
    driver = Driver(app)
    driver.settle()
    return driver


def aggressive(d: Driver) -> None:
    """Bet the most allowed, call everything, stand pat, go on to the next deal."""
    if d.has_button("next_deal"):
        d.key(pygame.K_RETURN)
    elif d.has_button("bet"):
        for _ in range(12):
            d.key(pygame.K_UP)
        d.click_button("bet")
    elif d.has_button("call"):
        d.key(pygame.K_c)
    elif d.has_button("draw"):
        d.key(pygame.K_d)


def cautious(d: Driver) -> None:
    """Never bet: wait, call, stand pat."""
    if d.has_button("next_deal"):
        d.click_button("next_deal")
    elif d.has_button("wait"):
        d.key(pygame.K_w)
    elif d.has_button("call"):
        d.key(pygame.K_c)
    elif d.has_button("draw"):
        d.key(pygame.K_d)


def test_a_won_showdown() -> None:
    d = start_table(Rules(), STRONG, WEAK, speed="normal")
    m = d.table.control.match
    assert (m.phase, m.to_act) == (Phase.BET1, 0)
    assert [b.name for b in d.buttons()] == ["bet", "wait", "drop"]
    assert d.table.selector.amounts == list(range(5, 55, 5))
    d.click_button("bet")  # $5, the smallest legal bet
    d.settle()
    # She went to the draw; the player draws first (she dealt).
    assert m.phase is Phase.DRAW and [b.name for b in d.buttons()] == ["draw"]
    d.key(pygame.K_d)  # stand pat
    d.settle()
    assert m.phase is Phase.BET2 and "call" in [b.name for b in d.buttons()]
    d.click_button("call")
    d.settle()
    board = d.table.board
    assert m.phase is Phase.BETWEEN_DEALS
    assert board.result is not None and board.result.winner == 0
    assert board.result.headline.text() == "You win $20"
    assert board.result.detail is not None
    assert board.result.detail.text() == "Four aces beats queen high"
    assert {("mine", i) for i in range(4)} <= board.highlight  # the four aces
    assert not any(side == "hers" for side, _ in board.highlight)
    assert board.her_hand() is not None  # her hand is face up
    assert m.stacks == (210, 190) and board.stacks == [210, 190] and board.pot == 0
    assert d.has_button("next_deal")


def test_a_drop() -> None:
    d = start_table(Rules(), WEAK, STRONG)
    d.key(pygame.K_x)
    d.key(pygame.K_RETURN)  # waiting was free, so DROP asked first
    d.settle()
    board, m = d.table.board, d.table.control.match
    assert board.result is not None and board.result.winner == 1
    assert board.result.headline.text() == "You drop. She wins $10"
    assert not board.showdown and board.her_hand() is None  # her cards stay hidden
    assert m.stacks == (195, 205)
    assert [line.key for line in board.history][-2:] == ["draw.table.log.you_drop",
                                                         "draw.table.log.she_wins"]


def test_a_tie_carries_the_pot_over() -> None:
    d = start_table(Rules(), TIE_MINE, TIE_HERS)
    d.key(pygame.K_w)          # wait; she goes to the draw
    d.settle()
    d.key(pygame.K_d)          # stand pat; so does she
    d.settle()
    d.click_button("call")     # show the hands
    d.settle()
    board, m = d.table.board, d.table.control.match
    assert board.result is not None and board.result.winner is None
    assert board.result.headline.text() == "Tie: the pot of $10 is carried over"
    assert m.pot == 10 and board.pot == 10 and m.stacks == (195, 195)
    d.key(pygame.K_RETURN)     # next deal
    d.settle()
    assert m.deal_number == 2 and m.carried_pot == 10
    assert board.carried == 10 and board.pot == m.pot == 20
    assert board.result is None  # so the "Carried over: $10" line is on the table


def test_an_item_pawned_then_lost() -> None:
    rules = Rules(starting_money=30, pawn_loan=30, buyback_at=1000, forfeit_items=3)
    d = start_table(rules, STRONG, WEAK)
    table = d.table
    m = table.control.match

    d.play_until(lambda: ForfeitState.PAWNED in m.forfeits, aggressive)
    assert m.forfeits[0] is ForfeitState.PAWNED
    assert table.board.forfeits[0] is ForfeitState.PAWNED
    assert table.board.banner is not None
    assert table.board.banner.text() == "Pawned: Hat, for a $30 loan"
    assert m.stacks[1] >= 30 - rules.ante

    d.play_until(lambda: ForfeitState.LOST in m.forfeits, aggressive)
    assert m.forfeits[:2] == (ForfeitState.LOST, ForfeitState.PAWNED)
    assert table.board.trophies == [0]
    assert table.board.forfeits == list(m.forfeits)
    texts = [line.text() for line in table.board.history]
    assert "Yours now: Hat." in texts and "Pawned: Sunglasses, for $30." in texts


def test_a_match_won() -> None:
    rules = Rules(starting_money=20, pawn_loan=20, buyback_at=1000, forfeit_items=2)
    d = start_table(rules, STRONG, WEAK)
    m = d.table.control.match
    d.play_until(lambda: m.phase is Phase.MATCH_OVER, aggressive)
    assert m.winner == 0 and m.end_reason == "forfeits_claimed"
    assert d.table.board.trophies == [0, 1]
    d.click_button("match_result")
    scene = d.scene
    assert isinstance(scene, GameOverScene) and scene.player_won
    figures = dict(scene.figures())
    assert figures["Items won"] == "2 of 2"
    assert figures["Deals you won"] == str(m.deal_number)
    d.key(pygame.K_n)  # a new match from the game-over screen: her again, or another
    d.pick_opponent()
    assert isinstance(d.scene, TableScene) and d.table.control.match.deal_number == 1
    assert isinstance(d.app.scenes[0], TitleScene)


def test_a_match_lost() -> None:
    d = start_table(Rules(starting_money=40), WEAK, STRONG, opponent=BettingOpponent())
    m = d.table.control.match
    d.play_until(lambda: m.phase is Phase.MATCH_OVER, cautious)
    assert m.winner == 1 and m.end_reason == "broke"
    d.key(pygame.K_RETURN)
    scene = d.scene
    assert isinstance(scene, GameOverScene) and not scene.player_won
    d.click_button("title")
    assert isinstance(d.scene, TitleScene) and len(d.app.scenes) == 1
