"""Canfield's own file: its statistics and the game in progress, in one JSON file.

It sits next to the poker save (``canfield.json`` in the user data folder) and is written
atomically. A file the game cannot trust (not JSON, a field out of range, a game that breaks
the rules) is moved aside as ``canfield.json.bad-<time>`` and the book starts afresh, with
``problem`` saying why so the scene can tell the player; nothing is ever silently lost.

Money is the player's bank, shared with the poker matches (``storage/bank.py``): the $52
stake leaves the bank when the cards are dealt, each card that reaches a foundation pays $5
into it at once and each pass takes its $5 when it is made (:meth:`CanfieldBook.play`, undone
by :meth:`CanfieldBook.undo`), so a game left open owes nothing and a poker buy-in can never
spend a pass fee. Format 1 files kept a bank of their own; the bank took it over on its first
load, and it is ignored here. The bank is written before this file, so a crash between the
two can only leave a game the bank already paid (dropped on loading) or a stake with no game
(given back, with what it moved). What a move pays or costs is the engine's rule
(``Canfield.card_pay``, ``pass_fees``, ``fee_for``): this file only moves the bank by it.

Each game is also written to its hand history as it is played
(:class:`~drawpoker.storage.canfield.history.CanfieldHistory`): the deal's commitment when it is
dealt, each step before the file is saved (so a crash leaves the history ahead of the save,
which its ``Resumed`` line rolls back), the reveal when it is settled.

A deal from a code (:meth:`CanfieldBook.start` with ``free``) plays for no money: a code tells
its cards, so the bank takes no stake, pays no card and charges no pass. The file says so
(``"free": true``, the bank holding no stake for it, which is how the two still agree), and
its result counts in ``free_stats``, apart from the player's own.
"""

from __future__ import annotations

import json
import logging
import os
from collections.abc import Callable
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from drawpoker import paths
from drawpoker.engine.canfield import (
    STAKE,
    Canfield,
    CanfieldDataError,
    IllegalMoveError,
    Move,
    from_dict,
    to_dict,
)
from drawpoker.engine.canfield.events import ActionTaken
from drawpoker.engine.canfield.money import BEST_NET, pass_fees
from drawpoker.engine.core.saved_data import MatchDataError, whole_number
from drawpoker.storage import safe_json
from drawpoker.storage.atomic import RefusedGuard, move_aside, write_text_atomic
from drawpoker.storage.bank import BANK_NAME, BankBook
from drawpoker.storage.canfield.history import CanfieldHistory

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
    try:
        return whole_number(data.get(key), key, low, _LIMIT)
    except MatchDataError as error:
        raise CanfieldBookError(str(error)) from None


def _stats(raw: object, what: str) -> CanfieldStats:
    if not isinstance(raw, dict):
        raise CanfieldBookError(f"{what} must be an object")
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
    return stats


def _free(data: dict[str, Any]) -> tuple[bool, CanfieldStats]:
    """Whether the game in progress is a code's (for no money), and those games' statistics
    (both absent from files written before codes)."""
    free = data.get("free", False)
    if not isinstance(free, bool):
        raise CanfieldBookError("free must be true or false")
    if free and data.get("game") is None:
        raise CanfieldBookError("a game for no money, but no game")
    raw = data.get("free_stats")
    return free, CanfieldStats() if raw is None else _stats(raw, "free_stats")


def _parse(data: object) -> tuple[CanfieldStats, Canfield | None]:
    if not isinstance(data, dict) or data.get("format") not in READS:
        raise CanfieldBookError(f"not a Canfield file of format {READS}")
    if data["format"] == 1:
        _count(data, "bank", -_LIMIT)
    stats = _stats(data.get("stats"), "stats")
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
    # A game saved won or stuck (a crash between its last move and its settling) is settled
    # when the table opens.
    return stats, game


class NoPassMoney(ValueError):
    """A pass (or an undo) the bank cannot pay for now; nothing was changed."""


