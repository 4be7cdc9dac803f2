"""Hold'em saves written before the game's state became one value (issue 39) still load, write
back byte for byte, play on the same, and damaged ones are refused with the same words."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from drawpoker.engine.holdem.data import game_from_dict, game_to_dict

from .saves_before import CASES, DAMAGES, _forge, digest, play_on, refusal, saved_game

WRITTEN: dict[str, Any] = json.loads(
    (Path(__file__).parent / "data" / "saves_v1.json").read_text(encoding="utf-8"))
SEEDS = {name: seed for name, _, seed, _ in CASES}
PLAYED = {name: (changes, seed, done) for name, changes, seed, done in CASES}


def test_the_fixture_covers_every_case_and_damage() -> None:
    assert sorted(WRITTEN["saves"]) == sorted(SEEDS)
    assert len(WRITTEN["refusals"]) == len(DAMAGES) + 4


@pytest.mark.parametrize("name", sorted(SEEDS))
def test_an_old_save_loads_writes_back_the_same_and_plays_on_the_same(name: str) -> None:
    saved = WRITTEN["saves"][name]
    game = game_from_dict(saved["save"])
    assert json.dumps(game_to_dict(game)) == json.dumps(saved["save"])
    assert digest(play_on(game, SEEDS[name])) == saved["play_on"]


@pytest.mark.parametrize("name", sorted(SEEDS))
def test_the_same_seeded_play_still_writes_the_same_save(name: str) -> None:
    game = saved_game(*PLAYED[name])
    assert json.dumps(game_to_dict(game)) == json.dumps(WRITTEN["saves"][name]["save"])


@pytest.mark.parametrize("case", range(len(DAMAGES)))
def test_a_damaged_old_save_is_refused_with_the_same_words(case: int) -> None:
    name, path, value, words = WRITTEN["refusals"][case]
    assert refusal(_forge(WRITTEN["saves"][name]["save"], path, value)) == words


@pytest.mark.parametrize("case", range(len(DAMAGES), len(DAMAGES) + 4))
def test_garbage_is_refused_with_the_same_words(case: int) -> None:
    _, _, data, words = WRITTEN["refusals"][case]
    assert refusal(data) == words
