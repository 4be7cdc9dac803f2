"""Canfield games to and from plain dicts (JSON-ready), refusing anything impossible.

The dict holds the position (every pile, bottom card first, as card codes) and, when the
game came from a numbered deal, the seed and the moves played; those are replayed on
loading, which rebuilds undo and proves that the position really follows from the deal. It
also counts the player's steps (moves and undos), the point a hand history goes on from when
the game is continued from its save.
Every refusal raises :class:`CanfieldDataError` saying which rule the data breaks.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from drawpoker.engine.canfield.game import Canfield, Position
from drawpoker.engine.canfield.moves import Move
from drawpoker.engine.canfield.piles import (
    RESERVE_SIZE,
    STOCK_SIZE,
    TABLEAU_PILES,
    is_built_pile,
    rank_up,
)
from drawpoker.engine.core.cards import SUIT_CHARS, Card, full_deck
from drawpoker.engine.core.saved_data import MatchDataError, cards, whole_number

FORMAT = 1
_PILES = ("reserve", "stock", "waste")
_T = TypeVar("_T")


class CanfieldDataError(MatchDataError):
    """Data that no game of Canfield could produce."""


def _checked(read: Callable[[object], _T], data: object) -> _T:
    """``read(data)``, every refusal of the shared checks said as a :class:`CanfieldDataError`."""
    try:
        return read(data)
    except CanfieldDataError:
        raise
    except MatchDataError as error:
        raise CanfieldDataError(str(error)) from None


def to_dict(game: Canfield) -> dict[str, Any]:
    return {
        "format": FORMAT,
        "seed": game.seed,
        "moves": [str(move) for move in game.move_stack],
        "steps": game.steps,
        "reserve": [str(c) for c in game.reserve],
        "stock": [str(c) for c in game.stock],
        "waste": [str(c) for c in game.waste],
        "tableau": [[str(c) for c in pile] for pile in game.tableau],
        "foundations": {
            suit: [str(c) for c in pile]
            for suit, pile in zip(SUIT_CHARS, game.foundations, strict=True)
        },
        "base_rank": game.base_rank,
        "redeals": game.redeals,
    }


def position_from_dict(data: object) -> Position:
    """The position alone, checked against every rule a real game keeps."""
    return _checked(_position, data)


def _pile(value: object, what: str) -> tuple[Card, ...]:
    return tuple(cards(value, what))


def _position(data: object) -> Position:
    if not isinstance(data, dict):
        raise CanfieldDataError("a Canfield game must be a JSON object")
    if data.get("format") != FORMAT:
        raise CanfieldDataError(
            f"unknown Canfield format {data.get('format')!r}; expected {FORMAT}"
        )
    piles = {name: _pile(data.get(name), name) for name in _PILES}
    tableau_data = data.get("tableau")
    if not isinstance(tableau_data, list) or len(tableau_data) != TABLEAU_PILES:
        raise CanfieldDataError(f"tableau must be a list of {TABLEAU_PILES} piles")
    tableau = tuple(_pile(pile, f"tableau pile {i + 1}") for i, pile in enumerate(tableau_data))
    found_data = data.get("foundations")
    if not isinstance(found_data, dict) or sorted(found_data) != sorted(SUIT_CHARS):
        raise CanfieldDataError(f"foundations must have exactly the suits {SUIT_CHARS}")
    foundations = tuple(_pile(found_data[s], f"foundation {s}") for s in SUIT_CHARS)
    base = whole_number(data.get("base_rank"), "base_rank", 2, 14)
    redeals = whole_number(data.get("redeals"), "redeals", 0, 10**6)

    everything = [c for name in _PILES for c in piles[name]]
    everything += [c for pile in (*tableau, *foundations) for c in pile]
    if sorted(everything) != sorted(full_deck(52)):
        raise CanfieldDataError("the piles must hold each of the 52 cards exactly once")
    if len(piles["reserve"]) > RESERVE_SIZE:
        raise CanfieldDataError(f"the reserve holds at most {RESERVE_SIZE} cards")
    if piles["reserve"] and any(not pile for pile in tableau):
        raise CanfieldDataError("a tableau space cannot stay empty while the reserve has cards")
    for i, pile in enumerate(tableau):
        if not is_built_pile(pile):
            raise CanfieldDataError(
                f"tableau pile {i + 1} is not built down in alternating colours"
            )
    if len(piles["stock"]) + len(piles["waste"]) > STOCK_SIZE:
        raise CanfieldDataError(f"the stock and the waste hold at most {STOCK_SIZE} cards")
    if not any(foundations):
        raise CanfieldDataError("the first foundation card is dealt at the start: none is there")
    for suit, pile in zip(SUIT_CHARS, foundations, strict=True):
        rank = base
        for card in pile:
            if card.suit != suit or card.rank != rank:
                raise CanfieldDataError(
                    f"foundation {suit} must run up in {suit} from rank {base}, round the corner"
                )
            rank = rank_up(rank)
    return Position(
        reserve=piles["reserve"],
        stock=piles["stock"],
        waste=piles["waste"],
        tableau=tableau,
        foundations=foundations,
        base_rank=base,
        redeals=redeals,
    )


def from_dict(data: object) -> Canfield:
    """A game from :func:`to_dict`'s output; a seed and moves are replayed and must agree."""
    return _checked(_game, data)


def _game(data: object) -> Canfield:
    position = _position(data)
    assert isinstance(data, dict)
    seed, moves = data.get("seed"), data.get("moves", [])
    if seed is None:
        if moves:
            raise CanfieldDataError("moves can be replayed only from a numbered deal (a seed)")
        return Canfield(position)
    seed = whole_number(seed, "seed", 0, 2**63)
    if not isinstance(moves, list) or not all(isinstance(m, str) for m in moves):
        raise CanfieldDataError("moves must be a list of move codes like 'r>t2'")
    game = Canfield.deal(seed)
    for number, text in enumerate(moves, 1):
        try:
            game.push(Move.parse(text))
        except ValueError as error:
            raise CanfieldDataError(
                f"move {number} ({text!r}) cannot be replayed: {error}"
            ) from None
    if game.position() != position:
        raise CanfieldDataError("the position does not follow from the deal and its moves")
    game.steps = _steps(data.get("steps", len(moves)), len(moves))
    return game


def _steps(value: object, moves: int) -> int:
    """The steps of a game of ``moves`` moves: each undo takes one move back in two steps
    (the move and the undo), so they are at least the moves and differ from them by an even
    number. Files from before steps were counted have none: their moves."""
    steps = whole_number(value, "steps", moves, 10**12)
    if (steps - moves) % 2:
        raise CanfieldDataError("steps and moves must differ by an even number (a move and "
                                "its undo)")
    return steps
