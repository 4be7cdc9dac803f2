"""The match in progress, kept on disk between sessions as versioned JSON (never pickle).

A save is written atomically (see :mod:`drawpoker.storage.atomic`), so a crash leaves the
previous save. A save that cannot be trusted (truncated, corrupt, from a newer version of the
game, or holding a match that cannot exist) is refused with a message for the player, moved aside
as ``<name>.bad-<timestamp>`` for inspection, and the game starts a new match: nothing crashes
and nothing is overwritten.
"""

from __future__ import annotations

import json
import logging
import os
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from drawpoker import paths
from drawpoker.engine.draw import Match, MatchDataError, Phase, check_played
from drawpoker.engine.draw.match_data import match_from_dict, match_to_dict
from drawpoker.storage.atomic import write_text_atomic
from drawpoker.storage.files import (
    BadFile as BadFile,
)
from drawpoker.storage.files import (
    FileRefused as FileRefused,
)
from drawpoker.storage.files import Problem as Problem
from drawpoker.storage.files import check_version as check_version
from drawpoker.storage.files import read_json_file as read_json_file
from drawpoker.storage.files import refuse as refuse
from drawpoker.storage.slot import FileSlot
from drawpoker.storage.write_watch import Notice

log = logging.getLogger(__name__)

#: The save format this game writes; older formats are migrated on load, newer ones refused.
SAVE_VERSION = 1
GAME_TAG = "drawpoker"
SAVE_NAME = "match.json"
_MATCH_ID = re.compile(r"^[A-Za-z0-9_-]{1,64}$")

#: Upgrades from an older save version to the next one, by the version they start from.
MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {}


@dataclass(slots=True)
class SavedMatch:
    """What a save holds: the match, the opponent's memory of the player, and the id of the
    match's hand-history file; ``extra`` is free for the UI (JSON-safe values only)."""

    match: Match
    opponent: dict[str, Any] | None = None
    match_id: str | None = None
    extra: dict[str, Any] = field(default_factory=dict)
    saved_at: str = ""


@dataclass(frozen=True, slots=True)
class LoadResult:
    """Either a saved match, or nothing with the reason (``bad`` is None when there was no save)."""

    saved: SavedMatch | None
    bad: BadFile | None = None

    @property
    def notice(self) -> Notice | None:
        return self.bad.notice("saves") if self.bad is not None else None


# --------------------------------------------------------------------------- saves


def save_to_dict(
    match: Match,
    opponent: Mapping[str, Any] | None = None,
    match_id: str | None = None,
    extra: Mapping[str, Any] | None = None,
) -> dict[str, Any]:
    if match_id is not None and not _MATCH_ID.match(match_id):
        raise ValueError(f"a match id is 1-64 letters, digits, '-' or '_', got {match_id!r}")
    return {
        "game": GAME_TAG,
        "version": SAVE_VERSION,
        "saved_at": datetime.now().isoformat(timespec="seconds"),
        "match_id": match_id,
        "match": match_to_dict(match),
        "opponent": dict(opponent) if opponent is not None else None,
        "extra": dict(extra) if extra is not None else {},
    }


def save_match(
    path: Path,
    match: Match,
    opponent: Mapping[str, Any] | None = None,
    match_id: str | None = None,
    extra: Mapping[str, Any] | None = None,
) -> None:
    """Write the save atomically. Raises OSError if the disk refuses, ValueError/TypeError if
    ``opponent`` or ``extra`` hold something JSON cannot store."""
    data = save_to_dict(match, opponent, match_id, extra)
    text = json.dumps(data, allow_nan=False, separators=(",", ":"))
    write_text_atomic(path, text + "\n")


