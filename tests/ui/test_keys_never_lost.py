"""A key is never swallowed (issue 23: a bet key pressed just after a new deal did nothing,
and at hold'em C did nothing while the buttons were not up): pressed while cards move or a
computer player thinks, an action key hurries the table on and acts on the player's turn.
Driven through the real loop at normal speed, one frame at a time."""

from __future__ import annotations

import pygame
from ui_driver import Driver, make_app

from drawpoker.engine.core.actions import ActionKind
from drawpoker.engine.draw import Rules
from drawpoker.engine.holdem import HoldemActionKind, Street
from drawpoker.ui.draw.scene import TableScene
from drawpoker.ui.draw.staging import STRONG, WEAK, PassiveOpponent, stacked_order
from drawpoker.ui.holdem.scene import HoldemTableScene
from drawpoker.ui.scene import SceneName


def letter(d: Driver, char: str) -> None:
    d.post(pygame.KEYDOWN, key=ord(char), mod=0, unicode=char, scancode=0)
    d.post(pygame.KEYUP, key=ord(char), mod=0, unicode=char, scancode=0)
    d.step()


def draw_table() -> tuple[Driver, TableScene]:
    """The draw table at normal speed, a passive opponent, her weak hand against a strong one."""
    rules = Rules()
    app = make_app(rules, speed="normal")
    table = TableScene(app, opponent=PassiveOpponent(), seed=2,  # type: ignore[arg-type]
                       deal_orders=lambda n: stacked_order(rules, STRONG, WEAK, n))
    table.live_clock = False
    app.push(table)
    return Driver(app), table


def test_a_bet_key_pressed_while_the_cards_are_dealt_bets() -> None:
    d, table = draw_table()
    d.step()
    assert table.timeline.busy and not table.buttons  # the deal is still being dealt
    letter(d, "b")
    d.settle()
    mine = [a for r in [table.control.match.view(0)] for a in r.actions if a.seat == 0]
    assert mine and mine[0].kind is ActionKind.BET, "the B pressed during the deal bet"


def test_a_key_pressed_while_she_thinks_acts_on_the_players_turn() -> None:
    d, table = draw_table()
    d.settle()
    letter(d, "b")  # a bet: her turn now, she thinks before she calls
    assert table.thinking or table.timeline.busy
    letter(d, "d")  # DRAW, pressed before she has called: played once the draw is his
    d.settle()
    assert table.control.match.drawn[0] is not None, "the D pressed during her turn drew"


def test_at_holdem_a_call_key_pressed_during_the_others_turns_calls() -> None:
    app = make_app(speed="normal")
    app.go(SceneName.TITLE)
    app.go(SceneName.HOLDEM_TABLE, opponents=3, seed=7)
    d = Driver(app)
    scene = d.scene
    assert isinstance(scene, HoldemTableScene)
    for _ in range(2000):  # until a computer player is to act with the player still to come
        d.step()
        if scene.control.computer_to_act and not scene.busy:
            break
    assert scene.control.computer_to_act and scene.control.game.street is Street.PREFLOP
    hand = scene.control.game.hand_number
    letter(d, "c")
    d.settle()
    mine = [a for a in scene.control.view().actions if a.seat == 0]
    assert scene.control.game.hand_number == hand and mine
    assert mine[0].kind in (HoldemActionKind.CALL, HoldemActionKind.CHECK)
