"""The pieces under the scenes: paths, card pictures, hand names, timeline, widgets, CLI."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from ui_driver import make_app

from drawpoker import paths
from drawpoker.__main__ import main
from drawpoker.engine.draw import Card, full_deck, parse_cards
from drawpoker.ui import card_art, text
from drawpoker.ui.hand_names import describe
from drawpoker.ui.timeline import Beat, Flight, Timeline
from drawpoker.ui.widgets import AmountSelector, Button


def test_resources_are_found_and_user_folders_follow_the_override(tmp_path: Path,
                                                                   monkeypatch: pytest.MonkeyPatch
                                                                   ) -> None:
    assert (paths.lang_dir() / "en.yaml").is_file()
    assert paths.font_path().is_file() and paths.font_path(bold=True).is_file()
    assert (paths.asset_path("fonts") / "LICENSE-DejaVu.txt").is_file()
    monkeypatch.setenv(paths.HOME_ENV, str(tmp_path))
    assert paths.user_config_dir() == tmp_path / "config"
    assert paths.user_data_dir() == tmp_path / "data"


def test_the_font_has_the_suit_glyphs() -> None:
    pygame.font.init()
    font = text.font(40)
    for glyph in card_art.SUIT_GLYPHS.values():
        metrics = font.metrics(glyph)
        assert metrics and metrics[0] is not None, f"no glyph for {glyph!r}"


@pytest.mark.parametrize("width", [24, 63, 124, 300])
def test_every_card_face_and_back_is_drawn_at_its_size(width: int) -> None:
    make_app()
    faces = set()
    for card in full_deck(52):
        image = card_art.face(card, width)
        assert image.get_size() == card_art.card_size(width)
        faces.add(pygame.image.tobytes(image, "RGBA"))
    assert len(faces) == 52, "every card looks different"
    assert card_art.back(width).get_size() == card_art.card_size(width)
    assert pygame.image.tobytes(card_art.back(width, "navy"), "RGBA") != pygame.image.tobytes(
        card_art.back(width, "classic"), "RGBA")


def _has_colour(image: pygame.Surface, colour: tuple[int, int, int], tolerance: int = 40) -> bool:
    w, h = image.get_size()
    for y in range(0, h, 2):
        for x in range(0, w, 2):
            r, g, b, a = image.get_at((x, y))
            if a > 200 and all(abs(c - d) <= tolerance for c, d in
                               zip((r, g, b), colour, strict=True)):
                return True
    return False


def test_four_colour_deck_and_court_panels() -> None:
    from drawpoker.ui import style
    make_app()
    two = card_art.face(Card.from_str("9d"), 124)
    four = card_art.face(Card.from_str("9d"), 124, four_colour=True)
    assert _has_colour(two, style.CARD_RED) and not _has_colour(two, style.CARD_BLUE)
    assert _has_colour(four, style.CARD_BLUE)
    clubs = card_art.face(Card.from_str("8c"), 124, four_colour=True)
    assert _has_colour(clubs, style.CARD_GREEN)
    # Court cards carry a gold-trimmed picture that number cards do not (see test_card_art.py).
    gold = (231, 181, 63)
    assert _has_colour(card_art.face(Card.from_str("Kc"), 124), gold, 6)
    assert not _has_colour(card_art.face(Card.from_str("Tc"), 124), gold, 6)


@pytest.mark.parametrize(("hand", "name"), [
    ("Kd Ks 9c 8h 7h", "Pair of kings"),
    ("Ah Qc 9s 8d 7c", "Ace high"),
    ("As Ad 9c 9h Ks", "Two pair, aces and nines"),
    ("Js Jh Jd Ac 8s", "Three jacks"),
    ("8c 9d Th Js Qc", "Straight, queen high"),
    ("7d 9d Jd Qd Ad", "Flush, ace high"),
    ("Ks Kh Kd 7c 7s", "Full house, kings over sevens"),
    ("Qs Qh Qd Qc 8s", "Four queens"),
    ("9h Th Jh Qh Kh", "Straight flush, king high"),
    ("Th Jh Qh Kh Ah", "Royal flush"),
])
def test_hand_names(hand: str, name: str) -> None:
    assert describe(parse_cards(hand), at_start=True) == name
    assert describe(parse_cards(hand)) == name[0].lower() + name[1:]  # inside a sentence


def test_the_timeline_plays_beats_in_order_and_instantly_at_speed_zero() -> None:
    log: list[str] = []
    speed = [1.0]
    timeline = Timeline(lambda: speed[0], lambda name: log.append(f"sound {name}"))
    flight = Flight("chips", ("pot",), ("stack", 0), 0.1, 0.2, 5, lambda: log.append("land"))
    timeline.add(Beat(0.5, lambda: log.append("start 1"), lambda: log.append("end 1"),
                      [flight], "chips"))
    timeline.add(Beat(0.2, lambda: log.append("start 2"), lambda: log.append("end 2")))
    timeline.update(0.05)
    assert log == ["start 1", "sound chips"] and timeline.active_flights() == []
    timeline.update(0.1)
    assert timeline.active_flights() == [flight]
    timeline.update(0.2)
    assert log[-1] == "land" and timeline.busy
    timeline.update(0.5)
    assert log[-3:] == ["end 1", "start 2", "end 2"] and not timeline.busy
    speed[0] = 0.0
    timeline.add(Beat(3.0, lambda: log.append("start 3"), lambda: log.append("end 3")))
    timeline.update(0.0)
    assert log[-2:] == ["start 3", "end 3"] and not timeline.busy


def test_buttons_answer_clicks_and_their_shortcut_only_when_enabled() -> None:
    make_app()
    clicks: list[str] = []
    button = Button("draw.table.button.bet", lambda: clicks.append("bet"), (pygame.K_b,), "B")
    button.rect = pygame.Rect(10, 10, 100, 40)
    down = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(20, 20), button=1)
    up = pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(20, 20), button=1)
    away = pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(500, 20), button=1)
    key = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_b, mod=0, unicode="b", scancode=0)
    assert button.handle_event(down) and button.handle_event(up)
    button.handle_event(down)
    assert not button.handle_event(away)  # pressed, but released elsewhere: no click
    assert button.handle_event(key)
    button.enabled = False
    assert not button.handle_event(key)
    assert clicks == ["bet", "bet"]
    assert button.label == "BET"


def test_the_amount_selector_keeps_a_still_legal_value() -> None:
    selector = AmountSelector()
    selector.set_amounts([5, 10, 15], "draw.table.amount.bet")
    selector.increase()
    selector.increase()
    assert selector.value == 15
    selector.set_amounts([5, 10, 15, 20], "draw.table.amount.raise")
    assert selector.value == 15
    selector.set_amounts([5, 10], "draw.table.amount.raise")
    assert selector.value == 5
    selector.set_amounts([], "draw.table.amount.bet")
    assert selector.value is None and not selector.active


def test_cli_version(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        main(["--version"])
    assert stop.value.code == 0
    assert capsys.readouterr().out.startswith("drawpoker ")


@pytest.mark.parametrize(("scene", "state", "size"), [
    ("title", "deal", (1280, 720)),
    ("table", "showdown", (1024, 600)),
    ("table", "tie", (1280, 720)),
    ("pause", "deal", (1280, 720)),
    ("gameover", "won", (1920, 1080)),
    ("help", "deal", (1280, 720)),
    ("stats", "deal", (1024, 600)),
])
def test_cli_screenshot(tmp_path: Path, scene: str, state: str, size: tuple[int, int]) -> None:
    out = tmp_path / f"{scene}.png"
    args = ["--screenshot", str(out), "--scene", scene, "--state", state, "--seed", "3",
            "--size", f"{size[0]}x{size[1]}"]
    assert main(args) == 0
    image = pygame.image.load(str(out))
    assert image.get_size() == size
    colours = {image.get_at((x, y))[:3] for x in range(0, size[0], 37)
               for y in range(0, size[1], 29)}
    assert len(colours) > 50, "a real picture, not a blank window"


def test_cli_stats_shows_played_figures_never_the_players_file(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from text_recorder import recording

    from drawpoker.engine.draw import Rules
    from drawpoker.settings import Settings
    from drawpoker.storage.draw.stats import (
        Statistics,
        default_stats_path,
        load_stats,
        save_stats,
    )
    from drawpoker.ui.draw.staging import sample_statistics
    from drawpoker.ui.shots import render_screenshot

    save_stats(default_stats_path(), Statistics(deals_played=777, matches_won=55))
    sample = sample_statistics(Rules(), 0)
    assert sample.to_dict() == sample_statistics(Rules(), 0).to_dict()  # reproducible
    assert sample.deals_played == 150 and sample.matches_played > 0
    with recording(monkeypatch) as recorder:
        render_screenshot(tmp_path / "stats.png", "stats", "deal", 0, (1280, 720), Settings())
    drawn = recorder.texts()
    assert "Statistics" in drawn and "150" in drawn
    assert "777" not in drawn and "55" not in drawn
    assert load_stats(default_stats_path())[0].deals_played == 777  # left as it was


def test_cli_rejects_a_bad_size() -> None:
    with pytest.raises(SystemExit):
        main(["--screenshot", "x.png", "--size", "big"])
