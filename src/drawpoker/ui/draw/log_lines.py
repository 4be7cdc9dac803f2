"""The deal's log lines: one wording for each public action, shared by the live story and by a
match continued from a save."""

from __future__ import annotations

from drawpoker.engine.draw import COMPUTER, HUMAN, ActionKind, PlayerView
from drawpoker.ui.timeline import Line


def action_line(kind: ActionKind, seat: int, betting_round: int, amount: int) -> Line:
    """The log line of a betting action; `amount` is the bet or raise size, or what a call paid."""
    me = seat == HUMAN
    args: dict[str, object] = {}
    if kind is ActionKind.BET:
        key, args = ("you_bet" if me else "she_bets"), {"amount": amount}
    elif kind is ActionKind.WAIT:
        key = "you_wait" if me else "she_waits"
    elif kind is ActionKind.RAISE:
        key, args = ("you_raise" if me else "she_raises"), {"amount": amount}
    elif kind is ActionKind.CALL:
        if betting_round == 1 and amount:  # what the call cost, then off to the draw
            key, args = ("you_draw_call_pay" if me else "she_draw_call_pay"), {"amount": amount}
        elif betting_round == 1:
            key = "you_draw_call" if me else "she_draw_call"
        elif amount:
            key, args = ("you_call_pay" if me else "she_calls_pay"), {"amount": amount}
        else:
            key = "you_call" if me else "she_calls"
    else:
        key = "you_drop" if me else "she_drops"
    return Line(f"table.log.{key}", args, seat)


def draw_line(seat: int, count: int) -> Line:
    """The log line of a draw: how many cards, or standing pat."""
    me = seat == HUMAN
    if count:
        return Line("table.log.you_draw" if me else "table.log.she_draws", {}, seat, count)
    return Line("table.log.you_stand_pat" if me else "table.log.she_stands_pat", {}, seat)


def deal_so_far(view: PlayerView) -> list[Line]:
    """The log of the deal in progress, rebuilt from its public actions (after a continue)."""
    key = "table.log.deal_she" if view.dealer == COMPUTER else "table.log.deal_you"
    lines = [Line(key, {"number": view.deal_number}),
             Line("table.log.ante", {"amount": view.rules.ante})]
    for action in view.actions:
        if action.kind is ActionKind.DISCARD:
            lines.append(draw_line(action.seat, action.amount))
        else:
            lines.append(action_line(action.kind, action.seat, action.betting_round,
                                     action.amount))
    return lines
