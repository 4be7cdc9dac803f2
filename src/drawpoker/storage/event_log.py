"""The hand-history event log every game writes, and its one replay verifier.

A log is one JSON object a line (JSONL), fixed English keys whatever the language of the game:
a ``Header`` line (the game, the format, the match id, the rules and the public starting
state), then per deal the line that opens it with the SHA-256 ``commitment`` of the deck
(published before any card is dealt), the public events as the player saw them (hidden cards
stay hidden unless shown) and a ``DeckRevealed`` line with the ``order`` and ``salt`` after the
deal. A game continued from a save writes a ``Resumed`` line: the deal and the number of its
actions the save held (``null``: between deals, after that deal).

Everything here is shared: the framing (a line cut short by a crash is removed before the next
write, and only a last line without its newline may be cut when reading), the header, the
rollback of ``Resumed`` lines, the commitment against the reveal, and the replay loop. A game
supplies only a :class:`Replayer`: how to build the game from the header, and how to replay one
deal from its revealed deck and recorded actions into the lines it must give. This module names
no game and words no message: what it finds are :class:`Notice` keys and arguments.
"""

from __future__ import annotations

import copy
import functools
import json
import logging
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any, Protocol

from drawpoker.engine.core.cards import Card
from drawpoker.engine.core.deal_code import DealCode, DealCodeError, seeded_deals
from drawpoker.engine.core.deck import verify_commitment
from drawpoker.storage import safe_json
from drawpoker.storage.history_files import append_lines
from drawpoker.storage.write_watch import Notice

log = logging.getLogger(__name__)

TITLE = "drawpoker hand history"
#: Format 1 was draw's text and hold'em's first JSON log; the shared event log is format 2.
FORMAT = 2
#: A line longer than this is no line the game writes (a header is a few kB).
MAX_LINE_CHARS = 64 * 1024
#: More deals than any game reaches (a match ends long before): a bound on the work of a replay.
MAX_DEALS = 100_000
#: More ``Resumed`` lines than a player ever makes (one each time the game is continued).
MAX_RESUMES = 1_000
#: The most deals one check replays, rollbacks included: far more than a match lasts, and
#: what keeps any file within about 2 seconds (``tests/benchmarks/bench_hostile_files.py``).
MAX_REPLAYED = 1_500
#: Fields that differ between the game and a replay by design (a replay cannot know the salt).
UNCOMPARED = frozenset({"commitment", "salt", "_line"})
REVEAL = "DeckRevealed"
ACTION = "ActionTaken"
RESUMED = "Resumed"
_SALT = re.compile(r"^[0-9a-f]{32}$")
#: What the header's ``check`` field always says.
CHECK = "python -m drawpoker verify <this file>"
#: Every field of the header the game writes; ``verify`` refuses any other (it would vouch for
#: a field it never checked).
HEADER_FIELDS = frozenset({"type", "title", "game", "format", "match", "rules", "start",
                           "started_at", "check"})
#: Header fields a log may leave out: the deal code (logs from before codes have none), which
#: ``verify`` checks against every revealed deck.
OPTIONAL_HEADER_FIELDS = frozenset({"deal_code"})
#: The header of a format-1 hold'em log (the names at its top, no ``game`` or ``match``).
LEGACY_HEADER_FIELDS = frozenset({"type", "title", "format", "rules", "names", "started_at"})
#: A match id as the game makes them (``history_files.new_match_id``, a hold'em save's id).
_MATCH_ID = re.compile(r"^[A-Za-z0-9_-]{1,64}$")

Line = dict[str, Any]


# --------------------------------------------------------------------------- writing


def header_line(game: str, match_id: str, rules: Mapping[str, Any],
                start: Mapping[str, Any], deal_code: DealCode | None = None) -> Line:
    """The first line of a log: what a replay needs before the first deal, and the game's deal
    code when it has one (the player may type it to play the same deals again)."""
    header = {"type": "Header", "title": TITLE, "game": game, "format": FORMAT,
              "match": match_id, "rules": dict(rules), "start": dict(start),
              "started_at": datetime.now().isoformat(timespec="seconds"),
              "check": CHECK}
    if deal_code is not None:
        header["deal_code"] = str(deal_code)
    return header


