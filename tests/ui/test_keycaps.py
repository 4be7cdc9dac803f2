"""Keycaps: every key is written as the player's language writes it.

A made-up language gives every named key a label unlike its English one, so a keycap that
skips the translation (as "F1" once did) shows up as the English text.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
import yaml
from text_recorder import recording
from ui_driver import Driver, make_app

from drawpoker import i18n, paths
from drawpoker.i18n import Translator
from drawpoker.ui.help_scene import KEY_ROWS, HelpScene
from drawpoker.ui.menus import TitleScene
from drawpoker.ui.widgets import NAMED_KEYS, key_name


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
