"""Playing deals and matches between two players, through the engine's public API only."""

from __future__ import annotations

import copy
import math
import random
import statistics
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from drawpoker.ai.draw.players import Player
from drawpoker.engine.draw import Card, Match, Phase, Rules, full_deck

_PLAYING = (Phase.BET1, Phase.DRAW, Phase.BET2)


def _run_deal(match: Match, seats: Sequence[Player], max_actions: int = 200) -> None:
    for _ in range(max_actions):
        if match.phase not in _PLAYING:
            return
        seat = match.to_act
        assert seat is not None
        action = seats[seat].choose(match.view(seat))
        match.act(action, seat)
    raise RuntimeError("a deal did not end within 200 actions")


@dataclass(frozen=True, slots=True)
class DealResult:
    """Money won by seat 0 in one deal from fresh stacks (a tie is worth 0 to both)."""

    seat0: float


def play_deal(
    rules: Rules, seats: Sequence[Player], order: Sequence[Card], seed: int = 0
) -> DealResult:
    """One deal from fresh stacks with this deck order; seat 0 acts first."""
    match = Match(rules, seed=seed)
    match.start_deal(order)
    _run_deal(match, seats)
    # a tie leaves the pot on the table, paid in equal parts: each gets its share back
    won = match.stacks[0] - rules.starting_money + (match.pot / 2 if match.pot else 0)
    for seat, player in enumerate(seats):
        player.observe(match.view(seat))
    return DealResult(won)


@dataclass(frozen=True, slots=True)
class DuplicateResult:
    a_per_100: float
    ci95: tuple[float, float]
    deals: int
    seconds: float


def duplicate(
    rules: Rules,
    a: Player,
    b: Player,
    deals: int,
    seed: int = 1,
    progress: Callable[[int, float], None] | None = None,
    mirror: tuple[Player, Player] | None = None,
    pairs: list[float] | None = None,
) -> DuplicateResult:
    """``deals`` deck orders, each played twice with the seats (and so the cards) swapped.

    ``a`` and ``b`` play every original game; a second pair, ``mirror`` (by default copies of
    ``a`` and ``b`` taken before the first deal), plays every swapped game. So no player object
    ever holds both hands of one deck order: what it learns from a game (the hand it was dealt,
    the cards it drew, the other hand at the showdown) cannot help it in the twin game. Learning
    across the deals of a series stays, as in one long real match.

    Each pair's result is A's average over its two games; the interval is the normal 95% one
    over the pairs. Winnings are in dollars per 100 deals. ``pairs``, when given, receives each
    pair's result in dollars (to compare players on the same deals, ``ablation.py``).
    """
    started = time.perf_counter()
    a2, b2 = mirror if mirror is not None else (copy.deepcopy(a), copy.deepcopy(b))
    if a2 is a or b2 is b or a2 is b or b2 is a:
        raise ValueError("the mirrored games need player objects of their own")
    rng = random.Random(seed)
    deck = full_deck(rules.deck_size)
    results: list[float] = []
    for index in range(deals):
        order = list(deck)
        rng.shuffle(order)
        first = play_deal(rules, (a, b), order, seed=index).seat0
        second = -play_deal(rules, (b2, a2), order, seed=index).seat0
        results.append((first + second) / 2)
        if pairs is not None:
            pairs.append(results[-1])
        if progress is not None and (index + 1) % 1000 == 0:
            progress(index + 1, 100 * statistics.fmean(results))
    mean = statistics.fmean(results)
    sd = statistics.stdev(results) if len(results) > 1 else 0.0
    half = 1.96 * sd / math.sqrt(len(results))
    return DuplicateResult(
        100 * mean, (100 * (mean - half), 100 * (mean + half)), deals, time.perf_counter() - started
    )


@dataclass(frozen=True, slots=True)
class MatchResult:
    winner: int | None  # seat, or None when the match hit the deal limit
    deals: int


def play_match(
    rules: Rules, seats: Sequence[Player], seed: int, max_deals: int = 5000
) -> MatchResult:
    """A whole match with the real forfeit rules; seat 0 plays the human's part."""
    match = Match(rules, seed=seed)
    while match.phase is not Phase.MATCH_OVER and match.deal_number < max_deals:
        match.start_deal()
        _run_deal(match, seats)
    return MatchResult(match.winner, match.deal_number)


@dataclass(frozen=True, slots=True)
class MatchSummary:
    matches: int
    wins: tuple[int, int]
    unfinished: int
    median: float
    quartiles: tuple[float, float]
    seconds: float


def run_matches(
    rules: Rules, seats: Sequence[Player], matches: int, seed: int = 1, max_deals: int = 5000
) -> MatchSummary:
    started = time.perf_counter()
    lengths: list[int] = []
    wins = [0, 0]
    unfinished = 0
    for index in range(matches):
        result = play_match(rules, seats, seed * 1_000_003 + index, max_deals)
        lengths.append(result.deals)
        if result.winner is None:
            unfinished += 1
        else:
            wins[result.winner] += 1
    if len(lengths) >= 2:
        q1, median, q3 = statistics.quantiles(lengths, n=4, method="inclusive")
    else:
        q1 = median = q3 = float(lengths[0]) if lengths else 0.0
    return MatchSummary(
        matches, (wins[0], wins[1]), unfinished, median, (q1, q3), time.perf_counter() - started
    )
