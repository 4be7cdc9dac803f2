"""The registry of games: each game says here what the rest of the program needs of it, so
the title, settings, statistics, help, the scene list and the verifier iterate the games
instead of naming them (issue 39).

A game declares one :class:`Game` value, ``GAME``, in its own module of this package
(``games/draw.py``, ``games/holdem.py``, ``games/canfield.py``). Adding a fourth game adds a
module here and its own packages under engine/, storage/ and ui/; no shared file changes.
Tests (or a plug-in) add one with :func:`register`.

Every reference is a string, ``"module:attribute"``, imported when first used: this package
imports no game, so any layer may read it without an import edge to a game, and start-up
pays for a game's modules only when the player opens it.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

#: The games shipped with drawpoker, found here when a frozen build cannot list this package.
BUILT_IN = ("draw", "holdem", "canfield")


@dataclass(frozen=True, slots=True)
class StatsPage:
    """One page of the statistics screen's right panel, opened by its button."""

    name: str
    label_key: str  # the button's label while the page is closed
    shortcut: str  # a keymap action of the "stats" screen ("" for none)
    opened: str  # "module:function": called with the app when the page opens; returns its data
    painter: str  # "module:function": (surface, rect, scale, data) draws the page


#: A value a game's option may take (what a settings file can hold).
OptionValue = bool | int | str


@dataclass(frozen=True, slots=True)
class Option:
    """One choice of a game's own, kept in the player's settings file under the game's key
    (``options: {highcard: {deck: 32}}``) and offered as a row of the settings page: a game
    from outside needs no field of the shared settings."""

    name: str
    default: OptionValue
    choices: tuple[OptionValue, ...]
    #: The row's label.
    label_key: str
    #: The text of a value, with ``{value}`` in it; "" writes the value itself (on/off for
    #: true/false).
    value_key: str = ""


@dataclass(frozen=True, slots=True)
class KeyAction:
    """A key of a game's own that the player may move on the keys page (its title button's
    shortcut, its table's keys). Its name starts with the game's key, so no two games share
    one; ``heard`` names the moments it is heard (``"title"``, the game's scene names), where
    no other action may have its key."""

    name: str
    default: str
    label_key: str
    heard: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Game:
    """What a game brings to the program as a whole."""

    key: str
    #: Where its buttons stand on the title (lower first).
    order: int
    #: "module:function": called with the title scene, returns the game's title buttons (their
    #: ``name`` and ``shortcut``); called again whenever the title is built.
    title_buttons: str
    #: Its scenes: name -> "module:Class". Names are its own (``holdem_table``), never shared.
    scenes: Mapping[str, str] = field(default_factory=dict)
    #: "module:function": extras of its own on the title (draw: the career's trophies), called
    #: each frame as ``(title_scene, surface, room, scale)`` with the room above her portrait;
    #: draws in it and returns the rect drawn (empty when nothing). None: no extras.
    title_decor: str | None = None
    #: "module:function": called with the title scene, returns what its extras say aloud as
    #: the title opens (draw: how many trophies), "" for nothing. None: nothing.
    title_words: str | None = None
    #: The scene of its rules page, listed on the help page.
    rules_scene: str | None = None
    #: The lang key naming the game (help page, statistics page headings).
    name_key: str = ""
    #: Pages of its own on the statistics screen.
    stats_pages: tuple[StatsPage, ...] = ()
    #: "module:function": called with the settings scene, returns its rows (a group of its own).
    settings_rows: str | None = None
    #: "module:function": called with the settings scene, returns notes drawn under the rows:
    #: (text, tone), the tone "plain", "quiet" or "attention".
    settings_notes: str | None = None
    #: The ``game`` of its history header and "module:attribute" of its replayer (verify).
    history_game: str | None = None
    replayer: str | None = None
    #: Older titles of its JSON history header (before the shared format), read as its own.
    legacy_titles: tuple[str, ...] = ()
    #: "module:function": its event log as a player reads it (``history`` command), lines.
    history_render: str | None = None
    #: "module:function": the verifier of its older, plain-text history (not an event log).
    text_verifier: str | None = None
    #: A folder of ``<language>.yaml`` files with the game's own texts (a game from outside the
    #: project); the built-in games keep theirs in lang/, under their own section.
    strings: Path | None = None
    #: Its own options, kept in the settings file under its key and shown as settings rows.
    options: tuple[Option, ...] = ()
    #: Its own keys, on the keys page under its name.
    keys: tuple[KeyAction, ...] = ()


_games: dict[str, Game] = {}
_discovered = False
#: Changes each time a game comes or goes (the keymap keeps what it derived until then).
_revision = 0
_checks: list[Callable[[], list[str]]] = []


