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
import random
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
from drawpoker.engine.canfield.moves import DEAL
from drawpoker.engine.canfield.piles import DEAL_SIZE, RESERVE_SIZE, TABLEAU_PILES, Area, builds_on
from drawpoker.engine.core import saved_data
from drawpoker.engine.core.cards import Card, full_deck
from drawpoker.engine.core.deal_code import DealCode, seeded_deals
from drawpoker.printable import excerpt, printable
from drawpoker.storage import event_log
from drawpoker.storage.event_log import HeaderRefused, Line, ReplayFailed, SearchTooLong
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
#: The steps the search for the deck of a game in progress may play, all its tries together
#: (each try plays the lines again from the deal, with what the one before learnt): an honest
#: game of 250 steps needs at most about 3,000 (measured on 300 games); the bound keeps a
#: hostile file near a second, and a game that needs more is noted as not checked.
MAX_SEARCH_STEPS = 20_000
#: How many times the search starts again with the unseen cards tried in another order
#: before it lets the replay say which line no deck it found plays.
ATTEMPTS = 4


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

    def possible_order(self, game: object, events: list[Line]) -> list[Card]:
        """A deck that deals a game in progress (no reveal yet) as its lines show it: every
        card they show where they show it (the layout, each card a move moved or put up), the
        cards they only imply (one a shown card was built on, none that would have gone up on
        its own) and the unseen cards around them; ValueError when no one deck can."""
        assert isinstance(game, _Table)
        budget = [MAX_SEARCH_STEPS]
        first: list[Card] | None = None
        for attempt in range(ATTEMPTS):
            try:
                order, whole = _search_deck(events, attempt, budget)
            except ValueError:
                continue
            if whole:
                return order
            first = first or order
        if first is None:
            raise ValueError("cards that one deck cannot deal")
        return first

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


# --------------------------------------------------------------------------- a game in progress

_DECK = full_deck(52)
_ANY = frozenset(_DECK)
#: Where the deal takes its face-up cards from in the shuffled order (dealt from its end):
#: the reserve's top card, the first foundation card, then the tableau's.
_RESERVE_TOP = 52 - RESERVE_SIZE
_FIRST = _RESERVE_TOP - 1
_TABLEAU = tuple(_FIRST - 1 - i for i in range(TABLEAU_PILES))


class _Known:
    """What a game's lines tell of its deck so far: the card a position holds (shown there),
    the cards a position may hold (a shown card was built on it) and the cards it cannot (it
    would have gone up on its own). Only ever grows: each try learns at least one thing."""

    def __init__(self, budget: list[int], cards: Sequence[Card] = _DECK) -> None:
        #: The order unseen cards are tried in (each attempt of the search its own).
        self.cards = cards
        self.fixed: dict[int, Card] = {}
        self.allowed: dict[int, frozenset[Card]] = {}
        self.forbidden: dict[int, set[Card]] = {}
        #: The steps all the tries may still play (shared by the branches of the search).
        self.budget = budget

    def branch(self) -> _Known:
        twin = _Known(self.budget, self.cards)
        twin.fixed = dict(self.fixed)
        twin.allowed = dict(self.allowed)
        twin.forbidden = {position: set(cards) for position, cards in self.forbidden.items()}
        return twin

    def fits(self, position: int, card: Card) -> bool:
        return (self.fixed.get(position, card) == card
                and card in self.allowed.get(position, _ANY)
                and card not in self.forbidden.get(position, ()))

    def fix(self, position: int, card: Card) -> None:
        """The lines show ``card`` at ``position``; ValueError when it contradicts them."""
        if self.fixed.get(position) == card:
            return
        if position in self.fixed:
            raise ValueError(f"{card} where an earlier line showed {self.fixed[position]}")
        if card in self.fixed.values():
            raise ValueError(f"{card} shown in two places")
        if not self.fits(position, card):
            raise ValueError(f"{card} where an earlier line rules it out")
        self.fixed[position] = card

    def allow(self, position: int, cards: frozenset[Card]) -> None:
        self.allowed[position] = self.allowed.get(position, _ANY) & cards
        if position in self.fixed and not self.fits(position, self.fixed[position]):
            raise ValueError(f"{self.fixed[position]} is not a card the move built on")

    def forbid(self, position: int, card: Card) -> None:
        self.forbidden.setdefault(position, set()).add(card)

    def order(self) -> list[Card]:
        """A deck with every position's card one it may hold (a matching of positions and
        cards); ValueError when there is none."""
        holder: dict[Card, int] = {card: position for position, card in self.fixed.items()}
        free = [card for card in self.cards if card not in holder]

        def place(position: int, seen: set[Card]) -> bool:
            for card in free:
                if card in seen or not self.fits(position, card):
                    continue
                seen.add(card)
                if card not in holder or place(holder[card], seen):
                    holder[card] = position
                    return True
            return False

        for position in range(52):
            if position in self.fixed:
                continue
            # A card nobody holds yet first (the common case); else a path that moves others.
            direct = next((card for card in free
                           if card not in holder and self.fits(position, card)), None)
            if direct is not None:
                holder[direct] = position
            elif not place(position, set()):
                raise ValueError("cards that one deck cannot deal")
        order = [_DECK[0]] * 52
        for card, position in holder.items():
            order[position] = card
        return order


class _Learnt(Exception):
    """The deck tried does not give a line, and now more is known of the one that does."""


class _Choice(Exception):
    """The deck tried does not give a line, and the one that does holds one of ``options``
    (a position and its card) the line cannot tell apart: each is tried in turn."""

    def __init__(self, options: list[tuple[int, Card]]) -> None:
        super().__init__(len(options))
        self.options = options


