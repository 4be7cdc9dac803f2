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


class SaveSlot:
    """The one place the match in progress lives between sessions.

    Fits the ``SaveSlot`` protocol of :class:`drawpoker.ui.app.App`: ``exists`` (offer
    "continue"), ``load``, ``save`` (after every deal and on quit) and ``clear`` (the match is
    over).
    A file this slot did not write or load is checked before it is replaced or removed, so a bad
    save is always moved aside, never overwritten.
    """

    def __init__(self, path: Path | None = None, staged_ok: bool = False) -> None:
        self.path = path if path is not None else default_save_path()
        self.staged_ok = staged_ok  # see saved_match_from_dict
        #: Why the last load found nothing usable (None when it worked or there was no save).
        self.last_bad: BadFile | None = None
        #: Why the last write failed (the system's words), None when it worked.
        self.last_error: str | None = None
        self._owned = False

    @property
    def notice(self) -> Notice | None:
        """The player's explanation of the last refused save, if any."""
        return self.last_bad.notice("saves") if self.last_bad is not None else None

    def exists(self) -> bool:
        """Whether there is a match to continue: a save that loads. One that does not (cut
        short, damaged, a link to a device, a pipe, a folder) is refused here, moved aside and
        explained (``message``), so the title never offers it nor counts it as abandoned."""
        if not os.path.lexists(self.path):
            return False
        result = load_match(self.path, self.staged_ok)
        if result.bad is not None:
            self.last_bad = result.bad
        return result.saved is not None

    def load(self) -> SavedMatch | None:
        result = load_match(self.path, self.staged_ok)
        self.last_bad = result.bad
        self._owned = result.saved is not None or not self.path.exists()
        return result.saved

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
        if not self._claim():
            self.last_error = f"{self.path} was refused and could not be moved aside"
            return False
        try:
            save_match(self.path, match, opponent, match_id, extra)
        except OSError as exc:
            log.error("cannot save the match to %s: %s", self.path, exc)
            self.last_error = exc.strerror or str(exc)
            return False
        self.last_error = None
        return True

    def clear(self) -> None:
        """Forget the saved match (it ended, or the player started a new one)."""
        if not self._claim():
            return
        try:
            self.path.unlink(missing_ok=True)
        except OSError as exc:
            log.error("cannot remove the finished save %s: %s", self.path, exc)
            self.last_error = exc.strerror or str(exc)
        else:
            self.last_error = None

    def _claim(self) -> bool:
        """Before the first write, make sure no unchecked bad file would be lost."""
        if self._owned or not self.path.exists():
            self._owned = True
            return True
        result = load_match(self.path, self.staged_ok)
        if result.bad is not None:
            self.last_bad = result.bad
            if self.path.exists():  # it could not be moved aside: leave it alone
                return False
        self._owned = True
        return True


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
