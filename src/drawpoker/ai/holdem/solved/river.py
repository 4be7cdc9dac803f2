"""Reading a view's river for the re-solver (`resolve`): the public facts a solve is built
from, the ranges, and her odds from the solution.

Two ways in:

- **dealt heads-up**: the hand's public actions replayed through the abstract betting give
  the path before the river; both ranges follow the blueprint along it (`blueprint_reach`);
- **two left of a bigger table**: the blueprint never played those streets, so each range is
  `normal`'s range model narrowed by that seat's public actions before the river
  (`ranges.narrowed`, the fallback's beliefs about the seat); the pot's dead money (folded
  players' chips) is shared out in the pot both play for.

Nothing here reads a hidden card: her own two cards only choose her row of the solution.
"""

from __future__ import annotations

from collections.abc import Callable

from drawpoker.ai.holdem.base import board_of, my_combo
from drawpoker.ai.holdem.hands import ALL_COMBOS
from drawpoker.ai.holdem.ranges import RangeParams, narrowed
from drawpoker.ai.holdem.reading import blinds_of, read_actions
from drawpoker.ai.holdem.solved.abstraction import Abstraction
from drawpoker.ai.holdem.solved.betting import CAP, SHOWDOWN, State, start, step
from drawpoker.ai.holdem.solved.resolve import (
    LEAST,
    MOST,
    WORK,
    River,
    RiverSpot,
    blueprint_reach,
    cached,
    solved_river,
)
from drawpoker.ai.holdem.solved.strategy import Strategy
from drawpoker.ai.holdem.solved.turn import TurnSpot, solved_turn
from drawpoker.ai.holdem.solved.turn import cached as turn_cached
from drawpoker.ai.holdem.strength import percentiles
from drawpoker.engine.holdem.actions import HoldemActionKind
from drawpoker.engine.holdem.street import Street
from drawpoker.engine.holdem.view import HoldemView

_STREET = {Street.PREFLOP: 0, Street.FLOP: 1, Street.TURN: 2, Street.RIVER: 3}
_ABSTRACT = {
    HoldemActionKind.CHECK: "k",
    HoldemActionKind.CALL: "k",
    HoldemActionKind.RAISE: "r",
    HoldemActionKind.FOLD: "f",
}


