"""The broke player's question at the draw table: top up from the bank (a rebuy) or end the
match.

Asked over the table when the player cannot pay the next ante of a match that took its buy-in
from the bank. The top-up is the match's starting money, or all the bank holds if less; when
that would not even pay the ante, the question offers the pawnshop instead (as a buy-in does),
and is asked again once the pawnshop has answered. T (or Enter) tops up, Esc or END MATCH ends
the match as it always ended: a top-up only moves money to the table, where it stays the
player's, so a default yes loses nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from drawpoker.engine.draw import Match
from drawpoker.i18n import t
from drawpoker.ui import bank_ui
from drawpoker.ui.button_scene import ButtonScene
from drawpoker.ui.question_panel import draw_question_panel
from drawpoker.ui.widgets import Button

if TYPE_CHECKING:
    from drawpoker.ui.scene import Host

ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER)


class TopUpScene(ButtonScene):
    """Asked for ``match`` while its player is broke; each answer leaves the question first
    and then calls back the table (``on_top_up`` with the amount, or ``on_decline``)."""

    is_overlay = True

    def __init__(self, app: Host, *, match: Match, on_top_up: Callable[[int], object],
                 on_decline: Callable[[], object]) -> None:
        super().__init__(app)
        self.match = match
        self.on_top_up = on_top_up
        self.on_decline = on_decline

    @property
    def amount(self) -> int:
        """What TOP UP brings now (0: the bank cannot pay the ante, the pawnshop first)."""
        return bank_ui.top_up_amount(self.app, self.match)

    def enter(self) -> None:
        amount = self.amount
        if amount:
            first = Button("bank.top_up", self.top_up, ENTER, kind="primary",
                           label_args={"amount": bank_ui.money(amount)}, shortcut="top_up",
                           name="top_up")
        else:
            first = Button("bank.to_pawnshop", self.pawnshop, ENTER, kind="primary",
                           shortcut="pawn", name="pawnshop")
        self.buttons = [first, Button("bank.end_match", self.decline, (pygame.K_ESCAPE,), "esc",
                                      "danger", name="end_match")]

    def question(self) -> str:
        bank = bank_ui.bank_for(self.app).bank
        args = {"ante": bank_ui.money(self.match.rules.ante),
                "money": bank_ui.money(bank.money)}
        amount = self.amount
        if amount:
            return t("bank.top_up_question", amount=bank_ui.money(amount), **args)
        return t("bank.top_up_pawn_question", **args)

    def top_up(self) -> None:
        amount = self.amount
        self.app.pop()
        if amount:
            self.on_top_up(amount)

    def pawnshop(self) -> None:
        """The pawnshop's own question (asked until the bank holds a starting money, CANCEL
        at any time); back at the table this question is asked again, with the new money."""
        self.app.pop()
        bank_ui.ask_for_money(self.app, self.match.rules.starting_money, lambda: None)

    def decline(self) -> None:
        self.app.pop()
        self.on_decline()

    def draw(self, surface: pygame.Surface) -> None:
        draw_question_panel(surface, width=720, height=300, question=self.question(),
                            text_size=23, buttons=self.buttons, title=t("bank.top_up_title"),
                            gap=14)
