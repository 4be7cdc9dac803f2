"""A button that opens and closes an overlay (the deal log, the coach), for every table."""

from __future__ import annotations

import pygame

from drawpoker.ui import style, text
from drawpoker.ui.widgets import Button, draw_keycap, draw_shadow, keycap_width


class ToggleButton(Button):
    """A pill with its name and a keycap large enough to read (a plain button's keycap is
    scaled for a button half again as tall); lit while its overlay is open."""

    def draw(self, surface: pygame.Surface) -> None:
        rect = self.rect
        if rect.width <= 0 or rect.height <= 0:
            return
        base = style.BUTTON_PRIMARY if self.kind == "primary" else style.BUTTON
        color = style.mix(base, (255, 255, 255), 0.14) if self.hover else base
        radius = rect.height // 2
        draw_shadow(surface, rect, radius, max(2, rect.height // 14))
        pygame.draw.rect(surface, color, rect, border_radius=radius)
        pygame.draw.rect(surface, style.BUTTON_EDGE, rect, 1, border_radius=radius)
        cap_h = int(rect.height * 0.68)
        cap = self.cap_label
        cap_w = keycap_width(cap, cap_h)
        pad = rect.height // 3
        draw_keycap(surface, cap, (rect.right - pad // 2 - cap_w // 2 - 2, rect.centery),
                    cap_h)
        box = pygame.Rect(rect.left + pad, rect.top, rect.width - 2 * pad - cap_w,
                          rect.height)
        text.draw_fitted(surface, self.label, box, style.BUTTON_TEXT, True,
                         largest=int(rect.height * 0.46))
