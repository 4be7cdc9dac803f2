"""The draw entries of the variant registry (``engine/core/variant_data/draw-*.yaml``) and the
shape of game this engine plays, checked against each other when the engine is imported.

The engine takes from the data what it deals: the cards of a hand, the most a player may
change at the draw, the seats, the deck sizes. What it cannot change by data (two players, one
draw between two betting rounds, antes, spread limit, the best five cards of the hand) it
checks, so a variant file that asked for another game is refused with a clear message instead
of being played wrongly.
"""

from __future__ import annotations

from drawpoker.engine.core.betting import Structure
from drawpoker.engine.core.variants import (
    Evaluation,
    Family,
    ForcedBets,
    StepKind,
    Variant,
    VariantError,
    variant,
)

VARIANT_IDS = ("draw-32", "draw-52")


def draw_variant(variant_id: str) -> Variant:
    """The variant named ``variant_id``, if it is a game this engine can play."""
    found = variant(variant_id)
    kinds = tuple(step.kind for step in found.streets)
    fits = (
        found.family is Family.DRAW
        and kinds == (StepKind.DEAL, StepKind.BET, StepKind.DRAW, StepKind.BET)
        and found.hole_cards == 5
        and found.evaluation is Evaluation.HIGH5
        and found.forced_bets is ForcedBets.ANTE
        and found.betting is Structure.SPREAD
        and found.min_seats == found.max_seats == 2
        and set(found.deck_sizes) <= {32, 52}
    )
    if not fits:
        raise VariantError(
            f"variant {found.id!r} is not a game the draw engine plays: two players, five cards "
            "each, a betting round, one draw, a second betting round, antes, spread limit, "
            "the best five cards, a 32- or 52-card deck"
        )
    return found


def _same(values: set[int], what: str) -> int:
    """The one value every draw variant agrees on (the engine plays them with one code)."""
    if len(values) != 1:
        raise VariantError(f"the draw variants {', '.join(VARIANT_IDS)} differ in {what}")
    return values.pop()


VARIANTS = tuple(draw_variant(variant_id) for variant_id in VARIANT_IDS)
#: Cards in each hand.
HAND_SIZE = _same({found.hole_cards for found in VARIANTS}, "the cards of a hand")
#: The most cards one player may change at the draw.
MAX_DRAW = _same({step.cards for found in VARIANTS for step in found.streets
                  if step.kind is StepKind.DRAW}, "the cards a draw may change")
#: The decks the engine deals, from the variants.
DECK_SIZES = tuple(sorted({size for found in VARIANTS for size in found.deck_sizes}))
