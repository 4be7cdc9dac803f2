"""Her faces: the optional ``expressions`` of a theme, in the built-in themes and in a player's."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from drawpoker.themes import ThemeError, builtin_themes_dir, load_theme
from drawpoker.themes.expressions import EXPRESSIONS, NEUTRAL
from drawpoker.ui.forfeit_art import ForfeitArt
from drawpoker.ui.item_pictures import ItemPictures

AVATAR = (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 200">'
    '<rect x="30" y="20" width="40" height="160" fill="#e6dcc3"/></svg>\n'
)
SMILE = (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 200">'
    '<rect x="30" y="20" width="40" height="160" fill="#e6dcc3"/>'
    '<circle cx="50" cy="40" r="10" fill="#8e2f3c"/></svg>\n'
)
WIDE = (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200">'
    '<rect width="9" height="9"/></svg>\n'
)
ITEM = (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 20">'
    '<rect width="40" height="20" fill="#2c3e5a"/></svg>\n'
)
MOODS = tuple(mood for mood in EXPRESSIONS if mood != NEUTRAL)


@pytest.fixture(scope="module", autouse=True)
def headless() -> Iterator[None]:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    pygame.display.init()
    yield


def make_theme(folder: Path, expressions: str = "") -> Path:
    """A one-item theme, with ``expressions`` (YAML lines) added to its manifest."""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "avatar.svg").write_text(AVATAR, encoding="utf-8")
    (folder / "smile.svg").write_text(SMILE, encoding="utf-8")
    (folder / "wide.svg").write_text(WIDE, encoding="utf-8")
    (folder / "hat.svg").write_text(ITEM, encoding="utf-8")
    (folder / "manifest.yaml").write_text(
        "id: mine\nname: Mine\nauthor: Me\nlicence: CC0-1.0\navatar: avatar.svg\n"
        + expressions
        + "items:\n  - id: hat\n    name: Hat\n    image: hat.svg\n    anchor: [0.5, 0.1]\n"
        "    size: 0.1\n",
        encoding="utf-8",
    )
    return folder


@pytest.mark.parametrize("theme_id", ["wardrobe", "party"])
def test_builtin_themes_draw_every_mood(theme_id: str) -> None:
    theme = load_theme(builtin_themes_dir() / theme_id, builtin=True)
    assert set(theme.expressions) == set(MOODS)
    art = ForfeitArt(theme)
    neutral = pygame.image.tobytes(art.avatar(300, theme.item_ids), "RGBA")
    seen = {neutral}
    for mood in MOODS:
        assert theme.face(mood).path.is_file()
        face = pygame.image.tobytes(art.avatar(300, theme.item_ids, mood), "RGBA")
        seen.add(face)
    assert len(seen) == len(EXPRESSIONS), "every mood is a face of its own"


def test_worn_items_are_drawn_over_every_face() -> None:
    theme = load_theme(builtin_themes_dir() / "wardrobe", builtin=True)
    art = ForfeitArt(theme)
    hat = art.item_rect("hat", 300)
    for mood in EXPRESSIONS:
        bare = art.avatar(300, (), mood)
        dressed = art.avatar(300, {"hat"}, mood)
        assert bare.get_at(hat.center) != dressed.get_at(hat.center), mood


def test_a_theme_without_expressions_keeps_its_one_avatar(tmp_path: Path) -> None:
    theme = load_theme(make_theme(tmp_path / "mine"))
    assert dict(theme.expressions) == {}
    assert all(theme.face(mood) == theme.avatar for mood in EXPRESSIONS)
    art = ForfeitArt(theme)
    plain = art.avatar(200, {"hat"})
    for mood in MOODS:
        drawn = art.avatar(200, {"hat"}, mood)
        assert pygame.image.tobytes(drawn, "RGBA") == pygame.image.tobytes(plain, "RGBA")
    assert pygame.mask.from_surface(plain).count() > 1000


def test_a_player_theme_may_draw_some_moods(tmp_path: Path) -> None:
    theme = load_theme(make_theme(tmp_path / "mine", "expressions:\n  pleased: smile.svg\n"))
    assert theme.face("pleased").path.name == "smile.svg"
    assert theme.face("annoyed") == theme.avatar
    art = ForfeitArt(theme)
    assert pygame.image.tobytes(art.avatar(200, (), "pleased"), "RGBA") != pygame.image.tobytes(
        art.avatar(200, ()), "RGBA"
    )


def test_the_table_pictures_fall_back_for_a_theme_without_moods(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = make_theme(tmp_path / "themes" / "mine")
    monkeypatch.setattr("drawpoker.themes.catalog.user_themes_dir", lambda: folder.parent)
    pictures = ItemPictures("mine")
    assert pictures.art is not None and pictures.art.theme.id == "mine"
    box = pygame.Rect(0, 0, 120, 240)
    surprised = pictures.avatar(box, {0}, "surprised")
    assert pygame.mask.from_surface(surprised).count() > 1000
    assert pygame.image.tobytes(surprised, "RGBA") == pygame.image.tobytes(
        pictures.avatar(box, {0}), "RGBA"
    )


@pytest.mark.parametrize(
    ("lines", "problem"),
    [
        ("expressions: smile.svg\n", "expressions must be a mapping of moods to pictures"),
        ("expressions:\n  pleasd: smile.svg\n", "unknown mood 'pleasd' (did you mean 'pleased'?)"),
        ("expressions:\n  neutral: smile.svg\n", "'neutral' is the avatar itself"),
        ("expressions:\n  pleased: gone.svg\n", "expression 'pleased' 'gone.svg' is missing"),
        ("expressions:\n  pleased: ../smile.svg\n", "leaves the theme folder"),
        ("expressions:\n  pleased: wide.svg\n", "must have the avatar's proportions"),
    ],
)
def test_bad_expressions_are_refused_clearly(tmp_path: Path, lines: str, problem: str) -> None:
    with pytest.raises(ThemeError) as caught:
        load_theme(make_theme(tmp_path / "mine", lines))
    assert problem in str(caught.value)
