"""A read is trusted only while its own decisions earn more than the solved ones (``trials``)."""

from __future__ import annotations

import random

import pytest

from drawpoker.ai.draw import make_player
from drawpoker.ai.draw.abstraction import CHECK, HALF, MAX
from drawpoker.ai.draw.exploit import FIRST_W_MAX, PROVE_FIRST, Exploiter
from drawpoker.ai.draw.hard import Hard
from drawpoker.ai.draw.knowledge import knowledge_for
from drawpoker.ai.draw.reading import read
from drawpoker.ai.draw.trials import FLOOR, MIN_RESULTS, READ, SOLVED, START, Trials
from drawpoker.engine.draw import (
    ActionKind,
    Call,
    Discard,
    Match,
    Phase,
    Rules,
    Wait,
    full_deck,
    parse_cards,
)
from drawpoker.engine.draw.actions import DISCARD
from drawpoker.engine.draw.view import DealRecord, PublicAction
from drawpoker.sim.draw.play import duplicate

RULES = Rules.preset("classic-32")

# seat 0 checks, seat 1 checks, both stand pat: the second round's first decision
_START = (
    PublicAction(0, ActionKind.CHECK, 0, 1),
    PublicAction(1, ActionKind.CALL, 0, 1),
    PublicAction(0, DISCARD, 0, 0),
    PublicAction(1, DISCARD, 0, 0),
)
BET_CALLED = (PublicAction(0, ActionKind.BET, 20, 2), PublicAction(1, ActionKind.CALL, 20, 2))
CHECKED = (PublicAction(0, ActionKind.CALL, 0, 2),)


def _record(tail: tuple[PublicAction, ...], winner: int | None) -> DealRecord:
    return DealRecord(1, 1, _START + tail, None, winner, 0, False)


def _play(trials: Trials, branch: str, tail: tuple[PublicAction, ...], winner: int) -> None:
    trials.take("r2:first", branch, 0, _START, 10)
    trials.settle(_record(tail, winner))


def _losing_read(trials: Trials, rounds: int) -> None:
    """The read bets $20 and is called and beaten; the solved branch checks and wins $10."""
    for index in range(rounds):
        if index % 2:
            _play(trials, READ, BET_CALLED, 1)  # -20 from the decision on
        else:
            _play(trials, READ, BET_CALLED, 0)  # won now and then: +30
            _play(trials, SOLVED, CHECKED, 0)  # +10
            _play(trials, SOLVED, CHECKED, 0)


def test_the_branch_of_a_move_is_drawn_from_its_chance() -> None:
    trials = Trials()
    rng = random.Random(1)
    assert trials.label(rng, 0.5, 1.0, 0.0) == SOLVED  # no read: every move is the solved one
    assert trials.label(rng, 0.0, 1.0, 0.3) == READ  # a move only the read plays
    labels = [trials.label(rng, 0.5, 1.0, 0.5) for _ in range(4000)]
    # played 0.75 of the time, 0.5 of it from the read: two thirds
    assert labels.count(READ) / len(labels) == pytest.approx(2 / 3, abs=0.03)


def test_each_branch_counts_what_it_won_from_its_decision() -> None:
    trials = Trials()
    _play(trials, READ, BET_CALLED, 0)
    _play(trials, SOLVED, CHECKED, 1)
    spot = trials.spots["r2:first"]
    assert spot.read.mean() == pytest.approx(30)  # the pot of 10 and his call of 20
    assert spot.solved.mean() == pytest.approx(0)  # checked and lost: nothing put in after
    assert not trials.pending


def test_a_read_whose_decisions_lose_is_backed_off() -> None:
    trials = Trials()
    _losing_read(trials, 6)
    assert trials.trust("r2:first") == 1.0  # too few results to judge
    _losing_read(trials, 60)
    assert trials.trust("r2:first") == FLOOR
    assert trials.trust("r2:facing") == 1.0  # other reads are judged on their own


def test_a_read_that_wins_keeps_its_weight() -> None:
    trials = Trials()
    for index in range(60):
        _play(trials, READ, BET_CALLED, 0 if index % 3 else 1)  # +30 twice, -20 once
        _play(trials, SOLVED, CHECKED, 0 if index % 2 else 1)  # +10 or 0
    assert trials.trust("r2:first") == 1.0


