"""Letter shortcuts of the buttons: one key per action, the same in every language.

A key must not change meaning with the language (S once meant Settings in English and Quit in
Spanish), so the keys are defined once (:mod:`drawpoker.keymap`) and never translated; the
player may move them on the settings' keys page (issue 36), and the game follows at once:
:func:`follow` takes the settings' keys, :func:`letter` is what every keycap, help page and
spoken line shows, :func:`pressed` what every button hears. Keys that never move (the digits
1 to 5, Enter, Esc, Space, the arrows, F1, F11) are listed by the buttons as fixed key codes.
"""

from __future__ import annotations

from collections.abc import Mapping

import pygame

from drawpoker import games, keymap

#: Written before a shortcut's name in a keycap label ("shortcut:bet"), see ``widgets.key_name``.
PREFIX = "shortcut:"

#: The buttons' shortcuts and the text keys of the buttons that carry each.
BUTTONS: dict[str, tuple[str, ...]] = {
    "bet": ("draw.table.button.bet",),
    "wait": ("draw.table.button.wait",),
    "raise": ("draw.table.button.raise",),
    "draw": ("draw.table.button.draw",),
    "call": ("draw.table.button.call",),
    "drop": ("draw.table.button.drop",),
    "next_deal": ("draw.table.button.next_deal",),
    "match_result": ("draw.table.button.match_result",),
    "log": ("draw.table.button.log",),
    "coach": ("draw.table.button.coach",),
    "new_match": ("title.new_match", "draw.gameover.new_match"),
    "continue": ("title.continue",),
    "settings": ("title.settings", "pause.settings"),
    "help": ("title.help", "pause.help"),
    "stats": ("stats.button",),
    "quit": ("title.quit",),
    "quit_to_title": ("pause.quit_to_title",),
    "to_title": ("draw.gameover.title",),
    "canfield": ("canfield.title_button",),
    "holdem": ("holdem.title_button",),
    "holdem_call": ("holdem.button.check", "holdem.button.call"),
    "holdem_raise": ("holdem.button.raise",),
    "holdem_fold": ("holdem.button.fold",),
    "holdem_next": ("holdem.button.next_hand",),
    "holdem_leave": ("holdem.button.leave",),
    "holdem_log": ("holdem.button.log",),
    "holdem_title": ("holdem.button.to_title",),
    "holdem_start": ("holdem.setup.start",),
    "holdem_continue": ("holdem.setup.continue",),
    "pawn": ("bank.pawn", "bank.to_pawnshop"),
    "new_bank": ("bank.new_bank",),
    "top_up": ("bank.top_up",),
    "whatif": ("whatif.log.what_if",),
    "why": ("whatif.log.why",),
    "copy_code": ("whatif.log.copy",),
    "speech": ("settings.speech",),
    "keys": ("settings.keys",),
}
#: Their letters when no key was moved (buttons on screen together, ``GROUPS``, differ).
LETTERS: dict[str, str] = {name: keymap.DEFAULTS[name].upper() for name in BUTTONS}

#: Shortcuts whose buttons can be on screen at the same time: their letters must differ.
GROUPS: dict[str, tuple[str, ...]] = {
    "table": ("bet", "wait", "raise", "draw", "call", "drop", "next_deal", "log", "coach",
              "whatif", "why", "copy_code"),
    "title": ("new_match", "continue", "settings", "help", "stats", "quit", "canfield", "holdem"),
    "holdem_table": ("holdem_call", "holdem_raise", "holdem_fold", "holdem_next", "holdem_leave",
                     "holdem_title", "holdem_log", "whatif", "why", "copy_code"),
    "holdem_setup": ("holdem_start", "holdem_continue"),
    "pause": ("settings", "help", "quit_to_title"),
    "gameover": ("new_match", "to_title"),
    "pawnshop": ("pawn", "new_bank"),
    "top_up": ("top_up", "pawn"),
    "settings": ("speech", "keys"),
}


_FUNCTION_CODES: dict[str, int] = {name: getattr(pygame, f"K_F{name[1:]}")
                                   for name in keymap.FUNCTION_KEYS}
#: Keys that only change another key (a key page waits for the key they go with).
MODIFIERS = frozenset({pygame.K_LSHIFT, pygame.K_RSHIFT, pygame.K_LCTRL, pygame.K_RCTRL,
                       pygame.K_LALT, pygame.K_RALT, pygame.K_LGUI, pygame.K_RGUI,
                       pygame.K_CAPSLOCK, pygame.K_NUMLOCKCLEAR, pygame.K_MODE})

_changed: dict[str, str] = {}
_bound: dict[str, str] = dict(keymap.DEFAULTS)
_revision = 0
#: The registry's revision ``_bound`` was worked out for (a game registered later has keys).
_games_seen = -1


def follow(changed: Mapping[str, str] | tuple[tuple[str, str], ...]) -> None:
    """Use the settings' moved keys (``Settings.keys``) from now on, everywhere."""
    global _changed, _bound, _revision, _games_seen
    _changed = dict(changed)
    new = keymap.bindings(_changed)
    _games_seen = games.revision()
    if new != _bound:
        _bound, _revision = new, _revision + 1


def _now() -> dict[str, str]:
    """Every action's key, the registered games' included."""
    if games.revision() != _games_seen:
        follow(_changed)
    return _bound


def revision() -> int:
    """Changes each time a key moves (pages laid out once redo their keycaps)."""
    return _revision


def bound() -> dict[str, str]:
    """Every action's key now (a copy)."""
    return dict(_now())


def key_of(name: str) -> str:
    """The key of action ``name`` as pygame names it ("" for an unknown name)."""
    return _now().get(name, "")


def in_group(group: str, event: pygame.event.Event) -> bool:
    """Whether the key event is the key of one of ``group``'s shortcuts (``GROUPS``)."""
    return any(pressed(name, event) for name in GROUPS.get(group, ()))


def letter(name: str) -> str:
    """The key of action ``name`` as printed on its keycap: "B", "F5" ("" for none)."""
    key = _now().get(name, "")
    return keymap.shown(key) if key else ""


def matches(key: str, event: pygame.event.Event) -> bool:
    """Whether the key event is ``key`` (a pygame key name; a letter in either case)."""
    code = getattr(event, "key", None)
    if key in _FUNCTION_CODES:
        return code == _FUNCTION_CODES[key]
    if len(key) != 1:
        return False
    if code == ord(key):
        return True
    typed: str = getattr(event, "unicode", "") or ""
    return typed.lower() == key


def pressed(name: str, event: pygame.event.Event) -> bool:
    """Whether the key event is the key of action ``name``."""
    key = _now().get(name, "")
    return bool(key) and matches(key, event)


def named(event: pygame.event.Event) -> str:
    """The pressed key as :mod:`drawpoker.keymap` names it ("g", "f5", ";", "escape")."""
    code = getattr(event, "key", 0)
    for name, function in _FUNCTION_CODES.items():
        if code == function:
            return name
    name = pygame.key.name(code).lower()
    if len(name) == 1:
        return name
    typed: str = getattr(event, "unicode", "") or ""
    if len(typed) == 1 and typed.isprintable() and not typed.isspace() and name in ("", "unknown"):
        return typed.lower()
    return name
