"""The settings page's card preview: the chosen card colours and back, as the table shows them.

Apart from the settings scene (``settings.py``) because its placement is a small problem of its
own (issue 40): long notes in French or Portuguese at the large text size leave little room
under them, so the preview goes wherever its cards come out larger, and shrinks rather than
vanishes.
"""

from __future__ import annotations

from collections.abc import Iterable

import pygame

from drawpoker.engine.core.cards import Card, parse_cards
from drawpoker.ui import card_art

#: Four suits, so the four-colour deck shows the difference.
PREVIEW_CARDS: tuple[Card, ...] = tuple(parse_cards("As Kh Qd Jc"))
#: Narrower than this a preview card no longer shows its colours (the smallest window only).
PREVIEW_MIN_WIDTH = 28


def preview_width(area: pygame.Rect, s: float) -> int:
    """How wide the preview's cards are in ``area``: as large as it allows, so a note that
    wraps (French, the large text) makes them smaller, never makes them vanish; 0 when they
    would be too small to show their colours."""
    count = len(PREVIEW_CARDS) + 1
    gap = round(10 * s)
    card_w = min(round(74 * s), (area.width - gap * (count - 1)) // count,
                 int(area.height / card_art.CARD_ASPECT))
    return card_w if card_w >= PREVIEW_MIN_WIDTH else 0


def roomiest(areas: Iterable[pygame.Rect], s: float) -> pygame.Rect:
    """The area where the preview's cards come out largest (the first of equals)."""
    return max(areas, key=lambda area: preview_width(area, s))


def draw_preview(surface: pygame.Surface, area: pygame.Rect, s: float, four_colour: bool,
                 card_back: str) -> pygame.Rect:
    """The preview centred in ``area``; returns where it went (empty: no room for it)."""
    count = len(PREVIEW_CARDS) + 1
    gap = round(10 * s)
    card_w = preview_width(area, s)
    if not card_w:
        return pygame.Rect(0, 0, 0, 0)
    box = pygame.Rect(0, 0, card_w * count + gap * (count - 1), card_art.card_size(card_w)[1])
    box.center = area.center
    x, y = box.topleft
    for card in PREVIEW_CARDS:
        surface.blit(card_art.face(card, card_w, four_colour), (x, y))
        x += card_w + gap
    surface.blit(card_art.back(card_w, card_back), (x, y))
    return box
