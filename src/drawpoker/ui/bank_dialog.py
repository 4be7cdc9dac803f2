"""The pawnshop's question, over the scene that needs money: pawn the next item for its
loan, or, with nothing left to pawn, start a new bank.

An item pawned may be lost for good, so no default key says yes: Enter, Space and Esc all go
back, and only the button's letter (P, or B for a new bank) or a click goes ahead (issue 23:
four Enter presses once pawned four items and lost three)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from drawpoker.bank import START_MONEY
from drawpoker.i18n import t
from drawpoker.storage.bank import BankBook
from drawpoker.ui.button_scene import ButtonScene
from drawpoker.ui.question_panel import draw_question_panel
from drawpoker.ui.widgets import Button

if TYPE_CHECKING:
    from drawpoker.ui.scene import Host


class BankQuestionScene(ButtonScene):
    """Asked when the bank cannot pay ``cost``; ``on_done`` runs after a yes."""

    is_overlay = True

    def __init__(self, app: Host, *, book: BankBook, cost: int,
                 on_done: Callable[[], None]) -> None:
        super().__init__(app)
        self.book = book
        self.cost = cost
        self.on_done = on_done

    @property
    def pawning(self) -> bool:
        return self.book.bank.next_to_pawn() is not None

    def enter(self) -> None:
        back_keys = (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
        pawning = self.pawning
        self.buttons = [
            Button("bank.pawn" if pawning else "bank.new_bank", self.confirm, (),
                   kind="danger" if pawning else "normal",
                   shortcut="pawn" if pawning else "new_bank", name="confirm"),
            Button("confirm.cancel", self.app.pop, back_keys, "enter", "primary",
                   name="cancel"),
        ]

    def question(self) -> str:
        bank = self.book.bank
        args = {"money": t("money", amount=bank.money), "cost": t("money", amount=self.cost)}
        index = bank.next_to_pawn()
        if index is None:
            return t("bank.new_bank_question", start=t("money", amount=START_MONEY), **args)
        item = bank.items[index]
        args |= {"item": t(f"bank.item.{item.id}"), "loan": t("money", amount=item.loan)}
        lost = bank.pawned_item()
        if lost is None:
            return t("bank.pawn_question", **args)
        return t("bank.pawn_question_loses", lost=t(f"bank.item.{bank.items[lost].id}"), **args)

    def confirm(self) -> None:
        """Pawn (or start again), keep the bank, leave the question, then pay."""
        bank = self.book.bank
        if self.pawning:
            bank.pawn()
        elif bank.can_start_again(self.cost):
            bank.new_bank(self.cost)
        self.book.save()
        self.app.pop()
        self.on_done()

    def draw(self, surface: pygame.Surface) -> None:
        draw_question_panel(surface, width=720, height=280, question=self.question(),
                            text_size=23, buttons=self.buttons, title=t("bank.pawnshop"),
                            gap=14)
