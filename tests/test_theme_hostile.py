"""Hostile theme files: each is refused with a message, alone, and never reaches the renderer.

Every file here is made by the test: SVGs with absurd sizes and proportions, a manifest of
20,000 nested brackets, an alias bomb, and random bytes and structures (hypothesis).
"""

from __future__ import annotations

import logging
import re
import struct
import zlib
from pathlib import Path

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from drawpoker.themes import ThemeError, ThemeImage, builtin_themes_dir, discover_themes, load_theme
from drawpoker.themes.images import (
    MAX_RENDER_PIXELS,
    MAX_RENDER_SIDE,
    MAX_SVG_ELEMENTS,
    render_size,
)
from drawpoker.themes.model import MAX_IMAGE_ASPECT
from soak import size
from test_themes import AVATAR, ITEM, make_theme

SVG = '<svg xmlns="http://www.w3.org/2000/svg" {}><rect width="4" height="2"/></svg>\n'


def hat_theme(folder: Path, svg_attributes: str) -> Path:
    """A valid theme whose item picture has the given root attributes."""
    make_theme(folder)
    (folder / "hat.svg").write_text(SVG.format(svg_attributes), encoding="utf-8")
    return folder


def png(width: int, height: int) -> bytes:
    """A real (tiny, grey) PNG of the given size."""
    row = b"\x00" + b"\x80" * width
    body = zlib.compress(row * height)

    def chunk(kind: bytes, data: bytes) -> bytes:
        crc = zlib.crc32(kind + data) & 0xFFFFFFFF
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", crc)

    header = struct.pack(">IIBBBBB", width, height, 8, 0, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", body)
            + chunk(b"IEND", b""))


# ---------------------------------------------------------------- picture sizes


@pytest.mark.parametrize(
    ("attributes", "problem"),
    [
        # The reported crash: a valid-looking viewBox 10^8 times wider than tall.
        ('viewBox="0 0 10000 0.0001"', "has an unusable size (10000x0.0001)"),
        ('viewBox="0 0 10000 10"', "one side is 1000 times the other"),
        ('viewBox="0 0 10 1000"', "one side is 100 times the other"),
        ('viewBox="0 0 1e9 1e9"', "has an unusable size"),
        ('viewBox="0 0 0.0001 0.0001"', "has an unusable size"),
        ('viewBox="0 0 0 10"', "has an unusable size"),
        ('viewBox="0 0 -40 -20"', "has an unusable size"),
        ('viewBox="0 0 nan 20"', "viewBox that is not four numbers"),
        ('viewBox="0 0 inf 20"', "viewBox that is not four numbers"),
        ('viewBox="0 0 40"', "viewBox that is not four numbers"),
        ('viewBox="zero zero 40 20"', "viewBox that is not four numbers"),
        ('viewBox="1e300 0 40 20"', "starts too far away"),
        ('width="1e9" height="1e9"', "has an unusable size"),
        ('width="40" height="0.00001"', "has an unusable size"),
        ('width="-40" height="20"', "not a plain length"),
        ('width="NaN" height="20"', "not a plain length"),
        ('width="40em" height="20em"', "not a plain length"),
        ('viewBox="0 0 40 20" width="1e9" height="1e9"', "width and height has an unusable"),
        ('viewBox="0 0 40 20" width="4000" height="1"', "times the other"),
        ('width="100%" height="100%"', "needs a viewBox when its size is a percentage"),
        ('width="40"', "needs a viewBox or a width and height"),
        ("", "needs a viewBox or a width and height"),
    ],
)
def test_svg_of_absurd_size_is_refused(tmp_path: Path, attributes: str, problem: str) -> None:
    folder = hat_theme(tmp_path / "absurd", attributes)
    with pytest.raises(ThemeError, match=re.escape(problem)) as caught:
        load_theme(folder)
    assert "'hat.svg'" in str(caught.value)


@pytest.mark.parametrize(
    ("attributes", "size"),
    [
        ('viewBox="84 72 40 20"', (40.0, 20.0)),
        ('viewBox="0,0,40,20" width="100%" height="100%"', (40.0, 20.0)),
        ('width="40" height="20"', (40.0, 20.0)),
        ('width="40px" height="20px"', (40.0, 20.0)),
        ('width="10mm" height="5mm"', (10 * 96 / 25.4, 5 * 96 / 25.4)),
        ('viewBox="0 0 1 0.5"', (1.0, 0.5)),
        ('viewBox="0 0 40 20" width="80"', (40.0, 20.0)),
    ],
)
def test_svg_sizes_in_common_use_still_load(
        tmp_path: Path, attributes: str, size: tuple[float, float]) -> None:
    picture = load_theme(hat_theme(tmp_path / "fine", attributes)).item("hat").image
    assert (picture.width, picture.height) == pytest.approx(size)


