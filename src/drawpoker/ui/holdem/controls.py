"""The hold'em table's action buttons while the player is to act (CHECK or CALL, RAISE,
FOLD), what each says it costs, and where the buttons of the moment stand."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from drawpoker.engine.holdem import (
    Call,
    Check,
    HoldemActionKind,
    HoldemLegalAction,
    HoldemView,
    Raise,
    Street,
)
from drawpoker.i18n import current, t
from drawpoker.ui import text
from drawpoker.ui.widgets import Button

HUMAN = 0

if TYPE_CHECKING:
    from drawpoker.ui.holdem.layout import HoldemLayout
    from drawpoker.ui.holdem.table_model import HoldemTableModel
    from drawpoker.ui.holdem.table_view import HoldemTable


def moment(model: HoldemTableModel, size: tuple[int, int], busy: bool,
           ) -> tuple[object, tuple[HoldemLegalAction, ...]]:
    """What the buttons are built for (the game, the movement, the window: built again when it
    changes) and the player's legal actions now (none while things move)."""
    g = model.game
    legal = tuple(g.legal_actions()) if g.to_act == HUMAN and not busy else ()
    return (g.street, g.to_act, legal, g.hand_number, size, model.over, busy), legal


def offered(scene: HoldemTable, model: HoldemTableModel,
            legal: Sequence[HoldemLegalAction]) -> list[Button]:
    """The buttons of the moment, placed in the actions row (the scene keeps them)."""
    buttons = build(scene, model, legal)
    lay_out(buttons, scene.layout)
    return buttons


def build(scene: HoldemTable, model: HoldemTableModel,
          legal: Sequence[HoldemLegalAction]) -> list[Button]:
    """The buttons of the moment: none while things move, NEXT HAND and LEAVE between hands,
    back to the title at the end, else the betting buttons."""
    g = model.game
    enter = (pygame.K_RETURN, pygame.K_KP_ENTER)
    if scene.busy:  # the next move waits for the table to show the last one
        return []
    if g.street is Street.MATCH_OVER:
        return [Button("holdem.button.to_title", scene.to_title, enter,
                       kind="primary", shortcut="holdem_title", name="to_title")]
    if g.street is Street.BETWEEN_HANDS:
        return [
            Button("holdem.button.next_hand", scene.start_hand, enter, kind="primary",
                   shortcut="holdem_next", name="next_hand"),
            Button("holdem.button.leave", scene.ask_to_leave, kind="danger",
                   shortcut="holdem_leave", name="leave"),
        ]
    return betting_buttons(scene, legal)


def betting_buttons(scene: HoldemTable, legal: Sequence[HoldemLegalAction]) -> list[Button]:
    """A button for each legal action of the player, in the order of the keys."""
    buttons: list[Button] = []
    kinds = {action.kind: action for action in legal}
    view = scene.control.view()
    if HoldemActionKind.CHECK in kinds:
        buttons.append(Button("holdem.button.check", lambda: scene.act(Check()),
                              shortcut="holdem_call", sublabel_key="holdem.sub.free",
                              name="check"))
    if HoldemActionKind.CALL in kinds:
        call = kinds[HoldemActionKind.CALL]
        buttons.append(Button(
            "holdem.button.call", lambda: scene.act(Call()), shortcut="holdem_call",
            sublabel_key="holdem.sub.all_in" if call.all_in else "holdem.sub.pays",
            sublabel_args={"amount": call.cost}, name="call"))
    if HoldemActionKind.RAISE in kinds:
        rise = kinds[HoldemActionKind.RAISE]
        left = raises_left(view)
        buttons.append(Button(
            "holdem.button.raise", lambda: scene.act(Raise()), kind="primary",
            shortcut="holdem_raise",
            sublabel_fn=lambda: raise_sub(rise.cost, left),
            name="raise"))
    if HoldemActionKind.FOLD in kinds:
        buttons.append(Button("holdem.button.fold", scene.fold, kind="danger",
                              shortcut="holdem_fold", name="fold"))
    return buttons


def lay_out(buttons: list[Button], layout: HoldemLayout) -> None:
    """The buttons side by side, centred in the actions row, as wide as the widest needs."""
    area = layout.actions
    sc = layout.sc
    count = len(buttons)
    if not count:
        return
    size = int(area.height * 0.4)
    widest = max(text.measure(b.label, size, True)[0] for b in buttons)
    sub = int(area.height * 0.24)  # a sublabel spans the button under label and keycap
    widest_sub = max(text.measure(b.sublabel, sub)[0] for b in buttons)
    width = max(sc(210), widest + area.height + sc(40), widest_sub + sc(30))
    gap = sc(14)
    width = min(width, (area.width - gap * (count - 1)) // count)
    x = area.centerx - (count * width + (count - 1) * gap) // 2
    for button in buttons:
        button.rect = pygame.Rect(x, area.top, width, area.height)
        x += width + gap


def raises_left(view: HoldemView) -> int:
    """How many more times RAISE can be pressed this round, this one included, read from the
    view: the engine allows ``raise_cap`` raises and does not count the round's opening bet
    (after the flop, a RAISE while no bet is in the view's ``bets`` yet)."""
    opening = 0 if any(view.bets) else 1
    return view.rules.raise_cap - view.raises_this_round + opening


def raise_sub(cost: int, left: int) -> str:
    """What RAISE pays and how many raises this round still allows (this one included)."""
    if left <= 1:
        return t("holdem.sub.last_raise", amount=cost)
    return current().plural("holdem.sub.raises_left", left, amount=cost)
