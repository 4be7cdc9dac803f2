"""Five-card draw plays exactly as it did before the engine was reshaped (issue 13).

The fixtures in ``data/`` were written by the engine as it was before the reshaping: digests
of seeded matches (every event, view and save), real save files at many points of a match,
and digests of each save played on from where it stopped.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from golden import CASES, MATCHES, as_format_1, as_seatless, choose, digest, play

from drawpoker.engine.draw import Phase, event_to_dict
from drawpoker.engine.draw.match_data import match_to_dict
from drawpoker.storage.draw.saves import load_match

DATA = Path(__file__).parent / "data"
SAVES = sorted((DATA / "saves_v1").glob("*.json"))


@pytest.mark.parametrize(("name", "changes", "seed"), CASES, ids=[case[0] for case in CASES])
def test_seeded_matches_give_the_same_events(
    name: str, changes: dict[str, int | bool], seed: int
) -> None:
    expected = json.loads((DATA / "golden_v1.json").read_text())[name]
    lines = [line for k in range(MATCHES) for line in play(changes, seed + 100 * k)]
    assert digest(lines) == expected


def test_the_old_saves_cover_every_phase() -> None:
    phases = {json.loads(path.read_text())["match"]["phase"] for path in SAVES}
    assert phases == {str(phase) for phase in Phase}
    assert len(SAVES) >= 10


@pytest.mark.parametrize("path", SAVES, ids=[path.stem for path in SAVES])
def test_an_old_save_loads_and_saves_back_the_same(path: Path, tmp_path: Path) -> None:
    saved = json.loads(path.read_text())
    copy = tmp_path / path.name
    copy.write_text(path.read_text())
    result = load_match(copy)
    assert result.saved is not None, result.bad
    assert result.saved.match_id == saved["match_id"]
    now = match_to_dict(result.saved.match)
    # format 2 only adds ``staged``: a format-1 save is read as staged (its decks were not
    # kept with a seed), and its seed, when it had none, is 0
    assert now.pop("staged") is True and now["format"] == 2
    now["format"], old = 1, dict(saved["match"])
    if old["seed"] is None:
        old["seed"] = 0
    assert now == old


@pytest.mark.parametrize("path", SAVES, ids=[path.stem for path in SAVES])
def test_an_old_save_plays_on_as_before(path: Path, tmp_path: Path) -> None:
    copy = tmp_path / path.name
    copy.write_text(path.read_text())
    result = load_match(copy)
    assert result.saved is not None
    m = result.saved.match
    rng = random.Random(99)
    lines: list[str] = []
    for _ in range(300):
        if m.phase is Phase.MATCH_OVER:
            break
        if m.phase is Phase.BETWEEN_DEALS:
            events = m.start_deal()
        else:
            events = m.act(choose(m, rng), m.to_act)
        lines += [json.dumps(as_seatless(event_to_dict(event)), sort_keys=True) for event in events]
    lines.append(json.dumps(as_format_1(match_to_dict(m)), sort_keys=True))
    expected = json.loads((DATA / "saves_v1_continued.json").read_text())[path.stem]
    assert digest(lines) == expected
