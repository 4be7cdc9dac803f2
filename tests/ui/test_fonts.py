"""The typographic pair: a display face for titles and numbers, DejaVu for the rest."""

from __future__ import annotations

import pygame
import pytest

from drawpoker import paths
from drawpoker.i18n import available_languages
from drawpoker.ui import text


def test_the_display_face_ships_with_its_licence() -> None:
    face = paths.asset_path("fonts", text.DISPLAY_FILE)
    licence = paths.asset_path("fonts", "LICENSE-LinuxLibertine.txt").read_text("utf-8")
    assert face.stat().st_size < 512 * 1024  # one file, the wheel stays small
    assert "SIL OPEN FONT LICENSE" in licence.upper() and "Linux Libertine" in licence


@pytest.mark.parametrize("code", ["en", "fr", "pt", "es", "de"])
def test_the_display_face_has_every_letter_of_every_language(code: str) -> None:
    """Accents of all five languages (é, ç, ã, ñ, ß, ü...) come from the display face itself;
    only symbols it lacks would fall back to DejaVu."""
    assert code in available_languages()
    words = paths.lang_dir().joinpath(f"{code}.yaml").read_text("utf-8")
    letters = {char for char in words if char.isalpha()}
    missing = sorted(char for char in letters if not text._display_has(char))
    assert missing == []


def test_suits_and_missing_glyphs_are_drawn_in_dejavu() -> None:
    runs = text._runs("Pot ♠ $35 ✓", text.DISPLAY)
    assert runs == [("Pot ", text.DISPLAY), ("♠", True), (" $35 ", text.DISPLAY), ("✓", True)]
    assert text._runs("Pot ♠", True) == [("Pot ♠", True)]  # body text is never split
    # The composed line is as wide as its parts, on one baseline, and really drawn.
    size = 30
    width, height = text.measure("Pot ♠ $35", size, text.DISPLAY)
    parts = (text.font(size, text.DISPLAY).size("Pot ")[0] + text.font(size, True).size("♠")[0]
             + text.font(size, text.DISPLAY).size(" $35")[0])
    assert width == parts
    image = text.render("Pot ♠ $35", size, (255, 255, 255), text.DISPLAY)
    assert image.get_size() == (width, height)
    assert image.get_bounding_rect().width > width * 0.8


def test_the_display_face_differs_from_the_body_face() -> None:
    """Titles and numbers really use the second face (not DejaVu under another name)."""
    display = pygame.image.tobytes(text.render("Deal 12 $1,000", 40, (255, 255, 255),
                                               text.DISPLAY), "RGBA")
    body = pygame.image.tobytes(text.render("Deal 12 $1,000", 40, (255, 255, 255), True),
                                "RGBA")
    assert display != body
    assert text.fit_size("Wide title", 200, 60, text.DISPLAY) != \
        text.fit_size("Wide title", 200, 60, True)


def test_titles_and_big_numbers_use_the_display_face(monkeypatch: pytest.MonkeyPatch) -> None:
    from text_recorder import recording
    from ui_driver import make_app

    from drawpoker.i18n import t
    from drawpoker.ui.menus import TitleScene
    from drawpoker.ui.shots import build_table

    app = make_app(speed="instant")
    table = build_table(app, "deal", seed=3)
    with recording(monkeypatch) as recorder:
        recorder.draw_app(app)
    faces = {d.text: d.bold for d in recorder.drawn}
    board = table.board  # type: ignore[attr-defined]
    assert faces[t("draw.table.stack_you", amount=board.stacks[0])] == text.DISPLAY
    assert faces[t("draw.table.pot_amount", amount=board.pot)] == text.DISPLAY
    assert faces[t("draw.table.deal_number", number=board.deal_number)] == text.DISPLAY
    assert faces[t("draw.table.button.log")] is True  # buttons and small captions stay in DejaVu
    title = make_app()
    title.push(TitleScene(title))
    with recording(monkeypatch) as recorder:
        recorder.draw_app(title)
    assert {d.text: d.bold for d in recorder.drawn}[t("app.title")] == text.DISPLAY
