"""Hand-made Canfield positions for rule tests: name the piles that matter, the rest is stock."""

from __future__ import annotations

from drawpoker.engine.canfield import Canfield, Position
from drawpoker.engine.core.cards import SUIT_CHARS, full_deck, parse_cards


def make(
    reserve: str = "",
    waste: str = "",
    tableau: tuple[str, str, str, str] = ("", "", "", ""),
    foundations: dict[str, str] | None = None,
    base: int = 2,
    stock: str | None = None,
    redeals: int = 0,
) -> Canfield:
    """A game from card codes (bottom card first). Unnamed cards make up the stock.

    With ``stock`` given, the cards named nowhere are left out of the game: a small deck
    for a rule that only looks at a few cards (the full-deck games are in test_play.py).
    """
    found = foundations if foundations is not None else {"c": "2c"}
    named = {
        "reserve": parse_cards(reserve),
        "waste": parse_cards(waste),
    }
    piles = tuple(tuple(parse_cards(t)) for t in tableau)
    founds = tuple(tuple(parse_cards(found.get(s, ""))) for s in SUIT_CHARS)
    used = {*named["reserve"], *named["waste"], *(c for p in piles for c in p)}
    used |= {c for p in founds for c in p}
    rest = [c for c in full_deck(52) if c not in used]
    stock_cards = tuple(parse_cards(stock)) if stock is not None else tuple(rest)
    position = Position(
        reserve=tuple(named["reserve"]),
        stock=stock_cards,
        waste=tuple(named["waste"]),
        tableau=piles,
        foundations=founds,
        base_rank=base,
        redeals=redeals,
    )
    return Canfield(position)
