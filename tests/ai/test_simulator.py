"""The simulator's command line: duplicate deals as JSON, outside players, whole matches."""

from __future__ import annotations

import json

import pytest

from drawpoker.ai import make_player
from drawpoker.engine import Rules
from drawpoker.sim.__main__ import main
from drawpoker.sim.play import duplicate


def test_json_object(capsys: pytest.CaptureFixture[str]) -> None:
    main(
        [
            "--a",
            "hard",
            "--b",
            "rock",
            "--deck",
            "32",
            "--deals",
            "30",
            "--seed",
            "1",
            "--json",
            "--quiet",
        ]
    )
    report = json.loads(capsys.readouterr().out)
    assert set(report) == {"a", "b", "deck", "deals", "a_per_100", "ci95", "seconds"}
    assert report["deals"] == 30 and report["deck"] == 32
    low, high = report["ci95"]
    assert low <= report["a_per_100"] <= high


def test_outside_player_by_factory(capsys: pytest.CaptureFixture[str]) -> None:
    main(
        [
            "--a",
            "normal",
            "--b",
            "drawpoker.ai.players:CallingStation",
            "--deals",
            "10",
            "--json",
            "--quiet",
        ]
    )
    assert json.loads(capsys.readouterr().out)["b"] == "drawpoker.ai.players:CallingStation"


def test_matches_mode(capsys: pytest.CaptureFixture[str]) -> None:
    main(["--a", "maniac", "--b", "maniac", "--matches", "3", "--json"])
    report = json.loads(capsys.readouterr().out)
    assert report["a_wins"] + report["b_wins"] + report["unfinished"] == 3
    assert report["deals_quartiles"][0] <= report["deals_median"] <= report["deals_quartiles"][1]


def test_a_player_against_itself_breaks_even_on_duplicate_deals() -> None:
    """Same deterministic player in both seats: every pair of games cancels exactly."""
    rules = Rules.preset("classic-32")
    result = duplicate(rules, make_player("rock"), make_player("rock"), 50, seed=4)
    assert result.a_per_100 == 0
