"""``normal`` at tables of three to six (issue 22): the leaks closed in its play against a
field, each pinned on seeded deals, beside heads-up play where it differs (`test_normal_leaks.py`
pins the rest of heads-up play)."""

from __future__ import annotations

from collections.abc import Iterable

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


def _raises_among(views: Iterable[HoldemView], low: float, high: float) -> tuple[int, int]:
    """Of the views where `normal` (seeded by the view's deal) holds an equity from ``low`` to
    ``high`` and no draw: how many it bets or raises, and how many there were."""
    raises = spots = 0
    for deal, view in enumerate(views):
        spot = situation(view)
        if spot.draw >= 0.25 or not low <= Normal(seed=deal).equity(view, spot) < high:
            continue
        spots += 1
        raises += Normal(seed=deal).choose(view).kind == "raise"
    return raises, spots


def _every_one_then_none(every: tuple[int, int], none: tuple[int, int]) -> None:
    """In the first count every one of at least ten spots raised; in the second none did."""
    (raised, spots), (raised_not, spots_not) = every, none
    assert spots >= 10 and spots_not >= 10, (spots, spots_not)
    assert raised == spots, every
    assert raised_not == 0, none


def _thin_value_bets(players: int) -> tuple[int, int]:
    """Of the flops where the big blind, first to speak heads-up, holds no draw and an
    equity against the limper's range just above a half (0.55 to 0.60): how many it bets."""
    views = [_limped_flop(players, deal) for deal in range(400)]
    for view in views:
        assert view.seat == view.big_blind_seat and situation(view).count == 1
    return _raises_among(views, 0.55, 0.60)


def test_at_a_table_of_three_it_bets_thin_value_heads_up_after_the_flop() -> None:
    """Against one caller after the flop a one-big-blind bet is paid by nearly all of his
    range, so a hand a little better than a half bets at a table of three; at a heads-up
    table the same hands check (the margin heads-up play was measured with)."""
    _every_one_then_none(_thin_value_bets(3), _thin_value_bets(2))


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


def _reraises(players: int, low: float, high: float) -> tuple[int, int]:
    """Of the big blind's hands against a lone raise with an equity against the raiser's range
    from ``low`` to ``high``: how many it re-raises (before the flop there is no draw)."""
    views = [_big_blind_facing_a_lone_raise(players, deal) for deal in range(300)]
    for view in views:
        spot = situation(view)
        assert spot.count == 1 and spot.raises == 1 and spot.draw == 0
    return _raises_among(views, low, high)


def test_a_raise_nobody_called_is_re_raised_thinner_than_a_value_raise() -> None:
    """Six-handed, a raise nobody has called is re-raised with an equity 0.05 above a fair
    share, where a value raise asks 0.15 (a call plays the hand behind, out of position), so
    every hand from 0.55 to 0.65 re-raises; heads-up the big blind re-raises the small blind's
    raise with any hand ahead of his range (he opens most hands and calls a re-raise with
    nearly all), so hands from 0.50 to 0.55 re-raise there and only call six-handed."""
    raised, spots = _reraises(6, 0.55, 0.65)
    assert spots >= 10 and raised == spots, (raised, spots)
    _every_one_then_none(_reraises(2, 0.50, 0.55), _reraises(6, 0.50, 0.55))
