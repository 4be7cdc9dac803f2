"""Computer players for Texas hold'em, built on equity against ranges narrowed by the public
action. Entry point: `make_player(level, seed)`; levels a human can pick in `LEVELS`, levels only
the simulator runs in `EXPERIMENTAL`, baselines in `BASELINES`.
They see only a `HoldemView`."""

from drawpoker.ai.holdem.base import HoldemPlayer
from drawpoker.ai.holdem.players import BASELINES, EXPERIMENTAL, LEVELS, PLAYER_NAMES, make_player

__all__ = ["BASELINES", "EXPERIMENTAL", "LEVELS", "PLAYER_NAMES", "HoldemPlayer", "make_player"]
