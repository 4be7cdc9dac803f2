"""Benchmark: drawpoker's evaluator against treys on the same 200,000 random five-card hands.

Run as a script (not collected by pytest)::

    python tests/benchmarks/bench_evaluator.py [--hands 200000] [--seed 2024] [--repeat 9]

Both sides get their native card representation prepared before the clock starts (drawpoker:
lists of ``Card``; treys: lists of its int cards), so the timed loops measure evaluation only.
Each loop runs ``--repeat`` times and the fastest run counts, which filters out noise from other
processes. treys is timed twice: through its public ``Evaluator.evaluate(hand, board)`` and
through ``Evaluator._five``, the internal five-card routine (no wrapper, no input checks).
drawpoker's ``evaluate`` checks its input (five distinct cards of the deck in use).

A second part times hold'em's public ``evaluate7(cards)`` (checked) against its unchecked fast
path ``evaluate_indices(card numbers)`` on random seven-card hands.

Times are CPU time of this process (``time.process_time``), so other processes on a shared
machine slow the runs less; only the ratios printed at the end are meant to be compared.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "src"))

from drawpoker.engine.core.cards import Card, full_deck
from drawpoker.engine.core.evaluator import evaluate
from drawpoker.engine.core.evaluator7 import evaluate7, evaluate_indices
from drawpoker.engine.draw.rules import Rules


def timed_loops(
    hands: Sequence[list[Card]], treys_hands: Sequence[list[int]], treys_evaluator: Any
) -> dict[str, Callable[[], None]]:
    """One loop per contender; each calls the evaluator once per hand, nothing else."""
    rules = Rules(deck_size=52)
    public = treys_evaluator.evaluate
    five = treys_evaluator._five
    board: list[int] = []

    def ours() -> None:
        for hand in hands:
            evaluate(hand)

    def ours_with_rules() -> None:
        for hand in hands:
            evaluate(hand, rules)

    def treys_public() -> None:
        for hand in treys_hands:
            public(hand, board)

    def treys_five() -> None:
        for hand in treys_hands:
            five(hand)

    return {
        "drawpoker evaluate(hand)": ours,
        "drawpoker evaluate(hand, Rules(deck_size=52))": ours_with_rules,
        "treys Evaluator.evaluate(hand, [])": treys_public,
        "treys Evaluator._five(hand) (internal)": treys_five,
    }


def best_times(loops: dict[str, Callable[[], None]], repeat: int) -> dict[str, float]:
    """Fastest of ``repeat`` runs each, taking turns so background load hits all alike."""
    best = dict.fromkeys(loops, float("inf"))
    for _ in range(repeat):
        for name, run in loops.items():
            start = time.process_time()
            run()
            best[name] = min(best[name], time.process_time() - start)
    return best


def seven_card_loops(
    hands: Sequence[list[Card]], indices: Sequence[list[int]]
) -> dict[str, Callable[[], None]]:
    """Hold'em: the public, checked call on cards against the fast path on card numbers."""

    def public() -> None:
        for hand in hands:
            evaluate7(hand)

    def fast() -> None:
        for numbers in indices:
            evaluate_indices(numbers)

    return {"drawpoker evaluate7(cards)": public, "drawpoker evaluate_indices(numbers)": fast}


def check_agreement(
    hands: Sequence[list[Card]], treys_hands: Sequence[list[int]], evaluator: Any
) -> None:
    """Both evaluators must order neighbouring hands the same way (treys: lower is better)."""
    ours = [evaluate(hand).key for hand in hands]
    theirs = [evaluator.evaluate(hand, []) for hand in treys_hands]
    for i in range(len(hands) - 1):
        a = (ours[i] > ours[i + 1]) - (ours[i] < ours[i + 1])
        b = (theirs[i] < theirs[i + 1]) - (theirs[i] > theirs[i + 1])
        if a != b:
            raise SystemExit(f"evaluators disagree on {hands[i]} vs {hands[i + 1]}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--hands", type=int, default=200_000)
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--repeat", type=int, default=9)
    args = parser.parse_args(argv)
    try:
        from treys import Card as TreysCard
        from treys import Evaluator
    except ImportError:
        print("This benchmark compares against treys, which is not installed.")
        print("Install it with:  pip install treys")
        return 2

    rng = random.Random(args.seed)
    deck = full_deck(52)
    hands = [rng.sample(deck, 5) for _ in range(args.hands)]
    treys_hands = [[TreysCard.new(str(card)) for card in hand] for hand in hands]
    treys_evaluator = Evaluator()
    evaluate(hands[0])  # the first call builds the tables
    check_agreement(hands, treys_hands, treys_evaluator)

    n = len(hands)
    best = best_times(timed_loops(hands, treys_hands, treys_evaluator), args.repeat)
    print(f"{n:,} random 5-card hands, 52-card deck, seed {args.seed}, best of {args.repeat} runs.")
    print("Card conversion done before timing on both sides; both evaluators agree on the order.")
    for name, seconds in best.items():
        print(f"  {name:48s} {n / seconds:>12,.0f} hands/s")
    ours = best["drawpoker evaluate(hand)"]
    public = best["treys Evaluator.evaluate(hand, [])"]
    five = best["treys Evaluator._five(hand) (internal)"]
    print(f"ratio drawpoker / treys evaluate: {public / ours:.2f}x")
    print(f"ratio drawpoker / treys _five:    {five / ours:.2f}x")

    sevens = [rng.sample(deck, 7) for _ in range(args.hands // 4)]
    numbers = [[card.index for card in hand] for hand in sevens]
    evaluate7(sevens[0])  # the first call builds the seven-card tables
    if any(evaluate7(h) != evaluate_indices(n) for h, n in zip(sevens, numbers, strict=True)):
        raise SystemExit("evaluate7 and evaluate_indices disagree")
    best7 = best_times(seven_card_loops(sevens, numbers), args.repeat)
    print()
    print(f"{len(sevens):,} random 7-card hands, same seed, best of {args.repeat} runs.")
    for name, seconds in best7.items():
        print(f"  {name:48s} {len(sevens) / seconds:>12,.0f} hands/s")
    public7 = best7["drawpoker evaluate7(cards)"]
    fast7 = best7["drawpoker evaluate_indices(numbers)"]
    print(f"ratio evaluate7 / evaluate_indices (time): {public7 / fast7:.2f}x")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
