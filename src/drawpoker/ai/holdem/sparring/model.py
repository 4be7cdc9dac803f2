"""The sparring players' own reading of a hand, built apart from the levels' range model so that
they measure the levels from the outside: where each seat sits, how strong every two-card
combination is on the board, and each seat's range as a weight per combination, narrowed by
its public actions only.

Strength on a board is the percentile among all hands (`strength.percentiles`), raised for a
draw on the flop and turn; the "equity" of a hand against a range is the weighted share of
that range it beats by that strength (on the river, the share it beats at showdown). It is
cheap (a few thousand operations) and sound enough for a fixed-limit player.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import lru_cache

from drawpoker.ai.holdem.hands import ALL_COMBOS, COMBO_CLASS, Combo
from drawpoker.ai.holdem.preflop import class_rank
from drawpoker.ai.holdem.reading import ReadAction, blinds_of, read_actions
from drawpoker.ai.holdem.strength import draws, percentiles
from drawpoker.engine.holdem.actions import HoldemActionKind
from drawpoker.engine.holdem.street import Street
from drawpoker.engine.holdem.view import HoldemView

RAISE, CALL, CHECK, FOLD = (
    HoldemActionKind.RAISE,
    HoldemActionKind.CALL,
    HoldemActionKind.CHECK,
    HoldemActionKind.FOLD,
)
_CLASSES: tuple[int, ...] = tuple(COMBO_CLASS[c] for c in ALL_COMBOS)
_INDEX: dict[Combo, int] = {c: i for i, c in enumerate(ALL_COMBOS)}
FLOOR = 0.03  # no combination is ever ruled out: people bluff and slow-play


def preflop_order(view: HoldemView) -> list[int]:
    """Seats dealt in, in their pre-flop speaking order: the big blind always speaks last."""
    n = view.players
    return sorted(view.seats, key=lambda s: (s - view.big_blind_seat - 1) % n)


def postflop_order(view: HoldemView) -> list[int]:
    """Seats dealt in, in their order after the flop: the dealer speaks last."""
    n = view.players
    return sorted(view.seats, key=lambda s: (s - view.dealer - 1) % n)


def behind_preflop(view: HoldemView, seat: int) -> int:
    """Seats dealt in that speak after ``seat`` before the flop (5 under the gun six-handed,
    1 for the heads-up small blind, 0 for the big blind)."""
    order = preflop_order(view)
    return len(order) - 1 - order.index(seat) if seat in order else 0


def last_to_act(view: HoldemView) -> bool:
    """Whether nobody still able to bet speaks after us on this street after the flop."""
    order = [s for s in postflop_order(view) if view.in_hand[s] and not view.all_in[s]]
    return bool(order) and order[-1] == view.seat


def open_share(behind: int) -> float:
    """A sound player's share of hands raised first in, by how many seats are still to speak
    (heads-up, or the small blind against the big blind alone: most hands)."""
    return {0: 0.5, 1: 0.8, 2: 0.42, 3: 0.3, 4: 0.22}.get(behind, 0.17)


@lru_cache(maxsize=64)
def strengths(board: tuple[int, ...]) -> tuple[float, ...]:
    """Per combination of `ALL_COMBOS`: its percentile on ``board``, raised for a draw on the
    flop and turn (a flush draw on the flop plays like a strong pair); 0 for dead combinations."""
    table = percentiles(board)
    drawing = draws(board) if len(board) < 5 else {}
    out = []
    for c in ALL_COMBOS:
        s = table.get(c)
        if s is None:
            out.append(0.0)
            continue
        d = drawing.get(c, 0.0)
        if d >= 0.15:
            s = max(s, 0.42 + d)
        out.append(s)
    return tuple(out)


@dataclass(frozen=True, slots=True)
class Reads:
    """How a seat's actions narrow its range: the pre-flop shares it raises, re-raises, calls and
    limps with, and after the flop how much a bet or raise, and a call, tell (the exponent of
    strength a bet weighs by; ``bluffs`` is the weight a weak hand keeps after betting)."""

    open: float = 0.3
    reraise: float = 0.1
    call: float = 0.5
    limp: float = 0.7
    bet_power: float = 2.0
    bluffs: float = 0.08
    river_bluffs: float = 0.08
    call_power: float = 1.0


SOUND = Reads()


def believed(reads: Reads, belief: float) -> Reads:
    """``reads`` with its bets believed only to the degree ``belief`` (0..1): the weight a weak
    hand keeps after a bet rises toward 1 as belief falls."""
    if belief >= 1.0:
        return reads
    belief = round(belief, 2)  # a few distinct values, so the range cache keeps working
    return replace(
        reads,
        bluffs=1 - belief * (1 - reads.bluffs),
        river_bluffs=1 - belief * (1 - reads.river_bluffs),
    )


def _edge(rank: float, share: float, soft: float = 0.12) -> float:
    if rank <= share:
        return 1.0
    return max(FLOOR, 1.0 - (rank - share) / soft)


@lru_cache(maxsize=256)
def _class_vector(
    reads: tuple[tuple[HoldemActionKind, int], ...], params: Reads
) -> tuple[float, ...]:
    """Per starting-hand class, the weight left after one seat's pre-flop actions, each given as
    (kind, raises made before it this round)."""
    ranks = class_rank()
    out = []
    for rank in ranks:
        w = 1.0
        for kind, before in reads:
            if kind is RAISE:
                share = params.open if before == 0 else params.reraise * 0.5 ** (before - 1)
                w *= _edge(rank, max(share, 0.02))
            elif kind is CALL:
                if before == 0:
                    w *= _edge(rank, params.limp) * (0.4 if rank < params.open * 0.4 else 1.0)
                else:
                    w *= _edge(rank, params.call * 0.75 ** (before - 1)) * (
                        0.4 if rank < params.reraise * 0.6 else 1.0
                    )
            elif kind is CHECK:
                w *= 0.4 if rank < params.open * 0.4 else 1.0
        out.append(w)
    return tuple(out)


def _postflop_factor(strength: float, kind: HoldemActionKind, params: Reads, river: bool) -> float:
    if kind is RAISE:
        floor = params.river_bluffs if river else params.bluffs
        return floor + (1 - floor) * float(strength**params.bet_power)
    if kind is CALL:
        return 0.12 + 0.88 * float(min(1.0, strength / 0.5) ** params.call_power)
    if kind is CHECK:
        return 1.0 - 0.5 * strength**6
    return 1.0


@lru_cache(maxsize=1024)
def range_weights(
    reads: tuple[ReadAction, ...], board: tuple[int, ...], params: Reads
) -> tuple[float, ...]:
    """The weight of every combination of `ALL_COMBOS` in a seat's range after ``reads`` (its
    actions this hand), before removing the cards we can see."""
    pre = tuple((r.kind, r.raises_before) for r in reads if r.street is Street.PREFLOP)
    by_class = _class_vector(pre, params)
    weights = [by_class[k] for k in _CLASSES]
    for r in reads:
        size = r.street.board_size
        if r.street is Street.PREFLOP or size > len(board) or r.kind is FOLD:
            continue
        table = strengths(board[:size])
        river = r.street is Street.RIVER
        weights = [
            w * _postflop_factor(s, r.kind, params, river)
            for w, s in zip(weights, table, strict=True)
        ]
    return tuple(weights)


def reads_of(view: HoldemView, seat: int) -> tuple[ReadAction, ...]:
    blinds = blinds_of(view.small_blind_seat, view.big_blind_seat, view.small_blind, view.big_blind)
    return tuple(r for r in read_actions(view.actions, blinds) if r.seat == seat)


@dataclass(frozen=True, slots=True)
class Spread:
    """A range's strengths on the current board, sorted, with cumulative weights: what share of
    the range a given strength beats."""

    values: tuple[float, ...]
    cumulative: tuple[float, ...]

    @property
    def total(self) -> float:
        return self.cumulative[-1] if self.cumulative else 0.0

    def beaten_by(self, strength: float) -> float:
        """The weighted share of the range below ``strength`` (ties half)."""
        if not self.values or self.total <= 0:
            return 0.5
        lo = bisect_left(self.values, strength)
        hi = bisect_right(self.values, strength)
        below = self.cumulative[lo - 1] if lo else 0.0
        upto = self.cumulative[hi - 1] if hi else 0.0
        return (below + 0.5 * (upto - below)) / self.total


def spread(weights: Sequence[float], board: tuple[int, ...], dead: set[int]) -> Spread:
    """The strengths (or, pre-flop, one minus the class rank) of a weighted range, dead cards
    removed."""
    if board:
        table = strengths(board)
    else:
        ranks = class_rank()
        table = tuple(1.0 - ranks[k] for k in _CLASSES)
    pairs = sorted(
        (table[i], w)
        for i, (c, w) in enumerate(zip(ALL_COMBOS, weights, strict=True))
        if w > 0 and c[0] not in dead and c[1] not in dead
    )
    cumulative = []
    total = 0.0
    for _, w in pairs:
        total += w
        cumulative.append(total)
    return Spread(tuple(v for v, _ in pairs), tuple(cumulative))


def strength_of(hole: Combo, board: tuple[int, ...]) -> float:
    if board:
        return strengths(board)[_INDEX[hole]]
    return 1.0 - class_rank()[COMBO_CLASS[hole]]
