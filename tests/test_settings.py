"""Settings: values, rules, and a settings file that is missing, broken or half right."""

from __future__ import annotations

import os
from datetime import datetime
from pathlib import Path

import pytest
import yaml
from hypothesis import given
from hypothesis import strategies as st

from drawpoker import settings as settings_mod
from drawpoker.engine.draw import Rules
from drawpoker.settings import (
    DEFAULTS,
    FIELD_NAMES,
    Settings,
    SettingsError,
    choices,
    dump,
    load,
    parse,
    save,
    settings_path,
)

FIXED_NOW = datetime(2026, 1, 2, 3, 4, 5)


def _now() -> datetime:
    return FIXED_NOW


def _bad_files(folder: Path) -> list[Path]:
    return sorted(folder.glob("settings.yaml.bad-*"))


# --------------------------------------------------------------------------- values and rules


def test_defaults_are_the_classic_game() -> None:
    assert DEFAULTS.rules() == Rules.preset("classic-32")


def test_rules_follow_the_rule_settings() -> None:
    s = Settings(draw_deck_size=52, draw_ace_low_32=True, draw_flush_beats_full_house=True,
                 draw_starting_money=500)
    rules = s.rules()
    assert rules.deck_size == 52
    assert rules.ace_low_32 is True
    # A 32-card rule: with 52 cards a flush is commoner than a full house (docs/rules.md).
    assert rules.flush_beats_full_house is False
    assert rules.starting_money == 500
    assert rules.ante == Rules.preset("classic-52").ante
    assert s.replace(draw_deck_size=32).rules().flush_beats_full_house is True


@pytest.mark.parametrize("money", choices("draw_starting_money"))
def test_every_starting_money_makes_valid_rules(money: int) -> None:
    assert Settings(draw_starting_money=money).rules().starting_money == money


@pytest.mark.parametrize("deck", choices("draw_deck_size"))
def test_match_length_picks_the_preset_family(deck: int) -> None:
    classic = Settings(draw_deck_size=deck, draw_match_length="classic",
                       draw_starting_money=100).rules()
    quick = Settings(draw_deck_size=deck, draw_match_length="quick",
                     draw_starting_money=100).rules()
    assert classic == Rules.preset(f"classic-{deck}").replace(starting_money=100)
    assert quick == Rules.preset(f"quick-{deck}")
    assert (quick.pawn_loan, quick.buyback_at) == (50, 300)
    assert (classic.pawn_loan, classic.buyback_at) != (quick.pawn_loan, quick.buyback_at)


@pytest.mark.parametrize("money", choices("draw_starting_money"))
def test_starting_money_applies_on_top_of_quick(money: int) -> None:
    rules = Settings(draw_match_length="quick", draw_starting_money=money,
                     draw_ace_low_32=True).rules()
    assert rules.starting_money == money
    assert rules.ace_low_32 is True
    assert rules.buyback_at == Rules.preset("quick-32").buyback_at


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("draw_deck_size", 40),
        ("draw_deck_size", "52"),
        ("draw_ace_low_32", 1),
        ("draw_starting_money", 123),
        ("draw_match_length", "long"),
        ("draw_match_length", 1),
        ("draw_opponent_level", "expert"),
        ("holdem_level", "brutal"),
        ("card_style", "rainbow"),
        ("card_back", "gold"),
        ("animation_speed", "warp"),
        ("volume", 101),
        ("volume", -1),
        ("volume", True),
        ("volume", 50.5),
        ("muted", "yes"),
        ("fullscreen", None),
        ("language", "../../etc"),
        ("language", 7),
        ("theme", "Bad Theme!"),
    ],
)
def test_wrong_values_are_refused_with_the_field_named(name: str, value: object) -> None:
    with pytest.raises(SettingsError, match=name):
        Settings(**{name: value})  # type: ignore[arg-type]


def test_a_saved_holdem_hard_level_loads_as_hard(tmp_path: Path) -> None:
    """Hold'em "hard" (withdrawn once, offered again since its solved strategy) loads without a
    problem or a file kept aside, beside draw's own hard."""
    path = tmp_path / "settings.yaml"
    path.write_text("opponent_level: hard\nholdem_level: hard\n", encoding="utf-8")
    result = load(path, now=_now)
    assert result.problems == () and _bad_files(tmp_path) == []
    assert (result.settings.draw_opponent_level, result.settings.holdem_level) == ("hard", "hard")
    assert "hard" in choices("draw_opponent_level") and "hard" in choices("holdem_level")


