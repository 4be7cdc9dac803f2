"""New deal with a code at the Canfield table (issue 35): PLAY A CODE (K) opens the code page
for a Canfield code, then lays out that deal from the code's seed for no money: a code tells
its cards, so the bank takes no stake, pays no card and charges no pass (``CanfieldBook``'s
free game), and the result counts apart. A game in progress is given up (it counts) only
after a yes."""

from __future__ import annotations

from typing import TYPE_CHECKING

from drawpoker.engine.core.deal_code import DealCode
from drawpoker.i18n import t
from drawpoker.ui.scene import SceneName

if TYPE_CHECKING:
    from drawpoker.ui.canfield.table_model import CanfieldTableModel
    from drawpoker.ui.canfield.table_view import CanfieldTable


def ask_code(scene: CanfieldTable) -> None:
    """PLAY A CODE: a game in progress is given up only after a yes, then the code page."""
    game = scene.control.game
    if scene.control.result is None and game is not None and game.move_stack:
        scene.app.go(SceneName.CONFIRM, question_key="dealcode.canfield_give_up",
                     confirm_key="dealcode.button",
                     on_confirm=lambda: _code_page(scene))
        return
    _code_page(scene)


def _code_page(scene: CanfieldTable) -> None:
    scene.app.go(SceneName.CODE_ENTRY, game="canfield",
                 on_code=lambda code: deal_code(scene, code))


def deal_code(scene: CanfieldTable, code: DealCode) -> None:
    """The code's deal on the table, for no money."""
    scene.new_deal(code.seed)


def label(coded: bool, number: int, code: DealCode | None) -> str:
    """The words after the table's title: the deal's number and code, or (a code's deal:
    ``coded``) the code and that it plays for no money."""
    if coded and code is not None:
        return t("dealcode.canfield_title", code=code)
    if code is not None:
        return t("canfield.deal_number_code", number=number, code=code)
    return t("canfield.deal_number", number=number)


def message(model: CanfieldTableModel, coded: bool) -> str:
    """The panel's line: the table's message, else (a code's deal: ``coded``) that the bank
    pays nothing: the game's own count of money is no money of the bank's."""
    if model.message or not coded or model.game is None:
        return model.message
    return t("dealcode.free.canfield")
