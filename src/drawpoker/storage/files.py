"""Reading the game's own JSON files, shared by every game's saves, statistics and the bank:
a file is read whole, checked for its tag and version, and a refused one is kept aside with the
reason the player is told (``BadFile.problem`` is the message's key)."""

from __future__ import annotations

import logging
import os
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path
from typing import Any

from drawpoker.storage import safe_json
from drawpoker.storage.atomic import move_aside
from drawpoker.storage.safe_json import JsonRefused, read_regular_file
from drawpoker.storage.write_watch import Notice

log = logging.getLogger(__name__)


class Problem(StrEnum):
    """Why a stored file was refused; also the key of the message the player sees."""

    UNREADABLE = "unreadable"
    TRUNCATED = "truncated"
    CORRUPT = "corrupt"
    NEWER = "newer"
    INVALID = "invalid"
    #: A save the game could read, of a buy-in the bank no longer has out (paid back already,
    #: or another one): a copy put back from a backup never plays nor pays again.
    STALE = "stale"


@dataclass(frozen=True, slots=True)
class BadFile:
    """A refused file: what was wrong, the details (for the log) and where it is kept now."""

    problem: Problem
    detail: str
    kept_as: Path | None

    def notice(self, kind: str = "saves") -> Notice:
        """The player's explanation, as ``lang/`` keys: ``<kind>.problem.<problem>``, then
        ``<kind>.kept_as`` with the name the file is kept under."""
        if self.kept_as is None:
            return Notice(f"{kind}.problem.{self.problem}")
        return Notice(f"{kind}.problem.{self.problem}",
                      more=(Notice(f"{kind}.kept_as", {"file": self.kept_as.name}),))


class FileRefused(Exception):
    """Raised inside the loaders; carries the problem kind and a technical detail."""

    def __init__(self, problem: Problem, detail: str) -> None:
        super().__init__(detail)
        self.problem = problem
        self.detail = detail


# --------------------------------------------------------------------------- reading JSON files


def read_json_file(path: Path, tag: str) -> dict[str, Any]:
    """Read a JSON object written by this game and check its tag; raise FileRefused otherwise.

    Shared with the statistics file, which fails in the same ways.
    """
    try:
        raw = read_regular_file(path)
    except OSError as exc:
        raise FileRefused(Problem.UNREADABLE, f"cannot read {path}: {exc}") from exc
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise FileRefused(Problem.CORRUPT, f"{path} is not UTF-8 text: {exc}") from exc
    if not text.strip():
        raise FileRefused(Problem.TRUNCATED, f"{path} is empty")
    try:
        data = safe_json.loads(text)
    except JsonRefused as exc:
        # A file that stops before its final brace was cut short; anything else was damaged.
        problem = Problem.TRUNCATED if exc.cut else Problem.CORRUPT
        raise FileRefused(problem, f"{path}: {exc}") from exc
    if not isinstance(data, dict):
        raise FileRefused(Problem.CORRUPT, f"{path} holds {type(data).__name__}, not an object")
    if data.get("game") != tag:
        raise FileRefused(
            Problem.CORRUPT, f"{path} is not a {tag} file (game={data.get('game')!r})"
        )
    return data


def check_version(data: dict[str, Any], current: int, what: str) -> int:
    version = data.get("version")
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        raise FileRefused(Problem.INVALID, f"{what} has no valid version number: {version!r}")
    if version > current:
        raise FileRefused(
            Problem.NEWER, f"{what} has version {version}; this game reads up to {current}"
        )
    return version


def refuse(path: Path, error: FileRefused, kind: str) -> BadFile:
    """Log the refusal and keep the file aside (if it still exists and can be moved)."""
    kept: Path | None = None
    if os.path.lexists(path):  # a link to nowhere (or to itself) is moved aside too
        try:
            kept = move_aside(path)
        except OSError as exc:
            log.error("cannot move the refused %s %s aside: %s", kind, path, exc)
    log.warning("refused %s %s (%s): %s; kept as %s", kind, path, error.problem, error.detail, kept)
    return BadFile(error.problem, error.detail, kept)
