"""Hostile save and statistics files: refused with their documented error, kept aside, told,
and the game goes on saving (the files are made here, in temporary folders)."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from recorded_play import Table

from drawpoker.engine.draw import Bet, Call, Discard, Match, Phase, Rules
from drawpoker.storage.draw import MatchRecords, Problem, SaveSlot, load_match, save_match
from drawpoker.storage.draw.stats import StatsBook, load_stats
from drawpoker.storage.shelf import Shelf
from drawpoker.ui.said import said

pytestmark = pytest.mark.usefixtures("no_fsync")

Data = dict[str, Any]


def _mid_deal() -> Match:
    m = Match(Rules(), seed=4)
    m.start_deal()
    m.act(Bet(10))
    m.act(Call())
    m.act(Discard(m.hands[0][:2]))
    return m


def _save_data(tmp_path: Path) -> Data:
    path = tmp_path / "good.json"
    save_match(path, _mid_deal(), match_id="20250101-120000-abcd")
    data: Data = json.loads(path.read_text(encoding="utf-8"))
    path.unlink()
    return data


def _replace_number(data: Data, name: str, digits: str) -> str:
    """The save as text with ``match.<name>`` written as ``digits`` (which JSON may not hold)."""
    data["match"][name] = 987654321
    return json.dumps(data).replace("987654321", digits)


def _rng(change: Callable[[list[int]], None]) -> Callable[[Data], str]:
    def make(data: Data) -> str:
        change(data["match"]["rng"][1])
        return json.dumps(data)

    return make


BAD_SAVES: dict[str, tuple[Callable[[Data], str], Problem]] = {
    "a 5000-digit number": (lambda d: _replace_number(d, "pot", "9" * 5000), Problem.CORRUPT),
    "Infinity": (lambda d: _replace_number(d, "pot", "Infinity"), Problem.CORRUPT),
    "NaN": (lambda d: _replace_number(d, "pot", "NaN"), Problem.CORRUPT),
    "1e999": (lambda d: _replace_number(d, "pot", "1e999"), Problem.CORRUPT),
    "a negative rng word": (_rng(lambda words: words.__setitem__(5, -7)), Problem.INVALID),
    "a huge rng word": (_rng(lambda words: words.__setitem__(5, 2**70)), Problem.INVALID),
    "20,000 nested brackets": (
        lambda d: json.dumps(d)[:-1] + ', "x": ' + "[" * 20000 + "]" * 20000 + "}",
        Problem.CORRUPT,
    ),
    "40 nested objects in extra": (
        lambda d: json.dumps({**d, "extra": json.loads('{"a":' * 40 + "1" + "}" * 40)}),
        Problem.CORRUPT,
    ),
    "next_card past the stock": (
        lambda d: json.dumps({**d, "match": {**d["match"], "next_card": 40}}),
        Problem.INVALID,
    ),
    "a max bet of 10**20": (
        lambda d: json.dumps({**d, "match": {**d["match"], "rules": {"max_bet": 10**20}}}),
        Problem.INVALID,
    ),
    "money paid in a round that is not in the pot": (
        lambda d: json.dumps({**d, "match": {**d["match"], "paid_in_round": [0, 150]}}),
        Problem.INVALID,
    ),
}


@pytest.mark.parametrize("name", sorted(BAD_SAVES))
def test_a_hostile_save_is_refused_kept_aside_and_saving_goes_on(tmp_path: Path, name: str) -> None:
    make, problem = BAD_SAVES[name]
    text = make(_save_data(tmp_path))
    path = tmp_path / "match.json"
    path.write_text(text, encoding="utf-8")
    result = load_match(path)
    assert result.saved is None and result.bad is not None
    assert result.bad.problem is problem, result.bad.detail
    kept = result.bad.kept_as
    assert kept is not None and kept.read_text(encoding="utf-8") == text
    assert said(result.notice) and kept.name in said(result.notice)
    # Continue through the records does not crash, and a new match is saved again.
    path.write_text(text, encoding="utf-8")
    records = MatchRecords(tmp_path)
    assert records.load() is None
    assert records.notices()
    table = Table(tmp_path, seed=2)
    table.records = records
    table.play(2)
    assert load_match(path).saved is not None


def test_a_save_that_cannot_be_moved_aside_is_never_overwritten(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "match.json"
    path.write_text("[" * 20000, encoding="utf-8")

    def refuse_rename(*args: object) -> None:
        raise OSError("read-only")

    monkeypatch.setattr("drawpoker.storage.files.move_aside", refuse_rename)
    slot = SaveSlot(path)
    assert slot.save(_mid_deal()) is False
    assert slot.last_error is not None
    assert path.read_text(encoding="utf-8") == "[" * 20000


# --------------------------------------------------------------------------- statistics

BAD_STATS = {
    "deep nesting": "[" * 20000 + "]" * 20000,
    "a 5000-digit count": '{"game": "drawpoker-stats", "version": 1, "drops": ' + "9" * 5000 + "}",
    "NaN": '{"game": "drawpoker-stats", "version": 1, "drops": NaN}',
    "a count as a float": '{"game": "drawpoker-stats", "version": 1, "drops": 1.0}',
    "a huge count": '{"game": "drawpoker-stats", "version": 1, "deals_played": 1e300}',
    "a best hand of numbers": (
        '{"game": "drawpoker-stats", "version": 1, "deals_played": 1,'
        ' "best_hand": {"cards": [1, 2, 3, 4, 5], "category": "pair", "ranks": [2, 3, 4, 5]}}'
    ),
    "not text": "\udcff",
}


@pytest.mark.parametrize("name", sorted(BAD_STATS))
def test_a_broken_stats_file_keeps_saving_on_and_the_screen_working(
    tmp_path: Path, name: str
) -> None:
    path = tmp_path / "stats.json"
    raw = BAD_STATS[name]
    path.write_bytes(raw.encode("utf-8", "surrogateescape"))
    records = MatchRecords(tmp_path)  # used to raise, which turned all saving off
    assert records.stats.notice is not None
    assert records.stats.stats.deals_played == 0
    kept = list(tmp_path.glob("stats.json.bad-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == raw.encode("utf-8", "surrogateescape")
    table = Table(tmp_path, seed=3)
    table.records = records
    table.play(2)
    assert load_stats(path) == (records.stats.stats, None)
    assert (tmp_path / "match.json").exists() or table.match.phase is Phase.MATCH_OVER


def test_the_statistics_screen_opens_after_a_broken_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import os

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    from drawpoker.ui.app import App, FixedClock
    from drawpoker.ui.menus import TitleScene
    from drawpoker.ui.stats import StatsScene

    home = tmp_path / "home"
    monkeypatch.setenv("DRAWPOKER_HOME", str(home))
    (home / "data").mkdir(parents=True)
    (home / "data" / "stats.json").write_text("[" * 20000, encoding="utf-8")
    app = App((1024, 600), clock=FixedClock(), records=None)
    app.push(TitleScene(app))
    scene = StatsScene(app)  # no records: the screen reads the file itself
    app.push(scene)
    app.draw()
    assert scene.book.notice is not None and scene.stats.deals_played == 0


def test_a_stats_file_that_cannot_be_moved_aside_is_never_overwritten(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "stats.json"
    path.write_text("{broken", encoding="utf-8")

    def refuse_rename(*args: object) -> None:
        raise OSError("read-only")

    monkeypatch.setattr("drawpoker.storage.files.move_aside", refuse_rename)
    book = StatsBook(path)
    assert book.notice is not None
    assert book.save() is False and book.last_error is not None
    assert path.read_text(encoding="utf-8") == "{broken"


def test_continue_with_a_refused_save_tells_why_on_the_title(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import os

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    from drawpoker.ui.app import App, FixedClock
    from drawpoker.ui.draw.title_entry import DrawTitle
    from drawpoker.ui.menus import TitleScene

    monkeypatch.setenv("DRAWPOKER_HOME", str(tmp_path / "home"))
    (tmp_path / "match.json").write_text(
        '{"game": "drawpoker", "version": 1, "match": ' + "[" * 20000 + "]" * 20000 + "}",
        encoding="utf-8",
    )
    records = MatchRecords(tmp_path)
    app = App((1024, 600), clock=FixedClock(), records=Shelf.of(records))
    title = TitleScene(app)
    app.push(title)
    DrawTitle(title).continue_match()  # used to raise RecursionError
    box = app.scene  # the refusal is told in a box over the title, and on the title
    assert type(box).__name__ == "MessageScene" and app.scenes[-2] is title
    assert "damaged" in box.message  # type: ignore[union-attr]
    assert any("damaged" in notice for notice in app.notices)
    assert not records.exists()
    app.draw()
