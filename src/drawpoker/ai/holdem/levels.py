"""The easy and normal hold'em levels: both decide from equity, pot odds and the raise size.

easy   equity against random hands (it does not read the betting), some noise, calls too much
       and rarely bets without a hand.
normal equity against ranges narrowed by the public action; pot odds plus implied odds for
       draws and for the players still to answer the bet; raises for value when its equity
       beats the share it needs against the callers; semi-bluffs draws; bets more readily in
       position when checked to. Before the flop it raises or folds by position and table
       size (`position.open_share`), and reads others' raises by where they sat. After the
       flop it believes a raise of a bet more than a bet, so it folds to one when the raiser's
       range beats it. On the river heads-up it bluffs its weakest hands at the balanced
       frequency, defends against bets by pot odds and the minimum defence frequency, and
       re-raises a raise only near the nuts. At a table of three or more, heads-up after the
       flop, it bets thinner for value (`THIN_VALUE`), and before the flop it re-raises a
       raise nobody has called with a thinner margin (`LIGHT_RERAISE`); heads-up it
       re-raises the opening raise with every hand ahead of the opening range. From the public
       records of finished hands it counts each seat's tendencies (`tendencies`): it stops
       believing the bets of a seat that bets or raises nearly every time it may, and
       heads-up on the flop and turn it bets hands it would check into a seat that folds to
       bets far too often (on the river, only hands that cannot win); before the flop it
       re-raises, rather than calls, a raiser that folds its raises to re-raises far too
       often. Heads-up tables call flop and turn bets with lighter margins than full ones
       (`HEADS_UP_MARGINS`).
"""

from __future__ import annotations

import random
from bisect import bisect_left
from dataclasses import replace

from drawpoker.ai.holdem.base import CALL, CHECK, FOLD, RAISE, SeededPlayer, act
from drawpoker.ai.holdem.position import (
    behind_preflop,
    open_share,
    preflop_limpers,
    raise_uncalled,
)
from drawpoker.ai.holdem.preflop import preflop_rank
from drawpoker.ai.holdem.ranges import DEFAULT, RangeParams, opponent_range
from drawpoker.ai.holdem.situation import (
    ParamsOf,
    Situation,
    random_equity,
    range_equity,
    situation,
)
from drawpoker.ai.holdem.strength import percentiles
from drawpoker.ai.holdem.tendencies import (
    Tendencies,
    reraise_chance,
    steal_chance,
)
from drawpoker.ai.rate import Rate
from drawpoker.engine.holdem.actions import HoldemAction, HoldemActionKind
from drawpoker.engine.holdem.street import Street
from drawpoker.engine.holdem.view import HoldemView

AIR = 0.2  # equity below which a river hand cannot win a showdown: a bluff if it bets
THIN_VALUE = 0.04  # the value margin heads-up after the flop at a table of three or more
# the value margin to re-raise a raise nobody has called yet, at a table of three or more
LIGHT_RERAISE = 0.05
# heads-up, the value margin to re-raise the one raise made (the big blind against the small
# blind's opening raise): any hand ahead of the opening range
HEADS_UP_RERAISE = 0.0
# what a made hand facing a bet after the flop adds to the pot odds it needs: on the flop, on
# the turn, and when a player still acts after it (`Normal.call_margin`)
TABLE_MARGINS = (0.08, 0.05, 0.03)
HEADS_UP_MARGINS = (0.04, 0.03, 0.0)


