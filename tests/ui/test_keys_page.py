"""Remappable keys (issue 36): the keys page reached from the settings by keys alone, a key
moved by pressing the new one, clashes and fixed keys refused with the reason said, Backspace
and RESET ALL, the keys stored in the settings file (an old file without them still loads), and
the moved keys followed by all three games: their buttons, keycaps, help pages and spoken turns.
"""

from __future__ import annotations

import re
from pathlib import Path

import pygame
import pytest
import yaml
from ui_driver import Driver, make_app

from drawpoker import keymap
from drawpoker import settings as stored
from drawpoker.i18n import Translator, available_languages, t
from drawpoker.settings import Settings
from drawpoker.speech import RecordingSpeaker
from drawpoker.ui import shortcuts, speech_hub, status_keys
from drawpoker.ui.app import App
from drawpoker.ui.keys_page import KeysScene
from drawpoker.ui.scene import SceneName
from drawpoker.ui.widgets import key_name


def _press(d: Driver, key: int, letter: str = "", mod: int = 0) -> None:
    d.post(pygame.KEYDOWN, key=key, mod=mod, unicode=letter, scancode=0)
    d.post(pygame.KEYUP, key=key, mod=mod, unicode=letter, scancode=0)
    d.step()


def _letter(d: Driver, letter: str) -> None:
    _press(d, ord(letter.lower()), letter.lower())


def _keys_page(tmp_path: Path, language: str = "en") -> tuple[Driver, KeysScene, RecordingSpeaker]:
    """The title, then S (settings) and K (keys), by keys alone with speech recorded."""
    app = make_app(language=language)
    sink = RecordingSpeaker()
    speech_hub.install(app, sink)
    app.go(SceneName.TITLE)
    settings = app.go(SceneName.SETTINGS, path=tmp_path / "settings.yaml")
    d = Driver(app)
    d.step()
    _letter(d, shortcuts.letter("keys"))
    assert isinstance(app.scene, KeysScene), app.scene
    assert settings is not app.scene
    return d, app.scene, sink


@pytest.fixture(autouse=True)
def _default_keys() -> None:
    """Every test starts, and leaves, with the keys as they are at first."""
    shortcuts.follow(())
    yield
    shortcuts.follow(())


# ---------------------------------------------------------------------- the key map

def test_the_first_keys_clash_nowhere_and_every_action_is_heard_somewhere() -> None:
    for context, actions in keymap.CONTEXTS.items():
        keys = [keymap.DEFAULTS[name] for name in actions]
        assert len(set(keys)) == len(keys), context
    heard = {name for actions in keymap.CONTEXTS.values() for name in actions}
    assert heard == set(keymap.NAMES)
    assert set(shortcuts.BUTTONS) <= set(keymap.NAMES)
    assert all(keymap.usable(key) for key in keymap.DEFAULTS.values())


def test_every_action_and_section_is_named_in_every_language() -> None:
    for code in available_languages():
        tr = Translator(code)
        english = Translator("en")
        for name in keymap.NAMES:
            words = tr.get(f"keymap.action.{name}")
            assert words and words != f"keymap.action.{name}", (code, name)
            if code != "en" and name not in ("holdem", "canfield"):
                assert words != english.get(f"keymap.action.{name}") or len(words) < 6, \
                    (code, name, words)
        for section in keymap.SECTIONS:
            assert tr.get(f"keymap.section.{section}") != f"keymap.section.{section}"


def test_a_clash_is_found_only_where_both_are_heard() -> None:
    bound = keymap.bindings()
    assert keymap.clash(bound, "wait", "b") == keymap.Clash("taken", "b", "bet")
    assert keymap.clash(bound, "say_repeat", "n").kind == "taken"  # heard on every page
    assert keymap.clash(bound, "canfield_undo", "b") is None  # Canfield has no BET
    for fixed in ("tab", "escape", "return", "space", "up", "f1", "f2", "f11", "5", "[4]"):
        assert keymap.clash(bound, "bet", fixed) is not None, fixed
    assert keymap.clash(bound, "bet", "left shift").kind == "unusable"
    assert keymap.clash(bound, "bet", "f5") is None
    assert keymap.clash(bound, "bet", ";") is None


def test_the_players_page_lists_every_first_key_as_the_game_has_it() -> None:
    """docs/accessibility.md's table of keys is the key map's, action by action."""
    doc = (Path(__file__).resolve().parents[2] / "docs" / "accessibility.md").read_text(
        encoding="utf-8")
    english = Translator("en")
    rows = dict(re.findall(r"^\| ([^|*]+?) \| (\S+) \|$", doc, re.MULTILINE))
    for name in keymap.NAMES:
        label = english.get(f"keymap.action.{name}")
        assert rows.get(label) == keymap.shown(keymap.DEFAULTS[name]), name


# ---------------------------------------------------------------------- the settings file

