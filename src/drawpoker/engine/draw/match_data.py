"""A match's state (``MatchState``) <-> plain JSON-safe dict, for save files and replays.

Loading checks everything a damaged or hand-edited save could get wrong (a field of the wrong
type, money that does not add up, a card in two places, an impossible phase, a deal that could
not have been played) and refuses it with `MatchDataError`; see `match_checks`. Only the state
is read and built here: ``Match.state()`` and ``Match.from_state`` stand between it and a match.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from drawpoker.engine.core.actions import ActionKind
from drawpoker.engine.core.betting import BetStructure, BettingRound
from drawpoker.engine.core.forfeit_ledger import ForfeitLedger
from drawpoker.engine.core.forfeits import ForfeitState
from drawpoker.engine.core.money import Money
from drawpoker.engine.core.saved_data import (
    MAX_RECORDED,
    boolean,
    cards,
    mapping,
    member,
    random_state,
    short_text,
    whole_list,
    whole_number,
)
from drawpoker.engine.core.seat import Seat
from drawpoker.engine.draw.actions import DISCARD, Kind
from drawpoker.engine.draw.match_checks import (
    MAX_DEALS,
    MAX_MONEY,
    MatchDataError,
    check_consistent,
    check_loaded,
)
from drawpoker.engine.draw.match_state import MatchState, bet_structure
from drawpoker.engine.draw.phase import Phase
from drawpoker.engine.draw.rules import Rules, RulesError
from drawpoker.engine.draw.view import DealRecord, PublicAction, TopUp

COMPUTER = Seat.COMPUTER

if TYPE_CHECKING:
    from drawpoker.engine.draw.match import Match

#: 2 keeps whether the match was staged (dealt a given deck); a match of format 1 is read as
#: staged, so its deals are checked as they were then (``match_replay``). A rebuy match (the
#: table's) also keeps ``rebuys`` and its ``top_ups`` ([after deal, amount] pairs); a match
#: without them writes neither, so its save is what it always was, and a save without them
#: loads as a match without top-ups.
FORMAT = 2
_READS = (1, 2)

__all__ = [
    "FORMAT", "MatchDataError", "check_consistent", "match_from_dict", "match_to_dict",
    "state_from_dict", "state_to_dict",
]


def match_to_dict(m: Match) -> dict[str, object]:
    return state_to_dict(m.state())


def state_to_dict(m: MatchState) -> dict[str, object]:
    version, internal, gauss = m.rng
    return {
        "format": FORMAT,
        "rules": m.rules.to_dict(),
        "seed": m.seed,
        "staged": m.staged,
        "rng": [version, list(internal), gauss],
        "stacks": list(m.stacks),
        "pot": m.pot,
        "carried_pot": m.carried_pot,
        "phase": str(m.phase),
        "deal_number": m.deal_number,
        "dealer": m.dealer,
        "to_act": m.to_act,
        "hands": [[str(c) for c in hand] for hand in m.hands],
        "order": [str(c) for c in m.order],
        "next_card": m.next_card,
        "salt": m.salt,
        "commitment": m.commitment,
        "paid_in_round": list(m.betting.paid),
        "raises": m.betting.raises,
        "round_actions": m.betting.actions,
        "drawn": list(m.drawn),
        "actions": [_action_dict(a) for a in m.actions],
        "forfeits": [str(f) for f in m.items.states],
        "taken": list(m.items.taken),
        "bank_lent": m.money.lent,
        "bank_repaid": m.money.repaid,
        "winner": m.winner,
        "end_reason": m.end_reason,
        "history": [_record_dict(r) for r in m.history],
    } | _rebuys_dict(m) | ({"swapped": True} if m.swapped else {}) \
        | ({"mirrored": True} if m.mirrored else {})


def _rebuys_dict(m: MatchState) -> dict[str, object]:
    if not m.rebuys:
        return {}
    return {"rebuys": True, "top_ups": [[t.after_deal, t.amount] for t in m.top_ups]}


def match_from_dict(data: object) -> Match:
    """The match a save holds, once :func:`state_from_dict` has read and checked it."""
    from drawpoker.engine.draw.match import Match

    return Match.from_state(state_from_dict(data))


def state_from_dict(data: object) -> MatchState:
    """The state a save holds; MatchDataError names what is wrong with it, or what of the
    rules it breaks (``match_checks.check_loaded``)."""
    try:
        state = _load(data)
    except MatchDataError:
        raise
    except (KeyError, TypeError, ValueError, IndexError, OverflowError) as exc:
        raise MatchDataError(f"saved match is damaged: {exc}") from exc
    check_loaded(state)
    return state


_FIELDS = frozenset(
    {
        "format", "rules", "seed", "staged", "rng", "stacks", "pot", "carried_pot", "phase",
        "deal_number", "dealer", "to_act", "hands", "order", "next_card", "salt", "commitment",
        "paid_in_round", "raises", "round_actions", "drawn", "actions", "forfeits", "taken",
        "bank_lent", "bank_repaid", "winner", "end_reason", "history",
    }
)  # fmt: skip
_FIELDS_1 = _FIELDS - {"staged"}
#: Fields a save may leave out (written by a rebuy match only).
_OPTIONAL = frozenset({"rebuys", "top_ups", "swapped", "mirrored"})
_RECORD_FIELDS = frozenset(("deal", "dealer", "actions", "shown", "winner", "pot", "by_drop"))
_ACTION_FIELDS = frozenset(("seat", "kind", "amount", "round"))


def _load(data: object) -> MatchState:
    found = data.get("format") if isinstance(data, dict) else None
    if type(found) is not int or found not in _READS:
        raise MatchDataError(f"saved match has format {found!r}; this game reads {FORMAT}")
    d = mapping(data, "match", _FIELDS if found == FORMAT else _FIELDS_1,
                 _OPTIONAL if found == FORMAT else frozenset())
    try:
        rules = Rules.from_dict(d["rules"])
    except RulesError as exc:
        raise MatchDataError(f"the saved rules are not valid: {exc}") from None
    rebuys = boolean(d.get("rebuys", False), "rebuys")
    structure = bet_structure(rules)
    if "top_ups" in d and not rebuys:
        raise MatchDataError("top_ups belong to a match with rebuys")
    top_ups = tuple(_top_up(x) for x in whole_list(d.get("top_ups", []), "top_ups",
                                                    most=MAX_RECORDED))
    if found == FORMAT:
        seed = whole_number(d["seed"], "seed", 0, 2**64 - 1)
        staged = boolean(d["staged"], "staged")
        swapped = boolean(d.get("swapped", False), "swapped")
        mirrored = boolean(d.get("mirrored", False), "mirrored")
        if mirrored and not swapped:
            raise MatchDataError("only a duplicate has its dealer mirrored")
    else:
        old_seed = _opt_int(d["seed"], "seed")
        seed, staged = (old_seed if old_seed is not None else 0), True
        swapped = mirrored = False
    rng = random_state(d["rng"])
    stacks = [_money(x, "stacks") for x in whole_list(d["stacks"], "stacks", 2)]
    pot = _money(d["pot"], "pot")
    carried_pot = _money(d["carried_pot"], "carried_pot")
    phase = member(Phase, d["phase"], "phase")
    deal_number = whole_number(d["deal_number"], "deal_number", 0, MAX_DEALS)
    dealer = _seat(d["dealer"], "dealer")
    to_act = None if d["to_act"] is None else _seat(d["to_act"], "to_act")
    hands = [tuple(cards(h, "hand")) for h in whole_list(d["hands"], "hands", 2)]
    order = tuple(cards(d["order"], "order"))
    next_card = whole_number(d["next_card"], "next_card", 0, 52)
    salt = short_text(d["salt"], "salt")
    commitment = short_text(d["commitment"], "commitment")
    paid = whole_list(d["paid_in_round"], "paid_in_round", 2)
    paid_in_round = tuple(_money(x, "paid_in_round") for x in paid)
    raises = whole_number(d["raises"], "raises", 0, 1000)
    round_actions = whole_number(d["round_actions"], "round_actions", 0, 1000)
    drawn = [None if x is None else whole_number(x, "drawn", 0, 5)
             for x in whole_list(d["drawn"], "drawn", 2)]
    actions = tuple(_action(a) for a in whole_list(d["actions"], "actions", most=1000))
    forfeits = [member(ForfeitState, f, "forfeit") for f in whole_list(d["forfeits"], "forfeits")]
    taken = [whole_number(x, "taken", 0, 100) for x in whole_list(d["taken"], "taken")]
    loan = rules.pawn_loan if ForfeitState.PAWNED in forfeits else 0  # draw's loan is fixed
    items = ForfeitLedger(tuple(forfeits), tuple(taken), COMPUTER, loan)
    lent = _money(d["bank_lent"], "bank_lent")
    repaid = _money(d["bank_repaid"], "bank_repaid")
    start = 2 * rules.starting_money
    # Draw keeps no contributions in its saves (it has no side pots): they count from zero.
    topped_up = sum(top_up.amount for top_up in top_ups)
    money = Money((stacks[0], stacks[1]), pot, (0, 0), start, lent, repaid, topped_up)
    betting = _betting_round(structure, phase, to_act, money.stacks, paid_in_round, raises,
                             round_actions)
    winner = None if d["winner"] is None else _seat(d["winner"], "winner")
    end_reason = short_text(d["end_reason"], "end_reason")
    # One record per finished deal: a longer list (a history pasted many times over) is
    # refused before any record is built.
    done = deal_number - (1 if phase in (Phase.BET1, Phase.DRAW, Phase.BET2) else 0)
    history = tuple(_record(r) for r in whole_list(d["history"], "history",
                                                   most=min(max(done, 0), MAX_RECORDED)))
    return MatchState(
        rules=rules, seed=seed, staged=staged, swapped=swapped, mirrored=mirrored,
        rebuys=rebuys, rng=rng, money=money, carried_pot=carried_pot, phase=phase,
        deal_number=deal_number, dealer=dealer, to_act=to_act, hands=(hands[0], hands[1]),
        order=order, next_card=next_card, salt=salt, commitment=commitment, betting=betting,
        drawn=(drawn[0], drawn[1]), actions=actions, items=items, winner=winner,
        end_reason=end_reason, history=history, top_ups=top_ups,
    )


def _betting_round(structure: BetStructure, phase: Phase, to_act: int | None,
                   stacks: tuple[int, ...], paid: tuple[int, ...], raises: int,
                   actions: int) -> BettingRound:
    """The betting round a save describes. Its other fields follow from draw's rules: in a
    round still open, the one who acted last is not to act, and a seat without money is
    all-in; the loaded deal is replayed (``match_checks``) to prove it."""
    level = max(paid)
    if phase not in (Phase.BET1, Phase.BET2) or to_act is None:
        no = (False, False)
        return BettingRound(structure, paid, (True, True), no, no, None, raises, actions, level,
                            closed=True)  # fmt: skip
    acted = tuple(actions > 0 and seat != to_act for seat in (0, 1))
    all_in = tuple(stack == 0 for stack in stacks)
    may_wait = phase is Phase.BET1
    return BettingRound(
        structure, paid, (True, True), all_in, acted, to_act, raises, actions, level, may_wait
    )


def _action_dict(a: PublicAction) -> dict[str, object]:
    return {"seat": a.seat, "kind": str(a.kind), "amount": a.amount, "round": a.betting_round}


def _record_dict(r: DealRecord) -> dict[str, object]:
    return {
        "deal": r.deal_number,
        "dealer": r.dealer,
        "actions": [_action_dict(a) for a in r.actions],
        "shown": None if r.shown is None else [[str(c) for c in h] for h in r.shown],
        "winner": r.winner,
        "pot": r.pot,
        "by_drop": r.by_drop,
    }


def _action(data: object) -> PublicAction:
    d = mapping(data, "action", _ACTION_FIELDS)
    return PublicAction(
        _seat(d["seat"], "seat"),
        _kind(d["kind"]),
        _money(d["amount"], "amount"),
        whole_number(d["round"], "round", 0, 2),
    )


def _kind(value: object) -> Kind:
    """A betting kind or draw's own discard; the message names every kind a save may hold."""
    if value == DISCARD:
        return DISCARD
    if type(value) is not str or value not in set(ActionKind):
        names = ", ".join([*(str(kind) for kind in ActionKind), str(DISCARD)])
        raise MatchDataError(f"action kind {value!r} is not one of {names}")
    return ActionKind(value)


