"""The solver and the shipped strategy data."""

from __future__ import annotations

import pytest

from drawpoker.ai.draw.abstraction import (
    CHECK,
    FOLD,
    HALF,
    MAX,
    MIN,
    POT,
    BettingRules,
    Limits,
    SizeMenu,
    count_nodes,
    start_state,
)
from drawpoker.ai.draw.cfr import Buckets, Solver
from drawpoker.ai.draw.knowledge import load_strategy


def _toy_buckets() -> Buckets:
    """Two draw buckets (weak, strong), three strength buckets; the strong one improves."""
    return Buckets(
        prior=[0.6, 0.4],
        allowed=[[3, 0], [1]],
        transition=[{3: [0.7, 0.25, 0.05], 0: [1.0, 0.0, 0.0]}, {1: [0.1, 0.3, 0.6]}],
        strength_buckets=3,
    )


def test_cfr_drives_exploitability_down() -> None:
    solver = Solver(Limits(max_raises=1, max_bet=10, stack=40), _toy_buckets())
    solver.iterate()
    early = solver.exploitability()
    for _ in range(150):
        solver.iterate()
    late = solver.exploitability()
    assert late < early / 5
    assert late >= -1e-9  # best responses never do worse than the strategy itself


def test_average_strategies_are_distributions() -> None:
    solver = Solver(Limits(max_raises=1, max_bet=10, stack=40), _toy_buckets())
    for _ in range(20):
        solver.iterate()
    for rows in solver.strategy_table().values():
        for row in rows:
            assert sum(row) == pytest.approx(1.0)


def test_betting_abstraction_moves() -> None:
    rules = BettingRules(Limits(), SizeMenu("pm", "pm", "pm"))  # the first files' two sizes
    decisions, ends = count_nodes(rules)
    assert decisions > 10 and ends > decisions
    state = start_state(1, (5, 5))
    assert rules.moves(state) == [CHECK, POT, MAX]
    after_bet = rules.apply(state, POT)
    assert rules.moves(after_bet)[0] == FOLD
    assert rules.size(state, POT) == 10 and rules.size(state, MAX) == 50


def test_four_bet_sizes_equal_ones_merged() -> None:
    rules = BettingRules(Limits())
    state = start_state(1, (5, 5))
    # the minimum and half the pot are both $5 into the antes: one move, named by the larger
    assert rules.moves(state) == [CHECK, HALF, POT, MAX]
    assert [rules.size(state, m) for m in (HALF, POT, MAX)] == [5, 10, 50]
    after_bet = rules.apply(state, POT)
    assert rules.moves(after_bet) == [FOLD, CHECK, POT, MAX]  # a first raise: pot or max
    reraise = rules.apply(after_bet, POT)
    assert rules.moves(reraise) == [FOLD, CHECK, MAX]  # a re-raise: max only
    assert rules.apply(reraise, CHECK).over  # a call of the raise ends the round
    late = start_state(2, (40, 40))
    # half the pot is $40; the pot ($80) is above the $50 limit, so pot and max are one move
    assert rules.moves(late) == [CHECK, MIN, HALF, MAX]
    assert [rules.size(late, m) for m in (MIN, HALF, MAX)] == [5, 40, 50]
    assert (
        count_nodes(rules)[0] > count_nodes(BettingRules(Limits(), SizeMenu("pm", "pm", "pm")))[0]
    )


@pytest.mark.parametrize("deck", [32, 52])
def test_shipped_strategy(deck: int) -> None:
    data = load_strategy(deck)
    assert data.deck == deck
    assert 0 <= data.exploitability < 0.25  # dollars per deal, as the training script reported
    for rows in data.strategy.values():
        for row in rows:
            assert sum(row) == pytest.approx(1.0, abs=0.01)
    assert len(data.bucket_names) == len(data.allowed)