def resolve(reference: str) -> Any:
    """The object a ``"module:attribute"`` reference names (imported now)."""
    module, _, name = reference.partition(":")
    if not module or not name:
        raise ValueError(f"a reference is 'module:attribute', not {reference!r}")
    return getattr(importlib.import_module(module), name)


def _discover() -> None:
    """Read every game module of this package once. Nothing is kept unless all of them
    imported: a game that fails to import is an error each time, never a registry that
    silently lacks it."""
    global _discovered
    if _discovered:
        return
    found = [info.name for info in pkgutil.iter_modules(__path__) if not info.ispkg]
    declared = [importlib.import_module(f"{__name__}.{name}").GAME for name in found or BUILT_IN]
    for game in declared:
        _games.setdefault(game.key, game)
    _discovered = True


def register(game: Game) -> None:
    """Add ``game``; a key registered already, or options and keys that cannot work, are
    refused with what is wrong (one key, one game)."""
    global _revision
    _discover()
    if game.key in _games:
        raise ValueError(f"a game is already registered as {game.key!r}")
    problems = _declaration_problems(game)
    if problems:
        raise ValueError(f"game {game.key!r}: " + "; ".join(problems))
    _games[game.key] = game
    _revision += 1
    problems = [problem for check in _checks for problem in check()]
    if problems:
        unregister(game.key)
        raise ValueError(f"game {game.key!r}: " + "; ".join(problems))


def add_check(check: Callable[[], list[str]]) -> None:
    """Have ``check`` asked, each time a game registers, what is wrong now that it is in (the
    keymap adds one: a game's keys may not shadow another's). Modules that read the registry
    add their checks; the registry imports none of them."""
    if check not in _checks:
        _checks.append(check)


def unregister(key: str) -> None:
    """Take a game away again (tests register one for a while)."""
    global _revision
    if _games.pop(key, None) is not None:
        _revision += 1


def revision() -> int:
    """Changes each time a game is registered or taken away."""
    _discover()
    return _revision


def _declaration_problems(game: Game) -> list[str]:
    """What is wrong with a game's own options and keys (names, defaults, choices)."""
    problems: list[str] = []
    names = [option.name for option in game.options]
    for option in game.options:
        if not option.name.isidentifier() or names.count(option.name) > 1:
            problems.append(f"option name {option.name!r} is not a unique plain name")
        kinds = {type(value) for value in (option.default, *option.choices)}
        if len(kinds) != 1 or not kinds <= {bool, int, str}:
            problems.append(f"option {option.name!r} mixes kinds of values")
        if option.default not in option.choices:
            problems.append(f"option {option.name!r}: its default is not one of its choices")
    taken = {action.name for other in _games.values() for action in other.keys}
    for action in game.keys:
        if not action.name.startswith(f"{game.key}_") or action.name in taken:
            problems.append(f"key action {action.name!r} must start with {game.key + '_'!r} "
                            "and be unique")
        if not action.heard:
            problems.append(f"key action {action.name!r} is heard nowhere")
    return problems


def option(key: str, name: str) -> Option:
    """Game ``key``'s option ``name``; KeyError names what is unknown."""
    for each in game(key).options:
        if each.name == name:
            return each
    raise KeyError(f"game {key!r} has no option {name!r}")


def key_actions() -> Iterator[tuple[Game, KeyAction]]:
    """Every game's own keys, in game order."""
    for each in games():
        for action in each.keys:
            yield each, action


def games() -> tuple[Game, ...]:
    """Every registered game, in title order."""
    _discover()
    return tuple(sorted(_games.values(), key=lambda game: (game.order, game.key)))


def game(key: str) -> Game:
    """The game registered as ``key``; the message lists the known ones."""
    _discover()
    try:
        return _games[key]
    except KeyError:
        known = ", ".join(sorted(_games))
        raise KeyError(f"no game is registered as {key!r} (known: {known})") from None


def scenes() -> Iterator[tuple[str, str]]:
    """Every game's scenes: (name, "module:Class")."""
    for each in games():
        yield from each.scenes.items()


def stats_pages() -> Iterator[StatsPage]:
    """Every game's statistics pages, in game order."""
    for each in games():
        yield from each.stats_pages


def replayers() -> dict[str, Any]:
    """Each game's history replayer by the ``game`` its header names."""
    return {each.history_game: resolve(each.replayer)() for each in games()
            if each.history_game and each.replayer}


def legacy_titles() -> dict[str, str]:
    """Older history titles, each with the game that wrote it."""
    return {title: each.history_game for each in games() if each.history_game
            for title in each.legacy_titles}


def history_game(key: object) -> Game | None:
    """The game whose history header names ``key``."""
    return next((each for each in games() if each.history_game == key), None)


def string_folders() -> tuple[Path, ...]:
    """The folders of games that bring their own texts."""
    return tuple(each.strings for each in games() if each.strings is not None)