def resumed_line(deal: int, actions: int | None) -> Line:
    """The game goes on from a save: in ``deal`` after ``actions`` actions, or (None) between
    deals, after ``deal``."""
    return {"type": RESUMED, "deal": deal, "actions": actions}


class EventLogWriter:
    """Appends whole lines to one log; lines the disk refused are kept, in order, and written
    first next time (a full disk loses nothing once it clears)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._unwritten: list[str] = []
        #: Why the last write failed (the system's words), None when it worked.
        self.last_error: str | None = None

    def append(self, lines: Iterable[Line], sync: bool = False) -> None:
        """Add ``lines`` at the end, never raising on a disk problem. A line cut short by a
        crash or a full disk is removed first, so new lines never continue it; ``sync`` at
        the end of a deal."""
        pending = self._unwritten + [json.dumps(line, separators=(",", ":")) + "\n"
                                     for line in lines]
        if not pending:
            return
        try:
            append_lines(self.path, "".join(pending).encode("utf-8"), sync)
        except OSError as exc:
            log.error("cannot write the hand history %s: %s", self.path, exc)
            self._unwritten = pending
            self.last_error = exc.strerror or str(exc)
            return
        self._unwritten = []
        self.last_error = None


def header_is_whole(path: Path) -> bool:
    """Whether the log starts with a whole header line (a crash may have cut it)."""
    try:
        head = safe_json.read_regular_head(path, MAX_LINE_CHARS + 1)
    except OSError:
        return True  # not ours to judge: appending will report the problem
    first, newline, _ = head.partition(b"\n")
    if not newline:
        return False
    try:
        data = safe_json.loads(first.decode("utf-8"))
    except (safe_json.JsonRefused, UnicodeDecodeError):
        return False
    return isinstance(data, dict) and data.get("type") == "Header"


def is_event_log(text: str) -> bool:
    """Whether ``text`` is a JSON-lines history (the first line is a JSON object)."""
    return text.lstrip("\ufeff").lstrip(" \t").startswith("{")


# --------------------------------------------------------------------------- verifying


class ReplayFailed(Exception):
    """A recorded action the replay cannot play (out of turn, refused by the rules)."""


class SearchTooLong(Exception):
    """The search for a deck that deals a deal in progress ran out of its bounded work: the
    deal is noted as not checked rather than called impossible."""


class Replayer(Protocol):
    """What one game tells the verifier."""

    #: The ``type`` of the line that opens a deal, and its field that numbers the deal.
    start_type: str
    number_key: str
    #: Line types that come only with the end of a deal, in the batch that reveals its deck.
    ending: frozenset[str]

    def first_deal(self, header: Line) -> int:
        """The number of the first deal the log may hold."""

    def new_game(self, header: Line) -> object:
        """A game in the header's starting state; raise ValueError (its reason) if there is
        none; a :class:`HeaderRefused` for a header the game never writes."""

    def check_cards(self, events: list[Line], order: list[Card], number: object) -> Notice | None:
        """Why the cards the deal's lines show are not ones ``order`` deals (before replay),
        or None."""

    def replay(self, game: object, events: list[Line], order: list[Card]) -> list[Line]:
        """Play the deal on ``game`` from ``order`` with the recorded actions of ``events``:
        the lines it gives, as the game would write them; ReplayFailed, ValueError,
        KeyError or TypeError when the recorded actions cannot be played."""


class PartialReplayer(Replayer, Protocol):
    """A game that can also check a deal whose deck is not revealed yet (the last deal of a
    game still being played): it gives a deck that deals every card the deal's lines show."""

    def possible_order(self, game: object, events: list[Line]) -> list[Card]:
        """A deck order, top first, that deals the cards ``events`` show where they show them
        (the others in any order); ValueError when no one deck can deal them."""


