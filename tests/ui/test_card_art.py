"""Card faces: every card in both colour modes, the court (and ace of spades) pictures read
from SVG, the fallback when a picture is missing or broken, readable corner indices, and a
generator that rebuilds the shipped files exactly."""

from __future__ import annotations

import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from ui_driver import make_app

from drawpoker import paths
from drawpoker.engine.draw import Card, full_deck
from drawpoker.ui import card_art, style

GENERATOR = Path(__file__).resolve().parents[2] / "assets" / "src" / "make_card_art.py"
COURTS = [Card.from_str(f"{rank}{suit}") for rank in "JQK" for suit in "shdc"]
PICTURES = [*COURTS, Card.from_str("As")]


@pytest.fixture(autouse=True)
def _fresh_cache() -> Iterator[None]:
    """Each test starts from, and leaves, the shipped art with nothing cached."""
    make_app()
    card_art.clear_cache()
    yield
    card_art.clear_cache()


def _bytes(image: pygame.Surface) -> bytes:
    return pygame.image.tobytes(image, "RGBA")


def _count(image: pygame.Surface, colour: tuple[int, int, int], tolerance: int = 30) -> int:
    w, h = image.get_size()
    found = 0
    for y in range(0, h, 2):
        for x in range(0, w, 2):
            r, g, b, a = image.get_at((x, y))
            if a > 200 and all(abs(c - d) <= tolerance for c, d in
                               zip((r, g, b), colour, strict=True)):
                found += 1
    return found


@pytest.mark.parametrize("four_colour", [False, True])
@pytest.mark.parametrize("width", [72, 124])
def test_every_card_is_drawn_in_both_colour_modes(width: int, four_colour: bool) -> None:
    faces = {_bytes(card_art.face(card, width, four_colour)) for card in full_deck(52)}
    assert len(faces) == 52
    for card in full_deck(52):
        assert card_art.face(card, width, four_colour).get_size() == card_art.card_size(width)


def test_courts_and_the_ace_of_spades_come_from_the_svg_art(
        caplog: pytest.LogCaptureFixture) -> None:
    for card in PICTURES:
        assert card_art.art_path(card.rank, card.suit).is_file()
        assert card_art.picture(card, (108, 200)) is not None, card
    assert card_art.picture(Card.from_str("Ah"), (108, 200)) is None
    assert card_art.picture(Card.from_str("Ts"), (108, 200)) is None
    shipped = {c: _bytes(card_art.face(c, 124)) for c in PICTURES}
    assert "not used" not in caplog.text
    card_art.art_dir = paths.asset_path("no-such-folder")
    try:
        card_art.clear_cache()
        for card in PICTURES:
            assert _bytes(card_art.face(card, 124)) != shipped[card], f"{card} is the fallback"
    finally:
        card_art.art_dir = paths.asset_path("cards")


def test_the_twelve_courts_look_different() -> None:
    pictures = {_bytes(card_art.picture(card, (108, 200)) or pygame.Surface((1, 1)))
                for card in COURTS}
    assert len(pictures) == 12
    # Jack, queen and king of a suit differ in more than the corner letter.
    for suit in "shdc":
        jack, queen, king = (card_art.picture(Card.from_str(r + suit), (108, 200))
                             for r in "JQK")
        assert jack and queen and king
        for a, b in ((jack, queen), (queen, king), (jack, king)):
            differing = sum(1 for x, y in zip(_bytes(a)[::4], _bytes(b)[::4], strict=True)
                            if abs(x - y) > 40)
            assert differing > 0.1 * 108 * 200


def test_four_colour_courts_recolour_only_diamonds_and_clubs() -> None:
    for code, ink in (("Kd", style.CARD_BLUE), ("Qc", style.CARD_GREEN)):
        card = Card.from_str(code)
        assert _count(card_art.face(card, 124, four_colour=True), ink, 12) > 20
        assert _count(card_art.face(card, 124), ink, 12) == 0
    for code in ("Ks", "Jh"):
        card = Card.from_str(code)
        assert _bytes(card_art.face(card, 124, True)) == _bytes(card_art.face(card, 124))


