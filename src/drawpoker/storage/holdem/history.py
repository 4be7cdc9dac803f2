"""The hold'em hand history: one JSON-lines file per game, one line per event, written as play
goes, and its check (``python -m drawpoker verify FILE`` reads both kinds of history).

Each hand's ``HandStarted`` line publishes the SHA-256 commitment of the deck before any card is
dealt; its ``DeckRevealed`` line, after the hand, gives the order and the salt. ``verify`` checks
every commitment, that the cards dealt and shown are the ones the revealed order deals, and,
when the file holds the game from its first hand, replays every hand through the engine with
the recorded actions and compares every event. Keys and values are fixed English (a data
format, like draw's history), whatever the language of the game.

A game continued from a save writes a ``Resumed`` line with the hand and the number of actions
the save held: actions recorded after the save and lost with the crash are not replayed.
"""

from __future__ import annotations

import json
import logging
import re
import unicodedata
from collections.abc import Iterable, Sequence
from datetime import datetime
from pathlib import Path
from typing import Any

from drawpoker.engine.core.actions import IllegalAction
from drawpoker.engine.core.cards import Card
from drawpoker.engine.core.deck import verify_commitment
from drawpoker.engine.core.rules_value import RulesError
from drawpoker.engine.holdem import (
    HoldemEvent,
    HoldemGame,
    HoldemRules,
    action_of_kind,
    event_to_dict,
)
from drawpoker.engine.holdem.stakes import rules_for, stake_of
from drawpoker.i18n import t
from drawpoker.storage import safe_json
from drawpoker.storage.history_files import new_match_id, whole_lines_end
from drawpoker.storage.verify_report import Report

log = logging.getLogger(__name__)

TITLE = "drawpoker hold'em hand history"
FORMAT = 1
PREFIX = "holdem-"
#: Fields that differ between the game and a replay by design (a replay draws its own salt).
_UNCOMPARED = {"commitment", "salt"}
_ID = re.compile(r"^[A-Za-z0-9_-]{1,64}$")
_SALT = re.compile(r"^[0-9a-f]{32}$")
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
        #: Lines the disk refused (JSON text with its newline), written first next time.
        self._unwritten: list[str] = []
        #: Why the last write failed (the system's words), None when it worked.
        self.last_error: str | None = None

    def start(self, rules: HoldemRules, names: Sequence[str]) -> None:
        """The header, once, before the first hand (a continued game keeps its file)."""
        if self.path.exists():
            return
        self._append([{"type": "Header", "title": TITLE, "format": FORMAT,
                       "rules": rules.to_dict(), "names": list(names),
                       "started_at": datetime.now().isoformat(timespec="seconds")}])

    def record(self, events: Iterable[HoldemEvent]) -> None:
        self._append([event_to_dict(event) for event in events])

    def resumed(self, hand: int, actions: int | None) -> None:
        """The game goes on from a save: in ``hand`` after ``actions`` actions (None: between
        hands)."""
        self._append([{"type": "Resumed", "hand": hand, "actions": actions}])

    def _append(self, lines: list[dict[str, Any]]) -> None:
        """Add whole lines at the end; on a disk error keep them, in order, for the next call
        (a full disk loses nothing once it clears). A line cut short by a crash or a full disk
        is removed first, so new lines never continue it."""
        pending = self._unwritten + [json.dumps(line, separators=(",", ":")) + "\n"
                                     for line in lines]
        if not pending:
            return
        data = "".join(pending).encode("utf-8")
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            with safe_json.open_regular_for_append(self.path) as handle:
                end = whole_lines_end(handle)
                try:
                    handle.write(data)
                    handle.flush()
                except OSError:
                    handle.truncate(end)  # no half batch is left behind
                    raise
        except OSError as exc:
            log.error("cannot write the hold'em history %s: %s", self.path, exc)
            self._unwritten = pending
            self.last_error = exc.strerror or str(exc)
            return
        self._unwritten = []
        self.last_error = None


