"""The end of a match: the showcase of trophies, the moment's animation and its sound."""

from __future__ import annotations

import itertools

import pygame
import pytest
from text_recorder import recording
from ui_driver import Driver, make_app

from drawpoker import i18n
from drawpoker.engine.draw import ForfeitState
from drawpoker.i18n import current, t
from drawpoker.ui import celebration
from drawpoker.ui.app import App
from drawpoker.ui.draw.gameover import GameOverScene
from drawpoker.ui.shots import build_table


def finished(state: str, speed: str = "normal", size: tuple[int, int] = (1280, 720),
             played: list[str] | None = None) -> tuple[App, GameOverScene]:
    """A match played to its end by the staging player, then MATCH RESULT pressed for real."""
    app = make_app(speed="instant", size=size)
    if played is not None:
        app.sounds.play = played.append  # type: ignore[method-assign]
    build_table(app, state, seed=3)
    app.settings = app.settings.replace(animation_speed=speed)
    driver = Driver(app)
    driver.settle()
    driver.click_button("match_result")
    scene = app.scene
    assert isinstance(scene, GameOverScene)
    return app, scene


def test_a_won_match_shows_every_trophy_by_name_with_a_fanfare(
        monkeypatch: pytest.MonkeyPatch) -> None:
    played: list[str] = []
    app, scene = finished("won", played=played)
    assert scene.player_won and played[-1] == "fanfare"
    won = [i for i, s in enumerate(scene.match.forfeits) if s is ForfeitState.LOST]
    assert won == scene.trophies and len(won) == scene.match.rules.forfeit_items
    with recording(monkeypatch) as recorder:
        recorder.draw_app(app)
    names = {scene.pictures.item_name(i, current().code) for i in won}
    assert names <= set(recorder.texts())
    assert t("draw.gameover.you_won") in recorder.texts()
    assert len(scene._trophy_spots) == len(won)  # each trophy stands on the shelf


def test_a_lost_match_says_the_showcase_is_empty_with_a_sad_trombone(
        monkeypatch: pytest.MonkeyPatch) -> None:
    played: list[str] = []
    app, scene = finished("lost-match", played=played)
    assert not scene.player_won and played[-1] == "sad_trombone"
    with recording(monkeypatch) as recorder:
        recorder.draw_app(app)
    assert t("draw.gameover.showcase_empty") in recorder.texts()
    assert t("draw.gameover.she_won") in recorder.texts()


@pytest.mark.parametrize("state", ["won", "lost-match"])
def test_the_moment_moves_then_rests(state: str) -> None:
    app, scene = finished(state, speed="normal")
    assert scene.is_animating()
    screen = app.screen
    scene.update(0.8)
    scene.draw(screen)
    early = screen.copy()
    scene.update(0.5)
    scene.draw(screen)
    assert pygame.image.tobytes(early, "RGB") != pygame.image.tobytes(screen, "RGB")
    scene.update(celebration.DURATION)
    assert not scene.is_animating()  # the loop may rest: the picture holds still
    scene.draw(screen)
    still = screen.copy()
    scene.update(1.0)
    scene.draw(screen)
    assert pygame.image.tobytes(still, "RGB") == pygame.image.tobytes(screen, "RGB")


@pytest.mark.parametrize("state", ["won", "lost-match"])
def test_with_animations_off_nothing_moves(state: str) -> None:
    app, scene = finished(state, speed="instant")
    assert not scene.is_animating()
    screen = app.screen
    scene.draw(screen)
    first = pygame.image.tobytes(screen, "RGB")
    scene.update(1.3)
    scene.draw(screen)
    assert pygame.image.tobytes(screen, "RGB") == first


def test_the_effects_are_seen_while_they_play() -> None:
    surface = pygame.Surface((1024, 600))
    assert celebration.confetti(surface, 1.5) > 50
    assert celebration.confetti(surface, celebration.STILL) == 0
    assert celebration.rain(surface, 1.5) > 0
    assert celebration.dim(surface, 0.1) < celebration.dim(surface, 2.0)
    assert celebration.dim(surface, celebration.STILL) == celebration.dim(surface, 2.0)


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "de", "fr", "pt", "es"])
@pytest.mark.parametrize("state", ["won", "lost-match"])
def test_every_text_fits_without_overlap(size: tuple[int, int], lang: str, state: str,
                                         monkeypatch: pytest.MonkeyPatch) -> None:
    i18n.set_language(lang)
    app, _ = finished(state, speed="instant", size=size)
    with recording(monkeypatch) as recorder:
        recorder.draw_app(app)
    assert recorder.drawn
    assert recorder.problems() == []


