"""Rosters, items files and language packs as a stranger may write them (issue 37): the
shipped file is read through the same bounded reader as anyone's (no shortcut that takes
aliases or unbounded nesting), a message quotes at most a short excerpt, format fields in her
lines are plain names, and one bad character is left out with a visible notice that names the
file, her and why, the others staying playable. The same for items: a notice, never silence."""

from __future__ import annotations

import copy
import functools
import shutil
from pathlib import Path
from typing import Any

import pytest

from drawpoker import i18n, paths
from drawpoker.bank import items as bank_items
from drawpoker.printable import excerpt, printable
from drawpoker.roster import (
    LIMITS,
    RosterError,
    load_roster,
    roster_from_data,
    roster_path,
)
from drawpoker.safe_yaml import read_yaml_file
from drawpoker.ui import characters

FOLDER = roster_path().parent
REAL_ASSETS = paths.assets_dir
ALIAS_BOMB = "a: &a [x, x, x, x, x, x, x, x, x]\n" + "".join(
    f"{chr(98 + n)}: &{chr(98 + n)} [*{chr(97 + n)}, *{chr(97 + n)}, *{chr(97 + n)}]\n"
    for n in range(20))


def shipped() -> dict[str, Any]:
    data = read_yaml_file(roster_path(), LIMITS).data
    assert isinstance(data, dict)
    return copy.deepcopy(data)


def spoiled(field: str, value: object, index: int = 1) -> tuple[dict[str, Any], str]:
    """The shipped roster with one character's ``field`` (a dotted path) set to ``value``."""
    data = shipped()
    target = data["characters"][index]
    *path, last = field.split(".")
    for key in path:
        target = target[key]
    target[last] = value
    return data, data["characters"][index]["id"]


BAD: dict[str, tuple[str, object]] = {
    "a huge width": ("lines.pawned.en", ["I pawn my {item:>999999999}"]),
    "a conversion": ("lines.pawned.en", ["I pawn my {item!r}"]),
    "an attribute": ("lines.pawned.en", ["I pawn my {item.__class__}"]),
    "an index": ("lines.pawned.en", ["I pawn my {item[0]}"]),
    "a nested width": ("lines.pawned.en", ["I pawn my {item:{item}}"]),
    "an escape in her name": ("name", "Ada\x1b[2J"),
    "a bidi override in a line": ("lines.greeting.en", ["Hi \u202eereht"]),
    "a NUL in her about": ("about.en", "nice\x00"),
    "a huge unknown level": ("style.level", ["x" * 100_000]),
}


@pytest.mark.parametrize("case", sorted(BAD))
def test_one_bad_character_is_left_out_the_others_stay(case: str) -> None:
    field, value = BAD[case]
    data, who = spoiled(field, value)
    roster = roster_from_data(data, FOLDER)
    assert who not in roster.ids and len(roster.characters) == len(shipped()["characters"]) - 1
    [problem] = roster.problems
    assert problem.character == who
    assert len(str(problem)) < 400  # an excerpt, never the whole value
    assert printable(str(problem)) == str(problem)  # nothing raw from the file


def test_a_character_with_a_wrong_id_is_named_by_her_place() -> None:
    data, _ = spoiled("id", "Not An Id\x1b", index=2)
    roster = roster_from_data(data, FOLDER)
    assert [problem.character for problem in roster.problems] == ["#3"]
    # With no usable character left, the whole file is refused.
    data = shipped()
    for character in data["characters"]:
        character["name"] = ""
    with pytest.raises(RosterError):
        roster_from_data(data, FOLDER)


def _shipped_roster_at(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, text: str) -> Path:
    """A copy of the assets whose roster file holds ``text``, as the game's own roster."""
    assets = tmp_path / "assets"
    shutil.copytree(FOLDER, assets / "opponents", dirs_exist_ok=True)
    (assets / "opponents" / "roster.yaml").write_text(text, encoding="utf-8")
    monkeypatch.setattr(paths, "assets_dir", lambda: assets)
    # A roster read of its own for the test: the game's cached one is left as it was.
    monkeypatch.setattr(characters, "_loaded",
                        functools.lru_cache(maxsize=1)(characters._loaded.__wrapped__))
    return assets


