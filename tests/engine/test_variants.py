"""Game variants as data: the shipped ones, the presets that name them, and bad variant files."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from drawpoker.engine.core.betting import Structure
from drawpoker.engine.core.variants import (
    Evaluation,
    Family,
    ForcedBets,
    StepKind,
    Variant,
    VariantError,
    variant,
    variant_for_deck,
    variants,
)
from drawpoker.engine.draw import Rules, RulesError

DRAW: dict[str, Any] = {
    "id": "draw-test",
    "family": "draw",
    "deck_sizes": [32, 52],
    "streets": [{"kind": "deal", "cards": 5}, {"kind": "bet"}, {"kind": "draw", "cards": 5},
                {"kind": "bet"}],
    "evaluation": "high5",
    "forced_bets": "ante",
    "betting": "spread",
    "seats": [2, 2],
}  # fmt: skip


def test_draw_on_both_decks_and_holdem_are_entries() -> None:
    assert [v.id for v in variants()] == ["draw-32", "draw-52", "holdem"]
    for deck in (32, 52):
        draw = variant_for_deck(deck)
        assert draw.family is Family.DRAW and draw.deck_sizes == (deck,)
        assert draw.hole_cards == 5 and draw.board_cards == 0 and draw.betting_rounds == 2
        assert draw.evaluation is Evaluation.HIGH5 and draw.forced_bets is ForcedBets.ANTE
        assert draw.betting is Structure.SPREAD and (draw.min_seats, draw.max_seats) == (2, 2)
        assert [s.kind for s in draw.streets] == [StepKind.DEAL, StepKind.BET, StepKind.DRAW,
                                                  StepKind.BET]  # fmt: skip
    holdem = variant("holdem")
    assert holdem.family is Family.HOLDEM and holdem.deck_sizes == (52,)
    assert (holdem.hole_cards, holdem.board_cards, holdem.betting_rounds) == (2, 5, 4)
    assert [s.cards for s in holdem.streets if s.kind is StepKind.BOARD] == [3, 1, 1]
    assert holdem.evaluation is Evaluation.BEST5OF7 and holdem.forced_bets is ForcedBets.BLINDS
    assert holdem.betting is Structure.FIXED and (holdem.min_seats, holdem.max_seats) == (2, 6)


def test_every_preset_names_the_draw_variant_of_its_deck() -> None:
    for name in Rules.preset_names():
        game = Rules.preset_variant(name)
        assert game is variant_for_deck(Rules.preset(name).deck_size), name
    assert Rules.preset_variant("stripped-deck").id == "draw-32"


def test_unknown_variants_are_refused_by_name() -> None:
    with pytest.raises(VariantError, match="unknown game variant 'omaha'; known: draw-32"):
        variant("omaha")
    with pytest.raises(VariantError, match="unknown game variant"):
        variant(32)  # type: ignore[arg-type]
    with pytest.raises(VariantError, match="unknown game variant 'draw-40'"):
        variant_for_deck(40)
    with pytest.raises(RulesError, match="unknown rules preset"):
        Rules.preset_variant("nope")


def test_a_valid_variant_reads_from_plain_data() -> None:
    v = Variant.from_dict(DRAW)
    assert v.deck_sizes == (32, 52) and v.hole_cards == 5 and v == Variant.from_dict(dict(DRAW))


@pytest.mark.parametrize(
    ("change", "words"),
    [
        ({"id": "Draw 52"}, "a variant id is short"),
        ({"id": 5}, "a variant id must be a short text"),
        ({"family": "stud"}, "family 'stud' is not one of draw, holdem"),
        ({"deck_sizes": [36]}, "deck sizes are 32 and/or 52"),
        ({"deck_sizes": []}, "deck sizes"),
        ({"deck_sizes": "52"}, "deck_sizes must be a list"),
        ({"seats": [1, 2]}, "seats go from 2 to 6"),
        ({"seats": [3, 2]}, "seats go from 2 to 6"),
        ({"seats": [2]}, "seats \\(\\[fewest, most\\]\\) must have 2 entries"),
        ({"seats": [2, 2.0]}, "whole number"),
        ({"streets": []}, "starts by dealing"),
        ({"streets": [{"kind": "deal", "cards": 5}]}, "ends with a betting round"),
        ({"streets": [{"kind": "deal", "cards": 5}, {"kind": "bet"}, {"kind": "bet"}]},
         "take turns"),
        ({"streets": [{"kind": "deal", "cards": 5}, {"kind": "bet", "cards": 1}]}, "a bet none"),
        ({"streets": [{"kind": "deal", "cards": 6}, {"kind": "bet"}]}, "1 to 5 cards"),
        ({"streets": [{"kind": "deal", "cards": 5}, {"kind": "bet"}, {"kind": "board", "cards": 2},
                      {"kind": "bet"}]}, "high5 ranks a hand of five"),
        ({"streets": [{"kind": "deal"}, {"kind": "bet"}]}, "1 to 5 cards"),
        ({"streets": [{"kind": "deal", "cards": 5, "face": "up"}, {"kind": "bet"}]},
         "a street has unknown field\\(s\\) 'face'"),
        ({"streets": "deal"}, "streets must be a list"),
        ({"evaluation": "best5of7"}, "high5 ranks a hand of five"),
        ({"seats": [2, 6], "deck_sizes": [32]}, "more than the deck"),
        ({"betting": "pot"}, "betting 'pot' is not one of"),
        ({"extra": 1}, "unknown field\\(s\\) 'extra'"),
    ],
)  # fmt: skip
def test_bad_variants_are_refused_with_the_reason(change: dict[str, Any], words: str) -> None:
    with pytest.raises(VariantError, match=words):
        Variant.from_dict({**DRAW, **change})


def test_a_variant_missing_a_field_or_not_a_mapping_is_refused() -> None:
    data = dict(DRAW)
    del data["betting"]
    with pytest.raises(VariantError, match="lacks betting"):
        Variant.from_dict(data)
    with pytest.raises(VariantError, match="a variant must be a mapping, got list"):
        Variant.from_dict([DRAW])


@settings(max_examples=300, deadline=None)
@given(data=st.dictionaries(st.sampled_from(sorted(DRAW)), st.none() | st.integers() | st.text(),
                            max_size=4))  # fmt: skip
def test_any_damage_is_a_variant_error_never_a_crash(data: dict[str, Any]) -> None:
    damaged = {**DRAW, **data}
    try:
        v = Variant.from_dict(damaged)
    except VariantError:
        return
    assert v.hole_cards == 5 and v.betting_rounds == 2 and v.id == damaged["id"]
