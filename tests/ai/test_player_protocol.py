"""One player contract for every game: the levels, the baselines, the sparring players, the
tables' stand-ins and the simulators' outside players all keep ``choose`` and ``observe``."""

from __future__ import annotations

import pytest

from drawpoker.ai import draw as draw_ai
from drawpoker.ai.holdem import players as holdem_ai
from drawpoker.ai.player import Observer, Player
from drawpoker.engine.draw import Match, Phase, Rules
from drawpoker.engine.holdem import HoldemGame, HoldemRules
from drawpoker.sim.__main__ import build_player
from drawpoker.ui.draw.opponent import make_opponent
from drawpoker.ui.draw.standin_opponent import StandinOpponent
from drawpoker.ui.holdem import computer


@pytest.mark.parametrize("name", draw_ai.PLAYER_NAMES)
def test_every_draw_player_keeps_the_contract_and_observes_a_deal(name: str) -> None:
    player = draw_ai.make_player(name, seed=1)
    assert isinstance(player, Player)
    match = Match(Rules.preset("classic-32"), seed=2)
    match.start_deal()
    while match.phase in (Phase.BET1, Phase.DRAW, Phase.BET2):
        seat = match.to_act
        assert seat is not None
        match.act(player.choose(match.view(seat)), seat)
    player.observe(match.view(1))  # the end of the deal, as the simulator shows it


@pytest.mark.parametrize("name", holdem_ai.PLAYER_NAMES)
def test_every_holdem_player_keeps_the_contract(name: str) -> None:
    player = holdem_ai.make_player(name, seed=1)
    assert isinstance(player, Player)
    game = HoldemGame(HoldemRules(players=3), seed=4)
    game.start_hand()
    for _ in range(3):
        seat = game.to_act
        if seat is None:
            break
        game.act(player.choose(game.view(seat)), seat)
    player.observe(game.view(0))


def test_the_tables_stand_ins_keep_it_too() -> None:
    assert isinstance(StandinOpponent(1), Player)
    assert isinstance(computer.StandinPlayer(1), Player)


def test_a_level_the_ai_does_not_know_gets_the_stand_in_not_a_crash() -> None:
    assert isinstance(make_opponent("grandmaster", seed=1), StandinOpponent)
    assert isinstance(computer.make_player("grandmaster", 1), computer.StandinPlayer)
    assert computer.levels() == holdem_ai.LEVELS


class _ChoosesOnly:
    def choose(self, view: object) -> object:
        return None


class _Full(Observer):
    def choose(self, view: object) -> object:
        return None


def choose_only(seed: int = 0) -> _ChoosesOnly:
    return _ChoosesOnly()


def full(seed: int = 0) -> _Full:
    return _Full()


def test_the_simulator_refuses_an_outside_player_without_observe() -> None:
    assert not isinstance(_ChoosesOnly(), Player)
    with pytest.raises(SystemExit, match="observe"):
        build_player(f"{__name__}:choose_only", seed=1)
    assert isinstance(build_player(f"{__name__}:full", seed=1), _Full)
