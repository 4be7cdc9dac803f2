"""Each opponent's range, narrowed by what it did in public this hand.

Start: every combination not holding a card we can see, equally likely. Pre-flop, a raise
keeps roughly the top ``open`` share of starting hands (tighter for each re-raise), a call
keeps the top ``call`` share but *caps* it (the very best hands would have raised, so they
keep less weight), a big blind who only checks is capped too. After the flop each action
reweights combinations by how good they are on the board of that street (`strength`): a bet or
raise favours strong hands and draws, a call favours medium and better, a check mildly
disfavours the nuts. Folded players are out. Nothing is ever weighted to zero: people bluff.

`RangeParams` holds the shares and how much a bet or a call is believed (1: fully, 0: it says
nothing, as from a maniac); the hard level sets them from what each opponent has shown.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from drawpoker.ai.holdem.equity import Range
from drawpoker.ai.holdem.hands import ALL_COMBOS, COMBO_CLASS, Combo
from drawpoker.ai.holdem.preflop import class_rank
from drawpoker.ai.holdem.reading import ReadAction, blinds_of, read_actions
from drawpoker.ai.holdem.strength import draws, percentiles
from drawpoker.engine.holdem.actions import HoldemActionKind
from drawpoker.engine.holdem.street import Street
from drawpoker.engine.holdem.view import HoldemView

FLOOR = 0.02  # the least weight any combination keeps


@dataclass(frozen=True, slots=True)
class RangeParams:
    open: float = 0.20  # share of hands that raise first in
    reraise: float = 0.08  # share that re-raise
    call: float = 0.45  # share that call a raise
    limp: float = 0.60  # share that just call the big blind
    bet_belief: float = 0.6  # 0..1: how much a bet or raise tells (0: nothing, a maniac's)
    call_belief: float = 0.8  # 0..1: how much a call tells (0: nothing, a calling station's)
    # 0..1: how much raising a bet after the flop tells, weighed by strength to the fourth power
    # (players rarely raise a bet without a hand); None: read it as a bet (the hard level)
    raise_belief: float | None = None


DEFAULT = RangeParams()


def _edge(rank: float, share: float) -> float:
    """1 inside the top ``share``, falling off over the next tenth, never below FLOOR."""
    if rank <= share:
        return 1.0
    return max(FLOOR, 1.0 - (rank - share) / 0.10)


@lru_cache(maxsize=64)
def effective(board: tuple[int, ...]) -> dict[Combo, float]:
    """Per combination: its percentile on the board, raised for a draw (a draw plays like a
    medium-strong hand when betting)."""
    table = percentiles(board)
    drawing = draws(board)
    out = dict(table)
    for hole, draw in drawing.items():
        if draw >= 0.15:
            out[hole] = max(table[hole], 0.45 + draw)
    return out


def _preflop_weight(rank: float, read: ReadAction, params: RangeParams) -> float:
    kind = read.kind
    if kind is HoldemActionKind.RAISE:
        share = (
            params.open
            if read.raises_before == 0
            else params.reraise * 0.6 ** (read.raises_before - 1)
        )
        told = _edge(rank, max(share, 0.02))
        return (1 - params.bet_belief) + params.bet_belief * told
    if kind is HoldemActionKind.CALL:
        if read.raises_before == 0:  # a limp: wide, the best hands mostly raise
            cap = 0.5 if rank < params.open * 0.5 else 1.0
            told = _edge(rank, params.limp) * cap
        else:
            share = params.call * 0.7 ** (read.raises_before - 1)
            cap = 0.35 if rank < params.reraise else 1.0
            told = _edge(rank, share) * cap
        return (1 - params.call_belief) + params.call_belief * told
    if kind is HoldemActionKind.CHECK:  # the big blind's option, not taken
        return 0.4 if rank < params.open * 0.5 else 1.0
    return 1.0


def _told(eff: float, kind: HoldemActionKind) -> float:
    """What a post-flop action says about a hand of strength ``eff``, fully believed."""
    if kind is HoldemActionKind.RAISE:
        return 0.06 + 0.94 * eff**3
    if kind is HoldemActionKind.CALL:
        return 0.1 + 0.9 * min(1.0, eff / 0.55)
    if kind is HoldemActionKind.CHECK:
        return 1.0 - 0.5 * eff**6
    return 1.0


_COMBO_CLASSES: tuple[int, ...] = tuple(COMBO_CLASS[c] for c in ALL_COMBOS)


@lru_cache(maxsize=256)
def _told_vector(board: tuple[int, ...], kind: HoldemActionKind) -> tuple[float, ...]:
    """`_told` for every combination of `ALL_COMBOS` (0.5 strength for the ones that share a
    card with this board: they are dead anyway). The costly part, so cached per board."""
    table = effective(board)
    return tuple(_told(table.get(c, 0.5), kind) for c in ALL_COMBOS)


@lru_cache(maxsize=128)
def _raise_vector(board: tuple[int, ...], belief: float, power: int) -> tuple[float, ...]:
    """The weight of every combination after raising a bet on ``board``: 0.02 + 0.98 s^power
    (8 for a raise, 16 for a re-raise: the top of a range that bet), blended with "it says
    nothing" by ``belief``."""
    table = effective(board)
    return tuple(
        (1 - belief) + belief * (0.02 + 0.98 * table.get(c, 0.5) ** power) for c in ALL_COMBOS
    )


