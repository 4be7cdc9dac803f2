"""The hold'em simulator seats outside ``package.module:factory`` players in any seat, says
what is wrong with a spec that names no player, calls a factory once per seat and rotation,
refuses one that hands out the same object twice, and times every player's decisions."""

from __future__ import annotations

import json
import sys
import types
from collections.abc import Iterator

import pytest

from drawpoker.ai.holdem import make_player
from drawpoker.ai.holdem.baselines import CallingStation
from drawpoker.ai.holdem.sparring import TightAggressive
from drawpoker.sim.__main__ import main as sim_main
from drawpoker.sim.holdem.table import SpecError, build_player, check_spec, percentiles_ms, rotated

MODULE = "fake_holdem_players"


@pytest.fixture
def outside() -> Iterator[types.ModuleType]:
    """A module of outside factories, importable by name for the test's duration."""
    module = types.ModuleType(MODULE)
    module.calls = []  # type: ignore[attr-defined]

    def counted(seed: int | None = None) -> CallingStation:
        module.calls.append(seed)  # type: ignore[attr-defined]
        return CallingStation(seed)

    shared = CallingStation(0)
    module.counted = counted  # type: ignore[attr-defined]
    module.no_seed = lambda: CallingStation(1)  # type: ignore[attr-defined]
    module.shared = lambda seed=None: shared  # type: ignore[attr-defined]
    module.not_a_player = lambda seed=None: object()  # type: ignore[attr-defined]
    module.constant = 3  # type: ignore[attr-defined]
    sys.modules[MODULE] = module
    yield module
    del sys.modules[MODULE]


def test_specs_name_levels_baselines_and_outside_factories(outside: types.ModuleType) -> None:
    assert type(build_player("normal", 1)) is type(make_player("normal", 1))
    tag = build_player("drawpoker.ai.holdem.sparring:tag", 1)
    assert isinstance(tag, TightAggressive)
    assert isinstance(build_player(f"{MODULE}:no_seed", 5), CallingStation)
    build_player(f"{MODULE}:counted", 7)
    assert outside.calls == [7]


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        ("nobody", "unknown hold'em player 'nobody'"),
        (":tag", "write an outside player as package.module:factory"),
        ("drawpoker.ai.holdem.sparring:", "write an outside player as package.module:factory"),
        ("a:b:c", "write an outside player as package.module:factory"),
        ("no_such_module_xyz:make", "cannot import 'no_such_module_xyz'"),
        (f"{MODULE}:missing", f"module '{MODULE}' has no 'missing'"),
        (f"{MODULE}:constant", "'constant' is not callable"),
    ],
)
def test_bad_specs_say_what_is_wrong(outside: types.ModuleType, spec: str, message: str) -> None:
    with pytest.raises(SpecError, match=message.replace("(", r"\(")):
        check_spec(spec)


def test_an_object_that_is_no_player_is_refused(outside: types.ModuleType) -> None:
    with pytest.raises(SpecError, match="did not build a player"):
        build_player(f"{MODULE}:not_a_player", 1)


def test_the_command_line_reports_a_bad_spec(
    outside: types.ModuleType, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit):
        sim_main(["--game", "holdem", "--players", f"rock,{MODULE}:missing", "--deals", "1"])
    assert f"module '{MODULE}' has no 'missing'" in capsys.readouterr().err


@pytest.mark.parametrize("seats", [2, 3, 6])
def test_a_factory_is_called_once_per_seat_and_rotation(
    outside: types.ModuleType, seats: int
) -> None:
    names = [f"{MODULE}:counted"] + ["rock"] * (seats - 1)
    rotated(names, deals=3, seed=4)
    assert len(outside.calls) == seats  # one rotation per seat, one object each
    assert len(set(outside.calls)) == seats  # each with its own seed
    outside.calls.clear()
    rotated([f"{MODULE}:counted"] * 2, deals=2, seed=4)
    assert len(outside.calls) == 4


def test_a_factory_that_shares_its_object_is_refused(outside: types.ModuleType) -> None:
    with pytest.raises(SpecError, match="same object twice"):
        rotated([f"{MODULE}:shared", "rock"], deals=1, seed=1)


def test_outside_players_sit_in_any_seat_and_are_timed(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code = sim_main(
        [
            "--game", "holdem", "--players",
            "rock,drawpoker.ai.holdem.sparring:lag,drawpoker.ai.holdem.sparring:tag",
            "--deals", "4", "--json", "--quiet",
        ]
    )  # fmt: skip
    assert code == 0
    report = json.loads(capsys.readouterr().out)
    assert report["players"][1] == "drawpoker.ai.holdem.sparring:lag"
    assert report["hands"] == 12
    assert sum(report["per_100"]) == pytest.approx(0.0, abs=1e-6)
    for timing in report["decision_ms"]:
        assert timing["decisions"] > 0
        assert 0 <= timing["p50"] <= timing["p95"] <= timing["p99"]


def test_percentiles_are_nearest_rank_in_milliseconds() -> None:
    seconds = [i / 1000 for i in range(1, 101)]  # 1 ms .. 100 ms
    assert percentiles_ms(seconds) == pytest.approx((50.0, 95.0, 99.0))
    assert percentiles_ms([]) == (0.0, 0.0, 0.0)
    assert percentiles_ms([0.002]) == pytest.approx((2.0, 2.0, 2.0))
