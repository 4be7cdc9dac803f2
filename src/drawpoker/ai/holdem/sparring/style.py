"""The sparring players' common play, tuned by a `Style`: shares of starting hands by position
before the flop; after it, the strength of the hand against each opponent's range (`model`),
value bets and raises above thresholds, calls by pot odds, draws semi-bluffed, and river
bluffs in the proportion that makes a call break even (bet / (pot + 2 bets) of the bets made).

Everything comes from the seat's `HoldemView`: its own two cards and the public action.
"""

from __future__ import annotations

from dataclasses import dataclass

from drawpoker.ai.holdem.base import CALL, CHECK, FOLD, RAISE, SeededPlayer, act, board_of, my_combo
from drawpoker.ai.holdem.hands import ALL_COMBOS
from drawpoker.ai.holdem.preflop import preflop_rank
from drawpoker.ai.holdem.sparring.counts import Counts
from drawpoker.ai.holdem.sparring.model import (
    SOUND,
    Reads,
    Spread,
    behind_preflop,
    believed,
    last_to_act,
    open_share,
    range_weights,
    reads_of,
    spread,
    strength_of,
    strengths,
)
from drawpoker.ai.holdem.strength import draws
from drawpoker.engine.holdem.actions import HoldemAction, HoldemActionKind
from drawpoker.engine.holdem.street import Street
from drawpoker.engine.holdem.view import HoldemView


@dataclass(frozen=True, slots=True)
class Style:
    """The numbers that make a tight or a loose player."""

    open_scale: float = 1.0  # times the sound share of hands raised first in
    threebet: float = 0.3  # re-raise with this share of the raiser's range
    defend: float = 0.1  # the big blind calls this much wider than the raiser opens
    value_bet: float = 0.62  # strength against the range to bet when checked to, heads-up
    value_raise: float = 0.74  # ... to raise a bet
    reraise: float = 0.88  # ... to raise a raise
    cbet: float = 0.55  # flop bet without a hand after raising pre-flop, heads-up
    barrel: float = 0.3  # the same on the turn after betting the flop
    semibluff: float = 0.6  # bet a good draw when checked to
    draw_raise: float = 0.2  # raise a bet with a good draw
    bluff_scale: float = 1.0  # river bluffs, times the balanced frequency
    call_margin: float = 0.0  # added to the pot odds a call needs


def pot_equity(beaten: float, street: Street) -> float:
    """Share of the pot a hand that beats ``beaten`` of the range now can expect at showdown:
    on the flop and turn cards are to come, so the worst hand keeps some and the best loses
    some."""
    if street is Street.FLOP:
        return 0.12 + 0.76 * beaten
    if street is Street.TURN:
        return 0.06 + 0.88 * beaten
    return beaten


