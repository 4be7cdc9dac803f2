"""The vector CFR trainer: its showdown and fold sums leave out blocked hands exactly, the game
it walks is zero-sum, and it writes a strategy file the game reads, the same under a seed."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

np = pytest.importorskip("numpy")

from drawpoker.ai.holdem.hands import ALL_COMBOS, CLASS_INDEX  # noqa: E402
from drawpoker.ai.holdem.solved import vector  # noqa: E402
from drawpoker.ai.holdem.solved.abstraction import COARSE, FINE  # noqa: E402
from drawpoker.ai.holdem.solved.strategy import load_path  # noqa: E402


def _brute(rank: list[float], reach: list[float], hand: int) -> tuple[float, float]:
    """(reach beaten less reach lost to, reach not blocked) over the other hands, one by one."""
    mine = set(ALL_COMBOS[hand])
    net = mass = 0.0
    for other, weight in enumerate(reach):
        if mine & set(ALL_COMBOS[other]) or rank[other] < 0:
            continue
        mass += weight
        net += weight * (int(rank[other] < rank[hand]) - int(rank[other] > rank[hand]))
    return net, mass


def test_showdown_and_fold_sums_match_counting_hand_by_hand() -> None:
    rng = random.Random(5)
    boards = [tuple(rng.sample(range(52), 5)) for _ in range(2)]
    tables = vector.make_boards(FINE, boards)
    valid = np.concatenate([tables.valid, tables.valid])
    reach = np.random.default_rng(1).random((4, vector.H)) * valid
    net = vector.showdown(tables, reach)
    mass = vector.unblocked(tables, reach)
    checked = 0
    for row, which in ((1, 1), (2, 0)):
        _, _, rank = vector.board_tables(FINE, boards[which])
        for hand in random.Random(row).sample(range(vector.H), 60):
            if rank[hand] < 0:
                continue
            want_net, want_mass = _brute(rank.tolist(), reach[row].tolist(), hand)
            assert net[row, hand] == pytest.approx(want_net, abs=1e-9)
            assert mass[row, hand] == pytest.approx(want_mass, abs=1e-9)
            checked += 1
    assert checked > 80


def test_the_walked_game_is_zero_sum() -> None:
    trainer = vector.VectorTrainer(COARSE, seed=2)
    for _ in range(3):
        won0, won1 = trainer.iterate(1)
        assert abs(won0) > 1.0  # the small blind's blind makes the game uneven
        assert won0 + won1 == pytest.approx(0.0, abs=1e-6 * abs(won0))


def test_a_short_training_writes_a_readable_file_the_same_under_a_seed(tmp_path: Path) -> None:
    outs = [tmp_path / "a.json", tmp_path / "b.json"]
    for out in outs:
        args = ["--abstraction", "fine", "--batch", "1", "--iterations", "2", "--seed", "4"]
        assert vector.main([*args, "--out", str(out)]) == 0
    assert outs[0].read_bytes() == outs[1].read_bytes()
    data = json.loads(outs[0].read_text(encoding="utf-8"))
    assert data["iterations"] == 2 and data["boards"] == 2
    table = load_path(outs[0])
    assert len(table) == 8152  # every information set of the fine abstraction, none thin
    # after two boards the worst hand already folds more than it raises first in
    worst = table[f"0.{CLASS_INDEX['72o']}.0.0"]
    assert worst[0] > worst[2]


def test_a_training_goes_on_from_its_kept_state_as_if_never_stopped(tmp_path: Path) -> None:
    args = ["--abstraction", "coarse", "--batch", "1", "--seed", "6"]
    whole, split = tmp_path / "whole.json", tmp_path / "split.json"
    assert vector.main([*args, "--iterations", "2", "--out", str(whole)]) == 0
    kept = ["--out", str(split), "--state", str(tmp_path / "state.npz")]
    assert vector.main([*args, "--iterations", "1", *kept]) == 0
    # taken up again under another --seed: the kept random state goes on, and so does the seed
    # the file names
    again = [a if a != "6" else "9" for a in args]
    assert vector.main([*again, "--iterations", "2", *kept]) == 0
    assert json.loads(split.read_text())["strategy"] == json.loads(whole.read_text())["strategy"]
    assert json.loads(split.read_text())["seed"] == 6
