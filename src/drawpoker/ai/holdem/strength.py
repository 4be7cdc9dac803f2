"""How good a hand is right now on a board, as seen from the outside: for every two-card
combination, the share of the other combinations it beats (its percentile), and whether it
holds a draw (four to a flush with a hole card in it, or a straight draw).

These tables drive the range model (a bettor holds hands high in the table, or draws) and the
simple players (the rock). One table costs about a thousand evaluations and is cached per
board.
"""

from __future__ import annotations

from functools import lru_cache

from drawpoker.ai.holdem.hands import ALL_COMBOS, Combo, rank_of, suit_of
from drawpoker.engine.core.evaluator7 import evaluate_indices

# rank sets (bits 1..14, the ace also as 1) of every five-card straight
_STRAIGHTS = tuple(sum(1 << r for r in range(low, low + 5)) for low in range(1, 11))


@lru_cache(maxsize=32)
def percentiles(board: tuple[int, ...]) -> dict[Combo, float]:
    """Each live combination's share of the other live combinations it beats (ties half),
    by the value of its best five of (hole + board). ``board`` has 3 to 5 cards."""
    dead = set(board)
    live = [c for c in ALL_COMBOS if c[0] not in dead and c[1] not in dead]
    keys = {c: evaluate_indices([c[0], c[1], *board]).key for c in live}
    ordered = sorted(keys.values())
    total = len(ordered)
    below: dict[int, int] = {}
    equal: dict[int, int] = {}
    for at, key in enumerate(ordered):
        if key not in below:
            below[key] = at
        equal[key] = equal.get(key, 0) + 1
    return {c: (below[k] + 0.5 * (equal[k] - 1)) / (total - 1) for c, k in keys.items()}


def _rank_bits(cards: list[int]) -> int:
    bits = 0
    for card in cards:
        r = rank_of(card)
        bits |= 1 << r
        if r == 14:
            bits |= 1 << 1
    return bits


def straight_outs(cards: list[int]) -> int:
    """How many ranks would complete a straight these cards do not already make."""
    return _outs_of_bits(_rank_bits(cards))


@lru_cache(maxsize=4096)
def _outs_of_bits(bits: int) -> int:
    if any(bits & s == s for s in _STRAIGHTS):
        return 0
    outs = 0
    for r in range(2, 15):
        if bits & (1 << r):
            continue
        more = bits | (1 << r) | (2 if r == 14 else 0)
        if any(more & s == s for s in _STRAIGHTS):
            outs += 1
    return outs


def has_flush_draw(hole: Combo, board: tuple[int, ...]) -> bool:
    """Four cards of one suit, at least one of them in the hole, and no flush yet."""
    for suit in {suit_of(hole[0]), suit_of(hole[1])}:
        count = sum(1 for c in (*hole, *board) if suit_of(c) == suit)
        if count == 4:
            return True
    return False


def draw_strength(hole: Combo, board: tuple[int, ...]) -> float:
    """0 (no draw) to about 0.6 (a flush draw with a straight draw) on the flop or turn: the
    rough chance a draw gets there, used to keep draws in a bettor's range."""
    if not 3 <= len(board) <= 4:
        return 0.0
    cards = [*hole, *board]
    flush = has_flush_draw(hole, board)
    outs = 9 if flush else 0
    ranks = straight_outs(cards)
    if ranks and (straight_outs(list(board)) < ranks):  # the hole cards help the straight
        outs += 4 * ranks - (2 if flush else 0)
    per_card = outs / 47
    return min(0.6, per_card * (2 if len(board) == 3 else 1))


@lru_cache(maxsize=32)
def draws(board: tuple[int, ...]) -> dict[Combo, float]:
    """`draw_strength` of every live combination on a flop or turn board, computed once per
    board from the board's suit counts and rank bits."""
    if not 3 <= len(board) <= 4:
        return {}
    dead = set(board)
    suit_count = [0, 0, 0, 0]
    for card in board:
        suit_count[suit_of(card)] += 1
    board_bits = _rank_bits(list(board))
    board_outs = _outs_of_bits(board_bits)
    per_out = (2 if len(board) == 3 else 1) / 47
    out: dict[Combo, float] = {}
    for hole in ALL_COMBOS:
        a, b = hole
        if a in dead or b in dead:
            continue
        sa, sb = suit_of(a), suit_of(b)
        flush = suit_count[sa] == 2 if sa == sb else (suit_count[sa] == 3 or suit_count[sb] == 3)
        outs = 9 if flush else 0
        bits = board_bits | _rank_bits([a, b])
        ranks = _outs_of_bits(bits)
        if ranks and board_outs < ranks:
            outs += 4 * ranks - (2 if flush else 0)
        if outs:
            out[hole] = min(0.6, outs * per_out)
    return out