def saved_match_from_dict(data: dict[str, Any], staged_ok: bool = False) -> SavedMatch:
    """Check and upgrade a save's data; raise FileRefused with the reason when it is bad.

    ``staged_ok``: trust a match dealt given decks (tests that stack the deck); real play
    deals every deck from the match's seed, so a save claiming otherwise is refused."""
    version = check_version(data, SAVE_VERSION, "the save")
    while version < SAVE_VERSION:
        migrate = MIGRATIONS.get(version)
        if migrate is None:
            raise FileRefused(Problem.INVALID, f"no way to upgrade a save of version {version}")
        data = migrate(data)
        version += 1
    if "match" not in data:
        raise FileRefused(Problem.INVALID, "the save holds no match")
    try:
        match = match_from_dict(data["match"])
        if match.staged and not staged_ok and data["match"].get("format") != 1:
            raise MatchDataError("its decks were not dealt from its seed")
        # Each part possible is not enough: the money must be where the deals lead (QA4).
        check_played(match)
    except MatchDataError as exc:
        raise FileRefused(Problem.INVALID, f"the saved match is impossible: {exc}") from exc
    opponent = data.get("opponent")
    if opponent is not None and not isinstance(opponent, dict):
        raise FileRefused(Problem.INVALID, "the opponent's memory must be an object or null")
    match_id = data.get("match_id")
    if match_id is not None and not (isinstance(match_id, str) and _MATCH_ID.match(match_id)):
        raise FileRefused(Problem.INVALID, f"the match id is not valid: {match_id!r}")
    extra = data.get("extra", {})
    if not isinstance(extra, dict):
        raise FileRefused(Problem.INVALID, "the save's extra data must be an object")
    saved_at = data.get("saved_at", "")
    return SavedMatch(
        match, opponent, match_id, extra, saved_at if isinstance(saved_at, str) else ""
    )


def load_match(path: Path, staged_ok: bool = False) -> LoadResult:
    """The saved match at ``path``; a bad save is refused, moved aside and explained."""
    if not os.path.lexists(path):
        return LoadResult(None)
    try:
        data = read_json_file(path, GAME_TAG)
        saved = saved_match_from_dict(data, staged_ok)
    except FileRefused as error:
        return LoadResult(None, refuse(path, error, "save"))
    return LoadResult(saved)


def default_save_path() -> Path:
    return paths.user_data_dir() / SAVE_NAME


class SaveSlot(FileSlot[SavedMatch]):
    """The one place the match in progress lives between sessions (see ``FileSlot``): saved
    after every move and on quit, cleared once the match is over."""

    WHAT = "the match"

    def __init__(self, path: Path | None = None, staged_ok: bool = False) -> None:
        super().__init__(path if path is not None else default_save_path())
        self.staged_ok = staged_ok  # see saved_match_from_dict

    def read(self) -> SavedMatch:
        return saved_match_from_dict(read_json_file(self.path, GAME_TAG), self.staged_ok)

    def save(
        self,
        match: object,
        opponent: Mapping[str, Any] | None = None,
        match_id: str | None = None,
        extra: Mapping[str, Any] | None = None,
    ) -> bool:
        """Keep ``match``; a finished match clears the slot instead. False if the disk refused
        (logged: a failed save must not stop the game)."""
        if not isinstance(match, Match):
            raise TypeError(f"SaveSlot.save needs a Match, got {type(match).__name__}")
        if match.phase is Phase.MATCH_OVER:
            self.clear()
            return self.last_error is None
        data = save_to_dict(match, opponent, match_id, extra)
        return self.write(json.dumps(data, allow_nan=False, separators=(",", ":")) + "\n")


# --------------------------------------------------------------------------- opponent memory


def opponent_memory(opponent: object) -> dict[str, Any] | None:
    """The opponent's memory of the player, if it keeps one (``memory_to_dict()``)."""
    method = getattr(opponent, "memory_to_dict", None)
    if not callable(method):
        return None
    memory = method()
    return dict(memory) if isinstance(memory, Mapping) else None


def restore_opponent_memory(opponent: object, memory: Mapping[str, Any] | None) -> bool:
    """Give a saved memory back to the opponent (``memory_from_dict(data)``); False if it has
    no memory or refuses this one (then it simply starts without it)."""
    method = getattr(opponent, "memory_from_dict", None)
    if memory is None or not callable(method):
        return False
    try:
        method(dict(memory))
    except (ValueError, TypeError, KeyError) as exc:
        log.warning("the opponent refused its saved memory: %s", exc)
        return False
    return True
