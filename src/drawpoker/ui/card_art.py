"""Card faces and backs, drawn at the exact size they are shown, so they stay crisp.

Faces use the game font for ranks and suit glyphs (DejaVu Sans has ♠♥♦♣) and real pip layouts
for number cards. Jacks, queens and kings show double-ended court pictures, and the ace of
spades its ringed spade, read from ``assets/cards/<rank><suit>.svg`` (drawn by
``assets/src/make_card_art.py``) and rendered from the vector file at the size needed.

The pictures are stored in the two-colour deck's inks; for the four-colour deck the suit ink of
diamonds and clubs is swapped for blue or green as the file is read. A missing or unreadable
picture falls back to a framed panel with the rank letter (or a plain big pip), so a broken
install still deals. Each face is drawn at twice its size and smoothed down (anti-aliased
edges), then cached per card, size and style.
"""

from __future__ import annotations

import io
import logging
from functools import lru_cache
from pathlib import Path

import pygame

from drawpoker import paths
from drawpoker.engine.core.cards import Card
from drawpoker.i18n import t
from drawpoker.ui import contrast, style, text
from drawpoker.ui.style import Color

log = logging.getLogger(__name__)

CARD_ASPECT = 1.4  # height / width, close to a real poker card (88x63 mm)
SUIT_GLYPHS = {"s": "\u2660", "h": "\u2665", "d": "\u2666", "c": "\u2663"}
#: Chess figures used as the court cards' emblems (pictures, not words).
COURT_EMBLEMS = {11: "\u265e", 12: "\u265b", 13: "\u265a"}
BACK_DESIGNS = ("classic", "navy")
_SUPERSAMPLE = 2
#: Court pictures: width / height of the SVG files (200 x 370 units).
COURT_ASPECT = 200 / 370
#: The ace of spades' picture fills this share of the card's width (its SVG is square).
ACE_ART_WIDTH = 0.84
#: Where the pictures are read from (tests point it elsewhere).
art_dir: Path = paths.asset_path("cards")
_RANK_LETTERS = {11: "J", 12: "Q", 13: "K", 14: "A"}
_warned: set[Path] = set()

# Pip positions for number cards: (column, row) with columns 0 left / 0.5 centre / 1 right and
# rows 0 top .. 1 bottom of the pip area.
_L, _C, _R = 0.0, 0.5, 1.0
PIP_LAYOUTS: dict[int, tuple[tuple[float, float], ...]] = {
    2: ((_C, 0.0), (_C, 1.0)),
    3: ((_C, 0.0), (_C, 0.5), (_C, 1.0)),
    4: ((_L, 0.0), (_R, 0.0), (_L, 1.0), (_R, 1.0)),
    5: ((_L, 0.0), (_R, 0.0), (_C, 0.5), (_L, 1.0), (_R, 1.0)),
    6: ((_L, 0.0), (_R, 0.0), (_L, 0.5), (_R, 0.5), (_L, 1.0), (_R, 1.0)),
    7: ((_L, 0.0), (_R, 0.0), (_C, 0.25), (_L, 0.5), (_R, 0.5), (_L, 1.0), (_R, 1.0)),
    8: ((_L, 0.0), (_R, 0.0), (_C, 0.25), (_L, 0.5), (_R, 0.5), (_C, 0.75), (_L, 1.0),
        (_R, 1.0)),
    9: ((_L, 0.0), (_R, 0.0), (_L, 1 / 3), (_R, 1 / 3), (_C, 0.5), (_L, 2 / 3), (_R, 2 / 3),
        (_L, 1.0), (_R, 1.0)),
    10: ((_L, 0.0), (_R, 0.0), (_C, 1 / 6), (_L, 1 / 3), (_R, 1 / 3), (_L, 2 / 3), (_R, 2 / 3),
         (_C, 5 / 6), (_L, 1.0), (_R, 1.0)),
}


def card_size(width: int) -> tuple[int, int]:
    """Pixel size of a card ``width`` pixels wide."""
    return width, round(width * CARD_ASPECT)


