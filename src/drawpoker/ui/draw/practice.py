"""Practice with her cards shown (issue 35): a draw match for table chips only (like a coded
one: nothing of the bank's) in which her cards lie face up on the table all through each deal.
Since the player sees them, "why she did that" may open at any time there, for her decisions
of the deal so far, with her hand named; at every other table it waits for the deal's end and
names her hand only where she showed it.

The table keeps, for the deal under way, the match as it began, the order its deck was dealt
in and its events as lines (her discards with their cards: she shows them here), in memory
only; the reasons are then found as for a finished deal (``teach.draw.why.reasons_in_play``).
A match continued from its save mid-deal had that note in the last session's memory only: the
table rebuilds it (:func:`resumed`) from the match's hand history, once ``verify`` passes it
(the match before the deal, every earlier deal replayed from its revealed order, and the
deal's lines so far), the deal's committed order (the saved match's own, revealed at its end
as ever) and her hand now (her discard's cards: the ones she no longer holds).
"""

from __future__ import annotations

import copy
import logging
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from drawpoker.engine.core.cards import Card
from drawpoker.engine.draw import Discard, Event, Match, Phase, event_to_dict
from drawpoker.engine.draw.events import ActionTaken

log = logging.getLogger(__name__)

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


def her_open_cards(practising: bool, match: Match) -> tuple[Card, ...]:
    """Her cards as the practice table shows them during a deal (none elsewhere, or between
    deals: the table's story shows what the showdown shows)."""
    if not practising or match.phase not in IN_DEAL:
        return ()
    return tuple(match.hands[HER])


def before_deal(match: Match) -> Match:
    """A copy of the match as the next deal begins (before its ante)."""
    return copy.deepcopy(match)


def dealt(before: Match, match: Match) -> DealSoFar:
    """The deal just dealt on ``match``: its number, the match before it and its deck's order
    (top first, as the history reveals it at the deal's end)."""
    return DealSoFar(match.deal_number, before, list(match.dealt_order))


def resumed(path: Path, match: Match) -> DealSoFar | None:
    """The note of the deal under way on ``match`` (continued from its save), rebuilt from its
    hand history at ``path`` (see the module); None when the history does not verify or does
    not fit the match (the why page then waits for the next deal, as before)."""
    from drawpoker.teach import whatif
    from drawpoker.teach.draw.whatif import _action_of, rebuild

    if match.phase not in IN_DEAL:
        return None
    order = list(match.dealt_order)
    try:
        history = whatif.load(path)
        deal = rebuild(history.header, history.deals, match.deal_number, order=order)
        lines = copy.deepcopy([{key: value for key, value in line.items() if key != "_line"}
                               for line in deal.events])  # as the table words them
        replay = copy.deepcopy(deal.before)
        replay.start_deal(order)
        for line in lines:
            if line["type"] != "ActionTaken":
                continue
            data = line["action"]
            if line["seat"] == HER and data["kind"] == "discard" and "cards" not in data:
                thrown = [c for c in replay.hands[HER] if c not in match.hands[HER]]
                if len(thrown) != data["count"]:
                    return None
                data["cards"] = [str(card) for card in thrown]
            if data["kind"] == "discard":  # by its count too, as ``DealSoFar.add`` words it
                data["count"] = len(data["cards"])
            replay.act(_action_of(data), line["seat"])
    except Exception as exc:  # a history that cannot be read or does not fit: no note
        log.info("the practice deal's note could not be rebuilt: %s", exc)
        return None
    if tuple(replay.hands[HER]) != tuple(match.hands[HER]) or replay.phase is not match.phase:
        return None
    return DealSoFar(match.deal_number, deal.before, order, lines)
