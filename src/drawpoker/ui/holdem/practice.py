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
that in memory: the reasons are then found from its verified hand history, the hand's
committed order and its players as the save noted them (``teach.holdem.why.reasons_resumed``).
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any, Protocol

from drawpoker.engine.core.cards import Card
from drawpoker.engine.holdem import HoldemEvent, HoldemGame, event_to_dict

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
