"""Nothing on the table overlaps or leaves the window, at the sizes players use."""

from __future__ import annotations

import itertools
import shutil
import sys
from pathlib import Path

import pygame
import pytest
from ui_driver import make_app

from drawpoker import i18n, paths
from drawpoker.i18n import Translator, available_languages, t
from drawpoker.ui import text
from drawpoker.ui.draw import staging
from drawpoker.ui.draw.columns import MONEY_PX
from drawpoker.ui.draw.layout import TableLayout
from drawpoker.ui.draw.scene import TableScene
from drawpoker.ui.shots import build_table

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from pseudo_lang import CODE as PSEUDO
from pseudo_lang import write_pseudo_language

SIZES = [(1024, 600), (1280, 720), (1920, 1080), (1366, 768), (1280, 1024), (2560, 1080)]


def regions(lay: TableLayout) -> dict[str, pygame.Rect]:
    mine = lay.my_cards[0].unionall(lay.my_cards)
    mine.top -= lay.lift  # a marked card is lifted
    hers = lay.her_cards[0].unionall(lay.her_cards)
    return {
        "avatar": lay.avatar_panel, "pawn": lay.pawn_panel, "me": lay.me_panel,
        "deal": lay.deal_panel, "overlay buttons": lay.overlay_buttons,
        "trophies": lay.trophy_panel, "my chips": lay.my_stack, "her cards": hers,
        "her hand": lay.her_hand_label, "bubble": lay.bubble_area,
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
    # The overlays (issue 24) cover only the shelf and the player's chips, never the cards,
    # the buttons, the messages, the deal marker or a name plate with its money.
    for overlay, covers in (("log", lay.history_panel), ("coach", lay.coach_area)):
        assert screen.contains(covers)
        for name, rect in named.items():
            if name in {"pawn", "trophies", "my chips"}:
                continue
            assert not covers.colliderect(rect), f"the {overlay} {covers} covers {name} {rect}"


@pytest.mark.parametrize("size", SIZES)
def test_everything_on_the_cloth_lies_inside_the_rail(size: tuple[int, int]) -> None:
    """The table is a table: the cards, the pot and the plates lie on the cloth, her portrait
    and the shelf in the room beside it."""
    lay = TableLayout(size)
    named = regions(lay)
    for name in ("her cards", "deck", "pot", "muck", "my cards", "me", "deal", "my chips",
                 "message"):
        assert lay.cloth.contains(named[name]), f"{name} {named[name]} is off the cloth"
    for name in ("avatar", "pawn", "trophies"):
        assert not lay.table.colliderect(named[name]), f"{name} is on the table"


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


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("stack", [5, 195, 9995])
def test_her_name_money_and_dealer_button_never_collide(size: tuple[int, int], stack: int,
                                                         tmp_path: Path,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    """Long names (every language, and a pseudo-language 30 % longer) and four-digit stacks."""
    folder = write_pseudo_language(tmp_path / "lang", growth=0.3)
    for real in paths.lang_dir().glob("*.yaml"):
        shutil.copyfile(real, folder / real.name)
    monkeypatch.setattr(paths, "lang_dir", lambda: folder)
    monkeypatch.setattr(i18n, "_current", Translator("en", folder))
    app = make_app(size=size)
    table = build_table(app, "deal", 0)
    assert isinstance(table, TableScene)
    table.board.stacks = [stack, stack]
    lay = table.layout
    codes = available_languages(folder)
    assert {"en", "fr", "de", PSEUDO} <= set(codes)
    for code in codes:
        i18n.set_language(code)
        name_box, money, dealer = table.painter.her_header()
        name = t("draw.table.her_name")
        size_px = text.fit_size(name, name_box.width, name_box.height, True, lay.font(20))
        width = text.measure(name, size_px, True)[0]
        assert width <= name_box.width and size_px >= 9, (code, name, size_px)
        assert name_box.right < dealer.left < dealer.right < money.left, code
        assert text.measure(t("draw.table.stack_her", amount=stack), lay.font(MONEY_PX),
                            True)[0] == \
            money.width  # the money is always written whole, at its full size
        panel = lay.avatar_panel
        assert panel.contains(money) and panel.contains(dealer) and panel.contains(name_box)
