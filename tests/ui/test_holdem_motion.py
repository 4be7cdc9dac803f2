"""The hold'em table as a player sees it move, driven with real posted events and the app's
fixed frame clock (no wall clock): shown cards never cover a face at any size or table size,
chips and cards move and then the table takes input again, the speed setting is obeyed, a
click skips the movement, and the computer players react to what happens, in every language."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

import pygame
import pytest
from ui_driver import Driver, make_app

from drawpoker.engine.draw import Card
from drawpoker.engine.holdem import HoldemGame, HoldemRules, Street
from drawpoker.i18n import available_languages, load_language
from drawpoker.ui.holdem import staging
from drawpoker.ui.holdem.scene import HoldemTableScene
from drawpoker.ui.holdem.voice import LINES
from drawpoker.ui.reactions import REACTIONS
from drawpoker.ui.scene import SceneName

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from holdem.tables import stacked

SIZES = [(800, 480), (1024, 600), (1280, 720)]


def table(driver: Driver) -> HoldemTableScene:
    scene = driver.scene
    assert isinstance(scene, HoldemTableScene), f"expected the hold'em table, got {scene!r}"
    return scene


def open_table(speed: str = "instant", size: tuple[int, int] = (1280, 720),
               language: str = "en", **kwargs: object) -> Driver:
    app = make_app(speed=speed, size=size, language=language)
    app.go(SceneName.TITLE)
    app.go(SceneName.HOLDEM_TABLE, **kwargs)
    scene = app.scene
    assert isinstance(scene, HoldemTableScene)
    scene.control.players = {seat: staging.ScriptedPlayer() for seat in scene.control.players}
    return Driver(app)


def check_or_call_to_showdown(driver: Driver) -> HoldemTableScene:
    """The player checks or calls (key C) until the hand is over; everyone else calls."""
    scene = table(driver)
    for _ in range(60):
        driver.settle()
        if scene.control.game.street is Street.BETWEEN_HANDS:
            return scene
        driver.key(pygame.K_c)
    raise AssertionError("the hand never ended")


# ---------------------------------------------------------------------- nothing overlaps
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("opponents", [1, 2, 3, 4, 5])
def test_cards_shown_down_cover_no_face_nor_anything_else(size: tuple[int, int],
                                                          opponents: int) -> None:
    driver = open_table(size=size, opponents=opponents, seed=3)
    scene = check_or_call_to_showdown(driver)
    shown = dict(scene.control.view().shown)
    assert set(shown) == set(range(opponents + 1)), "everyone called: everyone shows"
    driver.app.draw()
    placed = scene.painter.placed
    lay = scene.layout
    window = pygame.Rect((0, 0), size)
    faces = {seat: placed[("face", seat)] for seat in range(1, opponents + 1)}
    cards = {(seat, n): placed[("card", seat, n)] for seat in range(1, opponents + 1)
             for n in range(2)}
    plates = [lay.seat_rect(seat) for seat in range(1, opponents + 1)] + [lay.me]
    others = [lay.board_card(i) for i in range(5)] + [lay.hole_card(i) for i in range(2)] + \
        [lay.me, lay.log, lay.info, lay.actions]
    for n, plate in enumerate(plates):
        assert window.contains(plate), f"plate {n} leaves the window"
        assert plate.collidelist(plates[n + 1:]) == -1, f"plate {n} overlaps another"
    for (seat, n), rect in cards.items():
        assert window.contains(rect)
        assert lay.seat_rect(seat).contains(rect), f"seat {seat}'s card {n} leaves its plate"
        for other, face in faces.items():
            assert not rect.colliderect(face), f"seat {seat}'s card {n} covers {other}'s face"
        assert rect.collidelist(others) == -1, f"seat {seat}'s card {n} covers the table"
        assert rect.width >= 20, "a card too small to read"
    for seat, face in faces.items():
        assert face.width > 0 and lay.seat_rect(seat).contains(face)
        assert face.collidelist([lay.seat_rect(s) for s in faces if s != seat]) == -1


# ---------------------------------------------------------------------- movement
def frames_until_still(driver: Driver, limit: int = 5000) -> int:
    scene = table(driver)
    for frames in range(1, limit):
        driver.step()
        if not scene.busy:
            return frames
    raise AssertionError("the movement never finished")


def test_the_deal_and_the_bets_move_then_the_table_takes_input() -> None:
    driver = open_table(speed="normal", opponents=2, seed=4)
    scene = table(driver)
    driver.step()
    seen: set[tuple[str, object]] = set()
    for _ in range(400):
        seen |= {(f.kind, f.dst[0]) for f in scene.timeline.active_flights()}
        if not scene.busy:
            break
        assert not driver.buttons(), "no action is offered while things move"
        driver.step()
    assert ("chips", "bet") in seen, "the blinds slide out of the stacks"
    assert ("card", "hole") in seen, "the cards are dealt round the table"
    assert ("flip", "hole") in seen, "the player's cards turn up"
    assert scene.shown.cards == [2, 2, 2] and scene.shown.my_cards_up
    driver.settle()
    view = scene.control.view()
    assert scene.shown.stacks == list(view.stacks) and scene.shown.bets == list(view.bets)
    # Play on to the flop: the bets are gathered into the pot and the flop turns up.
    seen = set()
    for _ in range(40):
        driver.settle()
        if scene.control.game.street is not Street.PREFLOP:
            break
        driver.key(pygame.K_c)
        for _ in range(200):
            seen |= {(f.kind, f.dst[0]) for f in scene.timeline.active_flights()}
            driver.step()
    assert ("chips", "pot") in seen and ("flip", "board") in seen
    driver.settle()
    assert scene.shown.board == 3 and scene.shown.pot == scene.control.view().pot
    acted = len(scene.control.view().actions)
    if scene.control.game.to_act == 0:  # the table answers the keyboard again
        driver.key(pygame.K_c)
        assert len(scene.control.view().actions) == acted + 1


def test_the_speed_setting_is_obeyed_and_a_click_skips() -> None:
    counts = {}
    for speed in ("fast", "slow"):
        driver = open_table(speed=speed, opponents=3, seed=6)
        counts[speed] = frames_until_still(driver)
    assert counts["slow"] > 2 * counts["fast"] > 0
    driver = open_table(speed="instant", opponents=3, seed=6)
    # Instant: each batch is over within its frame (one frame per computer player acting).
    assert frames_until_still(driver) <= 1 + 3
    driver = open_table(speed="slow", opponents=3, seed=6)
    driver.step()
    assert table(driver).busy
    driver.click((5, 5))
    assert not table(driver).busy, "one click finishes the movement"


def test_an_action_key_during_the_movement_acts_at_once() -> None:
    assert _first_to_act(players=2) == 0  # heads-up, the dealer (the player) speaks first
    driver = open_table(speed="slow", opponents=1, seed=5)
    scene = table(driver)
    driver.step()
    assert scene.busy and not driver.buttons()
    driver.key(pygame.K_c)
    assert [a.seat for a in scene.control.view().actions] == [0], "the key was not lost"


def _first_to_act(players: int) -> int | None:
    game = HoldemGame(HoldemRules(players=players), seed=5)
    game.start_hand()
    return game.to_act


def test_a_whole_hand_at_normal_speed_ends_with_the_engine_numbers() -> None:
    driver = open_table(speed="normal", opponents=4, seed=8, size=(1024, 600))
    scene = check_or_call_to_showdown(driver)
    view = scene.control.view()
    assert not scene.busy and driver.has_button("next_hand")
    assert scene.shown.stacks == list(view.stacks)
    assert scene.shown.results == scene.control.last_pots and scene.shown.pot == 0
    assert scene.shown.faces_up == {seat for seat, _ in view.shown}
    driver.click_button("next_hand")
    driver.settle()
    assert scene.control.game.hand_number == 2 and not scene.shown.results


# ---------------------------------------------------------------------- reactions
def moods_and_lines(driver: Driver, act: Callable[[], None]) -> tuple[set[tuple[int, str]],
                                                                       set[tuple[int, str]]]:
    """Every face and line shown, frame by frame, after ``act`` until the table is still."""
    scene = table(driver)
    moods: set[tuple[int, str]] = set()
    lines: set[tuple[int, str]] = set()
    act()
    for _ in range(3000):
        driver.step()
        moods |= {(seat, scene.mood(seat)) for seat in scene.portraits}
        if scene.shown.speech is not None:
            lines.add((scene.shown.speech.seat, scene.shown.speech.line.key))
        g = scene.control.game
        if not scene.busy and (g.to_act == 0 or not g.street.is_betting):
            break
    return moods, lines


def test_a_big_split_pot_pleases_its_winner_and_annoys_the_others() -> None:
    driver = open_table(speed="fast", opponents=5, seed=0, deck_orders=staging.orders)
    scene = table(driver)
    # a $300 pot, as in the screenshot
    scene.control.players[3] = staging.ScriptedPlayer(raiser=True)
    driver.settle()
    moods: set[tuple[int, str]] = set()
    lines: set[tuple[int, str]] = set()
    for _ in range(20):
        if scene.control.game.street is Street.BETWEEN_HANDS:
            break
        more = moods_and_lines(driver, lambda: driver.key(pygame.K_c))
        moods |= more[0]
        lines |= more[1]
    assert scene.control.game.street is Street.BETWEEN_HANDS
    elsa = 3  # holds the straight the player also holds: they split the $300 main pot
    assert (elsa, REACTIONS["she_wins_big_pot"].mood) in moods
    assert any(seat == elsa and key.startswith("speech.she_wins_big.") for seat, key in lines)
    for loser in (1, 2, 4, 5):
        assert (loser, REACTIONS["you_win_big_pot"].mood) in moods, loser
    driver.app.draw()
    bubble = scene.painter.placed.get(("speech", elsa))
    assert bubble is not None and pygame.Rect((0, 0), driver.app.size).contains(bubble)


def _aces_against_rags(game: HoldemGame) -> Callable[[int], list[Card] | None]:
    def orders(hand: int) -> list[Card] | None:
        return stacked(game, {0: "As Ah", 1: "7c 2d"}, "Ks Qd 9h 4c 3s")
    return orders


def test_a_broke_player_goes_all_in_pawns_and_leaves_with_a_word() -> None:
    game = HoldemGame(HoldemRules(players=2, starting_money=20), seed=2)
    driver = open_table(game=game, deck_orders=_aces_against_rags(game), seed=2)
    scene = table(driver)
    felt: list[str] = []  # every reaction her portrait is told, in order
    portrait = scene.portraits[1]
    feel = portrait.feel
    portrait.feel = lambda kind: (felt.append(kind), feel(kind))[-1]  # type: ignore[method-assign]
    lines: set[str] = set()
    for _ in range(300):
        driver.step()  # instant speed: each batch is told within its frame
        if scene.shown.speech is not None:
            lines.add(scene.shown.speech.line.key.rsplit(".", 1)[0])
        g = scene.control.game
        if g.street is Street.MATCH_OVER and not scene.busy:
            break
        if scene.busy or scene.control.computer_to_act:
            continue
        if g.street is Street.BETWEEN_HANDS:
            driver.key(pygame.K_n)
        else:
            driver.key(pygame.K_r if driver.has_button("raise") else pygame.K_c)
    assert scene.control.game.street is Street.MATCH_OVER
    assert {"speech.greeting", "speech.pawned", "holdem.speech.loses_item",
            "holdem.speech.out"} <= lines, lines
    assert "you_raise_big" in felt, "the player's all-in surprises her"
    assert "she_raises" in felt, "her own all-in call: a smug face"
    assert {"she_pawns", "she_loses_item", "you_win_pot"} <= set(felt)
    assert felt.index("she_pawns") < felt.index("she_loses_item"), "one pawned, then one lost"
    driver.settle()
    assert driver.has_button("to_title"), "the game's end still takes input"


@pytest.mark.parametrize("language", available_languages())
def test_every_line_the_table_can_say_is_in_every_language(language: str) -> None:
    texts = load_language(language)
    english = load_language("en")
    for prefix, count in LINES.values():
        for number in range(1, count + 1):
            key = f"{prefix}.{number}"
            assert texts.get(key, "").strip(), f"{language} lacks {key}"
            if language != "en" and key.startswith("holdem."):
                assert texts[key] != english[key], f"{language}: {key} is untranslated"


@pytest.mark.parametrize("language", available_languages())
def test_the_split_pot_line_opens_with_a_capital_in_every_language(language: str) -> None:
    from drawpoker import i18n
    from drawpoker.engine.holdem import PotAwarded
    from drawpoker.ui.holdem.painter import result_text

    i18n.set_language(language)  # English again after the test (conftest)
    names = ["", "Ada", "Carmen", "Elsa"]
    for pot in (PotAwarded(0, 300, (0, 3), (3, 0), (150, 150), False),
                PotAwarded(1, 31, (1, 2), (1, 2), (16, 15), False)):
        line = result_text(pot, lambda seat: names[seat] or "You")
        assert line[:1].isupper(), line