def suit_color(suit: str, four_colour: bool) -> Color:
    """Red and black, or the four-colour deck's black, red, blue and green."""
    if four_colour:
        return {"s": style.CARD_BLACK, "h": style.CARD_RED, "d": style.CARD_BLUE,
                "c": style.CARD_GREEN}[suit]
    return style.CARD_RED if suit in "hd" else style.CARD_BLACK


def rank_label(rank: int) -> str:
    """The rank as printed in a card's corner ("10", "J"...; translated, e.g. "V" in French)."""
    return t(f"cards.rank_short.{rank}")


def face(card: Card, width: int, four_colour: bool = False) -> pygame.Surface:
    """The face of ``card``, ``width`` pixels wide."""
    return _face(card.rank, card.suit, max(8, int(width)), four_colour, rank_label(card.rank),
                 contrast.active())


def back(width: int, design: str = "classic") -> pygame.Surface:
    """The back of a card, ``width`` pixels wide."""
    return _back(max(8, int(width)), design if design in BACK_DESIGNS else "classic",
                 contrast.active())


def clear_cache() -> None:
    _face.cache_clear()
    _back.cache_clear()
    _picture.cache_clear()
    _warned.clear()


def has_picture(rank: int, suit: str) -> bool:
    """Whether a card is drawn from an SVG picture: the courts and the ace of spades."""
    return 11 <= rank <= 13 or (rank, suit) == (14, "s")


def art_path(rank: int, suit: str) -> Path:
    """The SVG file of a picture card, e.g. ``assets/cards/Qh.svg``."""
    return art_dir / f"{_RANK_LETTERS[rank]}{suit}.svg"


def picture(card: Card, size: tuple[int, int], four_colour: bool = False) -> pygame.Surface | None:
    """The picture of ``card`` fitted in ``size``, or None for a number card or unreadable art."""
    if not has_picture(card.rank, card.suit):
        return None
    return _picture(card.rank, card.suit, int(size[0]), int(size[1]), four_colour)


def _hex(color: Color) -> str:
    return "#{:02x}{:02x}{:02x}".format(*color)


@lru_cache(maxsize=64)
def _picture(rank: int, suit: str, width: int, height: int,
             four_colour: bool) -> pygame.Surface | None:
    source = art_path(rank, suit)
    try:
        svg = source.read_text(encoding="utf-8")
        ink = _hex(suit_color(suit, False))
        if ink not in svg:
            raise ValueError(f"no suit ink {ink} in the picture")
        svg = svg.replace(ink, _hex(suit_color(suit, four_colour)))
        image = pygame.image.load_sized_svg(io.BytesIO(svg.encode("utf-8")),
                                            (max(1, width), max(1, height)))
        if image.get_width() < width // 2 or image.get_height() < height // 2:
            raise ValueError(f"drawn at {image.get_size()}, wanted {width}x{height}")
    except (OSError, ValueError, pygame.error) as error:
        if source not in _warned:  # once per file, not once per size
            _warned.add(source)
            log.warning("card picture %s not used (%s); drawing the card plainly", source, error)
        return None
    return image


