"""Her body language at the draw table (issue 41), on the real scene with the app's fixed
frame clock: an idle loop of her own that redraws her portrait alone at a calm rate, her own
reactions, gestures that end at once on a key or a click, a still portrait under reduced
motion and nothing moving with the animations off; and the flourish of an item won or bought
back."""

from __future__ import annotations

import pygame
import pytest
from ui_driver import Driver, make_app

from drawpoker.engine.draw.events import ItemBoughtBack, ItemLost
from drawpoker.manner import GESTURES, Idle
from drawpoker.ui import ambient, characters, gestures, idle
from drawpoker.ui.draw.deal_end_beats import item_flourish
from drawpoker.ui.draw.scene import TableScene
from drawpoker.ui.draw.staging import PassiveOpponent
from drawpoker.ui.holdem import seat_idle
from drawpoker.ui.holdem import staging as holdem_staging
from drawpoker.ui.holdem.scene import HoldemTableScene
from drawpoker.ui.reactions import REACTIONS
from drawpoker.ui.scene import SceneName


def table(speed: str = "normal", reduced: bool = False, who: str = "kiki") -> TableScene:
    app = make_app(speed=speed)
    if reduced:
        app.settings = app.settings.replace(reduced_motion=True)
    scene = TableScene(app, opponent=PassiveOpponent(), seed=3, character=who)
    scene.live_clock = False
    app.push(scene)
    Driver(app).settle()
    return scene


def frame(scene: TableScene) -> pygame.Surface:
    scene.app.draw()
    return scene.app.screen.copy()


def changed(a: pygame.Surface, b: pygame.Surface) -> pygame.Rect | None:
    """The bounding box of the pixels that differ, None when none do."""
    mask = pygame.mask.from_threshold(a, (0, 0, 0, 0), (1, 1, 1, 255), b, 1)
    diff = pygame.mask.Mask(a.get_size(), fill=True)
    diff.erase(mask, (0, 0))
    rects = diff.get_bounding_rects()
    return rects[0].unionall(rects[1:]) if rects else None


def idle_for(scene: TableScene, seconds: float) -> None:
    for _ in range(round(seconds / 0.016)):
        scene.app.step()


def test_she_breathes_and_fidgets_at_a_calm_rate_and_only_her_portrait_is_redrawn() -> None:
    scene = table()
    assert not scene.app.is_animating() and scene.ambient_fps() == idle.FPS <= 12
    before = frame(scene)
    moved = None
    for _ in range(12):
        idle_for(scene, 0.35)
        moved = changed(before, frame(scene)) or moved
    assert moved is not None, "she moves while the table waits"
    assert scene.her.region().contains(moved), (moved, scene.her.region())


def test_an_idle_frame_draws_her_region_alone_and_matches_a_whole_frame() -> None:
    scene = table()
    frame(scene)
    for _ in range(40):
        scene.update(0.1)
    rects = scene.draw_ambient(scene.app.screen)
    assert rects == [scene.her.region()]
    partial = scene.app.screen.copy()
    assert changed(partial, frame(scene)) is None, "the part drawn is the whole frame's"
    # The log open over the table: the whole frame is drawn instead, through the app.
    scene.overlays.log_open = True
    assert scene.draw_ambient(scene.app.screen) is None
    drawn: list[int] = []
    scene.app.draw = lambda: drawn.append(1)  # type: ignore[method-assign]
    ambient.draw(scene.app)
    assert drawn == [1]


@pytest.mark.parametrize("setting", ["instant", "reduced"])
def test_nothing_moves_with_the_animations_off_or_reduced_motion(setting: str) -> None:
    scene = table(speed="instant" if setting == "instant" else "normal",
                  reduced=setting == "reduced")
    assert scene.ambient_fps() == 0.0
    before = frame(scene)
    still = scene.her.picture_rect.copy()
    for _ in range(20):
        scene.update(0.37)
        assert changed(before, frame(scene)) is None
    # A gesture is held still (her tell stays readable), her portrait does not move.
    scene.story.portrait.act("sway", 2.0)
    scene.update(0.5)
    frame(scene)
    assert scene.her.picture_rect == still


@pytest.mark.parametrize("gesture", GESTURES)
def test_every_gesture_is_drawn_and_ends_at_once_on_a_key_or_a_click(gesture: str) -> None:
    scene = table()
    driver = Driver(scene.app)
    for end in ("key", "click"):
        scene.story.portrait.act(gesture, 2.0)
        idle_for(scene, 0.5)
        assert scene.story.portrait.gesture() is not None
        frame(scene)  # drawn inside the window, without error
        if end == "key":
            driver.key(pygame.K_LSHIFT)
        else:
            driver.click((5, scene.app.size[1] - 5))
        assert scene.story.portrait.gesture() is None, end


