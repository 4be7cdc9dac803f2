"""Reduced motion cuts every movement to its end; high contrast redraws the felt and the cards
(issue 36). Neither changes a rule, and both are kept in the settings file."""

from __future__ import annotations

from pathlib import Path

from drawpoker import settings as stored
from drawpoker.engine.core.cards import Card
from drawpoker.settings import Settings
from drawpoker.ui import card_art, contrast
from drawpoker.ui.app import App, FixedClock
from drawpoker.ui.scene import SceneName


def test_reduced_motion_makes_every_animation_instant_and_the_title_still() -> None:
    calm = Settings(animation_speed="slow", reduced_motion=True)
    assert calm.speed_factor == 0.0 and Settings(animation_speed="slow").speed_factor > 0
    app = App((1280, 720), calm, clock=FixedClock())
    title = app.go(SceneName.TITLE)
    assert title.ambient_fps() == 0.0 and not app.is_animating()


def test_both_are_stored_and_an_old_file_reads_them_off(tmp_path: Path) -> None:
    path = tmp_path / "settings.yaml"
    stored.save(Settings(reduced_motion=True, high_contrast=True), path)
    loaded = stored.load(path).settings
    assert loaded.reduced_motion and loaded.high_contrast
    path.write_text("version: 1\nlanguage: en\n", encoding="utf-8")
    old = stored.load(path)
    assert not old.settings.reduced_motion and not old.settings.high_contrast
    assert not old.problems


def test_high_contrast_follows_the_settings_and_redraws_felt_and_cards() -> None:
    app = App((1280, 720), Settings(), clock=FixedClock())
    card = Card(14, "s")
    normal = card_art.face(card, 100)
    app.settings = app.settings.replace(high_contrast=True)
    try:
        assert contrast.active()
        stark = card_art.face(card, 100)
        assert stark is not normal
        assert stark.get_at((stark.get_width() // 2, 1))[:3] == contrast.CARD_EDGE
        app.go(SceneName.SETTINGS)
        app.draw()
        assert app.screen.get_at((2, 2))[:3] == contrast.FELT
    finally:
        app.settings = app.settings.replace(high_contrast=False)
    assert not contrast.active()
