"""What `normal` counts about each seat from the public records of finished hands (the actions
everyone saw and the hands shown down), and how far it lets the counts move its play.

Every rate is pulled toward a sound player's by pseudo-chances (`drawpoker.ai.rate.Rate`), and
each read moves nothing until the pulled rate leaves the band sound players stay in, so a few
hands of evidence change nothing and a wild rate moves play only as the chances pile up:

- aggression: bets and raises over the chances to bet or raise (every street; a decision at
  the raise cap is no chance). A seat that bets or raises nearly every time it may is not
  believed: its bets stop narrowing its range (`trust`).
- folds to the first bet of each street after the flop. Heads-up on the flop and turn, a seat
  that folds to it far more often than the bet needs to break even is bet into with hands
  `normal` would check (`steal_chance`).
- folds to a re-raise of its own first raise before the flop. A seat that gives up its opens
  to a re-raise far more often than a sound player is re-raised, not called (`reraise_chance`).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from drawpoker.ai.holdem.reading import NewRecords, read_actions
from drawpoker.ai.rate import Rate
from drawpoker.engine.holdem.actions import HoldemActionKind
from drawpoker.engine.holdem.street import Street
from drawpoker.engine.holdem.view import HandRecord

RAISE, FOLD = HoldemActionKind.RAISE, HoldemActionKind.FOLD

PRIOR_AGGRESSION = 0.30  # a sound player bets or raises about this share of its chances
AGGRESSION_WEIGHT = 20.0  # pseudo-chances behind that prior
# the shrunk aggression up to which bets are fully believed (the loose-aggressive sparring
# player measures 0.57 heads-up, 0.26 six-handed) and from which they tell nothing
BELIEVED_UP_TO = 0.65
BELIEVED_NONE_AT = 0.95
FOLD_WEIGHT = 20.0  # pseudo-chances behind a seat's fold rate to a bet
STEAL_FROM = 0.05  # folds beyond break-even (and the prior) before any steal
STEAL_SPAN = 0.10  # ... and how much further before every hand it would check is bet
SOUND_RAISES = 0.15  # raises of a first bet up to this share are a sound player's value raises
STEAL_EVIDENCE = 10  # no steal before the seat has faced this many first bets of the street
# an opener facing a re-raise is owed one bet into a pot of five or more, so a sound player
# folds little: its rate is pulled toward this by FOLD_WEIGHT pseudo-chances; from RERAISE_FROM
# on, a raise it opened is re-raised rather than called, every time once its pulled rate
# passes that by RERAISE_SPAN
FOLD_TO_RERAISE_PRIOR = 0.15
RERAISE_FROM = 0.15
RERAISE_SPAN = 0.10


@dataclass(slots=True)
class SeatTendencies:
    aggression: Rate = field(default_factory=Rate)
    fold_to_bet: dict[Street, Rate] = field(default_factory=dict)  # first bet faced, a street
    raise_to_bet: dict[Street, Rate] = field(default_factory=dict)  # the same chances, raised
    fold_to_reraise: Rate = field(default_factory=Rate)  # its first raise pre-flop re-raised

    def aggression_rate(self) -> float:
        return self.aggression.rate(PRIOR_AGGRESSION, AGGRESSION_WEIGHT)

    def trust(self) -> float:
        """How much this seat's bets and raises are believed, 0..1, in steps of 0.05 (a few
        distinct values keep the range caches working): 1 while its aggression stays in the
        band sound players keep to, 0 for one that bets or raises every time it may."""
        excess = (self.aggression_rate() - BELIEVED_UP_TO) / (BELIEVED_NONE_AT - BELIEVED_UP_TO)
        return round(20 * max(0.0, min(1.0, 1.0 - excess))) / 20


@dataclass(slots=True)
class Tendencies:
    """Per seat counts, fed each finished hand once, however often its record is seen."""

    seats: dict[int, SeatTendencies] = field(default_factory=dict)
    _new: NewRecords = field(default_factory=NewRecords)

    def of(self, seat: int) -> SeatTendencies:
        return self.seats.setdefault(seat, SeatTendencies())

    def catch_up(self, history: tuple[HandRecord, ...], raise_cap: int) -> None:
        """Learn every record of ``history`` not learned yet (the counts carry on from one
        game to the next)."""
        for record in self._new.of(history):
            self.learn(record, raise_cap)

    def learn(self, record: HandRecord, raise_cap: int) -> None:
        bettors: dict[Street, set[int]] = {}
        opener: int | None = None  # the seat that raised first before the flop
        answered = False  # ... and whether it has acted again since
        for r in read_actions(record.actions, record.blinds):
            seat = self.of(r.seat)
            # before the flop the blinds are no raise; after it the first bet is counted as one
            cap = raise_cap if r.street is Street.PREFLOP else raise_cap + 1
            if r.raises_before < cap and (r.facing_bet or r.kind is not FOLD):
                seat.aggression.add(r.kind is RAISE)
            if r.street is Street.PREFLOP:
                if opener is None and r.kind is RAISE and r.raises_before == 0:
                    opener = r.seat
                elif r.seat == opener and not answered:
                    answered = True
                    if r.facing_bet and r.raises_before >= 2:
                        seat.fold_to_reraise.add(r.kind is FOLD)
                continue
            mine = bettors.setdefault(r.street, set())
            if r.facing_bet and r.seat not in mine and r.raises_before == 1:
                seat.fold_to_bet.setdefault(r.street, Rate()).add(r.kind is FOLD)
                seat.raise_to_bet.setdefault(r.street, Rate()).add(r.kind is RAISE)
            if r.kind is RAISE:
                mine.add(r.seat)


def _clamp(value: float, low: float, high: float) -> float:
    return max(low, min(high, value))


def reraise_chance(folds: Rate) -> float:
    """The chance to re-raise, rather than call, the first raise of a seat that has folded
    ``folds`` of the times that raise was re-raised: nothing before `STEAL_EVIDENCE` such
    re-raises, then from `RERAISE_FROM` (the rate pulled toward `FOLD_TO_RERAISE_PRIOR` by
    `FOLD_WEIGHT` pseudo-chances) up to every call at `RERAISE_SPAN` beyond. The re-raise costs
    one bet more when called and takes the pot whenever the opener gives up."""
    if folds.chances < STEAL_EVIDENCE:
        return 0.0
    rate = folds.rate(FOLD_TO_RERAISE_PRIOR, FOLD_WEIGHT)
    return _clamp((rate - RERAISE_FROM) / RERAISE_SPAN, 0.0, 1.0)


def steal_chance(folds: Rate, raises: Rate, breakeven: float) -> float:
    """The chance to bet a hand it would check, heads-up on the flop or turn, against a seat
    that has folded to the first bet of that street ``folds`` of its chances and raised it
    ``raises`` of them, ``breakeven`` being the share of folds the bet needs (bet / (pot +
    bet)). The folds less the raises beyond a sound player's value raises (`SOUND_RAISES`: a
    seat that raises a bet about as often as it folds to it is no one to steal from), each
    pulled by `FOLD_WEIGHT` pseudo-chances, the folds toward ``breakeven`` + `STEAL_FROM` and
    the raises toward `SOUND_RAISES`: no steal until the evidence lifts
    that past ``breakeven`` + `STEAL_FROM`, every such hand once it passes it by `STEAL_SPAN`
    more; none at all before `STEAL_EVIDENCE` chances (a few folds in a row are no pattern)."""
    if folds.chances < STEAL_EVIDENCE:
        return 0.0
    raised = max(0.0, raises.rate(SOUND_RAISES, FOLD_WEIGHT) - SOUND_RAISES)
    rate = folds.rate(breakeven + STEAL_FROM, FOLD_WEIGHT) - raised
    return _clamp((rate - breakeven - STEAL_FROM) / STEAL_SPAN, 0.0, 1.0)
