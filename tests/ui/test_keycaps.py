"""Keycaps and letter shortcuts: every key is written, and bound, as the player's language has it.

A made-up language gives every named key a label unlike its English one, so a keycap that
skips the translation (as "F1" once did) shows up as the English text. Letter shortcuts are
defined once (``ui.shortcuts``), never per language: single letters, different on one screen,
shown on their buttons, the only letters the buttons answer to, and the same button for the
same letter in every language.
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest
import scene_matrix
import yaml
from text_recorder import recording
from ui_driver import Driver, make_app

from drawpoker import i18n, paths
from drawpoker.engine.draw import ActionKind
from drawpoker.i18n import Translator, available_languages
from drawpoker.ui import shortcuts
from drawpoker.ui.draw.help_scene import KEY_ROWS, HelpScene
from drawpoker.ui.draw.scene import TableScene
from drawpoker.ui.menus import TitleScene
from drawpoker.ui.widgets import NAMED_KEYS, Button, key_name

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from drawpoker.engine.draw.match_data import match_to_dict
from pseudo_lang import CODE as PSEUDO
from pseudo_lang import write_pseudo_language


def write_language(folder: Path, code: str, changes: dict[str, str]) -> Path:
    """English with the dotted keys of ``changes`` replaced, saved as ``<code>.yaml``."""
    folder.mkdir(parents=True, exist_ok=True)
    english = paths.lang_dir() / "en.yaml"
    shutil.copyfile(english, folder / "en.yaml")
    data = yaml.safe_load(english.read_text(encoding="utf-8"))
    for dotted, value in changes.items():
        node = data
        *parents, last = dotted.split(".")
        for part in parents:
            node = node[part]
        node[last] = value
    (folder / f"{code}.yaml").write_text(yaml.safe_dump(data, allow_unicode=True),
                                         encoding="utf-8")
    return folder


@pytest.fixture
def key_language(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> dict[str, str]:
    """The game switched to a language whose named keys all read ``<name>-zz``."""
    english = yaml.safe_load((paths.lang_dir() / "en.yaml").read_text(encoding="utf-8"))
    labels = {name: f"{name}-zz" for name in english["keys"]}
    folder = write_language(tmp_path / "lang", "zz",
                            {f"keys.{name}": label for name, label in labels.items()})
    monkeypatch.setattr(paths, "lang_dir", lambda: folder)
    monkeypatch.setattr(i18n, "_current", Translator("zz", folder))
    return labels


def test_every_named_key_has_a_translation_and_every_translation_a_key() -> None:
    english = yaml.safe_load((paths.lang_dir() / "en.yaml").read_text(encoding="utf-8"))
    assert set(english["keys"]) == NAMED_KEYS


def test_named_keys_are_translated_whatever_their_case(key_language: dict[str, str]) -> None:
    for name, label in key_language.items():
        assert key_name(name) == label
        assert key_name(name.upper()) == label
    assert key_name("3") == "3"


def test_help_keycaps_show_the_translated_key_names(key_language: dict[str, str],
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    """The keyboard table of the help: F1, F11, Enter... are written in the language."""
    app = make_app(language="zz")
    app.push(TitleScene(app))
    scene = HelpScene(app)
    app.push(scene)
    Driver(app).step()
    with recording(monkeypatch) as recorder:
        scene.page = None
        scene.build_page(1100, 1.0)
    drawn = set(recorder.texts())
    named = {key.lower() for keys, _ in KEY_ROWS for key in keys if key.lower() in NAMED_KEYS}
    assert {"f1", "f11", "enter", "esc", "space"} <= named
    for name in named:
        assert key_language[name] in drawn, f"the {name!r} keycap is not translated"
    untranslated = {"F1", "f1", "F11", "f11", "Enter", "enter", "Esc", "esc"} & drawn
    assert not untranslated


# --------------------------------------------------------------------------- letter shortcuts

LANGUAGES = [*available_languages(), PSEUDO]
#: Situations that together show every button with a letter shortcut.
SITUATIONS = ("title", "pause", "gameover-won", "table-deal", "table-facing-bet", "table-draw",
              "table-round-two", "table-showdown", "table-won", "pawnshop", "pawnshop-new-bank",
              "top-up", "settings")


@pytest.fixture
def language(request: pytest.FixtureRequest, tmp_path: Path,
             monkeypatch: pytest.MonkeyPatch) -> str:
    """The game in the language under test (the pseudo one from a private folder)."""
    code: str = request.param
    folder: Path | None = None
    if code == PSEUDO:
        folder = write_pseudo_language(tmp_path / "lang")
        monkeypatch.setattr(paths, "lang_dir", lambda: folder)
    monkeypatch.setattr(i18n, "_current", Translator(code, folder))
    return code


def test_shortcuts_are_single_letters_that_differ_on_one_screen() -> None:
    assert set(shortcuts.LETTERS) == set(shortcuts.BUTTONS)
    for name in shortcuts.BUTTONS:
        value = shortcuts.letter(name)
        assert len(value) == 1 and value.isascii() and value.isupper(), f"{name}: {value!r}"
    for group, names in shortcuts.GROUPS.items():
        letters = [shortcuts.letter(name) for name in names]
        chosen = dict(zip(names, letters, strict=True))
        assert len(set(letters)) == len(letters), f"{group}: {chosen}"


def test_no_language_file_defines_its_own_letters() -> None:
    """A key means one thing in every language: no translation may move it."""
    for code in available_languages():
        data = yaml.safe_load((paths.lang_dir() / f"{code}.yaml").read_text(encoding="utf-8"))
        assert "shortcuts" not in data, f"{code}.yaml still has a shortcuts: section"


def _actions_by_key(situation: str, language: str) -> dict[str, str]:
    """What each letter key does in ``situation``: pressed on a fresh copy of the scene, which
    button's action it ran (the button's name, not its text, says which)."""
    result: dict[str, str] = {}
    for code in range(ord("a"), ord("z") + 1):
        app = scene_matrix.build(situation, (1280, 720), language)
        d = Driver(app)
        if isinstance(app.scene, TableScene):
            d.settle()
        else:
            d.step()
        clicked: list[str] = []
        overlays = getattr(app.scene, "overlays", None)
        for button in d.buttons() + list(getattr(overlays, "buttons", [])):
            def note(name: str = button.name, clicked: list[str] = clicked) -> None:
                clicked.append(name)
            button.on_click = note
        d.key(code)
        if clicked:
            result[chr(code).upper()] = clicked[0]
    return result


@pytest.mark.parametrize("situation", ["title", "pause", "table-deal", "table-facing-bet",
                                       "table-showdown", "gameover-won"])
def test_each_key_does_the_same_thing_in_every_language(situation: str,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    """S is SETTINGS in English and in Spanish: the same letter presses the same button in all
    five languages."""
    seen: dict[str, dict[str, str]] = {}
    for code in available_languages():
        monkeypatch.setattr(i18n, "_current", Translator(code))
        seen[code] = _actions_by_key(situation, code)
    english = seen["en"]
    assert english, f"{situation}: no letter does anything"
    for code, actions in seen.items():
        assert actions == english, f"{situation} in {code}: {actions} != {english}"


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
def test_every_shortcut_is_shown_on_its_button(language: str,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    seen: set[str] = set()
    for situation in SITUATIONS:
        with recording(monkeypatch) as recorder:
            app = scene_matrix.build(situation, (1280, 720), language)
            recorder.clear()
            recorder.draw_app(app)
        buttons: list[Button] = list(getattr(app.scene, "buttons", []))
        assert buttons, situation
        # The draw table's overlay buttons (the deal log, the coach) stand apart from its bar.
        buttons += list(getattr(getattr(app.scene, "overlays", None), "buttons", []))
        for button in buttons:
            if not button.shortcut:
                assert button.key_label in NAMED_KEYS, f"{situation}: {button.name} has no key"
                continue
            wanted = shortcuts.letter(button.shortcut)
            assert button.cap_label == wanted
            assert any(d.text == wanted and button.rect.contains(d.rect)
                       for d in recorder.drawn), f"{situation}: no {wanted!r} on {button.name}"
            seen.add(button.shortcut)
    # The hold'em table's and setup's letters are checked the same way in test_holdem_keys.py,
    # the deal log's what-if, why and copy (shown once a recorded deal is over) in
    # test_whatif_scenes.py.
    log_actions = {"whatif", "why", "copy_code"}
    assert seen == {name for name in shortcuts.BUTTONS
                    if not name.startswith("holdem_") and name not in log_actions}


def _letter_key(letter: str) -> int:
    return ord(letter.lower())


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
def test_the_table_answers_its_own_letters_and_no_other(language: str) -> None:
    """No English letter stays bound under a translation: only the shown letters act."""
    app = scene_matrix.build("table-deal", (1280, 720), language)
    d = Driver(app)
    d.settle()
    table = d.table
    shown = {button.cap_label for button in table.buttons}
    assert len(shown) == 3
    before = match_to_dict(table.control.match)
    for code in range(ord("a"), ord("z") + 1):
        if chr(code).upper() not in shown:
            d.key(code)
    assert match_to_dict(table.control.match) == before and d.scene is table
    d.key(_letter_key(shortcuts.letter("bet")))
    mine = [a.kind for a in table.control.match.view(0).actions if a.seat == 0]
    assert mine == [ActionKind.BET]


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
def test_the_title_answers_its_own_letters_and_no_other(language: str) -> None:
    app = scene_matrix.build("title", (1280, 720), language)
    d = Driver(app)
    d.step()
    title = d.scene
    shown = {button.cap_label for button in d.buttons()}
    for code in range(ord("a"), ord("z") + 1):
        if chr(code).upper() not in shown:
            d.key(code)
    assert d.scene is title and len(app.scenes) == 1
    d.key(_letter_key(shortcuts.letter("help")))
    assert isinstance(d.scene, HelpScene)
