"""Hostile language files: only plain ``{name}`` placeholders are filled, and no file can
crash the game, eat its memory or name a file outside ``lang/``."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from drawpoker.i18n import Translator, check_language, fill, placeholders, read_language
from pseudo_lang import write_pseudo_language
from soak import size

# A translation of "money" (English "${amount}") that a hostile or careless file could hold.
HOSTILE_FIELDS = [
    "{amount.nope}",                 # used to crash with AttributeError
    "{amount.__class__.__mro__}",    # used to put Python internals on screen
    "{amount:>50000000}",            # used to build a 50 MB text, or exhaust memory
    "{amount!r}",
    "{amount[0]}",
    "{0}",
    "{}",
    "{Amount}",
]


@pytest.fixture
def lang_folder(tmp_path: Path) -> Path:
    return write_pseudo_language(tmp_path / "lang")


def _translation(folder: Path, code: str, old: str, new: str) -> None:
    text = (folder / "en.yaml").read_text(encoding="utf-8")
    assert old in text
    text = text.replace(old, new, 1).replace("  code: en", f"  code: {code}", 1)
    (folder / f"{code}.yaml").write_text(text, encoding="utf-8")


@pytest.mark.parametrize("field", HOSTILE_FIELDS)
def test_a_translation_with_more_than_a_plain_placeholder_is_refused(
        lang_folder: Path, field: str, caplog: pytest.LogCaptureFixture) -> None:
    _translation(lang_folder, "hh", 'money: "${amount}"', f'money: "${field}"')
    problems = check_language("hh", lang_folder)
    assert [(p.kind, p.key) for p in problems] == [("bad_placeholder", "money")]
    assert "a plain name in braces" in problems[0].detail or "unmatched" in problems[0].detail
    with caplog.at_level(logging.WARNING, logger="drawpoker.i18n"):
        tr = Translator("hh", lang_folder)
        shown = tr.get("money", amount=5)
    assert shown == "$5"  # English instead
    assert any("hh.yaml" in r.getMessage() and "money" in r.getMessage()
               for r in caplog.records)


@pytest.mark.parametrize("field", HOSTILE_FIELDS)
def test_such_a_field_in_english_itself_is_shown_as_written(
        lang_folder: Path, field: str) -> None:
    english = lang_folder / "en.yaml"
    english.write_text(english.read_text(encoding="utf-8").replace(
        'money: "${amount}"', f'money: "${field}"', 1), encoding="utf-8")
    assert [p.key for p in check_language("en", lang_folder)] == ["money"]
    # Never filled, never padded, never an error: the text as written.
    assert Translator("en", lang_folder).get("money", amount=1250) == f"${field}"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("{amount} to {item}", "5 to hat"),
        ("{{amount}} {amount}", "{amount} 5"),
        ("{amount.__class__.__mro__}", "{amount.__class__.__mro__}"),
        ("{amount:>50000000}", "{amount:>50000000}"),
        ("{amount!r:^9}", "{amount!r:^9}"),
        ("{missing} {amount}", "{missing} 5"),
        ("{amount", "{amount"),
        ("}{", "}{"),
    ],
)
def test_fill_only_replaces_plain_names(text: str, expected: str) -> None:
    assert fill(text, {"amount": 5, "item": "hat"}) == expected


@given(st.text(alphabet=st.sampled_from("{}!:.[]0>9 ab_amount"), max_size=40))
def test_fill_never_raises_and_never_grows_much(text: str) -> None:
    shown = fill(text, {"amount": 12345, "a": "x", "b": "y"})
    assert len(shown) <= len(text) + 5 * (text.count("{") + 1)
    names = placeholders(text)
    if names is not None and names <= {"amount", "a", "b"}:
        assert shown == text.format(amount=12345, a="x", b="y")


# --------------------------------------------------------------------------- whole files


def test_deep_nesting_in_a_language_file_is_a_clear_refusal(lang_folder: Path) -> None:
    (lang_folder / "dn.yaml").write_text("[" * 20_000 + "]" * 20_000, encoding="utf-8")
    tr = Translator("dn", lang_folder)
    assert tr.get("title.quit") == "QUIT"
    (problem,) = tr.problems
    assert problem.kind == "yaml" and "too deeply" in problem.detail and problem.line == 1
    # The settings screen says how many texts show in English: all of them.
    assert tr.missing_count() == len(read_language("en", lang_folder).texts) > 100


def test_an_alias_bomb_in_a_language_file_is_refused_at_once(lang_folder: Path) -> None:
    lines = ['a0: &a0 ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]']
    lines += [f"a{n}: &a{n} [{', '.join([f'*a{n - 1}'] * 9)}]" for n in range(1, 10)]
    (lang_folder / "ab.yaml").write_text("\n".join(lines) + "\n", encoding="utf-8")
    (problem,) = check_language("ab", lang_folder)
    assert problem.kind == "yaml" and "alias" in problem.detail and problem.line == 2


def test_a_text_far_too_long_to_draw_shows_in_english(lang_folder: Path) -> None:
    _translation(lang_folder, "lo", '  quit: QUIT', f'  quit: "{"Q" * 100_000}"')
    problems = check_language("lo", lang_folder)
    assert [(p.kind, p.key) for p in problems] == [("bad_value", "title.quit")]
    assert "100000 characters long" in problems[0].detail
    assert Translator("lo", lang_folder).get("title.quit") == "QUIT"


def test_a_huge_language_file_is_refused_unread(lang_folder: Path) -> None:
    (lang_folder / "hu.yaml").write_text("x: " + "y" * (2 << 20) + "\n", encoding="utf-8")
    (problem,) = check_language("hu", lang_folder)
    assert problem.kind == "unreadable" and "too large" in problem.detail


@pytest.mark.parametrize("code", ["../outside", "/tmp/outside", "..", "en/../en", "", "e n"])
def test_a_language_code_never_names_a_file_outside_the_folder(
        lang_folder: Path, code: str) -> None:
    outside = lang_folder.parent / "outside.yaml"
    outside.write_text("title:\n  quit: PWNED\n", encoding="utf-8")
    result = read_language(code, lang_folder)
    assert result.texts == {} and result.problems[0].kind == "unreadable"
    assert "not a language code" in result.problems[0].detail
    assert Translator(code, lang_folder).get("title.quit") == "QUIT"


# --------------------------------------------------------------------------- fuzzing

_scalars = st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=20)
_trees = st.recursive(
    _scalars,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(
        st.text(max_size=8) | st.integers() | st.booleans(), inner, max_size=4),
    max_leaves=30,
)


_translators: dict[Path, Translator] = {}


def _loads_without_raising(folder: Path, code: str) -> None:
    result = read_language(code, folder)
    assert all(isinstance(text, str) for text in result.texts.values())
    if folder not in _translators:  # English is read once per folder
        _translators[folder] = Translator("en", folder)
    tr = _translators[folder]
    tr.set_language(code)
    for key in list(result.texts)[:20]:
        assert isinstance(tr.get(key, amount=5, count=2, item="hat"), str)


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                  HealthCheck.function_scoped_fixture])
@given(raw=st.binary(max_size=400))
def test_random_bytes_never_raise(lang_folder: Path, raw: bytes) -> None:
    (lang_folder / "fz.yaml").write_bytes(raw)
    _loads_without_raising(lang_folder, "fz")


@settings(max_examples=size(120), deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                  HealthCheck.function_scoped_fixture])
@given(tree=_trees)
def test_random_structures_never_raise(lang_folder: Path, tree: object) -> None:
    (lang_folder / "fz.yaml").write_text(yaml.safe_dump(tree), encoding="utf-8")
    _loads_without_raising(lang_folder, "fz")