class HeaderRefused(ValueError):
    """A header the game never writes, with the notice that says why."""

    def __init__(self, notice: Notice) -> None:
        super().__init__(notice.key)
        self.notice = notice


@dataclass
class Findings:
    """What the verifier found, as keys and arguments (the command words them)."""

    deals_checked: int = 0
    problems: list[Notice] = field(default_factory=list)
    notes: list[Notice] = field(default_factory=list)
    #: The file cannot be read as a history at all (exit status 2).
    unreadable: bool = False
    #: Deals the replay may still play (copies of a game count as its deals): a bound on the
    #: work of any file, honest matches being far shorter.
    budget: int = 0
    #: What was read: the header, and the deals as the log's last timeline holds them (every
    #: ``Resumed`` rollback applied), for the readers of a log that passes (the export).
    header: Line | None = None
    deals: list[list[Line]] = field(default_factory=list)

    def spend(self, deals: int) -> bool:
        """Take ``deals`` from the budget; False (and the problem said) when it is spent."""
        self.budget -= deals
        if self.budget < 0:
            if not any(p.key == "verify.too_long" for p in self.problems):
                self.problem("verify.too_long", most=MAX_REPLAYED)
            return False
        return True

    def problem(self, key: str, **args: object) -> None:
        self.problems.append(Notice(key, {k: str(v) for k, v in args.items()}))

    def note(self, key: str, **args: object) -> None:
        self.notes.append(Notice(key, {k: str(v) for k, v in args.items()}))


@dataclass
class Log:
    header: Line
    lines: list[Line]
    replayer: Replayer


def read_log(text: str, replayers: Mapping[str, Replayer], found: Findings,
             legacy: Mapping[str, str] | None = None) -> Log | None:
    """The header and the lines of ``text``, or None (with the reason in ``found``).

    ``legacy`` maps the title of a game's earlier JSON log (format 1) to the game: its header
    held the names at its top and its ``Resumed`` lines named a ``hand``."""
    body = text.lstrip("\ufeff")
    raws = body.splitlines()
    lines: list[Line] = []
    for number, raw in enumerate(raws, start=1):
        if not raw.strip():
            continue
        try:
            if len(raw) > MAX_LINE_CHARS:
                raise safe_json.JsonRefused("line too long")
            data = safe_json.loads(raw)
        except safe_json.JsonRefused:
            # Only a last line without its newline can have been cut by a crash.
            if number == len(raws) and not body.endswith(("\n", "\r")):
                found.note("holdem.verify.cut", line=number)
                break
            found.problem("verify.unreadable_line", line=number)
            return None
        if not isinstance(data, dict) or not isinstance(data.get("type"), str):
            found.problem("verify.unreadable_line", line=number)
            return None
        data["_line"] = number
        lines.append(data)
    if not lines or lines[0].get("type") != "Header":
        found.unreadable = True
        found.problem("verify.not_history_title")
        return None
    header = lines[0]
    title, version = header.get("title"), header.get("format")
    if legacy and title in legacy and type(version) is int and version == 1:
        header = _upgraded(header, legacy[str(title)], lines[1:])
    elif title != TITLE or type(version) is not int or version != FORMAT:
        found.unreadable = True
        found.problem("verify.bad_format", found=str(version)[:20], known=FORMAT)
        return None
    replayer = replayers.get(str(header.get("game")))
    if replayer is None:
        found.unreadable = True
        found.problem("verify.bad_start", reason=f"unknown game {str(header.get('game'))[:20]}")
        return None
    return Log(header, lines[1:], replayer)


def _upgraded(header: Line, game: str, lines: list[Line]) -> Line:
    """A format-1 JSON log read as format 2 (the events were already the same)."""
    for line in lines:
        if line["type"] == RESUMED:
            line["deal"] = line.pop("hand", None)
    return {**header, "game": game, "start": {"names": header.get("names")},
            "_line": header.get("_line", 1)}


