"""Hold'em's computer players are roster characters: where the roster gives her lines for what
happened (a greeting, a pot won, an item pawned or bought back, a match lost), she says them in
her own words; hold'em's own situations keep the shared lines (issue 24)."""

from __future__ import annotations

import pygame
from ui_driver import Driver, make_app

from drawpoker.ui.holdem.scene import HoldemTableScene
from drawpoker.ui.holdem.voice import LINES, OWN_WORDS
from drawpoker.ui.scene import SceneName
from drawpoker.ui.timeline import OwnLine


def _situation_of(key: str) -> str:
    """The voice's situation a line key belongs to ("speech.she_wins.3" -> "wins")."""
    prefix = key.rsplit(".", 1)[0]
    return next(what for what, (p, _) in LINES.items() if p == prefix)


def test_each_character_says_her_own_words_where_the_roster_has_them() -> None:
    app = make_app(speed="instant", size=(1280, 720))
    app.go(SceneName.TITLE)
    app.go(SceneName.HOLDEM_TABLE, opponents=3, seed=7)
    driver = Driver(app)
    scene = driver.scene
    assert isinstance(scene, HoldemTableScene)
    own = shared = 0
    for _ in range(200):
        speech = scene.shown.speech
        if speech is not None:
            what = _situation_of(speech.line.key)
            her = scene.control.seating.character(speech.seat)
            assert her is not None
            if what in OWN_WORDS:
                assert isinstance(speech.line, OwnLine), speech.line.key
                assert speech.line.text() in her.lines_for(OWN_WORDS[what], "en")
                own += 1
            else:
                assert not isinstance(speech.line, OwnLine)
                shared += 1
        driver.step()
        if scene.control.game.street.is_betting and scene.control.game.to_act == 0:
            driver.key(pygame.K_c)
        elif not scene.control.game.street.is_betting:
            driver.key(pygame.K_RETURN)
    assert own >= 3  # frames a line of hers was up


def test_her_words_follow_a_language_switch() -> None:
    app = make_app(speed="instant", size=(1280, 720))
    app.go(SceneName.TITLE)
    app.go(SceneName.HOLDEM_TABLE, opponents=3, seed=7)
    driver = Driver(app)
    scene = driver.scene
    assert isinstance(scene, HoldemTableScene)
    for _ in range(200):
        speech = scene.shown.speech
        if speech is not None and isinstance(speech.line, OwnLine):
            her = scene.control.seating.character(speech.seat)
            assert her is not None
            what = OWN_WORDS[_situation_of(speech.line.key)]
            app.translator.set_language("de")
            try:
                assert speech.line.text() in her.lines_for(what, "de")
            finally:
                app.translator.set_language("en")
            return
        driver.step()
        if scene.control.game.street.is_betting and scene.control.game.to_act == 0:
            driver.key(pygame.K_c)
        elif not scene.control.game.street.is_betting:
            driver.key(pygame.K_RETURN)
    raise AssertionError("no line of her own in 200 frames")
