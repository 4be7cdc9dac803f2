"""The river re-solved at the table (hold'em ``hard``, issue 38): the exact showdown with the
cards each hand blocks, the check that keeps it never more exploitable than the blueprint (an
exact best response in the river subgame), ranges from the player's own view only, and the
player at the table."""

from __future__ import annotations

import random

import pytest
from tests.ai_holdem.playing import play_hands

from drawpoker.ai.holdem.hands import ALL_COMBOS
from drawpoker.ai.holdem.solved.abstraction import ABSTRACTIONS
from drawpoker.ai.holdem.solved.player import Solved
from drawpoker.ai.holdem.solved.resolve import River, RiverSpot, clear_cache, sample_rivers
from drawpoker.ai.holdem.solved.strategy import shipped
from drawpoker.ai.holdem.strength import percentiles
from drawpoker.engine.core.cards import full_deck
from drawpoker.engine.holdem import HoldemGame, HoldemRules, HoldemView, Street

FINE = ABSTRACTIONS["fine"]


@pytest.fixture(scope="module")
def rivers() -> list[tuple[RiverSpot, tuple[list[float], list[float]]]]:
    return sample_rivers(6, 11, shipped("fine"), FINE)


def test_the_showdown_counts_every_pair_of_hands_that_can_meet() -> None:
    """Each hand's value against a weighted range, by brute force over every pair of hands
    that share no card, is what the sweep over the hand values gives."""
    rng = random.Random(3)
    board = tuple(rng.sample(range(52), 5))
    table = percentiles(board)
    live = [c for c in ALL_COMBOS if c in table]
    reach = [rng.random() ** 3 for _ in live], [rng.random() for _ in live]
    river = River(RiverSpot(board, 8, -1, 3, 0, 8), reach, shipped("fine"), FINE)
    other = river.reach[1]
    shown = river._shown(3.0, other)
    folded = river._folded(2.0, other)
    for i in rng.sample(range(river.n), 60):
        a = river.hands[i]
        free = [(b, w) for b, w in zip(river.hands, other, strict=True)
                if not set(a) & set(b)]
        net = sum(w * ((table[a] > table[b]) - (table[a] < table[b])) for b, w in free)
        assert shown[i] == pytest.approx(3.0 * net, abs=1e-9)
        assert folded[i] == pytest.approx(2.0 * sum(w for _, w in free), abs=1e-9)


@pytest.mark.parametrize("gadget", ["maxmargin", "resolve"])
def test_the_re_solve_is_never_more_exploitable_than_the_blueprint(
    rivers: list, gadget: str
) -> None:
    """His exact best response (every hand, the cards each blocks) against her re-solved river
    gains no more than against the blueprint's, in rivers the blueprint reaches, with either
    gadget."""
    strategy = shipped("fine")
    improved = 0
    for spot, reach in rivers:
        river = River(spot, reach, strategy, FINE, gadget=gadget).solve(40)
        against_blueprint, against_resolved = river.his_gain()
        assert against_resolved <= against_blueprint + 1e-9, spot
        improved += against_resolved < against_blueprint - 1e-6
        # the floor: no strategy of hers holds him under minus her best response to his
        assert river.her_best() >= -against_resolved - 1e-9
    assert improved >= len(rivers) // 2  # the solve is not only the blueprint kept


def test_ranges_come_only_from_the_public_story(rivers: list) -> None:
    """The solution a seat reads depends on public facts only: the same river with her cards
    or another's gives the same odds for every hand."""
    spot, reach = rivers[0]
    strategy = shipped("fine")
    a = River(spot, reach, strategy, FINE).solve(10)
    b = River(spot, reach, strategy, FINE).solve(10)
    for hand in a.hands[::37]:
        assert a.hand_odds("", hand) == b.hand_odds("", hand)


def _river_hand(seed: int) -> tuple[Solved, int]:
    """Play heads-up hands (hard against a calling station) until hard decides on a river;
    its decisions there and how many were re-solved."""
    from drawpoker.ai.holdem import make_player

    clear_cache()
    player = Solved(seed)
    river_decisions = 0

    def count(seat: int, view: HoldemView, _action: object) -> None:
        nonlocal river_decisions
        river_decisions += seat == 0 and view.street is Street.RIVER

    station = make_player("calling-station", seed=0)
    play_hands(HoldemGame(HoldemRules(players=2), seed=seed), [player, station], 12, count)
    return player, river_decisions


def test_heads_up_hard_re_solves_its_rivers() -> None:
    player, river_decisions = _river_hand(2)
    assert river_decisions > 0
    assert player.resolved_decisions >= river_decisions * 0.8


def test_two_left_of_a_bigger_table_re_solve_too() -> None:
    """Four dealt in, two fold before the river: the river is re-solved from the range model's
    ranges."""
    from drawpoker.ai.holdem import make_player

    clear_cache()
    resolved = 0
    for trial in range(30):
        deck = full_deck(52)
        random.Random(trial).shuffle(deck)
        game = HoldemGame(HoldemRules(players=4), seed=trial)
        game.start_hand(deck)
        player = Solved(trial)
        others = {1: make_player("calling-station", 0), 2: make_player("rock", 0),
                  3: make_player("rock", 1)}
        while game.to_act is not None:
            seat = game.to_act
            view = game.view(seat)
            action = player.choose(view) if seat == 0 else others[seat].choose(view)
            game.act(action, seat)
        resolved += player.resolved_decisions
        if resolved >= 2:
            break
    assert resolved >= 2
