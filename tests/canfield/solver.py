"""A bounded depth-first search that plays Canfield to a win, to test the engine with.

It uses only the engine's public API (legal_moves, push, pop), so every move it plays is one
the engine offers. Positions already seen are skipped (the pass count is left out of the key,
so turning the waste over again and again never loops); the search gives up after
``node_limit`` new positions.
"""

from __future__ import annotations

from collections.abc import Hashable

from drawpoker.engine.canfield import Canfield, Move
from drawpoker.engine.canfield.hints import priority


def _key(game: Canfield) -> Hashable:
    p = game.position()
    return (p.reserve, p.stock, p.waste, p.tableau, tuple(len(f) for f in p.foundations))


def _ordered(game: Canfield) -> list[Move]:
    moves = game.legal_moves()
    return sorted(moves, key=lambda m: 7 if m.is_deal or m.is_redeal else priority(game, m))


def solve(game: Canfield, node_limit: int = 20_000, max_redeals: int = 20) -> list[Move] | None:
    """The moves that win from here (``game`` is left as it was), or None within the bound."""
    start = len(game.move_stack)
    seen = {_key(game)}
    stack = [iter(_ordered(game))]
    nodes = 0
    try:
        while stack:
            for move in stack[-1]:
                game.push(move)
                key = _key(game)
                if key in seen or game.redeals > max_redeals:
                    game.pop()
                    continue
                if game.is_won():
                    return game.move_stack[start:]
                seen.add(key)
                nodes += 1
                if nodes > node_limit:
                    return None
                stack.append(iter(_ordered(game)))
                break
            else:
                stack.pop()
                if stack:
                    game.pop()
        return None
    finally:
        while len(game.move_stack) > start:
            game.pop()
