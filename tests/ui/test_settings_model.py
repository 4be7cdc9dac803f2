"""One settings model: the app runs on the frozen ``Settings`` value the settings scene edits."""

from __future__ import annotations

import dataclasses

import pytest
from ui_driver import Driver, make_app

from drawpoker import settings as stored
from drawpoker.engine.draw import Rules
from drawpoker.settings import FIELD_NAMES, REMEMBERED, SPEECH_FIELDS, Settings
from drawpoker.ui.draw.next_rules import next_rules
from drawpoker.ui.scene import SceneName
from drawpoker.ui.settings import SettingsScene


def test_settings_are_frozen() -> None:
    with pytest.raises(dataclasses.FrozenInstanceError):
        Settings().volume = 10  # type: ignore[misc]


def test_derived_values_come_from_the_value() -> None:
    s = Settings(card_style="four-colour", animation_speed="fast", volume=30)
    assert s.four_colour and not Settings().four_colour
    assert s.speed_factor == stored.SPEED_FACTORS["fast"] == 0.5
    assert s.sound_volume == pytest.approx(0.3)
    assert Settings(animation_speed="instant").speed_factor == 0.0


def test_a_quick_match_starts_with_its_own_money() -> None:
    """rules() lays every setting over the preset; a new match ties the quick money."""
    s = Settings(draw_match_length="quick", draw_starting_money=500)
    assert s.rules().starting_money == 500
    assert s.match_rules() == Rules.preset("quick-32")
    classic = Settings(draw_starting_money=500)
    assert classic.match_rules() == classic.rules() == Rules.preset("classic-32").replace(
        starting_money=500)
    assert s.preset() == Rules.preset("quick-32")


def test_the_app_follows_a_new_value_at_once() -> None:
    app = make_app()
    assert app.settings.language == "en" and app.translator.code == "en"
    app.settings = app.settings.replace(language="fr")
    assert app.translator.code == "fr"
    app.settings = app.settings.replace(fullscreen=True)
    assert app.fullscreen
    app.settings = app.settings.replace(fullscreen=False, language="en")
    assert not app.fullscreen and app.translator.code == "en"


def test_next_match_rules_follow_the_settings_unless_pinned() -> None:
    app = make_app()
    assert next_rules(app) == app.settings.match_rules()
    app.settings = app.settings.replace(draw_deck_size=52)
    assert next_rules(app).deck_size == 52
    pinned = Rules(starting_money=60, pawn_loan=40, buyback_at=120, forfeit_items=3)
    assert next_rules(make_app(pinned)) == pinned


def test_every_setting_has_one_row_and_the_rows_show_the_apps_value() -> None:
    """The rows are views of the one value: one per field, each showing what the app holds."""
    app = make_app()
    app.go(SceneName.TITLE)
    scene = app.go(SceneName.SETTINGS)
    assert isinstance(scene, SettingsScene)
    Driver(app).step()
    # With the roster the opponent row chooses her (her level is her own); the bare level is
    # kept for matches against the theme's figure (old saves, no roster).
    # (``options`` holds games' own options: a row each, for a game that declares some.)
    shown = (set(FIELD_NAMES) - set(REMEMBERED) - set(SPEECH_FIELDS)
             - {"draw_opponent_level", "options"}) | {"draw_opponent"}
    assert sorted(row.name for row in scene.rows) == sorted(shown)
    app.settings = app.settings.replace(draw_deck_size=52, volume=40, draw_coach=True)
    for row in scene.rows:
        assert row.current() == getattr(app.settings, row.name), row.name
    scene.row("volume").step(+1)
    assert app.settings.volume == 50