def iterations_for(units: int) -> int:
    return max(LEAST, min(MOST, WORK // max(units, 1)))


_BEGINS: dict[int, tuple[int, ...]] = {}


def _begins(strategy: Strategy) -> tuple[int, ...]:
    """The ``begin`` values the blueprint has river odds for (read once per strategy)."""
    found = _BEGINS.get(id(strategy))
    if found is None:
        found = _BEGINS[id(strategy)] = tuple(sorted(
            {int(k.split(".")[2]) for k in strategy if k.startswith("3.")}))
    return found


def heads_up_path(
    view: HoldemView, street_now: int = 3
) -> tuple[list[tuple[State, str]], State] | None:
    """The abstract states and actions of the hand so far, and the state now; None when the
    hand does not read as the abstract game (``street_now``, 3 the river, 2 the turn, not
    reached in it)."""
    state = start()
    steps: list[tuple[State, str]] = []
    for action in view.actions:
        street = _STREET.get(action.street)
        if street is None:
            return None
        while state[0] < street:
            level = max(state[1], state[2])
            state = (state[0] + 1, level, level, level, "", 0, 1, 0, -1, state[8])
        if state[0] >= SHOWDOWN or state[0] > street_now:
            return None
        move = _ABSTRACT[action.kind]
        steps.append((state, move))
        state = step(state, move)
    while state[0] < street_now:
        level = max(state[1], state[2])
        state = (state[0] + 1, level, level, level, "", 0, 1, 0, -1, state[8])
    if state[0] != street_now:
        return None
    return steps, state


class RiverReader:
    """Builds (or finds cached) the river solution for a view and reads her odds from it."""

    def __init__(self, strategy: Callable[[], Strategy], abstraction: Abstraction) -> None:
        self._strategy = strategy
        self.abstraction = abstraction
        self.cut_now = False  # the last reading solved, and its deadline cut the solve short

    def _playable(self, view: HoldemView) -> bool:
        """The river, two players in, nobody all in, both able to pay every river bet, and a
        raise cap the blueprint knows."""
        if view.street is not Street.RIVER or len(view.hole) != 2:
            return False
        if view.rules.raise_cap > CAP or sum(view.in_hand) != 2:
            return False
        bets = (view.rules.raise_cap + 1) * view.big_blind
        return all(
            not view.all_in[s] and view.stacks[s] + view.bets[s] >= bets
            for s in range(len(view.in_hand)) if view.in_hand[s]
        )

    def spot(
        self, view: HoldemView, params: Callable[[int], RangeParams] | None
    ) -> tuple[RiverSpot, object, Callable[[], tuple[list[float], list[float]]], str] | None:
        """The river's public facts, their cache key, how to build the ranges, and the
        river's moves so far; None where no re-solve applies."""
        if not self._playable(view):
            return None
        strategy = self._strategy()
        board = board_of(view)
        if len(view.seats) == 2:
            path = heads_up_path(view)
            if path is None:
                return None
            steps, state = path
            me = 0 if view.seat == view.small_blind_seat else 1
            begins = _begins(strategy)
            if state[3] not in begins:
                return None
            spot = RiverSpot(board, state[3], state[9], view.rules.raise_cap, me, state[3])
            before = tuple((s[0], a) for s, a in steps if s[0] < 3)
            return spot, ("heads-up", before), lambda: blueprint_reach(
                [(s, a) for s, a in steps if s[0] < 3], board, strategy, self.abstraction
            ), state[4]
        if params is None:
            return None
        return self._two_left(view, params, board, strategy)

    def _two_left(
        self, view: HoldemView, params: Callable[[int], RangeParams], board: tuple[int, ...],
        strategy: Strategy,
    ) -> tuple[RiverSpot, object, Callable[[], tuple[list[float], list[float]]], str] | None:
        seats = [s for s in range(len(view.in_hand)) if view.in_hand[s]]
        river = [a for a in view.actions if a.street is Street.RIVER]
        if any(a.kind is HoldemActionKind.FOLD for a in river):
            return None
        # the first to speak on the river is the abstract big blind (player 1)
        order = [s for s in view.seats if s in seats]
        first = order[0]
        role = {first: 1, order[1]: 0}
        put = sum(a.paid for a in river)
        pot = view.pot - put
        begin = round(pot / view.big_blind)  # each one's half of the pot, in half big blinds
        begins = _begins(strategy)
        if not begins or begin < 2:
            return None
        key_begin = min(begins, key=lambda b: (abs(b - begin), b))
        turn = [a for a in view.actions if a.street is Street.TURN]
        raisers = [a.seat for a in turn if a.kind is HoldemActionKind.RAISE]
        aggressor = role.get(raisers[-1], -1) if raisers else -1
        history = "".join(_ABSTRACT[a.kind] for a in river)
        me = role[view.seat]
        spot = RiverSpot(board, begin, aggressor, view.rules.raise_cap, me, key_begin)
        blinds = blinds_of(view.small_blind_seat, view.big_blind_seat, view.small_blind,
                           view.big_blind)
        reads = tuple(r for r in read_actions(view.actions, blinds) if r.street is not Street.RIVER)
        mine = {s: tuple(r for r in reads if r.seat == s) for s in seats}
        beliefs = {s: params(s) for s in seats}

        def reach() -> tuple[list[float], list[float]]:
            table = percentiles(board)
            out: list[list[float]] = [[], []]
            for s in seats:
                rng = narrowed(mine[s], board, beliefs[s], frozenset())
                weights = dict(zip(rng.combos, rng.weights, strict=True))
                out[role[s]] = [weights.get(c, 0.0) for c in ALL_COMBOS if c in table]
            return out[0], out[1]

        key = ("two-left", tuple((role[s], mine[s], beliefs[s]) for s in seats))
        return spot, key, reach, history

    def solution(
        self, view: HoldemView, params: Callable[[int], RangeParams] | None = None,
        deadline: float | None = None,
    ) -> tuple[River, str] | None:
        self.cut_now = False
        found = self.spot(view, params)
        if found is None:
            return None
        spot, key, reach, history = found
        strategy = self._strategy()
        units = len(set(percentiles(spot.board).values()))
        fresh = not cached(spot, key, self.abstraction, strategy, iterations_for(units))
        river = solved_river(spot, key, reach() if fresh else None,
                             strategy, self.abstraction, iterations_for(units), deadline)
        self.cut_now = fresh and river.cut_short
        return river, history

    def thinks_long(self, view: HoldemView,
                    params: Callable[[int], RangeParams] | None = None) -> bool:
        """A solve not yet cached is due at this decision (the table shows her thinking)."""
        found = self.spot(view, params)
        if found is None:
            return False
        spot, key, _, _ = found
        units = len(set(percentiles(spot.board).values()))
        return not cached(spot, key, self.abstraction, self._strategy(), iterations_for(units))

    def odds(self, view: HoldemView, params: Callable[[int], RangeParams] | None = None,
             deadline: float | None = None) -> dict[str, float] | None:
        """Her re-solved odds by abstract move at this decision, or None (a solve due stops
        iterating at ``deadline``, a `time.perf_counter` value)."""
        found = self.solution(view, params, deadline)
        if found is None:
            return None
        river, history = found
        return river.hand_odds(history, my_combo(view))


class TurnReader:
    """Heads-up (two dealt in) on the turn: builds (or finds cached) the turn and river
    subgame's solution for a view (`turn.Turn`) and reads her turn odds from it."""

    def __init__(self, strategy: Callable[[], Strategy], abstraction: Abstraction) -> None:
        self._strategy = strategy
        self.abstraction = abstraction
        self.cut_now = False  # the last reading solved, and its deadline cut the solve short

    @staticmethod
    def _playable(view: HoldemView) -> bool:
        """The turn, dealt heads-up, nobody all in, both able to pay every turn and river
        bet, and a raise cap the blueprint knows."""
        if view.street is not Street.TURN or len(view.hole) != 2 or len(view.seats) != 2:
            return False
        if view.rules.raise_cap > CAP or sum(view.in_hand) != 2:
            return False
        bets = 2 * (view.rules.raise_cap + 1) * view.big_blind
        return all(not view.all_in[s] and view.stacks[s] + view.bets[s] >= bets
                   for s in range(2))

    def spot(self, view: HoldemView) -> tuple[TurnSpot, object, list[tuple[State, str]],
                                               str] | None:
        """The turn's public facts, their cache key, the path before the turn and the turn's
        moves so far; None where no turn solve applies."""
        if not self._playable(view):
            return None
        path = heads_up_path(view, 2)
        if path is None:
            return None
        steps, state = path
        before = [(s, a) for s, a in steps if s[0] < 2]
        me = 0 if view.seat == view.small_blind_seat else 1
        spot = TurnSpot(board_of(view), state[3], state[9], view.rules.raise_cap, me)
        return spot, ("heads-up", tuple((s[0], a) for s, a in before)), before, state[4]

    def thinks_long(self, view: HoldemView) -> bool:
        """A turn solve not yet cached is due at this decision."""
        found = self.spot(view)
        return found is not None and not turn_cached(found[0], found[1], self.abstraction,
                                                     self._strategy())

    def odds(self, view: HoldemView, deadline: float | None = None) -> dict[str, float] | None:
        """Her re-solved turn odds by abstract move at this decision, or None (a solve due
        stops iterating at ``deadline``)."""
        self.cut_now = False
        found = self.spot(view)
        if found is None:
            return None
        spot, key, before, history = found
        strategy = self._strategy()
        reach = None if turn_cached(spot, key, self.abstraction, strategy) else \
            blueprint_reach(before, spot.board, strategy, self.abstraction)
        solution = solved_turn(spot, key, reach, strategy, self.abstraction, deadline=deadline)
        self.cut_now = reach is not None and solution.cut_short
        return solution.hand_odds(history, my_combo(view))
