"""Language files: complete and consistent with English, and never fatal when broken."""

from __future__ import annotations

import logging
import shutil
from pathlib import Path

import pytest

from drawpoker import i18n, paths
from drawpoker.i18n import (
    Translator,
    available_languages,
    check_language,
    language_names,
    placeholders,
    read_language,
)
from pseudo_lang import CODE as PSEUDO
from pseudo_lang import NAME as PSEUDO_NAME
from pseudo_lang import write_pseudo_language

SHIPPED = available_languages()


# --------------------------------------------------------------------------- shipped files


@pytest.mark.parametrize("code", SHIPPED)
def test_every_shipped_language_matches_english(code: str) -> None:
    """Every key of English, no other key, the same placeholders, readable YAML."""
    problems = check_language(code)
    assert not problems, "\n".join(str(p) for p in problems)


@pytest.mark.parametrize("code", SHIPPED)
def test_every_shipped_language_names_itself(code: str) -> None:
    texts = read_language(code).texts
    assert texts.get("language.name", "").strip(), f"{code}.yaml has no language.name"
    assert texts.get("language.code") == code


def test_english_comes_first() -> None:
    assert SHIPPED[0] == "en"


def test_every_english_text_formats_with_its_own_placeholders() -> None:
    english = read_language("en").texts
    for key, text in english.items():
        names = placeholders(text)
        assert names is not None, key
        text.format(**{name: "x" for name in names})


# --------------------------------------------------------------------------- a second language


@pytest.fixture
def lang_folder(tmp_path: Path) -> Path:
    """English plus the generated pseudo language, in a folder of their own."""
    return write_pseudo_language(tmp_path / "lang")


def _write(folder: Path, code: str, text: str) -> None:
    (folder / f"{code}.yaml").write_text(text, encoding="utf-8")


def _english_with(folder: Path, replace: dict[str, str]) -> str:
    text = (folder / "en.yaml").read_text(encoding="utf-8")
    for old, new in replace.items():
        assert old in text, old
        text = text.replace(old, new, 1)
    return text


def test_a_dropped_file_is_a_new_language_with_its_own_name(lang_folder: Path) -> None:
    assert available_languages(lang_folder) == ["en", PSEUDO]
    assert language_names(lang_folder) == {"en": "English", PSEUDO: PSEUDO_NAME}
    assert check_language(PSEUDO, lang_folder) == []


def test_switching_language_at_runtime(lang_folder: Path) -> None:
    tr = Translator("en", lang_folder)
    assert tr.get("title.new_match") == "NEW MATCH"
    revision = tr.revision
    tr.set_language(PSEUDO)
    assert tr.code == PSEUDO
    assert tr.revision > revision
    assert tr.get("title.new_match").startswith("ÑÉW MÁTÇH")
    assert tr.language_name == PSEUDO_NAME
    assert tr.get("money", amount=25) == "$25"
    tr.set_language("en")
    assert tr.get("title.new_match") == "NEW MATCH"


def test_module_level_switch_follows(monkeypatch: pytest.MonkeyPatch, lang_folder: Path) -> None:
    monkeypatch.setattr(i18n, "_current", Translator("en", lang_folder))
    assert i18n.t("title.quit") == "QUIT"
    i18n.set_language(PSEUDO)
    assert i18n.t("title.quit").startswith("QÜÎT")


def test_a_missing_key_falls_back_to_english_and_is_logged_once(
    lang_folder: Path, caplog: pytest.LogCaptureFixture
) -> None:
    _write(lang_folder, "mm", _english_with(lang_folder, {
        "  new_match: NEW MATCH\n": "",
        "  name: English": "  name: Missing",
        "  code: en": "  code: mm",
    }))
    problems = check_language("mm", lang_folder)
    assert [(p.kind, p.key) for p in problems] == [("missing", "title.new_match")]
    with caplog.at_level(logging.WARNING, logger="drawpoker.i18n"):
        tr = Translator("mm", lang_folder)
        for _ in range(3):
            assert tr.get("title.new_match") == "NEW MATCH"
    mentions = [r for r in caplog.records if "title.new_match" in r.getMessage()]
    assert len(mentions) == 1
    assert "mm.yaml" in mentions[0].getMessage()


def test_extra_keys_and_wrong_placeholders_are_reported(lang_folder: Path) -> None:
    _write(lang_folder, "pp", _english_with(lang_folder, {
        'money: "${amount}"': 'money: "${amout}"\nstray: "not in English"',
        '  code: en': '  code: pp',
    }))
    problems = check_language("pp", lang_folder)
    kinds = {(p.kind, p.key) for p in problems}
    assert ("extra", "stray") in kinds
    assert ("placeholders", "money") in kinds
    placeholder_problem = next(p for p in problems if p.kind == "placeholders")
    assert "{amount}" in placeholder_problem.detail
    assert placeholder_problem.line is not None
    # At run time the bad text is replaced by English rather than shown half filled.
    tr = Translator("pp", lang_folder)
    assert tr.get("money", amount=5) == "$5"


