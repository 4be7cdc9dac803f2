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
from collections.abc import Iterator, Mapping
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


_games: dict[str, Game] = {}
_discovered = False


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
    """Add ``game``; a key registered already is refused (one key, one game)."""
    _discover()
    if game.key in _games:
        raise ValueError(f"a game is already registered as {game.key!r}")
    _games[game.key] = game


def unregister(key: str) -> None:
    """Take a game away again (tests register one for a while)."""
    _games.pop(key, None)


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
