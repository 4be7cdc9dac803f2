"""Where a seat sits before the flop, from the public view: how many seats dealt in speak after
it (the big blind always speaks last, in either blind order), whether anyone has limped, and
the share of starting hands a sound player raises first in from there."""

from __future__ import annotations

from drawpoker.engine.holdem.actions import HoldemActionKind
from drawpoker.engine.holdem.street import Street
from drawpoker.engine.holdem.view import HoldemView


def behind_preflop(view: HoldemView, seat: int) -> int:
    """Seats dealt in that speak after ``seat`` before the flop (0 for the big blind)."""
    n = view.players
    order = sorted(view.seats, key=lambda s: (s - view.big_blind_seat - 1) % n)
    return len(order) - 1 - order.index(seat) if seat in order else 0


def preflop_limpers(view: HoldemView) -> int:
    """Players who called the big blind before anyone raised."""
    count = 0
    for action in view.actions:
        if action.street is not Street.PREFLOP or action.kind is HoldemActionKind.RAISE:
            break
        if action.kind is HoldemActionKind.CALL:
            count += 1
    return count


def raise_uncalled(view: HoldemView) -> bool:
    """Before the flop: the one raise made so far has not been called yet (a re-raise then
    takes on the raiser alone, or the raiser and the blinds still to speak)."""
    raised = False
    for action in view.actions:
        if action.street is not Street.PREFLOP:
            return False
        if action.kind is HoldemActionKind.RAISE:
            if raised:
                return False
            raised = True
        elif action.kind is HoldemActionKind.CALL and raised:
            return False
    return raised


def open_share(behind: int, small_blind: bool = False) -> float:
    """The share of starting hands to raise first in with ``behind`` seats still to speak: a
    third of the hands or fewer with four or five behind, wider as fewer remain; with only the
    big blind behind, most hands from the small blind (half a bet is already in), half from
    any other seat. The rest fold: a limp first in only invites the big blind to raise."""
    if behind <= 1:
        return 0.8 if small_blind else 0.5
    return {2: 0.36, 3: 0.27, 4: 0.21}.get(behind, 0.17)