def test_an_old_settings_file_without_keys_still_loads(tmp_path: Path) -> None:
    path = tmp_path / "settings.yaml"
    path.write_text("version: 1\nlanguage: fr\ndeck_size: 52\nvolume: 40\n", encoding="utf-8")
    result = stored.load(path)
    assert result.problems == ()
    assert result.settings.keys == ()
    assert result.settings.key_bindings == keymap.DEFAULTS
    assert result.settings.language == "fr"


def test_moved_keys_round_trip_as_a_mapping_of_the_changed_ones(tmp_path: Path) -> None:
    path = tmp_path / "settings.yaml"
    moved = Settings(keys=(("bet", "g"), ("say_cards", "f5"), ("wait", "b")))
    with pytest.raises(stored.SettingsError):
        Settings(keys=(("bet", "g"), ("wait", "g")))  # a clash is no value of the settings
    stored.save(moved, path)
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    assert data["keys"] == {"bet": "g", "say_cards": "f5", "wait": "b"}
    assert stored.load(path).settings == moved


def test_a_wrong_key_in_the_file_is_left_out_and_the_others_kept(tmp_path: Path) -> None:
    path = tmp_path / "settings.yaml"
    path.write_text("keys:\n  bet: G\n  wait: g\n  fly: q\n  raise: tab\n  draw: 7\n",
                    encoding="utf-8")
    result = stored.load(path)
    assert result.settings.keys == (("bet", "g"),)
    assert [problem.key for problem in result.problems] == ["settings.problem.bad_values"]
    assert "wait" in result.problems[0].detail and "fly" in result.problems[0].detail
    assert stored.load(path).problems == ()  # repaired once, told once


# ---------------------------------------------------------------------- the page by keys

def test_the_page_by_keys_and_by_ear(tmp_path: Path) -> None:
    d, page, sink = _keys_page(tmp_path)
    first = sink.texts[-1]
    assert first.startswith(t("keymap.title")) and t("keymap.intro") in first
    assert first.endswith(t("keymap.row", action=t("keymap.action.bet"),
                            section=t("keymap.section.draw"), cap="B"))
    _press(d, pygame.K_DOWN)
    assert sink.texts[-1] == t("keymap.row", action=t("keymap.action.wait"),
                               section=t("keymap.section.draw"), cap="W")
    # Enter waits for the new key; B is BET's at the same table: refused, and it waits on.
    _press(d, pygame.K_RETURN)
    assert page.listening and sink.texts[-1] == t("keymap.listen", action=t("keymap.action.wait"),
                                                  cap="W")
    _letter(d, "b")
    said = sink.texts[-1]
    assert t("keymap.taken", cap="B", action=t("keymap.action.bet"),
             section=t("keymap.section.draw")) in said
    assert t("keymap.again", cap="W") in said and page.refused and page.listening
    # Tab, F2, Esc's neighbours and the digits keep their meaning: refused, said, waiting on.
    for key, letter, cap in ((pygame.K_TAB, "", t("keys.tab")), (pygame.K_F2, "", "F2"),
                             (pygame.K_3, "3", "3"), (pygame.K_SPACE, " ", t("keys.space"))):
        _press(d, key, letter)
        assert sink.texts[-1].startswith(t("keymap.reserved", cap=cap)), sink.texts[-1]
        assert page.listening
    assert not speech_hub.log_of(d.app).open  # F2 did not open the spoken lines
    _press(d, pygame.K_LSHIFT)  # a modifier alone: still waiting, nothing said
    assert page.listening
    _letter(d, "g")
    assert not page.listening
    assert sink.texts[-1] == t("keymap.done", action=t("keymap.action.wait"), cap="G")
    assert d.app.settings.keys == (("wait", "g"),)
    saved = yaml.safe_load((tmp_path / "settings.yaml").read_text(encoding="utf-8"))
    assert saved["keys"] == {"wait": "g"}
    assert shortcuts.letter("wait") == "G"
    # Esc while waiting keeps the key; Backspace gives the first one back.
    _press(d, pygame.K_RETURN)
    _press(d, pygame.K_ESCAPE)
    assert not page.listening and d.app.scene is page
    assert sink.texts[-1] == t("keymap.kept", action=t("keymap.action.wait"), cap="G")
    _press(d, pygame.K_BACKSPACE)
    assert d.app.settings.keys == ()
    assert sink.texts[-1] == t("keymap.done", action=t("keymap.action.wait"), cap="W")


def test_a_first_key_taken_meanwhile_is_refused_and_reset_all_puts_every_key_back(
        tmp_path: Path) -> None:
    d, page, sink = _keys_page(tmp_path)
    _press(d, pygame.K_RETURN)  # BET -> G
    _letter(d, "g")
    _press(d, pygame.K_DOWN)  # WAIT -> B, BET's first key
    _press(d, pygame.K_RETURN)
    _letter(d, "b")
    assert d.app.settings.key_bindings["wait"] == "b"
    _press(d, pygame.K_UP)
    _press(d, pygame.K_BACKSPACE)  # BET back to B: WAIT has it now
    assert sink.texts[-1] == " ".join((
        t("keymap.taken", cap="B", action=t("keymap.action.wait"),
          section=t("keymap.section.draw")), t("keymap.move_first")))
    assert d.app.settings.key_bindings["bet"] == "g"
    _press(d, pygame.K_DELETE)
    assert d.app.settings.keys == () and sink.texts[-1] == t("keymap.reset_done")
    _press(d, pygame.K_ESCAPE)
    assert d.app.scene is not page


