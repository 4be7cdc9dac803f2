"""The hold'em table driven like a player would: real posted mouse and keyboard events through
the app's loop, computer players paced by frame time (instant speed: no test waits on a clock)."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from ui_driver import Driver, make_app

from drawpoker.engine.holdem import HoldemActionKind, Street
from drawpoker.engine.holdem.data import game_from_dict, game_to_dict
from drawpoker.storage.holdem.records import HoldemRecords
from drawpoker.storage.holdem.saves import HoldemSlot
from drawpoker.storage.shelf import Shelf
from drawpoker.ui.holdem.scene import HoldemTableScene
from drawpoker.ui.holdem.setup import HoldemSetupScene
from drawpoker.ui.said import said
from drawpoker.ui.scene import SceneName


def table(driver: Driver) -> HoldemTableScene:
    scene = driver.scene
    assert isinstance(scene, HoldemTableScene), f"expected the hold'em table, got {scene!r}"
    return scene


def open_table(opponents: int, seed: int = 7, slot: HoldemRecords | None = None,
               size: tuple[int, int] = (1280, 720), language: str = "en") -> Driver:
    app = make_app(speed="instant", size=size, language=language)
    app.go(SceneName.TITLE)
    app.go(SceneName.HOLDEM_TABLE, opponents=opponents, seed=seed, records=slot)
    driver = Driver(app)
    driver.settle()
    return driver


def money(scene: HoldemTableScene) -> int:
    g = scene.control.game
    return sum(g.stacks) + g.pot - g.money_from_bank


def my_actions(scene: HoldemTableScene) -> list[HoldemActionKind]:
    return [a.kind for a in scene.control.view().actions if a.seat == 0]


def test_a_hand_played_to_the_end_with_the_mouse() -> None:
    driver = open_table(opponents=1)
    scene = table(driver)
    start = money(scene)
    assert scene.control.game.hand_number == 1 and scene.control.game.street is Street.PREFLOP
    for _ in range(60):
        driver.settle()
        if scene.control.game.street is Street.BETWEEN_HANDS:
            break
        name = "check" if driver.has_button("check") else "call"
        driver.click_button(name)
    assert scene.control.game.street is Street.BETWEEN_HANDS
    assert money(scene) == start
    assert scene.control.last_pots, "the finished hand says who took the pot"
    assert driver.has_button("next_hand") and driver.has_button("leave")
    texts = [line.text(scene.name_of, scene.item_name) for line in scene.log_lines]
    assert any("wins" in line or "take" in line for line in texts), texts
    driver.click_button("next_hand")
    driver.settle()
    assert scene.control.game.hand_number == 2


def test_raise_call_and_fold_by_keyboard() -> None:
    driver = open_table(opponents=2, seed=11)
    scene = table(driver)
    seen: set[HoldemActionKind] = set()
    for _ in range(200):
        driver.settle()
        g = scene.control.game
        if g.street is Street.BETWEEN_HANDS:
            driver.key(pygame.K_n)
            continue
        kinds = {legal.kind for legal in g.legal_actions()}
        before = len(my_actions(scene))
        if HoldemActionKind.RAISE in kinds and HoldemActionKind.RAISE not in seen:
            label = driver.button("raise").sublabel
            assert "$" in label and ("left" in label or "last" in label), label
            driver.key(pygame.K_r)
            wanted = HoldemActionKind.RAISE
        elif HoldemActionKind.FOLD in kinds and HoldemActionKind.CALL in seen:
            driver.key(pygame.K_f)
            wanted = HoldemActionKind.FOLD
        else:
            driver.key(pygame.K_c)
            wanted = HoldemActionKind.CHECK if HoldemActionKind.CHECK in kinds \
                else HoldemActionKind.CALL
        assert len(my_actions(scene)) == before + 1 or scene.control.game.hand_number > 1 or \
            scene.control.game.street is Street.BETWEEN_HANDS
        seen.add(wanted)
        if {HoldemActionKind.RAISE, HoldemActionKind.CALL, HoldemActionKind.FOLD} <= seen:
            break
    assert {HoldemActionKind.RAISE, HoldemActionKind.CALL, HoldemActionKind.FOLD} <= seen
    assert HoldemActionKind.FOLD in [a.kind for r in scene.control.game.history for a in r.actions
                                     if a.seat == 0] + my_actions(scene)


def test_six_players_play_several_hands_and_the_seats_stay_apart() -> None:
    driver = open_table(opponents=5, seed=5, size=(1024, 600))
    scene = table(driver)
    start = money(scene)
    for _ in range(400):
        driver.settle()
        if scene.control.game.hand_number > 3 or scene.control.game.street is Street.MATCH_OVER:
            break
        if scene.control.game.street is Street.BETWEEN_HANDS:
            driver.key(pygame.K_RETURN)
        else:
            driver.key(pygame.K_c)
    assert scene.control.game.hand_number > 3
    assert money(scene) == start
    plates = [scene.layout.seat_rect(seat) for seat in range(1, 6)] + [scene.layout.me]
    window = pygame.Rect((0, 0), driver.app.size)
    for n, plate in enumerate(plates):
        assert window.contains(plate)
        assert plate.collidelist(plates[n + 1:]) == -1, f"plate {n} overlaps another"


def test_space_hurries_a_computer_player() -> None:
    app = make_app(speed="slow")
    app.go(SceneName.HOLDEM_TABLE, opponents=3, seed=2)
    driver = Driver(app)
    scene = table(driver)
    driver.step()
    assert scene.busy, "at the slow speed the deal is still being shown"
    driver.key(pygame.K_SPACE)  # the first Space finishes the movement
    assert not scene.busy
    if scene.control.game.to_act == 0:
        driver.key(pygame.K_c)
        assert scene.busy
        driver.key(pygame.K_SPACE)
    assert scene.control.computer_to_act and not scene.busy
    acted = len(scene.control.view().actions)
    driver.key(pygame.K_SPACE)  # the next one makes her act at once
    assert len(scene.control.view().actions) == acted + 1


def test_saved_after_every_action_and_continued_from_the_title(tmp_path: Path) -> None:
    records = HoldemRecords(tmp_path)
    slot = records.slot
    driver = open_table(opponents=3, seed=9, slot=records)
    scene = table(driver)
    if scene.control.game.to_act == 0:
        driver.key(pygame.K_c)
        driver.settle()
    assert slot.path.exists()
    saved = slot.load()
    assert saved is not None
    assert game_to_dict(saved.game) == game_to_dict(scene.control.game)
    names = scene.control.seating.names
    # A new session: the title, TEXAS HOLD'EM, CONTINUE.
    app = make_app(speed="instant")
    app.records = Shelf(tmp_path)
    app.go(SceneName.TITLE)
    driver = Driver(app)
    driver.settle()
    driver.click_button("holdem")
    assert isinstance(driver.scene, HoldemSetupScene)
    driver.step()
    driver.click_button("continue")
    driver.settle()
    resumed = table(driver)
    assert resumed.control.seating.names == names
    assert resumed.control.game.hand_number == scene.control.game.hand_number
    assert resumed.control.view().hole == scene.control.view().hole


def test_a_damaged_save_is_refused_and_explained(tmp_path: Path) -> None:
    slot = HoldemSlot(tmp_path)
    slot.path.write_text('{"game": "drawpoker-holdem", "version": 1, "holdem": {}}')
    assert not slot.exists()
    assert slot.last_bad is not None and slot.last_bad.kept_as is not None
    assert said(slot.notice) and slot.last_bad.kept_as.name in said(slot.notice)
    assert not slot.path.exists(), "the bad save is moved aside, never overwritten"


def test_title_entry_asks_for_opponents_and_level() -> None:
    app = make_app(speed="instant")
    app.go(SceneName.TITLE)
    driver = Driver(app)
    driver.settle()
    driver.key(pygame.K_x)
    setup = driver.scene
    assert isinstance(setup, HoldemSetupScene)
    assert setup.opponents == 3
    driver.key(pygame.K_5)
    first = setup.level
    driver.key(pygame.K_l)
    assert setup.opponents == 5 and setup.level != first
    driver.click_button("count_2")
    assert setup.opponents == 2
    driver.key(pygame.K_RETURN)
    driver.settle()
    scene = table(driver)
    assert scene.control.game.players == 3
    assert scene.control.seating.level == setup.level


def test_leave_the_table_between_hands() -> None:
    driver = open_table(opponents=1, seed=4)
    scene = table(driver)
    for _ in range(60):
        driver.settle()
        if scene.control.game.street is Street.BETWEEN_HANDS:
            break
        driver.key(pygame.K_c)
    driver.key(pygame.K_l)  # asks first: Enter cancels, the game goes on
    assert driver.scene.__class__.__name__ == "ConfirmScene"
    driver.key(pygame.K_RETURN)
    assert driver.scene is scene and scene.control.game.street is Street.BETWEEN_HANDS
    driver.key(pygame.K_l)
    driver.key(pygame.K_l)  # L twice leaves
    assert scene.control.game.street is Street.MATCH_OVER
    assert scene.control.over is not None
    driver.settle()
    assert driver.has_button("to_title")
    driver.key(pygame.K_RETURN)
    assert driver.scene.__class__.__name__ == "TitleScene"


@pytest.mark.parametrize("language", ["fr", "de"])
def test_language_switch_rewrites_buttons_and_log(language: str) -> None:
    driver = open_table(opponents=2, seed=3)
    scene = table(driver)
    english = [line.text(scene.name_of, scene.item_name) for line in scene.log_lines]
    labels = [button.label for button in driver.buttons()]
    driver.app.translator.set_language(language)
    driver.step()
    try:
        assert [button.label for button in driver.buttons()] != labels
        translated = [line.text(scene.name_of, scene.item_name) for line in scene.log_lines]
        assert translated != english and len(translated) == len(english)
    finally:
        driver.app.translator.set_language("en")


def test_my_cards_stay_in_view_after_the_hand() -> None:
    driver = open_table(opponents=1, seed=8)
    scene = table(driver)
    mine = scene.control.view().hole
    assert len(mine) == 2
    for _ in range(60):
        driver.settle()
        if scene.control.game.street is Street.BETWEEN_HANDS:
            break
        driver.key(pygame.K_c)
    assert scene.control.game.street is Street.BETWEEN_HANDS
    assert scene.my_hole == mine


def test_the_pause_menu_opens_the_holdem_rules() -> None:
    driver = open_table(opponents=1, seed=6)
    driver.key(pygame.K_ESCAPE)
    assert driver.scene.__class__.__name__ == "PauseScene"
    driver.settle()
    driver.click_button("help")
    assert driver.scene.__class__.__name__ == "HoldemHelpScene"
    driver.key(pygame.K_ESCAPE)
    driver.key(pygame.K_ESCAPE)
    table(driver)
    driver.key(pygame.K_F1)
    assert driver.scene.__class__.__name__ == "HoldemHelpScene"


def test_one_sound_for_each_batch_of_events() -> None:
    driver = open_table(opponents=2, seed=13)
    scene = table(driver)
    played: list[str] = []
    driver.app.sounds.play = played.append  # type: ignore[method-assign]
    for _ in range(80):
        driver.settle()
        if scene.control.game.street is Street.BETWEEN_HANDS:
            break
        driver.key(pygame.K_c)
    assert "deal" in played  # the board
    assert played[-1] in ("win", "chips", "flip")  # the hands shown, or the pot taken
    assert set(played) <= {"deal", "chips", "flip", "win", "check", "fold", "her_glad",
                           "her_upset", "her_sly", "her_surprised"}


def raises_the_engine_allows(scene: HoldemTableScene) -> int:
    """RAISE pressed by whoever is to act, again and again, on a copy of the game, until the
    engine refuses it (the stacks are deep: only the cap stops it)."""
    from drawpoker.engine.holdem import Raise

    copy = game_from_dict(game_to_dict(scene.control.game))
    street, count = copy.street, 0
    while copy.street is street and copy.to_act is not None \
            and HoldemActionKind.RAISE in {legal.kind for legal in copy.legal_actions()}:
        copy.act(Raise(), seat=copy.to_act)
        count += 1
    return count


def test_raise_shows_exactly_the_raises_the_engine_still_allows() -> None:
    driver = open_table(opponents=2, seed=3)
    scene = table(driver)
    seen: set[tuple[Street, bool]] = set()
    for _ in range(300):
        driver.settle()
        g = scene.control.game
        if g.street is Street.MATCH_OVER:
            break
        if g.street is Street.BETWEEN_HANDS:
            driver.key(pygame.K_n)
            continue
        if driver.has_button("raise"):
            label = driver.button("raise").sublabel
            allowed = raises_the_engine_allows(scene)
            expected = "last one" if allowed == 1 else f"{allowed} left"
            assert expected in label, (g.street, label, allowed)
            seen.add((g.street, any(scene.control.view().bets)))
        driver.key(pygame.K_c)  # check or call: the computer players do the raising
        if (Street.FLOP, False) in seen and (Street.PREFLOP, True) in seen and len(seen) >= 3:
            break
    assert (Street.FLOP, False) in seen, seen  # the first bet after the flop is no raise
    assert (Street.PREFLOP, True) in seen, seen