@pytest.mark.parametrize(
    ("scheme", "alternating"), [("cfr+", True), ("dcfr", False), ("dcfr", True)]
)
def test_every_update_scheme_converges(scheme: str, alternating: bool) -> None:
    solver = Solver(
        Limits(max_raises=1, max_bet=10, stack=40),
        _toy_buckets(),
        scheme=scheme,
        alternating=alternating,
    )
    solver.iterate()
    early = solver.exploitability()
    for _ in range(150):
        solver.iterate()
    assert solver.exploitability() < early / 5
    for rows in solver.strategy_table().values():
        for row in rows:
            assert sum(row) == pytest.approx(1.0)


def test_discounted_cfr_converges_faster_than_cfr_plus() -> None:
    limits = Limits(max_raises=1, max_bet=10, stack=40)
    plus = Solver(limits, _toy_buckets())
    discounted = Solver(limits, _toy_buckets(), scheme="dcfr", alternating=True)
    for _ in range(60):
        plus.iterate()
        discounted.iterate()
    assert discounted.exploitability() < plus.exploitability()


def test_unknown_scheme_refused() -> None:
    with pytest.raises(ValueError, match="unknown scheme"):
        Solver(Limits(max_raises=1, max_bet=10, stack=40), _toy_buckets(), scheme="cfr")


def test_draw_tremble_reaches_every_open_line() -> None:
    """While training, every draw count open to a bucket is played at least a little.

    So a real player's draw the equilibrium never makes (a kicker kept where the solved draw
    throws it) leads to nodes whose odds were trained against the hands that could draw so."""
    limits = Limits(max_raises=1, max_bet=10, stack=40)
    solver = Solver(limits, _toy_buckets(), tremble=0.02)
    for _ in range(30):
        solver.iterate()
    draw_node = next(n for n in solver.nodes if n.kind == "draw")
    moves = [int(m) for m in draw_node.moves]
    # the weak bucket may stand pat or draw three; the strong one only draws one
    never_pat = [0.0 if m == 0 else 1.0 / 3 for m in moves]
    weak = dict(zip(moves, solver.trembled(draw_node, 0, never_pat), strict=True))
    assert weak[0] == pytest.approx(0.01) and weak[3] > 0.3 and weak[1] == weak[2] == 0.0
    one = [1.0 if m == 1 else 0.0 for m in moves]
    strong = dict(zip(moves, solver.trembled(draw_node, 1, one), strict=True))
    assert strong[1] == pytest.approx(1.0) and strong[0] == strong[3] == 0.0
    reach = solver.line_reach(trembled=True)
    # every node is reached when every move is a little likely (draws of two cards are open
    # to no bucket of the toy game: those nodes stay out of reach)
    open_lines = {k: v for k, v in reach.items() if "2" not in [*k.split(":"), "", ""][2]}
    assert len(open_lines) > len(reach) // 2
    assert min(open_lines.values()) > 0


@pytest.mark.parametrize("deck", [32, 52])
def test_a_draw_the_solved_strategy_avoids_still_has_trained_odds(deck: int) -> None:
    """He calls a minimum bet and keeps a kicker (draws two): a line the equilibrium almost
    never takes, which a real player often does. The shipped file answers it with trained
    odds, not with the hand-value fallback."""
    from drawpoker.ai.draw.knowledge import knowledge_for
    from drawpoker.ai.draw.reading import read
    from drawpoker.engine.draw import Bet, Call, Discard, Match, Phase, Rules

    rules = Rules.preset(f"classic-{deck}")
    match = Match(rules, seed=4)
    match.start_deal()
    first = match.to_act
    second = 1 - first
    match.act(Bet(rules.ante), first)
    match.act(Call(), second)
    match.act(Discard(match.view(first).hand[:3]), first)
    match.act(Discard(match.view(second).hand[:2]), second)
    assert match.phase is Phase.BET2
    view = match.view(first)
    knowledge = knowledge_for(rules)
    situation = read(view, knowledge)
    assert situation.in_tree
    assert situation.node_key in knowledge.data.strategy
    assert knowledge.line_odds(situation.path, situation.me) >= knowledge.off_path
