"""The hold'em table's log: each engine event as lines of text for the hand's log.

Lines keep translation keys, seats and cards, never finished text, so a language switch
rewrites the whole log on the next frame. A line about a seat has two texts, ``.you`` and
``.them`` ("You call $10." / "Ada calls $10."), because verbs agree with their subject.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from drawpoker.engine.core.cards import Card
from drawpoker.engine.core.evaluator7 import evaluate7
from drawpoker.engine.holdem import (
    ActionTaken,
    BlindPosted,
    BoardDealt,
    HandStarted,
    HoldemActionKind,
    HoldemEvent,
    HoldemView,
    ItemBoughtBack,
    ItemLost,
    ItemPawned,
    PlayerOut,
    PotAwarded,
    Showdown,
    Street,
)
from drawpoker.i18n import t
from drawpoker.ui.hand_names import hand_name

SUITS = {"s": "\u2660", "h": "\u2665", "d": "\u2666", "c": "\u2663"}
RANKS = {10: "10", 11: "J", 12: "Q", 13: "K", 14: "A"}


def card_text(card: Card) -> str:
    """``K♠``: a card as the log writes it (the same in every language)."""
    return RANKS.get(card.rank, str(card.rank)) + SUITS[card.suit]


def cards_text(cards: Sequence[Card]) -> str:
    return " ".join(card_text(card) for card in cards)


@dataclass(frozen=True, slots=True)
class LogLine:
    """One line: ``key`` (``.you``/``.them`` added for a ``seat``), its arguments; ``cards``
    fills ``{cards}`` and ``board`` with them names the best hand as ``{hand}``."""

    key: str
    seat: int | None = None
    args: dict[str, object] = field(default_factory=dict)
    cards: tuple[Card, ...] = ()
    board: tuple[Card, ...] = ()
    item: int | None = None

    def text(self, name_of: Callable[[int], str], item_name: Callable[[int, int], str]) -> str:
        args = dict(self.args)
        key = self.key
        if self.seat is not None:
            key += ".you" if self.seat == 0 else ".them"
            args["name"] = name_of(self.seat)
        if self.cards:
            args["cards"] = cards_text(self.cards)
        if self.board:
            args["hand"] = hand_name(evaluate7([*self.cards, *self.board]))
        index = args.pop("pot_index", None)
        if isinstance(index, int):
            args["pot"] = pot_name(index)
        if self.item is not None and self.seat is not None:
            args["item"] = item_name(self.seat, self.item)
        return t(key, **args)


_DID = {
    HoldemActionKind.CHECK: "check",
    HoldemActionKind.CALL: "call",
    HoldemActionKind.RAISE: "raise",
    HoldemActionKind.FOLD: "fold",
}


class HandLog:
    """Turns a hand's events into log lines, in order. It remembers whether the betting round
    has a bet yet: after the flop the first RAISE of a round is logged as a bet ("Ada bets
    $10"), the next ones as raises; before the flop the big blind is the bet. It also keeps
    what each seat has put in during the round (blinds included), because a raise reads as
    the total it makes ("Ada raises to $40"), as players say it, not as what it cost."""

    def __init__(self) -> None:
        self.bet_made = False
        self.put: dict[int, int] = {}  # seat -> dollars in during this betting round

    def lines(self, event: HoldemEvent, board: Sequence[Card],
              single_pot: bool = False) -> list[LogLine]:
        """The lines of ``event``; ``board`` as dealt when it happened; ``single_pot``: the
        hand ends with one pot (no side pot), which the log calls "the pot"."""
        if isinstance(event, HandStarted):
            self.bet_made = True  # the blinds
            self.put = {}
        elif isinstance(event, BoardDealt):
            self.bet_made = False
            self.put = {}
        elif isinstance(event, BlindPosted):
            self.put[event.seat] = self.put.get(event.seat, 0) + event.amount
        if isinstance(event, ActionTaken):
            return self.action(event.seat, event.action.kind, event.paid, event.all_in)
        return lines_for(event, board, single_pot)

    def action(self, seat: int, kind: HoldemActionKind, paid: int,
               all_in: bool) -> list[LogLine]:
        did = _DID[kind]
        self.put[seat] = self.put.get(seat, 0) + paid
        amount = paid
        if kind is HoldemActionKind.RAISE:
            did = "raise" if self.bet_made else "bet"
            self.bet_made = True
            amount = self.put[seat]  # a bet's total is what it paid; a raise's is more
        lines = [LogLine(f"holdem.log.{did}", seat, {"amount": amount})]
        if all_in:
            lines.append(LogLine("holdem.log.all_in", seat))
        return lines


def lines_for(event: HoldemEvent, board: Sequence[Card],
              single_pot: bool = False) -> list[LogLine]:
    """The log lines of one event; ``board`` is the board as dealt when it happened. (An
    action is logged by :class:`HandLog`, which knows a bet from a raise.)"""
    if isinstance(event, HandStarted):
        return [LogLine("holdem.log.hand", event.dealer, {"number": event.hand_number})]
    if isinstance(event, BlindPosted):
        key = "holdem.log.big_blind" if event.big else "holdem.log.small_blind"
        return [LogLine(key, event.seat, {"amount": event.amount})]
    if isinstance(event, ActionTaken):
        return HandLog().action(event.seat, event.action.kind, event.paid, event.all_in)
    if isinstance(event, BoardDealt):
        key = {Street.FLOP: "flop", Street.TURN: "turn"}.get(event.street, "river")
        return [LogLine(f"holdem.log.{key}", cards=event.cards)]
    if isinstance(event, Showdown):
        return [LogLine("holdem.log.shows", seat, cards=cards, board=tuple(board))
                for seat, cards in event.hands]
    if isinstance(event, PotAwarded):
        return pot_lines(event, single_pot)
    if isinstance(event, ItemPawned):
        return [LogLine("holdem.log.pawned", event.seat, {"amount": event.loan},
                        item=event.item)]
    if isinstance(event, ItemLost):
        return [LogLine("holdem.log.lost", event.seat, item=event.item)]
    if isinstance(event, ItemBoughtBack):
        return [LogLine("holdem.log.bought_back", event.seat, {"amount": event.repaid},
                        item=event.item)]
    if isinstance(event, PlayerOut):
        return [LogLine("holdem.log.out", event.seat)]
    return []


def is_returned(pot: PotAwarded) -> bool:
    """Chips nobody could match (a side pot only their owner was in): handed back, not won."""
    return pot.index > 0 and len(pot.eligible) == 1


def single_pot(pots: Sequence[PotAwarded]) -> bool:
    """Whether the hand had one pot (no side pot): the table then calls it "the pot"."""
    return sum(1 for pot in pots if not is_returned(pot)) <= 1


def pot_lines(event: PotAwarded, single: bool = False) -> list[LogLine]:
    """Who takes one pot: one winner, or a split with each share; chips nobody called, the
    player they go back to."""
    if is_returned(event):
        return [LogLine("holdem.log.returned", event.eligible[0], {"amount": event.amount})]
    pot = {"pot_index": -1 if single else event.index}
    if len(event.winners) == 1:
        return [LogLine("holdem.log.wins", event.winners[0], {"amount": event.amount, **pot})]
    return [LogLine("holdem.log.split_share", seat, {"amount": share, **pot})
            for seat, share in zip(event.winners, event.shares, strict=True)]


def pot_name(index: int) -> str:
    """"the pot" (index -1: the hand's only pot), "the main pot" (index 0) or "side pot 2",
    as it reads inside a sentence."""
    if index < 0:
        return t("holdem.pot_name")
    if index == 0:
        return t("holdem.main_pot_name")
    return t("holdem.side_pot_name", number=index)


def blinds_of(view: HoldemView) -> dict[int, int]:
    """The blinds of the hand in ``view``, seat -> dollars. A short blind is all in and never
    raises, so the full blinds are right for every seat whose raise is shown."""
    return {view.small_blind_seat: view.small_blind, view.big_blind_seat: view.big_blind}


def street_total(view: HoldemView, seat: int, street: Street) -> int:
    """What ``seat`` has put in during ``street`` so far (the blinds before the flop): the
    total its last raise made, as the log says it ("raises to $40")."""
    blind = blinds_of(view).get(seat, 0) if street is Street.PREFLOP else 0
    return blind + sum(a.paid for a in view.actions if a.seat == seat and a.street is street)


def resumed_log(view: HoldemView) -> tuple[list[LogLine], HandLog]:
    """A hand continued from a save: its log rebuilt from what the table saw, and the hand's
    log to go on with."""
    lines = [LogLine("holdem.log.hand", view.dealer, {"number": view.hand_number})]
    log = HandLog()
    log.bet_made, log.put = True, blinds_of(view)  # before the flop the big blind is the bet
    street = Street.PREFLOP
    for action in view.actions:
        if action.street is not street:  # a new betting round: no bet in it yet
            street, log.bet_made, log.put = action.street, False, {}
        lines += log.action(action.seat, action.kind, action.paid, action.all_in)
    if view.street is not street:  # the board was dealt after the last action
        log.bet_made, log.put = False, {}
    return lines, log
