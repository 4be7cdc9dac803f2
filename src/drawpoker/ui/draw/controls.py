"""The draw table's buttons of the moment (NEXT DEAL, BET, WAIT, RAISE, DRAW, CALL, DROP...),
what each says it costs, the prompt above them, and where they stand.

Functions, not a class: they read the match and return what the table offers (``build``) and
where it goes (``places``); the scene keeps the result, so the buttons have one owner. Each
button calls back into the scene, which plays the action through its controller.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

import pygame

from drawpoker.engine.draw import ActionKind, Bet, Call, LegalAction, Phase, Raise, Wait
from drawpoker.i18n import current, t
from drawpoker.ui import text
from drawpoker.ui.draw.log_lines import RoundBets
from drawpoker.ui.timeline import Line
from drawpoker.ui.widgets import Button

if TYPE_CHECKING:
    from drawpoker.ui.draw.layout import TableLayout
    from drawpoker.ui.draw.table_view import DrawTable
    from drawpoker.ui.widgets import AmountSelector

HUMAN = 0
ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER)


class Offer(NamedTuple):
    """What the table offers the player now: the buttons, the prompt above them, and the
    amounts the selector offers under its caption."""

    buttons: list[Button]
    prompt: Line | None
    amounts: list[int]
    caption: str


class Places(NamedTuple):
    """Where the amount selector and each button stand (an empty rect: not shown)."""

    selector: pygame.Rect
    buttons: list[pygame.Rect]


def offer_key(scene: DrawTable, legal: list[LegalAction]) -> object:
    """What the controls are built for: built again when any of it changes."""
    m = scene.control.model().match
    return (m.phase, m.to_act, scene.timeline.busy, tuple(legal), m.deal_number,
            scene.layout.size)


def legal_now(scene: DrawTable) -> list[LegalAction]:
    """The player's legal actions once nothing moves (none on her turn or while it does)."""
    m = scene.control.model().match
    return m.legal_actions() if m.to_act == HUMAN and not scene.timeline.busy else []


def build(scene: DrawTable, legal: list[LegalAction]) -> Offer:
    """The buttons, prompt and amounts for the match as it stands."""
    m = scene.control.model().match
    buttons: list[Button] = []
    line: Line | None = None
    amounts: list[int] = []
    caption = "draw.table.amount.bet"
    if scene.timeline.busy:
        return Offer(buttons, line, amounts, caption)
    if m.phase is Phase.MATCH_OVER:
        buttons = [Button("draw.table.button.match_result", scene.match_result, ENTER,
                          kind="primary", shortcut="match_result", name="match_result")]
    elif m.phase is Phase.BETWEEN_DEALS:
        if m.deal_number:
            buttons = [Button("draw.table.button.next_deal", scene.start_deal, ENTER,
                              kind="primary", shortcut="next_deal", name="next_deal")]
            line = Line("draw.table.result.next")
    elif m.to_act == HUMAN and m.phase is Phase.DRAW:
        buttons = [Button("draw.table.button.draw", scene.discard_marked, ENTER,
                          kind="primary", shortcut="draw",
                          sublabel_fn=lambda: draw_sublabel(scene), name="draw")]
        line = Line("draw.table.prompt.draw")
    elif m.to_act == HUMAN:
        kinds = {action.kind: action for action in legal}
        if ActionKind.BET in kinds:
            amounts = kinds[ActionKind.BET].amounts()
        if ActionKind.RAISE in kinds:
            amounts, caption = kinds[ActionKind.RAISE].amounts(), "draw.table.amount.raise"
        buttons = betting_buttons(scene, kinds)
        to_call = kinds[ActionKind.CALL].to_call if ActionKind.CALL in kinds else 0
        line = prompt(scene, kinds, to_call)
    return Offer(buttons, line, amounts, caption)


def betting_buttons(scene: DrawTable, kinds: dict[str, LegalAction]) -> list[Button]:
    """A button for each legal action of the player, in the order of the keys."""
    buttons: list[Button] = []
    to_call = kinds[ActionKind.CALL].to_call if ActionKind.CALL in kinds else 0
    selector = scene.selector
    if ActionKind.BET in kinds:
        buttons.append(Button(
            "draw.table.button.bet", lambda: scene.bet(Bet), kind="primary", shortcut="bet",
            sublabel_fn=lambda: t("draw.table.sub.pays", amount=selector.value or 0), name="bet"))
    if ActionKind.CHECK in kinds:
        buttons.append(Button("draw.table.button.wait", lambda: scene.act(Wait()),
                              shortcut="wait", name="wait"))
    if ActionKind.RAISE in kinds:
        buttons.append(Button(
            "draw.table.button.raise", lambda: scene.bet(Raise), kind="primary", shortcut="raise",
            sublabel_fn=lambda: t("draw.table.sub.pays", amount=to_call + (selector.value or 0)),
            name="raise"))
    if ActionKind.CALL in kinds:
        if scene.control.model().match.phase is Phase.BET1:
            buttons.append(Button(
                "draw.table.button.draw", scene.draw_call, shortcut="draw",
                sublabel_fn=lambda: draw_call_sublabel(scene, to_call), name="draw"))
        else:
            buttons.append(Button(
                "draw.table.button.call", lambda: scene.act(Call()), shortcut="call",
                sublabel_fn=lambda: t("draw.table.sub.pays", amount=to_call) if to_call
                else t("draw.table.sub.show"), name="call"))
    if ActionKind.FOLD in kinds:
        buttons.append(Button("draw.table.button.drop", scene.drop,
                              kind="danger", shortcut="drop", name="drop"))
    return buttons