def test_replace_checks_and_keeps_the_rest() -> None:
    s = DEFAULTS.replace(volume=30)
    assert s.volume == 30 and s.language == DEFAULTS.language
    with pytest.raises(SettingsError):
        DEFAULTS.replace(volume=300)


def test_rules_differ_only_for_rule_fields() -> None:
    assert not DEFAULTS.replace(language="fr", volume=10, theme="party").rules_differ(DEFAULTS)
    for name, value in [("draw_deck_size", 52), ("draw_ace_low_32", True),
                        ("draw_flush_beats_full_house", True), ("draw_starting_money", 500),
                        ("draw_match_length", "quick")]:
        assert DEFAULTS.replace(**{name: value}).rules_differ(DEFAULTS), name


def test_choices_cover_the_defaults() -> None:
    for name in FIELD_NAMES:
        if name in ("language", "theme", "draw_opponent", "keys", "options"):
            with pytest.raises(KeyError):
                choices(name)
        else:
            assert getattr(DEFAULTS, name) in choices(name), name


# --------------------------------------------------------------------------- files


def test_path_is_in_the_user_config_folder(monkeypatch: pytest.MonkeyPatch,
                                           tmp_path: Path) -> None:
    monkeypatch.setenv("DRAWPOKER_HOME", str(tmp_path))
    assert settings_path() == tmp_path / "config" / "settings.yaml"


def test_missing_file_gives_defaults_silently(tmp_path: Path) -> None:
    result = load(tmp_path / "settings.yaml")
    assert result.settings == DEFAULTS
    assert result.problems == ()
    assert list(tmp_path.iterdir()) == []


def test_save_and_load_round_trip(tmp_path: Path) -> None:
    path = tmp_path / "deep" / "settings.yaml"
    s = Settings(language="fr", draw_deck_size=52, draw_ace_low_32=True, draw_match_length="quick",
                 draw_starting_money=100,
                 draw_opponent_level="hard", theme="party", card_style="four-colour",
                 card_back="navy", animation_speed="instant", volume=0, muted=True,
                 fullscreen=True)
    save(s, path)
    result = load(path)
    assert result.settings == s
    assert result.problems == ()
    assert [p.name for p in path.parent.iterdir()] == ["settings.yaml"]  # no temp file left


def test_saved_file_is_plain_readable_yaml(tmp_path: Path) -> None:
    path = save(DEFAULTS, tmp_path / "settings.yaml")
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    assert data["version"] == settings_mod.VERSION
    assert data["draw_deck_size"] == 32
    assert set(data) == {"version", *FIELD_NAMES}


@given(
    st.builds(
        Settings,
        language=st.sampled_from(["en", "fr", "pt", "es", "de"]),
        draw_deck_size=st.sampled_from(choices("draw_deck_size")),
        draw_ace_low_32=st.booleans(),
        draw_flush_beats_full_house=st.booleans(),
        draw_match_length=st.sampled_from(choices("draw_match_length")),
        draw_starting_money=st.sampled_from(choices("draw_starting_money")),
        draw_opponent_level=st.sampled_from(choices("draw_opponent_level")),
        theme=st.sampled_from(["wardrobe", "party", "my-theme_2"]),
        card_style=st.sampled_from(choices("card_style")),
        card_back=st.sampled_from(choices("card_back")),
        animation_speed=st.sampled_from(choices("animation_speed")),
        volume=st.integers(0, 100),
        muted=st.booleans(),
        fullscreen=st.booleans(),
    )
)
def test_dump_and_parse_round_trip(s: Settings) -> None:
    back, bad = parse(yaml.safe_load(dump(s)))
    assert back == s and bad == []


def test_an_empty_file_is_defaults(tmp_path: Path) -> None:
    path = tmp_path / "settings.yaml"
    path.write_text("", encoding="utf-8")
    result = load(path)
    assert result.settings == DEFAULTS and result.problems == ()


def test_corrupt_yaml_gives_defaults_a_message_and_keeps_the_file(tmp_path: Path) -> None:
    path = tmp_path / "settings.yaml"
    original = "language: fr\ndeck_size: [52\n"
    path.write_text(original, encoding="utf-8")
    result = load(path, now=_now)
    assert result.settings == DEFAULTS
    (problem,) = result.problems
    assert problem.key == "settings.problem.corrupt"
    assert "line" in problem.detail
    (kept,) = _bad_files(tmp_path)
    assert kept.read_text(encoding="utf-8") == original
    assert result.kept_as == kept
    assert problem.args["kept"] == str(kept)
    # The settings file was rewritten with the defaults, so the next start is quiet.
    again = load(path, now=_now)
    assert again.settings == DEFAULTS and again.problems == ()