def _params(open_: float) -> RangeParams:
    return replace(DEFAULT, open=round(open_, 3), raise_belief=0.9)


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
    # a made hand facing a bet on the flop or turn asks this much more equity, and calls
    # after the flop carry the margins in `decide` (False: the calls hard was measured with)
    facing_discount = 0.05
    cautious = True
    river_value_margin = 0.10  # heads-up on the river, a bet for value wants equity 0.6
    steals = True  # bets flops and turns into seats that fold to bets (`steal`)

    def __init__(self, seed: int | None = None) -> None:
        super().__init__(seed)
        self.tendencies = Tendencies()  # this object's own: nothing shared between players
        self.read_rng = random.Random(None if seed is None else seed + 1)

    def observe(self, view: HoldemView) -> None:
        """Count the finished hands' public records (the simulator shows each hand's final
        view; at a real table `choose` reads the same history itself)."""
        self.tendencies.catch_up(view.history, view.rules.raise_cap)

    def params_of(self) -> ParamsOf | None:
        """Per-seat beliefs learned from the table (the hard level); None: `positional`."""
        return None

    def positional(self, view: HoldemView) -> ParamsOf:
        """Fixed beliefs, with each seat's first raise read as the share of hands a sound
        player opens from where it sat, and a raise of a bet after the flop believed; the bets
        and raises of a seat that bets or raises nearly every time it may believed only as far
        as `Tendencies.trust` allows."""

        def params(seat: int) -> RangeParams:
            base = _params(open_share(behind_preflop(view, seat), seat == view.small_blind_seat))
            if seat == view.seat:
                return base
            trust = self.tendencies.of(seat).trust()
            if trust >= 1.0:
                return base
            return replace(
                base,
                bet_belief=round(base.bet_belief * trust, 3),
                raise_belief=round((base.raise_belief or 0.0) * trust, 3),
            )

        return params

    def params_for_view(self, view: HoldemView) -> ParamsOf:
        return self.params_of() or self.positional(view)

    def equity(self, view: HoldemView, spot: Situation) -> float:
        return range_equity(view, spot, self.rng, self.evaluations, self.params_for_view(view))

    def value_margin(self, spot: Situation) -> float:
        """How far above its fair share of the pot a hand must be to raise for value. At a
        table of three or more, heads-up after the flop, 0.04: the bet is one big blind
        whatever the pot, so the pot lays a caller four to one or better and a sound player
        calls with nearly all of his range; a bet then wins whenever it beats most of that
        range, and a thicker margin only checks hands that would have been paid. Heads-up
        tables keep 0.10, the margin their results were measured with."""
        if spot.count == 1 and spot.seats >= 3 and spot.street is not Street.PREFLOP:
            return THIN_VALUE + 0.05 * spot.raises
        return (0.10 if spot.count == 1 else 0.06) + 0.05 * spot.raises

    def choose(self, view: HoldemView) -> HoldemAction:
        self.observe(view)
        spot = situation(view)
        equity = self.equity(view, spot)
        if spot.street is Street.PREFLOP:
            return act(view, self.preflop(view, spot, equity))
        if spot.street is Street.RIVER and spot.count == 1:
            return act(view, self.river(view, spot, equity))
        return act(view, self.decide(spot, equity))

    # ------------------------------------------------------------------ before the flop
    def preflop(self, view: HoldemView, spot: Situation, equity: float) -> HoldemActionKind:
        """Raise or fold first in by position (the heads-up small blind raises most hands and
        folds the rest, it does not limp); against a raise, re-raise for value and call when
        the equity against the raiser's range, discounted for playing the hand out of
        position or against several, pays the price. At a table of three or more a raise
        nobody has called yet is re-raised with a thinner margin (`LIGHT_RERAISE`): the
        re-raise takes the initiative and often the pot, where a call plays the rest of the
        hand behind, out of position from the blinds. Heads-up the one raise made is
        re-raised by every hand ahead of the raiser's range (`HEADS_UP_RERAISE`), about two
        in five of the big blind's hands: the small blind opens most hands and calls a
        re-raise with nearly all of them, so each bet a hand ahead puts in earns its edge,
        and the re-raiser leads the flop; with the full margin one hand in twenty re-raised
        and the big blind nearly always called (docs/ai.md, "The heads-up re-raise")."""
        rank = preflop_rank(spot.hole)  # 0 the best, 1 the worst
        if spot.raises == 0:
            if spot.to_call == 0:  # the big blind, limped to
                share = 0.35 if spot.count == 1 else 0.12
                return RAISE if spot.can_raise and rank < share else CHECK
            share = open_share(behind_preflop(view, view.seat), view.seat == view.small_blind_seat)
            if preflop_limpers(view):
                if rank < share * 0.5:
                    return RAISE
                return CALL if rank < share else FOLD
            return RAISE if rank < share else FOLD
        fair = 1 / (spot.count + 1)
        margin = self.value_margin(spot)
        if spot.raises == 1 and spot.seats >= 3 and raise_uncalled(view):
            margin = LIGHT_RERAISE
        elif spot.raises == 1 and spot.seats == 2:
            margin = HEADS_UP_RERAISE
        if spot.can_raise and equity >= fair + margin:
            return RAISE
        realize = 0.9 if view.seat != view.big_blind_seat else 0.8
        realize -= 0.05 * (spot.count - 1)
        need = spot.to_call / (spot.pot + spot.to_call + 0.5 * spot.behind)
        if equity * realize < need:
            return FOLD
        if self.reraise(view, spot):
            return RAISE  # the opener gives up too many raises to a re-raise
        return CALL

    def reraise(self, view: HoldemView, spot: Situation) -> bool:
        """A call of the one raise made, the raiser alone left to answer: re-raise instead
        when the raiser has folded its first raises to re-raises far more often than a sound
        player (`reraise_chance`). Its own random source, as `steal`."""
        chance = self.reraise_evidence(spot)
        return chance > 0.0 and self.read_rng.random() < chance

    def reraise_evidence(self, spot: Situation) -> float:
        """The chance `reraise` re-raises here (0 outside its spot)."""
        if not (spot.can_raise and spot.raises == 1 and spot.count == 1):
            return 0.0
        return reraise_chance(self.tendencies.of(spot.opponents[0]).fold_to_reraise)

    # ------------------------------------------------------------------ the river heads-up
    def river(self, view: HoldemView, spot: Situation, equity: float) -> HoldemActionKind:
        """Value bets as `decide`; bluffs with its weakest hands in the proportion
        bet / (pot + 2 bets) of its bets, and more of them into a seat that folds the river
        far too often (`steal`); against a bet, calls when the pot odds pay or
        when folding would give up more than the minimum defence frequency allows (a
        bettor then profits from any bluff); re-raises a raise only near the nuts."""
        fair = 0.5
        if spot.to_call == 0:
            if spot.can_raise and equity >= fair + self.value_margin(spot):
                return RAISE
            if spot.can_raise and equity < AIR and self.rng.random() < self.bluff_chance(view):
                return RAISE
            if spot.can_raise and spot.last_to_act and equity >= fair + 0.04:
                return RAISE  # a thin value bet in position when checked to
            if equity < AIR and self.steals and self.steal(spot):
                return RAISE  # a hand that cannot win, bet into a seat that gives up rivers
            return CHECK
        if spot.can_raise:  # after the flop the first bet is no raise: raises 0 is a bet
            if spot.raises == 0 and equity >= fair + self.value_margin(spot):
                return RAISE
            if spot.raises >= 1 and equity >= 0.88:
                return RAISE
        need = spot.to_call / (spot.pot + spot.to_call)
        if equity >= need:
            return CALL
        folds_at_most = spot.to_call / spot.pot  # the bettor's risk over what he can win
        if equity >= 0.05 and self.own_rank(view) >= folds_at_most:
            return CALL
        return FOLD

    def steal(self, spot: Situation) -> bool:
        """Heads-up after the flop, nothing owed: bet a hand it would check against a seat
        that has folded to the first bet of this street (less the times it raised it) far
        more often than the bet needs to break even (`steal_chance`). On the river only a hand
        that cannot win a showdown is bet so (`river`): a hand that can is worth more checked,
        it wins the seat's bluffs and loses no more to its value. Its own random source, so
        the rest of its play draws the same numbers."""
        chance = self.steal_evidence(spot)
        return chance > 0.0 and self.read_rng.random() < chance

    def steal_evidence(self, spot: Situation) -> float:
        """The chance `steal` bets a hand it would check here (0 outside its spot)."""
        if not (spot.can_raise and spot.count == 1 and spot.street is not Street.PREFLOP):
            return 0.0
        seen = self.tendencies.of(spot.opponents[0])
        folds = seen.fold_to_bet.get(spot.street, Rate())
        raises = seen.raise_to_bet.get(spot.street, Rate())
        return steal_chance(folds, raises, spot.unit / (spot.pot + spot.unit))

    def _own_range(self, view: HoldemView) -> tuple[list[float], list[float]]:
        """Our range as the opponent can read it from our public actions (our own cards not
        used), as (percentile on the board, weight) pairs."""
        board = tuple(card.index for card in view.board)
        mine = opponent_range(view, view.seat, self.params_for_view(view)(view.seat),
                              frozenset(board))
        table = percentiles(board)
        return [table[c] for c in mine.combos], list(mine.weights)

    def own_rank(self, view: HoldemView) -> float:
        """The weighted share of our own (public) range that our hand beats on this board."""
        board = tuple(card.index for card in view.board)
        table = percentiles(board)
        hole = (max(c.index for c in view.hole), min(c.index for c in view.hole))
        mine = table[hole]
        values, weights = self._own_range(view)
        total = sum(weights)
        if total <= 0:
            return 0.5
        below = sum(w for v, w in zip(values, weights, strict=True) if v < mine)
        same = sum(w for v, w in zip(values, weights, strict=True) if v == mine)
        return (below + 0.5 * same) / total

    def bluff_chance(self, view: HoldemView) -> float:
        """The chance to bet a hand that cannot win, so that bluffs are about
        bet / (pot + 2 bets) of our bets: our public range split into hands that would bet
        for value (their equity against his range) and hands that cannot win."""
        seat = next(s for s in range(view.players) if view.in_hand[s] and s != view.seat)
        board = tuple(card.index for card in view.board)
        params = self.params_for_view(view)
        his = opponent_range(view, seat, params(seat), frozenset(board))
        table = percentiles(board)
        pairs = sorted(zip((table[c] for c in his.combos), his.weights, strict=True))
        cumulative: list[float] = []
        total = 0.0
        for _, w in pairs:
            total += w
            cumulative.append(total)
        keys = [v for v, _ in pairs]
        if total <= 0:
            return 0.0
        value_at = 0.5 + self.river_value_margin
        value = air = 0.0
        values, weights = self._own_range(view)
        for v, w in zip(values, weights, strict=True):
            at = bisect_left(keys, v)
            beaten = (cumulative[at - 1] if at else 0.0) / total
            if beaten >= value_at:
                value += w
            elif beaten < AIR:
                air += w
        if air <= 0:
            return 0.0
        share = view.big_blind / (view.pot + 2 * view.big_blind)
        return min(1.0, share / (1 - share) * value / air)

    # ------------------------------------------------------------------ flop and turn
    def call_margin(self, spot: Situation) -> float:
        """Added to the pot odds a made hand needs to call after the flop: a hand that calls
        now faces bigger bets on the streets to come, out of position more so, and a raise of
        a bet is worth more respect still. Heads-up (two dealt in) the margins are lighter
        (`HEADS_UP_MARGINS`): there a player bets most flops and turns with anything, and
        folding the big blind's flop to every such bet handed the pot to a loose-aggressive
        player (docs/ai.md, "Heads-up defence")."""
        flop, turn, behind = HEADS_UP_MARGINS if spot.seats == 2 else TABLE_MARGINS
        margin = flop if spot.street is Street.FLOP else turn
        margin += 0.0 if spot.last_to_act else behind
        return margin + (0.08 if spot.raises >= 1 else 0.0)

    def decide(self, spot: Situation, equity: float) -> HoldemActionKind:
        fair = 1 / (spot.count + 1)
        postflop = spot.street is not Street.PREFLOP
        drawing = spot.street in (Street.FLOP, Street.TURN) and spot.draw >= 0.25
        if spot.to_call and postflop and not drawing and spot.street is not Street.RIVER:
            # a made hand facing a bet with cards to come is worth less than its equity now:
            # the bets to come are bigger, and a better hand or a draw that gets there wins them
            equity -= self.facing_discount
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
            if self.steals and self.steal(spot):
                return RAISE
            return CHECK
        implied = 0.0
        if drawing:
            implied = spot.unit * spot.count * (1.0 if spot.street is Street.FLOP else 0.5)
        # players still to answer this bet add to the pot; count half of them in (they
        # are also why the equity is against all of them)
        future = 0.5 * spot.behind
        need = spot.to_call / (spot.pot + spot.to_call + implied + future)
        if postflop and not drawing and self.cautious:
            need += self.call_margin(spot)
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
