"""Issue 41, "a table that answers", driven on the real scenes with real posted events and
the app's fixed frame clock (16 ms a frame, no wall clock): chips slide with a little
overshoot, the money figures count to their new values, the showdown turns her cards one by
one with a beat and names each hand at its seat, side pots stand as labelled stacks; and
every one of these motions ends at once on a key or a click, under reduced motion, and
nothing moves at all with the animations off."""

from __future__ import annotations

import itertools

import pygame
import pytest
from ui_driver import Driver, make_app

from drawpoker.engine.holdem import PotAwarded, Street
from drawpoker.ui import easing
from drawpoker.ui.draw.next_rules import next_rules
from drawpoker.ui.draw.scene import TableScene
from drawpoker.ui.draw.staging import STRONG, WEAK, BettingOpponent, stacked_order
from drawpoker.ui.holdem import staging
from drawpoker.ui.holdem.scene import HoldemTableScene
from drawpoker.ui.scene import SceneName


def holdem(speed: str = "normal", reduced: bool = False, opponents: int = 3,
           size: tuple[int, int] = (1280, 720), **kwargs: object) -> Driver:
    app = make_app(speed=speed, size=size)
    if reduced:
        app.settings = app.settings.replace(reduced_motion=True)
    app.go(SceneName.TITLE)
    app.go(SceneName.HOLDEM_TABLE, opponents=opponents, seed=3, **kwargs)
    scene = app.scene
    assert isinstance(scene, HoldemTableScene)
    scene.control.players = {seat: staging.ScriptedPlayer() for seat in scene.control.players}
    return Driver(app)


def hol(driver: Driver) -> HoldemTableScene:
    scene = driver.scene
    assert isinstance(scene, HoldemTableScene)
    return scene


def draw_table(speed: str = "normal", reduced: bool = False) -> tuple[Driver, TableScene]:
    rules = next_rules(make_app())
    app = make_app(speed=speed)
    if reduced:
        app.settings = app.settings.replace(reduced_motion=True)
    table = TableScene(app, opponent=BettingOpponent(), seed=1,
                       deal_orders=lambda n: stacked_order(rules, WEAK, STRONG, n))
    table.live_clock = False
    app.push(table)
    return Driver(app), table


def moving(scene: HoldemTableScene | TableScene) -> bool:
    return scene.timeline.busy or scene.timeline.tally.busy


def play_a_hand(driver: Driver, frame: object = None, limit: int = 4000) -> None:
    """The player checks or calls (C) through one hold'em hand, a frame at a time; ``frame``
    is called after every frame."""
    scene = hol(driver)
    for _ in range(limit):
        driver.step()
        if callable(frame):
            frame()
        if scene.control.game.street is Street.BETWEEN_HANDS and not moving(scene) \
                and scene.control.game.hand_number:
            return
        if scene.control.game.to_act == 0 and not scene.busy:
            driver.key(pygame.K_c)
    raise AssertionError("the hand never ended")


# ---------------------------------------------------------------------- the curves
def test_the_curves_start_at_zero_land_on_one_and_chips_overshoot_a_little() -> None:
    for curve in (easing.out_cubic, easing.out_back):
        assert curve(0.0) == pytest.approx(0.0) and curve(1.0) == pytest.approx(1.0)
    peak = max(easing.out_back(n / 200) for n in range(201))
    assert 1.02 < peak < 1.08, "a little past the spot, not a bounce"
    assert all(easing.out_cubic(n / 200) <= 1.0 for n in range(201))


# ---------------------------------------------------------------------- hold'em
def test_holdem_chips_slide_to_the_pot_and_to_the_winner_and_the_figures_count_up() -> None:
    driver = holdem()
    scene = hol(driver)
    kinds: set[tuple[object, object]] = set()
    between: list[int] = []

    def look() -> None:
        for flight in scene.timeline.active_flights():
            if flight.kind == "chips":
                kinds.add((flight.src[0], flight.dst[0]))
        for seat in range(scene.control.game.players):
            count = scene.timeline.tally._counts.get(("stack", seat))
            if count is not None and not count.done and count.start != count.end:
                between.append(count.now())

    driver.key(pygame.K_n)  # NEXT HAND
    play_a_hand(driver, look)
    assert ("stack", "bet") in kinds, "a bet slides from her stack"
    assert ("bet", "pot") in kinds, "the bets slide into the pot"
    assert ("pot", "stack") in kinds, "the pot slides to the winner"
    assert between, "a stack's figure counted to its new value"
    shown = scene.control.view().stacks
    assert [scene.timeline.tally.value(("stack", s), shown[s]) for s in range(len(shown))] \
        == list(shown), "every figure ends on the game's own"


