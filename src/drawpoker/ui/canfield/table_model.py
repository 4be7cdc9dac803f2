"""What the Canfield table shows of its controller at one moment, as one read-only value: the
painter, the buttons, the pointer and the speech read this instead of the scene forwarding the
controller's fields one property at a time (issue 39)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from drawpoker.engine.canfield import Canfield, Move
    from drawpoker.storage.canfield.book import CanfieldBook


@dataclass(frozen=True)
class CanfieldTableModel:
    """Asked of the controller each time it is needed, never kept: every move changes it."""

    book: CanfieldBook
    #: The game in progress (None: the bank could not pay a deal, or a game just settled).
    game: Canfield | None
    #: The settled game's (won, net); None while a game is played.
    result: tuple[bool, int] | None
    #: The moves of a certain win still to be played, one at a time.
    finishing: tuple[Move, ...]
    #: The game just won or stuck, left on the table under its result until the next deal.
    finished_game: Canfield | None
    #: The line the table shows the player (a refusal, a fee, a failed write...).
    message: str

    def table_game(self) -> Canfield | None:
        """The cards on the table: the game in progress, or the one just finished."""
        return self.game if self.game is not None else self.finished_game
