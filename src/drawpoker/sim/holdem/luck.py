"""The cards' luck taken out of a heads-up hand's result, so a measurement needs fewer hands.

A simulator knows both players' hole cards. When the flop, the turn or the river falls, the pot
both players have put in changes hands in expectation: before the card, the first seat's share
of it is its exact equity against the other hand over every card that may come; after, its
equity on the card that came. The difference, times the pot at that moment, is the luck of
that card: what the deck gave, not what the players did. Subtracting it from the result is a
control variate in the manner of MIVAT (Zinkevich, Bowling, Bard, Kan and Billings 2006): each
card's term has a mean of exactly zero over the cards that could have come, whatever the
players do, so the adjusted result keeps the same expectation while much of the showdowns'
variance is gone. Only cards dealt while both players could still bet are counted (a board run
out after an all-in adds no term), which the players' own earlier actions decide, so the mean
stays exactly the same. The flop counts too: the two hands' equity before it (1.7 million
boards to enumerate) is estimated from a few hundred random boards drawn apart from the deal,
an unbiased estimate, so the mean stays and a little noise is added back.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from itertools import combinations

from drawpoker.engine.core.evaluator7 import evaluate_indices

Hand = tuple[int, int]
PREFLOP_BOARDS = 200  # random boards that estimate the two hands' equity before the flop


def equity(first: Hand, second: Hand, board: Sequence[int]) -> float:
    """The first hand's exact share of the pot against the second on ``board`` (3 to 5 cards),
    over every way the board can be completed (ties half)."""
    dead = {*first, *second, *board}
    unseen = [c for c in range(52) if c not in dead]
    won = 0.0
    count = 0
    for rest in combinations(unseen, 5 - len(board)):
        cards = [*board, *rest]
        a = evaluate_indices([*first, *cards]).key
        b = evaluate_indices([*second, *cards]).key
        won += 1.0 if a > b else 0.5 if a == b else 0.0
        count += 1
    return won / count


def sampled_equity(first: Hand, second: Hand, boards: int, rng: random.Random) -> float:
    """The first hand's share before the flop, estimated from ``boards`` random boards: an
    unbiased estimate, where exact enumeration (1.7 million boards) is far too dear."""
    unseen = [c for c in range(52) if c not in (*first, *second)]
    won = 0.0
    for _ in range(boards):
        cards = rng.sample(unseen, 5)
        a = evaluate_indices([*first, *cards]).key
        b = evaluate_indices([*second, *cards]).key
        won += 1.0 if a > b else 0.5 if a == b else 0.0
    return won / boards


def luck(first: Hand, second: Hand, board: Sequence[int], pots: dict[int, int],
         rng: random.Random | None = None) -> float:
    """The first seat's luck in dollars (the second's is its negative): for each of the flop,
    turn and river, when ``pots`` has the pot both had in as it fell (by board size, 3, 4 and
    5), the pot times the change the cards made to the first seat's equity. ``board``: the
    whole board the hand dealt. The flop counts only with ``rng``: its before is estimated
    from `PREFLOP_BOARDS` boards it draws (independent of the deal, so the mean stays)."""
    total = 0.0
    before: float | None = None
    if rng is not None and len(board) >= 3 and 3 in pots:
        before = sampled_equity(first, second, PREFLOP_BOARDS, rng)
    for size in (3, 4, 5):
        if len(board) < size or size not in pots:
            before = None
            continue
        if before is None:
            if size == 3:
                continue
            before = equity(first, second, board[: size - 1])
        after = equity(first, second, board[:size])
        total += pots[size] * (after - before)
        before = after
    return total