class CanfieldBook:
    """The player's Canfield statistics and unfinished game, paid from the shared bank."""

    def __init__(self, path: Path, bank: BankBook | None = None) -> None:
        self.path = path
        #: The shared bank (by default the one next to this file).
        self.purse = bank if bank is not None else BankBook(path.with_name(BANK_NAME))
        self._guard = RefusedGuard(path)
        self.stats = CanfieldStats()
        self.game: Canfield | None = None
        #: The game in progress is a code's: no stake, no pay, no fees (see the module's note).
        self.free = False
        #: The results of the games dealt from codes, kept apart from :attr:`stats`.
        self.free_stats = CanfieldStats()
        #: Why the file was refused (and moved aside), for the scene to tell; None when fine.
        self.problem: str | None = None
        #: Where the refused file was kept (None: not refused, or it could not be moved).
        self.kept_as: Path | None = None
        #: What loading did where the bank and this file disagreed, for the scene to tell, with
        #: the bank's money after it: "dropped" a game the bank had settled already, "undone"
        #: a stake whose game the file did not hold; None when they agreed.
        self.mismatch: tuple[str, int] | None = None
        self.write_failed = False
        #: Heard as soon as a move or an undo is made on the game, before its history, the
        #: bank and this file are written (their fsyncs take tens of milliseconds): speech
        #: says the move at once, and the save still follows before the call returns.
        self.on_step: Callable[[], None] | None = None
        #: The hand history of :attr:`game`, once it was begun or looked for (see _history).
        self._history: CanfieldHistory | None = None
        self._history_game: Canfield | None = None

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
        self.sync()  # a game from an older bank file, which paid nothing yet, pays now

    def _match_the_bank(self) -> None:
        """The bank and this file agree on the game in progress (see the module's note)."""
        bank = self.purse.bank
        game = self.game
        if self.free and game is not None:  # a code's game: the bank holds no stake for it
            if bank.canfield_open:
                log.warning("a Canfield stake beside a game for no money is given back")
                bank.refund_canfield(STAKE)
                self.purse.save()
                self.mismatch = ("undone", bank.money)
            return
        same = game is not None and bank.canfield_open and bank.canfield_seed == game.seed
        if same:
            return
        if game is not None:
            log.warning("a Canfield game the bank has no stake for is dropped (already paid)")
            self.game = None
            self.mismatch = ("dropped", bank.money)
        if bank.canfield_open:
            log.warning("a Canfield stake with no game in the book is given back")
            bank.refund_canfield(STAKE)
            self.purse.save()
            self.mismatch = ("undone", bank.money)

    def _read(self) -> None:
        try:
            text = safe_json.read_regular_file(self.path).decode("utf-8")
            data = safe_json.loads(text)
            self.stats, self.game = _parse(data)
            assert isinstance(data, dict)  # _parse refuses anything else
            self.free, self.free_stats = _free(data)
        except (OSError, UnicodeDecodeError, ValueError) as error:
            # ValueError covers JsonRefused and CanfieldBookError.
            self.problem = str(error)
            log.warning("refused %s: %s", self.path, error)
            self._guard.refused = True
            try:
                self.kept_as = move_aside(self.path)
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
        if self.free and self.game is not None:
            data["free"] = True
        if self.free_stats.games:
            data["free_stats"] = asdict(self.free_stats)
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
        return game.card_pay - game.pass_fees

    def money_now(self) -> int:
        """The bank, which holds what the game in progress has brought so far."""
        return self.bank

    def can_turn_over(self) -> bool:
        """Another pass costs $5, paid from the bank when it is made (a code's game: free)."""
        return self.free or self.bank >= pass_fees(1)

    def _standing(self, game: Canfield) -> tuple[int, int]:
        return game.card_pay, game.pass_fees

    def _history_of(self, game: Canfield) -> CanfieldHistory | None:
        """The history ``game`` is written to: the one begun with it, else (a game loaded from
        the file) its file found again, once, and told where the save took it up."""
        if self._history_game is not game:
            self._history_game = game
            self._history = CanfieldHistory.find(self.path.parent, game)
        return self._history

    @property
    def history_path(self) -> Path | None:
        """The file the game in progress is written to (None: it has none)."""
        history = None if self.game is None else self._history_of(self.game)
        return None if history is None else history.path

    def sync(self) -> None:
        """The bank follows the game as it stands (after a load, a move or an undo). Fees the
        bank cannot pay are written off: only a game from an older bank file, which paid
        nothing until its end, can have any (each pass is paid when it is made)."""
        if self.game is not None and self.purse.bank.canfield_open and not self.free:
            paid, fees = self._standing(self.game)
            self.purse.bank.account_canfield(paid, min(fees, self.bank + paid
                                                       - self.purse.bank.canfield_credited
                                                       + self.purse.bank.canfield_charged))
            self.purse.save()

    def play(self, move: Move) -> ActionTaken:
        """Make ``move``: the bank takes a pass's fee and pays each card reaching a
        foundation at once, then the game is saved. IllegalMoveError for a move the rules
        refuse, NoPassMoney for a pass the bank cannot pay; either way nothing changes.
        Returns the step as the history records it."""
        game = self.game
        if game is None:
            raise IllegalMoveError("no game in progress")
        reason = game.why_illegal(move)
        if reason is not None:
            raise IllegalMoveError(f"{move}: {reason}")
        fee = 0 if self.free else game.fee_for(move)
        if fee and self.bank < fee:
            raise NoPassMoney(f"a pass costs ${fee}; the bank has ${self.bank}")
        history = self._history_of(game)
        step = game.play(move)
        self._stepped()
        if history is not None:
            history.record([step])
        self.sync()
        self.save()
        return step

    def _stepped(self) -> None:
        """Tell :attr:`on_step`; whatever it does, the save after the move still happens."""
        if self.on_step is not None:
            try:
                self.on_step()
            except Exception as error:
                log.warning("the move's listener failed: %s", error, exc_info=True)

    def undo(self) -> Move:
        """Take the last move back, and what it paid or cost with it. IndexError when there
        is nothing to undo; NoPassMoney when the bank no longer holds what a card paid."""
        game = self.game
        if game is None or not game.move_stack:
            raise IndexError("nothing to undo")
        before = game.copy()  # asked first: a refused undo is no step of the game's
        move = before.pop()
        if not self.free and not self.purse.bank.can_account_canfield(*self._standing(before)):
            raise NoPassMoney("the bank no longer holds what that move paid")
        history = self._history_of(game)
        step = game.take_back()
        self._stepped()
        if history is not None:
            history.record([step])
        self.sync()
        self.save()
        return move

    def start(self, seed: int, free: bool = False) -> Canfield:
        """Deal ``seed``: for the stake, or (``free``: a code's deal) for no money at all."""
        if self.game is not None:
            raise RuntimeError("finish the game in progress first")
        if not free and not self.can_afford:
            raise ValueError(f"a game costs ${STAKE}; the bank has ${self.bank}")
        self.free = free
        if not free:
            self.purse.bank.stake_canfield(STAKE, seed)
            self.purse.save()  # the bank first: see the module's note
        self.game = Canfield.deal(seed)
        # The commitment is written before the player sees a card move.
        self._history = CanfieldHistory.begin(self.path.parent, self.game)
        self._history_game = self.game
        self.sync()  # the cards the deal put on the foundations pay at once
        return self.game

    def finish(self) -> int:
        """Settle the game in progress (won, stuck or given up) and return its net."""
        game = self.game
        if game is None:
            raise RuntimeError("no game in progress")
        net = game.net
        history = self._history_of(game)
        if history is not None:
            history.record(game.reveal(), sync=True)  # how it ended, then its deck and salt
        self._history = self._history_game = None
        stats = self.free_stats if self.free else self.stats
        if not self.free:
            self.sync()  # followed move by move, the bank has nothing new to move here
            bank = self.purse.bank
            bank.settle_canfield(bank.canfield_credited, bank.canfield_charged)
            self.purse.save()
        stats.games += 1
        stats.won += game.is_won()
        stats.total_net += net
        best = stats.best_net
        stats.best_net = net if best is None else max(best, net)
        self.game = None
        self.free = False
        return net
