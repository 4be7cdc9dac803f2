"""The enumerator tells a Monte Carlo player from a mixed strategy with one counting run
(issue 35's speed): a player drawing many numbers in one decision is sampled at once, never
walked draw by draw to the run limit; a small mixed strategy is still enumerated exactly; the
copies share nothing with the real player, however she is copied."""

from __future__ import annotations

import random
from typing import Any

import pytest

from drawpoker.teach import branching


class Mixed:
    """Bets 70% of the time, by one draw."""

    def __init__(self) -> None:
        self.rng = random.Random(1)
        self.seen = 0

    def choose(self) -> str:
        self.seen += 1
        return "bet" if self.rng.random() < 0.7 else "check"


class MonteCarlo:
    """Calls when a simulation of 200 draws says it wins often enough."""

    def __init__(self) -> None:
        self.rng = random.Random(2)
        self.seen = 0

    def choose(self) -> str:
        self.seen += 1
        wins = sum(self.rng.random() < 0.55 for _ in range(200))
        return "call" if wins > 110 else "fold"


class Unpicklable(Mixed):
    def __init__(self) -> None:
        super().__init__()
        self.hook = lambda: None  # a lambda: no pickle, a deep copy instead


def _decide(player: Any) -> str:
    return str(player.choose())


@pytest.mark.parametrize("make", [Mixed, Unpicklable])
def test_a_mixed_strategy_is_still_exact(make: type[Mixed]) -> None:
    player = make()
    answers = branching.enumerate_answers(player, _decide)
    assert answers.basis == "mixed"
    assert dict(answers.options) == pytest.approx({"bet": 0.7, "check": 0.3})
    assert player.seen == 0 and player.rng.random() == random.Random(1).random()


def test_a_monte_carlo_player_is_sampled_after_one_counting_run(
        monkeypatch: pytest.MonkeyPatch) -> None:
    player = MonteCarlo()
    runs = []
    real = branching._Scripted.__init__

    def counted(self: Any, script: Any) -> None:
        runs.append(len(script))
        real(self, script)

    monkeypatch.setattr(branching._Scripted, "__init__", counted)
    answers = branching.enumerate_answers(player, _decide, samples=16)
    assert answers.basis == "sampled" and answers.runs == 16
    assert runs == []  # never walked draw by draw
    assert sum(p for _, p in answers.options) == pytest.approx(1.0)
    assert player.seen == 0


def test_the_copy_shares_nothing() -> None:
    player = Mixed()
    twin = branching.clone(player)
    twin.choose()
    assert player.seen == 0 and twin.rng is not player.rng
