"""One decision as the equity players see it: the numbers of the pot, who is still in, where we
sit, and our equity against the opponents' ranges."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from drawpoker.ai.holdem.base import board_of, legal_of, my_combo
from drawpoker.ai.holdem.equity import Range, exact_vs_range, monte_carlo
from drawpoker.ai.holdem.hands import Combo
from drawpoker.ai.holdem.preflop import preflop_equity
from drawpoker.ai.holdem.ranges import DEFAULT, RangeParams, opponent_range
from drawpoker.ai.holdem.strength import draw_strength
from drawpoker.engine.holdem.actions import HoldemActionKind
from drawpoker.engine.holdem.street import Street
from drawpoker.engine.holdem.view import HoldemView


@dataclass(frozen=True, slots=True)
class Situation:
    hole: Combo
    board: tuple[int, ...]
    street: Street
    opponents: tuple[int, ...]  # seats still in the hand, not us
    pot: int  # everything put in this hand
    to_call: int
    unit: int  # one raise: the big blind
    raises: int  # raises made this round
    can_raise: bool
    last_to_act: bool  # nobody still able to bet acts after us this street
    someone_raised_preflop: bool  # an opponent raised pre-flop
    draw: float  # rough chance our draw gets there (flop and turn)
    behind: int  # what the opponents who have not matched the highest bet yet still owe
    seats: int = 2  # players dealt in this hand (the table's size, less those who left)

    @property
    def count(self) -> int:
        return len(self.opponents)

    @property
    def pot_odds(self) -> float:
        """The share of the final pot a call must win to break even."""
        return self.to_call / (self.pot + self.to_call) if self.to_call else 0.0


def situation(view: HoldemView) -> Situation:
    hole = my_combo(view)
    board = board_of(view)
    n = view.players
    opponents = tuple(s for s in range(n) if view.in_hand[s] and s != view.seat)
    order = sorted(
        (s for s in range(n) if view.in_hand[s] and not view.all_in[s]),
        key=lambda s: (s - view.dealer - 1) % n,
    )
    last = bool(order) and order[-1] == view.seat and view.street is not Street.PREFLOP
    if view.street is Street.PREFLOP:  # the big blind closes the first round
        last = view.seat == view.big_blind_seat
    raised = any(
        a.kind is HoldemActionKind.RAISE and a.street is Street.PREFLOP and a.seat != view.seat
        for a in view.actions
    )
    highest = max(view.bets, default=0)
    behind = sum(
        highest - view.bets[s] for s in opponents if not view.all_in[s] and view.bets[s] < highest
    )
    return Situation(
        hole=hole,
        board=board,
        street=view.street,
        opponents=opponents,
        pot=view.pot,
        to_call=view.to_call,
        unit=view.big_blind,
        raises=view.raises_this_round,
        can_raise=HoldemActionKind.RAISE in legal_of(view),
        last_to_act=last,
        someone_raised_preflop=raised,
        draw=draw_strength(hole, board),
        behind=behind,
        seats=len(view.seats),
    )


ParamsOf = Callable[[int], RangeParams]


def range_equity(
    view: HoldemView,
    spot: Situation,
    rng: random.Random,
    evaluations: int = 1600,
    params_of: ParamsOf | None = None,
) -> float:
    """Our equity against every opponent's narrowed range. Pre-flop with no raise from anyone
    else, the table's equity against random hands; on the river heads-up, exact over the range;
    otherwise Monte Carlo with about ``evaluations`` hand evaluations (bounded time)."""
    if not spot.opponents:
        return 1.0
    if spot.street is Street.PREFLOP and not spot.someone_raised_preflop:
        return preflop_equity(spot.hole, spot.count)
    dead = frozenset((*spot.hole, *spot.board))
    ranges: list[Range | None] = [
        opponent_range(view, seat, params_of(seat) if params_of else DEFAULT, dead)
        for seat in spot.opponents
    ]
    if len(spot.board) == 5 and len(ranges) == 1 and ranges[0] is not None:
        return exact_vs_range(spot.hole, spot.board, ranges[0])
    trials = max(120, evaluations // (spot.count + 1))
    return monte_carlo(spot.hole, spot.board, ranges, trials, rng)


def random_equity(spot: Situation, rng: random.Random, evaluations: int = 800) -> float:
    """Equity against random hands (no reading of the action): the easy level's view."""
    if not spot.opponents:
        return 1.0
    if spot.street is Street.PREFLOP:
        return preflop_equity(spot.hole, spot.count)
    trials = max(100, evaluations // (spot.count + 1))
    return monte_carlo(spot.hole, spot.board, [None] * spot.count, trials, rng)
