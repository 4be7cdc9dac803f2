"""`hard`'s time budget at the table (issue 38): a turn or river solve stops iterating at its
deadline and is still checked against the blueprint, so a busy machine makes her play closer
to the blueprint, never slower and never more exploitable. Deadlines here are already past
or absent, so nothing depends on how fast the machine is."""

from __future__ import annotations

import time

import pytest
from tests.ai_holdem.playing import play_hands

from drawpoker.ai.holdem import make_player
from drawpoker.ai.holdem.solved.abstraction import ABSTRACTIONS
from drawpoker.ai.holdem.solved.player import Solved
from drawpoker.ai.holdem.solved.resolve import River, sample_rivers
from drawpoker.ai.holdem.solved.strategy import shipped
from drawpoker.ai.holdem.solved.turn import Turn, TurnSpot, clear_cache, sample_turns
from drawpoker.engine.holdem import HoldemGame, HoldemRules, HoldemView, Street

FINE = ABSTRACTIONS["fine"]
PAST = 0.0  # a `time.perf_counter` value every deadline check has passed


@pytest.fixture(scope="module")
def turns() -> list[tuple[TurnSpot, tuple[list[float], list[float]]]]:
    return sample_turns(3, 5, shipped("fine"), FINE)


def test_a_turn_solve_past_its_deadline_stops_after_one_iteration_and_stays_safe(
    turns: list,
) -> None:
    strategy = shipped("fine")
    for spot, reach in turns:
        cut = Turn(spot, reach, strategy, FINE, cards=2).solve(12, deadline=PAST)
        assert cut.iteration == 1 and cut.cut_short
        against_blueprint, against_resolved = cut.his_gain()
        assert against_resolved <= against_blueprint + 1e-9, spot
        whole = Turn(spot, reach, strategy, FINE, cards=2).solve(12)
        assert whole.iteration == 12 and not whole.cut_short


def test_a_far_deadline_changes_nothing(turns: list) -> None:
    spot, reach = turns[0]
    strategy = shipped("fine")
    late = Turn(spot, reach, strategy, FINE, cards=2).solve(6, deadline=time.perf_counter() + 1e6)
    free = Turn(spot, reach, strategy, FINE, cards=2).solve(6)
    assert late.iteration == free.iteration == 6 and not late.cut_short
    for hand in free.hands[::97]:
        assert late.hand_odds("", hand) == free.hand_odds("", hand)


def test_a_river_solve_past_its_deadline_stops_after_one_iteration_and_stays_safe() -> None:
    strategy = shipped("fine")
    for spot, reach in sample_rivers(3, 2, strategy, FINE):
        cut = River(spot, reach, strategy, FINE).solve(40, deadline=PAST)
        assert cut.iteration == 1 and cut.cut_short
        against_blueprint, against_resolved = cut.his_gain()
        assert against_resolved <= against_blueprint + 1e-9, spot


def _heads_up(player: Solved, hands: int = 12) -> int:
    """Turn and river decisions ``player`` (seat 0) made against a calling station."""
    late = 0

    def count(seat: int, view: HoldemView, _action: object) -> None:
        nonlocal late
        late += seat == 0 and view.street in (Street.TURN, Street.RIVER)

    station = make_player("calling-station", seed=0)
    play_hands(HoldemGame(HoldemRules(players=2), seed=4), [player, station], hands, count)
    return late


def test_with_no_time_at_all_hard_still_re_solves_and_counts_each_cut_solve() -> None:
    clear_cache()
    hurried = Solved(4, budget=0.0)
    assert _heads_up(hurried) > 0
    assert hurried.resolved_decisions > 0
    assert 0 < hurried.cut_solves <= hurried.resolved_decisions
    clear_cache()
    free = Solved(4)
    _heads_up(free)
    assert free.cut_solves == 0 and free.resolved_decisions > 0


def test_a_mix_of_nothing_is_exactly_the_blueprint_even_where_it_has_no_odds() -> None:
    """Where the blueprint has no odds at one of her nodes (a two-left river off its file),
    his alternative counts a check or call there; the checked blend of none of the solve must
    be that same river, or a solve cut short could be kept worse than the blueprint."""
    strategy = shipped("fine")
    spot, reach = sample_rivers(1, 3, strategy, FINE)[0]
    river = River(spot, reach, strategy, FINE)
    mine = [n for n in _act_nodes(river.root) if n.player == spot.me]
    assert mine
    for node in mine:
        node.blueprint = None
    him = 1 - spot.me
    river.alternative = river._best(river.root, list(river.unit_reach[spot.me]), him,
                                    "blueprint", exact=False)
    river.iterate()
    river._set_mix(0.0)
    against_blueprint, against_mix_0 = river.his_gain()
    assert against_mix_0 == pytest.approx(against_blueprint, abs=1e-9)


def _act_nodes(node):  # type: ignore[no-untyped-def]
    if node.kind == "act":
        yield node
    for child in node.children:
        yield from _act_nodes(child)
