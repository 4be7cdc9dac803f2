"""Helpers for the hold'em tests: stacked decks and driving a game."""

from __future__ import annotations

from drawpoker.engine.core.cards import Card, full_deck, parse_cards
from drawpoker.engine.holdem import HoldemRules
from drawpoker.engine.holdem.game import HoldemGame


def stacked(game: HoldemGame, holes: dict[int, str], board: str = "") -> list[Card]:
    """A deck order giving each seat the named hole cards and the named board; the rest of
    the deck follows in its usual order. Call it before `start_hand` (the button moves first)."""
    n = game.players
    dealer = _next_live(game.dealer, game.out)
    seats = [s for s in ((dealer + 1 + i) % n for i in range(n)) if not game.out[s]]
    chosen = {seat: parse_cards(text) for seat, text in holes.items()}
    used = [card for cards in chosen.values() for card in cards] + parse_cards(board)
    rest = [card for card in full_deck(52) if card not in used]
    spare = iter(rest)
    k = len(seats)
    order: list[Card | None] = [None] * 52
    for position, seat in enumerate(seats):
        cards = chosen.get(seat) or [next(spare), next(spare)]
        order[position], order[position + k] = cards
    for position, card in enumerate(parse_cards(board)):
        order[2 * k + position] = card
    return [card if card is not None else next(spare) for card in order]


def _next_live(seat: int, out: tuple[bool, ...]) -> int:
    n = len(out)
    return next((seat + step) % n for step in range(1, n + 1) if not out[(seat + step) % n])


def game(players: int = 6, **rules: int) -> HoldemGame:
    return HoldemGame(HoldemRules(players=players, **rules), seed=1)


def order_of_play(g: HoldemGame, kind: str = "call") -> list[int]:
    """Seats in the order they act on the current street, everyone checking or calling."""
    from drawpoker.engine.holdem import action_of_kind

    street = g.street
    seen = []
    while g.to_act is not None and g.street is street:
        seen.append(g.to_act)
        kinds = [legal.kind for legal in g.legal_actions()]
        g.act(action_of_kind(kind if kind in kinds else "check"))
    return seen
