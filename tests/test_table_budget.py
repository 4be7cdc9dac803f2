"""Both games' tables seat `hard` with the time per decision (`ai.budget.TABLE_BUDGET`) and
the simulators do not (every solve whole, the same play on any machine)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

import drawpoker.ai.budget
from drawpoker.ai.draw import make_player as draw_player
from drawpoker.ai.draw.hard import Hard
from drawpoker.ai.holdem import make_player as holdem_player
from drawpoker.ai.holdem.solved.player import Solved
from drawpoker.ui.draw.opponent import make_opponent
from drawpoker.ui.holdem.computer import make_player as holdem_seat

GAMES: list[tuple[Callable[..., object], Callable[..., object], type]] = [
    (make_opponent, draw_player, Hard),
    (holdem_seat, holdem_player, Solved),
]


@pytest.mark.parametrize(("seat", "simulate", "kind"), GAMES, ids=["draw", "holdem"])
def test_the_table_holds_hard_to_its_budget_and_the_simulator_does_not(
    monkeypatch: pytest.MonkeyPatch, seat: Callable[..., object],
    simulate: Callable[..., object], kind: type,
) -> None:
    monkeypatch.setattr(drawpoker.ai.budget, "TABLE_BUDGET", 1.0)  # tests run with none
    seated = seat("hard", seed=1)
    assert isinstance(seated, kind) and seated.budget == 1.0
    simulated = simulate("hard", seed=1)
    assert isinstance(simulated, kind) and simulated.budget is None
    chosen = simulate("hard", seed=1, budget=0.5)
    assert isinstance(chosen, kind) and chosen.budget == 0.5
