"""Blinds as the seed has them (big blind to the dealer's left, small blind to its left, both
moving one seat a hand, the big blind doubling every ten hands) and the order of play."""

from __future__ import annotations

import itertools
from dataclasses import replace

from drawpoker.engine.holdem import BlindPosted, Call, Check, Fold, HandStarted, Raise, Street
from drawpoker.engine.holdem.game import HoldemGame

from .tables import game, order_of_play


def _fold_to_the_end(g: HoldemGame) -> None:
    while g.to_act is not None:
        g.act(Fold() if g.can(Fold()) else Check())


def test_first_hand_button_and_blinds_six_handed() -> None:
    g = game(6)
    events = g.start_hand()
    started = events[0]
    assert isinstance(started, HandStarted)
    assert (started.dealer, started.big_blind_seat, started.small_blind_seat) == (0, 1, 2)
    blinds = [e for e in events if isinstance(e, BlindPosted)]
    assert [(b.seat, b.amount, b.big) for b in blinds] == [(2, 5, False), (1, 10, True)]
    assert g.stacks == (500, 490, 495, 500, 500, 500)
    assert g.pot == 15
    assert started.seats == (1, 2, 3, 4, 5, 0)  # dealt from the dealer's left


def test_blinds_move_one_seat_each_hand_the_small_blind_becoming_the_big() -> None:
    g = game(5)
    seen = []
    for _ in range(6):
        g.start_hand()
        seen.append((g.dealer, g.big_blind_seat, g.small_blind_seat))
        _fold_to_the_end(g)
    assert seen == [(0, 1, 2), (1, 2, 3), (2, 3, 4), (3, 4, 0), (4, 0, 1), (0, 1, 2)]
    for before, after in itertools.pairwise(seen):
        assert after[1] == before[2]  # last hand's small blind posts the big blind


def test_big_blind_doubles_every_ten_hands() -> None:
    g = game(3, starting_money=100_000)
    blinds = []
    for _ in range(31):
        events = g.start_hand()
        posted = {e.big: e.amount for e in events if isinstance(e, BlindPosted)}
        blinds.append((g.big_blind, posted[True], posted[False]))
        _fold_to_the_end(g)
    assert blinds[0] == (10, 10, 5)
    assert blinds[9] == (10, 10, 5)
    assert blinds[10] == (20, 20, 10)
    assert blinds[19] == (20, 20, 10)
    assert blinds[20] == (40, 40, 20)
    assert blinds[30] == (80, 80, 40)
    assert g.rules.big_blind_at(41) == 160


def test_short_blind_is_posted_all_in() -> None:
    g = game(3)
    # same total: seat 1 can't cover the big blind
    g.money = replace(g.money, stacks=(500, 4, 496 + 500))
    events = g.start_hand()
    posted = [(e.seat, e.amount) for e in events if isinstance(e, BlindPosted)]
    assert posted == [(2, 5), (1, 4)]
    assert g.stacks[1] == 0
    assert g.view(1).all_in[1]


def test_preflop_order_small_blind_first_big_blind_last_then_dealers_left() -> None:
    g = game(6)
    g.start_hand()
    assert order_of_play(g) == [2, 3, 4, 5, 0, 1]
    assert g.street is Street.FLOP
    assert order_of_play(g) == [1, 2, 3, 4, 5, 0]
    assert g.street is Street.TURN
    assert order_of_play(g) == [1, 2, 3, 4, 5, 0]
    assert g.street is Street.RIVER
    assert order_of_play(g) == [1, 2, 3, 4, 5, 0]
    assert g.street is Street.BETWEEN_HANDS


def test_the_big_blind_has_the_option_when_everyone_calls() -> None:
    g = game(3)
    g.start_hand()
    g.act(Call())  # small blind completes
    g.act(Call())  # dealer calls
    assert g.to_act == 1
    kinds = [legal.kind for legal in g.legal_actions()]
    assert kinds == ["check", "raise"]
    g.act(Raise())
    assert g.street is Street.PREFLOP and g.to_act == 2  # everyone must answer the raise


def test_heads_up_dealer_posts_small_blind_acts_first_preflop_last_after() -> None:
    g = game(2)
    g.start_hand()
    assert (g.dealer, g.small_blind_seat, g.big_blind_seat) == (0, 0, 1)
    assert order_of_play(g) == [0, 1]
    for street in (Street.FLOP, Street.TURN, Street.RIVER):
        assert g.street is street
        assert order_of_play(g) == [1, 0]
    g.start_hand()
    assert (g.dealer, g.small_blind_seat, g.big_blind_seat) == (1, 1, 0)
    assert order_of_play(g) == [1, 0]
    assert order_of_play(g) == [0, 1]


def test_order_skips_folded_and_all_in_seats() -> None:
    g = game(4)
    g.money = replace(g.money, stacks=(500, 500, 500, 500))
    g.start_hand()  # dealer 0, big 1, small 2; preflop 2, 3, 0, 1
    g.act(Fold())  # 2
    g.act(Call())  # 3
    g.act(Call())  # 0
    g.act(Check())  # 1
    assert g.street is Street.FLOP
    assert order_of_play(g) == [1, 3, 0]


def test_out_seats_get_no_button_no_blind_no_cards() -> None:
    g = game(4, forfeit_items=0)
    g._out[2] = True
    g.money = replace(g.money, stacks=(500, 1000, 0, 500))
    g.start_hand()
    assert (g.dealer, g.big_blind_seat, g.small_blind_seat) == (0, 1, 3)
    assert g.hole_cards[2] == ()
    assert order_of_play(g) == [3, 0, 1]
