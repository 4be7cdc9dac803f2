"""Seeded hold'em saves at different points of a match, and the messages damaged saves get.

``data/saves_v1.json`` was written by this module with the loader that read the game's private
fields (before the game's state became one value, issue 39): a save written then must load,
write back the same and play on the same, and a damaged save must be refused with the same
words. Run ``python -m tests.holdem.saves_before`` to print what the current code writes.
"""

from __future__ import annotations

import hashlib
import json
import random
from collections.abc import Callable
from typing import Any

from drawpoker.engine.core.saved_data import MatchDataError
from drawpoker.engine.holdem import HoldemRules, Street, action_of_kind, event_to_dict
from drawpoker.engine.holdem.data import game_from_dict, game_to_dict
from drawpoker.engine.holdem.game import HoldemGame

_WEIGHTS = {"fold": 1, "check": 6, "call": 8, "raise": 3}
#: Decisions played on from each save (the play-on digest), at most.
PLAY_ON = 120


def _step(game: HoldemGame, rng: random.Random) -> list[Any]:
    """One move: the next hand between hands, else a weighted random legal action."""
    if game.street is Street.BETWEEN_HANDS:
        return list(game.start_hand())
    kinds = [legal.kind for legal in game.legal_actions()]
    kind = rng.choices(kinds, [_WEIGHTS[str(k)] for k in kinds])[0]
    return list(game.act(action_of_kind(kind)))


def _until(rules: HoldemRules, seed: int, done: Callable[[HoldemGame, int], bool]) -> HoldemGame:
    game = HoldemGame(rules, seed=seed)
    rng = random.Random(seed * 31)
    steps = 0
    while game.street is not Street.MATCH_OVER and not done(game, steps):
        _step(game, rng)
        steps += 1
    return game


def _at(street: Street, hand: int) -> Callable[[HoldemGame, int], bool]:
    return lambda g, _: g.hand_number >= hand and g.street is street and g.to_act is not None


def _between(hand: int) -> Callable[[HoldemGame, int], bool]:
    return lambda g, _: g.hand_number >= hand and g.street is Street.BETWEEN_HANDS


def _lent(betting: bool) -> Callable[[HoldemGame, int], bool]:
    """Stop once the bank has lent (an item pawned), in a hand or between hands."""
    return lambda g, _: g.bank_lent > 0 and (g.to_act is not None) is betting


def _seat_out(g: HoldemGame, _: int) -> bool:
    """Between hands with a seat out and a loan repaid."""
    return g.street is Street.BETWEEN_HANDS and any(g.out) and g.bank_repaid > 0


SHORT = {"starting_money": 40, "pawn_loan_blinds": 3}
#: (name, rules changes, seed, where to stop).
CASES: list[tuple[str, dict[str, Any], int, Callable[[HoldemGame, int], bool]]] = [
    ("new", {"players": 3}, 1, lambda g, _: True),
    ("first-preflop", {"players": 4}, 2, _at(Street.PREFLOP, 1)),
    ("heads-up-flop", {"players": 2}, 3, _at(Street.FLOP, 3)),
    ("six-turn", {"players": 6}, 4, _at(Street.TURN, 4)),
    ("five-river", {"players": 5}, 5, _at(Street.RIVER, 6)),
    ("between", {"players": 4, "forfeit_items": 2}, 6, _between(7)),
    ("short-pawned", {"players": 6, **SHORT}, 7, _lent(betting=True)),
    ("short-between", {"players": 4, **SHORT, "forfeit_items": 3}, 7, _seat_out),
    ("casino-flop", {"players": 3, "casino_blinds": True}, 9, _at(Street.FLOP, 5)),
    ("fast-blinds", {"players": 4, "double_every": 2, "raise_cap": 1}, 10, _at(Street.TURN, 4)),
    ("over", {"players": 3, "starting_money": 40}, 11, lambda g, _: False),
]


def saved_game(changes: dict[str, Any], seed: int,
               done: Callable[[HoldemGame, int], bool]) -> HoldemGame:
    return _until(HoldemRules(**changes), seed, done)


def play_on(game: HoldemGame, seed: int) -> list[str]:
    """Events of up to PLAY_ON more moves, then the save: what a continued game does."""
    rng = random.Random(seed * 7919)
    lines = []
    for _ in range(PLAY_ON):
        if game.street is Street.MATCH_OVER:
            break
        lines += [json.dumps(event_to_dict(e), default=str, sort_keys=True)
                  for e in _step(game, rng)]
    lines.append(json.dumps(game_to_dict(game)))
    return lines