class Sparring(SeededPlayer):
    """The plain sparring player; `TightAggressive` and `LooseAggressive` only set the style,
    the adaptive player also reads each seat (`reads_for`, the hooks below)."""

    name = "sparring"
    style = Style()

    def __init__(self, seed: int | None = None) -> None:
        super().__init__(seed)
        self.counts = Counts()

    def observe(self, view: HoldemView) -> None:
        self.counts.catch_up(view.history)

    # ------------------------------------------------------------------ hooks
    def belief(self, seat: int) -> float:
        """How much a bet from ``seat`` means, from how often it bets or raises after the flop
        (every good player stops believing a maniac): 1 for a sound player, little for one who
        bets nearly always."""
        aggression = self.counts.of(seat).aggression.rate(0.35, 20.0)
        return max(0.05, min(1.0, (0.85 - aggression) / 0.4))

    def reads_for(self, view: HoldemView, seat: int) -> Reads:
        """How this seat's actions narrow its range (the adaptive player learns more)."""
        return believed(SOUND, self.belief(seat))

    def opener_share(self, view: HoldemView, seat: int) -> float:
        """The share of hands ``seat`` raises first in from where it sits."""
        return open_share(behind_preflop(view, seat))

    def bluff_override(self, view: HoldemView, seat: int) -> float | None:
        """The chance to bluff the river with air against ``seat``, when the adaptive player
        knows better than balance (None: balanced)."""
        return None

    def cbet_chance(self, view: HoldemView, seat: int, chance: float) -> float:
        """The chance to continue betting without a hand against ``seat``."""
        return chance

    def steal_cap(self, view: HoldemView) -> float:
        """The most hands to raise first in (the adaptive player stops stealing from players
        who never fold)."""
        return 1.0

    def raise_shift(self, view: HoldemView, seats: list[int]) -> float:
        """Subtracted from the value-raise thresholds (thinner raises against callers)."""
        return 0.0

    # ------------------------------------------------------------------ deciding
    def choose(self, view: HoldemView) -> HoldemAction:
        self.counts.catch_up(view.history)
        if view.street is Street.PREFLOP:
            return act(view, self.preflop(view))
        return act(view, self.postflop(view))

    def preflop(self, view: HoldemView) -> HoldemActionKind:
        style = self.style
        me = view.seat
        rank = preflop_rank(my_combo(view))  # 0 the best hand, 1 the worst
        raises = view.raises_this_round
        behind = behind_preflop(view, me)
        opponents = [s for s in view.seats if s != me and view.in_hand[s]]
        mine = reads_of(view, me)
        if raises == 0:
            limpers = sum(
                1 for a in view.actions if a.kind is HoldemActionKind.CALL and a.seat != me
            )
            share = min(0.97, open_share(behind) * style.open_scale, self.steal_cap(view))
            if view.to_call == 0:  # the big blind, limped to
                iso = (0.45 if len(opponents) == 1 else 0.15) * style.open_scale
                return RAISE if rank < iso else CHECK
            if limpers:
                if rank < share * 0.6:
                    return RAISE
                return CALL if rank < share else FOLD
            return RAISE if rank < share else FOLD
        raisers = [a.seat for a in view.actions if a.kind is HoldemActionKind.RAISE]
        his = self.opener_share(view, raisers[0])
        i_raised = any(r.kind is HoldemActionKind.RAISE for r in mine)
        if raises == 1:
            if rank < max(0.03, his * style.threebet):
                return RAISE
            if me == view.big_blind_seat:
                width = his + style.defend if len(opponents) == 1 else his * 0.7
                return CALL if rank < min(0.93, width) else FOLD
            return CALL if rank < his * (0.7 if len(opponents) == 1 else 0.5) else FOLD
        # two raises or more: a re-raise
        three = max(0.03, his * style.threebet * (0.6 if len(set(raisers)) > 1 else 1.0))
        if rank < three * 0.35:
            return RAISE
        if i_raised or (me == view.big_blind_seat and raises == 2):
            return CALL if rank < max(his, 0.3) * 0.9 else FOLD
        return CALL if rank < three * 0.8 else FOLD

    # ------------------------------------------------------------------ after the flop
    def spreads(self, view: HoldemView) -> dict[int, Spread]:
        board = board_of(view)
        dead = set(my_combo(view)) | set(board)
        return {
            seat: spread(
                range_weights(reads_of(view, seat), board, self.reads_for(view, seat)), board, dead
            )
            for seat in view.seats
            if seat != view.seat and view.in_hand[seat]
        }

    def postflop(self, view: HoldemView) -> HoldemActionKind:
        style = self.style
        hole = my_combo(view)
        board = board_of(view)
        street = view.street
        mine = strength_of(hole, board)
        ranges = self.spreads(view)
        seats = list(ranges)
        beaten = 1.0
        for sp in ranges.values():
            beaten *= sp.beaten_by(mine)
        count = len(seats)
        equity = pot_equity(beaten, street)
        extra = 0.07 * (count - 1)
        shift = self.raise_shift(view, seats)
        draw = draws(board).get(hole, 0.0) if street is not Street.RIVER else 0.0
        can_raise = HoldemActionKind.RAISE in view.legal_kinds()
        rng = self.rng.random
        if view.to_call == 0:
            if can_raise and beaten >= style.value_bet + extra - shift:
                return RAISE
            if not can_raise or count > 2:
                return CHECK
            if street is not Street.RIVER:
                if draw >= 0.25 and rng() < style.semibluff:
                    return RAISE
                if count == 1 and self._aggressor(view) and beaten < style.value_bet:
                    chance = style.cbet if street is Street.FLOP else style.barrel
                    if rng() < self.cbet_chance(view, seats[0], chance):
                        return RAISE
                if count == 1 and last_to_act(view) and beaten >= 0.45 and rng() < 0.5:
                    return RAISE  # a thin bet in position when checked to
                return CHECK
            if (
                count == 1
                and beaten < 0.3
                and rng() < self._river_bluff(view, seats[0], ranges[seats[0]])
            ):
                return RAISE
            return CHECK
        bets = view.raises_this_round + 1  # after the flop the first bet is not a raise
        raise_at = (style.value_raise if bets <= 1 else style.reraise) + extra - shift
        if bets >= 3:
            raise_at = max(raise_at, 0.94)
        if can_raise and beaten >= raise_at:
            return RAISE
        if (
            can_raise
            and street is not Street.RIVER
            and bets == 1
            and count == 1
            and draw >= 0.3
            and rng() < style.draw_raise
        ):
            return RAISE
        need = view.to_call / (view.pot + view.to_call)
        if street is Street.FLOP:
            need *= 1.15  # more to pay on the turn
        if street is not Street.RIVER and draw >= 0.2:
            need *= 0.7  # implied odds: a made draw gets paid
        if equity >= need + style.call_margin:
            return CALL
        return FOLD if view.to_call > 0 else CHECK

    def _aggressor(self, view: HoldemView) -> bool:
        """Whether we made the last raise of the previous street (so a bet now continues it)."""
        previous = {Street.FLOP: Street.PREFLOP, Street.TURN: Street.FLOP}.get(view.street)
        raises = [a.seat for a in view.actions if a.street is previous and a.kind is RAISE]
        return bool(raises) and raises[-1] == view.seat

    def _river_bluff(self, view: HoldemView, seat: int, his: Spread) -> float:
        """The chance to bet a hand that cannot win, so that bluffs make up bet / (pot + 2
        bets) of our betting range, the ratio that leaves his call no better than a fold: our
        own range as he sees it, split into value (would bet) and air (cannot win)."""
        override = self.bluff_override(view, seat)
        if override is not None:
            return override
        board = board_of(view)
        unit = view.big_blind
        alpha = unit / (view.pot + 2 * unit)
        weights = range_weights(reads_of(view, view.seat), board, SOUND)
        table = strengths(board)
        dead = set(board)
        value = air = 0.0
        for c, w, s in zip(ALL_COMBOS, weights, table, strict=True):
            if w <= 0 or c[0] in dead or c[1] in dead:
                continue
            b = his.beaten_by(s)
            if b >= self.style.value_bet:
                value += w
            elif b < 0.3:
                air += w
        if air <= 0:
            return 0.0
        balanced = alpha / (1 - alpha) * value / air
        return min(1.0, balanced * self.style.bluff_scale)


class TightAggressive(Sparring):
    """``tag``: few hands, played hard; river bluffs at the balanced frequency."""

    name = "tag"
    style = Style()


class LooseAggressive(Sparring):
    """``lag``: many hands, bets whenever checked to, barrels, raises draws, calls down light,
    bluffs the river more than is balanced."""

    name = "lag"
    style = Style(
        open_scale=1.35,
        threebet=0.45,
        defend=0.15,
        value_bet=0.56,
        value_raise=0.68,
        reraise=0.84,
        cbet=0.85,
        barrel=0.6,
        semibluff=0.9,
        draw_raise=0.6,
        bluff_scale=1.5,
        call_margin=-0.04,
    )
