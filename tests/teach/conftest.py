"""Matches played and recorded with the game's own code, for the what-if's tests."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from drawpoker.ai.draw import make_player
from drawpoker.engine.draw import Match, Phase, Rules
from drawpoker.storage.draw import MatchRecords

IN_DEAL = (Phase.BET1, Phase.DRAW, Phase.BET2)


@pytest.fixture(scope="session")
def no_fsync_session() -> Iterator[None]:
    """fsync matters only for a power cut, which no test makes."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(os, "fsync", lambda fd: None)
        yield


def play_draw_match(folder: Path, seed: int, deals: int, deck: int = 52) -> Path:
    """A match of ``deals`` deals written by the records the table uses: the player's seat
    played by ``random`` (every kind of spot comes up), hers by ``hard``."""
    match = Match(Rules.preset(f"classic-{deck}"), seed=seed)
    records = MatchRecords(folder)
    players = (make_player("random", seed=seed), make_player("hard", seed=seed + 1))
    for _ in range(deals):
        if match.phase is Phase.MATCH_OVER:
            break
        records.record(match.start_deal(), match)
        while match.phase in IN_DEAL:
            assert match.to_act is not None
            seat = match.to_act
            records.record(match.act(players[seat].choose(match.view(seat))), match)
    assert records.history is not None
    return records.history.path


@pytest.fixture(scope="session")
def draw_history(tmp_path_factory: pytest.TempPathFactory, no_fsync_session: None) -> Path:
    return play_draw_match(tmp_path_factory.mktemp("whatif-draw"), seed=21, deals=40)


def play_holdem_game(folder: Path, seed: int, hands: int, players: int = 6,
                     level: str = "hard") -> Path:
    """A hold'em game of ``hands`` hands written by the history the table writes: the player's
    seat played by ``calling-station``, the others by ``level``."""
    from drawpoker.ai.holdem.players import make_player as holdem_player
    from drawpoker.engine.holdem import HoldemGame, HoldemRules
    from drawpoker.engine.holdem.stakes import dealt_rules
    from drawpoker.storage.holdem.history import HoldemHistory

    rules = dealt_rules(HoldemRules(players=players))
    game = HoldemGame(rules, seed=seed)
    history = HoldemHistory(folder)
    history.start(rules, ["", *[f"P{n}" for n in range(1, players)]])
    seats = [holdem_player("calling-station", seed), *[holdem_player(level, seed + n)
                                                        for n in range(1, players)]]
    for _ in range(hands):
        if game.end_reason is not None if hasattr(game, "end_reason") else False:
            break
        history.record(game.start_hand())
        while game.to_act is not None:
            seat = game.to_act
            history.record(game.act(seats[seat].choose(game.view(seat)), seat=seat))
    return history.path
