"""Match <-> plain JSON-safe dict, for save files and replays.

Loading checks everything a damaged or hand-edited save could get wrong (money that does not add
up, a card in two places, an impossible phase) and refuses it with `MatchDataError`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .actions import ActionKind
from .cards import Card
from .forfeits import ForfeitState
from .phase import Phase
from .rules import Rules, RulesError
from .view import DealRecord, PublicAction

if TYPE_CHECKING:
    from .match import Match

FORMAT = 1


class MatchDataError(ValueError):
    """Saved match data that cannot be a real match; the message says what is wrong."""


def match_to_dict(m: Match) -> dict[str, object]:
    version, internal, gauss = m._rng.getstate()
    return {
        "format": FORMAT,
        "rules": m.rules.to_dict(),
        "seed": m.seed,
        "rng": [version, list(internal), gauss],
        "stacks": list(m._stacks),
        "pot": m.pot,
        "carried_pot": m.carried_pot,
        "phase": str(m.phase),
        "deal_number": m.deal_number,
        "dealer": m.dealer,
        "to_act": m.to_act,
        "hands": [[str(c) for c in hand] for hand in m._hands],
        "order": [str(c) for c in m._order],
        "next_card": m._next_card,
        "salt": m._salt,
        "commitment": m.commitment,
        "paid_in_round": list(m._paid_in_round),
        "raises": m._raises,
        "round_actions": m._round_actions,
        "drawn": list(m._drawn),
        "actions": [_action_dict(a) for a in m._actions],
        "forfeits": [str(f) for f in m._forfeits],
        "taken": list(m._taken),
        "bank_lent": m.bank_lent,
        "bank_repaid": m.bank_repaid,
        "winner": m.winner,
        "end_reason": m.end_reason,
        "history": [_record_dict(r) for r in m._history],
    }


def match_from_dict(data: object) -> Match:
    from .match import Match

    try:
        return _load(Match, data)
    except MatchDataError:
        raise
    except (KeyError, TypeError, ValueError, IndexError, RulesError) as exc:
        raise MatchDataError(f"saved match is damaged: {exc}") from exc


def _load(cls: type[Match], data: object) -> Match:
    d = _mapping(data, "match")
    if d.get("format") != FORMAT:
        raise MatchDataError(
            f"saved match has format {d.get('format')!r}; this game reads {FORMAT}"
        )
    rules = Rules.from_dict(d["rules"])
    m = cls(rules, seed=_opt_int(d["seed"], "seed"))
    version, internal, gauss = d["rng"]
    m._rng.setstate((int(version), tuple(int(x) for x in internal), gauss))
    m._stacks = [_int(x, "stacks", 0) for x in _list(d["stacks"], "stacks", 2)]
    m.pot = _int(d["pot"], "pot", 0)
    m.carried_pot = _int(d["carried_pot"], "carried_pot", 0)
    m.phase = Phase(d["phase"])
    m.deal_number = _int(d["deal_number"], "deal_number", 0)
    m.dealer = _seat(d["dealer"], "dealer")
    m.to_act = None if d["to_act"] is None else _seat(d["to_act"], "to_act")
    m._hands = [_cards(h, "hand") for h in _list(d["hands"], "hands", 2)]
    m._order = _cards(d["order"], "order")
    m._next_card = _int(d["next_card"], "next_card", 0)
    m._salt = str(d["salt"])
    m.commitment = str(d["commitment"])
    m._paid_in_round = [_int(x, "paid_in_round", 0) for x in _list(d["paid_in_round"], "", 2)]
    m._raises = _int(d["raises"], "raises", 0)
    m._round_actions = _int(d["round_actions"], "round_actions", 0)
    m._drawn = [None if x is None else _int(x, "drawn", 0) for x in _list(d["drawn"], "", 2)]
    m._actions = [_action(a) for a in _list(d["actions"], "actions")]
    m._forfeits = [ForfeitState(f) for f in _list(d["forfeits"], "forfeits")]
    m._taken = [_int(x, "taken", 0) for x in _list(d["taken"], "taken")]
    m.bank_lent = _int(d["bank_lent"], "bank_lent", 0)
    m.bank_repaid = _int(d["bank_repaid"], "bank_repaid", 0)
    m.winner = None if d["winner"] is None else _seat(d["winner"], "winner")
    m.end_reason = str(d["end_reason"])
    m._history = [_record(r) for r in _list(d["history"], "history")]
    check_consistent(m)
    return m


def check_consistent(m: Match) -> None:
    """The invariants every reachable match state satisfies."""
    start = 2 * m.rules.starting_money
    total = sum(m._stacks) + m.pot
    expected = start + m.money_from_bank
    if total != expected:
        raise MatchDataError(
            f"money does not add up: stacks and pot hold ${total}, but ${start} started "
            f"plus ${m.money_from_bank} from the bank is ${expected}"
        )
    if len(m._forfeits) != m.rules.forfeit_items:
        raise MatchDataError("the number of forfeit items does not match the rules")
    taken = sorted(m._taken)
    off = sorted(i for i, f in enumerate(m._forfeits) if f is not ForfeitState.WORN)
    if taken != off or len(set(taken)) != len(taken):
        raise MatchDataError("the forfeit items taken off do not match their states")
    if sum(f is ForfeitState.PAWNED for f in m._forfeits) > 1:
        raise MatchDataError("at most one forfeit item can be pawned at a time")
    in_deal = m.phase in (Phase.BET1, Phase.DRAW, Phase.BET2)
    if in_deal:
        if sorted(m._order) != sorted(set(m._order)) or len(m._order) != m.rules.deck_size:
            raise MatchDataError("the deck order must hold each card of the deck once")
        dealt = set(m._order[: m._next_card])
        seen: list[Card] = [c for hand in m._hands for c in hand]
        if len(seen) != 10 or len(set(seen)) != 10:
            raise MatchDataError("a card is in two places, or a hand is not five cards")
        if not set(seen) <= dealt:
            raise MatchDataError("a hand holds a card that was never dealt")
        if m.to_act is None:
            raise MatchDataError("a deal is in progress but nobody is to act")
    elif m.to_act is not None:
        raise MatchDataError("nobody can act between deals")
    if (m.phase is Phase.MATCH_OVER) != (m.winner is not None):
        raise MatchDataError("a match has a winner exactly when it is over")


def _action_dict(a: PublicAction) -> dict[str, object]:
    return {"seat": a.seat, "kind": str(a.kind), "amount": a.amount, "round": a.betting_round}


def _action(data: object) -> PublicAction:
    d = _mapping(data, "action")
    return PublicAction(
        _seat(d["seat"], "seat"),
        ActionKind(d["kind"]),
        _int(d["amount"], "amount", 0),
        _int(d["round"], "round", 0),
    )


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


def _record(data: object) -> DealRecord:
    d = _mapping(data, "deal record")
    shown_raw = d["shown"]
    shown = None
    if shown_raw is not None:
        a, b = (tuple(_cards(h, "shown hand")) for h in _list(shown_raw, "shown", 2))
        shown = (a, b)
    return DealRecord(
        _int(d["deal"], "deal", 1),
        _seat(d["dealer"], "dealer"),
        tuple(_action(a) for a in _list(d["actions"], "actions")),
        shown,
        None if d["winner"] is None else _seat(d["winner"], "winner"),
        _int(d["pot"], "pot", 0),
        bool(d["by_drop"]),
    )


def _mapping(data: object, what: str) -> dict[str, Any]:
    if not isinstance(data, dict):
        raise MatchDataError(f"{what} must be a mapping, got {type(data).__name__}")
    return data


def _list(data: object, what: str, length: int | None = None) -> list[Any]:
    if not isinstance(data, list):
        raise MatchDataError(f"{what or 'value'} must be a list, got {type(data).__name__}")
    if length is not None and len(data) != length:
        raise MatchDataError(f"{what or 'value'} must have {length} entries, got {len(data)}")
    return data


def _int(value: object, what: str, low: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < low:
        raise MatchDataError(f"{what} must be a whole number >= {low}, got {value!r}")
    return value


def _opt_int(value: object, what: str) -> int | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int):
        raise MatchDataError(f"{what} must be a whole number or null, got {value!r}")
    return value


def _seat(value: object, what: str) -> int:
    if value not in (0, 1) or isinstance(value, bool):
        raise MatchDataError(f"{what} must be seat 0 or 1, got {value!r}")
    return 0 if value == 0 else 1


def _cards(data: object, what: str) -> list[Card]:
    return [Card.from_str(str(text)) for text in _list(data, what)]