def prompt(scene: DrawTable, kinds: dict[str, LegalAction], to_call: int) -> Line:
    """What the player faces: an open round, a bet of so much or a raise to so much (the
    total, as the log says it; the buttons say what paying costs)."""
    m = scene.control.model().match
    actions = m.view(HUMAN).actions
    raised = bool(actions) and actions[-1].kind is ActionKind.RAISE
    amount = RoundBets.of(actions).put.get(actions[-1].seat, to_call) if raised else to_call
    if m.phase is Phase.BET1:
        if ActionKind.CHECK in kinds:
            return Line("draw.table.prompt.open")
        if to_call == 0:
            return Line("draw.table.prompt.after_wait")
        return Line("draw.table.prompt.facing_raise" if raised else "draw.table.prompt.facing_bet",
                    {"amount": amount})
    if to_call == 0:
        return Line("draw.table.prompt.open_2")
    return Line("draw.table.prompt.facing_raise_2" if raised else "draw.table.prompt.facing_bet_2",
                {"amount": amount})


def draw_sublabel(scene: DrawTable) -> str:
    """DRAW at the draw: how many cards it changes ("keep all five" for none)."""
    marked = scene.control.model().marked
    if not marked:
        return t("draw.table.sub.stand_pat")
    return current().plural("draw.table.sub.draw_cards", len(marked))


def draw_call_sublabel(scene: DrawTable, to_call: int) -> str:
    """DRAW in round one: what it pays, else the marked cards it changes (see
    ``DrawTable.draw_call``; ``marked_note`` says it under the prompt when both apply)."""
    if to_call:
        return t("draw.table.sub.pays", amount=to_call)
    marked = scene.control.model().marked
    if marked:
        return current().plural("draw.table.sub.draw_cards", len(marked))
    return t("draw.table.sub.to_draw")


def marked_note(scene: DrawTable) -> str | None:
    """Under the prompt: DRAW in round one will also change the cards marked already."""
    table = scene.control.model()
    if not table.marked or table.match.phase is not Phase.BET1 or not any(
            button.name == "draw" for button in scene.buttons):
        return None
    return current().plural("draw.table.prompt.marked_draw", len(table.marked))


def places(lay: TableLayout, buttons: list[Button], selector: AmountSelector) -> Places:
    """The buttons side by side in the actions strip, the amount selector first."""
    area = lay.actions
    gap = lay.sc(12)
    button_w = button_width(lay, buttons)
    # Wide enough for its caption ("Erhöhen um") between the two keycaps over − and +.
    caption = text.measure(t(selector.caption_key), lay.sc(14))[0]
    side = area.height * 62 // 100
    selector_w = max(lay.sc(196), caption + 2 * side + lay.sc(12)) \
        if selector.active else 0
    count = len(buttons)
    if count == 0:
        return Places(pygame.Rect(0, 0, 0, 0), [])
    total = count * button_w + (count - 1) * gap + (selector_w + gap if selector_w else 0)
    if total > area.width:
        button_w = (area.width - (count - 1) * gap - (selector_w + gap if selector_w
                                                      else 0)) // count
        total = area.width
    # Centred under the cards when they fit there, else moved right as little as needed.
    x = max(area.left, min(lay.my_cards[2].centerx - total // 2, area.right - total))
    selector_rect = pygame.Rect(0, 0, 0, 0)
    if selector_w:
        selector_rect = pygame.Rect(x, area.top, selector_w, area.height)
        x += selector_w + gap
    rects = []
    for _ in buttons:
        rects.append(pygame.Rect(x, area.top, button_w, area.height))
        x += button_w + gap
    return Places(selector_rect, rects)


def button_width(lay: TableLayout, buttons: list[Button]) -> int:
    """Wide enough for the longest label or sublabel and its keycap (so neither shrinks
    under the table's smallest text), never narrower than the design."""
    size = int(lay.actions.height * 0.4)
    widest = max((text.measure(b.label, size, True)[0] for b in buttons), default=0)
    # A sublabel ("change 4 cards") spans the button under the label and its keycap.
    sub = int(lay.actions.height * 0.24)
    widest_sub = max((text.measure(b.sublabel, sub)[0] for b in buttons), default=0)
    return max(lay.sc(156), widest + lay.actions.height + lay.sc(30), widest_sub + lay.sc(30))
