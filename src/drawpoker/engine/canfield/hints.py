"""A hint: a good legal move by a short list of priorities, the way a patient player thinks.

1. a reserve card to its foundation (the reserve is what wins or loses Canfield);
2. a reserve card onto the tableau;
3. a tableau pile onto another, when the space it leaves takes a reserve card;
4. any other card to its foundation;
5. the waste's top card onto the tableau, then into a space;
6. deal (or turn the waste over).
A pile move made once the reserve is empty frees a space that only the waste can fill: it
comes after the waste's own moves, and with no waste at all it is hinted only when nothing
else is left (so a hint is always offered until the game is won or stuck).
"""

from __future__ import annotations

from drawpoker.engine.canfield.game import Canfield
from drawpoker.engine.canfield.moves import DEAL, REDEAL, Move
from drawpoker.engine.canfield.piles import Area


def priority(game: Canfield, move: Move) -> int:
    """How good a playing move looks, lower is better (the solver in the tests sorts by it)."""
    source, target = move.source.area, move.target.area
    if source is Area.RESERVE:
        return 0 if target is Area.FOUNDATION else 1
    if source is Area.TABLEAU and target is Area.TABLEAU:
        if game.reserve:
            return 2
        # With the reserve gone, a freed space is only worth it for a waste card.
        return 5 if game.waste else 8
    if target is Area.FOUNDATION:
        return 3
    if source is Area.WASTE:
        return 4 if game.top(move.target) is not None else 6
    return 7


def hint(game: Canfield) -> Move | None:
    """The move to suggest; None exactly when the game is won or stuck."""
    if game.is_won() or game.is_stuck():
        return None
    ranked = [(priority(game, m), i, m) for i, m in enumerate(game.playing_moves())]
    if game.stock:
        ranked.append((7, len(ranked), DEAL))
    elif game.waste:
        ranked.append((7, len(ranked), REDEAL))
    return min(ranked)[2] if ranked else None
