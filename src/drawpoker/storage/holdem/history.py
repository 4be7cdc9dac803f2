"""The hold'em hand history: one event log per game (:mod:`drawpoker.storage.event_log`, the
format and verifier draw shares), written as play goes, and what only hold'em tells the verifier:
how to build the game from the header and how to replay one hand.

Each hand's ``HandStarted`` line publishes the SHA-256 commitment of the deck before any card is
dealt; its ``DeckRevealed`` line, after the hand, gives the order and the salt. Histories of
format 1 (before the shared log: the same events, the names at the header's top) still verify.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

from drawpoker.engine.core.cards import Card, full_deck
from drawpoker.engine.core.deal_code import DealCode
from drawpoker.engine.core.rules_value import RulesError
from drawpoker.engine.holdem import (
    HoldemEvent,
    HoldemGame,
    HoldemRules,
    action_of_kind,
    event_to_dict,
)
from drawpoker.engine.holdem.stakes import dealt_rules
from drawpoker.storage import event_log
from drawpoker.storage.event_log import HeaderRefused, Line, ReplayFailed
from drawpoker.storage.history_files import new_match_id
from drawpoker.storage.write_watch import Notice

GAME = "holdem"
#: The first line of a format-1 hold'em history, the JSON log before the shared one.
LEGACY_TITLE = "drawpoker hold'em hand history"
PREFIX = "holdem-"
_ID = re.compile(r"^[A-Za-z0-9_-]{1,64}$")
#: The longest name a hold'em save's seating holds (``ui.holdem.seats.Seating.from_dict``).
MAX_NAME_LENGTH = 64
#: Every rules value but the number of players, which the setup page chooses.
HOLDEM_RULE_FIELDS = tuple(f for f in HoldemRules.__dataclass_fields__ if f != "players")


class HoldemHistory:
    """Appends a game's events to ``<folder>/history/holdem-<id>.jsonl``."""

    def __init__(self, folder: Path, history_id: str | None = None) -> None:
        # An id from a save names a file: anything but letters, digits, - and _ is refused.
        ok = history_id is not None and _ID.match(history_id) is not None
        self.id = history_id if ok and history_id is not None else new_match_id()
        self.path = folder / "history" / f"{PREFIX}{self.id}.jsonl"
        self._log = event_log.EventLogWriter(self.path)

    @property
    def last_error(self) -> str | None:
        """Why the last write failed (the system's words), None when it worked."""
        return self._log.last_error

    def start(self, rules: HoldemRules, names: Sequence[str],
              deal_code: DealCode | None = None) -> None:
        """The header, once, before the first hand (a continued game keeps its file), with
        the game's deal code when its seed deals its hands."""
        if self.path.exists():
            return
        self._log.append([event_log.header_line(GAME, self.id, rules.to_dict(),
                                                {"names": list(names)}, deal_code)])

    def record(self, events: Iterable[HoldemEvent]) -> None:
        self._log.append([event_to_dict(event) for event in events])

    def resumed(self, hand: int, actions: int | None) -> None:
        """The game goes on from a save: in ``hand`` after ``actions`` actions (None: between
        hands)."""
        self._log.append([event_log.resumed_line(hand, actions)])


# --------------------------------------------------------------------------- verify


def plain_text(text: str) -> bool:
    """Text a name can be: whole characters only. A lone surrogate (half a character, only
    possible through a JSON escape) cannot be encoded, so the table could not hash or draw it;
    anything a line of the names file can hold is allowed."""
    return text.isascii() or not any(unicodedata.category(char) == "Cs" for char in text)


