"""Engine misuse ends in the documented exceptions; the rule edges of docs/rules.md hold."""

from __future__ import annotations

import contextlib
from pathlib import Path

import pytest
from deals import order
from hypothesis import given, settings
from hypothesis import strategies as st

from drawpoker.engine.draw import (
    COMPUTER,
    HUMAN,
    Bet,
    Call,
    Card,
    Discard,
    Drop,
    IllegalAction,
    Match,
    Phase,
    Rules,
    RulesError,
    Wait,
    check_consistent,
)
from drawpoker.engine.draw.events import AntePaid, MatchOver, PotCarried, PotWon
from drawpoker.engine.draw.match_data import match_to_dict
from drawpoker.settings import Settings
from soak import size

RULES_MD = Path(__file__).resolve().parents[2] / "docs" / "rules.md"


# --------------------------------------------------------------------------- misuse


def in_draw() -> Match:
    m = Match(Rules(), seed=2)
    m.start_deal()
    m.act(Wait())
    m.act(Call())
    assert m.phase is Phase.DRAW
    return m


@pytest.mark.parametrize(
    "cards", [[["As"]], [{"a": 1}], ["As"], [None], [Card.from_str("As"), [1]]]
)
def test_a_discard_of_things_that_are_not_cards_is_illegal(cards: list[object]) -> None:
    m = in_draw()
    before = match_to_dict(m)
    with pytest.raises(IllegalAction):
        m.act(Discard(cards))  # type: ignore[arg-type]
    assert not m.can(Discard(cards))  # type: ignore[arg-type]
    assert match_to_dict(m) == before


@pytest.mark.parametrize(
    "bad",
    [5, "As Kd", b"xx", None.__class__, [1, 2, 3], [Card.from_str("As")] * 32, {"a": 1}],
)
def test_a_bad_deck_order_is_an_illegal_action_and_changes_nothing(bad: object) -> None:
    m = Match(Rules(), seed=1)
    before = match_to_dict(m)
    with pytest.raises(IllegalAction):
        m.start_deal(order=bad)  # type: ignore[arg-type]
    assert match_to_dict(m) == before
    m.start_deal()  # the match is still usable


def test_a_seat_that_is_not_a_seat_is_refused() -> None:
    m = in_draw()
    for seat in ([0], 0.0, True, "0"):
        with pytest.raises(IllegalAction):
            m.check(Discard(), seat=seat)  # type: ignore[arg-type]
    with pytest.raises(RulesError):
        Match("classic-32")  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        Match(Rules(), seed=[1])  # type: ignore[arg-type]
    for bad in (2, -1, [0], None, 1.0):
        with pytest.raises(ValueError):
            m.view(bad)  # type: ignore[arg-type]
        with pytest.raises(ValueError):
            m.to_call(bad)  # type: ignore[arg-type]


anything = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=4),
    lambda inner: st.lists(inner, max_size=4) | st.tuples(inner, inner),
    max_leaves=8,
)


@settings(max_examples=size(300), deadline=None)
@given(thing=anything, amount=anything, phase_steps=st.integers(0, 3))
def test_act_and_can_raise_nothing_but_illegal_action(
    thing: object, amount: object, phase_steps: int
) -> None:
    m = Match(Rules(), seed=3)
    m.start_deal()
    for action in (Wait(), Call(), Discard())[:phase_steps]:
        if m.can(action):
            m.act(action)
    candidates = [thing, Bet(amount), Discard([thing]), Discard([amount, thing])]  # type: ignore[arg-type]
    for candidate in candidates:
        assert m.can(candidate) in (True, False)  # type: ignore[arg-type]
        with contextlib.suppress(IllegalAction):
            m.act(candidate)  # type: ignore[arg-type]
        check_consistent(m.state())


# --------------------------------------------------------------------------- a tie, a player broke


