"""Letter shortcuts of the buttons, taken from the player's language (``shortcuts:`` in lang/).

Each language picks letters that match its own words (French MISER is M, not the English B),
so a button holds the *name* of its shortcut and the letter is looked up whenever it is shown
or pressed: a language switch moves every shortcut at once, and no English letter stays bound
underneath. Keys that are the same in every language (the digits 1 to 5, Enter, Esc, Space,
the arrows, F1, F11) are not shortcuts of this kind; buttons list them as fixed key codes.
"""

from __future__ import annotations

import logging

import pygame

from drawpoker.i18n import current, t

log = logging.getLogger(__name__)

#: Written before a shortcut's name in a keycap label ("shortcut:bet"), see ``widgets.key_name``.
PREFIX = "shortcut:"

#: Every letter shortcut and the text keys of the buttons that carry it.
BUTTONS: dict[str, tuple[str, ...]] = {
    "bet": ("table.button.bet",),
    "wait": ("table.button.wait",),
    "raise": ("table.button.raise",),
    "draw": ("table.button.draw",),
    "call": ("table.button.call",),
    "drop": ("table.button.drop",),
    "next_deal": ("table.button.next_deal",),
    "match_result": ("table.button.match_result",),
    "new_match": ("title.new_match", "gameover.new_match"),
    "continue": ("title.continue",),
    "settings": ("title.settings", "pause.settings"),
    "help": ("title.help", "pause.help"),
    "stats": ("stats.button",),
    "quit": ("title.quit",),
    "quit_to_title": ("pause.quit_to_title",),
    "to_title": ("gameover.title",),
}

#: Shortcuts whose buttons can be on screen at the same time: their letters must differ.
GROUPS: dict[str, tuple[str, ...]] = {
    "table": ("bet", "wait", "raise", "draw", "call", "drop", "next_deal"),
    "title": ("new_match", "continue", "settings", "help", "stats", "quit"),
    "pause": ("settings", "help", "quit_to_title"),
    "gameover": ("new_match", "to_title"),
}

_warned: set[tuple[str, str]] = set()


def letter(name: str) -> str:
    """The current language's letter for shortcut ``name``, as printed on its keycap.

    A text that is not one letter gives no shortcut (and one log line) rather than a keycap
    with a word on it; English stands in for a language that lacks the text.
    """
    raw = t(f"shortcuts.{name}").strip()
    if len(raw) == 1 and raw.isalpha():
        upper = raw.upper()
        return upper if len(upper) == 1 else raw
    key = (current().code, name)
    if key not in _warned:
        _warned.add(key)
        log.warning("shortcut %r of language %r is %r, not one letter; the button has none",
                    name, current().code, raw)
    return ""


def pressed(name: str, event: pygame.event.Event) -> bool:
    """Whether the key event is the letter of shortcut ``name`` (either case)."""
    wanted = letter(name).lower()
    if not wanted:
        return False
    if getattr(event, "key", None) == ord(wanted):
        return True
    typed: str = getattr(event, "unicode", "") or ""
    return typed.lower() == wanted
