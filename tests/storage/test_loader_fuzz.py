"""Hostile-input fuzzing of the save, statistics and history loaders.

Random bytes, random JSON-like structures and random edits of real files never make a loader
raise anything but its documented error: ``load_match`` and ``load_stats`` never raise (they
refuse with a ``BadFile``), ``verify_text`` never raises (it reports), ``Match.from_dict``
raises only ``MatchDataError``.
"""

from __future__ import annotations

import contextlib
import json
import random
import tempfile
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from recorded_play import old_text

from drawpoker.engine.draw import Bet, Call, Discard, Match, MatchDataError, Rules
from drawpoker.engine.draw.match_data import match_from_dict
from drawpoker.storage.draw import Problem, load_match, save_match
from drawpoker.storage.draw.stats import Statistics, load_stats, save_stats
from drawpoker.storage.verify import Report, verify_text
from drawpoker.ui.said import said

pytestmark = pytest.mark.usefixtures("no_fsync")

FUZZ = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])

leaves = (
    st.none()
    | st.booleans()
    | st.integers(min_value=-(2**80), max_value=2**80)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=6)
    | st.sampled_from(["bet1", "draw", "worn", "pawned", "As", "7c", "call", "drawpoker"])
)
structures = st.recursive(
    leaves,
    lambda inner: (
        st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=8), inner, max_size=5)
    ),
    max_leaves=25,
)

#: Text made of JSON's pieces and of what Python's json trips on (deep nesting, NaN, huge numbers).
tokens = st.sampled_from(
    ["[", "]", "{", "}", ",", ":", '"game"', '"drawpoker"', '"drawpoker-stats"', '"version"',
     '"match"', '"x"', "1", "-1", "1e999", "NaN", "-Infinity", "9" * 5000, "true", "null"]
)  # fmt: skip
json_like = st.lists(tokens, max_size=60).map("".join) | st.integers(1, 30000).map(
    lambda n: '{"game": "drawpoker", "version": 1, "match": ' + "[" * n + "]" * n + "}"
)


def _real_match() -> Match:
    m = Match(Rules(), seed=7)
    m.start_deal()
    m.act(Bet(10))
    m.act(Call())
    m.act(Discard(m.hands[0][:2]))
    return m


def _save_dict() -> dict[str, Any]:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "match.json"
        save_match(path, _real_match(), match_id="20250101-120000-abcd")
        data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


SAVE = _save_dict()
STATS = Statistics(deals_played=3, deals_won=1, drops=1).to_dict()


def _paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every place in a JSON value (the keys and indexes leading to it)."""
    found = [prefix]
    if isinstance(value, dict):
        for key, child in value.items():
            found += _paths(child, (*prefix, key))
    elif isinstance(value, list):
        for index, child in enumerate(value[:8]):
            found += _paths(child, (*prefix, index))
    return found


SAVE_PATHS = [p for p in _paths(SAVE) if p]
STATS_PATHS = [p for p in _paths(STATS) if p]


def _replaced(data: Any, where: tuple[Any, ...], value: Any) -> Any:
    copy = json.loads(json.dumps(data))
    target = copy
    for step in where[:-1]:
        target = target[step]
    target[where[-1]] = value
    return copy


def _load_save_bytes(raw: bytes) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "match.json"
        path.write_bytes(raw)
        result = load_match(path)  # never raises
        if result.saved is None:
            assert result.bad is not None and isinstance(result.bad.problem, Problem)
            assert result.bad.kept_as is not None and result.bad.kept_as.exists()
            assert said(result.notice)


def _load_stats_bytes(raw: bytes) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "stats.json"
        path.write_bytes(raw)
        stats, bad = load_stats(path)  # never raises
        assert isinstance(stats, Statistics)
        if bad is not None:
            assert bad.kept_as is not None and bad.kept_as.exists()
        save_stats(path, stats)  # whatever loaded can be written back


@FUZZ
@given(raw=st.binary(max_size=300))
def test_random_bytes_as_a_save(raw: bytes) -> None:
    _load_save_bytes(raw)


@FUZZ
@given(data=structures)
def test_random_structures_as_a_save(data: Any) -> None:
    _load_save_bytes(json.dumps(data).encode())
    wrapped = {"game": "drawpoker", "version": 1, "match": data}
    _load_save_bytes(json.dumps(wrapped).encode())


@FUZZ
@given(where=st.sampled_from(SAVE_PATHS), value=structures)
def test_a_real_save_with_one_value_replaced(where: tuple[Any, ...], value: Any) -> None:
    _load_save_bytes(json.dumps(_replaced(SAVE, where, value)).encode())


@FUZZ
@given(data=structures)
def test_match_from_dict_raises_only_its_own_error(data: Any) -> None:
    with contextlib.suppress(MatchDataError):
        match_from_dict(data)
    inside = [p[1:] for p in SAVE_PATHS if p[0] == "match" and p[1:]]
    where = random.Random(repr(data)).choice(inside)
    with contextlib.suppress(MatchDataError):
        match_from_dict(_replaced(SAVE["match"], where, data))


@FUZZ
@given(text=json_like)
def test_json_like_text_as_a_save_and_as_statistics(text: str) -> None:
    _load_save_bytes(text.encode())
    _load_stats_bytes(text.replace('"drawpoker"', '"drawpoker-stats"').encode())


@FUZZ
@given(raw=st.binary(max_size=300))
def test_random_bytes_as_statistics(raw: bytes) -> None:
    _load_stats_bytes(raw)


@FUZZ
@given(where=st.sampled_from(STATS_PATHS), value=structures)
def test_real_statistics_with_one_value_replaced(where: tuple[Any, ...], value: Any) -> None:
    _load_stats_bytes(json.dumps(_replaced(STATS, where, value)).encode())
    _load_stats_bytes(json.dumps({**STATS, "extra": value}).encode())


@pytest.fixture(scope="module")
def history() -> str:
    """Draw's text history (format 1): three deals and a fourth begun."""
    return old_text("draw-in-progress.txt")


@FUZZ
@given(text=st.text(max_size=400))
def test_random_text_as_a_history(text: str) -> None:
    assert isinstance(verify_text(text), Report)
    assert isinstance(verify_text("drawpoker hand history\nformat: 1\n" + text), Report)


@FUZZ
@given(data=structures)
def test_random_structures_as_a_history_start(history: str, data: Any) -> None:
    lines = history.splitlines()
    index = next(i for i, line in enumerate(lines) if line.startswith("start: "))
    lines[index] = "start: " + json.dumps(data)
    report = verify_text("\n".join(lines) + "\n")
    assert not report.ok


@FUZZ
@given(text=json_like)
def test_json_like_text_as_a_history_start(history: str, text: str) -> None:
    lines = history.splitlines()
    index = next(i for i, line in enumerate(lines) if line.startswith("start: "))
    lines[index] = "start: " + text
    assert not verify_text("\n".join(lines) + "\n").ok


@FUZZ
@given(seed=st.integers(0, 2**32), junk=st.text(max_size=40))
def test_a_real_history_with_one_line_replaced(history: str, seed: int, junk: str) -> None:
    lines = history.splitlines()
    first_deal = lines.index("deal 1")
    index = random.Random(seed).randrange(len(lines))
    original = lines[index]
    lines[index] = junk
    report = verify_text("\n".join(lines) + "\n")
    assert isinstance(report, Report)
    if index >= first_deal and junk.strip() and junk != original:
        assert not report.ok  # no line of a deal can change unnoticed