@pytest.mark.parametrize(
    ("path_attributes", "refused"),
    [
        ('stroke="red" stroke-dasharray="0.00001"', True),  # once minutes of drawing
        ('stroke="red" stroke-dasharray="3 3"', True),
        ('style="stroke:red;stroke-dasharray: 0.1, 2"', True),
        ('stroke="red" stroke-dasharray="none"', False),
        ('style="stroke:red;stroke-dasharray:none"', False),
    ],
)
def test_dashed_strokes_are_refused(tmp_path: Path, path_attributes: str, refused: bool) -> None:
    folder = make_theme(tmp_path / "dashes")
    (folder / "hat.svg").write_text(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 20">'
        f'<path d="M0 0 L40 20" {path_attributes}/></svg>\n', encoding="utf-8")
    if refused:
        with pytest.raises(ThemeError, match=re.escape("uses dashed strokes")):
            load_theme(folder)
    else:
        assert load_theme(folder).item("hat").image.width == 40


def test_an_svg_of_too_many_shapes_is_refused(tmp_path: Path) -> None:
    folder = make_theme(tmp_path / "busy")
    rects = '<rect width="40" height="20" fill="red"/>' * MAX_SVG_ELEMENTS
    (folder / "hat.svg").write_text(
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 20">{rects}</svg>\n',
        encoding="utf-8")
    with pytest.raises(ThemeError, match=f"more than {MAX_SVG_ELEMENTS} elements"):
        load_theme(folder)


def test_png_of_absurd_proportions_is_refused(tmp_path: Path) -> None:
    folder = make_theme(tmp_path / "strip", image="hat.png")
    (folder / "hat.png").write_bytes(png(2048, 1))
    with pytest.raises(ThemeError, match="one side is 2048 times the other"):
        load_theme(folder)
    (folder / "hat.png").write_bytes(png(40, 20))
    assert load_theme(folder).item("hat").image.aspect == 2.0


def test_an_item_drawn_far_wider_than_the_avatar_is_refused(tmp_path: Path) -> None:
    folder = make_theme(tmp_path / "wide")
    # Ten times wider than tall (the limit) and as tall as the avatar: 20 avatars wide.
    (folder / "hat.svg").write_text(SVG.format('viewBox="0 0 100 10"'), encoding="utf-8")
    manifest = folder / "manifest.yaml"
    manifest.write_text(manifest.read_text(encoding="utf-8").replace("size: 0.1", "size: 1"),
                        encoding="utf-8")
    with pytest.raises(ThemeError, match="times as wide as the avatar"):
        load_theme(folder)


@pytest.mark.parametrize("size", [(10**9, 300), (300, 10**12), (99999, 99999), (0, -5)])
def test_render_size_is_bounded(size: tuple[int, int]) -> None:
    width, height = render_size(size)
    assert 1 <= width <= MAX_RENDER_SIDE and 1 <= height <= MAX_RENDER_SIDE
    assert width * height <= MAX_RENDER_PIXELS
    assert render_size((640, 480)) == (640, 480)


