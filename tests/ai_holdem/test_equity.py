"""Equity: the Monte Carlo estimate agrees with exact enumeration on small cases, the exact
range equity agrees with plain enumeration, and the pre-flop table with known values."""

from __future__ import annotations

import random

import pytest

from drawpoker.ai.holdem.equity import Range, exact, exact_vs_range, monte_carlo
from drawpoker.ai.holdem.hands import CLASS_LABELS, Combo, class_label, combo
from drawpoker.ai.holdem.preflop import class_order, preflop_equity, preflop_rank
from drawpoker.engine.core.cards import parse_cards


def _combo(text: str) -> Combo:
    a, b = parse_cards(text)
    return combo(a.index, b.index)


def _board(text: str) -> tuple[int, ...]:
    return tuple(card.index for card in parse_cards(text))


CASES = [
    # hole, board, opponents' hands (each opponent: a few listed combinations)
    ("Ah Kh", "Qh 7h 2c 9d", [["Qs Qd", "7s 7c", "Jh Th"]]),
    ("5c 5d", "Ks Kd 9h 2s", [["As Qs", "Kc Jd"], ["9c 9s", "Tc Td"]]),
    ("Jc Tc", "9c 8d 2h", [["Ad Ac"]]),
]


@pytest.mark.parametrize(("hole", "board", "opponents"), CASES)
def test_monte_carlo_agrees_with_exact_enumeration(
    hole: str, board: str, opponents: list[list[str]]
) -> None:
    hands = [[_combo(h) for h in listed] for listed in opponents]
    truth = exact(_combo(hole), _board(board), hands)
    ranges: list[Range | None] = [Range(listed, [1.0] * len(listed)) for listed in hands]
    estimate = monte_carlo(_combo(hole), _board(board), ranges, 20000, random.Random(5))
    assert 0.0 < truth < 1.0
    assert estimate == pytest.approx(truth, abs=0.015)


def test_monte_carlo_against_random_hands_on_the_turn_matches_enumeration() -> None:
    hole, board = _combo("Ah Kh"), _board("Qh 7h 2c 9d")
    unseen = [c for c in range(52) if c not in {*hole, *board}]
    everyone = [combo(a, b) for i, a in enumerate(unseen) for b in unseen[:i]]
    truth = exact(hole, board, [everyone])
    estimate = monte_carlo(hole, board, [None], 20000, random.Random(9))
    assert estimate == pytest.approx(truth, abs=0.015)


def test_exact_range_equity_on_the_river_weighs_each_hand() -> None:
    hole = _combo("Ah Kh")
    flush_board = _board("Qh 7h 2c 9d 3h")  # the ace-high flush beats a set and a lower flush
    both = Range([_combo("Qs Qd"), _combo("Jh Th")], [1.0, 1.0])
    assert exact_vs_range(hole, flush_board, both) == 1.0
    pair_board = _board("Qh Qc 2c 9d 3s")
    # against quads and a full house AK loses; against 5-4 (queens, nine-high kickers) it wins
    hands = [_combo("Qs Qd"), _combo("9s 9c"), _combo("4s 5s")]
    assert exact_vs_range(hole, pair_board, Range(hands, [1.0, 2.0, 3.0])) == pytest.approx(0.5)
    assert exact(hole, pair_board, [hands]) == pytest.approx(1 / 3)


def test_monte_carlo_is_reproducible_with_a_seed() -> None:
    hole, board = _combo("Td 9d"), _board("8d 7c 2s")
    first = monte_carlo(hole, board, [None, None], 500, random.Random(3))
    assert first == monte_carlo(hole, board, [None, None], 500, random.Random(3))


@pytest.mark.parametrize(
    ("hand", "opponents", "known"),
    [("AA", 1, 0.852), ("KK", 1, 0.824), ("72o", 1, 0.346), ("AKs", 1, 0.670), ("AA", 5, 0.492)],
)
def test_preflop_table_matches_published_equities(hand: str, opponents: int, known: float) -> None:
    index = CLASS_LABELS.index(hand)
    hole = next(c for c in _all_combos() if class_label(*c) == CLASS_LABELS[index])
    assert preflop_equity(hole, opponents) == pytest.approx(known, abs=0.012)


def _all_combos() -> list[Combo]:
    return [(a, b) for a in range(52) for b in range(a)]


def test_the_class_order_starts_with_aces_and_ends_with_junk() -> None:
    order = [CLASS_LABELS[i] for i in class_order()]
    assert order[0] == "AA" and order[1] == "KK"
    assert order.index("AKs") < order.index("T9s") < order.index("72o")
    assert order[-1] in {"72o", "32o", "42o", "62o", "82o", "73o", "52o", "83o", "63o"}
    assert preflop_rank(_combo("As Ad")) < 0.01 < 0.9 < preflop_rank(_combo("7c 2d"))
