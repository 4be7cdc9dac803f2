"""Canfield's hand history: one event log per game (:mod:`drawpoker.storage.event_log`, the
format and verifier the poker games share), written as the game is played, and what only
Canfield tells the verifier and the ``history`` command.

A file is ``history/canfield-<date-time>-<commitment>.jsonl``: the ``Header`` (game
``canfield``, the money rules), then the engine's events (:mod:`drawpoker.engine.canfield.events`):
``GameDealt`` with the deck's commitment before anything is played, an ``ActionTaken`` line
per move or undo with the cards it moved and what it paid, and at the end ``GameOver`` and
``DeckRevealed`` with the order and the salt. The file's name ends with the commitment's first
digits: a game continued from its save (which keeps the seed, so the same commitment) finds
its file again and goes on with a ``Resumed`` line, without a new field in ``canfield.json``.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable, Sequence
from datetime import datetime
from pathlib import Path
from typing import Any

from drawpoker.engine.canfield import (
    PASS_FEE,
    PAY_PER_CARD,
    STAKE,
    UNDO,
    Canfield,
    CanfieldEvent,
    Move,
    event_to_dict,
)
from drawpoker.engine.canfield.piles import DEAL_SIZE
from drawpoker.engine.core.cards import Card
from drawpoker.engine.core.deal_code import DealCode, seeded_deals
from drawpoker.printable import excerpt, printable
from drawpoker.storage import event_log
from drawpoker.storage.event_log import HeaderRefused, Line, ReplayFailed
from drawpoker.storage.write_watch import Notice

log = logging.getLogger(__name__)

GAME = "canfield"
PREFIX = "canfield-"
#: The rules a Canfield game is played by, as its header gives them (the engine's constants).
RULES = {"stake": STAKE, "pay_per_card": PAY_PER_CARD, "pass_fee": PASS_FEE,
         "deal_size": DEAL_SIZE}
#: How many digits of the commitment end the file's name.
TAG = 12
#: More steps than a game is played with (the save replays at most 100,000 moves): a bound on
#: the work of a replay of a hostile file.
MAX_STEPS = 200_000


def history_folder(folder: Path) -> Path:
    return folder / "history"


class CanfieldHistory:
    """Appends one game's events to its file; never raises on a disk problem (the lines the
    disk refused are written first next time, as the poker logs do)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._writer = event_log.EventLogWriter(path)

    @property
    def last_error(self) -> str | None:
        """Why the last write failed (the system's words), None when it worked."""
        return self._writer.last_error

    @classmethod
    def begin(cls, folder: Path, game: Canfield, now: datetime | None = None) -> CanfieldHistory:
        """A new file for a game just dealt: its header and its commitment, synced."""
        stamp = (now or datetime.now()).strftime("%Y%m%d-%H%M%S")
        history_id = f"{stamp}-{game.commitment[:TAG]}"
        history = cls(history_folder(folder) / f"{PREFIX}{history_id}.jsonl")
        code = DealCode.for_seed(GAME, 52, game.seed)
        if code is not None and next(seeded_deals(code.seed, 52))[0] != list(game.order or ()):
            code = None  # a game dealt a given deck: its seed does not deal it
        history._writer.append([event_log.header_line(GAME, history_id, RULES, {}, code),
                                event_to_dict(game.opening())], sync=True)
        return history

    @classmethod
    def find(cls, folder: Path, game: Canfield) -> CanfieldHistory | None:
        """The file of a game continued from its save, told where the save took it up (a
        ``Resumed`` line); None when there is none (a game begun before Canfield had
        histories, or a file lost): that game is played on without one."""
        if not game.commitment:
            return None
        try:
            found = sorted(history_folder(folder).glob(f"{PREFIX}*-{game.commitment[:TAG]}.jsonl"))
        except OSError:
            found = []
        if not found or not event_log.header_is_whole(found[-1]):
            log.warning("the Canfield game in progress has no hand history to go on with")
            return None
        history = cls(found[-1])
        history._writer.append([event_log.resumed_line(1, game.steps)])
        return history

    def record(self, events: Iterable[CanfieldEvent], sync: bool = False) -> None:
        self._writer.append([event_to_dict(event) for event in events], sync)


# --------------------------------------------------------------------------- verifying


class _Table:
    """The replay's game: a history holds one deal, so a second is refused."""

    def __init__(self) -> None:
        self.dealt = False


def _reveal_salt(events: list[Line]) -> str:
    salt = next((e.get("salt") for e in events if e["type"] == event_log.REVEAL), "")
    return salt if isinstance(salt, str) else ""


