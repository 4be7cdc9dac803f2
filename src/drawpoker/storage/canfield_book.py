"""Canfield's own file: the bank, the statistics and the game in progress, in one JSON file.

It sits next to the poker save (``canfield.json`` in the user data folder) and is written
atomically. A file the game cannot trust (not JSON, a field out of range, a game that breaks
the rules) is moved aside as ``canfield.json.bad-<time>`` and the book starts afresh, with
``problem`` saying why so the scene can tell the player; nothing is ever silently lost.

Money: ``bank`` is settled money. A game in progress is paid for when it ends (won, stuck
or given up), so the money shown during a game is ``bank + game.net``.
"""

from __future__ import annotations

import json
import logging
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from drawpoker import paths
from drawpoker.canfield import STAKE, Canfield, CanfieldDataError, from_dict, to_dict
from drawpoker.canfield.money import BEST_NET

from . import safe_json
from .atomic import move_aside, write_text_atomic

log = logging.getLogger(__name__)

FILE_NAME = "canfield.json"
FORMAT = 1
START_BANK = 500
_LIMIT = 10**12


@dataclass
class CanfieldStats:
    games: int = 0
    won: int = 0
    best_net: int | None = None
    total_net: int = 0
    bank_restarts: int = 0


class CanfieldBookError(ValueError):
    """The file holds something no game could have written."""


def _count(data: dict[str, Any], key: str, low: int = 0) -> int:
    value = data.get(key)
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= _LIMIT:
        raise CanfieldBookError(f"{key} must be a whole number from {low} to {_LIMIT}")
    return value


def _parse(data: object) -> tuple[int, CanfieldStats, Canfield | None]:
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise CanfieldBookError(f"not a Canfield file of format {FORMAT}")
    bank = _count(data, "bank", -_LIMIT)
    raw = data.get("stats")
    if not isinstance(raw, dict):
        raise CanfieldBookError("stats must be an object")
    stats = CanfieldStats(
        games=_count(raw, "games"),
        won=_count(raw, "won"),
        total_net=_count(raw, "total_net", -_LIMIT),
        bank_restarts=_count(raw, "bank_restarts"),
    )
    if stats.won > stats.games:
        raise CanfieldBookError("more games won than played")
    best = raw.get("best_net")
    if best is not None:
        best = _count(raw, "best_net", -_LIMIT)
        if best > BEST_NET:
            raise CanfieldBookError(f"a best result over ${BEST_NET} is impossible")
    if (best is None) != (stats.games == 0):
        raise CanfieldBookError("a best result exactly when games were played")
    stats.best_net = best
    saved = data.get("game")
    try:
        game = None if saved is None else from_dict(saved)
    except CanfieldDataError as error:
        raise CanfieldBookError(f"the game in progress: {error}") from None
    if game is not None and (game.is_won() or game.is_stuck()):
        raise CanfieldBookError("a finished game is kept as in progress")
    return bank, stats, game


class CanfieldBook:
    """The player's Canfield bank, statistics and unfinished game."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.bank = START_BANK
        self.stats = CanfieldStats()
        self.game: Canfield | None = None
        #: Why the file was refused (and moved aside), for the scene to tell; None when fine.
        self.problem: str | None = None
        self.write_failed = False

    @classmethod
    def default(cls) -> CanfieldBook:
        book = cls(paths.user_data_dir() / FILE_NAME)
        book.load()
        return book

    def load(self) -> None:
        if not self.path.exists():
            return
        try:
            text = safe_json.read_regular_file(self.path).decode("utf-8")
            self.bank, self.stats, self.game = _parse(safe_json.loads(text))
        except (OSError, UnicodeDecodeError, ValueError) as error:
            # ValueError covers JsonRefused and CanfieldBookError.
            self.problem = str(error)
            log.warning("refused %s: %s", self.path, error)
            try:
                move_aside(self.path)
            except OSError as exc:  # pragma: no cover - a read-only folder
                log.warning("could not move %s aside: %s", self.path, exc)

    def save(self) -> bool:
        """Write the file; False (and logged) when the disk refuses, the game keeps going."""
        data = {
            "format": FORMAT,
            "bank": self.bank,
            "stats": asdict(self.stats),
            "game": None if self.game is None else to_dict(self.game),
        }
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            write_text_atomic(self.path, json.dumps(data, indent=1))
        except OSError as error:
            log.warning("could not write %s: %s", self.path, error)
            self.write_failed = True
            return False
        self.write_failed = False
        return True

    # --- money and results -------------------------------------------------------------

    @property
    def can_afford(self) -> bool:
        return self.bank >= STAKE

    def money_now(self) -> int:
        """The bank with the game in progress counted as it stands."""
        return self.bank + (self.game.net if self.game is not None else 0)

    def start(self, seed: int) -> Canfield:
        if self.game is not None:
            raise RuntimeError("finish the game in progress first")
        if not self.can_afford:
            raise ValueError(f"a game costs ${STAKE}; the bank has ${self.bank}")
        self.game = Canfield.deal(seed)
        return self.game

    def finish(self) -> int:
        """Settle the game in progress (won, stuck or given up) and return its net."""
        game = self.game
        if game is None:
            raise RuntimeError("no game in progress")
        net = game.net
        self.bank += net
        self.stats.games += 1
        self.stats.won += game.is_won()
        self.stats.total_net += net
        best = self.stats.best_net
        self.stats.best_net = net if best is None else max(best, net)
        self.game = None
        return net

    def restart_bank(self) -> None:
        """A fresh bank when the old one cannot pay a game (counted in the statistics)."""
        if self.can_afford:
            raise ValueError("the bank can still pay for a game")
        self.bank = START_BANK
        self.stats.bank_restarts += 1
