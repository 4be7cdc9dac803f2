"""``nit``: a tight player who folds to bets before the draw very often.

It opens only its best hands, never bluffs before the draw and gives up to a bet unless its
equity is well above the price; after the draw it bets only strong hands and bluffs rarely. Not
strong, but the kind of opponent that punishes a player who widens its range against a frequent
folder and then bluffs with the junk it opened.
"""

from __future__ import annotations

from drawpoker.ai.draw.sparring.balanced import Balanced
from drawpoker.engine.draw.view import PlayerView


class Nit(Balanced):
    name = "nit"

    open_first = 0.16
    trap_first = 0.05
    open_second = 0.2
    bluff_open = 0.0
    raise_equity = 0.7
    call_margin = 0.1
    bluff_raise = 0.0
    value_edge = 0.62
    snow = 0.0
    kicker_with_trips = 0.0

    def bluff_share(self, view: PlayerView, bet: int, pot: int) -> float:
        """A quarter of the balanced share: it bluffs, but seldom."""
        return 0.25 * bet / (pot + 2 * bet)
