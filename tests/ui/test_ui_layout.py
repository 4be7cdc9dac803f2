"""Nothing on the table overlaps or leaves the window, at the sizes players use."""

from __future__ import annotations

import itertools

import pygame
import pytest
from ui_driver import make_app

from drawpoker.ui import staging
from drawpoker.ui.shots import build_table
from drawpoker.ui.table.layout import TableLayout
from drawpoker.ui.table.scene import TableScene

SIZES = [(1024, 600), (1280, 720), (1920, 1080), (1366, 768), (1280, 1024), (2560, 1080)]


def regions(lay: TableLayout) -> dict[str, pygame.Rect]:
    mine = lay.my_cards[0].unionall(lay.my_cards)
    mine.top -= lay.lift  # a marked card is lifted
    hers = lay.her_cards[0].unionall(lay.her_cards)
    return {
        "avatar": lay.avatar_panel, "pawn": lay.pawn_panel, "me": lay.me_panel,
        "deal": lay.deal_panel, "history": lay.history_panel, "trophies": lay.trophy_panel,
        "her cards": hers, "her hand": lay.her_hand_label, "bubble": lay.bubble_area,
        "deck": lay.deck, "pot": lay.pot, "pot label": lay.pot_label,
        "carried": lay.carried_label, "message": lay.message, "my cards": mine,
        "hand name": lay.hand_label, "actions": lay.actions, "muck": lay.muck,
    }


@pytest.mark.parametrize("size", SIZES)
def test_table_regions_fit_and_do_not_overlap(size: tuple[int, int]) -> None:
    lay = TableLayout(size)
    screen = pygame.Rect((0, 0), size)
    named = regions(lay)
    for name, rect in named.items():
        assert screen.contains(rect), f"{name} {rect} leaves the {size} window"
    for (a, ra), (b, rb) in itertools.combinations(named.items(), 2):
        if {a, b} == {"deck", "pot"} or {a, b} == {"muck", "pot"}:
            continue  # deck and muck sit beside the pot on the same row, checked below
        assert not ra.colliderect(rb), f"{a} {ra} overlaps {b} {rb} at {size}"
    assert not named["deck"].colliderect(named["pot"]) and not named["muck"].colliderect(
        named["pot"])
    for n in range(6):
        slot = lay.trophy_slot(n, 6)
        assert lay.trophy_panel.contains(slot)


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("state", ["deal", "showdown", "pawned", "lost"])
def test_controls_fit_in_their_bar(size: tuple[int, int], state: str) -> None:
    app = make_app(size=size, speed="instant")
    table = build_table(app, state, seed=3)
    assert isinstance(table, TableScene)
    app.draw()
    bar = table.layout.actions
    rects = [b.rect for b in table.buttons]
    if table.selector.active:
        rects.append(table.selector.rect)
    assert rects, "some control is always offered when the table waits"
    for rect in rects:
        assert bar.contains(rect), f"{rect} leaves the action bar {bar}"
    for a, b in itertools.combinations(rects, 2):
        assert not a.colliderect(b)
    assert staging.reached(state, table)
