"""Where draw's hand histories live and what the event log shares with the older text format:
the folder, the seat names, cards as text and the match's public starting state.

The game writes the event log (:mod:`drawpoker.storage.draw.event_log`); histories of the older
text format (format 1) are only read and checked (:mod:`drawpoker.storage.draw.text_format`).
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import Any

from drawpoker import paths
from drawpoker.engine.draw import Card, Match
from drawpoker.engine.draw.match_data import match_to_dict

HISTORY_FOLDER = "history"
HUMAN = 0
SEAT_NAMES = ("you", "computer")
#: Match fields a history never shows: the random generator would predict the next decks.
_SECRET_FIELDS = ("rng", "seed")


def cards_text(cards: Iterable[Card]) -> str:
    return " ".join(str(card) for card in cards)


def public_start(match: Match) -> dict[str, Any]:
    """The match between deals, without anything secret, so verify can rebuild it."""
    data = dict(match_to_dict(match))
    for name in _SECRET_FIELDS:
        data.pop(name, None)
    # Between deals these hold the last (already revealed) deal; a replay does not need them.
    data.update(
        hands=[[], []], order=[], next_card=0, salt="", commitment="", actions=[], history=[]
    )
    return data


def history_folder(folder: Path | None = None) -> Path:
    return folder if folder is not None else paths.user_data_dir() / HISTORY_FOLDER
