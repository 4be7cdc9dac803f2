"""The player of the solved heads-up strategy: when the hand is dealt to two players it reads
the view as a node of the abstract game and samples its action from the shipped odds; with more
players dealt in it plays `normal` bent by reads that must pay in their own trials
(`exploit.Exploiting`; the solved game is heads-up only).

Reading the view: this hand's public actions are replayed through `betting` (check or call is
``k``, bet or raise ``r``); a street the table moved on to early (a player all in) is entered as
the abstract game would enter it. The odds are then mapped back onto what is legal now: a raise
the table does not allow (the raise cap reached, or the other player all in or unable to
answer) becomes a call or a check, a fold that is not offered a check. A node the strategy has
no odds for (a raise beyond the trained cap of 3, with another ``raise_cap``) is played by the
player it keeps for many-handed hands, and so is a view it cannot read.
"""

from __future__ import annotations

from drawpoker.ai.budget import deadline_for
from drawpoker.ai.holdem.base import SeededPlayer, board_of, legal_of, my_combo
from drawpoker.ai.holdem.exploit import Exploiting
from drawpoker.ai.holdem.situation import ParamsOf, situation
from drawpoker.ai.holdem.solved.abstraction import ABSTRACTIONS, Abstraction
from drawpoker.ai.holdem.solved.betting import FOLDED, SHOWDOWN, State, key, legal, start, step
from drawpoker.ai.holdem.solved.river import RiverReader, TurnReader
from drawpoker.ai.holdem.solved.strategy import Strategy, shipped
from drawpoker.ai.holdem.strength import percentiles
from drawpoker.engine.holdem.actions import Call, Check, Fold, HoldemAction, HoldemActionKind, Raise
from drawpoker.engine.holdem.street import Street
from drawpoker.engine.holdem.view import HoldemView

_STREET = {Street.PREFLOP: 0, Street.FLOP: 1, Street.TURN: 2, Street.RIVER: 3}
_ABSTRACT = {
    HoldemActionKind.CHECK: "k",
    HoldemActionKind.CALL: "k",
    HoldemActionKind.RAISE: "r",
    HoldemActionKind.FOLD: "f",
}


def _next_street(state: State) -> State:
    """Enter the next street as the abstract game does when a round closes."""
    level = max(state[1], state[2])
    return (state[0] + 1, level, level, level, "", 0, 1, 0, -1, state[8])


def abstract_state(view: HoldemView) -> State | None:
    """The abstract node of ``view``'s hand (player 0 the small blind), or None when the
    public actions do not fit the abstract game."""
    state = start()
    for action in (*view.actions, None):
        street = _STREET.get(action.street if action else view.street)
        if street is None:
            return None
        while state[0] < street:
            state = _next_street(state)
        if action is None:
            break
        if state[0] >= SHOWDOWN:
            return None
        state = step(state, _ABSTRACT[action.kind])
    if state[0] in (FOLDED, SHOWDOWN):
        return None
    return state


#: A river bet with a hand under this percentile of the board is a bluff (`Solved._bluffing`).
BLUFF_BELOW = 0.35
#: The streets where a bet the solved player faces may be answered as `normal` would (the
#: ``answer`` read of `exploit.Exploiting`).
ANSWERED = (Street.FLOP, Street.TURN)


