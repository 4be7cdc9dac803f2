"""``normal`` at tables of three to six (issue 22): the leaks closed in its play against a
field, each pinned on seeded deals. Heads-up tables keep the play `test_normal_leaks.py` pins."""

from __future__ import annotations

from drawpoker.ai.holdem.levels import Normal
from drawpoker.ai.holdem.situation import situation
from drawpoker.engine.holdem import HoldemGame, HoldemRules, HoldemView, action_of_kind


def _limped_flop(players: int, deal: int) -> HoldemView:
    """A seeded deal limped to the flop by the dealer and the big blind (at three seats the
    small blind, who speaks first, folds); the big blind speaks first after the flop."""
    game = HoldemGame(HoldemRules(players=players), seed=deal)
    game.start_hand()
    for kind in ("fold call check" if players == 3 else "call check").split():
        game.act(action_of_kind(kind))
    assert game.to_act is not None
    return game.view(game.to_act)


def _thin_value_bets(players: int) -> tuple[int, int]:
    """Of the flops where the big blind, first to speak heads-up, holds no draw and an
    equity against the limper's range just above a half (0.55 to 0.60): how many it bets."""
    bets = spots = 0
    for deal in range(400):
        view = _limped_flop(players, deal)
        spot = situation(view)
        assert view.seat == view.big_blind_seat and spot.count == 1
        if spot.draw >= 0.25:
            continue
        if not 0.55 <= Normal(seed=deal).equity(view, spot) < 0.60:
            continue
        spots += 1
        bets += Normal(seed=deal).choose(view).kind == "raise"
    return bets, spots


def test_at_a_table_of_three_it_bets_thin_value_heads_up_after_the_flop() -> None:
    """Against one caller after the flop a one-big-blind bet is paid by nearly all of his
    range, so a hand a little better than a half bets at a table of three; at a heads-up
    table the same hands check (the margin heads-up play was measured with)."""
    bets, spots = _thin_value_bets(3)
    assert spots >= 10
    assert bets == spots, (bets, spots)
    bets, spots = _thin_value_bets(2)
    assert spots >= 10
    assert bets == 0, (bets, spots)


def _big_blind_facing_a_lone_raise(players: int, deal: int) -> HoldemView:
    """A seeded deal where everyone folds to the dealer (the small blind heads-up), who
    raises; the small blind folds to the big blind."""
    game = HoldemGame(HoldemRules(players=players), seed=deal)
    game.start_hand()
    big = game.view(0).big_blind_seat
    raised = False
    while game.to_act != big:
        seat = game.to_act
        assert seat is not None
        view = game.view(seat)
        raiser = players == 2 or view.seat == view.dealer
        game.act(action_of_kind("raise" if raiser and not raised else "fold"))
        raised = raised or raiser
    return game.view(big)


def _reraises(players: int) -> tuple[int, int]:
    """Of the big blind's hands against a lone raise with an equity against the raiser's range
    between a re-raise's new margin and its old one (0.55 to 0.65): how many it re-raises."""
    raises = spots = 0
    for deal in range(300):
        view = _big_blind_facing_a_lone_raise(players, deal)
        spot = situation(view)
        assert spot.count == 1 and spot.raises == 1
        if not 0.55 <= Normal(seed=deal).equity(view, spot) < 0.65:
            continue
        spots += 1
        raises += Normal(seed=deal).choose(view).kind == "raise"
    return raises, spots


def test_at_a_full_table_a_raise_nobody_called_is_re_raised_thinner() -> None:
    """Six-handed, a raise nobody has called is re-raised with an equity 0.05 above a fair
    share (a call plays the hand behind, out of position); heads-up, where re-raising those
    hands lost to the adaptive and the loose sparring players, they call or fold as before."""
    raises, spots = _reraises(6)
    assert spots >= 10
    assert raises == spots, (raises, spots)
    raises, spots = _reraises(2)
    assert spots >= 10
    assert raises == 0, (raises, spots)
