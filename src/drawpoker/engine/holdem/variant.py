"""The hold'em entry of the variant registry (``engine/variant_data/holdem.yaml``) and the shape
of game this engine plays, checked against each other when the engine is imported.

The engine takes from the data what it deals: the hole cards, the board cards of each street,
the seats a table may have. What it cannot change by data (four betting rounds, best five of
seven, blinds, fixed limit, one 52-card pack) it checks, so a variant file that asked for
another game is refused with a clear message instead of being played wrongly.
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

VARIANT_ID = "holdem"


def holdem_variant(variant_id: str = VARIANT_ID) -> Variant:
    """The variant named ``variant_id``, if it is a game this engine can play."""
    found = variant(variant_id)
    board = tuple(step.cards for step in found.streets if step.kind is StepKind.BOARD)
    fits = (
        found.family is Family.HOLDEM
        and found.hole_cards == 2
        and len(board) == 3
        and found.betting_rounds == 4
        and found.evaluation is Evaluation.BEST5OF7
        and found.forced_bets is ForcedBets.BLINDS
        and found.betting is Structure.FIXED
        and 52 in found.deck_sizes
        and found.max_seats <= 6
    )
    if not fits:
        raise VariantError(
            f"variant {found.id!r} is not a game the hold'em engine plays: two hole cards, "
            "three board deals, four betting rounds, blinds, fixed limit, best five of seven, "
            "52 cards, at most six seats"
        )
    return found


HOLDEM = holdem_variant()
#: Cards each player is dealt.
HOLE_CARDS = HOLDEM.hole_cards
#: Board cards dealt before the flop, turn and river betting rounds (3, 1, 1).
BOARD_STEPS: tuple[int, ...] = tuple(
    step.cards for step in HOLDEM.streets if step.kind is StepKind.BOARD
)
