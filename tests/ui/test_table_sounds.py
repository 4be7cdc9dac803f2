"""Every event at the tables is heard (issue 41): checks knock, folds swish, chips click, and
she answers with a wordless sound of her mood (a hum, a "hmph", a "heh heh"), never words;
the music follows the moment (calm, tense on a big pot, won, lost)."""

from __future__ import annotations

import itertools
from pathlib import Path

import pygame
from ui_driver import Driver, make_app

from drawpoker.engine.holdem import Street
from drawpoker.music import FADE_MS, MusicPlayer
from drawpoker.sound import SOUND_NAMES
from drawpoker.storage.canfield.book import CanfieldBook
from drawpoker.ui.app import App
from drawpoker.ui.canfield.scene import CanfieldScene
from drawpoker.ui.draw.gameover import GameOverScene
from drawpoker.ui.holdem.scene import HoldemTableScene
from drawpoker.ui.reactions import MOOD_SOUNDS, REACTIONS, Reaction, reaction_sound
from drawpoker.ui.scene import SceneName
from drawpoker.ui.shots import build_table


class FakeStream:
    """Records what ``pygame.mixer.music`` would have been asked to do."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, object]] = []

    def load(self, filename: str) -> None:
        self.calls.append(("load", filename.rsplit("/", 1)[-1].removesuffix(".wav")))

    def play(self, loops: int = 0, start: float = 0.0, fade_ms: int = 0) -> None:
        self.calls.append(("play", (loops, fade_ms)))

    def set_volume(self, volume: float) -> None:
        self.calls.append(("volume", round(volume, 2)))

    def fadeout(self, time: int) -> None:
        self.calls.append(("fadeout", time))

    def loaded(self) -> list[object]:
        return [what for call, what in self.calls if call == "load"]


HER_SOUNDS = {name for name in SOUND_NAMES if name.startswith("her_")}


def test_each_loud_mood_has_a_wordless_sound_and_quiet_ones_none() -> None:
    assert set(MOOD_SOUNDS.values()) == HER_SOUNDS
    assert reaction_sound(Reaction("thinking", 1.0)) is None
    assert reaction_sound(None) is None
    assert {reaction_sound(reaction) for reaction in REACTIONS.values()} - {None} <= HER_SOUNDS


def test_the_holdem_table_is_heard_checks_folds_and_her_reactions() -> None:
    app = make_app(speed="fast", size=(1280, 720))
    played: list[str] = []
    app.sounds.play = played.append  # type: ignore[method-assign]
    app.go(SceneName.TITLE)
    app.go(SceneName.HOLDEM_TABLE, opponents=3, seed=11)
    driver = Driver(app)
    scene = driver.scene
    assert isinstance(scene, HoldemTableScene)
    for _ in range(400):
        driver.settle()
        if scene.control.game.street is Street.MATCH_OVER or (
                {"check", "fold"} <= set(played) and HER_SOUNDS & set(played)):
            break
        driver.key(pygame.K_n if scene.control.game.street is Street.BETWEEN_HANDS else pygame.K_c)
    assert set(played) <= set(SOUND_NAMES)
    assert {"check", "fold", "chips", "deal"} <= set(played), sorted(set(played))
    assert HER_SOUNDS & set(played), sorted(set(played))


def _recording_moods(app: App) -> list[str | None]:
    moods: list[str | None] = []
    app.sounds.music = moods.append  # type: ignore[method-assign]
    return moods


def test_the_music_is_calm_at_the_title_and_the_table_tense_on_a_big_pot() -> None:
    app = make_app(speed="instant", size=(1280, 720))
    moods = _recording_moods(app)
    app.go(SceneName.TITLE)
    driver = Driver(app)
    driver.step()
    assert moods[-1] == "calm"
    app.go(SceneName.HOLDEM_TABLE, opponents=2, seed=11)
    scene = driver.scene
    assert isinstance(scene, HoldemTableScene)
    driver.settle()
    assert moods[-1] == "calm"
    scene.shown.middle = 10 * scene.shown.stacks[0] + 1  # a pot bigger than her stack
    driver.step()
    assert moods[-1] == "tense"
    scene.shown.won = False  # the match's end, once shown
    driver.step()
    assert moods[-1] == "lost"


def test_the_music_is_won_or_lost_at_the_end_of_a_match() -> None:
    for state, mood in (("won", "won"), ("lost-match", "lost")):
        app = make_app(speed="instant", size=(1280, 720))
        moods = _recording_moods(app)
        build_table(app, state, seed=3)
        driver = Driver(app)
        driver.settle()
        driver.click_button("match_result")
        assert isinstance(app.scene, GameOverScene)
        driver.step()
        assert moods[-1] == mood, state


def test_a_new_music_volume_is_heard_at_once_even_on_the_settings_page() -> None:
    """The app's settings setter re-applies the moment's music (the settings page draws no
    table to ask for it)."""
    app = make_app(speed="instant", size=(1024, 600))
    stream = FakeStream()
    app.sounds._music = MusicPlayer(stream)
    app.sounds.mood = "tense"
    app.settings = app.settings.replace(music_volume=40)
    assert stream.loaded() == ["tense"] and ("volume", 0.4) in stream.calls
    app.settings = app.settings.replace(muted=True)
    assert stream.calls[-1] == ("fadeout", FADE_MS)


def test_the_draw_table_is_heard_checks_drops_and_her_reactions() -> None:
    """Waiting knocks, dropping (confirmed) swishes, chips click, and her face changes are
    heard."""
    app = make_app(speed="fast", size=(1280, 720), seed=5)
    played: list[str] = []
    app.sounds.play = played.append  # type: ignore[method-assign]
    app.go(SceneName.TITLE)
    app.go(SceneName.TABLE)
    driver = Driver(app)
    turn = 0

    def policy(d: Driver) -> None:
        nonlocal turn
        turn += 1
        for name in ("confirm", "next_deal", "wait" if turn % 3 else "drop", "call", "draw",
                     "wait"):
            if d.has_button(name):
                d.click_button(name)
                return

    driver.play_until(lambda: {"check", "fold", "chips", "deal"} <= set(played)
                      and bool(HER_SOUNDS & set(played)), policy, limit=300)
    assert set(played) <= set(SOUND_NAMES)


def test_canfield_plays_calm_then_the_end_of_its_game(tmp_path: Path) -> None:
    app = make_app(speed="instant", size=(1280, 720))
    moods = _recording_moods(app)
    app.push(CanfieldScene(app, CanfieldBook(tmp_path / "canfield.json"), itertools.count(9)))
    driver = Driver(app)
    driver.settle()
    assert moods[-1] == "calm"
    scene = driver.scene
    assert isinstance(scene, CanfieldScene)
    settled = scene.control.on_settled  # the controller's word that the game is over
    assert settled is not None
    settled(False, -50)
    assert moods[-1] == "lost"
