"""Canfield's button on the title (its entry in :mod:`drawpoker.games`): SOLITAIRE."""

from __future__ import annotations

from typing import TYPE_CHECKING

from drawpoker.ui import bank_ui
from drawpoker.ui.scene import SceneName
from drawpoker.ui.widgets import Button

if TYPE_CHECKING:
    from drawpoker.ui.scene import Host, Scene


def play(app: Host) -> None:
    """A game in progress goes on; a new one costs the stake, so the price is asked first (a
    bank that cannot pay hears the pawnshop's question at the table). The engine is
    imported here, not on the title: the title opens before any game is played."""
    from drawpoker.engine.canfield.money import STAKE

    bank = bank_ui.bank_for(app).bank
    if bank.canfield_open or not bank.can_pay(STAKE):
        app.go(SceneName.CANFIELD)
        return
    app.go(SceneName.CONFIRM, question_key="canfield.confirm_pay",
           question_args={"price": bank_ui.money(STAKE)},
           confirm_key="canfield.new_deal", kind="primary",
           on_confirm=lambda: app.go(SceneName.CANFIELD))


def title_buttons(scene: Scene) -> list[Button]:
    app = scene.app
    return [Button("canfield.title_button", lambda: play(app), shortcut="canfield",
                   name="canfield")]
