"""What `normal` counts about each seat from the public records of finished hands (the actions
everyone saw and the hands shown down), and how far it lets the counts move its play.

Every rate is pulled toward a sound player's by pseudo-chances (`drawpoker.ai.rate.Rate`), and
each read moves nothing until the pulled rate leaves the band sound players stay in, so a few
hands of evidence change nothing and a wild rate moves play only as the chances pile up:

- aggression: bets and raises over the chances to bet or raise (every street; a decision at
  the raise cap is no chance). A seat that bets or raises nearly every time it may is not
  believed: its bets stop narrowing its range (`trust`).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from drawpoker.ai.holdem.hands import combo
from drawpoker.ai.holdem.reading import read_actions
from drawpoker.ai.holdem.strength import percentiles
from drawpoker.ai.rate import Rate
from drawpoker.engine.holdem.actions import HoldemActionKind
from drawpoker.engine.holdem.street import Street
from drawpoker.engine.holdem.view import HandRecord

RAISE, CALL, FOLD = HoldemActionKind.RAISE, HoldemActionKind.CALL, HoldemActionKind.FOLD

PRIOR_AGGRESSION = 0.30  # a sound player bets or raises about this share of its chances
AGGRESSION_WEIGHT = 20.0  # pseudo-chances behind that prior
# the shrunk aggression up to which bets are fully believed (the loose-aggressive sparring
# player measures 0.57 heads-up, 0.26 six-handed) and from which they tell nothing
BELIEVED_UP_TO = 0.65
BELIEVED_NONE_AT = 0.95
PRIOR_BET_FIRST = 0.45  # a sound player bets about this share of the streets checked to it
BET_FIRST_WEIGHT = 20.0
BET_FIRST_NONE_AT = 0.95  # a seat that bets this share of them tells nothing by betting
WEAK = 0.35  # a shown river hand below this percentile of the board was a bluff


@dataclass(slots=True)
class SeatTendencies:
    aggression: Rate = field(default_factory=Rate)
    fold_to_bet: dict[Street, Rate] = field(default_factory=dict)  # first bet faced, a street
    bet_first: dict[Street, Rate] = field(default_factory=dict)  # bets when nothing is owed
    river_bets_shown: Rate = field(default_factory=Rate)  # taken: the hand shown was weak

    def aggression_rate(self) -> float:
        return self.aggression.rate(PRIOR_AGGRESSION, AGGRESSION_WEIGHT)

    def trust(self, up_to: float = BELIEVED_UP_TO) -> float:
        """How much this seat's bets and raises are believed, 0..1, in steps of 0.05 (a few
        distinct values keep the range caches working): 1 while its aggression stays in the
        band sound players keep to, 0 for one that bets or raises every time it may."""
        excess = (self.aggression_rate() - up_to) / (BELIEVED_NONE_AT - up_to)
        return round(20 * max(0.0, min(1.0, 1.0 - excess))) / 20

    def bet_trust(self, up_to: float) -> tuple[float, float, float]:
        """Per street after the flop, how much a bet made when nothing was owed is believed,
        in steps of 0.05: 1 while the seat bets at most ``up_to`` of those chances (shrunk),
        0 when it bets every time."""

        def trust(street: Street) -> float:
            rate = self.bet_first.get(street, Rate()).rate(PRIOR_BET_FIRST, BET_FIRST_WEIGHT)
            excess = (rate - up_to) / (BET_FIRST_NONE_AT - up_to)
            return round(20 * max(0.0, min(1.0, 1.0 - excess))) / 20

        return (trust(Street.FLOP), trust(Street.TURN), trust(Street.RIVER))


@dataclass(slots=True)
class Tendencies:
    """Per seat counts, fed each finished hand once, however often its record is seen."""

    seats: dict[int, SeatTendencies] = field(default_factory=dict)
    _first: object = None
    _seen: int = 0

    def of(self, seat: int) -> SeatTendencies:
        return self.seats.setdefault(seat, SeatTendencies())

    def catch_up(self, history: tuple[HandRecord, ...], raise_cap: int) -> None:
        """Learn every record of ``history`` not learned yet. A history that starts with
        another first hand is another game (the simulator deals each hand as a fresh game):
        its records are new, the counts carry on."""
        first = history[0] if history else None
        if first is not self._first:
            self._first, self._seen = first, 0
        for record in history[self._seen :]:
            self.learn(record, raise_cap)
        self._seen = len(history)

    def learn(self, record: HandRecord, raise_cap: int) -> None:
        bettors: dict[Street, set[int]] = {}
        for r in read_actions(record.actions, record.blinds):
            seat = self.of(r.seat)
            # before the flop the blinds are no raise; after it the first bet is counted as one
            cap = raise_cap if r.street is Street.PREFLOP else raise_cap + 1
            if r.raises_before < cap and (r.facing_bet or r.kind is not FOLD):
                seat.aggression.add(r.kind is RAISE)
            if r.street is Street.PREFLOP:
                continue
            mine = bettors.setdefault(r.street, set())
            if not r.facing_bet:
                seat.bet_first.setdefault(r.street, Rate()).add(r.kind is RAISE)
            if r.facing_bet and r.seat not in mine and r.raises_before == 1:
                seat.fold_to_bet.setdefault(r.street, Rate()).add(r.kind is FOLD)
            if r.kind is RAISE:
                mine.add(r.seat)
        self._learn_shown(record)

    def _learn_shown(self, record: HandRecord) -> None:
        if not record.shown or len(record.board) < 5:
            return
        table = percentiles(tuple(card.index for card in record.board))
        shown = {seat: combo(a.index, b.index) for seat, (a, b) in record.shown}
        for r in read_actions(record.actions, record.blinds):
            if r.street is Street.RIVER and r.kind is RAISE and r.seat in shown:
                strength = table.get(shown[r.seat])
                if strength is not None:
                    self.of(r.seat).river_bets_shown.add(strength < WEAK)


FOLD_WEIGHT = 20.0  # pseudo-chances behind the river fold rate a bluff is judged by
SHOWN_WEIGHT = 8.0


def _clamp(value: float, low: float, high: float) -> float:
    return max(low, min(high, value))


def river_bluff_chance(balanced: float, folds: Rate, breakeven: float) -> float:
    """The chance to bet a river hand that cannot win against a seat that has folded to river
    bets ``folds`` of its chances: ``balanced`` while the (shrunk) rate is near what a bluff
    needs to break even, rising to every such hand as it passes it by 0.10 to 0.35, falling
    to none as it drops 0.10 below."""
    rate = folds.rate(breakeven + 0.05, FOLD_WEIGHT)
    more = _clamp((rate - breakeven - 0.10) / 0.25, 0.0, 1.0)
    less = _clamp((breakeven - rate) / 0.10, 0.0, 1.0)
    return (balanced + (1.0 - balanced) * more) * (1.0 - less)


def steal_chance(
    folds: Rate, breakeven: float, start: float = 0.15, span: float = 0.30, most: float = 0.8
) -> float:
    """The chance to bet a hand it would check, heads-up on the flop or turn, against a seat
    that has folded to the first bet of the street ``folds`` of its chances: none while the
    (shrunk) rate stays within 0.15 of what the bet needs to break even, rising to 0.8 as it
    passes it by 0.45."""
    rate = folds.rate(breakeven + 0.05, FOLD_WEIGHT)
    return most * _clamp((rate - breakeven - start) / span, 0.0, 1.0)


def bluff_reweight(shown: Rate, model: float) -> float:
    """The factor for the weak hands (below `WEAK` on the river) of a seat's river betting
    range, so that they make up the share of bluffs its river bets shown down held, that
    share pulled toward ``model`` (the weak share the range model gives them) by
    `SHOWN_WEIGHT` showdowns: 1 on no evidence, bounded to 0.2..2."""
    if model <= 0.0 or model >= 1.0:
        return 1.0
    rate = shown.rate(model, SHOWN_WEIGHT)
    factor = rate * (1 - model) / (model * (1 - rate)) if rate < 1.0 else 2.0
    return _clamp(factor, 0.2, 2.0)
