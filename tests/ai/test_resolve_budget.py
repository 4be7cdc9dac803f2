"""Draw `hard`'s time budget at the table (the twin of hold'em's, issue 38): a last-round
re-solve stops iterating at its deadline and is still checked against the blueprint. The
deadlines here are already past or absent, so nothing depends on the machine's speed."""

from __future__ import annotations

import random

from drawpoker.ai.draw import make_player
from drawpoker.ai.draw.fine import load_fine
from drawpoker.ai.draw.hard import Hard
from drawpoker.ai.draw.knowledge import knowledge_for
from drawpoker.ai.draw.resolve import Resolver, Spot, _reached_subgames, clear_cache, ranges
from drawpoker.engine.draw import Match, Phase, Rules, full_deck

RULES = Rules.preset("classic-52")


def test_a_re_solve_past_its_deadline_runs_one_iteration_and_stays_safe() -> None:
    knowledge = knowledge_for(RULES)
    fine = load_fine(52)
    assert fine is not None
    spots = sorted(_reached_subgames(knowledge), key=lambda item: -item[0])[:3]
    for _weight, me, round1, draws, paid, path in spots:
        reach = ranges(knowledge, fine, path)
        assert reach is not None
        spot = Spot(me, round1, draws, paid, 200, (5, 5, 50, 3), ())
        cut = Resolver(spot, reach, knowledge, fine).solve(60, deadline=0.0)
        assert cut.cut_short
        against_blueprint, against_resolved = cut.his_gain()
        assert against_resolved <= against_blueprint + 1e-9
        whole = Resolver(spot, reach, knowledge, fine).solve(60)
        assert not whole.cut_short


def _play(player: Hard, deals: int = 40) -> None:
    rng = random.Random(4)
    other = make_player("normal", seed=3)
    for deal in range(deals):
        match = Match(RULES, seed=deal)
        order = list(full_deck(52))
        rng.shuffle(order)
        match.start_deal(order)
        seats = (other, player)
        while match.phase in (Phase.BET1, Phase.DRAW, Phase.BET2):
            seat = match.to_act
            assert seat is not None
            view = match.view(seat)
            match.act(seats[seat].choose(view), seat)


def test_with_no_time_at_all_she_still_plays_and_counts_each_cut_re_solve() -> None:
    clear_cache()
    hurried = Hard(2, budget=0.0)
    _play(hurried)
    assert hurried.cut_solves > 0
    clear_cache()
    free = Hard(2)
    _play(free)
    assert free.cut_solves == 0
