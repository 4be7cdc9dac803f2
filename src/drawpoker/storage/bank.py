"""The player's bank on disk: ``bank.json`` in the user data folder, next to the poker save.

Written atomically after every move of money. A file the game cannot trust (cut short, not
JSON, from a newer game, impossible values) is moved aside as ``bank.json.bad-<time>``, the
player is told why, and a new bank of $500 starts; a file that cannot be moved aside is never
written over. The first time there is no ``bank.json``, the money Canfield kept in its own
book (``canfield.json``, format 1) becomes the bank, so nobody loses what they had.

Format 2 keeps a buy-in for each poker table (``tables``: draw, hold'em); a format 1 file's one
buy-in (``table``) was a draw match's and loads as that. The story's ledger (one figure per kind
of movement, ``opening`` where it starts) was added to format 2 without a new version: a file
without it starts its ledger from the money it holds, and an older game ignores it.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from pathlib import Path
from typing import Any

from drawpoker import paths
from drawpoker.bank import START_MONEY, PlayerBank
from drawpoker.bank.items import Item
from drawpoker.bank.model import LIMIT, BankError
from drawpoker.storage import safe_json
from drawpoker.storage.atomic import RefusedGuard, write_text_atomic
from drawpoker.storage.files import (
    BadFile,
    FileRefused,
    Problem,
    check_version,
    read_json_file,
    refuse,
)
from drawpoker.storage.write_watch import Notice

log = logging.getLogger(__name__)

BANK_NAME = "bank.json"
BANK_TAG = "drawpoker-bank"
BANK_VERSION = 2
#: The Canfield book that kept its own bank before the bank was shared.
OLD_CANFIELD_NAME = "canfield.json"
OLD_CANFIELD_STAKE = 52
#: The most one Canfield game could bring that old bank: all 52 cards at $5, less the stake
#: (Canfield's BEST_NET; the bank, shared by every game, imports none of them).
OLD_CANFIELD_BEST_NET = 52 * 5 - OLD_CANFIELD_STAKE


class BankBook:
    """The bank as the game keeps it: loaded once, written after every change."""

    def __init__(self, path: Path | None = None, items: tuple[Item, ...] | None = None) -> None:
        self.path = path if path is not None else paths.user_data_dir() / BANK_NAME
        self._items = items
        self.bank = self._fresh()
        self.bad: BadFile | None = None
        #: Dollars taken over from the old Canfield bank on this load (None: no migration).
        self.migrated: int | None = None
        self.last_error: str | None = None
        #: Told after every write with ``last_error`` (None: written), so the game can tell
        #: the player that the bank is not being kept (a full disk, a read-only file).
        self.on_saved: Callable[[str | None], object] | None = None
        self._guard = RefusedGuard(self.path)
        self.load()

    def _fresh(self) -> PlayerBank:
        return PlayerBank(self._items) if self._items is not None else PlayerBank()

    @property
    def notice(self) -> Notice | None:
        """The player's explanation when the file was refused and a new bank started."""
        return self.bad.notice("bank") if self.bad is not None else None

    def load(self) -> None:
        if not self.path.exists() and not self.path.is_symlink():
            self._migrate()
            return
        try:
            data = read_json_file(self.path, BANK_TAG)
            check_version(data, BANK_VERSION, "the bank")
            try:
                self.bank = PlayerBank.from_dict(data.get("bank"), self._items)
            except BankError as exc:
                raise FileRefused(Problem.INVALID, str(exc)) from exc
        except FileRefused as error:
            self.bad = refuse(self.path, error, "bank")
            self.bank = self._fresh()
            self._guard.refused = True

    def _migrate(self) -> None:
        """Take over the money of the old Canfield bank (only when no bank file exists)."""
        old = self.path.with_name(OLD_CANFIELD_NAME)
        try:
            data: Any = safe_json.loads(safe_json.read_regular_file(old).decode("utf-8"))
        except (OSError, UnicodeDecodeError, ValueError):
            return  # none, or damaged: the Canfield book refuses it itself; $500 here
        if not isinstance(data, dict) or data.get("format") != 1:
            return
        money = data.get("bank")
        if type(money) is not int or not -LIMIT <= money <= LIMIT:
            return
        bank = self.bank
        # The old bank started at $500 and only games added to it (a new bank started again
        # at $500): no more than its games could have won, whatever the file says.
        stats = data.get("stats")
        games = stats.get("games") if isinstance(stats, dict) else None
        played = games if type(games) is int and 0 <= games <= LIMIT else 0
        money = min(money, START_MONEY + played * OLD_CANFIELD_BEST_NET)
        game = data.get("game")
        if isinstance(game, dict):
            # The old book settled a game's stake at its end; the shared bank takes it at the
            # deal, so a game in progress is paid for now.
            seed = game.get("seed")
            bank.canfield_open = True
            bank.canfield_seed = seed if type(seed) is int and 0 <= seed <= LIMIT else None
            bank.story.canfield_games = 1
            bank.story.canfield_paid = OLD_CANFIELD_STAKE
            money -= OLD_CANFIELD_STAKE
        bank.money = max(0, money)
        bank.story.most = max(START_MONEY, bank.money)
        restarts = stats.get("bank_restarts") if isinstance(stats, dict) else None
        if type(restarts) is int and 0 <= restarts <= LIMIT:
            bank.story.new_banks = restarts
        bank.open_ledger()  # the money taken over opens the ledger (the stake on its own line)
        self.migrated = bank.money
        log.info("the Canfield bank ($%s) became the player's bank", bank.money)
        self.save()

    def save(self) -> bool:
        """Write the bank; False (and ``last_error``) when the disk refuses: play goes on."""
        self.last_error = self._write()
        if self.on_saved is not None:
            self.on_saved(self.last_error)
        return self.last_error is None

    def _write(self) -> str | None:
        blocked = self._guard.blocked()
        if blocked is not None:
            return blocked
        data = {"game": BANK_TAG, "version": BANK_VERSION, "bank": self.bank.to_dict()}
        try:
            write_text_atomic(self.path, json.dumps(data, indent=1) + "\n")
        except OSError as exc:
            log.error("cannot write the bank to %s: %s", self.path, exc)
            return exc.strerror or str(exc)
        return None
