"""The hold'em game in progress, kept on disk between sessions (``holdem.json``), as draw's
match is kept by :mod:`drawpoker.storage.draw.saves`: versioned JSON read through ``safe_json``,
written atomically, and a file that cannot be trusted refused, moved aside and explained.

The save holds the engine's own ``game_to_dict()`` (which replays the hand in progress
through the rules on load, so a forged action is refused) and who sits where (names, looks,
level).
"""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from drawpoker.engine.core.forfeits import ForfeitState
from drawpoker.engine.core.saved_data import MatchDataError
from drawpoker.engine.holdem import Street
from drawpoker.engine.holdem.data import game_from_dict, game_to_dict
from drawpoker.engine.holdem.game import HoldemGame
from drawpoker.engine.holdem.stakes import is_offered
from drawpoker.storage.files import (
    FileRefused,
    Problem,
    check_version,
    read_json_file,
)
from drawpoker.storage.holdem.history import plain_text
from drawpoker.storage.slot import FileSlot

log = logging.getLogger(__name__)

HOLDEM_SAVE_NAME = "holdem.json"
HOLDEM_TAG = "drawpoker-holdem"
HOLDEM_SAVE_VERSION = 1
#: The player's seat (the computer players sit at 1 and up).
HUMAN = 0
#: The texts that explain a refused save: hold'em calls it a game, draw a match.
MESSAGES = "holdem.saves"


@dataclass(frozen=True, slots=True)
class SavedHoldem:
    game: HoldemGame
    seating: dict[str, object]  # the table's own record of who sits where (names, looks)
    saved_at: str = ""


def save_to_dict(game: HoldemGame, seating: dict[str, object]) -> dict[str, object]:
    return {
        "game": HOLDEM_TAG,
        "version": HOLDEM_SAVE_VERSION,
        "saved_at": datetime.now().isoformat(timespec="seconds"),
        "holdem": game_to_dict(game),
        "seating": dict(seating),
    }


def saved_from_dict(data: dict[str, object]) -> SavedHoldem:
    """Check a save's data; FileRefused with the reason when it is bad."""
    check_version(data, HOLDEM_SAVE_VERSION, "the hold'em save")
    try:
        game = game_from_dict(data.get("holdem"))
    except MatchDataError as exc:
        raise FileRefused(Problem.INVALID, f"the saved hold'em game is impossible: {exc}") from exc
    problem = _not_dealt_by_the_game(game, data)
    if problem is not None:
        raise FileRefused(Problem.INVALID, f"the saved hold'em game is impossible: {problem}")
    seating = data.get("seating")
    if not isinstance(seating, dict):
        raise FileRefused(Problem.INVALID, "the hold'em save says nothing of who sits where")
    if not _plain(seating):
        raise FileRefused(Problem.INVALID, "the seating holds half a character")
    saved_at = data.get("saved_at", "")
    return SavedHoldem(game, seating, saved_at if isinstance(saved_at, str) else "")


def _not_dealt_by_the_game(game: HoldemGame, data: dict[str, object]) -> str | None:
    """What the engine's own checks cannot see, since any rules and any split of the money
    make a consistent table: the rules must be the ones the game deals by (the setup page
    offers the number of players and the stakes, ``engine/holdem/stakes.yaml``), and the
    player's stack what the hands recorded give
    the player (who has no items, so no loans): a save edited to move the computer players'
    money, or the bank's, to the player is refused rather than paid out by the bank."""
    rules = game.rules
    if not is_offered(rules):
        return "its rules are not the ones the game deals by"
    # Every loan still out is an item pawned or lost, each lent at most the loan of the hand to
    # come (loans never shrink; an item pawned after the last hand was lent that hand's loan).
    off = sum(state is not ForfeitState.WORN for items in game.items for state in items.states)
    most = off * rules.loan_at(game.hand_number + 1)
    if game.money_from_bank > most:
        return f"${game.money_from_bank} lent on {off} items, more than their loans (${most})"
    human = rules.starting_money
    for record in game.history:
        human -= sum(paid for seat, paid in record.blinds if seat == HUMAN)
        human -= sum(action.paid for action in record.actions if action.seat == HUMAN)
        human += sum(share for pot in record.pots
                     for winner, share in zip(pot.winners, pot.shares, strict=True)
                     if winner == HUMAN)
    saved = data.get("holdem")
    table = saved.get("table") if isinstance(saved, dict) else None
    stacks = table.get("stacks") if isinstance(table, dict) else None
    if not isinstance(stacks, list) or stacks[HUMAN] != human:
        return f"the player's stack is not the ${human} the hands recorded give"
    return None


def _plain(value: object, depth: int = 0) -> bool:
    """Every text in ``value`` is one a name can be (see ``holdem_history.plain_text``): the
    table draws and hashes them, and a lone surrogate there was a traceback."""
    if isinstance(value, str):
        return plain_text(value)
    if isinstance(value, dict):
        return depth < 4 and all(_plain(k, depth + 1) and _plain(v, depth + 1)
                                 for k, v in value.items())
    if isinstance(value, list):
        return depth < 4 and all(_plain(item, depth + 1) for item in value)
    return True


class HoldemSlot(FileSlot[SavedHoldem]):
    """Where the hold'em game lives between sessions (see ``FileSlot``): saved after every
    action, cleared once the game is over."""

    MESSAGES = MESSAGES
    WHAT = "the hold'em game"

    def __init__(self, folder: Path) -> None:
        super().__init__(folder / HOLDEM_SAVE_NAME)

    def read(self) -> SavedHoldem:
        return saved_from_dict(read_json_file(self.path, HOLDEM_TAG))

    def save(self, game: HoldemGame, seating: dict[str, object]) -> bool:
        """Keep ``game`` (a finished one clears the slot); False when the disk refused."""
        if game.street is Street.MATCH_OVER:
            self.clear()
            return self.last_error is None
        text = json.dumps(save_to_dict(game, seating), allow_nan=False, separators=(",", ":"))
        return self.write(text + "\n")
