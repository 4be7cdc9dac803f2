"""Headless play between two players: duplicate deals for strength, whole matches for length."""

from drawpoker.sim.draw.play import (
    DealResult,
    MatchResult,
    duplicate,
    play_deal,
    play_match,
    run_matches,
)

__all__ = ["DealResult", "MatchResult", "duplicate", "play_deal", "play_match", "run_matches"]
