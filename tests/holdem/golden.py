"""Seeded hold'em matches played through the public API only, boiled down to one digest each.

The digests in ``data/golden_v1.json`` were written by the engine before the three games were
made peers (issue 21: the shared core split out of draw's engine): the same seeds must still
give the same hands, the same events, the same views and the same saves.

Run ``python tests/holdem/golden.py`` to print the digests of the current code.
"""

from __future__ import annotations

import hashlib
import json
import random
from typing import Any

from drawpoker.engine.holdem import (
    HoldemGame,
    HoldemRules,
    Street,
    action_of_kind,
    event_to_dict,
)
from drawpoker.engine.holdem.data import game_to_dict

#: (name, rules changes, seed); short stacks and small loans make all-ins, side pots and pawns.
CASES: list[tuple[str, dict[str, int], int]] = [
    ("heads-up", {"players": 2}, 1),
    ("three", {"players": 3}, 2),
    ("six", {"players": 6}, 3),
    ("short-six", {"players": 6, "starting_money": 40, "pawn_loan_blinds": 3}, 4),
    ("short-four", {"players": 4, "starting_money": 30, "forfeit_items": 2}, 5),
    ("no-items", {"players": 5, "starting_money": 60, "forfeit_items": 0}, 6),
    ("fast-blinds", {"players": 4, "double_every": 2, "raise_cap": 1}, 7),
    ("big-blind", {"players": 3, "big_blind": 50, "starting_money": 400}, 8),
]
#: Decisions per match at most; matches per case (seeds seed, seed + 100, ...): 32 in all.
STEPS = 600
MATCHES = 4
_WEIGHTS = {"fold": 1, "check": 6, "call": 8, "raise": 3}


def _plain(value: Any) -> Any:
    return json.loads(json.dumps(value, default=str, sort_keys=True))


def play(rules: HoldemRules, seed: int) -> list[str]:
    """One match: every event, every view of the seat to act, and the save at the end."""
    game = HoldemGame(rules, seed=seed)
    rng = random.Random(seed * 7919)
    lines: list[str] = []
    steps = 0
    while steps < STEPS and game.street is not Street.MATCH_OVER:
        if game.street is Street.BETWEEN_HANDS:
            events = game.start_hand()
        else:
            seat = game.to_act
            assert seat is not None
            view = game.view(seat)
            lines.append(json.dumps(_plain(repr(view)), sort_keys=True))
            kinds = [legal.kind for legal in view.legal_actions]
            kind = rng.choices(kinds, [_WEIGHTS[str(k)] for k in kinds])[0]
            events = game.act(action_of_kind(kind), seat)
            steps += 1
        lines += [json.dumps(_plain(event_to_dict(e)), sort_keys=True) for e in events]
    lines.append(json.dumps(_plain(game_to_dict(game)), sort_keys=True))
    return lines


def digest(lines: list[str]) -> str:
    return hashlib.sha256("\n".join(lines).encode()).hexdigest()


def digests() -> dict[str, str]:
    found = {}
    for name, changes, seed in CASES:
        rules = HoldemRules(**changes, fixed_loan=False)
        for k in range(MATCHES):
            found[f"{name}-{k}"] = digest(play(rules, seed + 100 * k))
    return found


if __name__ == "__main__":
    print(json.dumps(digests(), indent=1, sort_keys=True))
