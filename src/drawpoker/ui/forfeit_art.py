"""Drawing a forfeit theme with pygame: the dressed avatar, and items pawned or lost.

The theme itself is plain data (``drawpoker.themes``); this module turns it into surfaces
at whatever size the layout asks for and keeps them, so a frame only blits. The three
states read apart at a glance: worn items sit on the avatar, a pawned item is a greyed
thumbnail with a paper pawn ticket tied to it, a lost item is a full-colour thumbnail with
a gold rosette for the player's trophy shelf.
"""

from __future__ import annotations

import io
import logging
import re
from collections import OrderedDict
from collections.abc import Collection, Mapping
from functools import lru_cache
from pathlib import Path

import pygame

from drawpoker.themes import Theme, ThemeImage, ThemeItem
from drawpoker.themes.images import render_size

log = logging.getLogger(__name__)

MAX_AVATARS = 32
"""Dressed avatars kept (one per size, mood and set of worn items); older ones are dropped."""

# A luggage-style pawn ticket: cream card, punched hole, string, a burgundy stamp.
_TICKET_SVG = b"""<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 26">
<path d="M 8 1.5 L 38.5 1.5 L 38.5 24.5 L 8 24.5 L 1.5 17 L 1.5 9 Z" fill="#f2e8d0"
 stroke="#2b2220" stroke-width="1.6" stroke-linejoin="round"/>
<circle cx="7.5" cy="13" r="2.4" fill="#c9bc9c" stroke="#2b2220" stroke-width="1.2"/>
<path d="M 14 8 L 29 8 M 14 13 L 25 13" stroke="#8a7d62" stroke-width="1.6"
 stroke-linecap="round"/>
<circle cx="31" cy="18" r="4.6" fill="none" stroke="#8e2f3c" stroke-width="1.6"/>
<path d="M 28.6 18 L 33.4 18" stroke="#8e2f3c" stroke-width="1.6" stroke-linecap="round"/>
</svg>"""

# A small gold rosette with two ribbon tails: "won, now yours".
_ROSETTE_SVG = b"""<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 30">
<path d="M 7 14 L 3 28 L 8 25 L 11 29 L 12 16 Z" fill="#8e2f3c" stroke="#2b2220"
 stroke-width="1.2" stroke-linejoin="round"/>
<path d="M 17 14 L 21 28 L 16 25 L 13 29 L 12 16 Z" fill="#8e2f3c" stroke="#2b2220"
 stroke-width="1.2" stroke-linejoin="round"/>
<circle cx="12" cy="11" r="9.5" fill="#d9b45a" stroke="#2b2220" stroke-width="1.4"/>
<circle cx="12" cy="11" r="6" fill="#f0d68c" stroke="#b08a36" stroke-width="1.2"/>
<path d="M 12 7 L 13.2 9.6 L 16 9.9 L 13.9 11.7 L 14.5 14.5 L 12 13.1 L 9.5 14.5 L 10.1 11.7
 L 8 9.9 L 10.8 9.6 Z" fill="#b08a36"/>
</svg>"""


