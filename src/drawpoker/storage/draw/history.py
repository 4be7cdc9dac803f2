"""The plain-text hand history: one file per match, one block per deal, written as play goes.

Each block holds the shuffle's commitment (published before the cards are dealt), every action,
the draws (counts, and the player's own cards), the showdown, and at the end the revealed deck
order and salt, so anyone can check the shuffle was fixed before the deal
(``python -m drawpoker verify FILE``). The file is a data format, like a chess PGN: its words
are fixed English so that any copy of the game can read any history, whatever its language.

The same :class:`Renderer` writes the file and, in :mod:`drawpoker.storage.draw.verify`, renders a
replay of each deal, so checking a history is comparing two texts line by line.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from drawpoker import paths
from drawpoker.engine.draw import (
    Bet,
    Call,
    Card,
    Discard,
    Drop,
    Event,
    Match,
    Phase,
    Raise,
    Wait,
    evaluate,
    events,
)
from drawpoker.engine.draw.match_data import match_to_dict
from drawpoker.storage import safe_json
from drawpoker.storage.atomic import move_aside
from drawpoker.storage.history_files import append_lines
from drawpoker.storage.history_files import new_match_id as new_match_id

log = logging.getLogger(__name__)

FORMAT = 1
TITLE = "drawpoker hand history"
HISTORY_FOLDER = "history"
HUMAN = 0
SEAT_NAMES = ("you", "computer")
#: Labels of lines that hold an action (the player's or the computer's).
ACTION_LABELS = ("round 1", "round 2", "draw")
#: Lines that differ between the game and a replay by design (the replay cannot know the salt
#: in advance); verify checks them against each other instead.
UNCOMPARED_LABELS = ("commitment", "salt")
#: Match fields a history never shows: the random generator would predict the next decks.
_SECRET_FIELDS = ("rng", "seed")


def cards_text(cards: Iterable[Card]) -> str:
    return " ".join(str(card) for card in cards)


def public_start(match: Match) -> dict[str, Any]:
    """The match between deals, without anything secret, so verify can rebuild it."""
    data = dict(match_to_dict(match))
    for name in _SECRET_FIELDS:
        data.pop(name, None)
    # Between deals these hold the last (already revealed) deal; a replay does not need them.
    data.update(
        hands=[[], []], order=[], next_card=0, salt="", commitment="", actions=[], history=[]
    )
    return data


@dataclass
class Renderer:
    """Turns the events of one engine call into history lines, from the player's side: her
    hand and her discards stay private unless the showdown shows them."""

    hand: tuple[Card, ...] = ()  # the player's hand as last seen
    draws_done: int = 0
    _lines: list[str] = field(default_factory=list)

    @classmethod
    def resuming(cls, match: Match) -> Renderer:
        """Pick up a deal in progress (a match loaded from a save)."""
        drawn = sum(count is not None for count in match.drawn)
        in_deal = match.phase in (Phase.BET1, Phase.DRAW, Phase.BET2)
        return cls(hand=match.hands[HUMAN] if in_deal else (), draws_done=drawn)

    def render(self, batch: Sequence[Event], match: Match) -> list[str]:
        """The lines for ``batch``, which must be what the last engine call on ``match`` returned
        (the player's cards are read from ``match``)."""
        self._lines = []
        started = [e for e in batch if isinstance(e, events.DealStarted)]
        if started:
            self._deal_header(started[0], batch, match)
        for event in batch:
            self._event(event, match)
        return self._lines

    def _add(self, label: str, text: str) -> None:
        self._lines.append(f"{label}: {text}")

    def _deal_header(self, event: events.DealStarted, batch: Sequence[Event], match: Match) -> None:
        # Written first even when a pawn came before the deal in the engine's events, so every
        # line of a deal sits in its block.
        antes = [0, 0]
        for e in batch:
            if isinstance(e, events.AntePaid):
                antes[e.seat] += e.amount
        before = [match.stacks[seat] + antes[seat] for seat in (0, 1)]
        self._lines.append("")
        self._lines.append(f"deal {event.deal_number}")
        self._add("commitment", event.commitment)
        self._add("dealer", SEAT_NAMES[event.dealer])
        self._add(
            "stacks",
            f"you {before[0]}, computer {before[1]}, carried pot {match.carried_pot}",
        )
        self.draws_done = 0
        self.hand = ()

    def _event(self, event: Event, match: Match) -> None:
        if isinstance(event, events.AntePaid):
            self._add("ante", f"{SEAT_NAMES[event.seat]} {event.amount}")
        elif isinstance(event, events.CardsDealt):
            self.hand = match.hands[HUMAN]
            self._add("you hold", cards_text(self.hand))
        elif isinstance(event, events.ActionTaken):
            self._action(event, match)
        elif isinstance(event, events.CardsDrawn):
            self.draws_done += 1
        elif isinstance(event, events.RoundSkipped):
            self._add(f"round {event.round}", "skipped, a player has no money left")
        elif isinstance(event, events.Showdown):
            for seat in (0, 1):
                hand = event.hands[seat]
                category = evaluate(hand, match.rules).category.name.lower().replace("_", " ")
                self._add("showdown", f"{SEAT_NAMES[seat]} {cards_text(hand)}, {category}")
        elif isinstance(event, events.PotWon):
            verb = "win" if event.seat == HUMAN else "wins"
            after = ", the other dropped" if event.by_drop else ""
            self._add("pot", f"{SEAT_NAMES[event.seat]} {verb} {event.amount}{after}")
        elif isinstance(event, events.PotCarried):
            self._add("pot", f"tie, {event.amount} carried over")
        elif isinstance(event, events.DeckRevealed):
            self._add("deck", cards_text(event.order))
            self._add("salt", event.salt)
        elif isinstance(event, events.ItemPawned):
            self._add("pawn", f"item {event.item} for {event.loan}")
        elif isinstance(event, events.ItemLost):
            self._add("forfeit lost", f"item {event.item}")
        elif isinstance(event, events.ItemBoughtBack):
            self._add("buy back", f"item {event.item} for {event.repaid}")
        elif isinstance(event, events.MatchOver):
            verb = "win" if event.winner == HUMAN else "wins"
            self._add("match over", f"{SEAT_NAMES[event.winner]} {verb}, {event.reason}")

    def _action(self, event: events.ActionTaken, match: Match) -> None:
        who = SEAT_NAMES[event.seat]
        action = event.action
        if isinstance(action, Discard):
            if event.seat != HUMAN:
                count = len(action.cards)
                self._add("draw", f"{who} draws {count}" if count else f"{who} stands pat")
                return
            if not action.cards:
                self._add("draw", "you stand pat")
                return
            now = match.hands[HUMAN]
            new = [card for card in now if card not in self.hand]
            self.hand = now
            self._add("draw", f"you discard {cards_text(action.cards)}, get {cards_text(new)}")
            return
        label = "round 2" if self.draws_done >= 2 else "round 1"
        if isinstance(action, Bet):
            text = f"bet {action.amount}"
        elif isinstance(action, Raise):
            text = f"raise {action.amount}, pay {event.paid}"
        elif isinstance(action, Call):
            text = f"call, pay {event.paid}"
        elif isinstance(action, Wait):
            text = "wait"
        elif isinstance(action, Drop):
            text = "drop"
        else:  # pragma: no cover - every action kind is handled above
            text = str(action.kind)
        self._add(label, f"{who} {text}")


class HandHistory:
    """The history file of one match, appended to after every engine call.

    Lines are appended as they happen (and the file synced at the end of each deal), so even a
    crash keeps everything up to the last action. A match loaded from a save continues its file
    with a ``resumed`` line that tells verify which recorded actions the save still contains.
    """

    def __init__(self, path: Path, match_id: str, renderer: Renderer | None = None) -> None:
        self.path = path
        self.match_id = match_id
        self.renderer = renderer or Renderer()
        self._header_pending = False
        #: Lines the disk refused, written first next time (so a full disk loses nothing).
        self._unwritten: list[str] = []
        #: Why the last write failed (the system's words), None when it worked.
        self.last_error: str | None = None

    # ------------------------------------------------------------------ opening
    @classmethod
    def start(
        cls, match: Match, folder: Path | None = None, match_id: str | None = None
    ) -> HandHistory:
        """A new file for a new match (or for a loaded match whose file was lost)."""
        match_id = match_id or new_match_id()
        history = cls(history_path(match_id, folder), match_id, Renderer.resuming(match))
        history._header_pending = True
        history._write_header_if_possible(match)
        return history

    @classmethod
    def resume(cls, match: Match, match_id: str | None, folder: Path | None = None) -> HandHistory:
        """Continue the file of a match loaded from a save (a new file if it is gone, or if a
        crash cut it before its header was whole: that one is kept aside)."""
        if match_id is None or not history_path(match_id, folder).exists():
            return cls.start(match, folder, match_id)
        if not _header_is_whole(history_path(match_id, folder)):
            try:
                move_aside(history_path(match_id, folder))
            except OSError as exc:
                log.error("cannot move the cut hand history aside: %s", exc)
            else:
                return cls.start(match, folder, match_id)
        history = cls(history_path(match_id, folder), match_id, Renderer.resuming(match))
        if match.phase in (Phase.BET1, Phase.DRAW, Phase.BET2):
            actions = len(match.view(HUMAN).actions)
            history._append([f"resumed: deal {match.deal_number} after {actions} actions"])
        else:
            history._append([f"resumed: before deal {match.deal_number + 1}"])
        return history

    def _write_header_if_possible(self, match: Match, before: Match | None = None) -> None:
        # The starting state must be between deals: a replay starts each deal from it.
        start = before if before is not None else match
        if not self._header_pending or start.phase is not Phase.BETWEEN_DEALS:
            return
        self._header_pending = False
        now = datetime.now().strftime("%Y-%m-%d %H:%M:%S")
        lines = [
            TITLE,
            f"format: {FORMAT}",
            f"match: {self.match_id}",
            f"started: {now}",
            "check: python -m drawpoker verify <this file>",
            "start: " + json.dumps(public_start(start), separators=(",", ":")),
        ]
        self._append(lines)

    # ------------------------------------------------------------------ recording
    def record(self, batch: Sequence[Event], match: Match) -> None:
        """Write what the last engine call returned; never raises on a disk problem."""
        if self._header_pending:
            if _first_deal_started(batch, match):
                # A new match seen only after its first deal began: before it, every match of
                # these rules is the same, so its starting state is a fresh match.
                self._write_header_if_possible(match, before=Match(match.rules))
                self.renderer = Renderer()
            else:
                # A loaded match whose file was lost: start writing after the current deal.
                self._write_header_if_possible(match)
                if not self._header_pending:
                    self.renderer = Renderer.resuming(match)
                return
        lines = self.renderer.render(batch, match)
        ended = any(isinstance(e, events.DeckRevealed) for e in batch)
        self._append(lines, sync=ended)

    def _append(self, lines: list[str], sync: bool = False) -> None:
        """Add whole lines at the end; on a disk error keep them for the next call.

        A line cut short (a crash or a full disk in the middle of a write) is removed first,
        so new lines never continue it.
        """
        lines = self._unwritten + lines
        if not lines:
            return
        try:
            append_lines(self.path, ("\n".join(lines) + "\n").encode("utf-8"), sync)
        except OSError as exc:
            log.error("cannot write the hand history %s: %s", self.path, exc)
            self._unwritten = lines
            self.last_error = exc.strerror or str(exc)
            return
        self._unwritten = []
        self.last_error = None


def _header_is_whole(path: Path) -> bool:
    """Whether the file starts with the title and holds its ``start:`` line, whole."""
    try:
        head = safe_json.read_regular_head(path, 64 * 1024)
    except OSError:
        return True  # not ours to judge: appending will report the problem
    lines = head.split(b"\n")
    return lines[0] == TITLE.encode() and any(line.startswith(b"start: ") for line in lines[1:-1])


def _first_deal_started(batch: Sequence[Event], match: Match) -> bool:
    return match.deal_number == 1 and any(
        isinstance(e, events.DealStarted) and e.deal_number == 1 for e in batch
    )


def history_folder(folder: Path | None = None) -> Path:
    return folder if folder is not None else paths.user_data_dir() / HISTORY_FOLDER


def history_path(match_id: str, folder: Path | None = None) -> Path:
    return history_folder(folder) / f"match-{match_id}.txt"
