"""Card parsing, decks, and rules values with their presets and validation."""

from __future__ import annotations

import pytest

from drawpoker.engine.core.actions import Bet
from drawpoker.engine.draw import Card, Rules, RulesError, full_deck, parse_cards
from drawpoker.engine.draw.actions import Discard, Drop, action_from_dict, action_to_dict


def test_cards_print_and_parse_as_two_letter_codes() -> None:
    cards = parse_cards("As Kd 7h, Tc 2s")
    assert [str(c) for c in cards] == ["As", "Kd", "7h", "Tc", "2s"]
    assert Card.from_str("as") == Card(14, "s")
    assert len({c.index for c in full_deck(52)}) == 52


@pytest.mark.parametrize("text", ["A", "1s", "Ax", "10s", "Ass"])
def test_bad_card_codes_are_refused(text: str) -> None:
    with pytest.raises(ValueError, match=r"card|rank|suit"):
        Card.from_str(text)


def test_decks_have_no_jokers_and_the_right_ranks() -> None:
    assert len(full_deck(32)) == 32 and min(c.rank for c in full_deck(32)) == 7
    assert len(full_deck(52)) == 52 and min(c.rank for c in full_deck(52)) == 2
    with pytest.raises(ValueError):
        full_deck(36)


def test_presets_load_and_match_the_defaults() -> None:
    assert {"classic-32", "classic-52"} <= set(Rules.preset_names())
    assert Rules.preset("classic-32") == Rules()
    assert Rules.preset("classic-52") == Rules(deck_size=52)
    with pytest.raises(RulesError, match="unknown rules preset"):
        Rules.preset("texas")


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"deck_size": 36}, "deck_size must be 32 or 52"),
        ({"ante": 0}, "ante must be at least 1"),
        ({"max_bet": 12}, "multiple of bet_unit"),
        ({"ace_low_32": "yes"}, "true or false"),
        ({"ante": 2.5}, "whole number"),
        ({"pawn_loan": 200, "buyback_at": 150}, "buyback_at must be at least"),
        ({"forfeit_items": 50}, "at most 20"),
    ],
)
def test_invalid_rules_are_refused_with_the_field_named(changes: dict, message: str) -> None:
    with pytest.raises(RulesError, match=message):
        Rules(**changes)


def test_unknown_rules_fields_are_refused() -> None:
    with pytest.raises(RulesError, match="unknown rules field"):
        Rules.from_dict({"deck_size": 32, "jokers": 2})
    with pytest.raises(RulesError, match="mapping"):
        Rules.from_dict([1, 2])
    assert Rules.from_dict(Rules(deck_size=52).to_dict()) == Rules(deck_size=52)


def test_actions_round_trip_as_plain_data() -> None:
    for action in (Bet(10), Drop(), Discard(parse_cards("As Kd"))):
        assert action_from_dict(action_to_dict(action)) == action
    with pytest.raises(ValueError):
        action_from_dict({"kind": "fold"})


@pytest.mark.parametrize("deck", [32, 52])
def test_quick_presets_change_only_the_money_behind_her(deck: int) -> None:
    quick, classic = Rules.preset(f"quick-{deck}"), Rules.preset(f"classic-{deck}")
    assert (quick.starting_money, quick.pawn_loan, quick.buyback_at) == (100, 50, 300)
    assert quick.replace(starting_money=200, pawn_loan=100, buyback_at=250) == classic


def test_a_preset_is_parsed_once_however_often_it_is_asked_for(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The settings screen asks for the rules every frame: the YAML is read the first time only."""
    from drawpoker.engine.draw import rules as rules_module

    rules_module._preset.cache_clear()
    calls: list[str] = []
    real = rules_module.load_yaml

    def counting(text: str, limits: object) -> object:
        calls.append(text)
        return real(text, limits)  # type: ignore[arg-type]

    monkeypatch.setattr(rules_module, "load_yaml", counting)
    first = [Rules.preset("classic-32") for _ in range(50)]
    assert len(calls) == 1
    assert all(rules is first[0] for rules in first)  # one frozen value, shared safely
    Rules.preset("classic-52")
    assert len(calls) == 2


@pytest.mark.parametrize("text", [None, 7, b"As", ["A", "s"]])
def test_a_card_from_anything_but_text_is_a_value_error(text: object) -> None:
    with pytest.raises(ValueError, match="two characters"):
        Card.from_str(text)  # type: ignore[arg-type]