class ForfeitArt:
    """One theme's pictures at any size, rendered once per size and cached.

    Typical use from a scene::

        art = ForfeitArt(theme)
        screen.blit(art.avatar(300, worn={"hat", "scarf"}), (40, 20))
        screen.blit(art.pawned("jacket", 64), (400, 40))
        screen.blit(art.lost("sunglasses", 64), (400, 640))
    """

    def __init__(self, theme: Theme, palette: Mapping[str, str] | None = None) -> None:
        self.theme = theme
        #: Colours of her picture swapped for others (``#rrggbb`` lower case -> ``#rrggbb``):
        #: one look per player at a table of several (items keep their own colours).
        self.palette = {old.lower(): new for old, new in (palette or {}).items()}
        self._faces = {theme.avatar.path, *(face.path for face in theme.expressions.values())}
        self._images: dict[tuple[Path, int, int], pygame.Surface] = {}
        self._thumbs: dict[tuple[str, str, int], pygame.Surface] = {}
        self._avatars: OrderedDict[tuple[int, frozenset[str], str], pygame.Surface] = (
            OrderedDict()
        )

    # ------------------------------------------------------------------ avatar

    def avatar_size(self, height: int) -> tuple[int, int]:
        """The avatar's (width, height) in pixels when drawn ``height`` pixels tall."""
        height = max(1, int(height))
        return max(1, round(height * self.theme.avatar.aspect)), height

    def item_rect(self, item_id: str, height: int) -> pygame.Rect:
        """Where a worn item sits on an avatar ``height`` pixels tall (avatar coordinates).

        Useful to start an animation where the item was, e.g. when it is pawned.
        """
        return self._item_rect(self.theme.item(item_id), height)

    def avatar(self, height: int, worn: Collection[str], mood: str = "neutral") -> pygame.Surface:
        """The avatar ``height`` pixels tall wearing the items whose ids are in ``worn``.

        ``mood`` picks her face among the theme's expressions (the plain avatar if the theme
        does not draw that mood).
        """
        size = self.avatar_size(height)
        key = (size[1], frozenset(worn), mood)
        cached = self._avatars.get(key)
        if cached is not None:
            self._avatars.move_to_end(key)
            return cached
        canvas = pygame.Surface(size, pygame.SRCALPHA)
        canvas.blit(self._image(self.theme.face(mood), size), (0, 0))
        for item in self.theme.layered():
            if item.id in key[1]:
                rect = self._item_rect(item, size[1])
                canvas.blit(self._image(item.image, rect.size), rect)
        canvas = _fast(canvas)
        self._avatars[key] = canvas
        while len(self._avatars) > MAX_AVATARS:
            self._avatars.popitem(last=False)
        return canvas

    # ------------------------------------------------------------------ thumbnails

    def icon(self, item_id: str, size: int) -> pygame.Surface:
        """The item alone, fitted and centred in a ``size`` x ``size`` square."""
        return self._thumb("icon", item_id, size)

    def pawned(self, item_id: str, size: int) -> pygame.Surface:
        """The item greyed, with a pawn ticket tied to it, in a ``size`` square."""
        return self._thumb("pawned", item_id, size)

    def lost(self, item_id: str, size: int) -> pygame.Surface:
        """The item in full colour with a gold rosette, for the player's trophy shelf."""
        return self._thumb("lost", item_id, size)

    def clear(self) -> None:
        """Forget every cached surface (e.g. after the display mode changed)."""
        self._images.clear()
        self._thumbs.clear()
        self._avatars.clear()

    # ------------------------------------------------------------------ internals

    def _thumb(self, kind: str, item_id: str, size: int) -> pygame.Surface:
        size = max(8, int(size))
        key = (kind, item_id, size)
        cached = self._thumbs.get(key)
        if cached is not None:
            return cached
        item = self.theme.item(item_id)
        canvas = pygame.Surface((size, size), pygame.SRCALPHA)
        if kind == "icon":
            self._blit_fitted(canvas, item, canvas.get_rect())
        elif kind == "pawned":
            area = pygame.Rect(0, 0, round(size * 0.82), round(size * 0.82))
            self._blit_fitted(canvas, item, area, greyed=True)
            tag_w = round(size * 0.5)
            tag = _svg_bytes(_TICKET_SVG, (tag_w, round(tag_w * 26 / 40)))
            tag = pygame.transform.rotozoom(tag, 24, 1.0)
            spot = tag.get_rect(bottomright=(size, size))
            hole = (spot.left + round(spot.width * 0.2), spot.top + round(spot.height * 0.48))
            pygame.draw.aaline(canvas, (43, 34, 32), (round(size * 0.45), round(size * 0.5)), hole)
            canvas.blit(tag, spot)
        else:
            area = pygame.Rect(0, 0, round(size * 0.86), round(size * 0.86))
            area.center = (round(size * 0.45), round(size * 0.45))
            self._blit_fitted(canvas, item, area)
            badge_w = round(size * 0.32)
            badge = _svg_bytes(_ROSETTE_SVG, (badge_w, round(badge_w * 30 / 24)))
            canvas.blit(badge, badge.get_rect(bottomright=(size, size)))
        canvas = _fast(canvas)
        self._thumbs[key] = canvas
        return canvas

    def _blit_fitted(
        self, canvas: pygame.Surface, item: ThemeItem, area: pygame.Rect, greyed: bool = False
    ) -> None:
        icon = item.icon
        scale = min(area.width / icon.width, area.height / icon.height)
        size = (max(1, round(icon.width * scale)), max(1, round(icon.height * scale)))
        picture = self._image(icon, size)
        if greyed:
            picture = _greyed(picture)
        canvas.blit(picture, picture.get_rect(center=area.center))

    def _item_rect(self, item: ThemeItem, height: int) -> pygame.Rect:
        width, height = self.avatar_size(height)
        item_h = max(1, round(item.size * height))
        item_w = max(1, round(item_h * item.image.aspect))
        rect = pygame.Rect(0, 0, item_w, item_h)
        rect.center = (round(item.anchor[0] * width), round(item.anchor[1] * height))
        return rect

    def _image(self, image: ThemeImage, size: tuple[int, int]) -> pygame.Surface:
        key = (image.path, size[0], size[1])
        cached = self._images.get(key)
        if cached is None:
            swap = self.palette if image.path in self._faces else None
            cached = _render(image.path, size, swap)
            self._images[key] = cached
        return cached


