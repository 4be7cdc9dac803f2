"""``normal`` learns each seat's public tendencies (issue 22): it stops believing a seat that
bets or raises nearly every time it may, only as the evidence piles up, and only from public
records of finished hands."""

from __future__ import annotations

import random
from collections.abc import Callable

from drawpoker.ai.holdem import make_player
from drawpoker.ai.holdem.base import HoldemPlayer, SeededPlayer
from drawpoker.ai.holdem.levels import Normal
from drawpoker.ai.holdem.tendencies import Tendencies
from drawpoker.ai.player import Observer
from drawpoker.engine.core.cards import Card, full_deck
from drawpoker.engine.holdem import (
    HoldemAction,
    HoldemGame,
    HoldemRules,
    HoldemView,
    action_of_kind,
)
from drawpoker.engine.holdem.street import Street
from drawpoker.sim.holdem.table import play_hand

SEATS = 6
RULES = HoldemRules(players=SEATS)


def _me() -> int:
    """The small blind of a fresh six-seat table: it plays more flops against the maniacs
    than any other seat (it is the seat these tests put `normal` in)."""
    game = HoldemGame(RULES, seed=0)
    game.start_hand()
    return game.view(0).small_blind_seat


ME = _me()


def _seats(me: HoldemPlayer) -> list[HoldemPlayer]:
    seats = [make_player("maniac", seed=seat) for seat in range(SEATS)]
    seats[ME] = me
    return seats


def _orders(count: int, seed: int) -> list[list[Card]]:
    rng = random.Random(seed)
    out = []
    for _ in range(count):
        order = list(full_deck(52))
        rng.shuffle(order)
        out.append(order)
    return out


def _trained(hands: int) -> Normal:
    """A `normal` after ``hands`` hands against five maniacs, each a fresh game as the
    simulator deals them (it learns through ``observe``)."""
    player = Normal(seed=99)
    seats = _seats(player)
    for index, order in enumerate(_orders(hands, seed=7)):
        play_hand(RULES, seats, order, seed=index)
    return player


def _answers(trained: Normal, hands: int) -> list[tuple[HoldemView, str, str]]:
    """Every decision of ``trained`` in ``hands`` seeded hands against five maniacs (other
    deck orders than the training's), with what a fresh `normal` of the same seed answers to
    the very same view: (view, trained's action, fresh's action). The hand goes on with
    trained's action."""
    out = []
    seats = _seats(trained)
    for index, order in enumerate(_orders(hands, seed=8)):
        game = HoldemGame(RULES, seed=1000 + index)
        game.start_hand(order)
        while (seat := game.to_act) is not None:
            view = game.view(seat)
            if seat != ME:
                game.act(seats[seat].choose(view), seat)
                continue
            trained.rng.seed(index)  # the same random source as the fresh player's
            action = trained.choose(view)
            fresh = Normal(seed=index).choose(view)
            for kind in (action.kind, fresh.kind):
                assert kind in view.legal_kinds()
            out.append((view, action.kind, fresh.kind))
            game.act(action, seat)
    return out


def test_it_stops_believing_maniacs_and_plays_on_where_it_folded() -> None:
    """After 60 hands against five maniacs it reads their bets as the random hands they are:
    after the flop it calls or raises many bets a fresh `normal` folds (it reads each raise
    as a sound player's, so five of them look like five strong hands), and it never folds
    where the fresh player plays on."""
    trained = _trained(60)
    maniacs = [s for s in range(SEATS) if s != ME and trained.tendencies.of(s).aggression.chances]
    assert len(maniacs) >= 4
    assert all(trained.tendencies.of(s).trust() <= 0.1 for s in maniacs)
    answers = _answers(trained, 150)
    postflop = [(a, f) for view, a, f in answers if view.street is not Street.PREFLOP]
    played_on = sum(f == "fold" and a != "fold" for a, f in postflop)
    gave_up = sum(a == "fold" and f != "fold" for a, f in postflop)
    assert played_on >= 12, (played_on, len(postflop))
    assert gave_up == 0


def test_a_few_hands_of_evidence_change_nothing() -> None:
    """Three hands of five maniacs (about a dozen chances each) move no belief: every
    decision is the fresh player's."""
    trained = _trained(3)
    assert all(trained.tendencies.of(s).trust() == 1.0 for s in range(SEATS))
    answers = _answers(trained, 80)
    assert len(answers) >= 80
    assert all(a == f for _, a, f in answers)