def _codes(value: object) -> list[Card] | None:
    """The cards of a line's list field, or None for a field of another shape."""
    try:
        return saved_data.cards(value, "a line's cards")
    except saved_data.MatchDataError:
        return None


def _search_deck(events: list[Line], attempt: int = 0,
                 budget: list[int] | None = None) -> tuple[list[Card], bool]:
    """The deck of :meth:`CanfieldReplayer.possible_order`: tried, played from the deal line
    by line until a line shows what the deck tried does not give, learning from it, and tried
    again; where a line leaves a choice (which pile's top went up on its own), each is
    searched in turn. The deck that plays every line, or when none does the first found (the
    replay then refuses the line it cannot play, with its reason)."""
    cards = _DECK if attempt == 0 else random.Random(attempt).sample(_DECK, len(_DECK))
    known = _Known([MAX_SEARCH_STEPS] if budget is None else budget, cards)
    opening = events[0]
    tableau, reserve = _codes(opening.get("tableau")), _codes([opening.get("reserve")])
    if tableau is not None and len(tableau) == TABLEAU_PILES:
        for position, card in zip(_TABLEAU, tableau, strict=True):
            known.fix(position, card)
    if reserve is not None:
        known.fix(_RESERVE_TOP, reserve[0])
    # The deal's first card begins one of the foundations it filled.
    up = _codes(opening.get("up")) or []
    firsts = [(_FIRST, card) for n, card in enumerate(up)
              if all(other.suit != card.suit for other in up[:n])]
    if not firsts:
        return _search(events, known)
    return _choose(events, known, firsts)


def _search(events: list[Line], known: _Known) -> tuple[list[Card], bool]:
    """The deck learnt from the lines from ``known`` on, and whether it plays them all."""
    while True:
        # A try costs a matching of 52 positions besides its lines: charged as that many steps,
        # so a short hostile file cannot ask for thousands of tries.
        known.budget[0] -= len(_DECK)
        if known.budget[0] < 0:
            raise SearchTooLong
        order = known.order()
        try:
            return order, _try_deck(events, order, known)
        except _Learnt:
            continue
        except _Choice as choice:
            return _choose(events, known, choice.options)


def _choose(events: list[Line], known: _Known, options: list[tuple[int, Card]]
            ) -> tuple[list[Card], bool]:
    """The first of the options whose search plays every line; else the first deck found
    (ValueError when none gives one)."""
    found: tuple[list[Card], bool] | None = None
    error: ValueError | None = None
    for position, card in options:
        twin = known.branch()
        try:
            twin.fix(position, card)
            result = _search(events, twin)
        except ValueError as exc:
            if known.budget[0] < 0:
                raise
            error = error or exc
            continue
        if result[1]:
            return result
        found = found or result
    if found is None:
        raise error or ValueError("cards that one deck cannot deal")
    return found


def _up(game: Canfield) -> list[Card]:
    return [card for pile in game.foundations for card in pile]


def _try_deck(events: list[Line], order: list[Card], known: _Known) -> bool:
    """Play the lines on ``order`` as far as they can be played, True when that is to the
    end; :class:`_Learnt` when a line taught something ``order`` does not hold."""
    where = {card: position for position, card in enumerate(order)}
    game = Canfield.from_order(order)
    if not _went_up(game, set(), _codes(events[0].get("up")), where, known):
        return False
    for event in events[1:]:
        if event["type"] != event_log.ACTION:
            continue
        known.budget[0] -= 1
        if known.budget[0] < 0:
            raise SearchTooLong
        action = event.get("action")
        if action == UNDO and game.move_stack:
            game.take_back()
            continue
        try:
            move = Move.parse(action) if isinstance(action, str) else None
        except ValueError:
            move = None
        shown = _codes(event.get("cards"))
        moving = () if move is None else game.moving(move)
        if move is None or shown is None or len(moving) != len(shown):
            return False
        for card, recorded in zip(moving, shown, strict=True):
            known.fix(where[card], recorded)
            if card != recorded:
                raise _Learnt
        onto = game.top(move.target) if move.target.area is Area.TABLEAU else None
        if moving and onto is not None and move.source != move.target:
            known.allow(where[onto], frozenset(c for c in _DECK if builds_on(moving[0], c)))
            if not known.fits(where[onto], onto):
                raise _Learnt
        if not game.is_legal(move):
            return False
        before = set(_up(game)) if move == DEAL else set()
        game.push(move)
        if move == DEAL and not _went_up(game, before, _codes(event.get("up")), where, known):
            return False
    return True


def _went_up(game: Canfield, before: set[Card], recorded: list[Card] | None,
             where: dict[Card, int], known: _Known) -> bool:
    """After the deal or a deal from the stock, the cards that went up on their own must be
    the ones the line shows: one that went up but is not shown cannot be where it was tried,
    one shown but not gone up lies on a pile's top (where it goes up on its own).
    :class:`_Learnt` when that changes the deck, False when no deck of what is known gives
    the line."""
    if recorded is None:
        return False
    gone = [card for card in _up(game) if card not in before]
    wanted = set(recorded)
    for card in game.went_up:  # in the order they went: the first wrong one is sure
        if card not in wanted:
            if where[card] in known.fixed:
                return False
            known.forbid(where[card], card)
            raise _Learnt
    missing = [card for card in recorded if card not in gone]
    if not missing:
        return True
    # Each missing card lies where it goes up on its own: on a pile's top, or under one that
    # goes up first (found once that one is placed).
    tops = [where[pile[-1]] for pile in (game.reserve, *game.tableau) if pile]
    options = [(p, card) for card in missing if card not in known.fixed.values()
               for p in tops if p not in known.fixed and known.fits(p, card)]
    if not options:
        return False
    if len(options) == 1:
        known.fix(*options[0])
        raise _Learnt
    raise _Choice(options)


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