def test_the_shipped_roster_takes_no_alias(tmp_path: Path,
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    _shipped_roster_at(tmp_path, monkeypatch, ALIAS_BOMB)
    with pytest.raises(RosterError, match="alias"):
        load_roster()
    _shipped_roster_at(tmp_path, monkeypatch, "characters: " + "[" * 5000 + "]" * 5000)
    with pytest.raises(RosterError, match="deep"):
        load_roster()


def test_the_opponents_page_and_the_title_name_the_file_her_and_why(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import yaml

    data, who = spoiled("lines.pawned.en", ["{item:>999999999}"])
    _shipped_roster_at(tmp_path, monkeypatch, yaml.safe_dump(data, allow_unicode=True))
    told = characters.notices()
    assert len(told) == 1 and "roster.yaml" in told[0] and who in told[0]
    assert "placeholder" in told[0]
    assert who not in [c.id for c in characters.characters()]
    assert len(characters.characters()) == len(data["characters"]) - 1

    from drawpoker.__main__ import _shared_file_notices
    assert told[0] in _shared_file_notices()

    monkeypatch.setattr(paths, "assets_dir", REAL_ASSETS)  # the game's own fonts again
    import pygame

    from drawpoker.settings import Settings
    from drawpoker.ui.app import App, FixedClock
    from drawpoker.ui.draw.choose_opponent import ChooseOpponentScene
    app = App((1280, 720), Settings(), clock=FixedClock(16))
    scene = ChooseOpponentScene(app)
    assert scene.notices == told
    scene.enter()
    scene.draw(pygame.Surface((1280, 720)))


def test_a_roster_refused_whole_is_told(tmp_path: Path,
                                        monkeypatch: pytest.MonkeyPatch) -> None:
    _shipped_roster_at(tmp_path, monkeypatch, ALIAS_BOMB)
    [told] = characters.notices()
    assert "roster.yaml" in told and "alias" in told


def _items_at(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, text: str) -> None:
    (tmp_path / bank_items.ITEMS_FILE).write_text(text, encoding="utf-8")
    monkeypatch.setattr(paths, "assets_dir", lambda: tmp_path)


@pytest.mark.parametrize("text", [
    ALIAS_BOMB,
    "items: " + "[" * 5000 + "]" * 5000,
    "items:\n  - id: " + "x" * 10_000 + "\n    loan: 5\n",
])
def test_the_shipped_items_file_is_bounded_and_its_refusal_told(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, text: str) -> None:
    _items_at(tmp_path, monkeypatch, text)
    assert bank_items.load_items() == bank_items.DEFAULT_ITEMS
    why = bank_items.items_problem()
    assert why is not None and len(why) <= 160
    from drawpoker.__main__ import _shared_file_notices
    assert any(bank_items.ITEMS_FILE in told and why in told for told in _shared_file_notices())
    _items_at(tmp_path, monkeypatch, "items:\n  - id: hat\n    loan: 5\n")
    assert bank_items.load_items() == (bank_items.Item("hat", 5),)
    assert bank_items.items_problem() is None


def test_a_language_dropped_in_lang_is_read_bounded(tmp_path: Path,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    """``lang/`` takes any dropped file: the game's folder gets no fast, unbounded reading."""
    shutil.copy(paths.lang_dir() / "en.yaml", tmp_path / "en.yaml")
    (tmp_path / "zz.yaml").write_text(ALIAS_BOMB, encoding="utf-8")
    monkeypatch.setattr(paths, "lang_dir", lambda: tmp_path)
    read = i18n.read_language("zz")
    assert read.broken and "alias" in read.problems[0].detail


def test_excerpt_never_walks_a_huge_value() -> None:
    nested: list[object] = []
    for _ in range(10_000):
        nested = [nested]
    assert excerpt(nested) == "a list of 1 value(s)"
    assert len(excerpt("x" * 10**6)) == 40
    assert excerpt(10**5000) == "a very long number"


@pytest.mark.parametrize(("written", "evil"), [
    ("\\e[2J", "\x1b"), ("\\u202e", "\u202e"), ("\\a", "\x07"), ("\\r", "\r"),
    ("\\0", "\x00")])
def test_a_language_text_with_a_control_character_is_not_used(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, written: str, evil: str) -> None:
    """A translator's file may break lines (\\n) but never carries an escape to the screen:
    the text is refused with the key named, the rest of the file is used."""
    shutil.copy(paths.lang_dir() / "en.yaml", tmp_path / "en.yaml")
    (tmp_path / "zz.yaml").write_text(
        f'title:\n  new_match: "NEW{written}MATCH"\n  quit: "BYE\\nNOW"\n', encoding="utf-8")
    monkeypatch.setattr(paths, "lang_dir", lambda: tmp_path)
    read = i18n.read_language("zz")
    assert "title.new_match" not in read.texts and read.texts["title.quit"] == "BYE\nNOW"
    (problem,) = [p for p in read.problems if p.key == "title.new_match"]
    assert "control character" in problem.detail and evil not in problem.detail


@pytest.mark.parametrize("field", ["name", "author"])
def test_a_theme_name_or_author_with_a_control_character_is_refused(
        tmp_path: Path, field: str) -> None:
    from drawpoker.themes.manifest import ThemeError, load_theme

    folder = tmp_path / "evil"
    shutil.copytree(paths.assets_dir() / "forfeits" / "wardrobe", folder)
    manifest = folder / "manifest.yaml"
    text = manifest.read_text(encoding="utf-8")
    lines = [f'{field}: "Evil\\e[2J theme"' if line.startswith(f"{field}:") else line
             for line in text.splitlines()]
    manifest.write_text("\n".join(lines) + "\n", encoding="utf-8")
    with pytest.raises(ThemeError) as refused:
        load_theme(folder)
    assert "control character" in str(refused.value) and "\x1b" not in str(refused.value)
