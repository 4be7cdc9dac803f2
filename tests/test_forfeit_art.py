"""The forfeit art helper draws avatar, worn items, pawned and lost thumbnails, and caches them."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from drawpoker.themes import Theme, builtin_themes_dir, load_theme
from drawpoker.ui.forfeit_art import ForfeitArt


@pytest.fixture(scope="module", autouse=True)
def headless() -> Iterator[None]:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    pygame.display.init()
    yield


@pytest.fixture(scope="module", params=["wardrobe", "party"])
def theme(request: pytest.FixtureRequest) -> Theme:
    return load_theme(builtin_themes_dir() / str(request.param), builtin=True)


def opaque_pixels(surface: pygame.Surface) -> int:
    return int(pygame.mask.from_surface(surface).count())


def test_avatar_size_follows_its_aspect(theme: Theme) -> None:
    art = ForfeitArt(theme)
    width, height = art.avatar_size(380)
    assert height == 380
    assert width == round(380 * theme.avatar.aspect)
    assert art.avatar(380, ()).get_size() == (width, height)


def test_each_worn_item_changes_the_avatar_where_it_sits(theme: Theme) -> None:
    art = ForfeitArt(theme)
    bare = art.avatar(300, ())
    for item in theme.items:
        dressed = art.avatar(300, {item.id})
        rect = art.item_rect(item.id, 300)
        assert bare.get_rect().contains(rect), item.id
        changed = sum(
            bare.get_at((x, y)) != dressed.get_at((x, y))
            for x in range(rect.left, rect.right, 2)
            for y in range(rect.top, rect.bottom, 2)
        )
        assert changed > 20, item.id


def test_surfaces_are_cached_per_size(theme: Theme) -> None:
    art = ForfeitArt(theme)
    worn = set(theme.item_ids)
    assert art.avatar(200, worn) is art.avatar(200, frozenset(worn))
    assert art.avatar(200, worn) is not art.avatar(201, worn)
    first = theme.items[0].id
    assert art.pawned(first, 64) is art.pawned(first, 64)
    art.clear()
    assert art.pawned(first, 64).get_size() == (64, 64)


def test_three_states_look_different(theme: Theme) -> None:
    art = ForfeitArt(theme)
    for item in theme.items:
        icon, pawned, lost = art.icon(item.id, 72), art.pawned(item.id, 72), art.lost(item.id, 72)
        for picture in (icon, pawned, lost):
            assert picture.get_size() == (72, 72)
            assert opaque_pixels(picture) > 300, item.id
        # The pawned item is greyed: away from its ticket (bottom right) colours are muted.
        assert _saturation(pawned, skip_ticket=True) < _saturation(icon), item.id
        assert pygame.image.tobytes(lost, "RGBA") != pygame.image.tobytes(icon, "RGBA")


def test_unknown_item_is_a_key_error(theme: Theme) -> None:
    with pytest.raises(KeyError):
        ForfeitArt(theme).icon("no-such-item", 64)


def test_unreadable_picture_draws_blank_not_crash(
    theme: Theme, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    def broken(_path: str | Path, _size: tuple[int, int]) -> pygame.Surface:
        raise pygame.error("cannot parse SVG")

    monkeypatch.setattr(pygame.image, "load_sized_svg", broken)
    art = ForfeitArt(theme)
    surface = art.avatar(120, theme.item_ids)
    assert surface.get_height() == 120
    assert opaque_pixels(surface) == 0
    assert "cannot draw" in caplog.text


def _saturation(surface: pygame.Surface, skip_ticket: bool = False) -> float:
    """Mean colour spread (max - min channel) over visible pixels."""
    total = count = 0
    width, height = surface.get_size()
    for x in range(0, width, 2):
        for y in range(0, height, 2):
            if skip_ticket and x > width * 0.4 and y > height * 0.45:
                continue
            r, g, b, a = surface.get_at((x, y))
            if a > 128:
                total += max(r, g, b) - min(r, g, b)
                count += 1
    return total / max(1, count)