def verify_log(text: str, replayers: Mapping[str, Replayer],
               legacy: Mapping[str, str] | None = None) -> Findings:
    """Check a whole log: every deal's commitment against its reveal, every deal replayed."""
    found = Findings(budget=MAX_REPLAYED)
    read = read_log(text, replayers, found, legacy)
    if read is None:
        return found
    replayer = read.replayer
    unknown = header_problem(read.header)
    if unknown is not None:
        found.problems.append(unknown)
        return found
    try:
        replayer.new_game(read.header)
    except HeaderRefused as exc:
        found.problems.append(exc.notice)
        return found
    except (ValueError, TypeError, KeyError) as exc:
        found.problem("verify.bad_start", reason=str(exc)[:200])
        return found
    if not _code_said(read.header, found):
        return found
    abandoned: list[list[list[Line]]] = []
    deals = _deals(read, found, abandoned)
    if found.problems:
        return found
    found.header, found.deals = read.header, deals
    # Every deal in the file is replayed, also one a ``Resumed`` line later rolls back (the
    # game went on from a save taken before it): the rollback restores the state the save
    # had, it never hides what was written before it. So each line of play the file held
    # before a rollback is checked as it stood, then the one the game went on with.
    # Timelines share the deals before each rollback: a deal already checked from the same
    # state is not replayed again, the next timeline starts from a copy of the game where it
    # leaves the one before (so a thousand rollbacks cost a thousand copies, not a thousand
    # replays of the whole match).
    checked: set[tuple[object, object]] = set()
    timelines = [*abandoned, deals]
    start: tuple[int, object] | None = None
    for position, timeline in enumerate(timelines):
        following = timelines[position + 1] if position + 1 < len(timelines) else None
        keep_at = _shared(timeline, following) if following is not None else None
        ok, start = _check_timeline(read, timeline, found, checked, following is None,
                                    start, keep_at)
        if not ok:
            break
    return found


def _shared(one: list[list[Line]], other: list[list[Line]]) -> int:
    """How many finished deals two timelines open with, line for line."""
    count = 0
    for mine, theirs in zip(one, other, strict=False):
        if [e["_line"] for e in mine] != [e["_line"] for e in theirs] \
                or not any(e["type"] == REVEAL for e in mine):
            break
        count += 1
    return count


def header_problem(header: Line) -> Notice | None:
    """Why ``header`` holds a field the game never writes, or a value no game wrote, or None.
    The rules and the starting state are the game's to check (``Replayer.new_game``)."""
    legacy = header.get("format") == 1
    # A format-1 header read as format 2 was given its game and start (``_upgraded``).
    known = LEGACY_HEADER_FIELDS | {"game", "start"} if legacy else HEADER_FIELDS
    unknown = sorted(str(key) for key in header
                     if key not in known | OPTIONAL_HEADER_FIELDS and key != "_line")
    if unknown:
        return Notice("verify.unknown_field", {"line": "1", "field": unknown[0][:40]})
    wrong = [name for name in sorted(known) if name not in header]
    if not legacy:
        match = header.get("match")
        if not (isinstance(match, str) and _MATCH_ID.match(match)):
            wrong.append("match")
        if header.get("check") != CHECK:
            wrong.append("check")
    started = header.get("started_at")
    try:
        if not (isinstance(started, str) and len(started) <= 32):
            raise ValueError(started)
        datetime.fromisoformat(started)
    except ValueError:
        wrong.append("started_at")
    if wrong:
        return Notice("verify.bad_field", {"line": "1", "field": wrong[0]})
    return None


