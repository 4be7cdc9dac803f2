"""Saving a Canfield game: round trips, and impossible data refused with the rule it breaks."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from drawpoker.engine.canfield import Canfield, CanfieldDataError, from_dict, to_dict


def played(seed: int = 5, moves: int = 30) -> Canfield:
    game = Canfield.deal(seed)
    for _ in range(moves):
        game.push(game.legal_moves()[-1])
    return game


def test_round_trip_keeps_position_and_undo() -> None:
    game = played()
    again = from_dict(json.loads(json.dumps(to_dict(game))))
    assert again.position() == game.position()
    assert again.move_stack == game.move_stack and again.seed == game.seed
    again.pop()
    game.pop()
    assert again.position() == game.position()


def test_position_without_a_seed_loads_without_undo() -> None:
    data = to_dict(played())
    data["seed"], data["moves"] = None, []
    game = from_dict(data)
    assert game.move_stack == [] and game.net == played().net


def broken(change: Any) -> dict[str, Any]:
    data = copy.deepcopy(to_dict(played()))
    change(data)
    return data


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d.update(format=2), "format"),
        (lambda d: d["stock"].append("As"), "52 cards"),
        (lambda d: d["stock"].pop(), "52 cards"),
        (lambda d: d["stock"].__setitem__(0, "Xx"), "unknown rank"),
        (lambda d: d.update(tableau=d["tableau"][:3]), "4 piles"),
        (lambda d: d.update(redeals=-1), "redeals"),
        (lambda d: d.update(redeals=True), "redeals"),
        (lambda d: d.update(base_rank=15), "base_rank"),
        (lambda d: d.update(moves=["t9>t1"]), "cannot be replayed"),
        (lambda d: d.update(moves=d["moves"][:-1]), "does not follow"),
        (lambda d: d.update(seed=-3), "seed"),
        (lambda d: d.update(seed=None), "only from a numbered deal"),
        (lambda d: d.update(foundations={"c": []}), "suits"),
    ],
)
def test_impossible_data_is_refused(change: Any, message: str) -> None:
    with pytest.raises(CanfieldDataError, match=message):
        from_dict(broken(change))


def test_rule_breaking_positions_are_refused() -> None:
    base = to_dict(Canfield.deal(9))
    base["seed"], base["moves"] = None, []
    # a space beside a full reserve
    data = copy.deepcopy(base)
    data["stock"] += data["tableau"][0]
    data["tableau"][0] = []
    with pytest.raises(CanfieldDataError, match="space cannot stay empty"):
        from_dict(data)
    # a tableau pile that is not built down
    data = copy.deepcopy(base)
    data["tableau"][0].append(data["stock"].pop())
    data["tableau"][0].append(data["stock"].pop())
    if "not built" not in _refusal(data):
        pytest.fail("an unbuilt pile was accepted")
    # a foundation in the wrong order
    data = copy.deepcopy(base)
    suit = next(s for s, pile in data["foundations"].items() if pile)
    card = next(c for c in data["stock"] if c[1] == suit)
    data["stock"].remove(card)
    data["foundations"][suit].insert(0, card)
    with pytest.raises(CanfieldDataError, match="must run up"):
        from_dict(data)
    # more cards in the stock and the waste than the layout left
    data = copy.deepcopy(base)
    data["stock"].append(data["tableau"][0].pop())
    data["tableau"][0] = [data["reserve"].pop()]
    with pytest.raises(CanfieldDataError, match="at most 34"):
        from_dict(data)
    # a reserve too big
    data = copy.deepcopy(base)
    data["reserve"] += data["stock"][:5]
    del data["stock"][:5]
    with pytest.raises(CanfieldDataError, match="at most 13"):
        from_dict(data)


def _refusal(data: dict[str, Any]) -> str:
    try:
        from_dict(data)
    except CanfieldDataError as error:
        return str(error)
    return ""


@settings(max_examples=80, deadline=None)
@given(
    st.recursive(
        st.none() | st.booleans() | st.integers() | st.text(max_size=4),
        lambda kids: (
            st.lists(kids, max_size=4) | st.dictionaries(st.text(max_size=8), kids, max_size=4)
        ),
        max_leaves=20,
    )
)
def test_garbage_ends_only_in_the_documented_refusal(data: object) -> None:
    with pytest.raises(CanfieldDataError):
        from_dict(data)


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 60), st.sampled_from(["reserve", "stock", "waste"]), st.data())
def test_edited_files_are_refused_or_consistent(moves: int, pile: str, data: st.DataObject) -> None:
    game = played(7, moves)
    saved = to_dict(game)
    saved[pile] = data.draw(st.permutations(saved[pile]))
    try:
        loaded = from_dict(saved)
    except CanfieldDataError:
        return
    assert loaded.position() == game.position()  # only a no-op edit may load
    assert loaded.move_stack == game.move_stack