class Solved(SeededPlayer):
    """Heads-up: the solved strategy of one abstraction; many-handed: ``fallback``."""

    name = "hard"
    #: Actions the strategy plays less often than this are dropped and the rest scaled up
    #: (thresholding: the rare actions of an abstract equilibrium are mostly noise of the
    #: sampling and the abstraction). 0: the odds as trained.
    threshold = 0.0
    #: Heads-up on the flop and turn, a check the strategy drew becomes a bet against a seat
    #: that has folded to the street's first bet far more often than a bet needs (the
    #: ``steal`` read of `exploit.Exploiting`, `tendencies.steal_chance`: nothing before ten
    #: such bets faced, and let go if its trial trails); and before the flop a call of the
    #: opener's raise becomes a re-raise against a seat that gives up its raises to re-raises
    #: far more often than a sound player (the ``re-raise`` read, `tendencies.reraise_chance`):
    #: the places an equilibrium leaves money on the table that a count can safely pick up.
    #: On the river a bet it drew with nothing owed and a hand under `BLUFF_BELOW` of the
    #: board (a bluff) is checked against a seat that folds too few river bets for bluffs to
    #: pay (the ``no-bluff`` read). Facing a bet on the flop or turn, where `normal`'s answer
    #: (read from the bettor's range narrowed by its actions) differs from the strategy's, it
    #: is played once its trial shows it earning more against this player (the ``answer``
    #: read: an abstract equilibrium defends against balanced bets; many players' bets are
    #: not).
    steals = True

    def __init__(
        self, seed: int | None = None, abstraction: Abstraction = ABSTRACTIONS["fine"],
        strategy: Strategy | None = None, budget: float | None = None,
    ) -> None:
        super().__init__(seed)
        #: Seconds a decision may take by the clock (None: no limit, every solve whole, so a
        #: simulation is the same on any machine; `ai.budget`): a busy machine makes her play
        #: closer to the blueprint, never slower than the budget allows.
        self.budget = budget
        self.cut_solves = 0  # solves stopped by the budget
        self.abstraction = abstraction
        self._strategy = strategy  # None: the shipped one, read at the first heads-up node
        self.fallback = Exploiting(None if seed is None else seed + 7919)
        self.solved_decisions = 0  # how many decisions the strategy made (the rest: fallback)
        #: The river re-solved at the table (`resolve`), heads-up and with two left.
        self.river = RiverReader(lambda: self.strategy, abstraction)
        self.resolve = True
        #: The turn and river solved as one subgame at the table (`turn`), dealt heads-up.
        self.turn = TurnReader(lambda: self.strategy, abstraction)
        self.resolve_turn = True
        self.resolved_decisions = 0

    @property
    def strategy(self) -> Strategy:
        if self._strategy is None:
            self._strategy = shipped(self.abstraction.name)
        return self._strategy

    def observe(self, view: HoldemView) -> None:
        self.fallback.observe(view)

    def odds(self, view: HoldemView) -> dict[str, float] | None:
        """The strategy's odds for this view by abstract action, or None (not heads-up, not
        readable, or a node it has no odds for)."""
        if len(view.seats) != 2 or len(view.hole) != 2:
            return None
        state = abstract_state(view)
        if state is None:
            return None
        me = 0 if view.seat == view.small_blind_seat else 1
        if state[6] != me:
            return None
        hole = my_combo(view)
        odds = self.strategy.get(key(state, self.abstraction.bucket(hole, board_of(view))))
        acts = legal(state)
        if odds is None or len(odds) != len(acts):
            return None
        kept = {a: p for a, p in zip(acts, odds, strict=True) if p >= self.threshold * 1000}
        total = sum(kept.values())
        if not total:  # (only when the threshold is above every action's odds)
            kept, total = dict(zip(acts, odds, strict=True)), 1000
        return {a: p / total for a, p in kept.items()}

    def thinks_long(self, view: HoldemView) -> bool:
        """This decision starts a turn or river solve (the table shows her thinking first)."""
        if self.resolve_turn and view.street is Street.TURN:
            return self.turn.thinks_long(view)
        return self.resolve and self.river.thinks_long(view, self._beliefs(view))

    def _beliefs(self, view: HoldemView) -> ParamsOf | None:
        """The fallback's beliefs about each seat, for the ranges of two left of a bigger
        table (heads-up the blueprint gives them)."""
        return self.fallback.params_for_view(view) if len(view.seats) > 2 else None

    def choose(self, view: HoldemView) -> HoldemAction:
        deadline = deadline_for(self.budget)
        self.fallback.observe(view)  # the counts behind the steal, current at a real table
        if self.resolve and view.street is Street.RIVER:
            resolved = self.river.odds(view, self._beliefs(view), deadline)
            self.cut_solves += self.river.cut_now
            if resolved is not None:
                self.solved_decisions += 1
                self.resolved_decisions += 1
                action = self._sample(view, resolved)
                if self.steals and isinstance(action, Raise) and self._bluffing(view):
                    return Check() if self.fallback.no_bluff(view, situation(view)) else action
                return action
        odds = None
        if self.resolve_turn and view.street is Street.TURN:
            odds = self.turn.odds(view, deadline)
            self.cut_solves += self.turn.cut_now
            self.resolved_decisions += odds is not None
        if odds is None:
            odds = self.odds(view)
        if odds is None:
            return self.fallback_choose(view)
        self.solved_decisions += 1
        action = self._sample(view, odds)
        if not self.steals:
            return action
        if view.street in ANSWERED and view.to_call:
            theirs = self.fallback.choose(view)
            if theirs != action and self.fallback.answer_read(view):
                return theirs
            return action
        if isinstance(action, Check) and view.street in (Street.FLOP, Street.TURN):
            return Raise() if self.fallback.steal_read(view, situation(view)) else action
        if isinstance(action, Call) and view.street is Street.PREFLOP:
            return Raise() if self.fallback.reraise(view, situation(view)) else action
        if isinstance(action, Raise) and view.street is Street.RIVER and self._bluffing(view):
            return Check() if self.fallback.no_bluff(view, situation(view)) else action
        return action

    def fallback_choose(self, view: HoldemView) -> HoldemAction:
        """A decision the strategy has no odds for: `normal` with its reads."""
        return self.fallback.choose(view)

    @staticmethod
    def _bluffing(view: HoldemView) -> bool:
        """A river bet with nothing owed and a hand in the board's bottom third: a bluff."""
        return not view.to_call and percentiles(board_of(view))[my_combo(view)] < BLUFF_BELOW

    def _sample(self, view: HoldemView, odds: dict[str, float]) -> HoldemAction:
        allowed = legal_of(view)
        play: dict[HoldemAction, float] = {}
        stay = Check() if HoldemActionKind.CHECK in allowed else Call()
        for a, p in odds.items():
            if a == "r" and HoldemActionKind.RAISE in allowed:
                action: HoldemAction = Raise()
            elif a == "f" and HoldemActionKind.FOLD in allowed:
                action = Fold()
            else:  # a raise not allowed now is a call; a fold not offered, a check
                action = stay
            play[action] = play.get(action, 0.0) + p
        pick = self.rng.random() * sum(play.values())
        for action, p in play.items():
            pick -= p
            if pick < 0:
                return action
        return stay


def coarse(seed: int | None = None) -> Solved:
    """The coarse abstraction's player (13 pre-flop groups, fewer bins after the flop), for
    the simulator: ``drawpoker.ai.holdem.solved.player:coarse``."""
    player = Solved(seed, ABSTRACTIONS["coarse"])
    player.name = "solved-coarse"
    return player


def blueprint_river(seed: int | None = None) -> Solved:
    """`hard` without the turn and river re-solves (the blueprint's turn and river), for
    paired comparisons: ``drawpoker.ai.holdem.solved.player:blueprint_river``."""
    player = Solved(seed)
    player.resolve = False
    player.resolve_turn = False
    player.name = "hard-blueprint-river"
    return player


def river_only(seed: int | None = None) -> Solved:
    """`hard` with its river re-solved but the blueprint's turn, for paired comparisons of
    what the turn solve adds: ``drawpoker.ai.holdem.solved.player:river_only``."""
    player = Solved(seed)
    player.resolve_turn = False
    player.name = "hard-river-only"
    return player
