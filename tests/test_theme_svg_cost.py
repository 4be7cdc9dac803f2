"""SVGs that would keep the renderer busy for a long time are refused before it sees them.

The QA report: one <path> of ~38,000 tiny strokes 300 units wide, under 500 KB and far under
the element limit, took the renderer about 50 seconds. Every file here is made by the test.
"""

from __future__ import annotations

import random
from pathlib import Path

import pygame
import pytest

from drawpoker.paths import assets_dir
from drawpoker.themes import ThemeError, builtin_themes_dir, discover_themes, load_theme
from drawpoker.themes.images import check_image
from drawpoker.themes.svg_cost import MAX_SVG_SEGMENTS
from test_themes import make_theme


def _strokes(count: int, width: float, extra: str = "") -> str:
    rng = random.Random(5)
    data = " ".join(f"M{rng.randint(0, 180)} {rng.randint(0, 300)}l1 1" for _ in range(count))
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 180 300">'
        f'<g {extra}><path d="{data}" stroke="#000" stroke-width="{width}"/></g></svg>\n'
    )


@pytest.fixture
def no_renderer(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(*_args: object) -> None:
        raise AssertionError("the renderer was called with a picture that should be refused")

    monkeypatch.setattr(pygame.image, "load_sized_svg", refuse)


@pytest.mark.parametrize(
    ("svg", "problem"),
    [
        (_strokes(38_000, 300), "stroke 300 wide"),  # the reported file
        (_strokes(38_000, 2), "too much drawing"),  # thin, but too many pieces
        (_strokes(8_000, 40), "too much drawing"),  # fewer, thick ones
        (_strokes(100, 10, 'transform="scale(10)"'), "stroke 100 wide"),  # enlarged by a group
        (_strokes(100, "60%"), "wide"),  # a percentage of the picture
    ],
    ids=["reported", "many-thin", "thick", "scaled", "percent"],
)
def test_costly_avatar_is_refused_before_rendering(
    tmp_path: Path, no_renderer: None, svg: str, problem: str
) -> None:
    folder = make_theme(tmp_path / "mine")
    (folder / "avatar.svg").write_text(svg, encoding="utf-8")
    assert (folder / "avatar.svg").stat().st_size < 500_000
    with pytest.raises(ThemeError, match=problem):
        load_theme(folder)


def test_a_reasonable_picture_within_the_budget_loads(tmp_path: Path) -> None:
    folder = make_theme(tmp_path / "mine")
    (folder / "avatar.svg").write_text(_strokes(MAX_SVG_SEGMENTS // 8, 2), encoding="utf-8")
    assert load_theme(folder).avatar.path == folder / "avatar.svg"


def test_builtin_pictures_and_card_art_pass_the_checks() -> None:
    """The game holds its own themes to every check a player's theme gets (issue 37): both
    load, and read again they give the same theme."""
    problems: list[ThemeError] = []
    shipped = discover_themes(builtin_themes_dir(), Path("/nonexistent"), problems=problems)
    assert len(shipped) == 2
    assert problems == []
    for theme in shipped:
        assert load_theme(theme.folder, builtin=True) == theme
    cards = sorted((assets_dir() / "cards").glob("*.svg"))
    assert len(cards) >= 12
    for card in cards:
        check_image(card, "cards", "card art")  # raises if refused
