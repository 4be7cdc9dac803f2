"""``normal`` heads-up (issue 22): it defends flop and turn bets with lighter margins than at a
full table, and on the river it bets hands that cannot win into a seat that gives up rivers,
never a hand that could win a showdown, and nothing more against a seat that calls."""

from __future__ import annotations

from dataclasses import replace

from tests.ai_holdem.test_normal_reads import _orders

from drawpoker.ai.holdem import make_player
from drawpoker.ai.holdem.base import CALL, FOLD, HoldemPlayer
from drawpoker.ai.holdem.levels import AIR, HEADS_UP_MARGINS, TABLE_MARGINS, Normal
from drawpoker.ai.holdem.situation import Situation
from drawpoker.ai.player import Observer
from drawpoker.engine.holdem import (
    HoldemAction,
    HoldemActionKind,
    HoldemGame,
    HoldemRules,
    HoldemView,
    action_of_kind,
)
from drawpoker.engine.holdem.street import Street
from drawpoker.sim.holdem.table import play_hand

HEADS_UP = HoldemRules(players=2)


def _facing_a_flop_bet(seats: int) -> Situation:
    """The big blind facing a one-bet flop bet into a raised pot, out of position, a made
    hand with no draw."""
    return Situation(
        hole=(51, 50), board=(0, 13, 26), street=Street.FLOP, opponents=(1,), pot=50,
        to_call=10, unit=10, raises=0, can_raise=True, last_to_act=False,
        someone_raised_preflop=True, draw=0.0, behind=0, seats=seats,
    )


def test_the_margins_are_lighter_heads_up_on_every_street_and_out_of_position() -> None:
    assert all(h < t for h, t in zip(HEADS_UP_MARGINS, TABLE_MARGINS, strict=True))


def test_a_hand_between_the_two_margins_calls_heads_up_and_folds_at_a_full_table() -> None:
    """The same bet, the same equity: heads-up it is called, with six dealt in it is folded
    (the full table keeps the margins its results were measured with)."""
    player = Normal(seed=1)
    heads_up, full = _facing_a_flop_bet(2), _facing_a_flop_bet(6)
    odds = heads_up.to_call / (heads_up.pot + heads_up.to_call)
    between = (player.call_margin(heads_up) + player.call_margin(full)) / 2
    equity = odds + between + player.facing_discount
    assert player.call_margin(heads_up) < player.call_margin(full)
    assert player.decide(heads_up, equity) is CALL
    assert player.decide(full, equity) is FOLD
    # well below both needs, both fold; a raise of the bet asks for more in both
    assert player.decide(heads_up, odds) is FOLD
    raised = replace(heads_up, raises=1)
    assert player.call_margin(raised) > player.call_margin(heads_up)


# ---------------------------------------------------------------------- the river steal
class _RiverFolder(Observer):
    """Calls whatever it faces before the river; on the river checks when free and folds to
    any bet (a player who barrels off and gives up rivers)."""

    def choose(self, view: HoldemView) -> HoldemAction:
        kinds = view.legal_kinds()
        if view.street is Street.RIVER:
            return action_of_kind("check" if "check" in kinds else "fold")
        return action_of_kind("check" if "check" in kinds else "call")


class _Noting(Normal):
    """`normal`, noting the equity of every river decision and what it did."""

    def __init__(self, seed: int | None = None) -> None:
        super().__init__(seed)
        self.rivers: list[tuple[float, HoldemActionKind]] = []

    def river(self, view: HoldemView, spot: Situation, equity: float) -> HoldemActionKind:
        kind = super().river(view, spot, equity)
        self.rivers.append((equity, kind))
        return kind


def _trained(opponent: HoldemPlayer, hands: int) -> _Noting:
    player = _Noting(seed=11)
    for index, order in enumerate(_orders(hands, seed=31)):
        play_hand(HEADS_UP, [player, opponent], order, seed=index)
    return player


def _free_rivers(trained: _Noting, opponent: HoldemPlayer, hands: int) -> list[tuple[float, str]]:
    """Over seeded heads-up hands (``trained`` in seat 0, both calling to the river): each
    river where nothing is owed and a fresh `normal` of the same random draws checks, with
    ``trained``'s equity there and its action."""
    out = []
    for index, order in enumerate(_orders(hands, seed=32)):
        game = HoldemGame(HEADS_UP, seed=index)
        game.start_hand(order)
        while (seat := game.to_act) is not None:
            view = game.view(seat)
            if seat == 1 or view.street is not Street.RIVER:
                if seat == 1:
                    action = opponent.choose(view)
                else:
                    kinds = view.legal_kinds()
                    action = action_of_kind("check" if "check" in kinds else "call")
                game.act(action, seat)
                continue
            trained.rng.seed(index)
            mine = trained.choose(view)
            assert mine.kind in view.legal_kinds()
            equity, _ = trained.rivers[-1]
            if view.to_call == 0 and Normal(seed=index).choose(view).kind == "check":
                out.append((equity, mine.kind))
            game.act(mine, seat)
    return out


