"""Practice with her cards shown (issue 35): a draw match for table chips only (like a coded
one: nothing of the bank's) in which her cards lie face up on the table all through each deal.
Since the player sees them, "why she did that" may open at any time there, for her decisions
of the deal so far, with her hand named; at every other table it waits for the deal's end and
names her hand only where she showed it.

The table keeps, for the deal under way, the match as it began, the order its deck was dealt
in and its events as lines (her discards with their cards: she shows them here), in memory
only; the reasons are then found as for a finished deal (``teach.draw.why.reasons_in_play``).
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any

from drawpoker.engine.core.cards import Card
from drawpoker.engine.draw import Discard, Event, Match, Phase, event_to_dict
from drawpoker.engine.draw.events import ActionTaken

#: The ``free`` kind of such a match (``storage.draw.records.FREE_KINDS``).
PRACTICE = "practice"
HER = 1
IN_DEAL = (Phase.BET1, Phase.DRAW, Phase.BET2)


@dataclass
class DealSoFar:
    """The deal under way at a practice table, as the why page needs it."""

    number: int
    before: Match
    order: list[Card]
    lines: list[dict[str, Any]] = field(default_factory=list)

    def add(self, events: list[Event]) -> None:
        """The events of one engine call, as lines (a discard also by its count, as the
        history words hers)."""
        for event in events:
            line = event_to_dict(event)
            if isinstance(event, ActionTaken) and isinstance(event.action, Discard):
                line["action"]["count"] = len(event.action.cards)
            self.lines.append(line)


def her_open_cards(control: Any, match: Match) -> tuple[Card, ...]:
    """Her cards as the practice table shows them during a deal (none elsewhere, or between
    deals: the table's story shows what the showdown shows)."""
    if not getattr(control, "practice", False) or match.phase not in IN_DEAL:
        return ()
    return tuple(match.hands[HER])


def before_deal(match: Match) -> Match:
    """A copy of the match as the next deal begins (before its ante)."""
    return copy.deepcopy(match)


def dealt(before: Match, match: Match) -> DealSoFar:
    """The deal just dealt on ``match``: its number, the match before it and its deck's order
    (top first, as the history reveals it at the deal's end)."""
    return DealSoFar(match.deal_number, before, list(match.dealt_order))
