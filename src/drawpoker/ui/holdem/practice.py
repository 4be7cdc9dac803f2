"""Practice with every card shown, at the hold'em table (issue 35): a game for table chips only
(like a coded one: nothing of the bank's, its record kept apart) whose table shows each
computer player's two cards face up all through each hand. Since the player sees them, "why
they did that" may open at any time there, for the decisions of the hand so far, each with
the hand that made it; at every other table it waits for the hand's end and names a hand only
where it was shown down.

The table keeps, for the hand under way, the game as it began, the computer players as it
began (``kept_players``' copies), the order its deck was dealt in and its events as lines, in
memory only; the reasons are then found as for a finished hand
(``teach.holdem.why.reasons_in_play``). A game continued from its save mid-hand has none of
that in memory: the table rebuilds it (:func:`resumed`) from the game's hand history, once
``verify`` passes it (the game before the hand, every earlier hand replayed from its revealed
order, and the hand's lines so far), the hand's committed order (the saved game's own, revealed
at its end as ever) and the players as the save noted them (``kept_players``).
"""

from __future__ import annotations

import copy
import logging
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from drawpoker.engine.core.cards import Card
from drawpoker.engine.holdem import HoldemEvent, HoldemGame, action_of_kind, event_to_dict

log = logging.getLogger(__name__)
HUMAN = 0


@dataclass
class HandSoFar:
    """The hand under way at a practice table, as the why page needs it."""

    number: int
    before: HoldemGame
    players: dict[int, Any]
    order: list[Card]
    lines: list[dict[str, Any]] = field(default_factory=list)

    def add(self, events: list[HoldemEvent]) -> None:
        """The events of one engine call, as lines."""
        self.lines += [event_to_dict(event) for event in events]


class _Control(Protocol):
    """What is read of the table's controller (no import of it here)."""

    @property
    def practice(self) -> bool: ...

    game: HoldemGame


def open_hole(control: _Control, seat: int) -> tuple[Card, ...]:
    """A computer player's two cards as the practice table shows them during a hand (none
    at another table, between hands, or once she folded: the engine's view shows what the
    showdown shows)."""
    game = control.game
    if seat == HUMAN or not control.practice or not game.street.is_betting \
            or not game.in_hand[seat]:
        return ()
    return tuple(game.hole_cards[seat])


def before_hand(game: HoldemGame) -> HoldemGame:
    """A copy of the game as the next hand begins (before its blinds)."""
    return copy.deepcopy(game)


def dealt(before: HoldemGame, players: object, game: HoldemGame) -> HandSoFar | None:
    """The hand just dealt on ``game``: its number, the game and the players (copies) before
    it, and its deck's order (top first, as the history reveals it at the hand's end)."""
    if not isinstance(players, dict):
        return None
    return HandSoFar(game.hand_number, before, players, list(game.dealt_order))


def resumed(path: Path, game: HoldemGame, kept: tuple[int, object] | None) -> HandSoFar | None:
    """The note of the hand under way on ``game`` (continued from its save), rebuilt from its
    hand history at ``path`` with ``kept``, the players as the save noted them (see the
    module); None when the history does not verify or does not fit the game (the why page
    then waits for the next hand)."""
    from drawpoker.teach import whatif
    from drawpoker.teach.holdem.whatif import rebuild

    number = game.hand_number
    if not game.street.is_betting or kept is None or kept[0] != number \
            or not isinstance(kept[1], dict):
        return None
    order = list(game.dealt_order)
    try:
        history = whatif.load(path)
        deal = rebuild(history.header, history.deals, number, dealt=order)
        lines = copy.deepcopy([{key: value for key, value in line.items() if key != "_line"}
                               for line in deal.events])  # as the table words them
        replay = copy.deepcopy(deal.before)
        replay.start_hand(order=order)
        for line in lines:
            if line["type"] == "ActionTaken":
                replay.act(action_of_kind(line["action"]), seat=int(line["seat"]))
    except Exception as exc:  # a history that cannot be read or does not fit: no note
        log.info("the practice hand's note could not be rebuilt: %s", exc)
        return None
    if replay.view(HUMAN) != game.view(HUMAN):
        return None
    return HandSoFar(number, deal.before, dict(kept[1]), order, lines)
