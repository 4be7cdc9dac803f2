"""Every key a player may move to another key (issue 36): the actions, their default keys,
which actions are heard at the same moment, and the keys that never move.

A player who cannot reach a letter, uses a braille display's keys or a one-handed keyboard
changes the keys on the settings' keys page; the settings file keeps only the keys changed
(``keys: {bet: g}``), so a file written before this page existed, or one naming no key, gives
the defaults. Two actions heard at the same moment (the draw table's BET and the status key
that reads the cards) may never share a key: :func:`clash` says why a key is refused.

The keys that move the player around the game stay where they are: Esc, Enter, Tab, Space,
the arrows, Backspace and Delete, Page Up and Down, Home and End, F1 (rules), F2 (the spoken
lines), F11 (full screen) and the digits (the cards, the coach's draws, Canfield's columns).
A player can always reach this page and put the keys back, whatever she chose.

Keys are named as pygame names them (``pygame.key.name``, lower case): a letter or sign
("g", ";") or a function key ("f5"). This module is pure Python (the settings read it).

>>> bound = bindings({"bet": "g"})
>>> bound["bet"], bound["wait"]
('g', 'w')
>>> clash(bound, "wait", "g").kind, clash(bound, "wait", "tab").kind
('taken', 'reserved')
>>> clash(bound, "canfield_deal", "g") is None  # Canfield never hears the draw table's keys
True
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from drawpoker import games


@dataclass(frozen=True)
class Action:
    """One action a key does: its name, its key when nothing is changed, its page section."""

    name: str
    default: str
    section: str
    #: The text naming it on the keys page ("" for ``keymap.action.<name>``).
    label_key: str = ""


#: The keys page's sections, in its order.
SECTIONS: tuple[str, ...] = ("draw", "holdem", "logs", "canfield", "speech", "menus", "pages")

ACTIONS: tuple[Action, ...] = (
    # The draw table.
    Action("bet", "b", "draw"),
    Action("wait", "w", "draw"),
    Action("raise", "r", "draw"),
    Action("draw", "d", "draw"),
    Action("call", "c", "draw"),
    Action("drop", "x", "draw"),
    Action("next_deal", "n", "draw"),
    Action("match_result", "m", "draw"),
    Action("log", "h", "draw"),
    Action("coach", "k", "draw"),
    # The hold'em table and its setup.
    Action("holdem_call", "c", "holdem"),
    Action("holdem_raise", "r", "holdem"),
    Action("holdem_fold", "f", "holdem"),
    Action("holdem_next", "n", "holdem"),
    Action("holdem_leave", "l", "holdem"),
    Action("holdem_log", "h", "holdem"),
    Action("holdem_title", "t", "holdem"),
    Action("holdem_start", "n", "holdem"),
    Action("holdem_continue", "c", "holdem"),
    Action("setup_level", "l", "holdem"),
    Action("setup_order", "o", "holdem"),
    # A finished deal's log, at either poker table.
    Action("whatif", "i", "logs"),
    Action("why", "y", "logs"),
    Action("copy_code", "j", "logs"),
    Action("whatif_again", "a", "logs"),
    Action("past_why", "y", "logs"),
    # Canfield.
    Action("canfield_deal", "d", "canfield"),
    Action("canfield_undo", "u", "canfield"),
    Action("canfield_hint", "h", "canfield"),
    Action("canfield_new", "n", "canfield"),
    Action("canfield_reserve", "r", "canfield"),
    Action("canfield_waste", "w", "canfield"),
    Action("canfield_foundation", "f", "canfield"),
    # The status keys: questions asked at any table, answered aloud.
    Action("say_cards", "a", "speech"),
    Action("say_value", "v", "speech"),
    Action("say_pot", "p", "speech"),
    Action("say_stacks", "s", "speech"),
    Action("say_last", "o", "speech"),
    Action("say_repeat", "e", "speech"),
    # The title, the pause menu, the end of a match, the bank's questions.
    Action("new_match", "n", "menus"),
    Action("continue", "c", "menus"),
    Action("holdem", "x", "menus"),
    Action("canfield", "l", "menus"),
    Action("settings", "s", "menus"),
    Action("help", "h", "menus"),
    Action("stats", "t", "menus"),
    Action("quit", "q", "menus"),
    Action("quit_to_title", "q", "menus"),
    Action("to_title", "t", "menus"),
    Action("pawn", "p", "menus"),
    Action("new_bank", "b", "menus"),
    Action("top_up", "t", "menus"),
    Action("play_code", "k", "menus"),
    Action("duplicate", "d", "menus"),
    Action("practice", "p", "menus"),
    # The other pages' own buttons.
    Action("speech", "v", "pages"),
    Action("keys", "k", "pages"),
    Action("speech_try", "t", "pages"),
    Action("tour", "t", "pages"),
    Action("stats_luck", "l", "pages"),
    Action("stats_bank", "b", "pages"),
    Action("stats_holdem", "h", "pages"),
    Action("stats_past", "p", "pages"),
    Action("stats_export", "x", "pages"),
    Action("stats_duplicates", "d", "pages"),
    Action("stats_career", "r", "pages"),
)

NAMES: tuple[str, ...] = tuple(action.name for action in ACTIONS)
DEFAULTS: dict[str, str] = {action.name: action.default for action in ACTIONS}
SECTION_OF: dict[str, str] = {action.name: action.section for action in ACTIONS}
_STATUS = ("say_cards", "say_value", "say_pot", "say_stacks", "say_last")

#: Actions heard at the same moment (one page or table): their keys must differ. The repeat
#: key (say the last line again) is heard on every page, so it is in every one.
CONTEXTS: dict[str, tuple[str, ...]] = {
    "draw_table": ("bet", "wait", "raise", "draw", "call", "drop", "next_deal", "match_result",
                   "log", "coach", "whatif", "why", "copy_code", *_STATUS),
    "holdem_table": ("holdem_call", "holdem_raise", "holdem_fold", "holdem_next",
                     "holdem_leave", "holdem_title", "holdem_log", "whatif", "why",
                     "copy_code", *_STATUS),
    "holdem_setup": ("holdem_start", "holdem_continue", "setup_level", "setup_order",
                     "play_code", "practice"),
    "opponents": ("play_code", "practice"),
    "canfield": ("canfield_deal", "canfield_undo", "canfield_hint", "canfield_new",
                 "canfield_reserve", "canfield_waste", "canfield_foundation", "play_code",
                 *_STATUS),
    "title": ("new_match", "continue", "settings", "help", "stats", "quit", "canfield",
              "holdem"),
    "pause": ("settings", "help", "quit_to_title"),
    "gameover": ("new_match", "to_title", "duplicate"),
    "pawnshop": ("pawn", "new_bank"),
    "top_up": ("top_up", "pawn"),
    "settings": ("speech", "keys"),
    "speech_page": ("speech_try",),
    "help": ("tour",),
    "stats": ("stats_luck", "stats_bank", "stats_holdem", "stats_past", "stats_export",
              "stats_duplicates", "stats_career"),
    "whatif": ("whatif_again",),
    "past_deals": ("past_why",),
}
CONTEXTS = {name: (*actions, "say_repeat") for name, actions in CONTEXTS.items()}



# --------------------------------------------------------------------------- with every game
# The constants above are the program's own actions; a registered game (drawpoker.games) adds
# its keys, in a section named for the game. What follows is what the pages and the checks
# use: the constants with every registered game's keys.

_derived: tuple[int, dict[str, Any]] | None = None


def _with_games() -> dict[str, Any]:
    """The actions, defaults, sections and contexts with the registered games' keys, worked
    out again only when a game came or went."""
    global _derived
    revision = games.revision()
    if _derived is not None and _derived[0] == revision:
        return _derived[1]
    added = [(game, key) for game, key in games.key_actions()]
    every = ACTIONS + tuple(Action(key.name, key.default, game.key, key.label_key)
                            for game, key in added)
    contexts = {name: list(members) for name, members in CONTEXTS.items()}
    for _game, key in added:
        for moment in key.heard:
            contexts.setdefault(moment, ["say_repeat"]).append(key.name)
    derived: dict[str, Any] = {
        "actions": every,
        "defaults": {action.name: action.default for action in every},
        "sections": SECTIONS + tuple(dict.fromkeys(game.key for game, _ in added)),
        "section_keys": {game.key: game.name_key for game, _ in added},
        "contexts": {name: tuple(members) for name, members in contexts.items()},
    }
    _derived = (revision, derived)
    return derived


def actions() -> tuple[Action, ...]:
    """Every action a key does, the registered games' last."""
    return tuple(_with_games()["actions"])