def test_the_svg_renderer_is_never_asked_for_an_unbounded_size(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Even a theme that slipped past the checks cannot make the renderer overflow."""
    import os

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    from drawpoker.ui import forfeit_art
    theme = load_theme(make_theme(tmp_path / "ok"))
    path = theme.avatar.path
    stretched = ThemeImage(path, 10000.0, 0.0001)  # what the old checks let through
    hat = theme.item("hat")
    forged = type(hat)(hat.id, hat.names, stretched, stretched, hat.anchor, 1.0, 0)
    sizes: list[tuple[int, int]] = []
    real = pygame.image.load_sized_svg

    def recording(file: object, size: tuple[int, int]) -> pygame.Surface:
        sizes.append(tuple(size))  # type: ignore[arg-type]
        return real(file, size)

    monkeypatch.setattr(pygame.image, "load_sized_svg", recording)
    art = forfeit_art.ForfeitArt(theme)
    art._image(forged.image, (300 * 10**8, 300))  # what a layout asks for such a picture
    assert sizes and all(w * h <= MAX_RENDER_PIXELS and max(w, h) <= MAX_RENDER_SIDE
                         for w, h in sizes)


def test_builtin_pictures_are_well_within_the_limits() -> None:
    for theme in discover_themes(builtin_themes_dir(), Path("/nonexistent")):
        for picture in [theme.avatar] + [i.image for i in theme.items]:
            assert max(picture.aspect, 1 / picture.aspect) <= MAX_IMAGE_ASPECT / 2


# ---------------------------------------------------------------- hostile manifests


def deep_manifest(folder: Path, depth: int = 20_000) -> Path:
    make_theme(folder)
    (folder / "manifest.yaml").write_text("[" * depth + "]" * depth, encoding="utf-8")
    return folder


def test_a_deeply_nested_manifest_is_refused(tmp_path: Path) -> None:
    folder = deep_manifest(tmp_path / "deep")
    assert (folder / "manifest.yaml").stat().st_size == 40_000
    with pytest.raises(ThemeError, match=r"manifest.yaml nests lists or mappings too deeply"):
        load_theme(folder)


def test_a_deep_manifest_removes_only_its_own_theme(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    user = tmp_path / "themes"
    deep_manifest(user / "a-deep")
    make_theme(user / "mine")
    builtins = [theme.id for theme in discover_themes(builtin_themes_dir(), tmp_path / "none")]
    problems: list[ThemeError] = []
    with caplog.at_level(logging.WARNING, logger="drawpoker.themes"):
        themes = discover_themes(builtin_themes_dir(), user, problems=problems)
    assert [theme.id for theme in themes] == [*builtins, "mine"]
    deep = [problem for problem in problems if problem.theme == "a-deep"]
    assert len(deep) == 1 and "too deeply" in deep[0].problem


def test_an_alias_bomb_manifest_is_refused_at_once(tmp_path: Path) -> None:
    folder = make_theme(tmp_path / "bomb")
    lines = ['a0: &a0 ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]']
    lines += [f"a{n}: &a{n} [{', '.join([f'*a{n - 1}'] * 9)}]" for n in range(1, 9)]
    (folder / "manifest.yaml").write_text("\n".join(lines) + "\n", encoding="utf-8")
    with pytest.raises(ThemeError, match=r"uses an alias \(\*a0\) at line 2"):
        load_theme(folder)


# ---------------------------------------------------------------- fuzzing the loader

_scalars = st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=20)
_structures = st.recursive(
    _scalars,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner,
                                                               max_size=4),
    max_leaves=30,
)
_keys = st.sampled_from(["id", "name", "author", "licence", "avatar", "items", "image",
                         "anchor", "size", "layer", "icon", "extra"])
_manifests = st.dictionaries(_keys, _structures | st.lists(
    st.dictionaries(_keys, _structures, max_size=8), max_size=3), max_size=8)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(raw=st.binary(max_size=400))
def test_random_bytes_only_ever_give_a_theme_error(tmp_path_factory: pytest.TempPathFactory,
                                                   raw: bytes) -> None:
    folder = make_theme(tmp_path_factory.mktemp("bytes") / "fuzz")
    (folder / "manifest.yaml").write_bytes(raw)
    with pytest.raises(ThemeError):
        load_theme(folder)


@settings(max_examples=size(150), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=_manifests | _structures)
def test_random_structures_only_ever_give_a_theme_error(
        tmp_path_factory: pytest.TempPathFactory, data: object) -> None:
    folder = make_theme(tmp_path_factory.mktemp("tree") / "fuzz")
    (folder / "manifest.yaml").write_text(yaml.safe_dump(data), encoding="utf-8")
    try:
        theme = load_theme(folder)
    except ThemeError as error:
        assert str(error).startswith("theme ")
    else:  # a random tree that happens to be a valid theme is fine, and really is one
        assert theme.items and theme.avatar.path.read_text(encoding="utf-8") == AVATAR
        assert all(i.image.path.read_text(encoding="utf-8") == ITEM for i in theme.items)


def test_the_game_draws_its_table_with_such_a_theme_chosen(tmp_path: Path) -> None:
    """End to end: the reported theme once made the game unable to start; now it is skipped."""
    import pygame

    from drawpoker.__main__ import main
    from drawpoker.themes import user_themes_dir

    folder = hat_theme(user_themes_dir() / "absurd", 'viewBox="0 0 10000 0.0001"')
    manifest = folder / "manifest.yaml"
    manifest.write_text(manifest.read_text(encoding="utf-8").replace("id: mine", "id: absurd"),
                        encoding="utf-8")
    out = tmp_path / "table.png"
    assert main(["--screenshot", str(out), "--scene", "table", "--theme", "absurd",
                 "--size", "1024x600"]) == 0
    assert pygame.image.load(str(out)).get_size() == (1024, 600)
