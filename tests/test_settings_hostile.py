"""Hostile settings files: refused at once, kept aside, defaults used, nothing else touched.

Every file is made here: 20,000 nested brackets, the 484-byte alias bomb that once took 5 GB,
a huge file, huge numbers, a pipe that never ends, and random bytes and trees (hypothesis).
"""

from __future__ import annotations

import os
import threading
import time
from datetime import datetime
from pathlib import Path

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from drawpoker.i18n import Translator
from drawpoker.settings import DEFAULTS, FIELD_NAMES, Settings, load
from soak import size

PROBLEM_KEYS = {"settings.problem.corrupt", "settings.problem.bad_values",
                "settings.problem.unreadable"}


def _now() -> datetime:
    return datetime(2026, 1, 2, 3, 4, 5)


def _alias_bomb(levels: int) -> str:
    lines = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]']
    names = "abcdefghijklmnop"
    for level in range(1, levels):
        alias = f"*{names[level - 1]}"
        lines.append(f"{names[level]}: &{names[level]} [{','.join([alias] * 9)}]")
    return "\n".join(lines) + "\n"


def _refused_and_kept(folder: Path, original: bytes, key: str = "settings.problem.corrupt",
                      ) -> str:
    """Load the file just written; check the player's side of the refusal, return the detail."""
    path = folder / "settings.yaml"
    neighbour = folder / "stats.json"
    neighbour.write_text('{"kept": true}', encoding="utf-8")
    result = load(path, now=_now)
    assert result.settings == DEFAULTS
    (problem,) = result.problems
    assert problem.key == key
    assert result.kept_as is not None and result.kept_as.read_bytes() == original
    assert neighbour.read_text(encoding="utf-8") == '{"kept": true}'  # nothing else lost
    for code in ("en", "fr", "pt", "es", "de"):  # told in the player's language
        shown = Translator(code).get(problem.key, **problem.args)
        assert str(result.kept_as) in shown and "{" not in shown
    assert load(path, now=_now).problems == ()  # repaired: the next start is quiet
    return problem.detail


@pytest.mark.parametrize(("depth", "found"), [(5_000, "too deeply"), (20_000, "too large")])
def test_deep_nesting_is_refused(tmp_path: Path, depth: int, found: str) -> None:
    original = b"[" * depth + b"]" * depth  # 20,000 deep is 40 KB: over the size limit first
    (tmp_path / "settings.yaml").write_bytes(original)
    assert found in _refused_and_kept(tmp_path, original)


def test_a_small_alias_bomb_is_refused_without_expanding_it(tmp_path: Path) -> None:
    original = ("volume: 50\n" + _alias_bomb(6)).encode()  # 9**6 values once expanded
    (tmp_path / "settings.yaml").write_bytes(original)
    detail = _refused_and_kept(tmp_path, original)
    assert "alias" in detail and len(detail) < 300


def test_the_484_byte_alias_bomb_is_refused_at_once(tmp_path: Path) -> None:
    original = _alias_bomb(9).encode()
    assert len(original) < 600
    (tmp_path / "settings.yaml").write_bytes(original)
    started = time.perf_counter()
    assert "alias" in _refused_and_kept(tmp_path, original)
    assert time.perf_counter() - started < 30  # generous: a refusal, not an expansion


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("volume: " + "9" * 5000 + "\n", "digits"),
        ("volume: 2001-13-45\n", "volume must be a whole number"),
        ("volume: !!binary aGk=\n", "special YAML type"),
        ("volume: !!python/object/apply:os.system [echo]\n", "special YAML type"),
        ("{[1]: 2}\n", "cannot be read"),
        ("volume: 1\n---\nvolume: 2\n", "not valid YAML"),
        ("language: en\x00\n", "character YAML does not allow"),
    ],
)
def test_values_yaml_cannot_build_are_refused(tmp_path: Path, text: str, found: str) -> None:
    (tmp_path / "settings.yaml").write_text(text, encoding="utf-8")
    key = "settings.problem.bad_values" if "2001" in text else "settings.problem.corrupt"
    assert found in _refused_and_kept(tmp_path, text.encode(), key)


def test_a_huge_file_is_refused_unread(tmp_path: Path) -> None:
    original = b"volume: 50\n" + b"#" * (4 << 20) + b"\n"
    (tmp_path / "settings.yaml").write_bytes(original)
    assert "too large" in _refused_and_kept(tmp_path, original)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_a_pipe_in_place_of_the_file_does_not_hang(tmp_path: Path) -> None:
    path = tmp_path / "settings.yaml"
    os.mkfifo(path)
    done: list[object] = []
    worker = threading.Thread(target=lambda: done.append(load(path, now=_now)), daemon=True)
    worker.start()
    worker.join(timeout=20)
    if not done:  # unblock the reader so the thread can end, then fail
        with open(path, "wb"):
            pass
        pytest.fail("loading the settings waited on a pipe")
    result = done[0]
    assert getattr(result, "settings") == DEFAULTS  # noqa: B009
    assert [p.key for p in getattr(result, "problems")] == ["settings.problem.unreadable"]  # noqa: B009


# --------------------------------------------------------------------------- fuzzing

_scalars = st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=20)
_trees = st.recursive(
    _scalars,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(
        st.sampled_from(FIELD_NAMES) | st.text(max_size=8) | st.integers(), inner, max_size=6),
    max_leaves=30,
)
_files = st.dictionaries(st.sampled_from(FIELD_NAMES), _trees, max_size=14) | _trees


def _loads_cleanly(folder: Path, raw: bytes) -> None:
    path = folder / "settings.yaml"
    path.write_bytes(raw)
    result = load(path, now=_now)  # must not raise
    assert isinstance(result.settings, Settings)
    assert {p.key for p in result.problems} <= PROBLEM_KEYS
    if result.problems:
        assert result.kept_as is not None and result.kept_as.read_bytes() == raw
        result.kept_as.unlink()


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(raw=st.binary(max_size=400))
def test_random_bytes_never_raise(tmp_path_factory: pytest.TempPathFactory, raw: bytes) -> None:
    _loads_cleanly(tmp_path_factory.mktemp("bytes"), raw)


@settings(max_examples=size(150), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(tree=_files)
def test_random_structures_never_raise(tmp_path_factory: pytest.TempPathFactory,
                                       tree: object) -> None:
    _loads_cleanly(tmp_path_factory.mktemp("tree"), yaml.safe_dump(tree).encode())
