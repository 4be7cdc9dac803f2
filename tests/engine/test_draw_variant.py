"""Draw poker is the ``draw-32`` and ``draw-52`` entries of the variant registry: the engine
deals the hand size, allows the draw and accepts the decks the data says, and refuses a variant
that is another game (the hold'em twin is tests/holdem/test_variant.py)."""

from __future__ import annotations

import pytest

from drawpoker.engine.core.variants import StepKind, VariantError, variant
from drawpoker.engine.draw import ActionKind, Call, Match, Phase, Rules, RulesError, Wait
from drawpoker.engine.draw.actions import DISCARD
from drawpoker.engine.draw.variant import DECK_SIZES, HAND_SIZE, MAX_DRAW, draw_variant


def test_the_engine_deals_what_the_data_says() -> None:
    for variant_id, deck in (("draw-32", 32), ("draw-52", 52)):
        entry = variant(variant_id)
        m = Match(Rules(deck_size=deck), seed=3)
        m.start_deal()
        assert all(len(hand) == entry.hole_cards == HAND_SIZE for hand in m.hands)
        assert deck in DECK_SIZES and deck in entry.deck_sizes
        while m.phase is Phase.BET1:
            kinds = {legal.kind for legal in m.legal_actions()}
            m.act(Wait() if ActionKind.CHECK in kinds else Call())
        assert m.phase is Phase.DRAW
        (discard,) = m.legal_actions()
        step = next(s for s in entry.streets if s.kind is StepKind.DRAW)
        assert discard.kind is DISCARD
        assert discard.max_amount == step.cards == MAX_DRAW


def test_a_deck_the_variants_do_not_name_is_refused() -> None:
    with pytest.raises(RulesError, match="deck_size must be 32 or 52"):
        Rules(deck_size=36)


def test_another_game_is_refused_as_draw() -> None:
    with pytest.raises(VariantError, match="not a game the draw engine plays"):
        draw_variant("holdem")
    with pytest.raises(VariantError, match="unknown"):
        draw_variant("lowball-27")