def test_the_moment_is_silent_without_an_audio_device(monkeypatch: pytest.MonkeyPatch) -> None:
    """No mixer: the scene still opens and draws; the sound is quietly skipped."""
    def refuse(*_args: object, **_kwargs: object) -> None:
        raise pygame.error("No available audio device")

    pygame.mixer.quit()
    monkeypatch.setattr(pygame.mixer, "init", refuse)
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    app, scene = finished("won", speed="normal")
    app.settings = app.settings.replace(muted=False, volume=80)
    scene.enter()  # plays the fanfare again, through the real sound board
    scene.draw(app.screen)
    assert app.sounds._failed or app.sounds._board is not None
    board = app.sounds._board
    assert board is None or not board.available  # type: ignore[attr-defined]


def test_items_won_in_a_lost_match_stand_beside_the_shadows_of_hers(
        monkeypatch: pytest.MonkeyPatch) -> None:
    app, scene = finished("lost-match", speed="instant")
    monkeypatch.setattr(GameOverScene, "trophies", property(lambda self: [0, 2]))
    with recording(monkeypatch) as recorder:
        recorder.draw_app(app)
    code = current().code
    names = [scene.pictures.item_name(i, code) for i in range(len(scene.match.forfeits))]
    shown = set(recorder.texts())
    assert {names[0], names[2]} <= shown
    assert not (set(names) - {names[0], names[2]}) & shown  # hers: shadows, no name plate
    assert t("draw.gameover.showcase_empty") not in shown
    assert len(scene._trophy_spots) == 2
    assert recorder.problems() == []


# ---------------------------------------------------------------- issue 24: the motion
def _look(app: App) -> bytes:
    app.draw()
    return pygame.image.tobytes(app.screen, "RGB")


def _named(state: str, speed: str = "normal") -> tuple[App, GameOverScene]:
    """The end of a match against Lucia (a roster character), played to its end."""
    app = make_app(speed="instant")
    app.settings = app.settings.replace(draw_opponent="lucia")
    build_table(app, state, seed=3)
    app.settings = app.settings.replace(animation_speed=speed)
    driver = Driver(app)
    driver.settle()
    driver.click_button("match_result")
    scene = app.scene
    assert isinstance(scene, GameOverScene)
    return app, scene


def test_a_won_match_shows_her_by_name_and_her_items_fly_to_the_shelf_one_by_one(
        monkeypatch: pytest.MonkeyPatch) -> None:
    app, scene = _named("won")
    assert scene.character is not None and scene.character.id == "lucia"
    with recording(monkeypatch) as recorder:
        recorder.draw_app(app)
        assert recorder.problems() == []
    assert t("draw.gameover.you_beat", name="Lucia") in recorder.texts()
    count = len(scene.trophies)
    scene.elapsed = 0.0
    first = _look(app)
    assert not any(scene.landed(n) for n in range(count)) and not scene._flying
    seen = [first]
    landed = []
    driver = Driver(app)
    while app.is_animating():
        driver.step(10)
        seen.append(_look(app))
        landed.append(sum(scene.landed(n) for n in range(count)))
        assert len(seen) < 200, "the celebration never ends"
    same = [n for n, (a, b) in enumerate(itertools.pairwise(seen)) if a == b]
    assert not same, (same, len(seen), scene.elapsed)  # it moves all along
    assert landed == sorted(landed) and landed[-1] == count  # one after another, all landed
    assert len(set(landed)) > 3  # not all at once
    still = _look(app)
    driver.step(30)
    assert _look(app) == still  # and then it rests


def test_a_trophy_in_flight_starts_where_she_wore_it() -> None:
    app, scene = _named("won")
    scene.elapsed = celebration.TROPHY_START + 0.01  # the first one just left her
    app.draw()
    assert len(scene._flying) == 1
    _, where = scene._flying[0]
    assert scene.figure_rect.colliderect(where)


def test_with_animations_off_every_trophy_is_on_the_shelf_at_once() -> None:
    app, scene = _named("won", speed="instant")
    assert not app.is_animating()
    assert all(scene.landed(n) for n in range(len(scene.trophies)))
    first = _look(app)
    Driver(app).step(60)
    assert _look(app) == first


def test_a_lost_match_shows_her_named_pleased_hopping_then_still(
        monkeypatch: pytest.MonkeyPatch) -> None:
    app, scene = _named("lost-match")
    with recording(monkeypatch) as recorder:
        recorder.draw_app(app)
    assert t("draw.gameover.named_won", name="Lucia") in recorder.texts()
    tops = set()
    for n in range(12):
        scene.elapsed = n * 0.15
        app.draw()
        tops.add(scene.figure_rect.top)
    assert len(tops) > 3  # she hops
    scene.elapsed = 10.0
    app.draw()
    rest = scene.figure_rect.copy()
    assert not app.is_animating()
    scene.elapsed = celebration.STILL
    app.settings = app.settings.replace(animation_speed="instant")
    app.draw()
    assert scene.figure_rect == rest