@pytest.mark.parametrize("content", [None, "not an svg at all", "<svg xmlns='x'></svg>"])
def test_missing_or_broken_art_falls_back_to_the_panel(tmp_path: Path, content: str | None,
                                                       caplog: pytest.LogCaptureFixture) -> None:
    card_art.art_dir = tmp_path
    try:
        if content is not None:
            for card in PICTURES:
                card_art.art_path(card.rank, card.suit).write_text(content)
        for card in PICTURES:
            assert card_art.picture(card, (108, 200)) is None
            for four in (False, True):
                image = card_art.face(card, 124, four)
                assert image.get_size() == card_art.card_size(124)
                # The fallback panel is there instead of a court's picture.
                assert (_count(image, style.COURT_PANEL, 4) > 50) == (card.rank < 14)
    finally:
        card_art.art_dir = paths.asset_path("cards")
    assert "not used" in caplog.text


def _ink_box(image: pygame.Surface, area: pygame.Rect) -> pygame.Rect:
    """The bounding box of dark or red ink inside ``area`` (the card's paper is near white)."""
    xs, ys = [], []
    for y in range(area.top, area.bottom):
        for x in range(area.left, area.right):
            r, g, b, a = image.get_at((x, y))
            if a > 200 and min(r, g, b) < 120:
                xs.append(x)
                ys.append(y)
    assert xs, "no ink in the corner"
    return pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)


def _rank_height(image: pygame.Surface, box: pygame.Rect) -> int:
    """Rows of the index's first ink run (the rank) before the gap above the suit."""
    for y in range(box.top, box.bottom):
        if not any(min(image.get_at((x, y))[:3]) < 120 and image.get_at((x, y))[3] > 200
                   for x in range(box.left, box.right)):
            return y - box.top
    return box.height


@pytest.mark.parametrize("code", ["Kh", "Qs", "Tc", "7d", "As"])
def test_corner_indices_are_large_enough_for_a_small_table(code: str) -> None:
    # 72 px is about the opponent's cards at 1024x600: the rank's capitals stand 12 px tall
    # (they were 10 px before) and rank and suit together about 20 px.
    image = card_art.face(Card.from_str(code), 72)
    w, h = image.get_size()
    box = _ink_box(image, pygame.Rect(1, 1, int(w * 0.17), int(h * 0.3)))
    assert 0.115 * h <= _rank_height(image, box) <= 0.16 * h  # a rank, apart from its suit
    assert box.height >= 0.19 * h
    assert box.width >= 0.09 * w
    # The bottom-right index is the same, turned.
    turned = _ink_box(image, pygame.Rect(w - int(w * 0.17), h - int(h * 0.3) - 1,
                                         int(w * 0.17) - 1, int(h * 0.3)))
    assert abs(turned.height - box.height) <= 2


def test_svg_files_stay_within_what_the_renderer_draws() -> None:
    for card in PICTURES:
        svg = card_art.art_path(card.rank, card.suit).read_text(encoding="utf-8")
        assert len(svg) < 60_000
        assert not re.search(r"<(text|filter|style|use|clipPath|mask|image)\b", svg)
        assert "#{:02x}{:02x}{:02x}".format(*card_art.suit_color(card.suit, False)) in svg


def test_the_generator_rebuilds_the_shipped_files_exactly(tmp_path: Path) -> None:
    for run in ("a", "b"):
        subprocess.run([sys.executable, str(GENERATOR), "--out", str(tmp_path / run)],
                       check=True, capture_output=True, timeout=120)
    shipped = paths.asset_path("cards")
    made = sorted(p.name for p in (tmp_path / "a").iterdir())
    assert made == sorted(p.name for p in shipped.glob("*.svg"))
    assert len(made) == 13
    for name in made:
        first = (tmp_path / "a" / name).read_bytes()
        assert first == (tmp_path / "b" / name).read_bytes()
        assert first == (shipped / name).read_bytes(), f"{name}: run the generator and commit"
