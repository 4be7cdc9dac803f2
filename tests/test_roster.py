"""The roster of opponents: the shipped file loads, every broken variant is refused with a
message that says what to fix, every face renders, and the themes' items fit every one of her.
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

from drawpoker.ai.draw import LEVELS as AI_LEVELS
from drawpoker.ai.draw.levels import Easy, Normal, ThresholdPlayer
from drawpoker.roster import (
    LEVELS,
    LIMITS,
    MAX_LINE,
    SITUATIONS,
    TUNING,
    RosterError,
    load_roster,
    roster_from_data,
    roster_path,
)
from drawpoker.safe_yaml import read_yaml_file
from drawpoker.themes import LANGUAGES, builtin_themes_dir, load_theme
from drawpoker.themes.expressions import EXPRESSIONS

ROSTER = load_roster()
FOLDER = roster_path().parent


def shipped_data() -> dict[str, Any]:
    data = read_yaml_file(roster_path(), LIMITS).data
    assert isinstance(data, dict)
    return copy.deepcopy(data)


def refused(data: object, match: str, folder: Path = FOLDER) -> str:
    """The message a broken variant gets: the whole file refused when no character is left,
    else the broken character left out (her message in ``problems``)."""
    try:
        roster = roster_from_data(data, folder)
    except RosterError as exc:
        assert re.search(match, str(exc)), str(exc)
        return str(exc)
    said = [str(problem) for problem in roster.problems]
    found = [text for text in said if re.search(match, text)]
    assert found, said
    return found[0]


# --------------------------------------------------------------------------- the shipped file


def test_the_roster_has_six_distinct_opponents() -> None:
    assert len(ROSTER.characters) >= 6
    assert len(set(ROSTER.ids)) == len(ROSTER.ids)
    assert len({c.name for c in ROSTER.characters}) == len(ROSTER.characters)
    assert len({c.folder for c in ROSTER.characters}) == len(ROSTER.characters)


def test_styles_cover_the_levels_as_the_issue_asks() -> None:
    easy = {c.style.kind for c in ROSTER.at_level("easy")}
    assert {"cautious", "bluffer"} <= easy
    assert "solid" in {c.style.kind for c in ROSTER.at_level("hard")}
    assert ROSTER.at_level("normal")
    assert [c.style.reads for c in ROSTER.characters] == [
        c.style.level == "hard" for c in ROSTER.characters
    ]


def test_the_cautious_player_is_tighter_and_the_bluffer_bluffs_more() -> None:
    cautious = next(c for c in ROSTER.at_level("easy") if c.style.kind == "cautious").style
    bluffer = next(c for c in ROSTER.at_level("easy") if c.style.kind == "bluffer").style
    assert cautious.tuning["call1_at"] > Easy.call1_at
    assert cautious.tuning["bluff_rate"] < Easy.bluff_rate < bluffer.tuning["bluff_rate"]


def test_levels_and_knobs_are_the_computer_players_own() -> None:
    assert LEVELS == AI_LEVELS
    for knob in TUNING:
        assert hasattr(ThresholdPlayer, knob), knob
        assert hasattr(Easy, knob) and hasattr(Normal, knob)


def test_every_character_speaks_every_language_in_every_situation() -> None:
    for character in ROSTER.characters:
        for situation in SITUATIONS:
            for lang in LANGUAGES:
                lines = character.lines_for(situation, lang)
                assert lines and all(len(line) <= MAX_LINE for line in lines)
            assert character.lines_for(situation, "pt-BR") == character.lines[situation]["pt"]
            assert character.lines_for(situation, "xx") == character.lines[situation]["en"]
        assert character.describe("de") and character.style.describe("fr")


def test_no_two_characters_share_a_line() -> None:
    seen: dict[str, str] = {}
    for character in ROSTER.characters:
        for by_lang in character.lines.values():
            for line in by_lang["en"]:
                assert seen.setdefault(line, character.id) == character.id, line


def test_lookup() -> None:
    first = ROSTER.characters[0]
    assert ROSTER.get(first.id) is first
    assert first.face("neutral") == first.avatar
    assert first.face("no-such-mood") == first.avatar
    with pytest.raises(KeyError):
        ROSTER.get("nobody")


# --------------------------------------------------------------------------- refusals


def test_missing_language_is_named() -> None:
    data = shipped_data()
    del data["characters"][1]["lines"]["pawned"]["de"]
    message = refused(data, "missing language 'de'")
    assert "kiki" in message and "lines.pawned" in message


def test_missing_language_in_the_description() -> None:
    data = shipped_data()
    del data["characters"][0]["about"]["pt"]
    refused(data, r"character 'rosa': about: missing language 'pt'")


def test_unknown_level() -> None:
    data = shipped_data()
    data["characters"][0]["style"]["level"] = "expert"
    refused(data, r"unknown level 'expert'; levels: easy, normal, hard")


def test_unknown_kind_gets_a_suggestion() -> None:
    data = shipped_data()
    data["characters"][0]["style"]["kind"] = "bluff"
    refused(data, r"unknown kind 'bluff' \(did you mean 'bluffer'\?\)")


def test_tuning_is_for_the_threshold_levels_only() -> None:
    data = shipped_data()
    hard = next(c for c in data["characters"] if c["style"]["level"] == "hard")
    hard["style"]["tuning"] = {"bluff_rate": 0.5}
    refused(data, "level 'hard' takes no tuning")


def test_unknown_or_out_of_range_knob() -> None:
    data = shipped_data()
    data["characters"][0]["style"]["tuning"] = {"bluf_rate": 0.5}
    refused(data, r"unknown tuning knob 'bluf_rate' \(did you mean 'bluff_rate'\?\)")
    data["characters"][0]["style"]["tuning"] = {"open_at": 1.5}
    refused(data, "tuning open_at must be a number from 0 to 1")
    data["characters"][0]["style"]["tuning"] = {"max_raises": 1.5}
    refused(data, "max_raises must be a whole number")


def test_line_too_long() -> None:
    data = shipped_data()
    data["characters"][2]["lines"]["she_wins"]["fr"][0] = "x" * (MAX_LINE + 1)
    refused(data, rf"lines.she_wins.fr: line too long \({MAX_LINE + 1} characters; at most")


def test_languages_must_have_as_many_lines_as_each_other() -> None:
    data = shipped_data()
    data["characters"][0]["lines"]["greeting"]["es"].pop()
    refused(data, r"every language needs as many lines as the others \(found en 3, .*es 2")


def test_unknown_situation_and_missing_situation() -> None:
    data = shipped_data()
    data["characters"][0]["lines"]["greting"] = data["characters"][0]["lines"].pop("greeting")
    refused(data, r"unknown situation 'greting' \(did you mean 'greeting'\?\)")
    data = shipped_data()
    del data["characters"][0]["lines"]["bought_back"]
    refused(data, r"lines.bought_back: missing")


def test_placeholders_only_where_the_table_fills_them() -> None:
    data = shipped_data()
    data["characters"][0]["lines"]["she_wins"]["en"][0] = "I won {amount}!"
    refused(data, r"unknown placeholder \{amount\}")
    data = shipped_data()
    data["characters"][0]["lines"]["pawned"]["en"][0] = "Goodbye, {item}."
    roster_from_data(data, FOLDER)  # allowed there


def test_duplicate_id_and_unknown_key() -> None:
    data = shipped_data()
    data["characters"].append(copy.deepcopy(data["characters"][0]))
    refused(data, r"character 'rosa': the id is used twice")
    data = shipped_data()
    data["characters"][0]["nmae"] = data["characters"][0].pop("name")
    refused(data, r"unknown key 'nmae' \(did you mean 'name'\?\)")


def test_not_a_roster_at_all() -> None:
    refused([], "must hold a list of `characters`")
    refused({"characters": []}, "empty")


def test_missing_mood_face(tmp_path: Path) -> None:
    data = shipped_data()
    art = data["characters"][0]["art"]
    shutil.copytree(FOLDER / art, tmp_path / art)
    (tmp_path / art / "faces" / "smug.svg").unlink()
    refused(data, r"character 'rosa': mood 'smug'.*faces/smug.svg.*missing", tmp_path)


def test_missing_art_folder(tmp_path: Path) -> None:
    refused(shipped_data(), r"art folder 'rosa' is missing", tmp_path)


def test_broken_yaml_is_a_roster_error(tmp_path: Path) -> None:
    broken = tmp_path / "roster.yaml"
    broken.write_text("characters: [\n", encoding="utf-8")
    with pytest.raises(RosterError, match=r"roster: roster\.yaml"):
        load_roster(broken)


# --------------------------------------------------------------------------- pictures


@pytest.fixture(scope="module")
def pygame_module() -> Any:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    pygame.init()
    return pygame


@pytest.mark.parametrize("character", ROSTER.characters, ids=lambda c: c.id)
def test_every_mood_renders(pygame_module: Any, character: Any) -> None:
    assert set(character.faces) == set(EXPRESSIONS)
    for mood in EXPRESSIONS:
        image = character.face(mood)
        assert (image.width, image.height) == (180, 300)
        surface = pygame_module.image.load_sized_svg(str(image.path), (54, 90))
        width, height = surface.get_size()
        assert height == 90 and 53 <= width <= 55  # the renderer rounds the width up
        assert pygame_module.mask.from_surface(surface).count() > width * height // 3


def render(pygame: Any, path: Path, size: tuple[int, int]) -> Any:
    return pygame.mask.from_surface(pygame.image.load_sized_svg(str(path), size))


def span(mask: Any, y: int) -> tuple[int, int] | None:
    """The leftmost and rightmost opaque pixel of row ``y``."""
    xs = [x for x in range(mask.get_size()[0]) if mask.get_at((x, y))]
    return (xs[0], xs[-1]) if xs else None


@pytest.mark.parametrize("character", ROSTER.characters, ids=lambda c: c.id)
def test_the_wardrobe_fits_her(pygame_module: Any, character: Any) -> None:
    """At 1 px per unit: each item sits where her head, eyes, neck, body and hands are."""
    theme = load_theme(builtin_themes_dir() / "wardrobe")
    body = render(pygame_module, character.avatar.path, (180, 300))

    def rect(item_id: str) -> tuple[float, float, float, float]:
        item = theme.item(item_id)
        height = item.size * 300
        width = height * item.image.aspect
        cx, cy = item.anchor[0] * 180, item.anchor[1] * 300
        return cx - width / 2, cy - height / 2, cx + width / 2, cy + height / 2

    head = pygame_module.mask.Mask((180, 300))
    head.draw(body, (0, 0))
    for y in range(100, 300):
        for x in range(180):
            head.set_at((x, y), 0)
    (top_x, top_y, top_w, _), *_ = sorted(head.get_bounding_rects(), key=lambda r: -r.w)
    x0, y0, x1, y1 = rect("hat")
    assert top_x <= (x0 + x1) / 2 <= top_x + top_w, "the hat is centred over her head"
    assert top_y <= y1 <= 84, "the hat's brim is between the top of her head and her eyes"
    x0, y0, x1, y1 = rect("sunglasses")
    eye_y = 84
    assert y0 < eye_y < y1
    assert body.get_at((int(x0) + 6, eye_y)) and body.get_at((int(x1) - 6, eye_y))
    x0, y0, x1, y1 = rect("scarf")
    assert body.get_at((int((x0 + x1) / 2), int(y0) + 4)), "the scarf starts at her neck"
    for hand_x, hand_y in ((67 - 40, 242), (173 - 40, 242)):
        assert body.get_at((hand_x, hand_y)), "a hand where the gloves go"
        gx0, gy0, gx1, gy1 = rect("gloves")
        assert gx0 <= hand_x <= gx1 and gy0 <= hand_y <= gy1
    jx0, jy0, jx1, jy1 = rect("jacket")
    jacket = render(
        pygame_module, theme.item("jacket").image.path, (round(jx1 - jx0), round(jy1 - jy0))
    )
    for y in range(150, 222, 6):
        hers, its = span(body, y), span(jacket, y - round(jy0))
        assert hers is not None and its is not None
        assert its[0] + round(jx0) - 2 <= hers[0] and hers[1] <= its[1] + round(jx0) + 2, (
            f"her body shows past the jacket at y={y}"
        )


def test_roster_art_is_reproducible(tmp_path: Path) -> None:
    """The committed SVGs are exactly what the art script draws (run it after editing it)."""
    name = "assets_src_make_roster_art"
    spec = importlib.util.spec_from_file_location(
        name, FOLDER.parent / "src" / "make_roster_art.py"
    )
    assert spec is not None and spec.loader is not None
    script = importlib.util.module_from_spec(spec)
    sys.modules[name] = script
    spec.loader.exec_module(script)
    script.main(["--out", str(tmp_path)])
    made = sorted(p.relative_to(tmp_path) for p in tmp_path.rglob("*.svg"))
    shipped = sorted(p.relative_to(FOLDER) for p in FOLDER.rglob("*.svg"))
    assert made == shipped
    assert {path.parts[0] for path in made} == {c.folder.name for c in ROSTER.characters}
    for relative in made:
        assert (tmp_path / relative).read_bytes() == (FOLDER / relative).read_bytes(), relative


def test_the_shipped_roster_passes_every_check_a_players_file_would() -> None:
    """The game reads its own roster like any other (issue 37): the bounded reader, every
    picture weighed; no character is left out."""
    import yaml

    from drawpoker.roster import roster_from_data, roster_path

    data = yaml.safe_load(roster_path().read_text(encoding="utf-8"))
    checked = roster_from_data(data, roster_path().parent)
    assert len(checked.characters) >= 6 and not checked.problems
