"""Playing whole hands of a hold'em match between computer players, for the AI tests: every
action is checked legal before it is played."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from drawpoker.ai.holdem import HoldemPlayer
from drawpoker.engine.holdem import HoldemAction, HoldemGame, HoldemView, Street

Watch = Callable[[int, HoldemView, HoldemAction], None]


def play_hands(game: HoldemGame, players: Sequence[HoldemPlayer], hands: int,
               watch: Watch | None = None, observe: bool = False) -> None:
    """Up to ``hands`` hands (fewer if the match ends), each seat played by its player;
    ``watch`` sees each decision (the seat, its view, the action) before it is played; with
    ``observe`` every player is shown its seat's view of each finished hand, as a table does."""
    for _ in range(hands):
        if game.street is Street.MATCH_OVER:
            break
        game.start_hand()
        while game.to_act is not None:
            seat = game.to_act
            view = game.view(seat)
            action = players[seat].choose(view)
            assert action.kind in view.legal_kinds(), (seat, action, view.legal_actions)
            if watch is not None:
                watch(seat, view, action)
            game.act(action, seat)
        if observe:
            for seat, player in enumerate(players):
                player.observe(game.view(seat))
