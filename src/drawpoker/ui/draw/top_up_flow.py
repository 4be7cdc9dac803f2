"""The draw table's top-up (issue 40): broke with money in the bank, the player is asked to
top up or end the match; the bank pays, then the match takes it. Kept out of the scene so the
scene stays the table's input and time."""

from __future__ import annotations

from typing import TYPE_CHECKING

from drawpoker.ui import bank_ui
from drawpoker.ui.scene import SceneName

if TYPE_CHECKING:
    from drawpoker.ui.draw.table_view import DrawTable


def ask_top_up(scene: DrawTable) -> None:
    """The player cannot pay the next ante: top up from the bank, or end the match (a match
    that took no buy-in from the bank ends as it always did)."""
    if not bank_ui.can_top_up(scene.app):
        decline_top_up(scene)
        return
    scene.app.go(SceneName.TOP_UP, match=scene.control.model().match,
                 on_top_up=lambda amount: top_up(scene, amount),
                 on_decline=lambda: decline_top_up(scene))


def top_up(scene: DrawTable, amount: int) -> None:
    """The bank pays ``amount`` to the table, then the match takes it."""
    if not scene.control.model().match.can_top_up(amount):
        return
    bank_ui.pay_top_up(scene.app, amount)
    scene.tell(scene.control.top_up(amount))


def decline_top_up(scene: DrawTable) -> None:
    scene.tell(scene.control.decline_top_up())