def defaults() -> dict[str, str]:
    """Every action's key when nothing is changed (a copy)."""
    return dict(_with_games()["defaults"])


def names() -> tuple[str, ...]:
    return tuple(action.name for action in actions())


def sections() -> tuple[str, ...]:
    """The keys page's sections in order: the program's, then one per game with keys."""
    return tuple(_with_games()["sections"])


def section_label_key(section: str) -> str:
    """The text naming a section of the keys page."""
    return str(_with_games()["section_keys"].get(section, f"keymap.section.{section}"))


def label_key(name: str) -> str:
    """The text naming action ``name`` on the keys page."""
    found = next((action for action in actions() if action.name == name), None)
    return found.label_key if found is not None and found.label_key else f"keymap.action.{name}"


def contexts() -> dict[str, tuple[str, ...]]:
    """The actions heard at the same moment, by moment (their keys must differ)."""
    return dict(_with_games()["contexts"])


def default_clashes() -> list[str]:
    """Actions heard at the same moment whose keys, unchanged, are the same (a game's keys
    that would shadow another's are refused when it registers)."""
    keys = defaults()
    found: list[str] = []
    for moment, members in contexts().items():
        seen: dict[str, str] = {}
        for name in members:
            if not usable(keys[name]):
                found.append(f"{name}: {keys[name]!r} cannot be chosen as a key")
            elif keys[name] in seen:
                found.append(f"{name} and {seen[keys[name]]} both have {keys[name]!r} "
                             f"at {moment}")
            seen.setdefault(keys[name], name)
    return found


