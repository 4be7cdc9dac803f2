"""Seeded matches played through the public API only, boiled down to one digest each.

The digests in ``data/golden_v1.json`` were written by the engine before it was split into
seats, a money ledger, a forfeit ledger and a betting round (issue 13): the same seeds must
still give the same deals, the same events, the same views and the same saves.

Run ``python tests/engine/golden.py`` to print the digests of the current code.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import random

from drawpoker.engine.core.events import ITEM_EVENTS
from drawpoker.engine.draw import (
    Action,
    ActionKind,
    Bet,
    Call,
    Discard,
    Drop,
    Match,
    Phase,
    Raise,
    Rules,
    Wait,
    event_to_dict,
)
from drawpoker.engine.draw.actions import DISCARD
from drawpoker.engine.draw.match_data import match_to_dict

#: (name, rules changes, seed); small money makes pawning, short stacks and skipped rounds.
CASES: list[tuple[str, dict[str, int | bool], int]] = [
    ("default-32", {}, 1),
    ("classic-52", {"deck_size": 52}, 2),
    ("small-32", {"starting_money": 30, "pawn_loan": 20, "buyback_at": 45, "forfeit_items": 3}, 3),
    ("small-52", {"deck_size": 52, "starting_money": 25, "pawn_loan": 10, "buyback_at": 20}, 4),
    ("no-raises", {"max_raises": 0, "max_bet": 10}, 5),
    ("odd-units", {"ante": 3, "bet_unit": 7, "max_bet": 21, "starting_money": 50}, 6),
    ("ace-low", {"ace_low_32": True, "flush_beats_full_house": True}, 7),
    ("no-items", {"forfeit_items": 0, "starting_money": 40}, 8),
]
#: Decisions per match at most (matches with big stacks would otherwise run for long).
STEPS = 800
#: Matches per case, seeds seed, seed + 100, ...
MATCHES = 4
_WEIGHTS = {
    ActionKind.FOLD: 1,
    ActionKind.CALL: 8,
    ActionKind.CHECK: 6,
    ActionKind.BET: 3,
    ActionKind.RAISE: 2,
    DISCARD: 1,
}


def choose(m: Match, rng: random.Random) -> Action:
    """A random legal action; drops are rare so that deals reach the draw and the showdown."""
    legal = m.legal_actions()
    kinds = [entry.kind for entry in legal]
    weights = [_WEIGHTS[kind] for kind in kinds]
    entry = rng.choices(legal, weights)[0]
    if entry.kind is DISCARD:
        hand = m.hands[m.to_act or 0]
        return Discard(rng.sample(hand, rng.randint(0, 5)))
    if entry.kind is ActionKind.BET:
        return Bet(rng.choice(entry.amounts()))
    if entry.kind is ActionKind.RAISE:
        return Raise(rng.choice(entry.amounts()))
    simple: dict[ActionKind, Action] = {
        ActionKind.CHECK: Wait(),
        ActionKind.CALL: Call(),
        ActionKind.FOLD: Drop(),
    }
    return simple[entry.kind]


def play(changes: dict[str, int | bool], seed: int, steps: int = STEPS) -> list[str]:
    """Every event, view and save of one seeded match, as lines of text."""
    m = Match(Rules().replace(**changes), seed=seed)
    rng = random.Random(seed * 7919)
    lines: list[str] = []
    for step in range(steps):
        if m.phase is Phase.MATCH_OVER:
            break
        if m.phase is Phase.BETWEEN_DEALS:
            events = m.start_deal()
        else:
            seat = m.to_act
            lines.append(old_names(repr(m.legal_actions())))
            lines.append(_views(m))
            events = m.act(choose(m, rng), seat)
        lines += [json.dumps(as_seatless(event_to_dict(event)), sort_keys=True) for event in events]
        if m.phase in (Phase.BETWEEN_DEALS, Phase.MATCH_OVER) or step % 5 == 0:
            lines.append(_save(m, whole=step % 50 == 0))
    lines.append(old_names(repr(m.view(0)) + repr(m.view(1))))
    lines.append(_save(m, whole=True))
    return lines


#: The shared kinds' names when the digests were written; the stored values never changed.
_RENAMED = {
    "<ActionKind.CHECK: 'wait'>": "<ActionKind.WAIT: 'wait'>",
    "<ActionKind.FOLD: 'drop'>": "<ActionKind.DROP: 'drop'>",
    "<DrawKind.DISCARD: 'discard'>": "<ActionKind.DISCARD: 'discard'>",
}


def old_names(text: str) -> str:
    """A repr as the engine wrote it before draw's kinds moved out of the shared vocabulary."""
    for new, old in _RENAMED.items():
        text = text.replace(new, old)
    return text


def _views(m: Match) -> str:
    """Both views, their earlier deals apart (they are checked in the saves, less often)."""
    views = [dataclasses.replace(m.view(seat), history=()) for seat in (0, 1)]
    return old_names(repr(views)) + str(len(m.history))


def as_format_1(data: dict[str, object]) -> dict[str, object]:
    """A save as format 1 wrote it: format 2 only adds ``staged``, so the fixtures written
    before it still prove everything else."""
    data = dict(data)
    assert data["format"] == 2 and type(data.pop("staged")) is bool
    data["format"] = 1
    return data


def as_seatless(data: dict[str, object]) -> dict[str, object]:
    """An event as it was written before item events named their seat (always the computer's
    in draw poker), so the fixtures written before still prove everything else."""
    if data["type"] in ITEM_EVENTS:
        data = dict(data)
        assert data.pop("seat") == 1
    return data


def _save(m: Match, whole: bool) -> str:
    data = as_format_1(match_to_dict(m))
    assert m.staged is False  # these matches are dealt from their seeds
    if not whole:
        data["history"] = len(m.history)
    return json.dumps(data, sort_keys=True)


def digest(lines: list[str]) -> str:
    return hashlib.sha256("\n".join(lines).encode()).hexdigest()


def digests() -> dict[str, str]:
    return {
        name: digest([line for k in range(MATCHES) for line in play(changes, seed + 100 * k)])
        for name, changes, seed in CASES
    }


if __name__ == "__main__":
    print(json.dumps(digests(), indent=2))