def _deals(read: Log, found: Findings, abandoned: list[list[list[Line]]]) -> list[list[Line]]:
    """The lines of each deal (its opening line through the lines after its reveal), as the
    save of each ``Resumed`` line left them: the actions a crash lost (after the line's count)
    and any deal started after the save are taken out. A deal dealt again after such a
    rollback must come with the commitment it had the first time (the save fixed its deck).
    The deals as they stood before each rollback go to ``abandoned``, to be checked too."""
    replayer = read.replayer
    deals: list[list[Line]] = []
    dropped: dict[object, object] = {}  # deal number -> commitment of a deal rolled back
    for data in read.lines:
        kind = data["type"]
        if kind == replayer.start_type:
            number = data.get(replayer.number_key)
            if isinstance(number, int) and number in dropped \
                    and dropped.pop(number) != data.get("commitment"):
                found.problem("verify.commitment_changed", deal=number)
                return deals
            if len(deals) >= MAX_DEALS:
                found.problem("verify.unreadable_line", line=data["_line"])
                return deals
            deals.append([data])
        elif kind == RESUMED:
            if len(abandoned) >= MAX_RESUMES:
                found.problem("verify.unreadable_line", line=data["_line"])
                return deals
            # Only the last deal's list grows after this; the others are shared, unchanged.
            abandoned.append([*deals[:-1], list(deals[-1])] if deals else [])
            if not _roll_back(read, deals, data, dropped):
                found.problem("verify.bad_resume", line=data["_line"])
                return deals
        elif kind == "Header":
            found.problem("verify.unreadable_line", line=data["_line"])
            return deals
        elif deals:
            deals[-1].append(data)
        else:
            found.problem("verify.outside_deal", line=data["_line"])
            return deals
    return deals


def _roll_back(read: Log, deals: list[list[Line]], data: Line,
               dropped: dict[object, object]) -> bool:
    """Apply a ``Resumed`` line; False when it names a point the deals before never reached."""
    replayer = read.replayer
    deal, actions = data.get("deal"), data.get("actions")
    counted = actions is None or (type(actions) is int and actions >= 0)
    if type(deal) is not int or not counted or set(data) - {"type", "deal", "actions", "_line"}:
        return False
    numbers = [events[0].get(replayer.number_key) for events in deals]
    before_all = actions is None and deal == replayer.first_deal(read.header) - 1
    if deal not in numbers and not before_all:
        return False
    keep = 0 if before_all else numbers.index(deal) + 1
    for events in deals[keep:]:  # started after the save: dealt again from the same deck
        dropped[events[0].get(replayer.number_key)] = events[0].get("commitment")
    del deals[keep:]
    if before_all:
        return True
    if actions is None:  # between deals: the deal named must have ended
        return any(e["type"] == REVEAL for e in deals[-1])
    if sum(1 for e in deals[-1] if e["type"] == ACTION) < actions:
        return False
    deals[-1] = _cut_after(deals[-1], actions)
    return True


def _cut_after(events: list[Line], actions: int) -> list[Line]:
    """The deal as it was saved: everything before its (actions+1)-th action."""
    seen = 0
    for index, event in enumerate(events):
        if event["type"] == ACTION:
            if seen == actions:
                return events[:index]
            seen += 1
    return events


