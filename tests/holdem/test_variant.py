"""Hold'em is the `holdem` entry of the variant registry: the engine deals what the data says and
refuses a variant that is another game."""

from __future__ import annotations

from itertools import accumulate

import pytest

from drawpoker.engine.core.variants import StepKind, VariantError, variant, variants
from drawpoker.engine.draw.rules import RulesError
from drawpoker.engine.holdem import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    ActionTaken,
    BoardDealt,
    Call,
    Check,
    HoldemGame,
    HoldemRules,
)
from drawpoker.engine.holdem.variant import holdem_variant


def test_the_game_is_the_registry_entry() -> None:
    entry = variant("holdem")
    assert HoldemGame().variant is entry
    assert entry in variants()
    assert (MIN_PLAYERS, MAX_PLAYERS) == (entry.min_seats, entry.max_seats) == (2, 6)
    for players in (entry.min_seats - 1, entry.max_seats + 1):
        with pytest.raises(RulesError, match="players"):
            HoldemRules(players=players)


def test_a_hand_follows_the_streets_of_the_data() -> None:
    entry = variant("holdem")
    board_steps = [s.cards for s in entry.streets if s.kind is StepKind.BOARD]
    g = HoldemGame(HoldemRules(players=entry.max_seats), seed=4)
    events = g.start_hand()
    assert all(len(g.hole_cards[s]) == entry.hole_cards for s in range(g.players))
    while g.to_act is not None:
        events += g.act(Check() if g.can(Check()) else Call())
    dealt = [len(e.cards) for e in events if isinstance(e, BoardDealt)]
    assert dealt == board_steps
    assert len(g.history[-1].board) == entry.board_cards == sum(board_steps)
    streets = [e.street for e in events if isinstance(e, ActionTaken)]
    assert len(dict.fromkeys(streets)) == entry.betting_rounds
    sizes = [e.street.board_size for e in events if isinstance(e, BoardDealt)]
    assert sizes == list(accumulate(board_steps))


def test_another_game_is_refused_as_hold_em() -> None:
    with pytest.raises(VariantError, match="not a game the hold'em engine plays"):
        holdem_variant("draw-52")
    with pytest.raises(VariantError, match="unknown"):
        holdem_variant("omaha")