def _postflop_vector(
    board: tuple[int, ...], kind: HoldemActionKind, params: RangeParams
) -> tuple[float, ...]:
    """The weight of every combination after one post-flop action: `_told`, blended with
    "it says nothing" by how much bets or calls are believed (checks always count)."""
    told = _told_vector(board, kind)
    if kind is HoldemActionKind.RAISE:
        belief = params.bet_belief
    elif kind is HoldemActionKind.CALL:
        belief = params.call_belief
    else:
        return told
    return tuple((1 - belief) + belief * t for t in told)


def opponent_range(
    view: HoldemView, seat: int, params: RangeParams = DEFAULT, dead: frozenset[int] = frozenset()
) -> Range:
    """The weighted hands ``seat`` may hold, given everything public in ``view``."""
    blinds = blinds_of(view.small_blind_seat, view.big_blind_seat, view.small_blind, view.big_blind)
    reads = tuple(r for r in read_actions(view.actions, blinds) if r.seat == seat)
    board = tuple(card.index for card in view.board)
    return narrowed(reads, board, params, dead)


@lru_cache(maxsize=512)
def narrowed(
    reads: tuple[ReadAction, ...],
    board: tuple[int, ...],
    params: RangeParams,
    dead: frozenset[int],
) -> Range:
    """The range left after ``reads`` (one seat's actions this hand), without ``dead`` cards.
    Cached: a seat's range is asked for again at every decision of the hand."""
    ranks = class_rank()
    by_class = [1.0] * len(ranks)
    for read in reads:
        if read.street is Street.PREFLOP:
            for index, rank in enumerate(ranks):
                by_class[index] *= _preflop_weight(rank, read, params)
    weights = [by_class[k] for k in _COMBO_CLASSES]
    raised_on: set[Street] = set()
    for read in reads:
        size = read.street.board_size
        if read.street is Street.PREFLOP or size > len(board):
            continue
        if (
            read.kind is HoldemActionKind.RAISE
            and read.raises_before >= 1
            and params.raise_belief is not None
        ):
            power = 8 if read.raises_before == 1 else 16
            vector = _raise_vector(board[:size], params.raise_belief, power)
        else:
            vector = _postflop_vector(board[:size], read.kind, params)
            if read.kind is HoldemActionKind.RAISE:
                if read.street in raised_on:  # raising again the same street: a bit stronger
                    vector = tuple(v**0.5 for v in vector)
                raised_on.add(read.street)
        weights = [w * v for w, v in zip(weights, vector, strict=True)]
    live = [i for i, c in enumerate(ALL_COMBOS) if c[0] not in dead and c[1] not in dead]
    return Range([ALL_COMBOS[i] for i in live], [weights[i] for i in live])
