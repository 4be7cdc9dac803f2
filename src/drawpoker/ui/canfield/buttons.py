"""The Canfield table's buttons for each moment: playing, a finished game, a bank that cannot
pay a deal."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from drawpoker.ui.canfield import code_deal
from drawpoker.ui.widgets import Button

if TYPE_CHECKING:
    from drawpoker.ui.canfield.table_model import CanfieldTableModel
    from drawpoker.ui.canfield.table_view import CanfieldTable


def buttons_for(scene: CanfieldTable, model: CanfieldTableModel) -> list[Button]:
    """The buttons ``model`` calls for, pressing the scene's commands. Keys are the same in
    every language: fixed codes (Space, Enter, Esc, F1) or the player's keys for Canfield's
    actions (``keymap``), each shown on its keycap."""
    game = model.game
    if model.result is not None and scene.result_open:
        # Enter and Esc only put the card away: the paid NEW DEAL is N or a click, and asks.
        return [
            Button("canfield.new_deal", scene.ask_new_deal, shortcut="canfield_new",
                   name="new_deal"),
            Button("canfield.close", scene.close_result,
                   (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE), "enter", "primary",
                   name="close"),
        ]
    if model.result is not None:  # the card put away: the finished game's cards, looked at
        return [
            Button("canfield.new_deal", scene.ask_new_deal, kind="primary",
                   shortcut="canfield_new", name="new_deal"),
            _code_button(scene),
            Button("canfield.rules", scene.open_help, (pygame.K_F1,), "f1", name="help"),
            Button("canfield.to_title", scene.to_title, (pygame.K_ESCAPE,), "esc",
                   name="to_title"),
        ]
    if game is None:  # the bank cannot pay a deal
        pawn = model.book.purse.bank.next_to_pawn() is not None
        return [
            Button("bank.pawn" if pawn else "bank.new_bank", scene.get_money,
                   (pygame.K_RETURN, pygame.K_KP_ENTER), "enter", "primary",
                   name="get_money"),
            Button("canfield.to_title", scene.to_title, (pygame.K_ESCAPE,), "esc",
                   name="to_title"),
        ]
    turn = not game.stock
    return [
        Button("canfield.turn_over" if turn else "canfield.deal", scene.deal,
               (pygame.K_SPACE,), "space", "primary", name="deal", shortcut="canfield_deal",
               enabled=bool(game.stock or game.waste)),
        Button("canfield.undo", scene.undo, (pygame.K_BACKSPACE,), shortcut="canfield_undo",
               name="undo", enabled=bool(game.move_stack)),
        Button("canfield.hint", scene.show_hint, shortcut="canfield_hint", name="hint"),
        Button("canfield.new_deal", scene.ask_new_deal, shortcut="canfield_new",
               name="new_deal"),
        _code_button(scene),
        Button("canfield.rules", scene.open_help, (pygame.K_F1,), "f1", name="help"),
        Button("canfield.to_title", scene.to_title, (), "esc", name="to_title"),
    ]


def _code_button(scene: CanfieldTable) -> Button:
    """PLAY A CODE (K): a new deal from a deal code, for no money."""
    return Button("dealcode.button", lambda: code_deal.ask_code(scene), shortcut="play_code",
                  name="play_code")

