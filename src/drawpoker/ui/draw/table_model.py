"""What the draw table shows of its controller at one moment, as one read-only value: the
painter, the columns, the controls, the coach, the speech, the log, her portrait and tell, the
badge and the top-up read this instead of the controller's fields one by one, as the hold'em
and Canfield tables read theirs (issue 39). Changes still go through the controller's methods
(``toggle_mark``, ``set_marks``, ``act``...)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from drawpoker.engine.draw import Match, Rules
    from drawpoker.roster import Character
    from drawpoker.storage.draw.records import MatchRecords
    from drawpoker.ui.draw.match_stats import MatchStats
    from drawpoker.ui.draw.opponent import Opponent
    from drawpoker.ui.draw.practice import DealSoFar


@dataclass(frozen=True)
class DrawTableModel:
    """Asked of the controller each time it is needed, never kept: every move changes it
    (the match itself is the live one, as the hold'em model's game is)."""

    match: Match
    rules: Rules
    #: The match's save, hand history and statistics (None: nothing is written).
    records: MatchRecords | None
    opponent: Opponent
    #: Who she is (None: the theme's own figure).
    character: Character | None
    #: The name on her plate.
    her_name: str
    #: Figures for the game-over screen.
    stats: MatchStats
    #: The cards the player marked for the draw, as they are now.
    marked: frozenset[int]
    #: Why the match plays for table chips only (None: for the bank's money).
    free: str | None
    #: A practice match: her cards shown all through each deal.
    practice: bool
    #: (deal number, her copy as that deal began) for the what-if; None until a deal.
    her_at_deal: tuple[int, object] | None
    #: A practice match's deal under way, for the why page mid-deal.
    so_far: DealSoFar | None
