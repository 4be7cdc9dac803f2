"""``hard`` learns from the public records of earlier deals and bends its odds accordingly."""

from __future__ import annotations

import pytest

from drawpoker.ai.draw import make_player
from drawpoker.ai.draw.abstraction import CHECK, HALF, MAX, POT
from drawpoker.ai.draw.exploit import FIRST_W_MAX, W_MAX
from drawpoker.ai.draw.hard import Hard
from drawpoker.ai.draw.knowledge import knowledge_for
from drawpoker.ai.draw.reading import read
from drawpoker.engine.draw import Call, Discard, Match, Phase, Rules, Wait, full_deck, parse_cards
from drawpoker.sim.draw.play import duplicate

RULES = Rules.preset("classic-32")


def _trained(opponent: str, deals: int = 120) -> Hard:
    hard = Hard(seed=3)
    duplicate(RULES, hard, make_player(opponent, seed=4), deals, seed=9)
    return hard


def _second_round_view(hand: str) -> Match:
    """A deal checked to the second round, seat 0 (first to act) holding ``hand``."""
    mine = parse_cards(hand)
    other = [c for c in parse_cards("Ac Ad Kc Kd Qc Qd Jc Jd Tc Td") if c not in mine][:5]
    stock = [c for c in full_deck(32) if c not in mine and c not in other]
    match = Match(RULES, seed=1)
    match.start_deal(mine + other + stock)
    match.act(Wait(), 0)
    match.act(Call(), 1)
    match.act(Discard(()), 0)
    match.act(Discard(()), 1)
    assert match.phase is Phase.BET2
    return match


def test_the_model_reads_a_calling_station() -> None:
    hard = _trained("calling-station")
    assert hard.model.deals >= 120  # one game per deal: the twin games have their own objects
    assert hard.model.fold_rate(2) < 0.1
    assert hard.exploiter.ready()


def test_fewer_bluffs_and_bigger_value_bets_against_a_calling_station() -> None:
    hard = _trained("calling-station")
    knowledge = knowledge_for(RULES)
    moves = [CHECK, HALF, POT, MAX]
    solved = [0.4, 0.2, 0.2, 0.2]
    weak = _second_round_view("7h 8d 9c Js Kh").view(0)
    odds = hard.exploiter.bet_odds(weak, read(weak, knowledge), moves, solved, 0.05, knowledge)
    # first to act after the draw the read moves at most FIRST_W_MAX of the odds; here, with
    # more than 15 of his calls seen, at least half of that
    moved = FIRST_W_MAX / 2
    assert odds[0] > solved[0] + moved * (1 - solved[0])  # a bluff seldom works on him
    assert sum(odds[1:]) < sum(solved[1:]) * (1 - moved)
    strong = _second_round_view("Ah Ad Ac 9s 9h").view(0)
    odds = hard.exploiter.bet_odds(strong, read(strong, knowledge), moves, solved, 0.97, knowledge)
    assert odds[3] > solved[3] + moved * (1 - solved[3])  # he pays the largest bet


@pytest.mark.parametrize("opponent", ["calling-station", "maniac", "rock"])
def test_a_read_never_moves_more_than_its_bound(opponent: str) -> None:
    """Whatever was seen, every solved move keeps at least (1 - W_MAX) of its odds."""
    hard = _trained(opponent)
    knowledge = knowledge_for(RULES)
    moves = [CHECK, HALF, POT, MAX]
    solved = [0.25, 0.25, 0.25, 0.25]
    for hand, value in (("7h 8d 9c Js Kh", 0.4), ("Ah Ad Ac 9s 9h", 0.97), ("Qh Qd 8c 9s 7h", 0.6)):
        view = _second_round_view(hand).view(0)
        odds = hard.exploiter.bet_odds(view, read(view, knowledge), moves, solved, value, knowledge)
        assert sum(odds) == pytest.approx(1.0)
        for before, after in zip(solved, odds, strict=True):
            assert after >= (1 - W_MAX) * before - 1e-9


def test_against_an_unknown_player_the_solved_odds_stand() -> None:
    hard = Hard(seed=1)
    knowledge = knowledge_for(RULES)
    view = _second_round_view("7h 8d 9c Js Kh").view(0)
    odds = [0.4, 0.2, 0.2, 0.2]
    moves = [CHECK, HALF, POT, MAX]
    assert (
        hard.exploiter.bet_odds(view, read(view, knowledge), moves, odds, 0.05, knowledge) == odds
    )


def test_a_new_match_keeps_what_was_learned() -> None:
    hard = _trained("maniac", deals=40)
    learned = hard.model.deals
    match = Match(RULES, seed=5)
    match.start_deal()
    if match.to_act == 1:
        hard.choose(match.view(1))
    assert hard.model.deals == learned


def test_a_player_who_folds_too_often_after_the_draw_is_bluffed_more() -> None:
    """``rock`` gives up to most bets after the draw: a hand that loses at showdown bets (as a
    bluff, at the size he folds to most profitably) far more often than the solved odds say,
    while a strong hand keeps its solved sizes."""
    from drawpoker.ai.draw.exploit import BLUFF_W_MAX
    from drawpoker.ai.draw.model import size_class

    hard = _trained("rock", deals=300)
    rates = {size: hard.model.fold_rate_to(size) for size in ("half", "pot", "max")}
    assert max(rates.values()) > 0.6  # the premise: he folds too often
    knowledge = knowledge_for(RULES)
    moves = [CHECK, HALF, POT, MAX]
    solved = [0.9, 0.04, 0.03, 0.03]
    weak = _second_round_view("7h 8d 9c Js Kh").view(0)
    odds = hard.exploiter.bet_odds(weak, read(weak, knowledge), moves, solved, 0.05, knowledge)
    assert sum(odds) == pytest.approx(1.0)
    assert odds[0] < solved[0] - 0.3  # far fewer give-ups
    bent = hard.exploiter.bent
    assert bent is not None and bent[0] == "r2:bluff" and 0 < bent[3] <= BLUFF_W_MAX
    # the size it bluffs with is one he folds to
    size = moves[max(range(1, 4), key=lambda i: odds[i])]
    amount = {HALF: 5, POT: 10, MAX: 50}[size]
    assert hard.model.fold_rate_to(size_class(amount, RULES.max_bet, weak.pot)) > 0.5
    # a hand worth showing down is no bluff: the read leaves it alone
    strong = _second_round_view("Ah Ad Ac 9s 9h").view(0)
    hard.exploiter.bet_odds(strong, read(strong, knowledge), moves, solved, 0.97, knowledge)
    assert hard.exploiter.bent is None or hard.exploiter.bent[0] != "r2:bluff"


def test_a_caller_after_the_draw_is_not_bluffed_more() -> None:
    hard = _trained("calling-station")
    knowledge = knowledge_for(RULES)
    moves = [CHECK, HALF, POT, MAX]
    solved = [0.9, 0.04, 0.03, 0.03]
    weak = _second_round_view("7h 8d 9c Js Kh").view(0)
    odds = hard.exploiter.bet_odds(weak, read(weak, knowledge), moves, solved, 0.05, knowledge)
    assert odds[0] >= solved[0]
    assert hard.exploiter.bent is None or hard.exploiter.bent[0] != "r2:bluff"