def _record(data: object) -> DealRecord:
    d = mapping(data, "deal record", _RECORD_FIELDS)
    shown_raw = d["shown"]
    shown = None
    if shown_raw is not None:
        a, b = (tuple(cards(h, "shown hand")) for h in whole_list(shown_raw, "shown", 2))
        shown = (a, b)
    return DealRecord(
        whole_number(d["deal"], "deal", 1, MAX_DEALS),
        _seat(d["dealer"], "dealer"),
        tuple(_action(a) for a in whole_list(d["actions"], "actions")),
        shown,
        None if d["winner"] is None else _seat(d["winner"], "winner"),
        _money(d["pot"], "pot"),
        boolean(d["by_drop"], "by_drop"),
    )


def _top_up(data: object) -> TopUp:
    pair = whole_list(data, "a top-up ([after deal, amount])", 2)
    return TopUp(whole_number(pair[0], "top-up deal", 1, MAX_DEALS),
                 _money(pair[1], "top-up amount"))


def _money(value: object, what: str) -> int:
    return whole_number(value, what, 0, MAX_MONEY)


def _opt_int(value: object, what: str) -> int | None:
    return None if value is None else whole_number(value, what, -(10**30), 10**30)


def _seat(value: object, what: str) -> int:
    if type(value) is not int or value not in (0, 1):
        raise MatchDataError(f"{what} must be seat 0 or 1, got {value!r}")
    return value
