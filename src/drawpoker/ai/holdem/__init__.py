"""Computer players for Texas hold'em, built on equity against ranges narrowed by the public
action. Entry point: `make_player(level, seed)`; levels in `LEVELS`, baselines in `BASELINES`.
They see only a `HoldemView`."""

from .base import HoldemPlayer
from .players import BASELINES, LEVELS, PLAYER_NAMES, make_player

__all__ = ["BASELINES", "LEVELS", "PLAYER_NAMES", "HoldemPlayer", "make_player"]
