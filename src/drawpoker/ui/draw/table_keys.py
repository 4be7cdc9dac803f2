"""The draw table's own keys, before its buttons hear them: Esc pauses, F1 the rules, Space
hurries the table on, the log, the coach and the status keys answer at any moment, a table key
pressed while the cards move waits for the buttons, and 1 to 5 mark the cards."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from drawpoker.ui import shortcuts
from drawpoker.ui.draw.voice_lines import voice_of
from drawpoker.ui.scene import SceneName

if TYPE_CHECKING:
    from drawpoker.ui.draw.table_view import DrawTable

CARD_KEYS = (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5)
CARD_KEYPAD = (pygame.K_KP1, pygame.K_KP2, pygame.K_KP3, pygame.K_KP4, pygame.K_KP5)
# The physical number row, whatever the layout prints on it (on AZERTY keyboards the digits
# need Shift, so the key code alone would miss them).
CARD_SCANCODES = (pygame.KSCAN_1, pygame.KSCAN_2, pygame.KSCAN_3, pygame.KSCAN_4, pygame.KSCAN_5)


def card_slot(event: pygame.event.Event) -> int | None:
    """Which of the five cards a key press names, by digit, keypad or number-row position."""
    for keys in (CARD_KEYS, CARD_KEYPAD):
        if event.key in keys:
            return keys.index(event.key)
    scancode = getattr(event, "scancode", None)
    if scancode in CARD_SCANCODES:
        return CARD_SCANCODES.index(scancode)
    return None



def handle_key(scene: DrawTable, event: pygame.event.Event) -> bool:
    """Whether the table itself used the key press (else its buttons may)."""
    if event.key == pygame.K_ESCAPE:
        scene.app.go(SceneName.PAUSE)
        return True
    if event.key == pygame.K_F1:
        scene.app.go(SceneName.HELP)
        return True
    if event.key == pygame.K_SPACE:
        scene.skip()
        return True
    if scene.overlays.handle_event(event) or voice_of(scene).handle_event(event):
        return True  # the log, the coach and the status keys answer at any moment
    if shortcuts.in_group("table", event) and scene.not_ready():
        # A key never goes unheard: pressed while the cards move or she thinks, it hurries
        # the table on and acts as soon as the player's buttons are there.
        scene.queue_key(event)
        return True
    slot = card_slot(event)
    if slot is not None:
        scene.toggle_mark(slot)
        return True
    return False
