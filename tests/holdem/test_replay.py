"""A whole match can be replayed from what the table saw (each hand's revealed deck order and
the actions): the basis of `verify` for hold'em histories. The seed is not needed."""

from __future__ import annotations

import random

from drawpoker.engine.core.deck import verify_commitment
from drawpoker.engine.holdem import (
    DeckRevealed,
    HandStarted,
    HoldemGame,
    HoldemRules,
    Street,
    action_of_kind,
    event_to_dict,
)


def _public(events: list[dict[str, object]]) -> list[dict[str, object]]:
    """Events without the salt and commitment (a replay draws its own salt)."""
    return [{k: v for k, v in e.items() if k not in ("salt", "commitment")} for e in events]


def test_a_match_replays_from_its_revealed_decks_and_actions() -> None:
    rules = HoldemRules(players=5, starting_money=60, forfeit_items=1, double_every=4)
    g = HoldemGame(rules, seed=77)
    rng = random.Random(77)
    hands: list[tuple[list[object], list[str], list[dict[str, object]]]] = []
    while g.street is not Street.MATCH_OVER and g.hand_number < 60:
        events = g.start_hand()
        kinds: list[str] = []
        while g.to_act is not None:
            legal = g.legal_actions()
            choice = legal[rng.randrange(len(legal))]
            kinds.append(str(choice.kind))
            events += g.act(choice.action())
        started = next(e for e in events if isinstance(e, HandStarted))
        revealed = next(e for e in events if isinstance(e, DeckRevealed))
        assert verify_commitment(revealed.order, revealed.salt, started.commitment)
        hands.append((list(revealed.order), kinds, [event_to_dict(e) for e in events]))
    assert len(hands) > 10

    replay = HoldemGame(rules, seed=1)
    for order, kinds, recorded in hands:
        events = replay.start_hand(order)  # type: ignore[arg-type]
        for kind in kinds:
            events += replay.act(action_of_kind(kind))
        assert _public([event_to_dict(e) for e in events]) == _public(recorded)
    assert replay.stacks == g.stacks
    assert replay.history == g.history
    assert replay.street is g.street and replay.end_reason is g.end_reason
