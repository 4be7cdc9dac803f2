"""The frame every learning page shares: the page and its title, the band that says this is a
what-if that touches nothing, the button row, and the small pieces drawn inside (rows of
words, a row of cards)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from drawpoker.engine.core.cards import Card
from drawpoker.i18n import t
from drawpoker.ui import card_art, style, text
from drawpoker.ui.widgets import Button, draw_page, layout_row

Scale = Callable[[float], int]
#: The band's colours: a what-if must never be taken for the match itself.
BAND = (92, 40, 96)
BAND_EDGE = (196, 150, 214)


def draw_frame(surface: pygame.Surface, title: str, band_key: str,
               buttons: Sequence[Button]) -> tuple[pygame.Rect, Scale]:
    """The page with ``title``, the band (``band_key``'s words) and ``buttons`` in a row at
    the bottom; returns the room left between them and the page's scale."""
    w, h = surface.get_size()
    sc = style.sizer(style.scale_for((w, h)))
    surface.fill(style.FELT_DARK)
    inner, title_bottom = draw_page(surface, title, 1240)
    size = sc(19)
    lines = text.wrap(t(band_key), size, inner.width - sc(24), True)  # two lines if need be
    step = text.line_height(size, True)
    band = pygame.Rect(inner.left, title_bottom + sc(4), inner.width,
                       len(lines) * step + sc(10))
    pygame.draw.rect(surface, BAND, band, border_radius=sc(8))
    pygame.draw.rect(surface, BAND_EDGE, band, width=max(1, sc(2)), border_radius=sc(8))
    for n, line in enumerate(lines):
        text.draw(surface, line, (band.centerx, band.top + sc(5) + n * step + step // 2),
                  size, style.TEXT, True, "center")
    footer = pygame.Rect(inner.left, inner.bottom - sc(46), inner.width, sc(46))
    layout_row(buttons, footer, sc(150), sc(10))
    for button in buttons:
        button.draw(surface)
    content = pygame.Rect(inner.left, band.bottom + sc(10), inner.width,
                          footer.top - sc(10) - band.bottom - sc(10))
    return content, sc


def draw_rows(surface: pygame.Surface, rows: Sequence[tuple[str, style.Color]],
              area: pygame.Rect, size: int, first: int = 0) -> int:
    """Paragraphs wrapped to ``area``, from paragraph ``first``; returns the y under the last
    line drawn (lines that do not fit are left out, the last one marked with an ellipsis)."""
    step = text.line_height(size)
    lines = [(line, color) for words, color in rows[first:]
             for line in text.wrap(words, size, area.width)]
    room = max(0, area.height // step)
    if len(lines) > room and room:
        lines = [*lines[:room - 1], ("\u2026", style.TEXT_DIM)]
    y = area.top
    for line, color in lines[:room]:
        text.draw(surface, line, (area.left, y), size, color)
        y += step
    return y


def draw_cards(surface: pygame.Surface, codes: Sequence[str], left: int, top: int,
               width: int, four_colour: bool, lifted: set[int] | None = None,
               gap: int = 4) -> list[pygame.Rect]:
    """A row of card faces ``width`` wide each from (left, top); the ``lifted`` ones raised
    and shaded (the cards the player marks to throw). Returns their rectangles."""
    rects: list[pygame.Rect] = []
    x = left
    for index, code in enumerate(codes):
        try:
            card = Card.from_str(code)
        except ValueError:
            continue
        face = card_art.face(card, width, four_colour)
        up = lifted is not None and index in lifted
        rect = face.get_rect(topleft=(x, top - (width // 5 if up else 0)))
        surface.blit(face, rect)
        if up:
            shade = pygame.Surface(rect.size, pygame.SRCALPHA)
            shade.fill(style.MARK_SHADE)
            surface.blit(shade, rect)
        rects.append(rect)
        x += rect.width + gap
    return rects
