"""Showdowns at the table: side pots from all-ins, split pots and their odd chips, a hand won
by everyone else folding (nothing shown)."""

from __future__ import annotations

from dataclasses import replace

from drawpoker.engine.holdem import Call, Check, Fold, PotAwarded, Raise, Showdown

from .tables import game, stacked


def test_side_pots_go_to_the_best_hand_each_seat_could_win() -> None:
    g = game(4)
    g.money = replace(g.money, stacks=(40, 1923, 12, 25))  # dealer 0, big blind 1, small blind 2
    order = stacked(
        g,
        {2: "Ah Ad", 3: "Kh Kd", 0: "Qh Qd", 1: "7h 4d"},
        board="2c 8d 9h Jc 3s",
    )
    g.start_hand(order)
    g.act(Call())  # 2: $10 in, $2 left: too little to raise (never a raise for less)
    g.act(Raise())  # 3: to 20
    g.act(Raise())  # 0: to 30
    g.act(Raise())  # 1: to 40, the third raise: the cap
    assert g.to_act == 2 and [x.kind for x in g.legal_actions()] == ["call", "fold"]
    g.act(Call())  # 2: all in at 12
    g.act(Call())  # 3: all in at 25
    events = g.act(Call())  # 0: all in at 40; nobody else can bet: the board runs out
    awarded = [e for e in events if isinstance(e, PotAwarded)]
    assert [(p.amount, p.eligible, p.winners) for p in awarded] == [
        (48, (1, 2, 3, 0), (2,)),
        (39, (1, 3, 0), (3,)),
        (30, (1, 0), (0,)),
    ]
    assert not any(p.uncontested for p in awarded)
    assert g.stacks == (30, 1923 - 40, 48, 39)
    shown = next(e for e in events if isinstance(e, Showdown))
    assert [seat for seat, _ in shown.hands] == [1, 2, 3, 0]  # from the dealer's left


def test_split_pot_gives_the_odd_chip_to_the_first_winner_left_of_the_dealer() -> None:
    g = game(3)
    order = stacked(g, {0: "2c 3d", 1: "4c 5d", 2: "6c 7d"}, board="As Ks Qs Js Ts")
    g.start_hand(order)
    g.act(Fold())  # small blind 2 gives up its $5
    g.act(Call())  # dealer 0
    g.act(Check())  # big blind 1
    events = []
    while g.to_act is not None:
        events += g.act(Check())
    awarded = [e for e in events if isinstance(e, PotAwarded)]
    assert len(awarded) == 1
    pot = awarded[0]
    assert (pot.amount, pot.winners, pot.shares) == (25, (1, 0), (13, 12))
    assert g.stacks == (502, 503, 495)
    assert g.history[-1].pots[0].shares == (13, 12)


def test_three_way_tie_on_the_board() -> None:
    g = game(3)
    order = stacked(g, {0: "2c 3d", 1: "4c 5d", 2: "6c 7d"}, board="Ah Kh Qh Jh Th")
    g.start_hand(order)
    g.act(Call())
    g.act(Call())
    g.act(Check())
    while g.to_act is not None:
        g.act(Check())
    assert g.stacks == (500, 500, 500)
    assert g.history[-1].pots[0].winners == (1, 2, 0)


def test_last_player_left_takes_everything_and_shows_nothing() -> None:
    g = game(3)
    g.start_hand()
    g.act(Raise())  # small blind 2 raises to 20
    g.act(Fold())  # dealer
    events = g.act(Fold())  # big blind
    assert not any(isinstance(e, Showdown) for e in events)
    awarded = [e for e in events if isinstance(e, PotAwarded)]
    assert [(p.amount, p.winners, p.uncontested) for p in awarded] == [(30, (2,), True)]
    assert g.stacks == (500, 490, 510)
    assert g.history[-1].shown == ()
    assert g.view(0).shown == ()


def test_kickers_on_the_board_split_or_decide() -> None:
    g = game(2)
    # Both play the board's two pair with the ace kicker from the board: a split.
    order = stacked(g, {0: "2c 3d", 1: "4c 5d"}, board="Kh Kd Qs Qh Ac")
    g.start_hand(order)
    while g.to_act is not None:
        g.act(Check() if g.can(Check()) else Call())
    assert g.stacks == (500, 500)
    order = stacked(g, {1: "2c 3d", 0: "Qd 5s"}, board="Kh Kd Qs 9h Ac")
    g.start_hand(order)
    while g.to_act is not None:
        g.act(Check() if g.can(Check()) else Call())
    assert g.stacks == (510, 490)  # queens up beats the board
