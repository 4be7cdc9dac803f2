"""Draw poker's hand history as the shared event log (:mod:`drawpoker.storage.event_log`):
``history/match-<id>.jsonl``, written as play goes, and what only draw tells the verifier.

The lines are the engine's events from the player's side (:class:`PublicSide`): her own cards
(dealt and drawn) are shown, the computer's discards only as a count, her hand only when the
showdown shows it. The ``DealStarted`` line also gives the stacks before the antes and the pot
carried over, so the text of a deal (:func:`render`) needs nothing but the log. The same
:class:`PublicSide` turns a replay into lines, so checking a deal is comparing lines.
Histories of the earlier text format (``match-<id>.txt``) are read by ``history_reader``.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from drawpoker.engine.core import saved_data
from drawpoker.engine.core.cards import full_deck
from drawpoker.engine.core.deal_code import DealCode
from drawpoker.engine.core.events import ITEM_EVENTS
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
    Rules,
    Wait,
    evaluate,
    events,
)
from drawpoker.engine.draw.events import event_to_dict
from drawpoker.engine.draw.match_data import match_from_dict
from drawpoker.storage import event_log
from drawpoker.storage.atomic import move_aside
from drawpoker.storage.draw.history import (
    HUMAN,
    SEAT_NAMES,
    cards_text,
    history_folder,
    public_start,
)
from drawpoker.storage.event_log import Line, ReplayFailed
from drawpoker.storage.history_files import new_match_id
from drawpoker.storage.write_watch import Notice

log = logging.getLogger(__name__)

GAME = "draw"
_IN_DEAL = (Phase.BET1, Phase.DRAW, Phase.BET2)


def log_path(match_id: str, folder: Path | None = None) -> Path:
    return history_folder(folder) / f"match-{match_id}.jsonl"


@dataclass
class PublicSide:
    """Turns the events of one engine call into log lines, as the player sees them."""

    hand: tuple[Card, ...] = ()  # the player's hand as last seen

    @classmethod
    def resuming(cls, match: Match) -> PublicSide:
        """Pick up a deal in progress (a match loaded from a save)."""
        return cls(match.hands[HUMAN] if match.phase in _IN_DEAL else ())

    def lines(self, batch: Sequence[Event], match: Match) -> list[Line]:
        """The lines for ``batch``, what the last engine call on ``match`` returned (the
        player's cards are read from ``match``). A deal's opening line comes first, even when
        a pawn came before it in the engine's events, so every line of a deal follows it."""
        started = [e for e in batch if isinstance(e, events.DealStarted)]
        ordered = started + [e for e in batch if not isinstance(e, events.DealStarted)]
        antes = [0, 0]
        for e in batch:
            if isinstance(e, events.AntePaid):
                antes[e.seat] += e.amount
        out: list[Line] = []
        for event in ordered:
            line = event_to_dict(event)
            if isinstance(event, events.DealStarted):
                line["stacks"] = [match.stacks[seat] + antes[seat] for seat in (0, 1)]
                line["carried_pot"] = match.carried_pot
                self.hand = ()
            elif isinstance(event, events.CardsDealt):
                self.hand = match.hands[HUMAN]
                line["hand"] = [str(card) for card in self.hand]
            elif isinstance(event, events.ActionTaken) and isinstance(event.action, Discard) \
                    and event.seat != HUMAN:
                line["action"] = {"kind": "discard", "count": len(event.action.cards)}
            elif isinstance(event, events.CardsDrawn) and event.seat == HUMAN:
                now = match.hands[HUMAN]
                line["cards"] = [str(card) for card in now if card not in self.hand]
                self.hand = now
            out.append(line)
        return out


class DrawEventLog:
    """The event log of one match, appended to after every engine call (and synced at the end
    of each deal), so even a crash keeps everything up to the last action. A match loaded from
    a save continues its file with a ``Resumed`` line."""

    def __init__(self, path: Path, match_id: str, side: PublicSide | None = None) -> None:
        self.path = path
        self.match_id = match_id
        self.side = side or PublicSide()
        self._writer = event_log.EventLogWriter(path)
        self._header_pending = False

    @property
    def last_error(self) -> str | None:
        """Why the last write failed (the system's words), None when it worked."""
        return self._writer.last_error

    @classmethod
    def start(cls, match: Match, folder: Path | None = None,
              match_id: str | None = None) -> DrawEventLog:
        """A new file for a new match (or for a loaded match whose file was lost)."""
        match_id = match_id or new_match_id()
        history = cls(log_path(match_id, folder), match_id, PublicSide.resuming(match))
        history._header_pending = True
        history._write_header_if_possible(match)
        return history

    @classmethod
    def resume(cls, match: Match, match_id: str | None,
               folder: Path | None = None) -> DrawEventLog:
        """Continue the file of a match loaded from a save (a new file if it is gone, or if a
        crash cut it before its header was whole: that one is kept aside)."""
        if match_id is None or not log_path(match_id, folder).exists():
            return cls.start(match, folder, match_id)
        path = log_path(match_id, folder)
        if not event_log.header_is_whole(path):
            try:
                move_aside(path)
            except OSError as exc:
                log.error("cannot move the cut hand history aside: %s", exc)
            else:
                return cls.start(match, folder, match_id)
        history = cls(path, match_id, PublicSide.resuming(match))
        if match.phase in _IN_DEAL:
            actions = len(match.view(HUMAN).actions)
            history._writer.append([event_log.resumed_line(match.deal_number, actions)])
        else:
            history._writer.append([event_log.resumed_line(match.deal_number, None)])
        return history

    def _write_header_if_possible(self, match: Match, before: Match | None = None) -> None:
        # The starting state must be between deals: a replay starts each deal from it.
        start = before if before is not None else match
        if not self._header_pending or start.phase is not Phase.BETWEEN_DEALS:
            return
        self._header_pending = False
        # The code of the match's own seed (``start`` may be a stand-in fresh match); a match
        # dealt given decks has none: its seed does not deal them.
        # A duplicate's decks are the seed's with the hands swapped: not the code's either.
        code = None if match.staged or match.swapped else DealCode.for_seed(
            GAME, match.rules.deck_size, match.seed)
        self._writer.append([event_log.header_line(GAME, self.match_id, start.rules.to_dict(),
                                                   public_start(start), code)])

    def record(self, batch: Sequence[Event], match: Match) -> None:
        """Write what the last engine call returned; never raises on a disk problem."""
        if self._header_pending:
            if match.deal_number == 1 and any(
                    isinstance(e, events.DealStarted) and e.deal_number == 1 for e in batch):
                # A new match seen only after its first deal began: before it, every match of
                # these rules is the same, so its starting state is a fresh match (the table's
                # with its top-ups).
                fresh = Match(match.rules, rebuys=match.rebuys)
                self._write_header_if_possible(match, before=fresh)
                self.side = PublicSide()
            else:
                # A loaded match whose file was lost: start writing after the current deal.
                self._write_header_if_possible(match)
                if not self._header_pending:
                    self.side = PublicSide.resuming(match)
                return
        ended = any(isinstance(e, events.DeckRevealed) for e in batch)
        self._writer.append(self.side.lines(batch, match), sync=ended)


# --------------------------------------------------------------------------- verifying


def _start_match(header: Line) -> Match:
    start = header.get("start")
    if not isinstance(start, dict):
        raise ValueError("no starting state")
    start = dict(start)
    # The log leaves out the seed and the random generator (they would predict the decks); a
    # replay deals from the revealed orders, so any seed and generator state will do.
    version, internal, gauss = random.Random(0).getstate()
    start["rng"] = [version, list(internal), gauss]
    start["seed"] = 0
    match = match_from_dict(start)  # MatchDataError is a ValueError
    if match.phase is not Phase.BETWEEN_DEALS or header.get("rules") != match.rules.to_dict():
        raise ValueError("the starting state is not between deals under the header's rules")
    return match


def _her_discards(match: Match, count: int, events_: list[Line]) -> list[Card]:
    """Which cards she threw is private: the ones her shown hand no longer holds, or any."""
    hand = match.hands[1]
    shown = next((e for e in events_ if e["type"] == "Showdown"), None)
    if shown is not None:
        final = set(shown["hands"][1])
        thrown = [card for card in hand if str(card) not in final]
        if len(thrown) == count:
            return thrown
    return list(hand[len(hand) - count:]) if count else []


_SIMPLE = {"wait": Wait(), "call": Call(), "drop": Drop()}


def _action(data: object, seat: int, match: Match, events_: list[Line]) -> Any:
    if not isinstance(data, dict):
        raise ValueError("an action that is not a mapping")
    kind = data.get("kind")
    if kind in ("bet", "raise") and type(data.get("amount")) is int:
        return Bet(data["amount"]) if kind == "bet" else Raise(data["amount"])
    if kind in _SIMPLE:
        return _SIMPLE[str(kind)]
    if kind == "discard" and seat == HUMAN and isinstance(data.get("cards"), list):
        return Discard(tuple(Card.from_str(str(text)) for text in data["cards"]))
    if kind == "discard" and seat != HUMAN and type(data.get("count")) is int \
            and 0 <= data["count"] <= 5:
        return Discard(tuple(_her_discards(match, data["count"], events_)))
    raise ValueError(f"an action the game never writes: {str(data)[:60]}")


class DrawReplayer:
    """Draw's part of :func:`drawpoker.storage.event_log.verify_log`."""

    start_type = "DealStarted"
    number_key = "deal_number"
    ending = frozenset({"Showdown", "PotWon", "PotCarried", "MatchOver", "ItemLost",
                        "ItemBoughtBack", "ToppedUp"})

    def first_deal(self, header: Line) -> int:
        start = header.get("start")
        number = start.get("deal_number") if isinstance(start, dict) else None
        return number + 1 if type(number) is int else 1

    def new_game(self, header: Line) -> Match:
        return _start_match(header)

    def check_cards(self, events_: list[Line], order: list[Card], number: object) -> Notice | None:
        return None  # the replay shows every card the lines show

    def possible_order(self, game: object, events_: list[Line]) -> list[Card]:
        """A deck that deals the player's hand and draw where the lines show them: her five
        cards after his, then the draws in turn (hers shown only as a count)."""
        assert isinstance(game, Match)
        known: dict[int, Card] = {}
        drawn_before = 0  # cards she drew before his draw
        for event in events_:
            kind, seat = event["type"], event.get("seat")
            if kind == "CardsDealt":
                known.update(enumerate(saved_data.cards(event.get("hand"), "a dealt hand", 5)))
            elif kind == "ActionTaken" and seat != HUMAN and isinstance(event.get("action"), dict) \
                    and event["action"].get("kind") == "discard":
                count = event["action"].get("count")
                drawn_before += count if type(count) is int and 0 <= count <= 5 else 0
            elif kind == "CardsDrawn" and seat == HUMAN:
                first = 10 + drawn_before
                known.update((first + n, card) for n, card in enumerate(saved_data.cards(
                    event.get("cards"), "the cards drawn", 5)))
        return event_log.deck_with(known, full_deck(game.rules.deck_size))

    def replay(self, game: object, events_: list[Line], order: list[Card]) -> list[Line]:
        assert isinstance(game, Match)
        for event in events_:
            if event["type"] in ITEM_EVENTS and "seat" not in event:
                # Logs written before item events named their seat: in draw poker only the
                # computer (seat 1) has items.
                event["seat"] = 1
        side = PublicSide()
        produced = side.lines(game.start_deal(order), game)
        for event in events_:
            if event["type"] != "ActionTaken":
                continue
            seat = event.get("seat")
            if seat != game.to_act:
                raise ReplayFailed(f"line {event['_line']}: out of turn")
            assert isinstance(seat, int)
            action = _action(event.get("action"), seat, game, events_)
            produced += side.lines(game.act(action), game)
        return produced + _between_deals(game, events_, side)


def _between_deals(game: Match, events_: list[Line], side: PublicSide) -> list[Line]:
    """What the broke player answered after the deal (a rebuy match): the top-up the log
    records, played through the engine (which refuses one the rules do not allow), or, when
    the log ends the match there, her "no"."""
    produced: list[Line] = []
    for event in events_:
        if event["type"] == "ToppedUp":
            if event.get("seat") != HUMAN or type(event.get("amount")) is not int:
                raise ReplayFailed(f"line {event['_line']}: a top-up the game never writes")
            produced += side.lines(game.top_up(event["amount"]), game)
    if game.broke and any(event["type"] == "MatchOver" for event in events_):
        produced += side.lines(game.decline_top_up(), game)
    return produced


# --------------------------------------------------------------------------- the text


def render(lines: Sequence[Line]) -> list[str]:
    """The deals of a draw log as a player reads them: deals, actions, draws, showdown, pot,
    the deck and salt (the words of the text histories of format 1). Lines of the wrong shape
    are shown as they are: this is for reading, ``verify`` says whether to trust it."""
    out: list[str] = []
    rules: Rules | None = None
    draws = 0
    thrown: list[str] = []
    for line in lines:
        try:
            kind = line.get("type")
            if kind == "Header":
                rules = Rules.from_dict(line.get("rules"))
                out += [f"drawpoker hand history, match {line.get('match')}",
                        f"started: {line.get('started_at')}"]
            elif kind == "Resumed":
                actions = line.get("actions")
                where = f"after deal {line.get('deal')}" if actions is None else \
                    f"in deal {line.get('deal')} after {actions} actions"
                out.append(f"resumed from a save {where}")
            elif kind == "DealStarted":
                draws = 0
                you, her = line["stacks"]
                out += ["", f"deal {line['deal_number']}",
                        f"commitment: {line['commitment']}",
                        f"dealer: {SEAT_NAMES[line['dealer']]}",
                        f"stacks: you {you}, computer {her}, carried pot {line['carried_pot']}"]
            elif kind == "ActionTaken" and line["seat"] == HUMAN \
                    and line["action"]["kind"] == "discard" and line["action"]["cards"]:
                thrown = list(line["action"]["cards"])
            elif kind == "CardsDrawn" and line["seat"] == HUMAN and line.get("cards"):
                draws += 1
                out.append(f"draw: you discard {' '.join(thrown)}, get {' '.join(line['cards'])}")
            else:
                if kind == "CardsDrawn":
                    draws += 1
                out += _text(line, draws, rules)
        except (KeyError, TypeError, ValueError, IndexError):
            out.append(f"(a line the game never writes: {str(line)[:80]})")
    return out


def _text(line: Line, draws: int, rules: Rules | None) -> list[str]:
    kind = line["type"]
    who = SEAT_NAMES[line["seat"]] if "seat" in line else ""
    if kind == "AntePaid":
        return [f"ante: {who} {line['amount']}"]
    if kind == "CardsDealt":
        return [f"you hold: {' '.join(line['hand'])}"]
    if kind == "ActionTaken":
        action = line["action"]
        if action["kind"] == "discard":
            if line["seat"] != HUMAN:
                count = action["count"]
                return [f"draw: {who} draws {count}" if count else f"draw: {who} stands pat"]
            return ["draw: you stand pat"]
        text = {"bet": f"bet {action.get('amount')}",
                "raise": f"raise {action.get('amount')}, pay {line['paid']}",
                "call": f"call, pay {line['paid']}"}.get(action["kind"], action["kind"])
        return [f"round {2 if draws >= 2 else 1}: {who} {text}"]
    if kind == "RoundSkipped":
        return [f"round {line['round']}: skipped, a player has no money left"]
    if kind == "Showdown":
        shown = []
        for seat, hand in enumerate(line["hands"]):
            cards = [Card.from_str(code) for code in hand]
            name = evaluate(cards, rules).category.name.lower().replace("_", " ") \
                if rules is not None else "?"
            shown.append(f"showdown: {SEAT_NAMES[seat]} {cards_text(cards)}, {name}")
        return shown
    if kind == "PotWon":
        verb = "win" if line["seat"] == HUMAN else "wins"
        after = ", the other dropped" if line["by_drop"] else ""
        return [f"pot: {who} {verb} {line['amount']}{after}"]
    if kind == "PotCarried":
        return [f"pot: tie, {line['amount']} carried over"]
    if kind == "DeckRevealed":
        return [f"deck: {' '.join(line['order'])}", f"salt: {line['salt']}"]
    if kind == "ItemPawned":
        return [f"pawn: item {line['item']} for {line['loan']}"]
    if kind == "ItemLost":
        return [f"forfeit lost: item {line['item']}"]
    if kind == "ItemBoughtBack":
        return [f"buy back: item {line['item']} for {line['repaid']}"]
    if kind == "ToppedUp":
        return [f"top-up: you bring {line['amount']} from your bank"]
    if kind == "MatchOver":
        verb = "win" if line["winner"] == HUMAN else "wins"
        return [f"match over: {SEAT_NAMES[line['winner']]} {verb}, {line['reason']}"]
    return []
