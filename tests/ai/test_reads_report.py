"""The per-read totals of ``sim.draw.reads``: counted without changing a decision."""

from __future__ import annotations

import io
import json
from contextlib import redirect_stdout

from drawpoker.ai.draw import make_player
from drawpoker.engine.draw import Rules
from drawpoker.sim.draw.play import duplicate
from drawpoker.sim.draw.reads import Totals, counting_hard, main


def test_counting_the_trials_changes_no_decision() -> None:
    rules = Rules.preset("classic-32")
    station = make_player("calling-station", seed=5)
    plain = duplicate(rules, make_player("hard", seed=4), station, 80)
    totals = Totals()
    counted = duplicate(
        rules,
        counting_hard(totals, 4),
        make_player("calling-station", seed=5),
        80,
        mirror=(counting_hard(totals, 4), make_player("calling-station", seed=5)),
    )
    assert counted.a_per_100 == plain.a_per_100
    assert totals.runs  # the calling station gives the reads something to try


def test_the_report_adds_up_both_branches_of_each_read() -> None:
    out = io.StringIO()
    with redirect_stdout(out):
        assert main(["--b", "calling-station", "--deck", "32", "--deals", "80", "--seed", "2"]) == 0
    report = json.loads(out.getvalue())
    assert report["deals"] == 80 and report["reads"]
    for row in report["reads"].values():
        assert row["read_n"] + row["solved_n"] > 0
        assert abs(row["edge"] - (row["read_mean"] - row["solved_mean"])) < 0.02