# --------------------------------------------------------------------------- verify


def is_holdem_history(text: str) -> bool:
    first = text.lstrip("\ufeff").split("\n", 1)[0]
    return first.startswith("{") and TITLE in first


def _plain(data: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in data.items() if k not in _UNCOMPARED}


#: Lines that come only with the end of a hand, in the batch that reveals its deck.
_ENDING = frozenset({"Showdown", "PotAwarded", "MatchOver", "PlayerOut"})


def verify_holdem_text(text: str, report: Report) -> Report:
    """Check a hold'em history into ``report`` ."""
    lines: list[dict[str, Any]] = []
    body = text.lstrip("\ufeff")
    raws = body.splitlines()
    for number, raw in enumerate(raws, start=1):
        if not raw.strip():
            continue
        try:
            data = safe_json.loads(raw)
        except safe_json.JsonRefused as exc:
            # Only a last line without its newline can have been cut by a crash.
            if number == len(raws) and not body.endswith(("\n", "\r")):
                report.notes.append(t("holdem.verify.cut", line=number))
                break
            report.problems.append(t("holdem.verify.bad_line", line=number, reason=str(exc)))
            return report
        if not isinstance(data, dict) or not isinstance(data.get("type"), str):
            report.problems.append(t("holdem.verify.bad_line", line=number, reason="no type"))
            return report
        data["_line"] = number
        lines.append(data)
    if not lines or lines[0].get("type") != "Header":
        report.unreadable = True
        report.problems.append(t("holdem.verify.bad_line", line=1, reason="no header"))
        return report
    found = lines[0].get("format")
    if type(found) is not int or found != FORMAT:
        report.unreadable = True
        report.problems.append(t("verify.bad_format", found=str(found)[:20], known=FORMAT))
        return report
    try:
        rules = HoldemRules.from_dict(lines[0].get("rules"))
    except RulesError as exc:
        report.unreadable = True
        report.problems.append(t("holdem.verify.bad_line", line=1, reason=str(exc)))
        return report
    problem = _header_problem(lines[0], rules)
    if problem is not None:
        report.problems.append(problem)
        return report
    abandoned: list[list[list[dict[str, Any]]]] = []
    hands = _hands(lines[1:], report, abandoned)
    if report.problems:
        return report
    # Every hand in the file is replayed, also one a ``Resumed`` line later rolls back (the
    # game went on from a save taken before it): the rollback restores the state the save
    # had, it never hides what was written before it. So each line of play the file held
    # before a rollback is checked as it stood, then the one the game went on with.
    checked: set[tuple[object, object]] = set()
    for timeline in [*abandoned, hands]:
        if not _check_hands(timeline, rules, report, checked, final=timeline is hands):
            break
    return report


def _check_hands(hands: list[list[dict[str, Any]]], rules: HoldemRules, report: Report,
                 checked: set[tuple[object, object]], final: bool) -> bool:
    """Replay ``hands`` from a new game; False once a problem is found. Each deal counts once
    in ``deals_checked`` however many lines of play hold it (``checked``: number and deck)."""
    # The game writes its header before hand 1 and keeps one file per game: every hand is
    # replayed from the first, and only the last one may be unfinished (no escape hatch).
    if hands and hands[0][0].get("hand_number") != 1:
        report.problems.append(t("verify.out_of_order", deal=hands[0][0].get("hand_number"),
                                 expected=1))
        return False
    replay = HoldemGame(rules)
    for index, events in enumerate(hands):
        hand_no = events[0].get("hand_number")
        last = index == len(hands) - 1
        if last and not any(e["type"] == "DeckRevealed" for e in events):
            # The reveal is written in one batch with the lines that end a hand: a hand that
            # shows how it ended without its deck had the reveal taken out.
            if any(e["type"] in _ENDING for e in events):
                report.problems.append(t("holdem.verify.ended_unrevealed", hand=hand_no))
                return False
            if final:
                report.notes.append(t("holdem.verify.unfinished", hand=hand_no))
            break
        try:
            order = _revealed(events, hand_no, report)
        except (TypeError, ValueError, KeyError, IndexError):  # a field of the wrong shape
            report.problems.append(t("holdem.verify.cards", hand=hand_no))
            order = None
        if order is None:
            if not report.problems:  # a hand with no reveal, and later hands follow
                report.problems.append(t("verify.no_reveal", deal=hand_no))
            return False
        deal = (hand_no, events[0].get("commitment"))  # dealt again after a rollback: one
        if deal not in checked:
            checked.add(deal)
            report.deals_checked += 1
        if not _replay(replay, events, order, report):
            return False
    return True


