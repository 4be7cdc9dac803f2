"""The one set of value checks every game's files are read through (engine/core/saved_data):
the same value is refused with the same words in draw's, hold'em's and Canfield's saves, their
records and history readers, and the variant files."""

from __future__ import annotations

from typing import Any

import pytest

from drawpoker.engine.canfield import Canfield, CanfieldDataError, from_dict, to_dict
from drawpoker.engine.core.saved_data import (
    MatchDataError,
    boolean,
    cards,
    mapping,
    member,
    short_text,
    whole_number,
)
from drawpoker.engine.core.variants import Family, Variant, VariantError
from drawpoker.engine.draw import Match, Rules
from drawpoker.engine.draw.match_data import match_from_dict, match_to_dict
from drawpoker.engine.holdem import HoldemGame, HoldemRules
from drawpoker.engine.holdem.data import game_from_dict, game_to_dict


def _refused(check: Any, *args: Any) -> str:
    with pytest.raises(MatchDataError) as refused:
        check(*args)
    return str(refused.value)


def test_each_check_says_what_is_wrong_and_with_what() -> None:
    assert mapping({"a": 1}, "x", {"a"}) == {"a": 1}
    assert mapping({"a": 1, "b": 2}, "x", {"a"}, {"b", "c"}) == {"a": 1, "b": 2}
    assert _refused(mapping, [1], "the table", {"a"}) == "the table must be a mapping, got list"
    assert _refused(mapping, {}, "the table", {"b", "a"}) == "the table lacks a, b"
    assert _refused(mapping, {"a": 1, "z": 0}, "the table", {"a"}) \
        == "the table has unknown field(s) 'z'"
    assert boolean(False, "x") is False
    assert _refused(boolean, 1, "rebuys") == "rebuys must be true or false, got 1"
    assert short_text("abc", "x") == "abc"
    assert _refused(short_text, "a" * 201, "salt") == "salt must be a short text, got str"
    assert _refused(short_text, 5, "salt") == "salt must be a short text, got int"
    assert member(Family, "draw", "x") is Family.DRAW
    assert _refused(member, Family, "stud", "family") \
        == "family 'stud' is not one of draw, holdem"
    assert [str(c) for c in cards(["As", "Td"], "x")] == ["As", "Td"]
    assert _refused(cards, "As", "a hand") == "a hand must be a list, got str"
    assert _refused(cards, ["As", 5], "a hand") == "a hand holds 5, not a card code like 'As'"
    assert _refused(cards, ["Zz"], "a hand").startswith("a hand holds a bad card: ")
    assert _refused(cards, ["As"] * 6, "a hand", 5) == "a hand holds 6 entries, more than 5"
    assert _refused(whole_number, True, "a loan", 0, 9) \
        == "a loan must be a whole number from 0 to 9, got True"


def _draw_hand(value: object) -> str:
    data = match_to_dict(Match(Rules()))
    data["hands"] = [value, []]
    return _refused(match_from_dict, data)


def _holdem_order(value: object) -> str:
    game = HoldemGame(HoldemRules(players=2), seed=1)
    game.start_hand()
    data = game_to_dict(game)
    data["hand"]["order"] = value
    return _refused(game_from_dict, data)


def _canfield_waste(value: object) -> str:
    data = to_dict(Canfield.deal(3))
    data["waste"] = value
    with pytest.raises(CanfieldDataError) as refused:
        from_dict(data)
    return str(refused.value)


@pytest.mark.parametrize(("value", "words"), [
    ("As Kd", "must be a list, got str"),
    (["As", 7], "holds 7, not a card code like 'As'"),
    (["Zz"], "holds a bad card: unknown rank 'Z'"),
])  # fmt: skip
def test_every_game_refuses_the_same_bad_cards_in_the_same_words(value: object,
                                                                 words: str) -> None:
    for said in (_draw_hand(value), _holdem_order(value), _canfield_waste(value)):
        assert words in said, said


def test_a_variant_file_is_checked_by_the_same_words_in_its_own_error() -> None:
    with pytest.raises(VariantError, match=r"^a variant must be a mapping, got list$"):
        Variant.from_dict([])
    assert issubclass(CanfieldDataError, MatchDataError)