def _check_timeline(read: Log, deals: list[list[Line]], found: Findings,
                    checked: set[tuple[object, object]], final: bool,
                    start: tuple[int, object] | None = None, keep_at: int | None = None
                    ) -> tuple[bool, tuple[int, object] | None]:
    """Replay ``deals`` from the header's game, or from ``start`` (the game after that many
    of its deals, checked in the timeline before); False once a problem is found, and the
    game after ``keep_at`` deals for the next timeline. Each deal counts once in
    ``deals_checked`` however many lines of play hold it (number and deck)."""
    replayer = read.replayer
    # The game handed over is this timeline's own: the one before has no more use for it.
    skip, game = start if start is not None else (0, replayer.new_game(read.header))
    kept: tuple[int, object] | None = None
    for index in range(skip, len(deals)):
        if index == keep_at:
            # A copy costs about a third of what replaying its deals would (measured: a
            # 300-deal match copies in the time 90 deals replay): counted as such.
            if not found.spend(max(1, (index + 1) // 3)):
                return False, None
            kept = (index, copy.deepcopy(game))
        if not found.spend(1):
            return False, None
        events = deals[index]
        number = events[0].get(replayer.number_key)
        last = index == len(deals) - 1
        if not any(e["type"] == REVEAL for e in events):
            # The reveal is written in one batch with the lines that end a deal: a deal that
            # shows how it ended without its deck had the reveal taken out.
            ended = next((e for e in events if e["type"] in replayer.ending), None)
            if ended is not None:
                found.problem("verify.ended_unrevealed", deal=number, line=ended["_line"])
                return False, None
            if not last:
                found.problem("verify.no_reveal", deal=number)
                return False, None
            played = _replay_unfinished(replayer, game, events, found)
            if played is None:
                return False, None
            if final:
                found.note("verify.unfinished_played" if played else "verify.unfinished",
                           deal=number, lines=len(events))
            break
        order = _revealed(events, number, found)
        if order is None:
            return False, None
        wrong = replayer.check_cards(events, order, number) or _not_coded(read.header, events,
                                                                          order, number)
        if wrong is not None:
            found.problems.append(wrong)
            return False, None
        deal = (number, events[0].get("commitment"))  # dealt again after a rollback: one
        if deal not in checked:
            checked.add(deal)
            found.deals_checked += 1
        if not _replay(replayer, game, events, order, found):
            return False, None
    if keep_at is not None and keep_at == len(deals):
        kept = (keep_at, game)
    return True, kept


def _header_code(header: Line) -> DealCode | None:
    """The header's deal code, read (DealCodeError for one no game writes), or None."""
    if "deal_code" not in header:
        return None
    text = header["deal_code"]
    if not isinstance(text, str) or len(text) > 20:
        raise DealCodeError("character")
    code = DealCode.parse(text, game=header.get("game") if isinstance(header.get("game"), str)
                          else None)
    if str(code) != text:
        raise DealCodeError("character")  # the game writes it in one spelling only
    return code


def _code_said(header: Line, found: Findings) -> bool:
    """Say the header's deal code; False (the problem said) for one no game writes."""
    try:
        code = _header_code(header)
    except DealCodeError:
        found.problem("verify.bad_deal_code", code=str(header.get("deal_code"))[:20])
        return False
    if code is not None:
        found.note("verify.deal_code", code=code)
    return True


class _CodedDecks:
    """The decks and salts a seed deals, made once each as deals ask for them."""

    def __init__(self, seed: int, deck_size: int) -> None:
        self._deals = seeded_deals(seed, deck_size)
        self.made: list[tuple[list[Card], str]] = []

    def deal(self, number: int) -> tuple[list[Card], str]:
        while len(self.made) < number:
            self.made.append(next(self._deals))
        return self.made[number - 1]


@functools.lru_cache(maxsize=4)
def _coded_decks(seed: int, deck_size: int) -> _CodedDecks:
    return _CodedDecks(seed, deck_size)


def _not_coded(header: Line, events: list[Line], order: list[Card],
               number: object) -> Notice | None:
    """Why the deal's revealed deck and salt are not the ones the header's deal code deals
    (the deal numbered n is the n-th shuffle of its seed), or None; None without a code."""
    code = _header_code(header)  # read without fault before any deal is replayed
    if code is None:
        return None
    reveal = next(e for e in events if e["type"] == REVEAL)
    # A deal numbered past any real game is refused unshuffled: the work stays bounded.
    if not (type(number) is int and 0 < number <= 2 * MAX_REPLAYED
            and len(order) == code.deck_size
            and _coded_decks(code.seed, code.deck_size).deal(number)
            == (order, reveal.get("salt"))):
        return Notice("verify.code_deck", {"deal": str(number), "code": str(code),
                                           "line": str(reveal["_line"])})
    return None


def _revealed(events: list[Line], number: object, found: Findings) -> list[Card] | None:
    """The deal's revealed deck, checked against the commitment published before the deal."""
    reveals = [e for e in events if e["type"] == REVEAL]
    reveal = reveals[0]
    try:
        order = [Card.from_str(code) for code in reveal["order"]]
    except (KeyError, TypeError, ValueError, AttributeError):
        found.problem("verify.unreadable_line", line=reveal["_line"])
        return None
    salt = reveal.get("salt")
    if not (isinstance(salt, str) and _SALT.match(salt) is not None):
        found.problem("verify.bad_salt", deal=number, line=reveal["_line"])
        return None
    published = events[0].get("commitment")
    if not (len(reveals) == 1 and isinstance(published, str)
            and verify_commitment(order, salt, published)
            and reveal.get("commitment", published) == published):
        found.problem("verify.commitment_bad", deal=number, line=reveal["_line"])
        return None
    return order


def _replay_unfinished(replayer: Replayer, game: object, events: list[Line],
                       found: Findings) -> bool | None:
    """Check a deal whose deck is not revealed yet as far as it goes: replayed from a deck
    that deals the cards its lines show, every line must be one the game gives there (a
    crash may have cut its last batch, so the replay may go further). True when it was
    played, False when the game cannot (only the actions' shape was checked), None on a
    problem."""
    possible = getattr(replayer, "possible_order", None)
    if possible is None:
        bad = next((e for e in events if e["type"] == ACTION
                    and not isinstance(e.get("action"), dict | str)), None)
        if bad is not None:
            found.problem("verify.unreadable_line", line=bad["_line"])
            return None
        return False
    number = events[0].get(replayer.number_key)
    try:
        order = possible(game, events)
    except SearchTooLong:
        return False
    except (ValueError, TypeError, KeyError, IndexError, AttributeError) as exc:
        found.problem("verify.impossible_cards", deal=number, reason=str(exc)[:200])
        return None
    return True if _replay(replayer, game, events, order, found, partial=True) else None


def deck_with(known: Mapping[int, Card], deck: list[Card]) -> list[Card]:
    """``deck`` reordered so that each known position holds its card, the other cards in
    their order around them; ValueError when the known cards are not distinct cards of
    ``deck`` or fall outside it."""
    cards = list(known.values())
    if len(set(cards)) != len(cards) or not set(cards) <= set(deck) \
            or any(not 0 <= position < len(deck) for position in known):
        raise ValueError("cards that one deck cannot deal")
    rest = iter(card for card in deck if card not in set(cards))
    return [known[position] if position in known else next(rest)
            for position in range(len(deck))]


def _compared(recorded: Line, replayed: Line) -> tuple[Line, Line]:
    """The two lines as compared: every field the file holds, ``commitment`` and ``salt``
    only where the game writes them (their values cannot come out of a replay, and are
    checked against each other instead), never elsewhere."""
    plain = {k: v for k, v in recorded.items() if k != "_line"}
    expected = {k: (plain[k] if k in UNCOMPARED and k in plain else v)
                for k, v in replayed.items() if k != "_line"}
    return plain, expected


def _shown(line: Line) -> str:
    text = json.dumps({k: v for k, v in line.items() if k not in UNCOMPARED},
                      separators=(",", ":"))
    return text if len(text) <= 160 else text[:157] + "..."


def _replay(replayer: Replayer, game: object, events: list[Line], order: list[Card],
            found: Findings, partial: bool = False) -> bool:
    """Play the deal again; every line must come out as recorded. ``partial``: the deal is
    not finished, so the replay may give more lines than the file holds yet."""
    number = events[0].get(replayer.number_key)
    try:
        produced = replayer.replay(game, events, order)
    except (ReplayFailed, ValueError, TypeError, KeyError, IndexError) as exc:
        found.problem("verify.replay_failed", deal=number, reason=str(exc)[:200])
        return False
    for recorded, replayed in zip(events, produced, strict=False):
        plain, expected = _compared(recorded, replayed)
        if plain != expected:
            found.problem("verify.line_differs", deal=number, line=recorded["_line"],
                          found=_shown(recorded), expected=_shown(replayed))
            return False
    if len(produced) > len(events) and not partial:
        found.problem("verify.missing_line", deal=number, expected=_shown(produced[len(events)]))
        return False
    if len(produced) < len(events):
        found.problem("verify.extra_line", deal=number, line=events[len(produced)]["_line"])
        return False
    return True
