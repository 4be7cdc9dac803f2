"""The career ladder file (issue 41): checked like every data file, a mistake named; the
career's order over any roster, never leaving a character out."""

from __future__ import annotations

from pathlib import Path

import pytest

from drawpoker import career
from drawpoker.career import LadderError, Rung, ladder_from_data, ordered, read_ladder

BAD: dict[str, object] = {
    "not a mapping": [1, 2],
    "no ladder key": {"rungs": []},
    "another key": {"ladder": [], "extra": 1},
    "ladder not a list": {"ladder": "rosa"},
    "a rung not a mapping": {"ladder": ["rosa"]},
    "a rung without id": {"ladder": [{"colour": "#ffffff"}]},
    "an id with capitals": {"ladder": [{"id": "Rosa"}]},
    "an id with a path": {"ladder": [{"id": "../rosa"}]},
    "an id twice": {"ladder": [{"id": "rosa"}, {"id": "rosa"}]},
    "a colour by name": {"ladder": [{"id": "rosa", "colour": "purple"}]},
    "a colour too short": {"ladder": [{"id": "rosa", "colour": "#fff"}]},
    "an unknown key": {"ladder": [{"id": "rosa", "color": "#ffffff"}]},
    "too many rungs": {"ladder": [{"id": f"x{n}"} for n in range(career.MAX_RUNGS + 1)]},
}


@pytest.mark.parametrize("name", sorted(BAD))
def test_a_bad_ladder_is_refused_with_its_reason(name: str) -> None:
    with pytest.raises(LadderError) as refused:
        ladder_from_data(BAD[name])
    assert str(refused.value)


def test_a_ladder_file_that_is_not_yaml_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "ladder.yaml"
    path.write_text("ladder: [ {id: rosa", encoding="utf-8")
    with pytest.raises(LadderError, match=r"ladder\.yaml"):
        read_ladder(path)


def test_colours_are_read_and_a_missing_one_is_the_default() -> None:
    rungs = ladder_from_data({"ladder": [{"id": "rosa", "colour": "#A58AC8"}, {"id": "kiki"}]})
    assert rungs == (Rung("rosa", (165, 138, 200)), Rung("kiki", career.DEFAULT_COLOUR))


def test_the_order_skips_strangers_and_keeps_the_rosters_others_last() -> None:
    rungs = ladder_from_data({"ladder": [{"id": "kiki"}, {"id": "nobody"}, {"id": "rosa"}]})
    assert ordered(rungs, ("rosa", "kiki", "mei")) == ("kiki", "rosa", "mei")
    assert ordered((), ("rosa", "kiki")) == ("rosa", "kiki")


def test_every_shipped_opponent_has_her_own_trophy_colour() -> None:
    colours = [rung.colour for rung in read_ladder()]
    assert len(set(colours)) == len(colours) == 6
    assert career.DEFAULT_COLOUR not in colours
