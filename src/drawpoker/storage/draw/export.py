"""Five-card draw's hands for the export (:mod:`drawpoker.storage.export`), read from an event
log that ``verify`` passed. A deal's opening line gives the stacks before the antes and the pot
a tie carried over; the player's cards (dealt and drawn) are in the lines, hers only when the
showdown shows them, her draw as a count.
"""

from __future__ import annotations

from collections.abc import Sequence

from drawpoker.engine.draw import Card, Rules, evaluate
from drawpoker.storage.event_log import REVEAL, Line
from drawpoker.storage.export import hands as h
from drawpoker.storage.export.hands import Hand, Play, Player, Pot

#: The computer's name in the exports (the log names no character).
HER_NAME = "Computer"
_CHECKS = {"wait": h.CHECK, "drop": h.FOLD}


def hands_of(header: Line, deals: Sequence[list[Line]]) -> tuple[list[Hand], list[int]]:
    """The finished deals of a verified draw log, and the numbers of those left out (the last
    one, still being played)."""
    rules = Rules.from_dict(header.get("rules"))
    match, started = str(header.get("match")), str(header.get("started_at"))
    out: list[Hand] = []
    unfinished: list[int] = []
    for events in deals:
        if not any(event["type"] == REVEAL for event in events):
            unfinished.append(int(events[0]["deal_number"]))
            continue
        out.append(_deal(events, rules, match, started))
    return out, unfinished


def _deal(events: list[Line], rules: Rules, match: str, started: str) -> Hand:
    opening = events[0]
    dealer = int(opening["dealer"])
    stacks = [int(stack) for stack in opening["stacks"]]
    order = [1 - dealer, dealer]  # dealt from the dealer's left: the first to act, then her
    names = {h.YOU: h.YOUR_NAME, 1: HER_NAME}
    hand = Hand(h.DRAW, match, int(opening["deal_number"]), started,
                [Player(seat, names[seat], stacks[seat]) for seat in order], dealer, [], [],
                {}, ante=rules.ante, max_bet=rules.max_bet, bet_step=rules.bet_unit,
                max_raises=rules.max_raises, deck_size=rules.deck_size,
                carried_in=int(opening["carried_pot"]),
                options={"ace_low_32": rules.ace_low_32,
                         "flush_beats_full_house": rules.flush_beats_full_house})
    bets = [0, 0]
    betting = 0  # 0 before the draw, 1 after
    thrown: tuple[str, ...] = ()
    for event in events[1:]:
        kind, seat = event["type"], int(event.get("seat", -1))
        if kind == "AntePaid":
            stacks[seat] -= int(event["amount"])
            hand.plays.append(Play(h.ANTE, seat, 0, int(event["amount"]), 0, stacks[seat] == 0))
        elif kind == "CardsDealt":
            hand.hole = tuple(str(card) for card in event["hand"])
        elif kind == "ActionTaken":
            action, paid = event["action"], int(event["paid"])
            if action["kind"] == "discard":
                betting, bets = 1, [0, 0]
                thrown = tuple(action.get("cards", ()))
                count = len(thrown) if seat == h.YOU else int(action["count"])
                if seat != h.YOU:
                    hand.plays.append(Play(h.DISCARD, seat, 1, count=count))
                continue
            stacks[seat] -= paid
            bets[seat] += paid
            hand.plays.append(Play(_kind(action["kind"], paid), seat, betting, paid, bets[seat],
                                   stacks[seat] == 0 and action["kind"] != "drop"))
        elif kind == "CardsDrawn" and seat == h.YOU:
            hand.plays.append(Play(h.DISCARD, seat, 1, cards=thrown, count=len(thrown),
                                   drawn=tuple(event.get("cards", ()))))
        elif kind == "Showdown":
            for shown_seat, cards in enumerate(event["hands"]):
                hand.shown[shown_seat] = tuple(cards)
                five = [Card.from_str(card) for card in cards]
                hand.described[shown_seat] = h.describe(evaluate(five, rules), five)
        elif kind == "PotWon":
            won, amount = seat, int(event["amount"])
            eligible = (won,) if event["by_drop"] else (0, 1)
            hand.pots.append(Pot(amount, eligible, (won,), (amount,)))
            stacks[won] += amount
            put = hand.put_in()
            if event["by_drop"] and put[won] > put[1 - won]:
                hand.uncalled = (won, put[won] - put[1 - won])
        elif kind == "PotCarried":
            hand.carried_out = int(event["amount"])
        elif kind == REVEAL:
            hand.finishing = {0: stacks[0], 1: stacks[1]}
    return hand


def _kind(kind: str, paid: int) -> str:
    if kind == "call":
        return h.CALL if paid else h.CHECK
    return {"bet": h.BET, "raise": h.RAISE}.get(kind) or _CHECKS[kind]
