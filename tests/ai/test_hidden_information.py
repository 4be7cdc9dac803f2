"""No player can see what it must not: the other hand, the deck, or the match itself."""

from __future__ import annotations

import ast
import dataclasses
import random
from pathlib import Path

import pytest

import drawpoker.ai.draw
from drawpoker.ai.draw import PLAYER_NAMES, make_player
from drawpoker.engine.draw import Card, Match, Phase, Rules, full_deck
from drawpoker.engine.draw.view import PlayerView

AI_DIR = Path(drawpoker.ai.__file__).parent
ALLOWED_ENGINE = {
    "drawpoker.engine.core.actions",
    "drawpoker.engine.core.cards",
    "drawpoker.engine.draw.events",
    "drawpoker.engine.draw.phase",
    "drawpoker.engine.draw.rules",
    "drawpoker.engine.draw.view",
}


def _cards_in(value: object) -> list[Card]:
    """Every Card reachable inside a view field (dataclasses, tuples, lists, dicts)."""
    if isinstance(value, Card):
        return [value]
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return [c for f in dataclasses.fields(value) for c in _cards_in(getattr(value, f.name))]
    if isinstance(value, tuple | list | set | frozenset):
        return [c for item in value for c in _cards_in(item)]
    if isinstance(value, dict):
        return [c for item in value.items() for c in _cards_in(item)]
    return []


def _seat0_cards_seen_by_seat1(view: PlayerView) -> list[object]:
    """Contents of seat 1's view about this deal, apart from its own hand."""
    return [
        getattr(view, f.name) for f in dataclasses.fields(view) if f.name not in ("hand", "history")
    ]


@pytest.mark.parametrize("deck", [32, 52])
def test_view_of_seat_one_holds_nothing_of_seat_zero_before_showdown(deck: int) -> None:
    rules = Rules(deck_size=deck)
    rng = random.Random(deck)
    players = [make_player("random", seed=1), make_player("hard", seed=2)]
    for deal in range(60):
        match = Match(rules, seed=deal)
        match.start_deal()
        seen_by_zero: set[Card] = set(match.hands[0])
        while match.phase in (Phase.BET1, Phase.DRAW, Phase.BET2):
            view = match.view(1)
            seen_by_zero |= set(match.hands[0])
            leaked = set(_cards_in(_seat0_cards_seen_by_seat1(view))) & seen_by_zero
            assert not leaked, f"seat 1 can see {leaked}"
            assert set(view.hand).isdisjoint(seen_by_zero)
            assert len(view.history) == match.deal_number - 1  # records of finished deals only
            # nothing in the view leads back to the match, the deck or the stock
            assert not any(isinstance(v, Match) for v in _seat0_cards_seen_by_seat1(view))
            seat = match.to_act
            assert seat is not None
            match.act(players[seat].choose(match.view(seat)), seat)
        rng.random()


@pytest.mark.parametrize("name", PLAYER_NAMES)
def test_decisions_do_not_depend_on_the_other_hand(name: str) -> None:
    """Same public play, same own cards, different hidden hand: the same decisions."""
    rules = Rules(deck_size=32)
    for trial in range(15):
        deck = full_deck(32)
        random.Random(trial).shuffle(deck)
        own, rest = deck[5:10], deck[10:]
        other_a, other_b = deck[0:5], rest[-5:]
        # the stock the player draws from is the same in both orders
        stock = [c for c in rest if c not in other_b]
        order_a = other_a + own + stock + other_b
        order_b = other_b + own + stock + other_a
        logs = []
        for order in (order_a, order_b):
            player = make_player(name, seed=trial)
            scripted = make_player("calling-station", seed=0)
            match = Match(rules, seed=trial)
            match.start_deal(order)
            log = []
            while match.phase in (Phase.BET1, Phase.DRAW, Phase.BET2):
                seat = match.to_act
                assert seat is not None
                if seat == 1:
                    action = player.choose(match.view(1))
                    log.append(str(action))
                else:
                    view = match.view(0)
                    action = scripted.choose(view)
                    if action.kind == "discard":  # draw the same number either way
                        action = type(action)(view.hand[:2])
                match.act(action, seat)
            logs.append(log)
        assert logs[0] == logs[1]


def test_ai_modules_do_not_import_match_internals() -> None:
    for path in sorted(AI_DIR.glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module:
                module = node.module
                names = {alias.name for alias in node.names}
                if module == "drawpoker.engine.draw":
                    assert not names & {"Match", "COMPUTER", "HUMAN"}, path.name
                elif module.startswith("drawpoker.engine.draw"):
                    assert module in ALLOWED_ENGINE, f"{path.name} imports {module}"
                assert not module.startswith(("drawpoker.ui", "drawpoker.sim")), path.name
            if isinstance(node, ast.Import):
                for alias in node.names:
                    assert not alias.name.startswith("drawpoker.engine.draw.match"), path.name