def test_binary_garbage_is_corrupt(tmp_path: Path) -> None:
    path = tmp_path / "settings.yaml"
    path.write_bytes(b"\xff\xfe\x00garbage\x80")
    result = load(path, now=_now)
    assert result.settings == DEFAULTS
    assert result.problems[0].key == "settings.problem.corrupt"
    assert _bad_files(tmp_path)[0].read_bytes() == b"\xff\xfe\x00garbage\x80"


@pytest.mark.parametrize("text", ["just a sentence", "- a\n- list\n", "42\n"])
def test_a_file_that_is_not_a_mapping_is_corrupt(tmp_path: Path, text: str) -> None:
    path = tmp_path / "settings.yaml"
    path.write_text(text, encoding="utf-8")
    result = load(path, now=_now)
    assert result.settings == DEFAULTS
    assert result.problems[0].key == "settings.problem.corrupt"
    assert len(_bad_files(tmp_path)) == 1


def test_bad_fields_fall_back_one_by_one(tmp_path: Path) -> None:
    path = tmp_path / "settings.yaml"
    path.write_text(
        "language: de\n"
        "deck_size: 52\n"
        "volume: 250\n"            # out of range
        "muted: maybe\n"           # wrong type
        "starting_money: 300\n"    # not a choice
        "match_length: marathon\n"  # not a choice
        "card_style: four-colour\n"
        "colour_of_felt: green\n",  # unknown
        encoding="utf-8",
    )
    result = load(path, now=_now)
    s = result.settings
    assert (s.language, s.draw_deck_size, s.card_style) == ("de", 52, "four-colour")
    assert (s.volume, s.muted, s.draw_starting_money) == (DEFAULTS.volume, DEFAULTS.muted,
                                                     DEFAULTS.draw_starting_money)
    (problem,) = result.problems
    assert problem.key == "settings.problem.bad_values"
    assert s.draw_match_length == DEFAULTS.draw_match_length
    for word in ("volume", "muted", "starting_money", "match_length", "colour_of_felt"):
        assert word in problem.detail
    assert len(_bad_files(tmp_path)) == 1
    # The good values were written back.
    assert load(path).settings == s


def test_unreadable_file_is_reported(tmp_path: Path) -> None:
    path = tmp_path / "settings.yaml"
    path.mkdir()  # a folder where the file should be: reading fails with an OSError
    result = load(path, now=_now)
    assert result.settings == DEFAULTS
    assert result.problems[0].key == "settings.problem.unreadable"
    assert _bad_files(tmp_path)  # moved aside, not deleted


def test_kept_files_never_overwrite_each_other(tmp_path: Path) -> None:
    path = tmp_path / "settings.yaml"
    for number in range(3):
        path.write_text(f"volume: {1000 + number}\n", encoding="utf-8")
        load(path, now=_now)  # same timestamp every time
    kept = _bad_files(tmp_path)
    assert len(kept) == 3
    assert sorted(p.read_text(encoding="utf-8") for p in kept) == [
        "volume: 1000\n", "volume: 1001\n", "volume: 1002\n"]


def test_problem_keys_exist_in_english() -> None:
    from drawpoker.i18n import Translator

    tr = Translator("en")
    for key in ("settings.problem.corrupt", "settings.problem.bad_values",
                "settings.problem.unreadable"):
        assert tr.has(key), key
        assert "{kept}" not in tr.get(key, file="f", kept="k")