def _render(path: Path, size: tuple[int, int],
            palette: Mapping[str, str] | None = None) -> pygame.Surface:
    """Render an SVG at ``size`` (sharp) or scale a PNG to it; blank if it will not load.

    The size is bounded first (``render_size``): the renderer is never asked for more. An SVG
    drawn with a ``palette`` has those colours swapped first. Pictures are shared by every
    theme drawing of the process (``_rendered``): hold'em's seats and a new window each
    used to draw the same pictures again.
    """
    bounded = render_size(size)
    if bounded != size:
        log.warning("drawing %s at %dx%d instead of %dx%d", path, *bounded, *size)
        size = bounded
    try:
        info = path.stat()
        return _rendered(path, (info.st_mtime_ns, info.st_size), size,
                         tuple(sorted(palette.items())) if palette else (), _has_display())
    except (pygame.error, OSError, ValueError) as error:
        log.warning("cannot draw %s: %s", path, error)
        return pygame.Surface(size, pygame.SRCALPHA)


@lru_cache(maxsize=64)
def _rendered(path: Path, stamp: tuple[int, int], size: tuple[int, int],
              palette: tuple[tuple[str, str], ...], display: bool) -> pygame.Surface:
    """One picture drawn, kept while its file (``stamp``: time and size) is unchanged; never
    drawn on by its users (they blit or copy it). Raises when it cannot be drawn."""
    if path.suffix.lower() == ".svg":
        if palette:
            data = recoloured(path.read_bytes(), dict(palette))
            surface = pygame.image.load_sized_svg(io.BytesIO(data), size)
        else:
            surface = pygame.image.load_sized_svg(str(path), size)
        if surface.get_size() != size:  # SVG kept its aspect; place it as asked
            surface = pygame.transform.smoothscale(
                surface.convert_alpha() if display else surface, size
            )
        return surface
    return pygame.transform.smoothscale(pygame.image.load(str(path)), size)


_HEX = re.compile(rb"#[0-9a-fA-F]{6}\b")


def recoloured(svg: bytes, palette: Mapping[str, str]) -> bytes:
    """``svg`` with each ``#rrggbb`` of ``palette`` (lower case keys) replaced, in one pass (a
    swap never feeds another)."""
    def swap(match: re.Match[bytes]) -> bytes:
        found = match.group().decode("ascii").lower()
        return palette.get(found, found).encode("ascii")
    return _HEX.sub(swap, svg)


def _svg_bytes(data: bytes, size: tuple[int, int]) -> pygame.Surface:
    return pygame.image.load_sized_svg(io.BytesIO(data), size)


def _greyed(surface: pygame.Surface) -> pygame.Surface:
    """Mostly grey and a little faded: still hers, but at the pawnbroker's."""
    grey = pygame.transform.grayscale(surface)
    mixed = surface.copy()
    grey.set_alpha(190)
    mixed.blit(grey, (0, 0))
    faded = pygame.Surface(mixed.get_size(), pygame.SRCALPHA)
    faded.fill((255, 255, 255, 170))
    mixed.blit(faded, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return mixed


def _has_display() -> bool:
    return pygame.display.get_init() and pygame.display.get_surface() is not None


def _fast(surface: pygame.Surface) -> pygame.Surface:
    """Convert to the display's pixel format when there is one, for quick blits."""
    return surface.convert_alpha() if _has_display() else surface
