"""The status keys: questions a player who does not see the table asks at any moment.

One key each, the same in every game where the question means the same thing, and never a key
any table's buttons use (``keymap.CONTEXTS``: the keys page refuses such a clash): asking never
plays a move. Like the button letters they are not translated, and the player may move them
(the keys page, issue 36).
"""

from __future__ import annotations

import pygame

from drawpoker import keymap
from drawpoker.ui import shortcuts

#: Question name -> its action in :mod:`drawpoker.keymap`.
ACTIONS: dict[str, str] = {
    "cards": "say_cards",  # read my cards
    "value": "say_value",  # my hand's value
    "pot": "say_pot",  # the pot and what I must pay
    "stacks": "say_stacks",  # her stack and her items (at hold'em: the players' stacks)
    "last": "say_last",  # the last action
    "repeat": "say_repeat",  # say the last line again
}
#: Question name -> its letter when no key was moved.
LETTERS: dict[str, str] = {name: keymap.DEFAULTS[action].upper()
                           for name, action in ACTIONS.items()}


def letter(question: str) -> str:
    """The key that asks ``question`` now, as its keycap shows it."""
    return shortcuts.letter(ACTIONS[question])


def asked(event: pygame.event.Event) -> str | None:
    """The question a key press asks, or None (a modifier held is not a question)."""
    if event.type != pygame.KEYDOWN or getattr(event, "mod", 0) & (
            pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META):
        return None
    for name, action in ACTIONS.items():
        if shortcuts.pressed(action, event):
            return name
    return None
