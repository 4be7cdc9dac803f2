"""Why a move was refused, told in the player's language.

The engine's reasons are English sentences for programmers; the table reads the same rules
through the engine's public API and names the cards with their translated corner labels.
"""

from __future__ import annotations

from drawpoker.engine.canfield import Canfield, Move
from drawpoker.engine.canfield.piles import Area, builds_on
from drawpoker.engine.core.cards import Card
from drawpoker.i18n import t
from drawpoker.ui import card_art


def card_label(card: Card) -> str:
    """A card as printed in its corner: "10♥", "V♠" in French."""
    return card_art.rank_label(card.rank) + card_art.SUIT_GLYPHS[card.suit]


def refusal(game: Canfield, move: Move) -> str:
    """One translated sentence for a move that ``game`` refuses."""
    source, target = move.source, move.target
    card = game.top(source)
    if card is None or source.area not in (Area.RESERVE, Area.WASTE, Area.TABLEAU):
        return t("canfield.refused")
    if target.area is Area.FOUNDATION:
        return t("canfield.refused_foundation", card=card_label(card))
    if target.area is Area.TABLEAU and target != source:
        onto = game.top(target)
        if onto is None:
            return t("canfield.refused_space")
        moving = game.tableau[source.index][0] if source.area is Area.TABLEAU else card
        if not builds_on(moving, onto):
            return t("canfield.refused_build", card=card_label(moving), onto=card_label(onto))
    return t("canfield.refused")