class CanfieldReplayer:
    """Canfield's part of :func:`drawpoker.storage.event_log.verify_log`: the game is dealt
    from the revealed order and every step played again through the engine, which gives the
    cards each step moved and the money the rules pay for it."""

    start_type = "GameDealt"
    number_key = "deal_number"
    ending = frozenset({"GameOver"})

    def first_deal(self, header: Line) -> int:
        return 1

    def new_game(self, header: Line) -> _Table:
        """The header must hold the rules the game plays by and an empty starting state."""
        rules, start = header.get("rules"), header.get("start")
        if rules != RULES:
            raise HeaderRefused(Notice("canfield.verify.bad_rules",
                                       {"found": excerpt(rules, 80),
                                        "expected": excerpt(RULES, 80)}))
        if start != {}:
            raise HeaderRefused(Notice("canfield.verify.bad_start",
                                       {"found": excerpt(start)}))
        return _Table()

    def check_cards(self, events: list[Line], order: list[Card], number: object) -> Notice | None:
        return None  # the replay gives every card the lines show, where they show it

    def replay(self, game: object, events: list[Line], order: list[Card]) -> list[Line]:
        assert isinstance(game, _Table)
        if game.dealt:
            raise ReplayFailed("a Canfield history holds one game")
        game.dealt = True
        played = Canfield.from_order(order, salt=_reveal_salt(events))
        produced: list[dict[str, Any]] = [event_to_dict(played.opening())]
        steps = 0
        for event in events[1:]:
            if event["type"] != event_log.ACTION:
                continue
            steps += 1
            if steps > MAX_STEPS:
                raise ReplayFailed(f"more than {MAX_STEPS} steps")
            action = event.get("action")
            if not isinstance(action, str):
                raise ReplayFailed(f"line {event['_line']}: an action is a move code or undo")
            try:
                step = played.take_back() if action == UNDO else played.play(Move.parse(action))
            except IndexError:
                raise ReplayFailed(f"line {event['_line']}: no move to undo") from None
            except ValueError as exc:  # IllegalMoveError too
                raise ReplayFailed(f"line {event['_line']}: {exc}") from None
            produced.append(event_to_dict(step))
        produced += [event_to_dict(event) for event in played.reveal()]
        return produced


# --------------------------------------------------------------------------- the text


def render(lines: Sequence[Line]) -> list[str]:
    """A Canfield log as a player reads it: the deal, each step with what it paid, the end,
    the deck and salt. Values are shown escaped, lines of the wrong shape as they are: this
    is for reading, ``verify`` says whether to trust it."""
    out: list[str] = []
    played: list[str] = []  # the moves standing, to name what an undo takes back
    for line in lines:
        try:
            out += _text(line, played)
        except (KeyError, TypeError, ValueError, IndexError, AttributeError):
            out.append(f"(a line the game never writes: {excerpt(line, 80)})")
    return out


def _cards(codes: object) -> str:
    if not isinstance(codes, list):
        raise TypeError("not a list of cards")
    return " ".join(printable(code) for code in codes) or "-"


def _money(amount: object) -> str:
    if type(amount) is not int:
        raise TypeError("not an amount")
    return f"+${amount}" if amount >= 0 else f"-${-amount}"


def _text(line: Line, played: list[str]) -> list[str]:
    kind = line.get("type")
    if kind == "Header":
        return [f"drawpoker Canfield history, game {printable(line.get('match'))}",
                f"started: {printable(line.get('started_at'))}"]
    if kind == "Resumed":
        return [f"resumed from a save after {printable(line.get('actions'))} steps"]
    if kind == "GameDealt":
        played.clear()
        return ["", f"commitment: {printable(line['commitment'])}",
                f"stake: ${printable(line['stake'])}",
                f"tableau: {_cards(line['tableau'])}, reserve: {printable(line['reserve'])}",
                f"up at the deal: {_cards(line['up'])} ({_money(line['paid'])})"]
    if kind == "ActionTaken":
        return [_step(line, played)]
    if kind == "GameOver":
        outcome = str(line["outcome"]).replace("_", " ")
        return [f"game over: {printable(outcome)}, {printable(line['cards_up'])} cards up, "
                f"net {_money(line['net'])}"]
    if kind == "DeckRevealed":
        return [f"deck: {_cards(line['order'])}", f"salt: {printable(line['salt'])}"]
    raise ValueError("unknown line")


def _step(line: Line, played: list[str]) -> str:
    action, cards, up = line["action"], line["cards"], line["up"]
    paid, fee = line["paid"], line["fee"]
    money = [f"card pay {_money(paid)}"] if paid else []
    money += [f"pass fee {_money(-fee)}"] if fee else []
    said = f" ({', '.join(money)})" if money else ""
    if action == UNDO:
        undone = played.pop() if played else "?"
        return f"undo {printable(undone)}: {_cards(cards)} back{said}"
    if not isinstance(action, str):
        raise TypeError("not a move")
    played.append(action)
    move = Move.parse(action)
    if move.is_deal:
        what = f"deal {_cards(cards)}"
    elif move.is_redeal:
        what = "turn the waste over"
    else:
        what = f"move {printable(action)}: {_cards(cards)}"
    if up:
        what += f", up {_cards(up)}"
    return f"{what}{said}"