def _header_problem(start: object, rules: HoldemRules) -> Notice | None:
    """Why the header cannot be one the game wrote, or None.

    The game deals by the default rules for its number of players at one of the stakes the
    setup page offers (``engine/holdem/stakes.yaml``), so another starting money or blind is a
    changed header: no event records the stacks, and a forged starting money would go unseen
    until an all-in. The names are the seating's: the player's empty (the game says "You" in
    the player's language), the computer players' short texts.
    """
    dealt = dealt_rules(rules)
    for name in HOLDEM_RULE_FIELDS:
        found, expected = getattr(rules, name), getattr(dealt, name)
        if found != expected:
            return Notice("holdem.verify.bad_rules",
                          {"field": name, "found": str(found), "expected": str(expected)})
    names = start.get("names") if isinstance(start, dict) else None
    if not (isinstance(names, list) and len(names) == rules.players and names[0] == ""
            and all(isinstance(name, str) and 0 < len(name) <= MAX_NAME_LENGTH
                    and plain_text(name) for name in names[1:])):
        return Notice("holdem.verify.bad_names",
                      {"players": str(rules.players), "most": str(MAX_NAME_LENGTH)})
    return None


class HoldemReplayer:
    """Hold'em's part of :func:`drawpoker.storage.event_log.verify_log`."""

    start_type = "HandStarted"
    number_key = "hand_number"
    ending = frozenset({"Showdown", "PotAwarded", "MatchOver", "PlayerOut"})

    def first_deal(self, header: Line) -> int:
        return 1

    def new_game(self, header: Line) -> HoldemGame:
        try:
            rules = HoldemRules.from_dict(header.get("rules"))
        except RulesError as exc:
            raise ValueError(str(exc)) from None
        problem = _header_problem(header.get("start"), rules)
        if problem is not None:
            raise HeaderRefused(problem)
        return HoldemGame(rules)

    def check_cards(self, events: list[Line], order: list[Card], number: object) -> Notice | None:
        """The hole cards shown and the board must be the ones the revealed order deals."""
        wrong = Notice("holdem.verify.cards", {"hand": str(number)})
        try:
            seats = events[0].get("seats")
            k = len(seats) if isinstance(seats, list) else 0
            position = {seat: n for n, seat in enumerate(seats)} if isinstance(seats, list) else {}
            board = [str(c) for c in order[2 * k:2 * k + 5]]
            for event in events:
                if event["type"] == "BoardDealt" and not set(event.get("cards", [])) <= set(board):
                    return wrong
                if event["type"] == "Showdown":
                    for seat, cards in event.get("hands", []):
                        p = position.get(seat)
                        if p is None or cards != [str(order[p]), str(order[p + k])]:
                            return wrong
        except (TypeError, ValueError, KeyError, IndexError):  # a field of the wrong shape
            return wrong
        return None

    def possible_order(self, game: object, events: list[Line]) -> list[Card]:
        """A deck that deals the board the lines show (after two hole cards a seat): the
        hole cards of an unfinished hand are never shown."""
        seats = events[0].get("seats")
        if not isinstance(seats, list) or not 2 <= len(seats) <= 10:
            raise ValueError("the seats of the hand are not a list")
        board: list[Card] = []
        for event in events:
            if event["type"] == "BoardDealt":
                cards = event.get("cards")
                if not isinstance(cards, list) or not all(isinstance(c, str) for c in cards):
                    raise ValueError("a board the game never writes")
                board += [Card.from_str(code) for code in cards]
        if len(board) > 5:
            raise ValueError("more than five board cards")
        first = 2 * len(seats)
        return event_log.deck_with({first + n: card for n, card in enumerate(board)},
                                   full_deck(52))

    def replay(self, game: object, events: list[Line], order: list[Card]) -> list[Line]:
        assert isinstance(game, HoldemGame)
        produced: list[dict[str, Any]] = []
        produced += [event_to_dict(e) for e in game.start_hand(order=order)]
        for event in events:
            if event["type"] == "ActionTaken":
                action = action_of_kind(event.get("action"))
                seat = event.get("seat")
                if type(seat) is not int:
                    raise ReplayFailed(f"line {event['_line']}: no seat")
                produced += [event_to_dict(e) for e in game.act(action, seat=seat)]
        if events[-1]["type"] == "MatchOver" and str(events[-1].get("reason")).startswith("left"):
            produced += [event_to_dict(e) for e in game.leave()]  # the player left the table
        return produced
