"""Playing deals and matches between two players, through the engine's public API only."""

from __future__ import annotations

import copy
import random
import statistics
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from drawpoker.ai.draw.players import Player
from drawpoker.engine.draw import Card, Match, Phase, Rules, full_deck
from drawpoker.sim.draw.luck import draw_luck
from drawpoker.sim.interval import per_100

_PLAYING = (Phase.BET1, Phase.DRAW, Phase.BET2)


def _run_deal(
    match: Match, seats: Sequence[Player], max_actions: int = 200, watch_draw: bool = False
) -> tuple[tuple[tuple[Card, ...], tuple[Card, ...]], int] | None:
    """Plays the deal out; with ``watch_draw``, both hands and the pot as the last betting
    round began (None when it never did)."""
    drawn = None
    for _ in range(max_actions):
        if match.phase not in _PLAYING:
            return drawn
        if watch_draw and drawn is None and match.phase is Phase.BET2:
            drawn = (match.view(0).hand, match.view(1).hand), match.pot
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
    rules: Rules, seats: Sequence[Player], order: Sequence[Card], seed: int = 0,
    lucky: list[float] | None = None,
) -> DealResult:
    """One deal from fresh stacks with this deck order; seat 0 acts first. With ``lucky``, it
    is set to seat 0's luck of the draw (`luck.draw_luck`; 0 when nobody drew)."""
    match = Match(rules, seed=seed)
    match.start_deal(order)
    dealt = (match.view(0).hand, match.view(1).hand)
    drawn = _run_deal(match, seats, watch_draw=lucky is not None)
    # a tie leaves the pot on the table, paid in equal parts: each gets its share back
    won = match.stacks[0] - rules.starting_money + (match.pot / 2 if match.pot else 0)
    for seat, player in enumerate(seats):
        player.observe(match.view(seat))
    if lucky is not None:
        luck = 0.0
        if drawn is not None:
            held, pot = drawn
            # drawn from what was known before the draw only, so the term keeps a mean of 0
            rng = random.Random(seed * 7919 + sum(c.index for c in dealt[0]))
            luck = draw_luck(rules, dealt, held, pot, rng)
        lucky[:] = [luck]
    return DealResult(won)


@dataclass(frozen=True, slots=True)
class DuplicateResult:
    a_per_100: float
    ci95: tuple[float, float]
    deals: int
    seconds: float
    #: the same with the luck of the draw taken out (`luck`): same mean, less noise
    adjusted: tuple[float, tuple[float, float]] = (0.0, (0.0, 0.0))


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
    adjusted: list[float] = []
    luck_first, luck_second = [0.0], [0.0]
    for index in range(deals):
        order = list(deck)
        rng.shuffle(order)
        first = play_deal(rules, (a, b), order, seed=index, lucky=luck_first).seat0
        second = -play_deal(rules, (b2, a2), order, seed=index, lucky=luck_second).seat0
        results.append((first + second) / 2)
        adjusted.append((first - luck_first[0] + second + luck_second[0]) / 2)
        if pairs is not None:
            pairs.append(results[-1])
        if progress is not None and (index + 1) % 1000 == 0:
            progress(index + 1, 100 * statistics.fmean(results))
    mean, ci = per_100(results)
    return DuplicateResult(mean, ci, deals, time.perf_counter() - started, per_100(adjusted))



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
