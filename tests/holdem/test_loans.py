"""The pawnshop's loan at the hold'em table: fixed at the first hand's big blinds (issue 40: a
loan that grew with the blinds put 46 times the buy-ins on the table), while a game saved
before the change keeps its growing loans to its end."""

from __future__ import annotations

import pytest

from drawpoker.engine.core.events import ItemPawned
from drawpoker.engine.holdem import HoldemGame, HoldemRules, Street, action_of_kind
from drawpoker.engine.holdem.stakes import STAKES, dealt_rules, is_offered, rules_for


def test_the_loan_is_twenty_first_big_blinds_at_every_hand() -> None:
    rules = rules_for(6, STAKES[0])  # $100, big blind $2
    assert rules.fixed_loan
    assert {rules.loan_at(hand) for hand in (1, 10, 11, 41, 200)} == {40}


def test_a_game_begun_before_keeps_its_growing_loans() -> None:
    old = {k: v for k, v in rules_for(6, STAKES[0]).to_dict().items() if k != "fixed_loan"}
    rules = HoldemRules.from_dict(old)
    assert not rules.fixed_loan
    assert rules.loan_at(1) == 40 and rules.loan_at(41) == 640
    assert "fixed_loan" not in rules.to_dict()  # written back as it was read
    assert HoldemRules.from_dict(rules_for(6, STAKES[0]).to_dict()).fixed_loan
    assert is_offered(rules) and is_offered(rules_for(6, STAKES[0]))
    assert dealt_rules(rules) == rules


@pytest.mark.parametrize("fixed", [True, False])
def test_the_engine_lends_what_the_rules_say(fixed: bool) -> None:
    """Every pawn in long games lends ``loan_at`` of the hand that follows it."""
    rules = rules_for(6, STAKES[0], casino_blinds=True).replace(fixed_loan=fixed)
    loans: set[tuple[int, int]] = set()
    for seed in range(6):
        game = HoldemGame(rules, seed=seed)
        while game.street is not Street.MATCH_OVER and game.hand_number < 60:
            if game.street is Street.BETWEEN_HANDS:
                events = game.start_hand()
            else:
                kinds = [legal.kind for legal in game.legal_actions()]
                kind = "raise" if "raise" in kinds else "call" if "call" in kinds else kinds[0]
                events = game.act(action_of_kind(kind))
            for event in events:
                if isinstance(event, ItemPawned):
                    loans.add((game.hand_number, game.items[event.seat].loan))
    assert loans, "no item was pawned"
    for hand, loan in loans:
        assert loan == rules.loan_at(hand + 1)
    if fixed:
        assert {loan for _, loan in loans} == {40}
