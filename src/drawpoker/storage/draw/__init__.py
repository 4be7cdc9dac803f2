"""What the game keeps on disk: the saved match, the statistics and the hand histories.

Everything is plain text (JSON or the history's own lines), written atomically, and checked on
the way back in: a damaged file is refused with a message and kept aside, never trusted.
"""

from drawpoker.storage.draw.records import MatchRecords
from drawpoker.storage.draw.saves import (
    BadFile,
    LoadResult,
    Problem,
    SavedMatch,
    SaveSlot,
    load_match,
    opponent_memory,
    restore_opponent_memory,
    save_match,
)
from drawpoker.storage.draw.stats import Statistics, StatsBook, load_stats, save_stats

__all__ = [
    "BadFile",
    "LoadResult",
    "MatchRecords",
    "Problem",
    "SaveSlot",
    "SavedMatch",
    "Statistics",
    "StatsBook",
    "load_match",
    "load_stats",
    "opponent_memory",
    "restore_opponent_memory",
    "save_match",
    "save_stats",
]
