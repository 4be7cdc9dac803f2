"""Each opponent's own wardrobe (issue 41): the shipped wardrobes load, are hers in every
language and pass every picture check; every item of every wardrobe fits in every opponent's
avatar box and sits on her; a theme says whom its items dress (old themes unchanged); a broken
wardrobe leaves only its character out, with a message that says what to fix.
"""

from __future__ import annotations

import copy
import importlib.util
import os
import re
import shutil
import sys
from pathlib import Path
from typing import Any

import pytest

from drawpoker.roster import Character, RosterError, load_roster, roster_from_data, roster_path
from drawpoker.safe_yaml import read_yaml_file
from drawpoker.themes import LANGUAGES, ThemeError, builtin_themes_dir, load_theme
from drawpoker.themes.images import check_image
from drawpoker.themes.model import DRESS_OWN, DRESS_THEME, Theme
from drawpoker.wardrobe import MIN_WARDROBE, worn_by

ROSTER = load_roster()
FOLDER = roster_path().parent
WARDROBE_THEME = load_theme(builtin_themes_dir() / "wardrobe")
PARTY_THEME = load_theme(builtin_themes_dir() / "party")
#: The avatar's bottom strip hidden by her name plate at the draw table (docs/themes.md).
PLATE = 0.07
PAIRS = [(owner, wearer) for owner in ROSTER.characters for wearer in ROSTER.characters]


@pytest.fixture(scope="module")
def pygame_module() -> Any:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    pygame.init()
    return pygame


# --------------------------------------------------------------------------- they load


@pytest.mark.parametrize("character", ROSTER.characters, ids=lambda c: c.id)
def test_her_wardrobe_loads_and_is_hers_in_every_language(character: Character) -> None:
    wardrobe = character.wardrobe
    assert len(wardrobe) >= max(MIN_WARDROBE, 6), "as many items as a match puts on the line"
    assert len({item.id for item in wardrobe}) == len(wardrobe)
    theme_ids = set(WARDROBE_THEME.item_ids) | set(PARTY_THEME.item_ids)
    assert len({item.id for item in wardrobe} - theme_ids) >= 5, "her own, not the theme's"
    for item in wardrobe:
        assert set(item.names) == set(LANGUAGES), item.id
        for lang, name in item.names.items():
            assert name.strip() and len(name) <= 24, (item.id, lang, name)
        assert item.names["fr"] != item.names["en"] or item.id in {"gardenia"}, item.id
        for picture in (item.image, item.icon):
            assert picture.path.is_relative_to(character.folder / "wardrobe")
            check_image(picture.path, character.id, item.id)  # the themes' picture checks


def test_no_two_opponents_share_a_wardrobe() -> None:
    seen: dict[frozenset[str], str] = {}
    for character in ROSTER.characters:
        names = frozenset(item.names["en"] for item in character.wardrobe)
        assert names not in seen, (character.id, seen.get(names))
        seen[names] = character.id


def test_the_wardrobes_are_what_the_art_script_draws(tmp_path: Path) -> None:
    """Pictures and wardrobe files are exactly the script's (run it after editing it)."""
    name = "assets_src_make_roster_art_wardrobes"
    spec = importlib.util.spec_from_file_location(
        name, FOLDER.parent / "src" / "make_roster_art.py")
    assert spec is not None and spec.loader is not None
    script = importlib.util.module_from_spec(spec)
    sys.modules[name] = script
    spec.loader.exec_module(script)
    script.main(["--out", str(tmp_path)])
    for character in ROSTER.characters:
        made = sorted(p.relative_to(tmp_path) for p in (tmp_path / character.id).rglob("*")
                      if p.is_file() and "wardrobe" in p.relative_to(tmp_path).parts[1])
        assert made, character.id
        for relative in made:
            assert (tmp_path / relative).read_bytes() == (FOLDER / relative).read_bytes(), \
                relative


# --------------------------------------------------------------------------- they fit


def _box(item: Any, width: float, height: float) -> tuple[float, float, float, float]:
    h = item.size * height
    w = h * item.image.aspect
    cx, cy = item.anchor[0] * width, item.anchor[1] * height
    return cx - w / 2, cy - h / 2, cx + w / 2, cy + h / 2


@pytest.mark.parametrize(("owner", "wearer"), PAIRS,
                         ids=[f"{o.id}-on-{w.id}" for o, w in PAIRS])
