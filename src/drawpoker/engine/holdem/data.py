"""A hold'em game's state (`HoldemState`) <-> plain JSON-safe dict, for saves and `verify`.

A save holds the table as it was before the current hand (stacks, items, bank, button) and,
for a hand in progress, its deck order, salt and the actions taken. Loading checks the table's
invariants on the value (money adds up, items and loans agree, nobody out has money, the end
matches the reason) and the deck against its commitment; `HoldemGame.from_state` then replays
the hand: a forged action is refused by the same rules that refuse it at the table. Nothing
here touches a game's fields: the game gives and takes the whole state as one value.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from drawpoker.engine.core.deck import check_order, verify_commitment
from drawpoker.engine.core.forfeit_ledger import ForfeitLedger
from drawpoker.engine.core.forfeits import ForfeitState
from drawpoker.engine.core.rules_value import RulesError
from drawpoker.engine.core.saved_data import (
    MAX_DEALS,
    MAX_MONEY,
    MAX_RECORDED,
    MatchDataError,
    boolean,
    cards,
    mapping,
    random_state,
    whole_list,
    whole_number,
)
from drawpoker.engine.holdem.actions import HoldemActionKind, action_of_kind
from drawpoker.engine.holdem.pawnshop import seat_items
from drawpoker.engine.holdem.rules import MAX_ITEMS, HoldemRules
from drawpoker.engine.holdem.state import HandInPlay, HoldemState, TableState
from drawpoker.engine.holdem.street import EndReason, Street
from drawpoker.engine.holdem.view import HandRecord, PotResult, PublicHoldemAction

if TYPE_CHECKING:
    from drawpoker.engine.holdem.game import HoldemGame

FORMAT = 1
KIND = "holdem"
_SALT = re.compile(r"^[0-9a-f]{32}$")
_HASH = re.compile(r"^[0-9a-f]{64}$")
_TOP = frozenset({"format", "kind", "rules", "seed", "rng", "table", "hand", "history"})
_TABLE = frozenset(
    {
        "hand_number",
        "dealer",
        "small_blind_seat",
        "big_blind_seat",
        "big_blind",
        "stacks",
        "out",
        "items",
        "bank_lent",
        "bank_repaid",
        "street",
        "end_reason",
    }
)
_HAND = frozenset({"order", "salt", "commitment", "actions"})
_RECORD = frozenset(
    {
        "hand_number",
        "dealer",
        "small_blind_seat",
        "big_blind_seat",
        "big_blind",
        "seats",
        "blinds",
        "actions",
        "board",
        "shown",
        "pots",
    }
)


def game_to_dict(g: HoldemGame) -> dict[str, object]:
    return state_to_dict(g.state())


def game_from_dict(data: object) -> HoldemGame:
    from drawpoker.engine.holdem.game import HoldemGame

    return HoldemGame.from_state(state_from_dict(data))


def state_to_dict(s: HoldemState) -> dict[str, object]:
    version, internal, gauss = s.rng
    return {
        "format": FORMAT,
        "kind": KIND,
        "rules": s.rules.to_dict(),
        "seed": s.seed,
        "rng": [version, list(internal), gauss],
        "table": _table_dict(s.table),
        "hand": None if s.hand is None else {
            "order": [str(card) for card in s.hand.order],
            "salt": s.hand.salt,
            "commitment": s.hand.commitment,
            "actions": [str(kind) for kind in s.hand.actions],
        },
        "history": [_record_dict(r) for r in s.history],
    }


def state_from_dict(data: object) -> HoldemState:
    """The state a save holds, every value and the table's invariants checked (the hand in
    progress is checked when `HoldemGame.from_state` replays it)."""
    top = mapping(data, "a hold'em save", _TOP)
    if top["format"] != FORMAT or top["kind"] != KIND:
        raise MatchDataError(f"not a hold'em save of format {FORMAT}")
    try:
        rules = HoldemRules.from_dict(top["rules"])
    except RulesError as exc:
        raise MatchDataError(f"the saved rules are invalid: {exc}") from None
    seed = top["seed"]
    if seed is not None and (type(seed) is not int or abs(seed) > 2**64):
        raise MatchDataError("the seed is not a whole number")
    table = _table(mapping(top["table"], "the table", _TABLE), rules)
    _check_table(table, rules)
    history = tuple(_record(item, rules.players) for item in whole_list(
        top["history"], "history", most=min(table.hand_number, MAX_RECORDED)))
    _check_history(history, table.hand_number)
    hand = None
    if top["hand"] is not None:
        hand = _hand(mapping(top["hand"], "the hand", _HAND), table)
    version, words, gauss = random_state(top["rng"])
    return HoldemState(rules, seed, (version, words, gauss), table, hand, history)


def _table_dict(t: TableState) -> dict[str, object]:
    return {
        "hand_number": t.hand_number,
        "dealer": t.dealer,
        "small_blind_seat": t.small_blind_seat,
        "big_blind_seat": t.big_blind_seat,
        "big_blind": t.big_blind,
        "stacks": list(t.stacks),
        "out": list(t.out),
        "items": [{"states": [str(s) for s in i.states], "loan": i.loan} for i in t.items],
        "bank_lent": t.bank_lent,
        "bank_repaid": t.bank_repaid,
        "street": str(t.street),
        "end_reason": None if t.end_reason is None else str(t.end_reason),
    }


def _table(t: dict[str, Any], rules: HoldemRules) -> TableState:
    n = rules.players
    hand_number = whole_number(t["hand_number"], "hand_number", 0, MAX_DEALS)
    dealer = whole_number(t["dealer"], "dealer", 0, n - 1)
    small_blind_seat = whole_number(t["small_blind_seat"], "small_blind_seat", 0, n - 1)
    big_blind_seat = whole_number(t["big_blind_seat"], "big_blind_seat", 0, n - 1)
    big_blind = whole_number(t["big_blind"], "big_blind", 0, MAX_MONEY)
    stacks = tuple(whole_number(v, "a stack", 0, MAX_MONEY)
                   for v in whole_list(t["stacks"], "stacks", n))
    out = tuple(boolean(v, "out") for v in whole_list(t["out"], "out", n))
    items = tuple(_items(seat, v) for seat, v in enumerate(whole_list(t["items"], "items", n)))
    lent = whole_number(t["bank_lent"], "bank_lent", 0, MAX_MONEY)
    repaid = whole_number(t["bank_repaid"], "bank_repaid", 0, MAX_MONEY)
    try:
        street = Street(t["street"])
        end_reason = None if t["end_reason"] is None else EndReason(t["end_reason"])
    except ValueError:
        raise MatchDataError("the table's street or end reason is unknown") from None
    return TableState(hand_number, dealer, small_blind_seat, big_blind_seat, big_blind, stacks,
                      out, items, lent, repaid, street, end_reason)


def _check_table(t: TableState, rules: HoldemRules) -> None:
    n = rules.players
    expected_blind = rules.big_blind_at(t.hand_number) if t.hand_number else 0
    if t.big_blind != expected_blind:
        raise MatchDataError(f"hand {t.hand_number} has the wrong big blind")
    if t.hand_number == 0 and (t.dealer != n - 1 or t.bank_lent):
        raise MatchDataError("a match that has not started has the wrong dealer or loans")
    if t.bank_repaid > t.bank_lent:
        raise MatchDataError("the bank was repaid more than it lent")
    total = sum(t.stacks)
    expected = n * rules.starting_money + t.money_from_bank
    if total != expected:
        raise MatchDataError(f"money does not add up: the stacks hold ${total}, not ${expected}")
    if sum(items.loan for items in t.items) > t.money_from_bank:
        raise MatchDataError("the loans owed are more than the bank has lent")
    if t.items[0].states or t.items[0].loan or t.out[0]:
        raise MatchDataError("the human has no items and never leaves the table as out")
    for seat in range(1, n):
        items = t.items[seat]
        if len(items.states) > MAX_ITEMS:
            raise MatchDataError(f"seat {seat} has too many items")
        if t.out[seat] and (t.stacks[seat] or items.can_pawn or items.loan):
            raise MatchDataError(f"seat {seat} is out but still has money or items")
    if t.street is Street.MATCH_OVER:
        reason = t.end_reason
        human = t.stacks[0]
        fits = {
            EndReason.BROKE: human == 0,
            EndReason.LAST_STANDING: all(t.out[1:]),
            EndReason.LEFT_AHEAD: human >= rules.starting_money,
            EndReason.LEFT_BEHIND: 0 < human < rules.starting_money,
        }
        if reason is None or not fits[reason]:
            raise MatchDataError("the match's end does not fit the table")
    elif t.street is Street.BETWEEN_HANDS:
        if t.end_reason is not None:
            raise MatchDataError("a match has an end reason exactly when it is over")
        if t.stacks[0] == 0 or all(t.out[1:]):
            raise MatchDataError("the match would be over")
    else:
        raise MatchDataError("the table is saved between hands or at the end only")


def _hand(hand: dict[str, Any], table: TableState) -> HandInPlay:
    if table.street is not Street.BETWEEN_HANDS:
        raise MatchDataError("a hand is saved in a match that is not between hands")
    order = cards(hand["order"], "the deck order")
    try:
        check_order(order, 52)
    except ValueError as exc:
        raise MatchDataError(f"the deck order is damaged: {exc}") from None
    salt, published = hand["salt"], hand["commitment"]
    if not (isinstance(salt, str) and _SALT.match(salt)):
        raise MatchDataError("the deck's salt is damaged")
    if not (isinstance(published, str) and _HASH.match(published)):
        raise MatchDataError("the deck's commitment is damaged")
    if not verify_commitment(order, salt, published):
        raise MatchDataError("the deck order does not match its commitment")
    kinds = []
    for kind in whole_list(hand["actions"], "the actions"):
        try:
            kinds.append(action_of_kind(kind).kind)
        except ValueError as exc:
            raise MatchDataError(f"the saved hand has an impossible action: {exc}") from None
    return HandInPlay(tuple(order), salt, published, tuple(kinds))


def _check_history(records: tuple[HandRecord, ...], hand_number: int) -> None:
    if len(records) != hand_number:
        raise MatchDataError("the hand records do not cover every hand played")
    for position, record in enumerate(records, start=1):
        if record.hand_number != position:
            raise MatchDataError("the hand records are not numbered one after the other")
        put = sum(paid for _, paid in record.blinds) + sum(a.paid for a in record.actions)
        if sum(pot.amount for pot in record.pots) != put:
            raise MatchDataError(f"hand {position}'s pots do not match what was put in")
        for pot in record.pots:
            if (
                sum(pot.shares) != pot.amount
                or len(pot.shares) != len(pot.winners)
                or not pot.winners
                or not set(pot.winners) <= set(pot.eligible)
            ):
                raise MatchDataError(f"hand {position} has a pot shared out wrongly")


# ----------------------------------------------------------------- records
def _record_dict(r: HandRecord) -> dict[str, object]:
    return {
        "hand_number": r.hand_number,
        "dealer": r.dealer,
        "small_blind_seat": r.small_blind_seat,
        "big_blind_seat": r.big_blind_seat,
        "big_blind": r.big_blind,
        "seats": list(r.seats),
        "blinds": [list(b) for b in r.blinds],
        "actions": [[a.seat, str(a.kind), a.paid, str(a.street), a.all_in] for a in r.actions],
        "board": [str(c) for c in r.board],
        "shown": [[seat, [str(c) for c in hand]] for seat, hand in r.shown],
        "pots": [[p.amount, list(p.eligible), list(p.winners), list(p.shares)] for p in r.pots],
    }


def _record(data: object, n: int) -> HandRecord:
    d = mapping(data, "a hand record", _RECORD)

    def seat(value: object) -> int:
        return whole_number(value, "a seat", 0, n - 1)

    def money(value: object) -> int:
        return whole_number(value, "an amount", 0, MAX_MONEY)

    actions = []
    for item in whole_list(d["actions"], "a record's actions"):
        s, kind, paid, street, all_in = whole_list(item, "an action", 5)
        try:
            actions.append(
                PublicHoldemAction(seat(s), HoldemActionKind(kind), money(paid), Street(street),
                                   boolean(all_in, "all-in"))
            )
        except ValueError:
            raise MatchDataError("a hand record has an unknown action") from None
    shown = []
    for item in whole_list(d["shown"], "shown hands"):
        s, codes = whole_list(item, "a shown hand", 2)
        pair = cards(codes, "a shown hand")
        if len(pair) != 2:
            raise MatchDataError("a shown hand is two cards")
        shown.append((seat(s), (pair[0], pair[1])))
    pots = []
    for item in whole_list(d["pots"], "pots"):
        amount, eligible, winners, shares = whole_list(item, "a pot", 4)
        pots.append(
            PotResult(
                money(amount),
                tuple(seat(v) for v in whole_list(eligible, "eligible")),
                tuple(seat(v) for v in whole_list(winners, "winners")),
                tuple(money(v) for v in whole_list(shares, "shares")),
            )
        )
    blinds = []
    for item in whole_list(d["blinds"], "blinds"):
        s, paid = whole_list(item, "a blind", 2)
        blinds.append((seat(s), money(paid)))
    return HandRecord(
        hand_number=whole_number(d["hand_number"], "a hand number", 1, MAX_DEALS),
        dealer=seat(d["dealer"]),
        small_blind_seat=seat(d["small_blind_seat"]),
        big_blind_seat=seat(d["big_blind_seat"]),
        big_blind=money(d["big_blind"]),
        seats=tuple(seat(v) for v in whole_list(d["seats"], "seats")),
        blinds=tuple(blinds),
        actions=tuple(actions),
        board=tuple(cards(d["board"], "a board")),
        shown=tuple(shown),
        pots=tuple(pots),
    )


# ----------------------------------------------------------------- small readers
def _items(seat: int, data: object) -> ForfeitLedger:
    d = mapping(data, "a seat's items", frozenset({"states", "loan"}))
    try:
        states = tuple(ForfeitState(s) for s in whole_list(d["states"], "item states"))
    except ValueError:
        raise MatchDataError("an item state is unknown") from None
    items = seat_items(seat, states, whole_number(d["loan"], "a loan", 0, MAX_MONEY))
    try:
        items.check()
    except ValueError as exc:
        raise MatchDataError(f"a seat's items are damaged: {exc}") from None
    return items
