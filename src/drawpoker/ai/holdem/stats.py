"""What a player has shown at the table, counted from finished hands' public records, and read
with caution: every frequency is shrunk toward a prior (a sensible player) by a fixed number of
pseudo-observations, so a handful of hands moves the estimate only a little."""

from __future__ import annotations

from dataclasses import dataclass, field

from drawpoker.ai.holdem.hands import combo
from drawpoker.ai.holdem.reading import read_actions
from drawpoker.ai.holdem.strength import percentiles
from drawpoker.ai.rate import shrunk
from drawpoker.engine.holdem.actions import HoldemActionKind
from drawpoker.engine.holdem.street import Street
from drawpoker.engine.holdem.view import HandRecord

PRIOR_WEIGHT = 12.0  # pseudo-observations behind each prior

# a sensible player, the starting belief about everyone
PRIOR_VPIP = 0.35
PRIOR_PFR = 0.15
PRIOR_BET = 0.35  # bets when checked to, after the flop
PRIOR_FOLD_TO_BET = 0.40  # folds when facing a bet, after the flop
PRIOR_RAISE_TO_BET = 0.12
PRIOR_BET_STRENGTH = 0.80  # the percentile, on that street's board, of a hand shown after betting
PRIOR_CALL_STRENGTH = 0.65  # the same for a hand shown after calling a bet
SHOWN_WEIGHT = 6.0  # pseudo-observations behind those two: a showdown tells a lot


@dataclass(slots=True)
class SeatStats:
    """Counts for one seat; frequencies through :func:`drawpoker.ai.rate.shrunk`."""

    hands: int = 0
    vpip: int = 0
    pfr: int = 0
    unopposed: int = 0  # post-flop chances to bet (nothing owed)
    bets: int = 0
    faced: int = 0  # post-flop decisions facing a bet
    folds_to_bet: int = 0
    raises_to_bet: int = 0
    shown_bets: int = 0  # post-flop bets or raises later shown down
    shown_bet_strength: float = 0.0  # sum of their percentiles
    shown_calls: int = 0
    shown_call_strength: float = 0.0

    @property
    def vpip_rate(self) -> float:
        return shrunk(self.vpip, self.hands, PRIOR_VPIP, PRIOR_WEIGHT)

    @property
    def pfr_rate(self) -> float:
        return shrunk(self.pfr, self.hands, PRIOR_PFR, PRIOR_WEIGHT)

    @property
    def bet_rate(self) -> float:
        return shrunk(self.bets, self.unopposed, PRIOR_BET, PRIOR_WEIGHT)

    @property
    def fold_to_bet_rate(self) -> float:
        return shrunk(self.folds_to_bet, self.faced, PRIOR_FOLD_TO_BET, PRIOR_WEIGHT)

    @property
    def raise_to_bet_rate(self) -> float:
        return shrunk(self.raises_to_bet, self.faced, PRIOR_RAISE_TO_BET, PRIOR_WEIGHT)

    @property
    def bet_strength(self) -> float:
        """How strong its bets turned out to be when shown (0.5: any hand at all)."""
        return shrunk(self.shown_bet_strength, self.shown_bets, PRIOR_BET_STRENGTH, SHOWN_WEIGHT)

    @property
    def call_strength(self) -> float:
        return shrunk(self.shown_call_strength, self.shown_calls, PRIOR_CALL_STRENGTH, SHOWN_WEIGHT)


@dataclass(slots=True)
class TableStats:
    """Per seat counts, fed one finished hand at a time."""

    seats: dict[int, SeatStats] = field(default_factory=dict)

    def of(self, seat: int) -> SeatStats:
        return self.seats.setdefault(seat, SeatStats())

    def learn(self, record: HandRecord) -> None:
        voluntary: set[int] = set()
        raised: set[int] = set()
        for seat in record.seats:
            self.of(seat).hands += 1
        for read in read_actions(record.actions, record.blinds):
            stats = self.of(read.seat)
            kind = read.kind
            if read.street is Street.PREFLOP:
                if kind in (HoldemActionKind.CALL, HoldemActionKind.RAISE):
                    voluntary.add(read.seat)
                if kind is HoldemActionKind.RAISE:
                    raised.add(read.seat)
                continue
            if read.facing_bet:
                stats.faced += 1
                stats.folds_to_bet += kind is HoldemActionKind.FOLD
                stats.raises_to_bet += kind is HoldemActionKind.RAISE
            else:
                stats.unopposed += 1
                stats.bets += kind is HoldemActionKind.RAISE
        self._learn_shown(record)
        for seat in voluntary:
            self.of(seat).vpip += 1
        for seat in raised:
            self.of(seat).pfr += 1

    def _learn_shown(self, record: HandRecord) -> None:
        """What the hands shown down say about the bets and calls that led there."""
        shown = dict(record.shown)
        if not shown:
            return
        board = tuple(card.index for card in record.board)
        for read in read_actions(record.actions, record.blinds):
            hole = shown.get(read.seat)
            size = read.street.board_size
            if hole is None or read.street is Street.PREFLOP or size > len(board):
                continue
            strength = percentiles(board[:size]).get(combo(hole[0].index, hole[1].index))
            if strength is None:  # pragma: no cover - a shown hand never shares a board card
                continue
            stats = self.of(read.seat)
            if read.kind is HoldemActionKind.RAISE:
                stats.shown_bets += 1
                stats.shown_bet_strength += strength
            elif read.kind is HoldemActionKind.CALL and read.facing_bet:
                stats.shown_calls += 1
                stats.shown_call_strength += strength
