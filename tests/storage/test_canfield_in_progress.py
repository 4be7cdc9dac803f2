"""A Canfield game in progress is checked as far as it goes (issue 37): the verifier searches
for a deck that deals what the lines show. The search must find one for every honest game,
whatever the play (hint or random moves, undos in runs, passes), or an honest player's file
would be called forged: random games of every style, more under CI."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from tests.soak import size

from drawpoker.engine.canfield import REDEAL, Canfield, hint
from drawpoker.storage.canfield.history import CanfieldHistory
from drawpoker.storage.verify import verify_file

pytestmark = pytest.mark.usefixtures("no_fsync")


def played(seed: int, folder: Path) -> Path:
    """A game stopped part way: hint play, random play or random play with many undos."""
    rng = random.Random(seed)
    game = Canfield.deal(seed)
    history = CanfieldHistory.begin(folder, game)
    style = seed % 3
    for _ in range(rng.randrange(5, 250)):
        moves = [m for m in game.legal_moves() if m != REDEAL or game.redeals < 3]
        if not moves:
            break
        move = hint(game) if style == 0 else None
        history.record([game.play(move if move in moves else rng.choice(moves))])
        if rng.random() < (0.3 if style == 2 else 0.1):
            for _ in range(rng.randrange(1, 4)):
                if game.move_stack:
                    history.record([game.take_back()])
    assert not game.is_won()
    return history.path


@pytest.mark.parametrize("seed", range(size(60)))
def test_every_honest_game_in_progress_is_replayed_and_possible(seed: int,
                                                                 tmp_path: Path) -> None:
    report = verify_file(played(1000 + seed, tmp_path))
    assert report.ok and report.deals_checked == 0, report.problems
    assert any("replayed and possible" in note for note in report.notes), report.notes


def test_a_search_past_its_bound_is_noted_not_checked_never_refused(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("drawpoker.storage.canfield.history.MAX_SEARCH_STEPS", 3)
    report = verify_file(played(1001, tmp_path))
    assert report.ok and not report.problems
    assert any("not checked" in note for note in report.notes), report.notes
