"""The theme validator refuses every broken theme with a clear message; built-ins are complete."""

from __future__ import annotations

import importlib.util
import logging
import os
import re
import shutil
import sys
from pathlib import Path
from types import ModuleType

import pytest

from drawpoker import paths
from drawpoker.themes import (
    DEFAULT_THEME_ID,
    LANGUAGES,
    MAX_IMAGE_BYTES,
    Theme,
    ThemeError,
    builtin_themes_dir,
    discover_themes,
    load_theme,
    load_theme_or_default,
    user_themes_dir,
)

ROOT = Path(__file__).resolve().parents[1]
FIXTURES = Path(__file__).resolve().parent / "data" / "themes"
ASSETS_SRC = ROOT / "assets" / "src"

AVATAR = (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 200">'
    '<rect x="30" y="20" width="40" height="160" fill="#e6dcc3"/></svg>\n'
)
ITEM = (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 20">'
    '<rect width="40" height="20" fill="#8e2f3c"/></svg>\n'
)

# One fixture folder per way a theme can be broken, and a piece of the message it must give.
BROKEN = {
    "unknown_key": "unknown key 'colour' in the manifest",
    "misspelt_key": "unknown key 'license' in the manifest (did you mean 'licence'?)",
    "unknown_item_key": "unknown key 'colour' in item 1",
    "missing_key": "missing key 'author' in the manifest",
    "missing_file": "item 'hat' image 'hat.svg' is missing",
    "missing_avatar": "avatar 'avatar.svg' is missing",
    "wrong_type": "item 'hat' size must be a number, got 'big'",
    "wrong_layer": "item 'hat' layer must be a whole number",
    "bad_anchor": "item 'hat' anchor must lie within the avatar",
    "items_not_list": "items must be a list, got a mapping",
    "parent_path": "'../unknown_key/hat.svg' leaves the theme folder",
    "absolute_path": "'/etc/hosts' is an absolute path",
    "windows_path": "is an absolute path",
    "bad_yaml": "manifest.yaml is not valid YAML at line",
    "python_tag": "manifest.yaml uses a special YAML type at line 7; only plain data",
    "not_mapping": "manifest.yaml must be a mapping",
    "no_items": "a theme needs 1 to 20 items, this one has 0",
    "too_many_items": "a theme needs 1 to 20 items, this one has 21",
    "duplicate_item": "id 'hat' is used twice",
    "bad_id": "id must be 1 to 32 lowercase letters",
    "wrong_suffix": "'hat.gif' must be a .svg or .png image",
    "huge_png": "'hat.png' is too large (4096x4096 pixels",
    "not_png": "'hat.png' is not a valid PNG file",
    "script_svg": "contains <script>",
    "external_link_svg": "links to another file",
    "entity_svg": "declares a DOCTYPE or entities",
    "broken_svg": "is not a valid SVG file",
    "sizeless_svg": "needs a viewBox or a width and height",
    "no_manifest": "no manifest.yaml",
}


def languages() -> list[str]:
    """Every language the game has a file for, and at least the five it ships."""
    found = {path.stem for path in paths.lang_dir().glob("*.yaml")}
    return sorted(found | set(LANGUAGES))


def make_theme(folder: Path, theme_id: str = "mine", image: str = "hat.svg") -> Path:
    """A small valid theme written into ``folder``."""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "avatar.svg").write_text(AVATAR, encoding="utf-8")
    (folder / "hat.svg").write_text(ITEM, encoding="utf-8")
    (folder / "manifest.yaml").write_text(
        f"id: {theme_id}\nname: {{en: Mine}}\nauthor: Me\nlicence: CC0-1.0\navatar: avatar.svg\n"
        f"items:\n  - id: hat\n    name: Hat\n    image: {image}\n    anchor: [0.5, 0.1]\n"
        "    size: 0.1\n",
        encoding="utf-8",
    )
    return folder


