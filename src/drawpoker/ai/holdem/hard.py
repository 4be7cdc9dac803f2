"""The hard hold'em level: normal's equity play, with each opponent's range read through what
that opponent has shown (how often it enters, raises, bets, folds to a bet), river bluffs at a
frequency balanced against the fixed raise size, and thinner value bets against players who do
not fold. Every learned frequency is shrunk toward a sensible prior (`drawpoker.ai.rate.shrunk`),
so it moves only as far as the evidence goes.
"""

from __future__ import annotations

from drawpoker.ai.holdem.base import RAISE, act
from drawpoker.ai.holdem.levels import Normal
from drawpoker.ai.holdem.ranges import DEFAULT, RangeParams
from drawpoker.ai.holdem.situation import ParamsOf, Situation, situation
from drawpoker.ai.holdem.stats import (
    PRIOR_BET_STRENGTH,
    PRIOR_CALL_STRENGTH,
    PRIOR_FOLD_TO_BET,
    PRIOR_PFR,
    PRIOR_VPIP,
    TableStats,
)
from drawpoker.engine.holdem.actions import HoldemAction
from drawpoker.engine.holdem.street import Street
from drawpoker.engine.holdem.view import HoldemView


def _clamp(value: float, low: float, high: float) -> float:
    return max(low, min(high, value))


def _told(strength: float, prior: float) -> float:
    """How much to believe an action, from how strong the hands shown after it were: as
    much as normal does at the prior strength, nothing when they were no better than a
    random hand (percentile 0.5), up to a third more when stronger than the prior."""
    return _clamp((strength - 0.5) / (prior - 0.5), 0.0, 1.3)


class Hard(Normal):
    name = "hard-reads"
    facing_discount = 0.0  # hard keeps the calls it was measured with (docs/ai.md)
    cautious = False

    def __init__(self, seed: int | None = None) -> None:
        super().__init__(seed)
        self.table = TableStats()
        self._learned = 0  # records of the current match's history already counted

    # ------------------------------------------------------------------ learning
    def _catch_up(self, view: HoldemView) -> None:
        history = view.history
        if len(history) < self._learned:  # a new match
            self.table = TableStats()
            self._learned = 0
        for record in history[self._learned :]:
            self.table.learn(record)
        self._learned = len(history)

    def observe(self, view: HoldemView) -> None:
        """The simulator's hook: learn the hand just finished (each hand a fresh game)."""
        if view.history:
            self.table.learn(view.history[-1])

    def params_for(self, seat: int) -> RangeParams:
        """Normal's beliefs, scaled by how this seat's shrunk estimates compare with the
        priors: with no evidence exactly normal's; a player who raises twice as often has a
        raising range twice as wide; a bet from one whose bets showed down no better than
        random hands tells nothing."""
        stats = self.table.of(seat)
        loose = stats.vpip_rate / PRIOR_VPIP
        aggressive = stats.pfr_rate / PRIOR_PFR
        return RangeParams(
            open=_clamp(DEFAULT.open * aggressive, 0.03, 1.0),
            reraise=_clamp(DEFAULT.reraise * aggressive, 0.02, 1.0),
            call=_clamp(DEFAULT.call * loose, 0.05, 1.0),
            limp=_clamp(DEFAULT.limp * loose, 0.05, 1.0),
            bet_belief=min(1.0, DEFAULT.bet_belief * _told(stats.bet_strength, PRIOR_BET_STRENGTH)),
            call_belief=min(
                1.0, DEFAULT.call_belief * _told(stats.call_strength, PRIOR_CALL_STRENGTH)
            ),
        )

    def params_of(self) -> ParamsOf | None:
        return self.params_for

    def _fold_rate(self, spot: Situation) -> float:
        """The lowest fold-to-bet rate among the opponents still in (the one who calls)."""
        return min(self.table.of(s).fold_to_bet_rate for s in spot.opponents)

    def value_margin(self, spot: Situation) -> float:
        margin = super().value_margin(spot)
        if spot.street is not Street.PREFLOP and spot.opponents:
            # against players whose calls showed down weak hands, bet thinner: they pay off
            weakest = min(self.table.of(s).call_strength for s in spot.opponents)
            loose = (PRIOR_CALL_STRENGTH - weakest) / (PRIOR_CALL_STRENGTH - 0.5)
            margin -= 0.06 * _clamp(loose, 0.0, 1.0)
        return margin

    # ------------------------------------------------------------------ deciding
    def choose(self, view: HoldemView) -> HoldemAction:
        self._catch_up(view)
        spot = situation(view)
        equity = self.equity(view, spot)
        if self._bluff(spot, equity):
            return act(view, RAISE)
        return act(view, self.decide(spot, equity))

    def _bluff(self, spot: Situation, equity: float) -> bool:
        """River, checked to us heads-up, a hand that cannot win a showdown: bet so that our
        bets are bluffs in the proportion unit / (pot + 2 unit) (what makes a call break
        even), scaled by how often this opponent folds to a bet compared with the prior."""
        if not (
            spot.street is Street.RIVER
            and spot.to_call == 0
            and spot.count == 1
            and spot.can_raise
            and equity < 0.2
        ):
            return False
        bet = spot.unit
        bluff_share = bet / (spot.pot + 2 * bet)
        value_share = 0.3  # about how often a river is bet for value when checked to
        per_weak_hand = bluff_share / (1 - bluff_share) * value_share / 0.4
        folds = self._fold_rate(spot)
        factor = _clamp((folds - 0.2) / (PRIOR_FOLD_TO_BET - 0.2), 0.0, 2.0)
        return self.rng.random() < per_weak_hand * factor
