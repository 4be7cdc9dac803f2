"""Each computer player at the hold'em table has her own look: the colours of her picture
swapped for palettes chosen from her name, no two players sharing hair or top."""

from __future__ import annotations

import pygame
import pytest
from ui_driver import Driver, make_app

from drawpoker.ui.forfeit_art import recoloured
from drawpoker.ui.holdem.looks import DISTINCT, Looks, load_looks, palettes_for
from drawpoker.ui.holdem.scene import HoldemTableScene
from drawpoker.ui.scene import SceneName

NAMES = ("", "Ada", "Carmen", "Elsa", "Greta", "Ines")


def test_six_players_all_look_different_at_the_table() -> None:
    app = make_app(speed="instant")
    app.go(SceneName.TITLE)
    app.go(SceneName.HOLDEM_TABLE, opponents=5, seed=5)
    driver = Driver(app)
    driver.settle()
    scene = driver.scene
    assert isinstance(scene, HoldemTableScene)
    # Five players, two themes: without looks of their own three would share one face.
    assert len({scene.control.seating.themes[s] for s in range(1, 6)}) < 5
    box = pygame.Rect(0, 0, 96, 140)
    pictures = [pygame.image.tobytes(scene.pictures(seat).avatar(box, set()), "RGBA")
                for seat in range(1, 6)]
    assert len(set(pictures)) == 5
    app.draw()  # and the table draws them


def test_the_look_follows_the_name() -> None:
    looks = load_looks()
    assert looks is not None, "assets/holdem/looks.yaml must load"
    first = palettes_for(NAMES)
    assert palettes_for(NAMES) == first and first[0] == {}
    # The first opponent's look depends on her name alone, not on who else sits down.
    assert palettes_for(("", "Ada", "Zoe"))[1] == first[1]
    for part in DISTINCT:
        hair = looks.parts[part][0].lower()
        worn = [swap.get(hair, hair) for swap in first[1:]]
        assert len(set(worn)) == len(worn), (part, worn)


def test_a_swap_is_done_in_one_pass() -> None:
    svg = b'<path fill="#111111" stroke="#222222"/><circle fill="#AbCdEf"/>'
    out = recoloured(svg, {"#111111": "#222222", "#222222": "#111111", "#abcdef": "#000000"})
    assert out == b'<path fill="#222222" stroke="#111111"/><circle fill="#000000"/>'


@pytest.mark.parametrize("data", [
    None,
    {"parts": {"hair": ["#5b3a29"]}},  # no palettes
    {"parts": {"hair": ["#5b3a29"]}, "palettes": {"hair": [["#000000", "#111111"]]}},
    {"parts": {"hair": ["brown"]}, "palettes": {"hair": [["#000000"]]}},
])
def test_a_wrong_looks_file_is_refused_with_a_reason(data: object) -> None:
    with pytest.raises(ValueError, match=r"must|no palettes"):
        Looks.from_dict(data)