def test_each_woman_has_her_own_loop() -> None:
    loops = {c.id: c.manner.idle for c in characters.characters()}
    assert len(set(loops.values())) == len(loops)
    seen = {who: [idle.pose(loop, n * 0.25, n) for n in range(240)] for who, loop in loops.items()}
    fidgets = {who: {p.fidget for p in poses} - {None} for who, poses in seen.items()}
    assert fidgets["mei"] == {"pencil"} and fidgets["kiki"] == {"sway", "tap"}
    assert idle.pose(Idle(), idle.STILL) == idle.REST
    assert all(idle.pose(Idle(), t).fidget is None for t in range(100)), "no fidgets: none"


def test_her_own_reactions_take_the_place_of_the_shared_ones() -> None:
    kiki = table(who="kiki")
    raised = kiki.story.portrait.reactions["she_raises"]
    assert raised.gesture == "grin" and REACTIONS["she_raises"].gesture is None
    kiki.story.portrait.feel("she_raises")
    assert kiki.her.mood() == "smug" and kiki.story.portrait.gesture() == ("grin", 0.0)
    assert gestures.MOODS["grin"] == "smug"


def test_an_item_won_or_bought_back_gets_a_flourish_in_proportion() -> None:
    assert item_flourish(1, 5, won=True) < item_flourish(5, 5, won=True) == 1.0
    assert item_flourish(1, 5, won=False) < item_flourish(1, 5, won=True)
    scene = table()
    driver = Driver(scene.app)
    for event in (ItemLost(1, 0), ItemBoughtBack(1, 0, 30)):
        scene.story._one(event, None)  # type: ignore[arg-type]
        seen = False
        for _ in range(200):
            driver.step()
            if any(f.kind == "flourish" for f in scene.timeline.active_flights()):
                seen = True
                break
        assert seen, event
        frame(scene)
        driver.key(pygame.K_SPACE)
        assert not scene.timeline.busy and not scene.timeline.active_flights()


@pytest.mark.parametrize("setting", ["instant", "reduced"])
def test_with_the_animations_off_or_reduced_motion_an_item_won_shows_no_sparks(
        setting: str) -> None:
    scene = table(speed="instant" if setting == "instant" else "normal",
                  reduced=setting == "reduced")
    scene.story._one(ItemLost(1, 0), None)  # type: ignore[arg-type]
    scene.app.step()
    assert not scene.timeline.busy and not scene.timeline.active_flights()


# ---------------------------------------------------------------------- the hold'em seats
def holdem_waiting(speed: str, reduced: bool = False) -> HoldemTableScene:
    app = make_app(speed=speed)
    if reduced:
        app.settings = app.settings.replace(reduced_motion=True)
    app.go(SceneName.TITLE)
    app.go(SceneName.HOLDEM_TABLE, opponents=3, seed=3)
    scene = app.scene
    assert isinstance(scene, HoldemTableScene)
    control = scene.control
    control.players = {seat: holdem_staging.ScriptedPlayer() for seat in control.players}
    for _ in range(5000):
        app.step()
        if not app.is_animating() and scene.control.game.to_act == 0:
            return scene
    raise AssertionError("never the player's turn")


def test_the_holdem_players_blink_and_glance_by_their_own_loops_at_a_low_rate() -> None:
    scene = holdem_waiting("normal")
    assert scene.ambient_fps() == seat_idle.FPS <= 4
    seats = sorted(scene.portraits)
    seen: dict[int, set[str]] = {seat: set() for seat in seats}
    for _ in range(240):  # a minute of the table waiting
        scene.update(0.25)
        for seat in seats:
            seen[seat].add(scene.mood(seat))
    assert all({"neutral", "thinking"} <= moods for moods in seen.values()), seen
    scene.app.draw()  # drawn whole, without error


@pytest.mark.parametrize("setting", ["instant", "reduced"])
def test_the_holdem_faces_keep_still_with_the_animations_off(setting: str) -> None:
    scene = holdem_waiting("instant" if setting == "instant" else "normal",
                           reduced=setting == "reduced")
    assert scene.ambient_fps() == 0.0
    before = {seat: scene.mood(seat) for seat in scene.portraits}
    for _ in range(100):
        scene.update(0.25)
        assert {seat: scene.mood(seat) for seat in scene.portraits} == before