def test_every_item_fits_every_opponents_avatar_box(pygame_module: Any, owner: Character,
                                                    wearer: Character) -> None:
    """Each item of ``owner``'s wardrobe, placed on ``wearer``'s avatar as the table places
    it: inside the box and above the name plate's strip; on its owner, over her (not in the
    air beside her: a hat on her hair, a tin in her hand)."""
    pygame = pygame_module
    avatar = wearer.avatar
    width, height = 180, round(180 / avatar.aspect)
    body = pygame.mask.from_surface(pygame.image.load_sized_svg(str(avatar.path),
                                                                (width, height)))
    for item in owner.wardrobe:
        x0, y0, x1, y1 = _box(item, width, height)
        assert x0 >= 0 and x1 <= width and y0 >= 0, (item.id, (x0, y0, x1, y1))
        assert y1 <= height * (1 - PLATE), f"{item.id} reaches under her name plate"
        size = (max(1, round(x1 - x0)), max(1, round(y1 - y0)))
        drawn = pygame.mask.from_surface(pygame.image.load_sized_svg(str(item.image.path), size))
        if owner is wearer:
            over = body.overlap_area(drawn, (round(x0), round(y0)))
            assert over >= 0.25 * drawn.count(), f"{item.id} hangs in the air beside her"


@pytest.mark.parametrize("character", ROSTER.characters, ids=lambda c: c.id)
def test_no_item_is_cut_by_its_own_picture_box(pygame_module: Any,
                                               character: Character) -> None:
    """An item's viewBox holds all of its drawing: nothing opaque on its outer edge."""
    pygame = pygame_module
    for item in character.wardrobe:
        for picture in (item.image, item.icon):
            size = (round(picture.width * 3), round(picture.height * 3))
            surface = pygame.image.load_sized_svg(str(picture.path), size)
            w, h = surface.get_size()
            edge = [(x, 0) for x in range(w)] + [(x, h - 1) for x in range(w)] \
                + [(0, y) for y in range(h)] + [(w - 1, y) for y in range(h)]
            cut = [p for p in edge if surface.get_at(p).a > 64]
            assert not cut, f"{picture.path.name} is cut at {cut[:3]}"


# --------------------------------------------------------------------------- who dresses whom


def test_the_wardrobe_theme_dresses_each_in_her_own_and_party_dresses_all_alike() -> None:
    from drawpoker.ui.characters import dressed

    assert WARDROBE_THEME.dress == DRESS_OWN and PARTY_THEME.dress == DRESS_THEME
    for character in ROSTER.characters:
        own = dressed(WARDROBE_THEME, character)
        assert own.items == character.wardrobe and own.avatar == character.avatar
        party = dressed(PARTY_THEME, character)
        assert party.items == PARTY_THEME.items and party.avatar == character.avatar


def test_a_theme_without_dress_keeps_dressing_everyone(tmp_path: Path) -> None:
    """Themes made before wardrobes: no `dress` key, their items on every opponent."""
    from drawpoker.ui.characters import dressed

    folder = tmp_path / "old"
    shutil.copytree(builtin_themes_dir() / "wardrobe", folder)
    manifest = folder / "manifest.yaml"
    text = manifest.read_text(encoding="utf-8")
    manifest.write_text(text.replace("dress: own\n", "").replace("id: wardrobe", "id: old"),
                        encoding="utf-8")
    old = load_theme(folder)
    assert old.dress == DRESS_THEME
    rosa = ROSTER.get("rosa")
    assert dressed(old, rosa).items == old.items


@pytest.mark.parametrize("value", ["everyone", 3, ["own"], "OWN"])
def test_a_wrong_dress_is_refused_with_the_choices(tmp_path: Path, value: object) -> None:
    folder = tmp_path / "bad"
    shutil.copytree(builtin_themes_dir() / "party", folder)
    manifest = folder / "manifest.yaml"
    manifest.write_text(manifest.read_text(encoding="utf-8") + f"dress: {value}\n",
                        encoding="utf-8")
    with pytest.raises(ThemeError, match=r"dress must be one of theme, own"):
        load_theme(folder)


