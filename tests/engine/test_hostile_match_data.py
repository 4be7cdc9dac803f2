"""Match.from_dict refuses every saved state the rules cannot reach, each with MatchDataError.

Each case starts from a real match's data (in a deal, between deals) and breaks one thing a
damaged or hand-edited save could get wrong; the message names what is wrong.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest
from deals import new_match, order

from drawpoker.engine.draw import Bet, Call, Discard, Drop, Match, MatchDataError, Phase
from drawpoker.engine.draw.match_data import match_from_dict, match_to_dict

Data = dict[str, Any]


def in_bet2() -> Match:
    """Deal 1 in the second betting round: both drew, the player bet again."""
    m = new_match(seed=3)
    m.start_deal(order("Ah Ad 9c 8s 7h", "Kh Kd Qc Js Th", "As Ac 7c 7d"))
    m.act(Bet(10))
    m.act(Call())
    m.act(Discard(m.hands[0][2:5]))
    m.act(Discard(m.hands[1][3:4]))
    m.act(Bet(5))
    assert m.phase is Phase.BET2 and m.to_act == 1
    return m


def in_bet1() -> Match:
    m = new_match(seed=4)
    m.start_deal()
    m.act(Bet(10))
    return m


def between_deals() -> Match:
    m = new_match(seed=5)
    m.start_deal()
    m.act(Drop())
    assert m.phase is Phase.BETWEEN_DEALS
    return m


def data_of(m: Match) -> Data:
    return json.loads(json.dumps(match_to_dict(m)))


def test_the_states_used_here_load() -> None:
    for make in (in_bet1, in_bet2, between_deals):
        m = make()
        assert match_to_dict(match_from_dict(data_of(m))) == match_to_dict(m)


def _set(name: str, value: object) -> Callable[[Data], None]:
    return lambda d: d.__setitem__(name, value)


def _two_pawned(d: Data) -> None:
    d["forfeits"][:2] = ["pawned", "pawned"]
    d["taken"] = [0, 1]
    d["bank_lent"] = 200
    d["stacks"][1] += 200


def _stock_card_in_hand(d: Data) -> None:
    d["hands"][0][0] = d["order"][25]


def _swap_stock(d: Data) -> None:
    d["order"][20], d["order"][21] = d["order"][21], d["order"][20]


def _duplicate_in_deck(d: Data) -> None:
    d["order"][30] = d["order"][31]


def _paid_not_in_pot(d: Data) -> None:
    d["paid_in_round"] = [5, 500]


def _hands_swapped(d: Data) -> None:
    d["hands"] = [d["hands"][1], d["hands"][0]]


def _action_changed(d: Data) -> None:
    d["actions"][0]["amount"] = 15  # a bet of 15 that nobody paid


def _rng(word_index: int, value: object) -> Callable[[Data], None]:
    def change(d: Data) -> None:
        d["rng"][1][word_index] = value

    return change


IN_DEAL_CASES: list[tuple[str, Callable[[Data], None], str]] = [
    ("dealer as a float", _set("dealer", 1.0), "dealer must be seat"),
    ("to_act as a bool", _set("to_act", True), "to_act must be seat"),
    ("raises as a bool", _set("raises", True), "raises must be a whole number"),
    ("pot as a float", _set("pot", 1e30), "pot must be a whole number"),
    ("a huge pot", _set("pot", 10**30), "pot must be a whole number"),
    ("a stack as a bool", lambda d: d["stacks"].__setitem__(0, True), "stacks must be"),
    ("a negative rng word", _rng(3, -1), "32-bit"),
    ("a huge rng word", _rng(3, 2**40), "32-bit"),
    ("an rng position past the state", _rng(624, 5000), "rng position"),
    ("a short rng state", lambda d: d["rng"][1].pop(), "625 entries"),
    ("an rng gauss that is text", lambda d: d["rng"].__setitem__(2, "x"), "gauss"),
    ("an rng state of zeros", lambda d: d["rng"].__setitem__(1, [0] * 624 + [624]), "zeros"),
    ("an rng state of zeros but the unused low bits", lambda d: d["rng"].__setitem__(
        1, [0x7FFF_FFFF] + [0] * 623 + [624]), "zeros"),
    ("a seed of 40 digits", _set("seed", 10**40), "seed must be"),
    ("next_card past the stock", _set("next_card", 40), "next_card"),
    ("next_card ahead of the draws", _set("next_card", 13), "next_card"),
    ("money not in the pot", _paid_not_in_pot, "paid_in_round"),
    ("money that does not add up", lambda d: d["stacks"].__setitem__(0, 500), "add up"),
    ("two items pawned at once", _two_pawned, "at most one"),
    ("a deck with a card twice", _duplicate_in_deck, "each card of the rules' deck once"),
    ("a deck from the other rules", lambda d: d["rules"].update(deck_size=52), "deck"),
    ("a deck reordered after the commitment", _swap_stock, "commitment"),
    ("a card of the stock in a hand", _stock_card_in_hand, "never dealt"),
    ("hands that are not the deck's slices", _hands_swapped, "hand"),
    ("an action that the money does not show", _action_changed, "does not match|pot"),
    ("nobody to act in a deal", _set("to_act", None), "to_act"),
    ("a draw of seven", _set("drawn", [7, None]), "drawn must be"),
    ("an unknown field", _set("cheat", 1), "unknown field"),
    ("a missing field", lambda d: d.pop("salt"), "lacks salt"),
    ("a card that is not text", lambda d: d["hands"][0].__setitem__(0, 14), "card code"),
    ("an ante of 10**30", lambda d: d["rules"].update(ante=10**30), "rules are not valid"),
    ("a max bet of 10**30", lambda d: d["rules"].update(max_bet=10**30), "max_bet must be"),
    ("an ante of 1e30", lambda d: d["rules"].update(ante=1e30), "ante must be a whole"),
    ("the wrong dealer", _set("dealer", 0), "wrong dealer"),
    ("a winner during a deal", _set("winner", 0), "winner exactly"),
    ("a salt that is not hex", _set("salt", "é" * 32), "salt"),
    ("a phase that is not text", _set("phase", ["bet2"]), "phase"),
    ("a format that is a float", _set("format", 1.0), "format"),
    ("a pot carried that is more than the pot", _set("carried_pot", 500), "carried"),
]


@pytest.mark.parametrize(
    ("change", "message"),
    [pytest.param(change, message, id=name) for name, change, message in IN_DEAL_CASES],
)
def test_impossible_states_in_a_deal_are_refused(
    change: Callable[[Data], None], message: str
) -> None:
    data = data_of(in_bet2())
    change(data)
    with pytest.raises(MatchDataError, match=message):
        match_from_dict(data)


def _broke_between_deals(d: Data) -> None:
    d["stacks"][0], d["stacks"][1] = 3, d["stacks"][1] + d["stacks"][0] - 3


BETWEEN_CASES: list[tuple[str, Callable[[Data], None], str]] = [
    ("someone to act between deals", _set("to_act", 0), "nobody can act between deals"),
    ("a player who cannot pay the ante", _broke_between_deals, "would be over"),
    ("a record with by_drop as text", lambda d: d["history"][0].update(by_drop="yes"), "true"),
    ("a record of the wrong deal", lambda d: d["history"][0].update(deal=4), "records"),
    ("the last actions unlike their record", lambda d: d.update(actions=[]), "record"),
    ("items taken off out of order", lambda d: d.update(taken=[1]), "taken off"),
    ("a match over without a winner", _set("phase", "match_over"), "winner"),
    ("a match over for no reason", lambda d: d.update(phase="match_over", winner=1), "end of"),
]


@pytest.mark.parametrize(
    ("change", "message"),
    [pytest.param(change, message, id=name) for name, change, message in BETWEEN_CASES],
)
def test_impossible_states_between_deals_are_refused(
    change: Callable[[Data], None], message: str
) -> None:
    data = data_of(between_deals())
    change(data)
    with pytest.raises(MatchDataError, match=message):
        match_from_dict(data)


@pytest.mark.parametrize("data", [None, 5, "match", [], {"format": 1}, {1: 2}])
def test_anything_but_a_match_is_refused(data: object) -> None:
    with pytest.raises(MatchDataError):
        match_from_dict(data)


def test_a_deal_in_its_first_round_is_checked_too() -> None:
    data = data_of(in_bet1())
    data["raises"] = 2
    with pytest.raises(MatchDataError, match="raises"):
        match_from_dict(data)


def test_the_hands_after_a_deal_are_the_deck_slices_and_draws() -> None:
    m = new_match(seed=6)
    m.start_deal(order("Ah Ad 9c 8s 7h", "Kh Kd Qc Js Th", "As Ac 7c 7d"))
    m.act(Bet(10))
    m.act(Call())
    m.act(Discard(m.hands[0][2:5]))
    m.act(Discard(m.hands[1][3:4]))
    m.act(Drop())
    assert m.phase is Phase.BETWEEN_DEALS
    good = data_of(m)
    assert match_to_dict(match_from_dict(good)) == match_to_dict(m)
    swapped = data_of(m)
    swapped["hands"][0][2], swapped["hands"][0][3] = swapped["hands"][0][3], swapped["hands"][0][2]
    with pytest.raises(MatchDataError, match="draw gives"):
        match_from_dict(swapped)
    undrawn = data_of(m)
    undrawn["drawn"] = [3, None]
    with pytest.raises(MatchDataError, match="drawn"):
        match_from_dict(undrawn)


def test_the_pot_between_deals_is_what_the_last_deal_left() -> None:
    data = data_of(between_deals())
    data["pot"] = 10
    data["stacks"][1] -= 10
    with pytest.raises(MatchDataError, match="last deal ended"):
        match_from_dict(data)


def test_a_history_pasted_many_times_over_is_refused_before_it_is_built() -> None:
    """Issue 25: a save with its history list repeated 20,000 times was refused only after 51 s
    and 507 MB. The list may hold one record per finished deal: anything longer is refused
    before a single record is read (here a million copies of one record)."""
    from drawpoker.engine.core.saved_data import MAX_RECORDED

    d = data_of(between_deals())
    assert d["history"], "the state has finished deals"
    d["history"] = d["history"] * 1_000_000
    with pytest.raises(MatchDataError, match="more than"):
        match_from_dict(d)
    d = data_of(between_deals())
    d["deal_number"] = MAX_RECORDED + 5  # even a deal count raised to match is capped
    d["history"] = d["history"] * (MAX_RECORDED + 5)
    with pytest.raises(MatchDataError, match=f"more than {MAX_RECORDED}"):
        match_from_dict(d)
