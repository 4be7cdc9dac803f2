"""The hold'em simulator: rotations seat every player everywhere once per deal, money is
conserved, and the command line reaches it through ``python -m drawpoker.sim --game holdem``."""

from __future__ import annotations

import json

import pytest

from drawpoker.ai.holdem import make_player
from drawpoker.engine.core.cards import full_deck, parse_cards
from drawpoker.engine.holdem import HoldemRules
from drawpoker.sim.__main__ import main as sim_main
from drawpoker.sim.holdem.table import play_hand, rotated, wants_holdem


def test_identical_players_come_out_exactly_even() -> None:
    """Same strategy in every seat: if each player sits in each seat once per deal, each gets
    the same total; a rotation that seated someone twice in one seat would not."""
    result = rotated(["calling-station"] * 4, deals=30, seed=2)
    assert [p.per_100 for p in result.players] == [0.0, 0.0, 0.0, 0.0]
    assert result.hands == 120


def test_money_is_conserved_and_the_interval_holds_the_mean() -> None:
    result = rotated(["maniac", "rock", "random"], deals=40, seed=3)
    assert sum(p.per_100 for p in result.players) == pytest.approx(0.0, abs=1e-6)
    for p in result.players:
        assert p.ci95[0] <= p.per_100 <= p.ci95[1]
    assert any(p.per_100 != 0 for p in result.players)


def test_one_hand_returns_what_each_seat_won() -> None:
    players = [make_player("calling-station", seed=s) for s in range(3)]
    order = parse_cards("As Kd 2c Ah 7d 3c Ks Qs Js 9h 4d") + [
        card for card in full_deck(52) if str(card) not in "As Kd 2c Ah 7d 3c Ks Qs Js 9h 4d"
    ]
    # seats 1, 2, 0 get As-Ah, Kd-7d, 2c-3c; the board Ks Qs Js 9h 4d: aces win, once
    # three stations checked every street: each paid the big blind
    won = play_hand(HoldemRules(players=3), players, order)
    assert won == [-10, 20, -10]


def test_the_command_line_dispatches_to_holdem(capsys: pytest.CaptureFixture[str]) -> None:
    assert wants_holdem(["--game", "holdem", "--deals", "3"])
    assert wants_holdem(["--game=holdem"])
    assert not wants_holdem(["--a", "hard", "--b", "holdem"])
    code = sim_main(
        ["--game", "holdem", "--players", "rock,maniac", "--deals", "3", "--json", "--quiet"]
    )
    assert code == 0
    report = json.loads(capsys.readouterr().out)
    assert report["players"] == ["rock", "maniac"]
    assert report["hands"] == 6
    assert report["per_100"][0] == pytest.approx(-report["per_100"][1])


def test_the_command_line_refuses_unknown_players(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        sim_main(["--game", "holdem", "--players", "rock,nobody", "--deals", "1"])
    assert "unknown hold'em player 'nobody'" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        sim_main(["--game", "holdem", "--players", "rock", "--deals", "1"])