def test_unmatched_braces_are_reported_and_not_used(lang_folder: Path) -> None:
    _write(lang_folder, "bb", _english_with(lang_folder, {
        'your_hand: "Your hand: {hand}"': 'your_hand: "Your hand: {hand"',
    }))
    problems = check_language("bb", lang_folder)
    assert [(p.kind, p.key) for p in problems] == [("bad_placeholder", "draw.table.your_hand")]
    assert Translator("bb", lang_folder).get("draw.table.your_hand", hand="X") == "Your hand: X"


def test_values_yaml_does_not_read_as_text_are_reported(lang_folder: Path) -> None:
    _write(lang_folder, "nn", _english_with(lang_folder, {
        '    "on": "On"': '    "on": yes',
        '    "off": "Off"': "    off: \"Aus\"",
    }))
    problems = check_language("nn", lang_folder)
    kinds = {p.kind for p in problems}
    assert "bad_value" in kinds  # yes -> True
    assert "bad_key" in kinds  # off -> False as a key
    tr = Translator("nn", lang_folder)
    assert tr.get("settings.value.on") == "On"  # English, not "True"


def test_duplicate_keys_are_reported_with_their_line(lang_folder: Path) -> None:
    _write(lang_folder, "dd", _english_with(lang_folder, {
        "  quit: QUIT\n": "  quit: QUIT\n  quit: LEAVE\n",
    }))
    problems = check_language("dd", lang_folder)
    (dup,) = [p for p in problems if p.kind == "duplicate"]
    assert dup.key == "title.quit"
    source = (lang_folder / "dd.yaml").read_text(encoding="utf-8").splitlines()
    assert source[dup.line - 1].strip() == "quit: LEAVE"  # type: ignore[operator]


# --------------------------------------------------------------------------- broken files


def test_bad_yaml_never_stops_the_game_and_names_file_and_line(
    lang_folder: Path, caplog: pytest.LogCaptureFixture
) -> None:
    lines = (lang_folder / "en.yaml").read_text(encoding="utf-8").splitlines()
    index = next(i for i, line in enumerate(lines) if line.startswith("  new_match:"))
    lines[index] = "  new_match: NEW: MATCH"  # a second colon: not valid YAML
    _write(lang_folder, "zz", "\n".join(lines) + "\n")
    with caplog.at_level(logging.WARNING, logger="drawpoker.i18n"):
        tr = Translator("zz", lang_folder)
    assert tr.get("title.quit") == "QUIT"  # English shows
    (problem,) = tr.problems
    assert problem.kind == "yaml"
    assert problem.line == index + 1
    message = "\n".join(r.getMessage() for r in caplog.records)
    assert f"zz.yaml:{problem.line}" in message
    # The language is still offered (named by its code, since its name cannot be read).
    assert language_names(lang_folder)["zz"] == "zz"


def test_an_unclosed_quote_names_both_ends_of_the_block(lang_folder: Path) -> None:
    lines = (lang_folder / "en.yaml").read_text(encoding="utf-8").splitlines()
    index = next(i for i, line in enumerate(lines) if line.startswith("  new_match:"))
    lines[index] = '  new_match: "NEW MATCH'
    _write(lang_folder, "zq", "\n".join(lines) + "\n")
    (problem,) = check_language("zq", lang_folder)
    # YAML notices a few lines later; the message also gives where the block starts.
    assert problem.line is not None and problem.line > index + 1
    assert f"line {index}" in problem.detail or f"line {index + 1}" in problem.detail


def test_a_file_that_is_not_utf8_is_refused_with_its_line(lang_folder: Path) -> None:
    (lang_folder / "u8.yaml").write_bytes(b"language:\n  name: Caf\xe9\n")
    (problem,) = check_language("u8", lang_folder)
    assert problem.kind == "unreadable" and problem.line == 2
    assert Translator("u8", lang_folder).get("title.quit") == "QUIT"


@pytest.mark.parametrize("text", ["", "just words\n", "- a\n- b\n"])
def test_a_file_that_is_not_a_mapping_falls_back(lang_folder: Path, text: str) -> None:
    _write(lang_folder, "ee", text)
    tr = Translator("ee", lang_folder)
    assert tr.get("title.quit") == "QUIT"
    assert tr.problems and tr.problems[0].kind == "not_mapping"


def test_an_unknown_language_code_shows_english(lang_folder: Path) -> None:
    tr = Translator("qq", lang_folder)
    assert tr.get("title.quit") == "QUIT"
    assert tr.problems[0].kind == "unreadable"


def test_a_key_missing_everywhere_shows_the_key(lang_folder: Path) -> None:
    tr = Translator(PSEUDO, lang_folder)
    assert tr.get("no.such.key") == "no.such.key"


def test_the_real_folder_is_used_by_default(tmp_path: Path) -> None:
    shutil.copyfile(paths.lang_dir() / "en.yaml", tmp_path / "en.yaml")
    assert read_language("en", tmp_path).texts == read_language("en").texts


@pytest.mark.parametrize(("code", "expected"), [("en", "$1,250"), ("de", "1.250 $"),
                                                ("fr", "1\u00a0250\u00a0$")])
def test_amounts_of_four_digits_are_grouped_the_language_s_way(code: str, expected: str) -> None:
    from drawpoker import i18n

    i18n.set_language(code)
    try:
        assert i18n.t("money", amount=1250) == expected
        assert i18n.t("money", amount=995).replace("\u00a0", " ") in ("$995", "995 $")
    finally:
        i18n.set_language("en")
