"""The deal's log lines: one wording for each public action, shared by the live story and by a
match continued from a save."""

from __future__ import annotations

from collections.abc import Sequence

from drawpoker.engine.draw import COMPUTER, HUMAN, ActionKind, PlayerView, PublicAction
from drawpoker.engine.draw.actions import DISCARD, Kind
from drawpoker.ui.timeline import Line


class RoundBets:
    """What each player has bet in the betting round under way (antes aside). The engine
    counts a raise by what it adds; the table says the total it makes ("She raises to $20"),
    as hold'em's log does and as players speak."""

    def __init__(self) -> None:
        self.put: dict[int, int] = {}

    def new_round(self) -> None:
        self.put.clear()

    def act(self, seat: int, kind: Kind, amount: int) -> int:
        """Count one action (``amount``: a bet's or a raise's size, as the engine has it) and
        return what ``seat`` has in now: a raise's total."""
        other = max((put for who, put in self.put.items() if who != seat), default=0)
        if kind is ActionKind.BET:
            self.put[seat] = amount
        elif kind is ActionKind.RAISE:
            self.put[seat] = other + amount
        elif kind is ActionKind.CALL:
            self.put[seat] = other
        return self.put.get(seat, 0)

    @classmethod
    def of(cls, actions: Sequence[PublicAction]) -> RoundBets:
        """The round under way, from a deal's public actions (the draw starts round two)."""
        bets = cls()
        for action in actions:
            if action.kind is DISCARD:
                bets.new_round()
            else:
                bets.act(action.seat, action.kind, action.amount)
        return bets


def action_line(kind: Kind, seat: int, betting_round: int, amount: int) -> Line:
    """The log line of a betting action; `amount` is the bet's size, the total a raise makes
    (see :class:`RoundBets`) or what a call paid."""
    me = seat == HUMAN
    args: dict[str, object] = {}
    if kind is ActionKind.BET:
        key, args = ("you_bet" if me else "she_bets"), {"amount": amount}
    elif kind is ActionKind.CHECK:
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
    return Line(f"draw.table.log.{key}", args, seat)


def draw_line(seat: int, count: int) -> Line:
    """The log line of a draw: how many cards, or standing pat."""
    me = seat == HUMAN
    if count:
        return Line("draw.table.log.you_draw" if me else "draw.table.log.she_draws", {}, seat,
                    count)
    return Line("draw.table.log.you_stand_pat" if me else "draw.table.log.she_stands_pat", {}, seat)


def deal_so_far(view: PlayerView) -> list[Line]:
    """The log of the deal in progress, rebuilt from its public actions (after a continue)."""
    key = "draw.table.log.deal_she" if view.dealer == COMPUTER else "draw.table.log.deal_you"
    lines = [Line(key, {"number": view.deal_number}),
             Line("draw.table.log.ante", {"amount": view.rules.ante})]
    bets = RoundBets()
    for action in view.actions:
        if action.kind is DISCARD:
            bets.new_round()
            lines.append(draw_line(action.seat, action.amount))
        else:
            total = bets.act(action.seat, action.kind, action.amount)
            amount = total if action.kind is ActionKind.RAISE else action.amount
            lines.append(action_line(action.kind, action.seat, action.betting_round, amount))
    return lines