def plain_text(text: str) -> bool:
    """Text a name can be: whole characters only. A lone surrogate (half a character, only
    possible through a JSON escape) cannot be encoded, so the table could not hash or draw it;
    anything a line of the names file can hold is allowed."""
    return text.isascii() or not any(unicodedata.category(char) == "Cs" for char in text)


def _header_problem(header: dict[str, Any], rules: HoldemRules) -> str | None:
    """Why the header cannot be one the game wrote, or None.

    The game deals by the default rules for its number of players at one of the stakes the
    setup page offers (``engine/holdem/stakes.yaml``), so another starting money or blind is a
    changed header: no event records the stacks, and a forged starting money would go unseen
    until an all-in. The names are
    the seating's: the player's empty (the game says "You" in the player's language), the
    computer players' short texts.
    """
    dealt = rules_for(rules.players, stake_of(rules.starting_money), rules.casino_blinds is True)
    for name in HOLDEM_RULE_FIELDS:
        found, expected = getattr(rules, name), getattr(dealt, name)
        if found != expected:
            return t("holdem.verify.bad_rules", field=name, found=found, expected=expected)
    names = header.get("names")
    if not (isinstance(names, list) and len(names) == rules.players and names[0] == ""
            and all(isinstance(name, str) and 0 < len(name) <= MAX_NAME_LENGTH
                    and plain_text(name) for name in names[1:])):
        return t("holdem.verify.bad_names", players=rules.players, most=MAX_NAME_LENGTH)
    return None


def _hands(lines: list[dict[str, Any]], report: Report,
           abandoned: list[list[list[dict[str, Any]]]]) -> list[list[dict[str, Any]]]:
    """The events of each hand (HandStarted through the events after DeckRevealed), as the
    save of each ``Resumed`` line left them: the actions a crash lost (after the line's count)
    and any hand started after the save are taken out. A hand dealt again after such a
    rollback must come with the commitment it had the first time (the save fixed its deck).
    The hands as they stood before each rollback go to ``abandoned``, to be checked too."""
    hands: list[list[dict[str, Any]]] = []
    dropped: dict[object, object] = {}  # hand number -> commitment of a hand rolled back
    for data in lines:
        kind = data["type"]
        if kind == "HandStarted":
            number = data.get("hand_number")
            if isinstance(number, int) and number in dropped \
                    and dropped.pop(number) != data.get("commitment"):
                report.problems.append(t("verify.commitment_changed", deal=number))
            hands.append([data])
        elif kind == "Resumed":
            abandoned.append([list(events) for events in hands])
            if not _roll_back(hands, data, dropped):
                report.problems.append(t("verify.bad_resume", line=data["_line"]))
        elif hands:
            hands[-1].append(data)
        else:
            report.problems.append(t("holdem.verify.bad_line", line=data["_line"],
                                     reason="an event before the first hand"))
    return hands


