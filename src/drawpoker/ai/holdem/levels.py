"""The easy and normal hold'em levels: both decide from equity, pot odds and the raise size.

easy   equity against random hands (it does not read the betting), some noise, calls too much
       and rarely bets without a hand.
normal equity against ranges narrowed by the public action; pot odds plus implied odds for
       draws and for the players still to answer the bet; raises for value when its equity
       beats the share it needs against the callers; semi-bluffs draws; bets more readily in
       position when checked to.
"""

from __future__ import annotations

from drawpoker.ai.holdem.base import CALL, CHECK, FOLD, RAISE, SeededPlayer, act
from drawpoker.ai.holdem.situation import (
    ParamsOf,
    Situation,
    random_equity,
    range_equity,
    situation,
)
from drawpoker.engine.holdem.actions import HoldemAction, HoldemActionKind
from drawpoker.engine.holdem.street import Street
from drawpoker.engine.holdem.view import HoldemView


class Easy(SeededPlayer):
    name = "easy"

    def choose(self, view: HoldemView) -> HoldemAction:
        spot = situation(view)
        equity = random_equity(spot, self.rng) + self.rng.gauss(0.0, 0.05)
        if spot.can_raise and equity >= 1 / (spot.count + 1) + 0.22:
            return act(view, RAISE)
        if spot.to_call == 0:
            return act(view, RAISE if self.rng.random() < 0.06 else CHECK)
        if equity >= 0.65 * spot.pot_odds or self.rng.random() < 0.12:
            return act(view, CALL)
        return act(view, FOLD)


class Normal(SeededPlayer):
    """Reads the betting with fixed beliefs about everyone (the hard level learns them)."""

    name = "normal"
    evaluations = 1600

    def params_of(self) -> ParamsOf | None:
        return None

    def equity(self, view: HoldemView, spot: Situation) -> float:
        return range_equity(view, spot, self.rng, self.evaluations, self.params_of())

    def value_margin(self, spot: Situation) -> float:
        """How far above its fair share of the pot a hand must be to raise for value."""
        return (0.10 if spot.count == 1 else 0.06) + 0.05 * spot.raises

    def choose(self, view: HoldemView) -> HoldemAction:
        spot = situation(view)
        equity = self.equity(view, spot)
        return act(view, self.decide(spot, equity))

    def decide(self, spot: Situation, equity: float) -> HoldemActionKind:
        fair = 1 / (spot.count + 1)
        postflop = spot.street is not Street.PREFLOP
        drawing = spot.street in (Street.FLOP, Street.TURN) and spot.draw >= 0.25
        if spot.can_raise and equity >= fair + self.value_margin(spot):
            return RAISE
        if spot.to_call == 0:
            if spot.can_raise and drawing and spot.count <= 2 and self.rng.random() < 0.5:
                return RAISE  # semi-bluff
            if (
                spot.can_raise
                and postflop
                and spot.last_to_act
                and spot.count <= 2
                and equity >= fair - 0.05
            ):
                return RAISE  # checked to us in position
            return CHECK
        implied = 0.0
        if drawing:
            implied = spot.unit * spot.count * (1.0 if spot.street is Street.FLOP else 0.5)
        # players still to answer this bet add to the pot; count half of them in (they
        # are also why the equity is against all of them)
        future = 0.5 * spot.behind
        need = spot.to_call / (spot.pot + spot.to_call + implied + future)
        if equity >= need:
            if (
                spot.can_raise
                and drawing
                and spot.count == 1
                and spot.raises == 1
                and self.rng.random() < 0.35
            ):
                return RAISE  # semi-bluff raise
            return CALL
        return FOLD
