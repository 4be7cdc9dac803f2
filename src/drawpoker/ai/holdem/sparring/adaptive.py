"""``adaptive``: the tight-aggressive player that counts each seat's public frequencies
(`counts.Counts`) and leaves balanced play where a count shows a leak worth the money:

- river bluffs: against a seat that folds to river bets more often than a bluff needs to break
  even (bet / (pot + bet)), every hand that cannot win is bet; against one that folds less,
  none is;
- river calls: the seat's river bets are read with as many bluffs as its shown river bets held
  (a seat that never showed a river bluff is called only by hands that beat its value bets);
- after the flop it bets without a hand more against seats that fold to bets, less against
  seats that do not, and raises thinner for value against seats that never fold to a raise;
- before the flop it reads a seat's opening raises and limps by how often it raised and
  entered first in, and stops stealing from a seat that never folds to a raise.
"""

from __future__ import annotations

from drawpoker.ai.holdem.sparring.counts import PRIOR_CHANCES
from drawpoker.ai.holdem.sparring.model import SOUND, Reads, behind_preflop, believed, open_share
from drawpoker.ai.holdem.sparring.style import TightAggressive
from drawpoker.engine.holdem.street import Street
from drawpoker.engine.holdem.view import HoldemView

SHOWN_PRIOR = 0.12  # share of shown river bets that were bluffs, before any showdown


def _clamp(value: float, low: float, high: float) -> float:
    return max(low, min(high, value))


def bluff_floor(weak_share: float) -> float:
    """The weight a weak hand keeps after a river bet (`Reads.river_bluffs`) that makes about
    ``weak_share`` of a bettor's range weak (below the 35th percentile), for a range otherwise
    weighted by strength squared over evenly spread strengths."""
    m, t = 1 / 3, 0.35**3 / 3
    return _clamp((weak_share * m - t) / (0.35 - t - weak_share * (1 - m)), 0.003, 0.9)


class Adaptive(TightAggressive):
    name = "adaptive"

    # ------------------------------------------------------------------ reads
    def reads_for(self, view: HoldemView, seat: int) -> Reads:
        counts = self.counts.of(seat)
        prior = open_share(behind_preflop(view, seat))
        weak = counts.river_bets_shown.rate(SHOWN_PRIOR, 8.0)
        return believed(
            Reads(
                open=_clamp(counts.first_in_raise.rate(prior, PRIOR_CHANCES), 0.04, 1.0),
                reraise=SOUND.reraise,
                call=SOUND.call,
                limp=_clamp(counts.first_in_enter.rate(SOUND.limp, PRIOR_CHANCES), 0.1, 1.0),
                bet_power=SOUND.bet_power,
                bluffs=SOUND.bluffs,
                river_bluffs=round(bluff_floor(weak), 3),
                call_power=SOUND.call_power,
            ),
            self.belief(seat),
        )

    def opener_share(self, view: HoldemView, seat: int) -> float:
        prior = super().opener_share(view, seat)
        return _clamp(self.counts.of(seat).first_in_raise.rate(prior, PRIOR_CHANCES), 0.04, 1.0)

    def bluff_override(self, view: HoldemView, seat: int) -> float | None:
        breaks_even = view.big_blind / (view.pot + view.big_blind)
        folds = self.counts.of(seat).folds(Street.RIVER, breaks_even)
        if folds >= breaks_even + 0.06:
            return 1.0
        if folds <= breaks_even - 0.05:
            return 0.0
        return None

    def cbet_chance(self, view: HoldemView, seat: int, chance: float) -> float:
        folds = self.counts.of(seat).folds(view.street, 0.4)
        if folds >= 0.5:
            return max(chance, 0.95)
        if folds < 0.25:
            return chance * 0.3
        return chance

    def raise_shift(self, view: HoldemView, seats: list[int]) -> float:
        stubborn = all(self.counts.of(s).fold_to_raise.rate(0.2, PRIOR_CHANCES) < 0.08
                       for s in seats)
        return 0.05 if stubborn else 0.0

    def steal_cap(self, view: HoldemView) -> float:
        others = [s for s in view.seats if s != view.seat and view.in_hand[s]]
        if all(self.counts.of(s).preflop_fold.rate(0.3, PRIOR_CHANCES) < 0.1 for s in others):
            return 0.65  # nobody folds: raise only hands that want a call
        return 1.0
