"""Canfield's own file: its statistics and the game in progress, in one JSON file.

It sits next to the poker save (``canfield.json`` in the user data folder) and is written
atomically. A file the game cannot trust (not JSON, a field out of range, a game that breaks
the rules) is moved aside as ``canfield.json.bad-<time>`` and the book starts afresh, with
``problem`` saying why so the scene can tell the player; nothing is ever silently lost.

Money is the player's bank, shared with the poker matches (``storage/bank.py``): the $52
stake leaves the bank when the cards are dealt, and the cards (less the pass fees) pay back
when the game ends, so the money shown during a game is the bank plus what the game has
brought so far. Format 1 files kept a bank of their own; the bank took it over on its first
load, and it is ignored here. The bank is written before this file, so a crash between the
two can only leave a game the bank already paid (dropped on loading) or a stake with no game
(given back).
"""

from __future__ import annotations

import json
import logging
import os
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from drawpoker import paths
from drawpoker.engine.canfield import STAKE, Canfield, CanfieldDataError, from_dict, to_dict
from drawpoker.engine.canfield.money import BEST_NET, PASS_FEE, PAY_PER_CARD
from drawpoker.storage import safe_json
from drawpoker.storage.atomic import RefusedGuard, move_aside, write_text_atomic
from drawpoker.storage.bank import BANK_NAME, BankBook

log = logging.getLogger(__name__)

FILE_NAME = "canfield.json"
FORMAT = 2
#: Formats this game reads (1 had its own bank, taken over by the shared one).
READS = (1, 2)
_LIMIT = 10**12
#: More moves than any game is played with (thousands of passes of the stock); each is
#: replayed when the file is read, about 25 microseconds apiece.
MAX_MOVES = 100_000


@dataclass
class CanfieldStats:
    games: int = 0
    won: int = 0
    best_net: int | None = None
    total_net: int = 0
    #: New banks of the old Canfield-only bank (now counted by the shared bank).
    bank_restarts: int = 0


class CanfieldBookError(ValueError):
    """The file holds something no game could have written."""


def _count(data: dict[str, Any], key: str, low: int = 0) -> int:
    value = data.get(key)
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= _LIMIT:
        raise CanfieldBookError(f"{key} must be a whole number from {low} to {_LIMIT}")
    return value


def _parse(data: object) -> tuple[CanfieldStats, Canfield | None]:
    if not isinstance(data, dict) or data.get("format") not in READS:
        raise CanfieldBookError(f"not a Canfield file of format {READS}")
    if data["format"] == 1:
        _count(data, "bank", -_LIMIT)
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
    moves = saved.get("moves") if isinstance(saved, dict) else None
    if isinstance(moves, list) and len(moves) > MAX_MOVES:
        # Each move is replayed on loading: millions (a 64 MB file holds ten) would freeze
        # the table for minutes.
        raise CanfieldBookError(f"{len(moves)} moves; a game of more than {MAX_MOVES} is not "
                                "replayed")
    try:
        game = None if saved is None else from_dict(saved)
    except CanfieldDataError as error:
        raise CanfieldBookError(f"the game in progress: {error}") from None
    if game is not None and (game.is_won() or game.is_stuck()):
        raise CanfieldBookError("a finished game is kept as in progress")
    return stats, game


class CanfieldBook:
    """The player's Canfield statistics and unfinished game, paid from the shared bank."""

    def __init__(self, path: Path, bank: BankBook | None = None) -> None:
        self.path = path
        #: The shared bank (by default the one next to this file).
        self.purse = bank if bank is not None else BankBook(path.with_name(BANK_NAME))
        self._guard = RefusedGuard(path)
        self.stats = CanfieldStats()
        self.game: Canfield | None = None
        #: Why the file was refused (and moved aside), for the scene to tell; None when fine.
        self.problem: str | None = None
        self.write_failed = False

    @classmethod
    def default(cls, bank: BankBook | None = None) -> CanfieldBook:
        book = cls(paths.user_data_dir() / FILE_NAME, bank)
        book.load()
        return book

    @property
    def bank(self) -> int:
        """The shared bank's money (a game in progress has paid its stake already)."""
        return self.purse.bank.money

    def load(self) -> None:
        if os.path.lexists(self.path):
            self._read()
        self._match_the_bank()

    def _match_the_bank(self) -> None:
        """The bank and this file agree on the game in progress (see the module's note)."""
        bank = self.purse.bank
        game = self.game
        same = game is not None and bank.canfield_open and bank.canfield_seed == game.seed
        if same:
            return
        if game is not None:
            log.warning("a Canfield game the bank has no stake for is dropped (already paid)")
            self.game = None
        if bank.canfield_open:
            log.warning("a Canfield stake with no game in the book is given back")
            bank.refund_canfield(STAKE)
            self.purse.save()

    def _read(self) -> None:
        try:
            text = safe_json.read_regular_file(self.path).decode("utf-8")
            self.stats, self.game = _parse(safe_json.loads(text))
        except (OSError, UnicodeDecodeError, ValueError) as error:
            # ValueError covers JsonRefused and CanfieldBookError.
            self.problem = str(error)
            log.warning("refused %s: %s", self.path, error)
            self._guard.refused = True
            try:
                move_aside(self.path)
            except OSError as exc:  # pragma: no cover - a read-only folder
                log.warning("could not move %s aside: %s", self.path, exc)

    def save(self) -> bool:
        """Write the file; False (and logged) when the disk refuses, the game keeps going."""
        blocked = self._guard.blocked()
        if blocked is not None:  # a refused file that could not be moved aside stays
            log.warning("could not write %s: %s", self.path, blocked)
            self.write_failed = True
            return False
        data = {
            "format": FORMAT,
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

    def brought(self) -> int:
        """What the game in progress has brought so far: its cards, less its pass fees."""
        game = self.game
        if game is None:
            return 0
        return game.foundation_cards * PAY_PER_CARD - game.redeals * PASS_FEE

    def money_now(self) -> int:
        """The bank with the game in progress counted as it stands."""
        return self.bank + self.brought()

    def can_turn_over(self) -> bool:
        """Another pass costs $5, which the money in hand must cover."""
        return self.money_now() >= PASS_FEE

    def start(self, seed: int) -> Canfield:
        if self.game is not None:
            raise RuntimeError("finish the game in progress first")
        if not self.can_afford:
            raise ValueError(f"a game costs ${STAKE}; the bank has ${self.bank}")
        self.purse.bank.stake_canfield(STAKE, seed)
        self.purse.save()  # the bank first: see the module's note
        self.game = Canfield.deal(seed)
        return self.game

    def finish(self) -> int:
        """Settle the game in progress (won, stuck or given up) and return its net."""
        game = self.game
        if game is None:
            raise RuntimeError("no game in progress")
        net = game.net
        paid = game.foundation_cards * PAY_PER_CARD
        # Each pass was allowed while the money covered it, but a poker buy-in may have taken
        # that money since the game was left: what the bank cannot pay now is written off.
        fees = min(game.redeals * PASS_FEE, self.bank + paid)
        self.purse.bank.settle_canfield(paid, fees)
        self.purse.save()
        self.stats.games += 1
        self.stats.won += game.is_won()
        self.stats.total_net += net
        best = self.stats.best_net
        self.stats.best_net = net if best is None else max(best, net)
        self.game = None
        return net