@pytest.mark.parametrize("how", ["space", "click", "key"])
def test_holdem_every_motion_ends_at_once_on_a_key_or_a_click(how: str) -> None:
    driver = holdem()
    scene = hol(driver)
    driver.key(pygame.K_n)
    for _ in range(400):  # to the first moment with chips in the air
        driver.step()
        if any(f.kind == "chips" for f in scene.timeline.active_flights()):
            break
    assert moving(scene)
    if how == "space":
        driver.key(pygame.K_SPACE)
    elif how == "click":
        driver.click((5, 5))  # the room's corner: nothing there but the skip
    else:
        driver.key(pygame.K_h)  # the log's key: it opens and ends every motion too
    driver.step()
    assert not scene.timeline.busy and not scene.timeline.active_flights()
    assert not scene.timeline.tally.busy, "no figure still counting"
    shown = scene.shown.stacks
    assert [scene.timeline.tally.value(("stack", s), shown[s]) for s in range(len(shown))] \
        == shown


def test_holdem_a_counting_figure_ends_on_a_click() -> None:
    driver = holdem()
    scene = hol(driver)
    driver.key(pygame.K_n)
    for _ in range(400):
        driver.step()
        if scene.timeline.tally.busy:
            break
    assert scene.timeline.tally.busy, "a figure counts as the blinds land"
    driver.click((5, 5))
    assert not scene.timeline.tally.busy


@pytest.mark.parametrize("reduced", [True, False], ids=["reduced-motion", "animations-off"])
def test_holdem_nothing_moves_under_reduced_motion_or_with_animations_off(reduced: bool) -> None:
    driver = holdem(speed="normal" if reduced else "instant", reduced=reduced)
    scene = hol(driver)
    seen: list[str] = []

    def look() -> None:
        if scene.timeline.active_flights() or scene.painter.moving.flights:
            seen.append("flight")
        if scene.timeline.tally.busy:
            seen.append("count")

    driver.key(pygame.K_n)
    play_a_hand(driver, look)
    assert not seen, f"something moved: {sorted(set(seen))}"
    still = driver.app.screen.copy()
    driver.step(30)
    assert pygame.image.tobytes(still, "RGB") == pygame.image.tobytes(driver.app.screen,
                                                                      "RGB")


def test_holdem_showdown_turns_her_cards_one_by_one_and_names_her_hand_at_her_seat() -> None:
    driver = holdem(opponents=3)
    scene = hol(driver)
    up_at: dict[int, int] = {}
    tags: dict[int, int] = {}
    turning: dict[tuple[object, ...], int] = {}
    frame = [0]

    def look() -> None:
        frame[0] += 1
        for flight in scene.timeline.active_flights():
            if flight.kind == "flip" and flight.dst[0] == "hole" and flight.dst[1] != 0:
                turning.setdefault(flight.dst, frame[0])
        for seat in scene.shown.faces_up:
            up_at.setdefault(seat, frame[0])
        for key in scene.painter.placed:
            if key[0] == "tag":
                tags.setdefault(int(key[1]), frame[0])  # type: ignore[call-overload]

    driver.key(pygame.K_n)
    play_a_hand(driver, look)
    shown = [seat for seat, _ in scene.control.view().shown if seat != 0]
    assert len(shown) >= 2, "a showdown with at least two of them"
    order = sorted(shown, key=lambda seat: up_at[seat])
    gaps = [up_at[b] - up_at[a] for a, b in itertools.pairwise(order)]
    assert all(gap * 0.016 >= 0.6 for gap in gaps), f"a beat between players: {gaps} frames"
    for seat in shown:
        second = turning[("hole", seat, 1)] - turning[("hole", seat, 0)]
        assert second * 0.016 >= 0.25, f"her second card a beat after her first: {second}"
        assert seat in tags and tags[seat] >= up_at[seat], "her hand named once her cards are up"
        plate, tag = scene.layout.seat_rect(seat), scene.painter.placed[("tag", seat)]
        assert plate.contains(tag), "the name at her own seat"
        face = scene.painter.placed[("face", seat)]
        assert not tag.colliderect(face), "never over her face"


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
def test_side_pots_stand_as_labelled_stacks_across_the_felt(size: tuple[int, int]) -> None:
    driver = holdem(opponents=5, size=size)
    scene = hol(driver)
    driver.key(pygame.K_n)
    play_a_hand(driver)
    scene.shown.results = [PotAwarded(0, 600, (0, 1, 2, 3, 4, 5), (1,), (600,), False),
                           PotAwarded(1, 400, (1, 2, 3, 4, 5), (2, 3), (200, 200), False),
                           PotAwarded(2, 300, (2, 4, 5), (4,), (300,), False)]
    scene.shown.middle = 1300
    driver.app.draw()
    labels = [scene.painter.placed[("pot", n)] for n in range(3)]
    felt = scene.layout.results_wide()
    for n, label in enumerate(labels):
        assert felt.left <= label.left and label.right <= felt.right
        assert label.collidelist(labels[n + 1:]) == -1, "each stack its own place"
    assert labels[0].right <= labels[1].left <= labels[2].left, "main pot first"