def test_a_function_key_and_a_sign_can_be_chosen_and_the_list_scrolls_to_the_choice(
        tmp_path: Path) -> None:
    d, page, _sink = _keys_page(tmp_path)
    target = keymap.NAMES.index("say_cards")
    for _ in range(target):
        _press(d, pygame.K_DOWN)
    assert page.action == "say_cards" and "say_cards" in page.rects
    _press(d, pygame.K_RETURN)
    _press(d, pygame.K_F5)
    assert d.app.settings.key_bindings["say_cards"] == "f5"
    assert status_keys.letter("cards") == "F5"
    _press(d, pygame.K_END)
    assert page.action == keymap.NAMES[-1] and keymap.NAMES[-1] in page.rects
    _press(d, pygame.K_RETURN)
    _press(d, pygame.K_SEMICOLON, ";")
    assert d.app.settings.key_bindings[keymap.NAMES[-1]] == ";"


def test_tab_reaches_the_rows_and_buttons_and_enter_on_a_row_waits_for_its_key(
        tmp_path: Path) -> None:
    d, page, _sink = _keys_page(tmp_path)
    seen = []
    for _ in range(len(page.rects) + 3):
        _press(d, pygame.K_TAB)
        target = d.app.focus.current(page)
        assert target is not None
        seen.append(target.key)
    assert ("button", "reset", 0) in seen and ("button", "back", 1) in seen
    assert sum(1 for key in seen if key[0] == "keyrow") >= 8
    while d.app.focus.current(page).key[0] != "keyrow":  # type: ignore[union-attr]
        _press(d, pygame.K_TAB)
    _press(d, pygame.K_RETURN)
    assert page.listening and page.waiting == page.action


@pytest.mark.parametrize("language", ["fr", "de"])
def test_the_page_speaks_the_players_language(tmp_path: Path, language: str) -> None:
    d, _page, sink = _keys_page(tmp_path, language)
    assert sink.texts[-1].startswith(t("keymap.title"))
    _press(d, pygame.K_RETURN)
    _press(d, pygame.K_TAB)
    assert t("keymap.reserved", cap=t("keys.tab")) in sink.texts[-1]


# ---------------------------------------------------------------------- the games follow

def _moved_app(keys: tuple[tuple[str, str], ...]) -> App:
    app = make_app()
    app.settings = app.settings.replace(keys=tuple(sorted(keys)))
    return app


def test_the_draw_table_answers_the_moved_key_and_not_the_old_one() -> None:
    app = _moved_app((("bet", "g"), ("say_cards", "f5")))
    sink = RecordingSpeaker()
    speech_hub.install(app, sink)
    table = app.go(SceneName.TABLE, seed=4)
    d = Driver(app)
    from drawpoker.ui.draw.scene import TableScene

    assert isinstance(table, TableScene)
    for _ in range(400):
        d.step()
        if any(button.name == "bet" for button in table.buttons) and not table.not_ready():
            break
    bet = next(button for button in table.buttons if button.name == "bet")
    assert bet.cap_label == "G"
    turn = next(line for line in reversed(sink.texts) if "G: " in line)
    assert "B: " not in turn  # the turn's keys are said as they are now
    pot = table.control.match.pot
    for key, letter in ((pygame.K_F5, ""), (ord("b"), "b"), (ord("a"), "a")):
        _press(d, key, letter)  # the cards read; B and A are nobody's now: no move
        d.step(5)
        assert table.control.match.pot == pot
    assert t("aloud.your_cards", cards="").split(":")[0] in " ".join(sink.texts[-3:])
    _letter(d, "g")
    d.step(30)
    assert table.control.match.pot > pot


def test_the_rules_pages_and_canfield_show_and_hear_the_moved_keys() -> None:
    app = _moved_app((("canfield_undo", "z"), ("canfield_waste", "q"), ("say_cards", "f5"),
                      ("holdem_fold", "g")))
    from drawpoker.ui.canfield.help import KEYS as CANFIELD_KEYS
    from drawpoker.ui.holdem.help import KEYS as HOLDEM_KEYS

    canfield_caps = [key_name(cap) for caps, _ in CANFIELD_KEYS for cap in caps]
    assert "Z" in canfield_caps and "Q" in canfield_caps and "F5" in canfield_caps
    assert "U" not in canfield_caps and "W" not in canfield_caps
    holdem_caps = [key_name(cap) for caps, _ in HOLDEM_KEYS for cap in caps]
    assert "G" in holdem_caps and "F" not in holdem_caps
    scene = app.go(SceneName.HOLDEM_HELP)
    d = Driver(app)
    d.step()
    from drawpoker.ui.page_words import words_for

    words = words_for(scene)
    assert words is not None and words.sections is not None
    assert "G" in words.sections(scene)[-1]
    pygame.event.clear()