def _roll_back(hands: list[list[dict[str, Any]]], data: dict[str, Any],
               dropped: dict[object, object]) -> bool:
    """Apply a ``Resumed`` line; False when it names a point the hands before never reached."""
    hand, actions = data.get("hand"), data.get("actions")
    counted = actions is None or (type(actions) is int and actions >= 0)
    if type(hand) is not int or not counted:
        return False
    numbers = [events[0].get("hand_number") for events in hands]
    if hand not in numbers:
        return False
    keep = numbers.index(hand) + 1
    for events in hands[keep:]:  # started after the save: dealt again from the same deck
        dropped[events[0].get("hand_number")] = events[0].get("commitment")
    del hands[keep:]
    if actions is None:  # between hands: the hand named must have ended
        return any(e["type"] == "DeckRevealed" for e in hands[-1])
    if sum(1 for e in hands[-1] if e["type"] == "ActionTaken") < actions:
        return False
    hands[-1] = _cut_after(hands[-1], actions)
    return True


def _cut_after(events: list[dict[str, Any]], actions: int) -> list[dict[str, Any]]:
    """The hand as it was saved: everything before its (actions+1)-th action."""
    seen = 0
    for index, event in enumerate(events):
        if event["type"] == "ActionTaken":
            if seen == actions:
                return events[:index]
            seen += 1
    return events


def _revealed(events: list[dict[str, Any]], number: object,
              report: Report) -> list[Card] | None:
    """The hand's revealed deck, checked against its commitment and the cards it dealt."""
    reveal = next((e for e in events if e["type"] == "DeckRevealed"), None)
    if reveal is None:
        report.notes.append(t("holdem.verify.unfinished", hand=number))
        return None
    try:
        order = [Card.from_str(code) for code in reveal["order"]]
    except (KeyError, TypeError, ValueError):
        report.problems.append(t("holdem.verify.commitment", hand=number))
        return None
    published = events[0].get("commitment")
    if not (isinstance(reveal.get("salt"), str) and _SALT.match(reveal["salt"]) is not None
            and verify_commitment(order, reveal["salt"], str(published))
            and reveal.get("commitment") == published):
        report.problems.append(t("holdem.verify.commitment", hand=number))
        return None
    seats = events[0].get("seats")
    k = len(seats) if isinstance(seats, list) else 0
    position = {seat: n for n, seat in enumerate(seats)} if isinstance(seats, list) else {}
    board = [str(c) for c in order[2 * k:2 * k + 5]]
    for event in events:
        if event["type"] == "BoardDealt" and not set(event.get("cards", [])) <= set(board):
            report.problems.append(t("holdem.verify.cards", hand=number))
            return None
        if event["type"] == "Showdown":
            for seat, cards in event.get("hands", []):
                p = position.get(seat)
                if p is None or cards != [str(order[p]), str(order[p + k])]:
                    report.problems.append(t("holdem.verify.cards", hand=number))
                    return None
    return order


def _replay(game: HoldemGame, events: list[dict[str, Any]], order: list[Card],
            report: Report) -> bool:
    """Play the hand again from its revealed order and recorded actions; every event must
    come out as recorded."""
    number = events[0].get("hand_number")
    produced: list[dict[str, Any]] = []
    try:
        produced += [event_to_dict(e) for e in game.start_hand(order=order)]
        for event in events:
            if event["type"] == "ActionTaken":
                action = action_of_kind(event.get("action"))
                produced += [event_to_dict(e) for e in game.act(action, seat=event.get("seat"))]
        if events[-1]["type"] == "MatchOver" and str(events[-1].get("reason")).startswith("left"):
            produced += [event_to_dict(e) for e in game.leave()]  # the player left the table
    except (IllegalAction, ValueError, TypeError, KeyError) as exc:
        report.problems.append(t("holdem.verify.replay", hand=number,
                                 line=events[0]["_line"], reason=str(exc)))
        return False
    for recorded, replayed in zip(events, produced, strict=False):
        line = recorded.pop("_line", 0)
        same = _plain(recorded) == _plain(replayed)
        recorded["_line"] = line
        if not same:
            report.problems.append(t("holdem.verify.replay", hand=number, line=line,
                                     reason=recorded["type"]))
            return False
    if len(produced) != len(events):
        report.problems.append(t("holdem.verify.replay", hand=number,
                                 line=events[-1]["_line"], reason="length"))
        return False
    return True