#: The function keys a player may choose (F1, F2 and F11 keep their meaning).
FUNCTION_KEYS: tuple[str, ...] = ("f3", "f4", "f5", "f6", "f7", "f8", "f9", "f10", "f12")
#: Keys that never move, by pygame's name (the digits are refused by rule, see :func:`usable`).
RESERVED: frozenset[str] = frozenset({
    "escape", "return", "enter", "tab", "space", "backspace", "delete", "up", "down", "left",
    "right", "page up", "page down", "home", "end", "insert", "f1", "f2", "f11",
})


@dataclass(frozen=True)
class Clash:
    """Why a key cannot be given to an action: ``reserved`` (it never moves), ``unusable``
    (not a key an action can have: a modifier, a keypad key) or ``taken`` by ``other``."""

    kind: str
    key: str
    other: str = ""


def usable(key: str) -> bool:
    """Whether ``key`` can be given to an action at all: one sign that is not a digit or a
    space, or one of :data:`FUNCTION_KEYS`."""
    if key in RESERVED:
        return False
    if key in FUNCTION_KEYS:
        return True
    return len(key) == 1 and key.isprintable() and not key.isspace() and not key.isdigit() \
        and key == key.lower()


def bindings(changed: Mapping[str, str] | tuple[tuple[str, str], ...] = ()) -> dict[str, str]:
    """Every action's key: the defaults with ``changed`` over them."""
    found = defaults()
    found.update(dict(changed))
    return found


def changes(bound: Mapping[str, str]) -> tuple[tuple[str, str], ...]:
    """What the settings keep of ``bound``: the keys that differ from the defaults, sorted."""
    known = defaults()
    return tuple(sorted((name, key) for name, key in bound.items()
                        if name in known and known[name] != key))


def neighbours(action: str) -> set[str]:
    """The actions heard at a moment when ``action`` is."""
    found: set[str] = set()
    for members in contexts().values():
        if action in members:
            found.update(members)
    found.discard(action)
    return found


def clash(bound: Mapping[str, str], action: str, key: str) -> Clash | None:
    """Why ``action`` may not have ``key`` with the other keys as ``bound``, or None."""
    if key in RESERVED or key.isdigit() or key.startswith("keypad"):
        return Clash("reserved", key)
    if not usable(key):
        return Clash("unusable", key)
    order = names()
    for other in sorted(neighbours(action), key=order.index):
        if bound.get(other) == key:
            return Clash("taken", key, other)
    return None


def check(changed: Mapping[str, object]) -> tuple[tuple[tuple[str, str], ...], list[str]]:
    """The settings file's ``keys``, each change kept unless it is wrong, with the reasons
    (in English, for the log) for those left out. The keys are checked as they stand together
    (a swap of two keys is fine); a change that clashes is left out, the later one first."""
    known = defaults()
    order = names()
    bound = dict(known)
    bad: list[str] = []
    moved: list[str] = []
    for raw_name, raw_key in changed.items():
        name = str(raw_name)
        if name not in known:
            bad.append(f"keys: there is no action {name!r}")
        elif not isinstance(raw_key, str):
            bad.append(f"keys: {name} must be a key name, got {raw_key!r}")
        elif not usable(raw_key.strip().lower()):
            bad.append(f"keys: {name} cannot be {raw_key!r}: that key cannot be chosen")
        else:
            bound[name] = raw_key.strip().lower()
            moved.append(name)
    while True:
        clashing = [name for name in reversed(moved)
                    if any(bound.get(other) == bound[name] for other in neighbours(name))]
        if not clashing:
            return changes(bound), bad
        name = clashing[0]
        other = next(other for other in sorted(neighbours(name), key=order.index)
                     if bound.get(other) == bound[name])
        bad.append(f"keys: {name} cannot be {bound[name]!r}: it is {other}'s")
        bound[name] = known[name]
        moved.remove(name)


def shown(key: str) -> str:
    """How a key is written on a keycap and said: "G", "F5", ";"."""
    return key.upper() if len(key) == 1 or key in FUNCTION_KEYS else key


games.add_check(default_clashes)
