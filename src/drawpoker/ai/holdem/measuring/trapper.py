"""``trapper`` (for measuring only): a passive, trapping player that learns only from the
showdowns it sees.

Its own style: it opens about as wide as a sound player, but after the flop it bets less (it
continues a raise on a third of flops and a sixth of turns), slow-plays strong hands out of
position (checks them, to raise a bet: a check-raise) and semi-bluffs less. From each seat's
shown hands (`sparring.counts`): it calls that seat's river bets as a pot-odds player does
against a range holding as many bluffs as its shown river bets held (a seat never seen
bluffing is called only by hands that beat most of its range); and on the river it bets its
air at twice the balanced frequency against a seat whose shown river calls were strong (it
folds the rest, so bluffs pay) and never against one whose calls were weak, where it bets
thinner for value instead.
"""

from __future__ import annotations

from statistics import median

from drawpoker.ai.holdem.base import CALL, CHECK, FOLD, RAISE, board_of, my_combo
from drawpoker.ai.holdem.sparring.model import Spread, last_to_act, strength_of
from drawpoker.ai.holdem.sparring.style import Sparring, Style
from drawpoker.engine.holdem.actions import HoldemActionKind
from drawpoker.engine.holdem.street import Street
from drawpoker.engine.holdem.view import HoldemView

TRAP = 0.65  # the chance a strong hand out of position checks to raise a bet
STRONG = 0.8  # beats this much of the range: a hand worth trapping with
BLUFF_PRIOR = 0.15  # shown river bets that were bluffs, before any showdown
PRIOR_SHOWN = 6.0  # how many showdowns the prior weighs as


class Trapper(Sparring):
    name = "trapper"
    style = Style(
        open_scale=1.0,
        threebet=0.2,
        defend=0.15,
        value_bet=0.68,
        value_raise=0.72,
        reraise=0.9,
        cbet=0.35,
        barrel=0.15,
        semibluff=0.35,
        draw_raise=0.1,
        bluff_scale=1.0,
        call_margin=0.0,
    )

    def bluff_share(self, seat: int) -> float:
        """The share of ``seat``'s river bets that are bluffs, by its showdowns."""
        return self.counts.of(seat).river_bets_shown.rate(BLUFF_PRIOR, PRIOR_SHOWN)

    def calls_strong(self, seat: int) -> float | None:
        """The median strength of ``seat``'s shown river calls (None before three)."""
        calls = self.counts.of(seat).river_calls_shown
        return median(calls) if len(calls) >= 3 else None

    def _river_bluff(self, view: HoldemView, seat: int, his: Spread) -> float:
        """Balanced, none against a seat whose shown calls were weak, twice as many against
        one whose shown calls were strong."""
        strength = self.calls_strong(seat)
        if strength is not None and strength < 0.55:
            return 0.0
        base = super()._river_bluff(view, seat, his)
        return min(1.0, 2.0 * base) if strength is not None and strength > 0.75 else base

    def raise_shift(self, view: HoldemView, seats: list[int]) -> float:
        if view.street is not Street.RIVER:
            return 0.0
        weak = [self.calls_strong(s) for s in seats]
        return 0.08 if weak and all(w is not None and w < 0.55 for w in weak) else 0.0

    def postflop(self, view: HoldemView) -> HoldemActionKind:
        kind = super().postflop(view)
        seats = [s for s in view.seats if s != view.seat and view.in_hand[s]]
        if len(seats) != 1:
            return kind
        hole, board = my_combo(view), board_of(view)
        ranges = self.spreads(view)
        beaten = ranges[seats[0]].beaten_by(strength_of(hole, board))
        if (kind is RAISE and view.to_call == 0 and view.street is not Street.RIVER
                and not last_to_act(view) and beaten >= STRONG and self.rng.random() < TRAP):
            return CHECK  # slow-play: check to raise his bet
        if view.street is Street.RIVER and view.to_call and kind is FOLD:
            bluffs = self.bluff_share(seats[0])
            # his betting range: ``bluffs`` of it air we beat, the rest his value range
            win = bluffs + (1.0 - bluffs) * beaten * 0.6
            if win >= view.to_call / (view.pot + view.to_call):
                return CALL
        return kind
