"""Property tests: thousands of random legal matches keep every invariant and always end."""

from __future__ import annotations

import contextlib
import json
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from drawpoker.engine.draw import (
    Action,
    ActionKind,
    Bet,
    Call,
    Discard,
    Drop,
    IllegalAction,
    LegalAction,
    Match,
    Phase,
    Raise,
    Rules,
    Wait,
    check_consistent,
)
from drawpoker.engine.draw.actions import DISCARD
from drawpoker.engine.draw.match_data import match_from_dict, match_to_dict
from soak import size

SMALL = dict(starting_money=60, pawn_loan=30, buyback_at=90, forfeit_items=3)


def random_action(m: Match, rng: random.Random) -> Action:
    legal = rng.choice(m.legal_actions())
    if legal.kind is DISCARD:
        hand = m.hands[m.to_act or 0]
        return Discard(rng.sample(hand, rng.randint(0, 5)))
    if legal.kind is ActionKind.BET:
        return Bet(rng.choice(legal.amounts()))
    if legal.kind is ActionKind.RAISE:
        return Raise(rng.choice(legal.amounts()))
    return {ActionKind.CHECK: Wait(), ActionKind.CALL: Call(), ActionKind.FOLD: Drop()}[legal.kind]


def all_candidate_actions(m: Match) -> list[Action]:
    """A superset of the legal actions, to check act() accepts exactly legal_actions()."""
    hand = m.hands[m.to_act or 0]
    amounts = range(-5, m.rules.max_bet + 15, 1)
    return [
        Wait(),
        Call(),
        Drop(),
        Discard(),
        Discard(hand[:2]),
        Discard(hand),
        *(Bet(a) for a in amounts),
        *(Raise(a) for a in amounts),
    ]


def allowed_by(legal: list[LegalAction], action: Action) -> bool:
    for entry in legal:
        if entry.kind is not action.kind:
            continue
        if isinstance(action, Bet | Raise):
            return action.amount in entry.amounts()
        return True
    return False


def check_invariants(m: Match) -> None:
    check_consistent(m.state())
    assert min(m.stacks) >= 0 and m.pot >= 0
    start = 2 * m.rules.starting_money
    assert sum(m.stacks) + m.pot == start + m.bank_lent - m.bank_repaid
    if m.phase in (Phase.BET1, Phase.DRAW, Phase.BET2):
        cards = [*m.hands[0], *m.hands[1], *m.stock]
        assert len(cards) == len(set(cards))


def play(m: Match, rng: random.Random, max_deals: int, probe: bool) -> None:
    while m.phase is not Phase.MATCH_OVER and m.deal_number < max_deals:
        m.start_deal()
        check_invariants(m)
        while m.phase not in (Phase.BETWEEN_DEALS, Phase.MATCH_OVER):
            if probe:
                legal = m.legal_actions()
                for action in all_candidate_actions(m):
                    assert m.can(action) == allowed_by(legal, action), (action, legal)
            before = match_to_dict(m) if probe else None
            if probe:
                with contextlib.suppress(IllegalAction):
                    m.act(Bet(-1))
                assert match_to_dict(m) == before
            m.act(random_action(m, rng))
            check_invariants(m)


@settings(max_examples=size(1500), deadline=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32), deck=st.sampled_from([32, 52]), opts=st.booleans())
def test_random_matches_keep_invariants_and_end(seed: int, deck: int, opts: bool) -> None:
    flush = opts and deck == 32  # a 32-card rule
    rules = Rules(deck_size=deck, ace_low_32=opts, flush_beats_full_house=flush).replace(**SMALL)
    m = Match(rules, seed=seed)
    play(m, random.Random(seed), max_deals=5000, probe=False)
    assert m.phase is Phase.MATCH_OVER
    assert m.winner in (0, 1)


@settings(max_examples=size(200), deadline=None)
@given(seed=st.integers(0, 2**32), deck=st.sampled_from([32, 52]))
def test_legal_actions_are_exactly_what_act_accepts(seed: int, deck: int) -> None:
    m = Match(Rules(deck_size=deck).replace(**SMALL), seed=seed)
    play(m, random.Random(seed), max_deals=4, probe=True)


@settings(max_examples=size(300), deadline=None)
@given(seed=st.integers(0, 2**32), steps=st.integers(0, 60), deck=st.sampled_from([32, 52]))
def test_the_round_trip_through_to_dict_is_exact(seed: int, steps: int, deck: int) -> None:
    rng = random.Random(seed)
    m = Match(Rules(deck_size=deck).replace(**SMALL), seed=seed)
    for _ in range(steps):
        if m.phase is Phase.MATCH_OVER:
            break
        if m.phase is Phase.BETWEEN_DEALS:
            m.start_deal()
        else:
            m.act(random_action(m, rng))
    data = json.loads(json.dumps(match_to_dict(m)))
    copy = match_from_dict(data)
    assert match_to_dict(copy) == match_to_dict(m)
    if m.phase is not Phase.MATCH_OVER:
        if m.phase is Phase.BETWEEN_DEALS:
            assert m.start_deal() == copy.start_deal()
        else:
            action = random_action(m, random.Random(seed + 1))
            assert m.act(action) == copy.act(action)


def test_full_size_matches_with_default_rules_end() -> None:
    for seed in range(20):
        m = Match(Rules(deck_size=32 if seed % 2 else 52), seed=seed)
        play(m, random.Random(seed), max_deals=20000, probe=False)
        assert m.phase is Phase.MATCH_OVER