# ---------------------------------------------------------------------- draw
def test_draw_table_chips_and_counts_end_at_once_on_input() -> None:
    driver, table = draw_table()
    bets = counted = 0
    for _ in range(3000):
        driver.step()
        flights = [f for f in table.timeline.active_flights() if f.kind == "chips"]
        bets += any(f.dst == ("pot",) for f in flights)
        if table.timeline.tally.busy:
            counted += 1
            driver.key(pygame.K_SPACE)
            driver.step()
            assert not table.timeline.tally.busy and not table.timeline.busy
        if counted >= 3:
            break
        if flights and bets == 1:
            driver.click((5, 5))
            assert not table.timeline.busy and not table.timeline.active_flights()
            bets += 1
        if not table.timeline.busy:
            for name in ("next_deal", "call", "draw", "wait"):
                if driver.has_button(name):
                    driver.click_button(name)
                    break
    assert bets >= 2, "chips slid to the pot"
    assert counted >= 3, "the money figures counted"


@pytest.mark.parametrize("reduced", [True, False], ids=["reduced-motion", "animations-off"])
def test_draw_table_nothing_moves_under_reduced_motion_or_with_animations_off(
        reduced: bool) -> None:
    driver, table = draw_table(speed="normal" if reduced else "instant", reduced=reduced)
    for _ in range(1500):
        driver.step()
        assert not table.timeline.active_flights(), "no chip or card in the air"
        assert not table.timeline.tally.busy, "no figure counting"
        if table.control.match.deal_number >= 3:
            break
        if not table.timeline.busy:
            for name in ("next_deal", "call", "draw", "wait"):
                if driver.has_button(name):
                    driver.click_button(name)
                    break
    assert table.control.match.deal_number >= 3, "two whole deals played"


# ---------------------------------------------------------------------- a big pot's flourish
def test_a_big_pot_gets_a_flourish_in_proportion_that_a_key_ends() -> None:
    driver = holdem(opponents=3)
    scene = hol(driver)
    story = scene.story
    assert story._flourish(1, 20) == [], "a small pot: no flourish"
    small, big = story._flourish(1, 300), story._flourish(1, 2000)
    assert small and big and big[0].travel > small[0].travel, "longer for a bigger pot"
    assert float(big[0].payload) > float(small[0].payload)
    driver.key(pygame.K_SPACE)  # the first deal's movement over
    driver.step()
    assert not scene.timeline.busy
    scene.shown.middle = 1000
    story._pot(PotAwarded(0, 1000, (0, 1), (1,), (1000,), False), lambda: None)
    seen = False
    for _ in range(120):
        driver.step()
        if any(f.kind == "flourish" for f in scene.timeline.active_flights()):
            seen = True
            break
    assert seen, "the sparks fly at her stack"
    driver.app.draw()  # drawn inside the window without error
    driver.key(pygame.K_SPACE)
    driver.step()
    assert not scene.timeline.busy and not scene.timeline.active_flights()
