"""A hold'em player sees only its own view: other seats' hole cards and the deck never reach
it, and its decisions do not change when only the hidden cards change."""

from __future__ import annotations

import ast
import dataclasses
import random
from pathlib import Path

import pytest

import drawpoker.ai.holdem
from drawpoker.ai.holdem import PLAYER_NAMES, make_player
from drawpoker.engine.core.cards import Card, full_deck
from drawpoker.engine.holdem import HoldemGame, HoldemRules, HoldemView

AI_DIR = Path(drawpoker.ai.holdem.__file__).parent
ALLOWED_ENGINE = {
    "drawpoker.engine.core.cards",
    "drawpoker.engine.core.evaluator7",
    "drawpoker.engine.holdem.actions",
    "drawpoker.engine.holdem.rules",
    "drawpoker.engine.holdem.street",
    "drawpoker.engine.holdem.view",
}


def _cards_in(value: object) -> list[Card]:
    if isinstance(value, Card):
        return [value]
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return [c for f in dataclasses.fields(value) for c in _cards_in(getattr(value, f.name))]
    if isinstance(value, tuple | list | set | frozenset):
        return [c for item in value for c in _cards_in(item)]
    if isinstance(value, dict):
        return [c for item in value.items() for c in _cards_in(item)]
    return []


def _during_hand(view: HoldemView) -> list[object]:
    return [
        getattr(view, f.name) for f in dataclasses.fields(view) if f.name not in ("hole", "history")
    ]


def test_a_view_holds_no_other_hole_card_before_the_showdown() -> None:
    players = [make_player(name, seed=i) for i, name in enumerate(PLAYER_NAMES[:6])]
    for deal in range(20):
        game = HoldemGame(HoldemRules(players=6), seed=deal)
        game.start_hand()
        while game.to_act is not None:
            seat = game.to_act
            view = game.view(seat)
            hidden = {c for s, hole in enumerate(game.hole_cards) if s != seat for c in hole}
            assert not set(_cards_in(_during_hand(view))) & hidden
            assert set(view.hole).isdisjoint(hidden)
            assert not any(isinstance(v, HoldemGame) for v in _during_hand(view))
            game.act(players[seat].choose(view), seat)


def _orders(trial: int, players: int, me: int) -> tuple[list[Card], list[Card]]:
    """Two deck orders with the same cards for seat ``me`` and the same board, different hole
    cards for everyone else (dealt from the part of the deck nobody sees)."""
    deck = full_deck(52)
    random.Random(trial).shuffle(deck)
    # hand 1: dealer 0, dealt from seat 1 round the table; card i of seat at position p is
    # deck[p + i * players]; the board follows the hole cards
    seats = [(1 + p) % players for p in range(players)]
    hole_positions = {seat: (p, p + players) for p, seat in enumerate(seats)}
    board_end = 2 * players + 5
    other = list(deck)
    spare = iter(range(board_end, board_end + 2 * players))
    for seat, (i, j) in hole_positions.items():
        if seat == me:
            continue
        a, b = next(spare), next(spare)
        other[i], other[a] = other[a], other[i]
        other[j], other[b] = other[b], other[j]
    return deck, other


@pytest.mark.parametrize("name", PLAYER_NAMES)
def test_decisions_do_not_depend_on_hidden_cards(name: str) -> None:
    n, me = 4, 2
    for trial in range(12):
        logs = []
        for order in _orders(trial, n, me):
            game = HoldemGame(HoldemRules(players=n), seed=trial)
            game.start_hand(order)
            player = make_player(name, seed=trial)
            station = make_player("calling-station", seed=0)
            log = []
            while game.to_act is not None:
                seat = game.to_act
                view = game.view(seat)
                if seat == me:
                    action = player.choose(view)
                    log.append(str(action.kind))
                else:
                    action = station.choose(view)
                game.act(action, seat)
            logs.append(log)
        assert logs[0] == logs[1]
        assert logs[0]


def test_ai_modules_import_only_the_public_view_of_the_engine() -> None:
    for path in sorted(AI_DIR.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module:
                module = node.module
                if module.startswith("drawpoker.engine.draw"):
                    assert module in ALLOWED_ENGINE, f"{path.name} imports {module}"
                assert not module.startswith(("drawpoker.ui", "drawpoker.sim")), path.name
            if isinstance(node, ast.Import):
                for alias in node.names:
                    assert not alias.name.startswith("drawpoker.engine.holdem.game"), path.name
