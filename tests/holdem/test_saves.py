"""Saved hold'em games: a save comes back exactly, and forged or damaged data is refused with
MatchDataError (never a crash, never a game that breaks later)."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from typing import Any

import pytest

from drawpoker.engine.draw.match_checks import MatchDataError
from drawpoker.engine.holdem import Call, Check, HoldemRules, Raise
from drawpoker.engine.holdem.data import game_from_dict, game_to_dict
from drawpoker.engine.holdem.game import HoldemGame


def _mid_hand() -> HoldemGame:
    g = HoldemGame(HoldemRules(players=4, forfeit_items=3), seed=3)
    for _ in range(3):
        g.start_hand()
        while g.to_act is not None:
            g.act(Call() if g.can(Call()) else Check())
    g.start_hand()
    g.act(Raise())
    g.act(Call())
    return g


def test_round_trip_in_a_hand_and_between_hands() -> None:
    g = _mid_hand()
    saved = json.loads(json.dumps(game_to_dict(g)))
    back = game_from_dict(saved)
    assert game_to_dict(back) == game_to_dict(g)
    assert back.view(2) == g.view(2)
    assert back.act(Call()) == g.act(Call())


Forgery = Callable[[dict[str, Any]], None]


def _set(path: str, value: object) -> Forgery:
    def forge(data: dict[str, Any]) -> None:
        *parents, last = path.split(".")
        node: Any = data
        for key in parents:
            node = node[int(key)] if isinstance(node, list) else node[key]
        if isinstance(node, list):
            node[int(last)] = value
        else:
            node[last] = value

    return forge


def _swap_hole_cards(data: dict[str, Any]) -> None:
    order = data["hand"]["order"]
    order[0], order[20] = order[20], order[0]


def _act_out_of_rules(data: dict[str, Any]) -> None:
    data["hand"]["actions"].append("check")  # someone owes money: a check is not allowed


FORGERIES: dict[str, Forgery] = {
    "not a mapping": lambda d: d.clear(),
    "money from nowhere": _set("table.stacks.0", 10_000),
    "negative stack": _set("table.stacks.1", -5),
    "a stack that is text": _set("table.stacks.1", "500"),
    "wrong number of seats": lambda d: d["table"]["stacks"].append(0),
    "bank repaid more than lent": _set("table.bank_repaid", 50),
    "a loan never made": _set("table.items.1", {"states": ["pawned", "worn", "worn"], "loan": 100}),
    "two pawned items": _set(
        "table.items.2", {"states": ["pawned", "pawned", "worn"], "loan": 100}
    ),
    "out with money": _set("table.out.3", True),
    "the human out": _set("table.out.0", True),
    "wrong big blind": _set("table.big_blind", 30),
    "dealer off the table": _set("table.dealer", 7),
    "unknown street": _set("table.street", "draw"),
    "over without a reason": _set("table.street", "match_over"),
    "deck order changed": _swap_hole_cards,
    "deck commitment changed": _set("hand.commitment", "0" * 64),
    "salt damaged": _set("hand.salt", "xyz"),
    "card given twice": _set("hand.order.1", "2c"),
    "an impossible action": _act_out_of_rules,
    "an unknown action": lambda d: d["hand"]["actions"].append("bet"),
    "history missing a hand": lambda d: d["history"].pop(),
    "history pot that does not add up": _set("history.0.pots.0.0", 999),
    "unknown field": _set("table.cheat", 1),
    "rules out of range": _set("rules.players", 9),
    "random state damaged": _set("rng.1.0", -1),
    "random state of zeros": lambda d: d["rng"].__setitem__(1, [0] * 624 + [624]),
    "wrong format": _set("format", 99),
    "a draw save": _set("kind", "draw"),
}


@pytest.mark.parametrize("name", sorted(FORGERIES))
def test_forged_saves_are_refused(name: str) -> None:
    data = copy.deepcopy(json.loads(json.dumps(game_to_dict(_mid_hand()))))
    FORGERIES[name](data)
    with pytest.raises(MatchDataError):
        game_from_dict(data)


@pytest.mark.parametrize("data", [None, [], "save", 3, {"format": 1}])
def test_garbage_is_refused(data: object) -> None:
    with pytest.raises(MatchDataError):
        game_from_dict(data)


def test_a_hand_saved_after_it_ended_is_refused() -> None:
    g = HoldemGame(HoldemRules(players=2), seed=1)
    g.start_hand()
    data = game_to_dict(g)
    hand = data["hand"]
    assert isinstance(hand, dict)
    hand["actions"] = ["fold"]
    with pytest.raises(MatchDataError, match="over"):
        game_from_dict(data)


def test_a_history_longer_than_the_hands_played_is_refused_before_it_is_read() -> None:
    data = copy.deepcopy(json.loads(json.dumps(game_to_dict(_mid_hand()))))
    data["history"] = data["history"] * 500_000 or [{}] * 500_000
    with pytest.raises(MatchDataError, match="more than"):
        game_from_dict(data)
