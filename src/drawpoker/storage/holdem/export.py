"""Hold'em's hands for the export (:mod:`drawpoker.storage.export`), read from a history that
``verify`` passed: its lines are the rules' own, so the stacks follow from them (no line gives
them): the starting money, minus the blinds and bets, plus the pots, the pawn loans and less
the buy-backs between hands. The player's two cards come from the revealed deck (the deck's
order deals them), the others' only when the showdown shows them.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from drawpoker.engine.core.cards import Card
from drawpoker.engine.core.evaluator7 import best_five, evaluate7
from drawpoker.engine.holdem import HoldemRules
from drawpoker.storage.event_log import REVEAL, Line
from drawpoker.storage.export import hands as h
from drawpoker.storage.export.hands import Hand, Play, Player, Pot

_ROUND = {"preflop": 0, "flop": 1, "turn": 2, "river": 3}
_KINDS = {"fold": h.FOLD, "check": h.CHECK, "call": h.CALL}


def hands_of(header: Line, deals: Sequence[list[Line]]) -> tuple[list[Hand], list[int]]:
    """The finished hands of a verified log's deals, and the numbers of those left out (the
    last one, still being played)."""
    rules = HoldemRules.from_dict(header.get("rules"))
    start = header.get("start")
    names = start.get("names") if isinstance(start, dict) else None
    names = names if isinstance(names, list) else [""] * rules.players
    seats_named = h.table_names(list(enumerate(str(name) for name in names)))
    stacks = [rules.starting_money] * rules.players
    match, started = str(header.get("match")), str(header.get("started_at"))
    out: list[Hand] = []
    unfinished: list[int] = []
    for events in deals:
        opening = events[0]
        if not any(event["type"] == REVEAL for event in events):
            unfinished.append(int(opening["hand_number"]))
            continue
        out.append(_hand(events, stacks, seats_named, match, started, rules))
    return out, unfinished


def _hand(events: list[Line], stacks: list[int], names: dict[int, str], match: str,
          started: str, rules: HoldemRules) -> Hand:
    """One hand; ``stacks`` (every seat's money) is moved on to after it."""
    opening = events[0]
    seats: list[int] = list(opening["seats"])
    players = [Player(seat, names[seat], stacks[seat]) for seat in seats]
    hand = Hand(h.HOLDEM, match, int(opening["hand_number"]), started, players,
                int(opening["dealer"]), [], [], {}, small_blind=int(opening["big_blind"]) // 2,
                big_blind=int(opening["big_blind"]), casino_blinds=rules.casino_blinds,
                seat_count=rules.players)
    bets = dict.fromkeys(seats, 0)
    street = 0
    board: list[Card] = []
    finished = False
    for event in events[1:]:
        kind = event["type"]
        if kind == "BlindPosted":
            seat, paid = int(event["seat"]), int(event["amount"])
            stacks[seat] -= paid
            bets[seat] += paid
            hand.plays.append(Play(h.BIG_BLIND if event["big"] else h.SMALL_BLIND, seat, 0,
                                   paid, bets[seat], stacks[seat] == 0))
        elif kind == "ActionTaken":
            seat, paid = int(event["seat"]), int(event["paid"])
            stacks[seat] -= paid
            action = str(event["action"])
            if action == "raise":
                action = h.RAISE if any(bets.values()) else h.BET
            else:
                action = _KINDS[action]
            bets[seat] += paid
            hand.plays.append(Play(action, seat, _ROUND[str(event["street"])], paid,
                                   bets[seat], bool(event["all_in"])))
        elif kind == "BoardDealt":
            street = _ROUND[str(event["street"])]
            bets = dict.fromkeys(seats, 0)
            cards = tuple(str(card) for card in event["cards"])
            board += [Card.from_str(card) for card in cards]
            hand.plays.append(Play(h.BOARD, None, street, cards=cards))
        elif kind == "Showdown":
            for seat, cards in event["hands"]:
                hand.shown[int(seat)] = tuple(cards)
        elif kind == "PotAwarded":
            pot = Pot(int(event["amount"]), _ints(event["eligible"]), _ints(event["winners"]),
                      _ints(event["shares"]))
            hand.pots.append(pot)
            for seat, share in zip(pot.winners, pot.shares, strict=True):
                stacks[seat] += share
        elif kind == REVEAL:
            order = list(event["order"])
            k = len(seats)
            if h.YOU in seats:
                p = seats.index(h.YOU)
                hand.hole = (str(order[p]), str(order[p + k]))
            hand.finishing = {seat: stacks[seat] for seat in seats}
            finished = True
        elif finished:
            _between_hands(event, stacks)
    hand.uncalled = h.top_excess(hand.put_in())
    for seat, cards in hand.shown.items():
        seven = [Card.from_str(card) for card in cards] + board
        hand.described[seat] = h.describe(evaluate7(seven), best_five(seven)[0])
    return hand


def _between_hands(event: Line, stacks: list[int]) -> None:
    """The money that moves between hands: a pawn's loan in, a buy-back's repayment out."""
    if event["type"] == "ItemPawned":
        stacks[int(event["seat"])] += int(event["loan"])
    elif event["type"] == "ItemBoughtBack":
        stacks[int(event["seat"])] -= int(event["repaid"])


def _ints(values: Any) -> tuple[int, ...]:
    return tuple(int(value) for value in values)