def _winning_read(trials: Trials, rounds: int) -> None:
    for index in range(rounds):
        _play(trials, READ, BET_CALLED, 0 if index % 3 else 1)  # +30 twice, -20 once
        _play(trials, SOLVED, CHECKED, 0 if index % 2 else 1)  # +10 or 0


def test_a_read_that_must_prove_itself_starts_small_and_earns_its_weight() -> None:
    winning, losing = Trials(), Trials()
    assert winning.trust("r2:first", prove_first=True) == START < 1.0
    _winning_read(winning, 60)
    assert winning.trust("r2:first", prove_first=True) == 1.0
    _losing_read(losing, 60)
    assert losing.trust("r2:first", prove_first=True) == FLOOR


def test_old_results_fade_so_a_dropped_read_is_tried_again() -> None:
    trials = Trials()
    _losing_read(trials, 60)
    assert trials.trust("r2:first") == FLOOR
    for _ in range(1500):  # he has changed: only the solved branch is played for a long time
        _play(trials, SOLVED, CHECKED, 0)
    assert trials.spots["r2:first"].read.count < MIN_RESULTS
    assert trials.trust("r2:first") == 1.0


def _second_round(rules: Rules = RULES) -> Match:
    mine = parse_cards("Ah Ad Ac 9s 9h")
    other = [c for c in parse_cards("Kc Kd Qc Qd Jc Jd Tc Td") if c not in mine][:5]
    stock = [c for c in full_deck(rules.deck_size) if c not in mine and c not in other]
    match = Match(rules, seed=1)
    match.start_deal(mine + other + stock)
    match.act(Wait(), 0)
    match.act(Call(), 1)
    match.act(Discard(()), 0)
    match.act(Discard(()), 1)
    assert match.phase is Phase.BET2
    return match


def test_a_losing_read_bends_the_solved_odds_less() -> None:
    """The same read, against the same opponent model, moves the odds less once it has lost."""
    hard = Hard(seed=3)
    duplicate(RULES, hard, make_player("calling-station", seed=4), 120, seed=9)
    view = _second_round().view(0)
    knowledge = knowledge_for(RULES)
    moves, solved = [CHECK, HALF, MAX], [0.5, 0.3, 0.2]
    trusted = Exploiter(hard.model, trials=Trials())
    doubted = Exploiter(hard.model, trials=Trials())
    _losing_read(doubted.trials, 60)
    before = trusted.bet_odds(view, read(view, knowledge), moves, solved, 0.97, knowledge)
    after = doubted.bet_odds(view, read(view, knowledge), moves, solved, 0.97, knowledge)
    assert before[2] > solved[2] + 0.05  # a calling station pays the largest bet
    assert trusted.bent is not None and doubted.bent is not None
    assert doubted.bent[3] == pytest.approx(trusted.bent[3] * FLOOR)
    assert abs(after[2] - solved[2]) < abs(before[2] - solved[2])


def test_hard_scores_her_reads_as_she_plays() -> None:
    hard = Hard(seed=3)
    duplicate(RULES, hard, make_player("calling-station", seed=4), 300, seed=9)
    spots = hard.trials.spots
    assert spots, "no read was scored"
    assert all(s.read.count + s.solved.count > 0 for s in spots.values())
    assert not hard.trials.pending  # every decision was settled by its deal's record


def test_on_52_cards_the_reads_that_lost_there_must_prove_themselves() -> None:
    """The same read, model and fresh trial: on 52 cards it bends at most START of its cap until
    its trial shows it pays; on 32 cards it keeps the usual rule (full weight until it trails)."""
    hard = Hard(seed=3)
    duplicate(RULES, hard, make_player("calling-station", seed=4), 120, seed=9)
    moves, solved = [CHECK, HALF, MAX], [0.5, 0.3, 0.2]
    bent = {}
    for deck in (32, 52):
        rules = Rules.preset(f"classic-{deck}")
        knowledge = knowledge_for(rules)
        view = _second_round(rules).view(0)
        exploiter = Exploiter(hard.model, trials=Trials())
        exploiter.bet_odds(view, read(view, knowledge), moves, solved, 0.97, knowledge)
        assert exploiter.bent is not None and exploiter.bent[0] == "r2:first"
        assert ("r2:first" in exploiter.proving) == (deck == 52)
        bent[deck] = exploiter.bent[3]
    assert "r2:first" in PROVE_FIRST[52] and 32 not in PROVE_FIRST
    assert bent[52] <= START * FIRST_W_MAX + 1e-9 < bent[32]
