"""What the sparring players count about each seat, from public records of finished hands only
(the actions everyone saw and the hands shown down): how often it bets or raises after the
flop, folds to a bet on each street and to a raise after the flop, re-raises when raised on the
river, folds to a raise before the flop, raises or limps first in, and how strong its shown
river bets and river calls were. Every rate is pulled toward a prior while the chances are few.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from drawpoker.ai.holdem.hands import combo
from drawpoker.ai.holdem.reading import NewRecords, read_actions
from drawpoker.ai.holdem.strength import percentiles
from drawpoker.ai.rate import Rate
from drawpoker.engine.holdem.actions import HoldemActionKind
from drawpoker.engine.holdem.street import Street
from drawpoker.engine.holdem.view import HandRecord

RAISE, CALL, FOLD = HoldemActionKind.RAISE, HoldemActionKind.CALL, HoldemActionKind.FOLD
WEAK = 0.35  # a shown river hand below this percentile of the board was a bluff
PRIOR_CHANCES = 10.0  # how many chances a prior rate weighs as, unless a read says otherwise


@dataclass(slots=True)
class SeatCounts:
    fold_to_bet: dict[Street, Rate] = field(default_factory=dict)
    aggression: Rate = field(default_factory=Rate)  # bets and raises, of decisions after the flop
    fold_to_raise: Rate = field(default_factory=Rate)  # after the flop, having bet
    river_reraise: Rate = field(default_factory=Rate)  # raised on the river after betting
    preflop_fold: Rate = field(default_factory=Rate)  # facing a raise before the flop
    first_in_raise: Rate = field(default_factory=Rate)  # raised when nobody had
    first_in_enter: Rate = field(default_factory=Rate)  # raised or limped when nobody had
    river_bets_shown: Rate = field(default_factory=Rate)  # taken: the hand shown was weak
    river_calls_shown: list[float] = field(default_factory=list)

    def folds(self, street: Street, prior: float) -> float:
        return self.fold_to_bet.setdefault(street, Rate()).rate(prior, PRIOR_CHANCES)


@dataclass(slots=True)
class Counts:
    seats: dict[int, SeatCounts] = field(default_factory=dict)
    _new: NewRecords = field(default_factory=NewRecords)

    def of(self, seat: int) -> SeatCounts:
        return self.seats.setdefault(seat, SeatCounts())

    def catch_up(self, history: tuple[HandRecord, ...]) -> None:
        """Learn every record of ``history`` not learned yet."""
        for record in self._new.of(history):
            self.learn(record)

    def learn(self, record: HandRecord) -> None:
        reads = read_actions(record.actions, record.blinds)
        bettor: dict[Street, set[int]] = {}
        entered = False  # somebody has limped or raised before the flop
        for r in reads:
            seat = self.of(r.seat)
            if r.street is Street.PREFLOP:
                if not entered and r.raises_before == 0 and r.facing_bet:
                    seat.first_in_raise.add(r.kind is RAISE)
                    seat.first_in_enter.add(r.kind is not FOLD)
                if r.raises_before and r.facing_bet:
                    seat.preflop_fold.add(r.kind is FOLD)
                entered = entered or r.kind in (RAISE, CALL)
                continue
            mine = bettor.setdefault(r.street, set())
            seat.aggression.add(r.kind is RAISE)
            if r.facing_bet:
                if r.seat not in mine:
                    seat.fold_to_bet.setdefault(r.street, Rate()).add(r.kind is FOLD)
                else:  # its own bet or raise was raised
                    seat.fold_to_raise.add(r.kind is FOLD)
                    if r.street is Street.RIVER:
                        seat.river_reraise.add(r.kind is RAISE)
            if r.kind is RAISE:
                mine.add(r.seat)
        self._learn_shown(record)

    def _learn_shown(self, record: HandRecord) -> None:
        if not record.shown or len(record.board) < 5:
            return
        board = tuple(card.index for card in record.board)
        table = percentiles(board)
        shown = {seat: combo(a.index, b.index) for seat, (a, b) in record.shown}
        for r in read_actions(record.actions, record.blinds):
            if r.street is not Street.RIVER or r.seat not in shown:
                continue
            strength = table.get(shown[r.seat])
            if strength is None:  # pragma: no cover - a shown hand never shares a board card
                continue
            if r.kind is RAISE:
                self.of(r.seat).river_bets_shown.add(strength < WEAK)
            elif r.kind is CALL and r.facing_bet:
                self.of(r.seat).river_calls_shown.append(strength)