def test_a_failed_write_leaves_the_old_file_whole(tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    path = save(Settings(volume=40), tmp_path / "settings.yaml")
    before = path.read_bytes()

    def broken_replace(src: str, dst: str) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(OSError):
        save(Settings(volume=60), path)
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["settings.yaml"]  # temp file removed


def test_every_animation_speed_offered_has_a_duration() -> None:
    from drawpoker.settings import ANIMATION_SPEEDS, SPEED_FACTORS

    assert set(SPEED_FACTORS) == set(ANIMATION_SPEEDS)
    assert SPEED_FACTORS["instant"] == 0.0


def test_a_language_the_game_has_no_texts_for_is_reported_and_reset(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "C")
    path = tmp_path / "settings.yaml"
    path.write_text("language: zz\nfullscreen: true\n", encoding="utf-8")
    result = load(path, now=_now)
    assert result.settings.language == DEFAULTS.language == "en"
    assert result.settings.fullscreen is True  # the rest is kept
    (problem,) = result.problems
    assert problem.key == "settings.problem.bad_values"
    assert "'zz'" in problem.detail
    assert load(path, now=_now).problems == ()  # repaired once, quiet afterwards


def test_a_setting_given_twice_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "settings.yaml"
    path.write_text("language: fr\nlanguage: de\n", encoding="utf-8")
    result = load(path, now=_now)
    assert result.settings == DEFAULTS
    (problem,) = result.problems
    assert problem.key == "settings.problem.corrupt"
    assert "twice" in problem.detail


def test_an_unknown_language_falls_back_to_the_systems(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """As on a first run: a German system gets German, not English, when the file's is unusable."""
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    path = tmp_path / "settings.yaml"
    path.write_text("language: zz\n", encoding="utf-8")
    result = load(path, now=_now)
    assert result.settings.language == "de"
    assert result.problems and "'zz'" in result.problems[0].detail
    assert load(path, now=_now).settings.language == "de"  # the repaired file keeps it


def test_an_older_file_without_a_text_size_loads_as_normal(tmp_path: Path) -> None:
    """Files written before the setting existed lack it: normal text, and nothing to report."""
    path = tmp_path / "settings.yaml"
    path.write_text("version: 1\nlanguage: en\nvolume: 40\n", encoding="utf-8")
    result = load(path, now=_now)
    assert result.problems == ()
    assert result.settings.text_size == "normal" and result.settings.text_factor == 1.0
    assert result.settings.volume == 40


@pytest.mark.parametrize("odd", ["huge", 3, True, "LARGE", None])
def test_a_bad_text_size_loads_as_normal_with_the_usual_notice(tmp_path: Path,
                                                               odd: object) -> None:
    path = tmp_path / "settings.yaml"
    path.write_text(yaml.safe_dump({"version": 1, "text_size": odd, "volume": 30}),
                    encoding="utf-8")
    result = load(path, now=_now)
    assert result.settings.text_size == "normal"
    assert result.settings.volume == 30  # the good values kept
    (problem,) = result.problems
    assert problem.key == "settings.problem.bad_values" and "text_size" in problem.detail
    assert load(path, now=_now).settings.text_size == "normal"  # repaired on disk


def test_large_text_is_stored_and_makes_every_text_bigger(tmp_path: Path) -> None:
    path = save(Settings(text_size="large"), tmp_path / "settings.yaml")
    assert "text_size: large" in path.read_text(encoding="utf-8")
    loaded = load(path).settings
    assert loaded.text_size == "large"
    assert 1.2 <= loaded.text_factor <= 1.25
    assert choices("text_size") == ("normal", "large")


# --------------------------------------------------------------------------- migration

def test_a_version_1_file_keeps_every_draw_choice_under_its_new_name(tmp_path: Path) -> None:
    """Issue 39: draw's settings are named for their game since version 2; a file written
    before (its unprefixed names) loads with every choice kept, no problem reported."""
    path = tmp_path / "settings.yaml"
    path.write_text(
        "version: 1\n"
        "language: fr\n"
        "deck_size: 52\n"
        "ace_low_32: true\n"
        "flush_beats_full_house: true\n"
        "match_length: quick\n"
        "starting_money: 500\n"
        "opponent_level: hard\n"
        "opponent: kiki\n"
        "coach: true\n"
        "holdem_level: easy\n",
        encoding="utf-8",
    )
    result = load(path, now=_now)
    assert result.problems == () and result.kept_as is None
    s = result.settings
    assert (s.language, s.draw_deck_size, s.draw_ace_low_32, s.draw_flush_beats_full_house,
            s.draw_match_length, s.draw_starting_money, s.draw_opponent_level,
            s.draw_opponent, s.draw_coach, s.holdem_level) == (
        "fr", 52, True, True, "quick", 500, "hard", "kiki", True, "easy")
    again = yaml.safe_load(save(s, path).read_text(encoding="utf-8"))
    assert again["version"] == 2 and again["draw_deck_size"] == 52 and "deck_size" not in again
    assert load(path, now=_now).settings == s


def test_a_file_with_both_names_keeps_the_new_one(tmp_path: Path) -> None:
    path = tmp_path / "settings.yaml"
    path.write_text("deck_size: 32\ndraw_deck_size: 52\n", encoding="utf-8")
    result = load(path, now=_now)
    assert result.settings.draw_deck_size == 52 and result.problems == ()