def test_a_short_wardrobe_is_followed_by_the_themes_items() -> None:
    rosa = ROSTER.get("rosa")
    short = rosa.wardrobe[:5]
    items = worn_by(WARDROBE_THEME, short)
    assert items[:5] == short and items[5:] == WARDROBE_THEME.items[5:]
    theme_own: Theme = WARDROBE_THEME
    assert worn_by(theme_own, ()) == WARDROBE_THEME.items, "no wardrobe: the theme's items"


# --------------------------------------------------------------------------- refused


def _shipped() -> dict[str, Any]:
    data = read_yaml_file(roster_path(), load_roster.__globals__["LIMITS"]).data
    assert isinstance(data, dict)
    return copy.deepcopy(data)


def _copy_rosa(tmp_path: Path) -> tuple[dict[str, Any], Path]:
    """The roster with Rosa's folder copied under ``tmp_path`` (the others' too), to break."""
    for character in ROSTER.characters:
        shutil.copytree(FOLDER / character.id, tmp_path / character.id)
    return _shipped(), tmp_path / "rosa" / "wardrobe.yaml"


def _left_out(data: dict[str, Any], folder: Path) -> str:
    roster = roster_from_data(data, folder)
    assert "rosa" not in roster.ids and len(roster.ids) == len(ROSTER.ids) - 1
    (problem,) = roster.problems
    assert problem.character == "rosa"
    return str(problem)


@pytest.mark.parametrize(("edit", "said"), [
    (lambda t: t.replace('de: "Keksdose"', 'xx: "Keksdose"'),
     r"item 'biscuit_tin' has no name in de"),
    (lambda t: t.replace("image: wardrobe/apron.svg", "image: ../kiki/avatar.svg"),
     r"leaves the theme folder"),
    (lambda t: t.replace("image: wardrobe/apron.svg", "image: wardrobe/nothing.svg"),
     r"is missing"),
    (lambda t: t.replace("items:", "items: []\nthings:"), r"must hold one key, `items`"),
    (lambda t: t.split("  - id: cameo_brooch")[0], r"a wardrobe needs 5 to 20 items"),
    (lambda t: t.replace("size: 0.1200", "size: 9"), r"size must be above 0"),
])
def test_a_broken_wardrobe_leaves_her_out_with_a_reason(tmp_path: Path, edit: Any,
                                                        said: str) -> None:
    data, wardrobe = _copy_rosa(tmp_path)
    wardrobe.write_text(edit(wardrobe.read_text(encoding="utf-8")), encoding="utf-8")
    message = _left_out(data, tmp_path)
    assert "wardrobe" in message and "rosa" in message
    assert re.search(said, message), message


@pytest.mark.parametrize("value", ["../wardrobe.yaml", "/etc/passwd", 7, "wardrobe.yml"])
def test_a_wardrobe_named_outside_her_folder_is_refused(tmp_path: Path, value: object) -> None:
    data, _ = _copy_rosa(tmp_path)
    data["characters"][0]["wardrobe"] = value
    assert "wardrobe must name a .yaml file" in _left_out(data, tmp_path)


def test_a_hostile_picture_in_a_wardrobe_is_refused(tmp_path: Path) -> None:
    data, _ = _copy_rosa(tmp_path)
    (tmp_path / "rosa" / "wardrobe" / "apron.svg").write_text(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><script>x</script></svg>',
        encoding="utf-8")
    assert "script" in _left_out(data, tmp_path)


def test_a_character_without_a_wardrobe_wears_the_themes_items(tmp_path: Path) -> None:
    from drawpoker.ui.characters import dressed

    data, _ = _copy_rosa(tmp_path)
    del data["characters"][0]["wardrobe"]
    roster = roster_from_data(data, tmp_path)
    assert not roster.problems and roster.get("rosa").wardrobe == ()
    assert dressed(WARDROBE_THEME, roster.get("rosa")).items == WARDROBE_THEME.items


def test_a_misspelt_wardrobe_key_gets_a_hint(tmp_path: Path) -> None:
    data, _ = _copy_rosa(tmp_path)
    data["characters"][0]["wardrobes"] = data["characters"][0].pop("wardrobe")
    assert "did you mean 'wardrobe'" in _left_out(data, tmp_path)


def test_a_roster_error_names_the_field() -> None:
    error = RosterError("character 'rosa': wardrobe", "x")
    assert str(error) == "roster: character 'rosa': wardrobe: x"