def _blank(width: int, height: int, fill: Color, edge: Color,
           high: bool = False) -> pygame.Surface:
    """A card's blank: ``high`` (high contrast) gives it a thick black edge."""
    surf = pygame.Surface((width, height), pygame.SRCALPHA)
    radius = max(3, width * 7 // 100)
    if high:
        fill, edge = contrast.CARD_FACE, contrast.CARD_EDGE
    pygame.draw.rect(surf, fill, surf.get_rect(), border_radius=radius)
    pygame.draw.rect(surf, edge, surf.get_rect(),
                     width=max(3, width // 18) if high else max(1, width // 90),
                     border_radius=radius)
    return surf


def _finish(surf: pygame.Surface, width: int, height: int) -> pygame.Surface:
    return pygame.transform.smoothscale(surf, (width, height)).convert_alpha() \
        if pygame.display.get_surface() is not None \
        else pygame.transform.smoothscale(surf, (width, height))


def _glyph(glyph: str, size: int, color: Color, bold: bool = False) -> pygame.Surface:
    return text.face(size, bold).render(glyph, True, color)


@lru_cache(maxsize=160)
def _face(rank: int, suit: str, width: int, four_colour: bool, label: str,
          high: bool = False) -> pygame.Surface:
    out_w, out_h = card_size(width)
    k = _SUPERSAMPLE
    w, h = out_w * k, out_h * k
    surf = _blank(w, h, style.CARD_FACE, style.CARD_EDGE, high)
    color = suit_color(suit, four_colour)
    if high:
        color = contrast.pure(color)
    glyph = SUIT_GLYPHS[suit]

    art: pygame.Surface | None = None
    if rank in PIP_LAYOUTS:
        area = pygame.Rect(int(w * 0.28), int(h * 0.115), int(w * 0.44), int(h * 0.77))
        _draw_pips(surf, area, rank, glyph, color)
    elif rank == 14:
        art = _picture_at(rank, suit, (out_w * ACE_ART_WIDTH,) * 2, four_colour)
        if art is None:
            big = _trimmed(_glyph(glyph, int(w * 0.7), color))
            surf.blit(big, big.get_rect(center=(w // 2, h // 2)))
    else:
        art = _picture_at(rank, suit, court_frame(out_w, out_h).size, four_colour)
        if art is None:
            _draw_court(surf, w, h, rank, label, glyph, color)
    _draw_indices(surf, w, h, label, glyph, color)
    out = _finish(surf, out_w, out_h)
    if art is not None:
        # Vector art is drawn anti-aliased at its final size: sharper, and a quarter the work.
        out.blit(art, art.get_rect(center=(out_w // 2, out_h // 2)))
    return out


def _picture_at(rank: int, suit: str, size: tuple[float, float],
                four_colour: bool) -> pygame.Surface | None:
    if not has_picture(rank, suit):
        return None
    return _picture(rank, suit, int(size[0]), int(size[1]), four_colour)


def court_frame(w: int, h: int) -> pygame.Rect:
    """Where a court picture sits on a ``w`` x ``h`` face: between the corner indices."""
    frame_h = int(h * 0.87)
    frame = pygame.Rect(0, 0, int(frame_h * COURT_ASPECT), frame_h)
    frame.center = (w // 2, h // 2)
    return frame


def _draw_indices(surf: pygame.Surface, w: int, h: int, label: str, glyph: str,
                  color: Color) -> None:
    """Rank over suit, top-left and (turned) bottom-right, large enough to read on a small table.

    The rank's capitals are 12.5 % of the card's height; a wide rank ("10") is narrowed to the
    corner's width rather than made smaller, as printed decks do.
    """
    column_w = int(w * 0.15)
    rank_img = _trimmed(_glyph(label, int(h * 0.17), color, True))
    cap_h = rank_img.get_height()
    if rank_img.get_width() > column_w:
        rank_img = pygame.transform.smoothscale(rank_img, (column_w, cap_h))
    suit_img = _trimmed(_glyph(glyph, int(h * 0.11), color))
    gap = max(1, h // 90)
    corner = pygame.Surface((max(rank_img.get_width(), suit_img.get_width()),
                             cap_h + gap + suit_img.get_height()), pygame.SRCALPHA)
    corner.blit(rank_img, rank_img.get_rect(midtop=(corner.get_width() // 2, 0)))
    corner.blit(suit_img, suit_img.get_rect(midbottom=(corner.get_width() // 2,
                                                       corner.get_height())))
    cx, top = int(w * 0.09), int(h * 0.04)
    surf.blit(corner, corner.get_rect(midtop=(cx, top)))
    flipped = pygame.transform.rotate(corner, 180)
    surf.blit(flipped, flipped.get_rect(midbottom=(w - cx, h - top)))


def _draw_pips(surf: pygame.Surface, area: pygame.Rect, rank: int, glyph: str,
               color: Color) -> None:
    pip_size = int(area.width * (0.62 if rank <= 3 else 0.56 if rank <= 8 else 0.5))
    pip = _trimmed(_glyph(glyph, pip_size, color))
    pip_down = pygame.transform.rotate(pip, 180)
    top = area.top + pip.get_height() // 2
    span = area.height - pip.get_height()
    for column, row in PIP_LAYOUTS[rank]:
        x = area.left + column * area.width
        y = top + row * span
        image = pip_down if row > 0.5 else pip
        surf.blit(image, image.get_rect(center=(round(x), round(y))))


def _trimmed(image: pygame.Surface) -> pygame.Surface:
    """The glyph without the font's empty line spacing, so it centres where it is put."""
    return image.subsurface(image.get_bounding_rect()).copy()


def _draw_court(surf: pygame.Surface, w: int, h: int, rank: int, label: str, glyph: str,
                color: Color) -> None:
    panel = pygame.Rect(int(w * 0.21), int(h * 0.1), int(w * 0.58), int(h * 0.8))
    radius = max(2, w // 30)
    pygame.draw.rect(surf, style.COURT_PANEL, panel, border_radius=radius)
    pygame.draw.rect(surf, style.COURT_FRAME, panel, width=max(2, w // 45), border_radius=radius)
    inner = panel.inflate(-w // 14, -w // 14)
    pygame.draw.rect(surf, style.mix(style.COURT_FRAME, style.COURT_PANEL, 0.45), inner,
                     width=max(1, w // 110), border_radius=radius)
    # Letter at the top, the court's emblem in the middle, the suit at the bottom.
    letter_size = text.fit_size(label, int(inner.width * 0.8), int(inner.height * 0.36), True,
                                int(inner.width * 0.8), 6)
    letter = _trimmed(_glyph(label, letter_size, color, True))
    surf.blit(letter, letter.get_rect(midtop=(inner.centerx, inner.top + inner.height // 14)))
    tint = style.mix(color, style.COURT_PANEL, 0.55)
    emblem = _trimmed(_glyph(COURT_EMBLEMS[rank], int(inner.width * 0.5), tint))
    surf.blit(emblem, emblem.get_rect(center=(inner.centerx, inner.top + inner.height * 58 // 100)))
    suit_img = _trimmed(_glyph(glyph, int(inner.width * 0.42), color))
    surf.blit(suit_img, suit_img.get_rect(midbottom=(inner.centerx,
                                                     inner.bottom - inner.height // 14)))


@lru_cache(maxsize=24)
def _back(width: int, design: str, high: bool = False) -> pygame.Surface:
    out_w, out_h = card_size(width)
    k = _SUPERSAMPLE
    w, h = out_w * k, out_h * k
    if design == "navy":
        fill, dark, line = (28, 52, 108), (16, 30, 70), (196, 206, 232)
    else:
        fill, dark, line = style.BACK, style.BACK_DARK, style.BACK_LINE
    surf = _blank(w, h, style.CARD_FACE, style.CARD_EDGE, high)
    margin = max(3, w * 6 // 100)
    field = surf.get_rect().inflate(-2 * margin, -2 * margin)
    radius = max(2, w * 4 // 100)
    pygame.draw.rect(surf, fill, field, border_radius=radius)
    pattern = pygame.Surface(field.size, pygame.SRCALPHA)
    step = max(6, w // 9)
    thin = max(1, w // 120)
    if design == "navy":
        centre = pygame.Vector2(field.width / 2, field.height / 2)
        for r in range(step // 2, max(field.size), step):
            points = [(centre.x, centre.y - r), (centre.x + r, centre.y),
                      (centre.x, centre.y + r), (centre.x - r, centre.y)]
            pygame.draw.polygon(pattern, (*dark, 255), points, thin * 2)
    else:
        for x in range(-field.height, field.width + field.height, step):
            pygame.draw.line(pattern, (*dark, 255), (x, 0), (x + field.height, field.height),
                             thin * 2)
            pygame.draw.line(pattern, (*dark, 255), (x, field.height), (x + field.height, 0),
                             thin * 2)
    surf.blit(pattern, field.topleft)
    inset = field.inflate(-margin, -margin)
    pygame.draw.rect(surf, line, inset, width=thin * 2, border_radius=radius)
    medal = pygame.Rect(0, 0, int(field.width * 0.56), int(field.width * 0.56))
    medal.center = field.center
    pygame.draw.ellipse(surf, dark, medal)
    pygame.draw.ellipse(surf, line, medal, width=thin * 3)
    mark = _glyph(SUIT_GLYPHS["s"] if design == "classic" else SUIT_GLYPHS["d"],
                  int(medal.width * 0.62), line)
    surf.blit(mark, mark.get_rect(center=medal.center))
    return _finish(surf, out_w, out_h)