def load_script(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(f"assets_src_{name}", ASSETS_SRC / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


# ---------------------------------------------------------------- the validator


def test_every_fixture_is_covered() -> None:
    folders = {entry.name for entry in FIXTURES.iterdir() if entry.is_dir()}
    assert folders == set(BROKEN)


@pytest.mark.parametrize("name", sorted(BROKEN))
def test_broken_theme_is_refused_with_its_message(name: str) -> None:
    with pytest.raises(ThemeError) as caught:
        load_theme(FIXTURES / name)
    message = str(caught.value)
    assert BROKEN[name] in message
    # The message names the theme: its id once known, else its folder.
    expected = "My Theme!" if name == "bad_id" else name
    assert caught.value.theme in (name, expected)
    assert message.startswith(f"theme {caught.value.theme!r}: ")
    assert caught.value.problem in message


def test_python_tag_is_never_executed(tmp_path: Path) -> None:
    folder = tmp_path / "evil"
    shutil.copytree(FIXTURES / "python_tag", folder)
    marker = tmp_path / "ran"
    manifest = folder / "manifest.yaml"
    manifest.write_text(
        manifest.read_text(encoding="utf-8").replace("echo pwned", f"touch {marker}"),
        encoding="utf-8",
    )
    with pytest.raises(ThemeError):
        load_theme(folder)
    assert not marker.exists()


def test_oversize_image_is_refused(tmp_path: Path) -> None:
    folder = make_theme(tmp_path / "big")
    padding = "<!--" + "x" * MAX_IMAGE_BYTES + "-->"
    (folder / "hat.svg").write_text(ITEM.replace("</svg>", padding + "</svg>"), encoding="utf-8")
    with pytest.raises(ThemeError, match=r"theme 'mine': .*'hat.svg' is too large \(\d+ bytes"):
        load_theme(folder)


def test_empty_image_is_refused(tmp_path: Path) -> None:
    folder = make_theme(tmp_path / "empty")
    (folder / "hat.svg").write_bytes(b"")
    with pytest.raises(ThemeError, match=re.escape("'hat.svg' is empty")):
        load_theme(folder)


@pytest.mark.skipif(not hasattr(os, "symlink"), reason="no symbolic links here")
def test_symlinked_image_is_refused(tmp_path: Path) -> None:
    outside = tmp_path / "secret.svg"
    outside.write_text(ITEM, encoding="utf-8")
    folder = make_theme(tmp_path / "linked", image="link.svg")
    try:
        (folder / "link.svg").symlink_to(outside)
    except OSError:
        pytest.skip("cannot create symbolic links here")
    with pytest.raises(ThemeError, match=re.escape("'link.svg' goes through a symbolic link")):
        load_theme(folder)


@pytest.mark.skipif(not hasattr(os, "symlink"), reason="no symbolic links here")
def test_symlinked_folder_is_refused(tmp_path: Path) -> None:
    outside = tmp_path / "elsewhere"
    outside.mkdir()
    (outside / "hat.svg").write_text(ITEM, encoding="utf-8")
    folder = make_theme(tmp_path / "linked", image="pics/hat.svg")
    try:
        (folder / "pics").symlink_to(outside, target_is_directory=True)
    except OSError:
        pytest.skip("cannot create symbolic links here")
    with pytest.raises(ThemeError, match=re.escape("'pics/hat.svg' goes through a symbolic link")):
        load_theme(folder)


@pytest.mark.skipif(not hasattr(os, "symlink"), reason="no symbolic links here")
def test_symlinked_manifest_is_refused(tmp_path: Path) -> None:
    real = make_theme(tmp_path / "real")
    folder = tmp_path / "copy"
    folder.mkdir()
    try:
        (folder / "manifest.yaml").symlink_to(real / "manifest.yaml")
    except OSError:
        pytest.skip("cannot create symbolic links here")
    with pytest.raises(ThemeError, match=re.escape("manifest.yaml is a symbolic link")):
        load_theme(folder)


@pytest.mark.parametrize(
    ("image", "problem"),
    [
        ("sub\\hat.svg", "uses backslashes"),
        ("C:hat.svg", "is an absolute path"),
        ("//server/share/hat.svg", "is an absolute path"),
        ("pics/../../hat.svg", "leaves the theme folder"),
        ("pics", "is not a file"),
        ("", "must be a file name"),
    ],
)
def test_unsafe_paths_are_refused(tmp_path: Path, image: str, problem: str) -> None:
    folder = make_theme(tmp_path / "paths", image=f"'{image}'")
    (folder / "pics").mkdir()
    with pytest.raises(ThemeError, match=re.escape(problem)):
        load_theme(folder)


def test_minimal_theme_loads(tmp_path: Path) -> None:
    theme = load_theme(make_theme(tmp_path / "ok"))
    assert theme.id == "mine"
    assert theme.builtin is False
    hat = theme.item("hat")
    assert hat.name("fr") == "Hat"  # a plain text serves every language
    assert hat.icon == hat.image  # no icon given: the worn picture is used
    assert hat.layer == 0
    assert hat.image.aspect == pytest.approx(2.0)
    assert theme.avatar.width == 100 and theme.avatar.height == 200
    # A theme is a value: equal when loaded twice, usable as a cache key.
    again = load_theme(tmp_path / "ok")
    assert again == theme and hash(again) == hash(theme)


def test_png_images_are_read_from_their_header(tmp_path: Path) -> None:
    folder = make_theme(tmp_path / "png", image="hat.png")
    shutil.copy(ROOT / "assets" / "icon.png", folder / "hat.png")
    theme = load_theme(folder)
    assert (theme.item("hat").image.width, theme.item("hat").image.height) == (256.0, 256.0)


def test_example_in_the_guide_is_a_valid_theme(tmp_path: Path) -> None:
    guide = (ROOT / "docs" / "themes.md").read_text(encoding="utf-8")
    example = re.search(r"```yaml\n(.*?)```", guide, re.DOTALL)
    assert example is not None
    folder = tmp_path / "my-hats"
    folder.mkdir()
    (folder / "manifest.yaml").write_text(example.group(1), encoding="utf-8")
    (folder / "avatar.svg").write_text(AVATAR, encoding="utf-8")
    (folder / "top-hat.svg").write_text(ITEM, encoding="utf-8")
    theme = load_theme(folder)
    assert theme.id == "my-hats"
    assert theme.item("top-hat").name("de") == "Zylinder"
    assert theme.item("top-hat").name("pt") == "Top hat"  # missing language: English


# ---------------------------------------------------------------- the built-in themes


def builtin() -> list[Theme]:
    return discover_themes(builtin_themes_dir(), Path("/nonexistent/drawpoker-themes"))


def test_builtin_themes_all_load() -> None:
    problems: list[ThemeError] = []
    themes = discover_themes(builtin_themes_dir(), Path("/nonexistent"), problems=problems)
    assert problems == []
    assert [theme.id for theme in themes] == ["party", "wardrobe"]
    assert all(theme.builtin for theme in themes)
    assert DEFAULT_THEME_ID == "wardrobe"


@pytest.mark.parametrize("theme", builtin(), ids=lambda theme: theme.id)
def test_builtin_theme_is_complete(theme: Theme) -> None:
    assert len(theme.items) >= 6
    assert len(set(theme.item_ids)) == len(theme.items)
    assert theme.avatar.path.is_file()
    for lang in languages():
        assert lang in theme.names, f"{theme.id} has no name in {lang}"
    for item in theme.items:
        # Three states on the table: worn (image), pawned and lost (icon).
        assert item.image.path.is_file() and item.image.path.suffix == ".svg"
        assert item.icon.path.is_file() and item.icon.path != item.image.path
        for lang in languages():
            assert item.names.get(lang, "").strip(), f"{theme.id}/{item.id}: no {lang} name"
        # The item sits on the avatar: its box stays inside the avatar's box.
        height = item.size
        width = item.size * item.image.aspect / theme.avatar.aspect
        x, y = item.anchor
        assert x - width / 2 >= 0 and x + width / 2 <= 1.0001, item.id
        assert y - height / 2 >= 0 and y + height / 2 <= 1.0001, item.id


def test_builtin_art_is_reproducible(tmp_path: Path) -> None:
    """The committed SVGs and manifests are exactly what the art script draws."""
    script = load_script("make_theme_art")
    script.main(["--out", str(tmp_path)])
    made = sorted(p.relative_to(tmp_path) for p in tmp_path.rglob("*") if p.is_file())
    shipped_dir = builtin_themes_dir()
    shipped = sorted(p.relative_to(shipped_dir) for p in shipped_dir.rglob("*") if p.is_file())
    assert made == shipped
    for relative in made:
        assert (tmp_path / relative).read_bytes() == (shipped_dir / relative).read_bytes(), relative


# ---------------------------------------------------------------- discovery and fallback


def test_discovery_skips_bad_user_themes(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    user = tmp_path / "themes"
    make_theme(user / "mine")
    shutil.copytree(FIXTURES / "unknown_key", user / "broken")
    make_theme(user / "impostor", theme_id="wardrobe")  # may not replace a built-in theme
    (user / "notes").mkdir()  # a stray folder without a manifest
    (user / ".hidden").mkdir()
    (user / "readme.txt").write_text("not a theme", encoding="utf-8")
    problems: list[ThemeError] = []
    with caplog.at_level(logging.WARNING, logger="drawpoker.themes"):
        themes = discover_themes(builtin_themes_dir(), user, problems=problems)
    assert [theme.id for theme in themes] == ["party", "wardrobe", "mine"]
    assert [theme.builtin for theme in themes] == [True, True, False]
    messages = [str(problem) for problem in problems]
    assert len(messages) == 3
    assert any("unknown key 'colour'" in message for message in messages)
    assert any("already used" in message for message in messages)
    assert any("no manifest.yaml" in message for message in messages)
    assert sum("skipping theme" in record.getMessage() for record in caplog.records) == 3


def test_discovery_with_missing_folders_finds_nothing(tmp_path: Path) -> None:
    assert discover_themes(tmp_path / "none", tmp_path / "nothing") == []


def test_load_theme_or_default(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    user = tmp_path / "themes"
    make_theme(user / "mine")
    shutil.copytree(FIXTURES / "missing_file", user / "missing_file")
    builtin_dir = builtin_themes_dir()
    assert load_theme_or_default("mine", builtin_dir, user).id == "mine"
    assert load_theme_or_default("party", builtin_dir, user).id == "party"
    assert load_theme_or_default(None, builtin_dir, user).id == "wardrobe"
    with caplog.at_level(logging.WARNING, logger="drawpoker.themes"):
        problems: list[ThemeError] = []
        fallback = load_theme_or_default("missing_file", builtin_dir, user, problems=problems)
    assert fallback.id == "wardrobe"
    assert any("'missing_file'" in str(problem) for problem in problems)
    assert any("not available" in record.getMessage() for record in caplog.records)
    assert load_theme_or_default("no-such-theme", builtin_dir, user).id == "wardrobe"


def test_default_folders(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(paths.HOME_ENV, str(tmp_path))
    assert user_themes_dir() == tmp_path / "data" / "themes"
    make_theme(user_themes_dir() / "mine")
    assert [theme.id for theme in discover_themes()] == ["party", "wardrobe", "mine"]
    assert builtin_themes_dir() == paths.assets_dir() / "forfeits"


def test_application_icon_is_reproducible() -> None:
    script = load_script("make_icon")
    assert script.icon_svg() == (ROOT / "assets" / "icon.svg").read_text(encoding="utf-8")
    header = (ROOT / "assets" / "icon.png").read_bytes()[:24]
    assert header[:8] == b"\x89PNG\r\n\x1a\n"
    assert int.from_bytes(header[16:20], "big") == int.from_bytes(header[20:24], "big") == 256


def _count_reads(monkeypatch: pytest.MonkeyPatch) -> list[Path]:
    """The theme folders ``catalog.load_theme`` reads from now on, in order."""
    from drawpoker.themes import catalog

    reads: list[Path] = []
    real = catalog.load_theme

    def counting(path: Path, *, builtin: bool = False) -> object:
        reads.append(path)
        return real(path, builtin=builtin)

    monkeypatch.setattr(catalog, "load_theme", counting)
    return reads


def test_a_theme_is_read_once_until_one_of_its_files_changes(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 25: opening the hold'em table read every theme once per seat (5 x 31-34 ms). A
    theme is now remembered with its files' sizes and times, and read again when one changes."""
    from drawpoker.themes import catalog

    folder = make_theme(tmp_path / "user" / "mine")
    reads = _count_reads(monkeypatch)
    for _ in range(5):
        ids = [t.id for t in catalog.discover_themes(user_dir=tmp_path / "user")]
        assert "mine" in ids
    assert reads.count(folder) == 1
    manifest = folder / "manifest.yaml"
    manifest.write_text(manifest.read_text(encoding="utf-8").replace("mine", "mine2", 1),
                        encoding="utf-8")
    os.utime(manifest, ns=(1, 10**18))  # a time no earlier read had
    ids = [t.id for t in catalog.discover_themes(user_dir=tmp_path / "user")]
    assert reads.count(folder) == 2 and "mine2" in ids


def test_a_refused_theme_is_read_once_until_one_of_its_files_changes(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A broken theme of the player's was read again, all of it, at every look for themes
    (the settings page, each hold'em seat). Its refusal is remembered like a theme, still
    reported every time, and the theme is read again once a file of it changes."""
    from drawpoker.themes import catalog

    user = tmp_path / "user"
    shutil.copytree(FIXTURES / "unknown_key", user / "broken")
    reads = _count_reads(monkeypatch)
    for _ in range(4):
        problems: list[ThemeError] = []
        ids = [t.id for t in catalog.discover_themes(user_dir=user, problems=problems)]
        assert ids == ["party", "wardrobe"]
        assert len(problems) == 1 and "unknown key 'colour'" in str(problems[0])
    assert reads.count(user / "broken") == 1
    manifest = user / "broken" / "manifest.yaml"
    manifest.write_text(manifest.read_text(encoding="utf-8").replace("colour", "color"),
                        encoding="utf-8")
    os.utime(manifest, ns=(1, 10**18))
    problems = []
    catalog.discover_themes(user_dir=user, problems=problems)
    assert reads.count(user / "broken") == 2
