"""Letter shortcuts of the buttons: one letter per action, the same in every language.

A key must not change meaning with the language (S once meant Settings in English and Quit in
Spanish), so the letters are defined here, once, and never translated. The letter is printed on
the button's keycap whatever the label says, so a player reading "AJUSTES" still sees S. Keys
that have no letter (the digits 1 to 5, Enter, Esc, Space, the arrows, F1, F11) are listed by
the buttons as fixed key codes.
"""

from __future__ import annotations

import pygame

#: Written before a shortcut's name in a keycap label ("shortcut:bet"), see ``widgets.key_name``.
PREFIX = "shortcut:"

#: Every action's letter. Buttons on screen together (see ``GROUPS``) have different letters.
LETTERS: dict[str, str] = {
    "bet": "B",
    "wait": "W",
    "raise": "R",
    "draw": "D",
    "call": "C",
    "drop": "X",
    "next_deal": "N",
    "match_result": "M",
    "log": "H",
    "coach": "K",
    "new_match": "N",
    "continue": "C",
    "settings": "S",
    "help": "H",
    "stats": "T",
    "quit": "Q",
    "quit_to_title": "Q",
    "to_title": "T",
    "canfield": "L",
    "holdem": "X",
    "holdem_call": "C",
    "holdem_raise": "R",
    "holdem_fold": "F",
    "holdem_next": "N",
    "holdem_leave": "L",
    "holdem_log": "H",
    "holdem_title": "T",
    "holdem_start": "N",
    "holdem_continue": "C",
    "pawn": "P",
    "new_bank": "B",
    "top_up": "T",
    "whatif": "I",
    "why": "Y",
    "copy_code": "J",
    "speech": "V",
}

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
    "log": ("table.button.log",),
    "coach": ("table.button.coach",),
    "new_match": ("title.new_match", "gameover.new_match"),
    "continue": ("title.continue",),
    "settings": ("title.settings", "pause.settings"),
    "help": ("title.help", "pause.help"),
    "stats": ("stats.button",),
    "quit": ("title.quit",),
    "quit_to_title": ("pause.quit_to_title",),
    "to_title": ("gameover.title",),
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
}

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
}


def in_group(group: str, event: pygame.event.Event) -> bool:
    """Whether the key event is the letter of one of ``group``'s shortcuts (``GROUPS``)."""
    return any(pressed(name, event) for name in GROUPS.get(group, ()))


def letter(name: str) -> str:
    """The letter of shortcut ``name`` as printed on its keycap ("" for an unknown name)."""
    return LETTERS.get(name, "")


def pressed(name: str, event: pygame.event.Event) -> bool:
    """Whether the key event is the letter of shortcut ``name`` (either case)."""
    wanted = letter(name).lower()
    if not wanted:
        return False
    if getattr(event, "key", None) == ord(wanted):
        return True
    typed: str = getattr(event, "unicode", "") or ""
    return typed.lower() == wanted