def _all_in_tie(rules: Rules, her_bet: bool) -> Match:
    """Deal 1 ends in a tie with one player's whole stack in the pot."""
    m = Match(rules, seed=1)
    m.start_deal(order("As Ks Qs Js 9d", "Ah Kh Qh Jh 9c"))
    if her_bet:
        m.act(Wait())
        m.act(Bet(25))
        m.act(Call())
    else:
        m.act(Bet(25))
        m.act(Call())
    m.act(Discard())
    events = m.act(Discard())
    assert any(isinstance(e, PotCarried) for e in events)
    assert not any(isinstance(e, MatchOver) for e in events)
    return m


def test_a_tie_that_leaves_the_player_broke_keeps_the_pot_in_play() -> None:
    rules = Rules(starting_money=30, pawn_loan=30, buyback_at=60)
    m = _all_in_tie(rules, her_bet=False)
    assert m.stacks == (0, 0) and m.pot == 60
    assert m.phase is Phase.BETWEEN_DEALS  # not over: the next deal is played for the pot
    events = m.start_deal(order("Ac Ad As 8c 8d", "Kc Kd 7s 7h Th", deck_size=32))
    antes = {e.seat: e.amount for e in events if isinstance(e, AntePaid)}
    # She pawned an item to ante; the player had nothing and antes nothing.
    assert antes == {HUMAN: 0, COMPUTER: 5}
    assert m.phase is Phase.DRAW  # no betting: the player has no money
    m.act(Discard())
    events = m.act(Discard())
    won = [e for e in events if isinstance(e, PotWon)]
    assert won == [PotWon(HUMAN, 65, False)]
    assert m.phase is Phase.BETWEEN_DEALS and m.stacks[HUMAN] == 65
    check_consistent(m.state())


def test_a_tie_that_leaves_her_broke_without_items_keeps_the_pot_in_play() -> None:
    rules = Rules(starting_money=30, pawn_loan=30, buyback_at=60, forfeit_items=0)
    m = _all_in_tie(rules, her_bet=True)
    assert m.phase is Phase.BETWEEN_DEALS and m.pot == 60
    events = m.start_deal(order("Kc Kd 7s 7h Th", "Ac Ad As 8c 8d"))
    assert [e.amount for e in events if isinstance(e, AntePaid)] == [0, 0]  # both broke
    m.act(Discard())
    events = m.act(Discard())
    assert PotWon(COMPUTER, 60, False) in events
    assert any(isinstance(e, MatchOver) and e.winner == COMPUTER for e in events)
    assert m.pot == 0 and m.stacks == (0, 60)


# --------------------------------------------------------------------------- flush and full house


def test_flush_beats_full_house_is_refused_with_52_cards() -> None:
    with pytest.raises(RulesError, match="32-card rule"):
        Rules(deck_size=52, flush_beats_full_house=True)
    with pytest.raises(RulesError):
        Rules.from_dict({"deck_size": 52, "flush_beats_full_house": True})
    assert Rules(deck_size=32, flush_beats_full_house=True).flush_beats_full_house
    # The setting is kept for the 32-card deck and does not reach the 52-card rules.
    settings52 = Settings(draw_deck_size=52, draw_flush_beats_full_house=True)
    assert not settings52.rules().flush_beats_full_house
    assert settings52.replace(draw_deck_size=32).rules().flush_beats_full_house


@pytest.mark.parametrize(
    "changes",
    [{"max_bet": 10**30}, {"starting_money": 10**7}, {"max_raises": 10**6}],
)
def test_amounts_in_the_rules_are_bounded(changes: dict[str, int]) -> None:
    with pytest.raises(RulesError, match="at most"):
        Rules(**changes)


# --------------------------------------------------------------------------- drop


def test_drop_is_refused_at_the_draw_as_the_rules_say() -> None:
    m = in_draw()
    with pytest.raises(IllegalAction, match="DROP is not allowed now in the draw"):
        m.act(Drop())
    text = RULES_MD.read_text(encoding="utf-8")
    assert "at any time" not in text
    assert "There is no DROP at the draw" in text