def test_at_a_real_table_it_counts_each_finished_hand_once() -> None:
    """In a real match the view carries the whole history and ``choose`` reads it: after many
    hands the counts are those of the records learned once each, whatever the number of
    decisions (and ``observe`` calls) that saw them."""
    game = HoldemGame(RULES, seed=5)
    player = Normal(seed=5)
    seats = _seats(player)
    for _ in range(12):
        if game.end_reason is not None:
            break
        game.start_hand()
        while (seat := game.to_act) is not None:
            view = game.view(seat)
            if seat == ME:
                player.observe(view)
            game.act(seats[seat].choose(view), seat)
        player.observe(game.view(ME))
    once = Tendencies()
    for record in game.history:
        once.learn(record, RULES.raise_cap)
    assert len(game.history) >= 5
    for seat in range(SEATS):
        mine, theirs = player.tendencies.of(seat), once.of(seat)
        assert mine.aggression == theirs.aggression, seat
        assert mine.fold_to_bet == theirs.fold_to_bet, seat


def test_each_player_keeps_its_own_counts() -> None:
    """Two players built by the factory share no memory (the simulator's rule for factories)."""
    first, second = make_player("normal", seed=1), make_player("normal", seed=1)
    assert isinstance(first, Normal) and isinstance(second, Normal)
    play_hand(RULES, _seats(first), _orders(1, seed=3)[0])
    assert sum(t.aggression.chances for t in first.tendencies.seats.values()) > 0
    assert sum(t.aggression.chances for t in second.tendencies.seats.values()) == 0


class _Folder(Observer):
    """Calls before the flop, checks when free after it and folds to any bet there."""

    def choose(self, view: HoldemView) -> HoldemAction:
        kinds = view.legal_kinds()
        if view.street is Street.PREFLOP:
            return action_of_kind("call" if "call" in kinds else "check")
        return action_of_kind("check" if "check" in kinds else "fold")


HEADS_UP = HoldemRules(players=2)


def _heads_up_trained(opponent: HoldemPlayer, hands: int) -> Normal:
    player = Normal(seed=11)
    for index, order in enumerate(_orders(hands, seed=21)):
        play_hand(HEADS_UP, [player, opponent], order, seed=index)
    return player


def _checked_flops(
    trained: SeededPlayer, opponent: HoldemPlayer, hands: int,
    fresh: Callable[[int], HoldemPlayer] = Normal,
) -> tuple[int, int]:
    """Over seeded heads-up hands (``trained`` in seat 0, both just calling before the flop):
    of the flops and turns where nothing is owed and a ``fresh`` player of the same random
    draws checks, how many ``trained`` bets; and how many it checks where the fresh one bets
    (also serves `hard`'s steal, test_solved_steal)."""
    more = fewer = 0
    for index, order in enumerate(_orders(hands, seed=22)):
        game = HoldemGame(HEADS_UP, seed=index)
        game.start_hand(order)
        while (seat := game.to_act) is not None:
            view = game.view(seat)
            if seat == 1 or view.street is Street.PREFLOP:
                kinds = view.legal_kinds()
                if seat == 0:
                    action = action_of_kind("call" if "call" in kinds else "check")
                else:
                    action = opponent.choose(view)
                game.act(action, seat)
                continue
            trained.rng.seed(index)
            mine = trained.choose(view)
            assert mine.kind in view.legal_kinds()
            if view.to_call == 0 and view.street in (Street.FLOP, Street.TURN):
                theirs = fresh(index).choose(view)
                more += theirs.kind == "check" and mine.kind == "raise"
                fewer += theirs.kind == "raise" and mine.kind == "check"
            game.act(mine, seat)
    return more, fewer


def test_it_bets_more_into_a_seat_that_folds_to_bets_and_never_into_one_that_calls() -> None:
    """Heads-up, after 80 hands against a player who folds to every bet after the flop it
    bets flops and turns a fresh `normal` checks; after 80 hands against a calling station,
    and after three hands against the folder, it bets exactly what the fresh one bets."""
    folder = _Folder()
    more, fewer = _checked_flops(_heads_up_trained(folder, 80), folder, 120)
    assert more >= 20, more
    assert fewer == 0
    station = make_player("calling-station", seed=3)
    assert _checked_flops(_heads_up_trained(station, 80), station, 120) == (0, 0)
    assert _checked_flops(_heads_up_trained(folder, 3), folder, 120) == (0, 0)