def test_it_bets_rivers_it_cannot_win_into_a_seat_that_gives_them_up() -> None:
    """After 60 hands against a player who folds every river bet (its folds far past what a
    bet needs, so the steal's chance is 1), every river hand a fresh `normal` checks that
    could not win a showdown (equity under `AIR`) is bet, and no other: a hand that can win
    is worth more checked."""
    folder = _RiverFolder()
    trained = _trained(folder, 60)
    rivers = trained.tendencies.of(1).fold_to_bet[Street.RIVER]
    assert rivers.chances >= 10 and rivers.rate(0.35, 20.0) > 0.5
    free = _free_rivers(trained, folder, 400)
    air = [kind for equity, kind in free if equity < AIR]
    assert len(air) >= 4, (len(air), len(free))
    assert all(kind == "raise" for kind in air)
    assert all(kind == "check" for equity, kind in free if equity >= AIR)


def test_it_bets_no_more_rivers_into_a_seat_that_calls() -> None:
    """After 60 hands against a calling station, and after three against the folder, it
    checks every river a fresh `normal` checks."""
    station = make_player("calling-station", seed=3)
    free = _free_rivers(_trained(station, 60), station, 400)
    assert sum(equity < AIR for equity, _ in free) >= 4
    assert all(kind == "check" for _, kind in free)
    folder = _RiverFolder()
    free = _free_rivers(_trained(folder, 3), folder, 400)
    assert sum(equity < AIR for equity, _ in free) >= 4
    assert all(kind == "check" for _, kind in free)


# ---------------------------------------------------------------------- the re-raise read
class _Opener(Observer):
    """Raises first in every hand; facing a re-raise of that raise it folds (``folds``) or
    calls; after the flop it checks or calls."""

    def __init__(self, folds: bool) -> None:
        self.folds = folds

    def choose(self, view: HoldemView) -> HoldemAction:
        kinds = view.legal_kinds()
        if view.street is Street.PREFLOP:
            if view.raises_this_round == 0 and "raise" in kinds:
                return action_of_kind("raise")
            if view.raises_this_round >= 2 and self.folds:
                return action_of_kind("fold")
        return action_of_kind("check" if "check" in kinds else "call")


def _small_blind_seat() -> int:
    game = HoldemGame(HEADS_UP, seed=0)
    game.start_hand()
    return game.view(0).small_blind_seat


SMALL = _small_blind_seat()  # the opener's seat, in training and after (counts are per seat)


def _reraised_opens(trained: Normal, opener: HoldemPlayer, hands: int) -> tuple[int, int, int]:
    """Over seeded heads-up hands with ``trained`` as the big blind facing ``opener``'s raise:
    (how many of those raises a fresh `normal` of the same random draws calls, how many of
    those ``trained`` re-raises, how many it answers otherwise than the fresh one in any other
    way)."""
    calls = reraised = other = 0
    for index, order in enumerate(_orders(hands, seed=33)):
        game = HoldemGame(HEADS_UP, seed=0)
        game.start_hand(order)
        game.act(opener.choose(game.view(SMALL)), SMALL)
        view = game.view(1 - SMALL)
        assert view.raises_this_round == 1 and view.to_act == view.seat
        trained.rng.seed(index)
        mine = trained.choose(view).kind
        theirs = Normal(seed=index).choose(view).kind
        assert mine in view.legal_kinds()
        if theirs == "call":
            calls += 1
            reraised += mine == "raise"
            other += mine not in ("call", "raise")
        else:
            other += mine != theirs
    return calls, reraised, other


def _trained_against(opener: HoldemPlayer, hands: int) -> Normal:
    player = Normal(seed=12)
    seats = [player, player]
    seats[SMALL] = opener  # it raises first in from the small blind
    for order in _orders(hands, seed=34):
        play_hand(HEADS_UP, seats, order, seed=0)
    return player


def test_it_re_raises_an_opener_that_gives_up_to_re_raises() -> None:
    """After 400 hands against a player who raises every hand first in and folds every time
    that raise is re-raised, `normal` re-raises every raise a fresh `normal` calls, and
    changes nothing else; after 400 hands against one who calls the re-raise, or 3 against the
    folder, it re-raises none of them. (`normal` re-raises only its best hands, a few in a
    hundred, so the evidence takes a few hundred hands.)"""
    folder = _Opener(folds=True)
    trained = _trained_against(folder, 400)
    folds = trained.tendencies.of(SMALL).fold_to_reraise
    assert folds.chances >= 10 and folds.taken == folds.chances
    calls, reraised, other = _reraised_opens(trained, folder, 150)
    assert calls >= 40 and reraised == calls and other == 0, (calls, reraised, other)
    caller = _Opener(folds=False)
    calls, reraised, other = _reraised_opens(_trained_against(caller, 400), caller, 150)
    assert calls >= 40 and reraised == 0 and other == 0
    calls, reraised, other = _reraised_opens(_trained_against(folder, 3), folder, 150)
    assert calls >= 40 and reraised == 0 and other == 0
