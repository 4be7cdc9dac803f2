"""The turn and river re-solved as one subgame at the table (hold'em ``hard``, issue 38): the
river cards it deals come from the board alone, the solve is deterministic, never more
exploitable than the blueprint in the subgame it solves, reads only public facts, and the
player uses it on the turn."""

from __future__ import annotations

import random

import pytest
from tests.ai_holdem.playing import play_hands

from drawpoker.ai.holdem import make_player
from drawpoker.ai.holdem.solved.abstraction import ABSTRACTIONS
from drawpoker.ai.holdem.solved.player import Solved
from drawpoker.ai.holdem.solved.river import TurnReader
from drawpoker.ai.holdem.solved.strategy import shipped
from drawpoker.ai.holdem.solved.turn import (
    Turn,
    TurnSpot,
    clear_cache,
    river_cards,
    river_units,
    sample_turns,
)
from drawpoker.ai.holdem.strength import percentiles
from drawpoker.engine.core.cards import full_deck
from drawpoker.engine.holdem import HoldemGame, HoldemRules, HoldemView, Street

FINE = ABSTRACTIONS["fine"]


@pytest.fixture(scope="module")
def turns() -> list[tuple[TurnSpot, tuple[list[float], list[float]]]]:
    return sample_turns(4, 5, shipped("fine"), FINE)


def test_river_cards_come_from_the_board_alone() -> None:
    """The same board (in any order) deals the same river cards, none of them on the board,
    spread over the ranks and every suit; every card when asked for all."""
    board = (48, 21, 7, 30)
    cards = river_cards(board, 4)
    assert cards == river_cards(tuple(reversed(board)), 4)
    assert len(set(cards)) == 4 and not set(cards) & set(board)
    assert len({c % 4 for c in cards}) >= 3
    assert max(c // 4 for c in cards) - min(c // 4 for c in cards) >= 6
    assert sorted(river_cards(board, 0)) == [c for c in range(52) if c not in board]


def test_river_units_keep_the_order_of_the_hands() -> None:
    """A river's units never put a stronger hand below a weaker one, ties stay together, and a
    hand holding a board card is in none."""
    rng = random.Random(4)
    board = tuple(rng.sample(range(52), 5))
    table = percentiles(board)
    hands = [(a, b) for a in range(52) for b in range(a)]
    to_unit, buckets = river_units(hands, board, FINE, 16)
    assert len(buckets) <= 17
    for hand, unit in zip(hands, to_unit, strict=True):
        assert (unit < 0) == (hand not in table)
    live = [(table[h], u) for h, u in zip(hands, to_unit, strict=True) if u >= 0]
    live.sort()
    assert [u for _, u in live] == sorted(u for _, u in live)
    by_value: dict[float, set[int]] = {}
    for value, unit in live:
        by_value.setdefault(value, set()).add(unit)
    assert all(len(units) == 1 for units in by_value.values())


def test_the_solve_is_deterministic(turns: list) -> None:
    spot, reach = turns[0]
    strategy = shipped("fine")
    a = Turn(spot, reach, strategy, FINE, cards=2).solve(6)
    b = Turn(spot, reach, strategy, FINE, cards=2).solve(6)
    assert a.cards == b.cards and a.mix == b.mix
    for hand in a.hands[::41]:
        assert a.hand_odds("", hand) == b.hand_odds("", hand)
        odds = a.hand_odds("", hand)
        assert odds is not None and sum(odds.values()) == pytest.approx(1.0)


def test_the_re_solve_is_never_more_exploitable_than_the_blueprint(turns: list) -> None:
    """In turn subgames the blueprint reaches, his best response against her re-solved turn
    and rivers gains no more than against the blueprint's, measured in the subgame the solve
    models (the sampled river cards); and it is not only the blueprint kept."""
    strategy = shipped("fine")
    improved = 0
    for spot, reach in turns:
        turn = Turn(spot, reach, strategy, FINE, cards=2).solve(12)
        against_blueprint, against_resolved = turn.his_gain()
        assert against_resolved <= against_blueprint + 1e-9, spot
        improved += against_resolved < against_blueprint - 1e-6
        assert turn.her_best() >= -against_resolved - 1e-9
    assert improved >= 1


def _to_the_turn(deck: list) -> tuple[HoldemGame, Solved]:
    """Heads-up, ``hard`` (seat 0) against a calling station, played to hard's first turn
    decision."""
    game = HoldemGame(HoldemRules(players=2), seed=1)
    game.start_hand(list(deck))
    player = Solved(3)
    station = make_player("calling-station", seed=0)
    while game.to_act is not None:
        seat = game.to_act
        view = game.view(seat)
        if seat == 0 and view.street is Street.TURN:
            return game, player
        game.act(player.choose(view) if seat == 0 else station.choose(view), seat)
    raise AssertionError("the hand ended before the turn")


def test_the_turn_solve_reads_only_her_view() -> None:
    """Two deals that differ only in the other seat's hole cards reach the same turn with the
    same public story; her turn odds are the same in both."""
    for trial in range(40):
        deck = full_deck(52)
        random.Random(trial).shuffle(deck)
        try:
            game, _ = _to_the_turn(deck)
        except AssertionError:
            continue
        view = game.view(0)
        if TurnReader(lambda: shipped("fine"), FINE).spot(view) is None:
            continue
        theirs = [c for c in deck if c in game.view(1).hole]
        unused = [c for c in deck if c not in view.hole and c not in view.board
                  and c not in theirs]
        other = list(deck)
        for card, spare in zip(theirs, unused[-2:], strict=True):
            i, j = other.index(card), other.index(spare)
            other[i], other[j] = other[j], other[i]
        twin, _ = _to_the_turn(other)
        twin_view = twin.view(0)
        assert twin_view.board == view.board and twin_view.hole == view.hole
        assert twin.view(1).hole != game.view(1).hole
        reader = TurnReader(lambda: shipped("fine"), FINE)
        clear_cache()
        first = reader.odds(view)
        clear_cache()
        assert first is not None and reader.odds(twin_view) == first
        return
    raise AssertionError("no heads-up turn reached")


def test_heads_up_hard_re_solves_its_turns() -> None:
    clear_cache()
    player = Solved(4)
    turn_decisions = 0

    def count(seat: int, view: HoldemView, _action: object) -> None:
        nonlocal turn_decisions
        turn_decisions += seat == 0 and view.street is Street.TURN

    station = make_player("calling-station", seed=0)
    play_hands(HoldemGame(HoldemRules(players=2), seed=4), [player, station], 10, count)
    assert turn_decisions > 0
    assert player.resolved_decisions >= turn_decisions
