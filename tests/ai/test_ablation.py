"""Issue 42's ablation: the read rules by name, and versions compared on the same deals."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from drawpoker.ai.draw.exploit import READ_RULES, READS, Exploiter
from drawpoker.ai.draw.hard import Hard, issue22, issue22_reads, watched, watched_blueprint_round
from drawpoker.ai.draw.model import OpponentModel
from drawpoker.engine.draw import Rules
from drawpoker.sim.__main__ import build_player
from drawpoker.sim.draw import ablation
from drawpoker.sim.draw.play import duplicate


def test_the_read_rules_by_name() -> None:
    old = Hard(1, reads="issue22").exploiter
    assert old.prove_first[52] == {"r1:steal", "r2:bluff", "r2:first"}
    assert not old.watch
    new = Hard(1, reads="watched").exploiter
    assert new.prove_first[52] == READS and new.watch[52] == READS
    for prove_first, watch in READ_RULES.values():
        assert 32 not in prove_first and 32 not in watch  # 32 cards: the usual rule
    with pytest.raises(ValueError, match="unknown read rules"):
        Exploiter(OpponentModel(), reads="bold")


def test_hard_ships_issue22s_reads_with_the_re_solve() -> None:
    shipped = Hard(1)
    assert shipped.resolve and shipped.exploiter.prove_first == READ_RULES["issue22"][0]
    assert not shipped.exploiter.watch


def test_the_four_versions() -> None:
    versions = [issue22(1), issue22_reads(1), watched_blueprint_round(1), watched(1)]
    assert [h.resolve for h in versions] == [False, True, False, True]
    assert [h.exploiter.watch == {} for h in versions] == [True, True, False, False]


def test_a_cell_is_the_simulators_series_and_is_kept(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    rules = Rules.preset("classic-52")
    spec = "drawpoker.ai.draw.hard:issue22"
    pairs: list[float] = []
    result = duplicate(
        rules,
        build_player(spec, 2),
        build_player("counter", 3),
        6,
        seed=2,
        mirror=(build_player(spec, 2), build_player("counter", 3)),
        pairs=pairs,
    )
    assert 100 * sum(pairs) / len(pairs) == pytest.approx(result.a_per_100)
    argv = ["--a", spec, "--a", spec, "--b", "counter", "--seed", "2", "--deals", "6"]
    assert ablation.main([*argv, "--out", str(tmp_path)]) == 0
    report = json.loads(capsys.readouterr().out)
    cell = report["counter seed 2"][spec]
    assert cell["per_100"][0] == pytest.approx(result.a_per_100, abs=0.05)
    assert cell["vs_first"] == [0.0, 0.0, 0.0]
    kept = list(tmp_path.iterdir())
    assert len(kept) == 1 and json.loads(kept[0].read_text()) == pairs
    kept[0].write_text(json.dumps([1.0] * 6))  # a kept cell is read, not played again
    ablation.main([*argv, "--out", str(tmp_path)])
    report = json.loads(capsys.readouterr().out)
    assert report["counter all seeds"][spec]["per_100"][0] == pytest.approx(100.0)
