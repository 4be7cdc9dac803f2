"""The opponent's pictures for the table: the theme's art, or clear placeholders without it.

With a roster character the figure is hers (her face in every mood) and the items the theme's,
drawn on top of her as on the theme's own figure.

A theme may be missing, broken, or have fewer items than the rules put on the line; the table
still shows every item in its state (worn, pawned, won) with a drawn placeholder then.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from functools import lru_cache
from typing import TYPE_CHECKING

import pygame

from drawpoker.i18n import t
from drawpoker.ui import style, text
from drawpoker.ui.forfeit_art import ForfeitArt

if TYPE_CHECKING:
    from drawpoker.roster import Character

log = logging.getLogger(__name__)

#: How much of her (from the top) a bust portrait shows: her head and shoulders.
BUST = 0.5
MAX_BUSTS = 8


class ItemPictures:
    """Avatar and item pictures of the chosen theme, by item index (the engine's order)."""

    def __init__(self, theme_id: str, palette: Mapping[str, str] | None = None,
                 character: Character | None = None) -> None:
        """``palette`` recolours the theme's figure; ``character`` replaces it by hers."""
        self.art: ForfeitArt | None = None
        self.character = character
        #: Bust portraits drawn (by size, worn items, mood), the oldest dropped first.
        self._busts: dict[tuple[tuple[int, int], frozenset[int], str, float],
                          pygame.Surface] = {}
        try:
            from drawpoker.themes import load_theme_or_default

            theme = load_theme_or_default(theme_id)
            if character is not None:
                from drawpoker.ui.characters import dressed

                theme, palette = dressed(theme, character), None
            self.art = ForfeitArt(theme, palette)
        except Exception as exc:  # no usable theme at all: placeholders keep the game going
            log.warning("no forfeit theme could be loaded (%s); drawing placeholders", exc)

    def _themed(self, index: int) -> bool:
        return self.art is not None and 0 <= index < len(self.art.theme.items)

    def item_id(self, index: int) -> str:
        if self.art is not None and self._themed(index):
            return self.art.theme.items[index].id
        return f"item-{index + 1}"

    def item_name(self, index: int, lang: str) -> str:
        if self.art is not None and self._themed(index):
            return self.art.theme.items[index].name(lang)
        return t("forfeit.item_fallback", number=index + 1)

    def avatar(self, box: pygame.Rect, worn: set[int], mood: str = "neutral") -> pygame.Surface:
        """The avatar fitted in ``box``, wearing the items whose indices are in ``worn``, with
        her face for ``mood`` (see ``drawpoker.ui.portrait``)."""
        if self.art is None:
            return _placeholder_avatar(box.size)
        height = min(box.height, int(box.width / self.art.theme.avatar.aspect))
        ids = frozenset(self.item_id(i) for i in worn if self._themed(i))
        return self.art.avatar(height, ids, mood)

    def bust(self, box: pygame.Rect, worn: set[int], mood: str = "neutral",
             shown: float = BUST) -> pygame.Surface:
        """Her portrait from the top of her head down: the avatar drawn so that its top
        ``shown`` fraction fills ``box``'s height, cut to ``box`` and centred across it (the
        hold'em seats: her face and what she wears on it, twice the size her whole figure
        would have there)."""
        if self.art is None:
            return _placeholder_avatar(box.size)
        key = (box.size, frozenset(worn), mood, shown)
        cached = self._busts.get(key)
        if cached is not None:
            return cached
        full = self.avatar(pygame.Rect(0, 0, 10 * box.width, round(box.height / shown)), worn,
                           mood)
        portrait = pygame.Surface(box.size, pygame.SRCALPHA)
        portrait.blit(full, ((box.width - full.get_width()) // 2, 0))
        if len(self._busts) >= MAX_BUSTS:
            self._busts.pop(next(iter(self._busts)))
        self._busts[key] = portrait
        return portrait

    def worn_rect(self, index: int, avatar: pygame.Rect) -> pygame.Rect | None:
        """Where item ``index`` sits on her when her avatar is drawn at ``avatar`` (window
        coordinates), None without theme art for it (the trophies fly from there)."""
        if self.art is None or not self._themed(index):
            return None
        return self.art.item_rect(self.item_id(index), avatar.height).move(avatar.topleft)

    def picture(self, kind: str, index: int, size: int) -> pygame.Surface:
        """The item as an icon ("icon"), at the pawnbroker's ("pawned") or won ("lost")."""
        if self.art is not None and self._themed(index):
            item_id = self.item_id(index)
            if kind == "pawned":
                return self.art.pawned(item_id, size)
            if kind == "lost":
                return self.art.lost(item_id, size)
            return self.art.icon(item_id, size)
        return _placeholder_item(index, max(8, size), kind)


@lru_cache(maxsize=32)
def _placeholder_item(index: int, size: int, kind: str) -> pygame.Surface:
    """A numbered tag: grey with a ticket edge when pawned, gold when won."""
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    rect = surf.get_rect().inflate(-size // 8, -size // 8)
    fill = {"pawned": (150, 150, 140), "lost": style.GOLD}.get(kind, style.BUTTON)
    pygame.draw.rect(surf, fill, rect, border_radius=size // 6)
    pygame.draw.rect(surf, style.BUTTON_EDGE, rect, max(1, size // 24), border_radius=size // 6)
    text.draw(surf, str(index + 1), rect.center, size // 2, style.TEXT_DARK, True, "center")
    if kind == "pawned":
        tag = pygame.Rect(0, 0, size // 2, size // 3)
        tag.bottomright = (size, size)
        pygame.draw.rect(surf, style.TICKET, tag, border_radius=size // 16)
        pygame.draw.rect(surf, style.TICKET_EDGE, tag, max(1, size // 32), border_radius=size // 16)
    return surf


@lru_cache(maxsize=4)
def _placeholder_avatar(size: tuple[int, int]) -> pygame.Surface:
    """A simple figure (head and shoulders) when no theme art can be loaded."""
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    head_r = min(w, h) // 6
    pygame.draw.circle(surf, (226, 200, 170), (w // 2, h // 4), head_r)
    body = pygame.Rect(0, 0, w * 2 // 3, h // 2)
    body.midtop = (w // 2, h // 4 + head_r + h // 40)
    pygame.draw.rect(surf, (70, 84, 110), body, border_radius=w // 6)
    return surf
