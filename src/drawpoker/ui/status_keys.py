"""The status keys: questions a player who does not see the table asks at any moment.

One letter each, the same in every game where the question means the same thing, and never
a letter any table's buttons use (``shortcuts.GROUPS``): asking never plays a move. Like the
button letters they are not translated.
"""

from __future__ import annotations

import pygame

#: Question name -> letter.
LETTERS: dict[str, str] = {
    "cards": "A",  # read my cards
    "value": "V",  # my hand's value
    "pot": "P",  # the pot and what I must pay
    "stacks": "S",  # her stack and her items (at hold'em: the players' stacks)
    "last": "O",  # the last action
    "repeat": "E",  # say the last line again
}


def asked(event: pygame.event.Event) -> str | None:
    """The question a key press asks, or None (a modifier held is not a question)."""
    if event.type != pygame.KEYDOWN or getattr(event, "mod", 0) & (
            pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META):
        return None
    typed = (getattr(event, "unicode", "") or "").lower()
    for name, letter in LETTERS.items():
        if event.key == ord(letter.lower()) or typed == letter.lower():
            return name
    return None
