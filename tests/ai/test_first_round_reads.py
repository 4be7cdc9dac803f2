"""Reads before the draw: a strong hand waits for a player who bets after a wait, and a hand
that is not strong stops raising a player who never folds."""

from __future__ import annotations

import pytest

from drawpoker.ai.draw import make_player
from drawpoker.ai.draw.abstraction import CHECK, FOLD, HALF, MAX, POT
from drawpoker.ai.draw.exploit import RAISE_VALUE, TRAP_VALUE, W_MAX
from drawpoker.ai.draw.hard import Hard
from drawpoker.ai.draw.knowledge import knowledge_for
from drawpoker.ai.draw.reading import read
from drawpoker.engine.draw import Bet, Match, Phase, Rules, full_deck
from drawpoker.engine.draw.view import PlayerView
from drawpoker.sim.draw.play import duplicate

RULES = Rules.preset("classic-32")
KNOWLEDGE = knowledge_for(RULES)


def _trained(opponent: str, deals: int = 300) -> Hard:
    hard = Hard(seed=3)
    duplicate(RULES, hard, make_player(opponent, seed=4), deals, seed=9)
    return hard


def _first_view() -> PlayerView:
    match = Match(RULES, seed=1)
    match.start_deal(full_deck(32))
    assert match.phase is Phase.BET1 and match.to_act == 0
    return match.view(0)


def _facing_view() -> PlayerView:
    match = Match(RULES, seed=1)
    match.start_deal(full_deck(32))
    match.act(Bet(5), 0)
    return match.view(1)


def test_the_model_counts_his_bets_after_she_waits() -> None:
    often = _trained("maniac", deals=150).model.opens_after_wait
    seldom = _trained("rock", deals=150).model.opens_after_wait
    assert often.chances > 20 and seldom.chances > 20
    assert often.taken / often.chances > 0.8
    assert seldom.taken / seldom.chances < often.taken / often.chances


def test_a_strong_hand_waits_for_a_player_who_bets_after_a_wait() -> None:
    hard = _trained("exploiter")
    tendency = hard.model.opens_after_wait
    assert tendency.taken / tendency.chances > 0.35  # the premise: he bets when she waits
    view = _first_view()
    moves = [CHECK, HALF, POT, MAX]
    solved = [0.2, 0.6, 0.1, 0.1]
    odds = hard.exploiter.bet_odds(view, read(view, KNOWLEDGE), moves, solved, 0.9, KNOWLEDGE)
    bent = hard.exploiter.bent
    assert bent is not None and bent[0] == "r1:trap" and 0 < bent[3] <= W_MAX
    assert odds[0] > solved[0] + 0.1
    assert sum(odds) == pytest.approx(1.0)
    # a hand below TRAP_VALUE keeps its solved odds in this spot
    hard.exploiter.bet_odds(view, read(view, KNOWLEDGE), moves, solved, TRAP_VALUE - 0.2, KNOWLEDGE)
    assert hard.exploiter.bent is None or hard.exploiter.bent[0] != "r1:trap"


def test_no_trap_against_a_player_who_checks_behind() -> None:
    hard = _trained("rock", deals=150)
    view = _first_view()
    moves = [CHECK, HALF, POT, MAX]
    solved = [0.2, 0.6, 0.1, 0.1]
    hard.exploiter.bet_odds(view, read(view, KNOWLEDGE), moves, solved, 0.95, KNOWLEDGE)
    assert hard.exploiter.bent is None or hard.exploiter.bent[0] != "r1:trap"


def test_no_raise_without_a_strong_hand_against_a_player_who_never_folds() -> None:
    hard = _trained("exploiter")
    assert hard.exploiter.folds_rarely(1) > 0  # the premise: he calls what she opens
    view = _facing_view()
    moves = [FOLD, CHECK, POT, MAX]
    solved = [0.2, 0.5, 0.2, 0.1]
    odds = hard.exploiter.bet_odds(view, read(view, KNOWLEDGE), moves, solved, 0.45, KNOWLEDGE)
    bent = hard.exploiter.bent
    assert bent is not None and bent[0] == "r1:calm"
    assert odds[2] + odds[3] < (solved[2] + solved[3]) * (1 - bent[3]) + 1e-9
    assert odds[0] == pytest.approx(solved[0])  # folds are not touched: the raises are called
    assert sum(odds) == pytest.approx(1.0)
    # a strong hand raises as solved
    strong = hard.exploiter.bet_odds(
        view, read(view, KNOWLEDGE), moves, solved, RAISE_VALUE + 0.2, KNOWLEDGE
    )
    assert strong == solved
