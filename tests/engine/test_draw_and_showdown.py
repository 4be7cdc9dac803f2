"""The draw, the showdown, drops and ties carried over."""

from __future__ import annotations

import pytest
from deals import new_match, order

from drawpoker.engine.draw import (
    Bet,
    Call,
    Discard,
    Drop,
    IllegalAction,
    Phase,
    Wait,
    parse_cards,
)
from drawpoker.engine.draw.events import CardsDrawn, PotCarried, PotWon, Showdown


def to_the_draw(human: str, computer: str, draws: str = "", **rules: int | bool):
    m = new_match(**rules)
    m.start_deal(order(human, computer, draws))
    m.act(Wait())
    m.act(Call())
    return m


def test_draws_come_from_the_stock_first_to_act_first_and_replace_in_place() -> None:
    m = to_the_draw("7s 7d Ac 9h 8s", "Ks Qd Jc Td 8c", "7h Kh 9d Jd")
    events = m.act(Discard(parse_cards("Ac 9h 8s")))
    assert m.hands[0] == tuple(parse_cards("7s 7d 7h Kh 9d"))
    assert CardsDrawn(0, 3) in events and m.to_act == 1
    m.act(Discard(parse_cards("8c")))
    assert m.hands[1] == tuple(parse_cards("Ks Qd Jc Td Jd"))
    assert m.drawn == (3, 1) and m.phase is Phase.BET2


def test_each_player_sees_how_many_cards_the_other_drew() -> None:
    m = to_the_draw("7s 7d Ac 9h 8s", "Ks Qd Jc Td 8c")
    m.act(Discard(parse_cards("Ac 9h 8s")))
    assert m.view(1).drawn == (3, None)
    m.act(Discard())
    assert m.view(0).drawn == (3, 0)


def test_discarding_a_card_not_in_hand_or_twice_is_refused() -> None:
    m = to_the_draw("7s 7d Ac 9h 8s", "Ks Qd Jc Td 8c")
    with pytest.raises(IllegalAction, match="not in your hand"):
        m.act(Discard(parse_cards("Ks")))
    with pytest.raises(IllegalAction, match="at most once"):
        m.act(Discard(parse_cards("7s 7s")))
    assert m.to_act == 0 and m.drawn == (None, None)


def test_a_drop_gives_the_whole_pot_to_the_other_player_cards_unseen() -> None:
    m = new_match()
    m.start_deal(order("7s 7d Ac 9h 8s", "Ks Qd Jc Td 8c"))
    m.act(Bet(20))
    events = m.act(Drop())
    assert PotWon(0, 30, True) in events
    assert not any(isinstance(e, Showdown) for e in events)
    assert m.stacks == (205, 195)
    assert m.history[-1].shown is None and m.history[-1].by_drop


def test_showdown_the_better_hand_takes_the_pot() -> None:
    m = to_the_draw("As Ad Ac 9h 8s", "Ks Kd Kc Td 8c")
    m.act(Discard())
    m.act(Discard())
    m.act(Bet(50))
    events = m.act(Call())
    showdown = next(e for e in events if isinstance(e, Showdown))
    assert showdown.winner == 0 and showdown.hands[1] == tuple(parse_cards("Ks Kd Kc Td 8c"))
    assert PotWon(0, 110, False) in events
    assert m.stacks == (255, 145)


def test_equal_hands_carry_the_whole_pot_to_the_next_deal() -> None:
    m = to_the_draw("As Kd Qc Jh 9s", "Ah Ks Qd Jc 9d")
    m.act(Discard())
    m.act(Discard())
    m.act(Bet(10))
    events = m.act(Call())
    assert next(e for e in events if isinstance(e, Showdown)).winner is None
    assert PotCarried(30) in events
    assert m.pot == 30 and m.stacks == (185, 185)
    m.start_deal(order("7s 7d Ac 9h 8s", "Ks Qd Jc Td 8c"))
    assert m.pot == 40 and m.carried_pot == 30 and m.stacks == (180, 180)
    m.act(Bet(5), seat=1)  # she acts first in deal 2
    m.act(Drop(), seat=0)
    assert m.stacks == (180, 175 + 45) and m.pot == 0


def test_suits_have_no_rank_at_showdown() -> None:
    m = to_the_draw("As Ks Qs Js 9d", "Ah Kh Qh Jh 9c")
    m.act(Discard())
    m.act(Discard())
    events = m.act(Call())
    assert next(e for e in events if isinstance(e, Showdown)).winner is None
