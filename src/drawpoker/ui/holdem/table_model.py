"""What the hold'em table shows of its controller at one moment, as one read-only value: the
painter, the controls and the speech read this instead of the scene forwarding the controller's
fields one property at a time (issue 39)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from drawpoker.engine.holdem import HoldemGame, MatchOver, PotAwarded
    from drawpoker.storage.write_watch import Notice
    from drawpoker.ui.holdem.seats import Seating


@dataclass(frozen=True)
class HoldemTableModel:
    """Asked of the controller each time it is needed, never kept: the game moves on."""

    game: HoldemGame
    seating: Seating
    #: Writes the disk refused, on the table until the next hand.
    notices: tuple[Notice, ...]
    #: The pots of the last finished hand (the result line, the winners' glow).
    last_pots: tuple[PotAwarded, ...]
    over: MatchOver | None
    computer_to_act: bool