def digest(lines: list[str]) -> str:
    return hashlib.sha256("\n".join(lines).encode()).hexdigest()


def _forge(save: dict[str, Any], path: str, value: object) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(json.dumps(save))
    *parents, last = path.split(".")
    node: Any = data
    for key in parents:
        node = node[int(key)] if isinstance(node, list) else node[key]
    if isinstance(node, list):
        node[int(last)] = value
    else:
        node[last] = value
    return data


#: (save case, path, value): one damage each, reaching every check the loader makes.
DAMAGES: list[tuple[str, str, object]] = [
    ("between", "table.hand_number", 3),
    ("between", "table.dealer", -1),
    ("between", "table.big_blind", 7),
    ("between", "table.stacks.1", 10_000),
    ("between", "table.bank_repaid", 10),
    ("between", "table.out.0", True),
    ("between", "table.out.2", True),
    ("between", "table.items.0", {"states": ["worn"], "loan": 0}),
    ("between", "table.items.1", {"states": ["worn"] * 20, "loan": 0}),
    ("between", "table.items.1", {"states": ["pawned", "worn"], "loan": 30}),
    ("between", "table.items.1", {"states": ["stolen", "worn"], "loan": 0}),
    ("between", "table.items.1", {"states": ["pawned", "worn"], "loan": 0}),
    ("between", "table.street", "preflop"),
    ("between", "table.street", "match_over"),
    ("between", "table.end_reason", "broke"),
    ("between", "table.end_reason", "quit"),
    ("between", "table.cheat", 1),
    ("between", "history.0.hand_number", 2),
    ("between", "history.0.pots.0.2", []),
    ("between", "history.0.pots.0.0", 1),
    ("between", "history.0.actions.0.1", "bet"),
    ("between", "history.0.shown", [[0, ["As"]]]),
    ("between", "history.0.board", ["As", "As"]),
    ("between", "history", []),
    ("between", "hand", {"order": [], "salt": "", "commitment": "", "actions": []}),
    ("new", "table.dealer", 0),
    ("new", "table.bank_lent", 5),
    ("over", "table.end_reason", "left_ahead"),
    ("over", "table.end_reason", None),
    ("over", "table.street", "between_hands"),
    ("six-turn", "hand.actions.0", "bet"),
    ("six-turn", "hand.actions.0", 3),
    ("six-turn", "hand.actions.1", "check"),
    ("six-turn", "hand.actions", ["fold"] * 40),
    ("six-turn", "hand.actions", []),
    ("six-turn", "hand.salt", "00"),
    ("six-turn", "hand.commitment", "f" * 64),
    ("six-turn", "hand.order.0", "Zz"),
    ("six-turn", "hand.order", ["As"] * 52),
    ("six-turn", "hand.extra", 1),
    ("six-turn", "table.street", "match_over"),
    ("heads-up-flop", "hand.actions", ["fold"]),
    ("over", "hand", {"order": [], "salt": "", "commitment": "", "actions": []}),
    ("heads-up-flop", "seed", None),
    ("heads-up-flop", "rng.0", 2),
    ("heads-up-flop", "rng.1.624", 999),
    ("heads-up-flop", "rng.2", "x"),
    ("heads-up-flop", "seed", 1.5),
    ("heads-up-flop", "rules.players", 1),
    ("heads-up-flop", "format", 2),
    ("heads-up-flop", "kind", "draw"),
]


def refusal(data: object) -> str:
    """The words a damaged save is refused with ("loaded" if it is not refused)."""
    try:
        game_from_dict(data)
    except MatchDataError as exc:
        return str(exc)
    return "loaded"


def written() -> dict[str, Any]:
    """What the current code writes: each case's save and its play-on's digest, and each
    damage's words."""
    saves: dict[str, Any] = {}
    for name, changes, seed, done in CASES:
        game = saved_game(changes, seed, done)
        save = game_to_dict(game)
        saves[name] = {"save": save, "play_on": digest(play_on(game, seed))}
    refusals = [
        [case, path, value, refusal(_forge(saves[case]["save"], path, value))]
        for case, path, value in DAMAGES
    ]
    garbage: tuple[object, ...] = (None, [], "save", {"format": 1})
    refusals += [[None, "", data, refusal(data)] for data in garbage]
    return {"saves": saves, "refusals": refusals}


if __name__ == "__main__":
    print(json.dumps(written()))
