"""What each player has done so far this deal, read from the public actions of the view."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from drawpoker.engine.core.actions import ActionKind
from drawpoker.engine.draw.view import PublicAction


@dataclass(slots=True)
class Line:
    """One player's public line in one deal."""

    aggressive1: int = 0  # bets and raises before the draw
    called1: bool = False  # paid a bet before the draw
    waited1: bool = False
    aggressive2: int = 0
    drew: int | None = None
    # round-two bets and raises as (amount, pot before it); the last one is the live one
    sizes2: list[tuple[int, int]] = field(default_factory=list)


def lines(actions: Iterable[PublicAction], ante: int) -> tuple[Line, Line]:
    """Both seats' lines, and nothing else: amounts are public, cards are not."""
    seats = (Line(), Line())
    pot = 2 * ante
    paid = [0, 0]
    current = 1
    for action in actions:
        line = seats[action.seat]
        if action.betting_round == 0:
            line.drew = action.amount
            continue
        if action.betting_round != current:
            current = action.betting_round
            paid = [0, 0]
        owed = paid[1 - action.seat] - paid[action.seat]
        if action.kind == ActionKind.BET:
            _aggressive(line, current, action.amount, pot)
            paid[action.seat] += action.amount
            pot += action.amount
        elif action.kind == ActionKind.RAISE:
            _aggressive(line, current, action.amount, pot + owed)
            paid[action.seat] += owed + action.amount
            pot += owed + action.amount
        elif action.kind == ActionKind.CALL:
            if current == 1 and owed > 0:
                line.called1 = True
            paid[action.seat] += max(owed, 0)
            pot += max(owed, 0)
        elif action.kind == ActionKind.CHECK:
            line.waited1 = True
    return seats


def _aggressive(line: Line, betting_round: int, amount: int, pot: int) -> None:
    if betting_round == 1:
        line.aggressive1 += 1
    else:
        line.aggressive2 += 1
        line.sizes2.append((amount, pot))
