"""Hold'em's hand log is an overlay (issue 24): closed at first, opened and closed by H or its
button at any moment, drawn over the room at the bottom left, never over a card or a plate."""

from __future__ import annotations

import pygame
import pytest
from text_recorder import recording
from ui_driver import Driver, make_app

from drawpoker.i18n import t
from drawpoker.ui.holdem import staging


def _pixels(surface: pygame.Surface, rect: pygame.Rect) -> bytes:
    return pygame.image.tobytes(surface.subsurface(rect), "RGB")


def test_the_log_opens_and_closes_with_h_and_its_button() -> None:
    app = make_app(speed="instant")
    table = staging.stage(app, "flop")
    d = Driver(app)
    d.step()
    lay = table.layout
    assert not table.log_open
    closed = _pixels(app.screen, lay.log)
    d.key(pygame.K_h)
    assert table.log_open
    assert _pixels(app.screen, lay.log) != closed
    with recording(pytest.MonkeyPatch()) as recorder:
        app.draw()
    shown = [drawn.text for drawn in recorder.drawn if lay.log.contains(drawn.rect)]
    assert t("holdem.log_title") in shown and len(shown) > 2
    d.click(table.log_button.rect.center)
    assert not table.log_open
    assert _pixels(app.screen, lay.log) == closed
    d.click(table.log_button.rect.center)
    assert table.log_open


def test_the_open_log_covers_no_card_plate_or_button() -> None:
    app = make_app(speed="instant", size=(1024, 600))
    table = staging.stage(app, "showdown")
    d = Driver(app)
    d.key(pygame.K_h)
    lay = table.layout
    assert table.log_open
    kept = [lay.seat_rect(seat) for seat in range(1, table.control.game.players)]
    kept += [lay.me, lay.info, lay.board, table.log_button.rect]
    kept += [lay.hole_card(i) for i in range(2)] + [b.rect for b in table.buttons]
    for rect in kept:
        assert not lay.log.colliderect(rect), f"the log covers {rect}"
    assert pygame.Rect((0, 0), app.size).contains(lay.log)


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080)])
def test_the_tables_facts_stand_in_the_room_clear_of_the_rail(size: tuple[int, int]) -> None:
    """The plate of the table's facts (hand, blinds, raises) once had its corner on the rail:
    every point of its edges lies outside the oval table, and it stays above the buttons."""
    from drawpoker.ui.holdem.layout import HoldemLayout

    lay = HoldemLayout(size, 6)
    oval, info = lay.oval, lay.info
    cx, cy, a, b = oval.centerx, oval.centery, oval.width / 2, oval.height / 2
    edge = [(x, y) for x in range(info.left, info.right, 3) for y in (info.top, info.bottom)]
    edge += [(x, y) for y in range(info.top, info.bottom, 3) for x in (info.left, info.right)]
    inside = [p for p in edge if ((p[0] - cx) / a) ** 2 + ((p[1] - cy) / b) ** 2 <= 1]
    assert not inside, f"the facts {info} reach the table at {inside[:3]}"
    assert info.bottom <= lay.actions.top and pygame.Rect((0, 0), size).contains(info)
