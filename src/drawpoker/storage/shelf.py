"""Every game's records in the player's data folder: what the app hands each table.

One folder holds draw's match, statistics and histories, hold'em's game, record and histories,
and the Canfield book. Tests and screenshots run with no shelf: nothing is written.
"""

from __future__ import annotations

from pathlib import Path

from drawpoker import paths
from drawpoker.engine.draw import Event, Match
from drawpoker.engine.holdem import HoldemEvent, HoldemGame
from drawpoker.storage.bank import BankBook
from drawpoker.storage.canfield.book import FILE_NAME, CanfieldBook
from drawpoker.storage.draw.records import MatchRecords
from drawpoker.storage.holdem.records import HoldemRecords
from drawpoker.storage.holdem.saves import SavedHoldem
from drawpoker.storage.records import GameRecords
from drawpoker.storage.write_watch import Notice


class Shelf:
    def __init__(self, folder: Path | None = None, staged_ok: bool = False) -> None:
        """``staged_ok``: draw matches dealt given decks load (tests that stack the deck)."""
        self.folder = folder if folder is not None else paths.user_data_dir()
        self.draw = MatchRecords(self.folder, staged_ok)
        self.holdem = HoldemRecords(self.folder)

    @classmethod
    def of(cls, draw: MatchRecords) -> Shelf:
        """The shelf of the folder ``draw`` keeps its files in, with ``draw`` itself."""
        shelf = cls(draw.folder)
        shelf.draw = draw
        return shelf

    def canfield(self, bank: BankBook | None = None) -> CanfieldBook:
        """The Canfield book of this folder, paid from ``bank``."""
        book = CanfieldBook(self.folder / FILE_NAME, bank)
        book.load()
        return book

    def notices(self) -> list[Notice]:
        """What the player must hear about on the title: refused files, refused writes (the
        hold'em setup tells its own)."""
        return self.draw.notices()


def _one_protocol(
    draw: MatchRecords, holdem: HoldemRecords
) -> tuple[GameRecords[Match, Event, Match], GameRecords[HoldemGame, HoldemEvent, SavedHoldem]]:
    """Never called: ``mypy`` checks here that each game's records keep the one protocol."""
    return draw, holdem
