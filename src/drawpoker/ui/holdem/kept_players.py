"""The computer players as a hand began, kept for the what-if's very answers (issue 35) and
kept in the save too, as the draw table keeps her (``ui/draw/kept_her``): the save's seating
holds the hand's number (``players_hand``) and each random source's state of each player then
(``players_rng``, by seat and attribute: ``"2:rng"``, ``"3:fallback.read_rng"``), so a
continued game's what-if of that hand still plays on them as they were. Each state is checked
word by word like every saved random state; a note that does not fit the players is dropped
(their strategies' chances then), and a save from before the note simply has none. (Their
reads of the table come back from the game's history, as they do when a continued game goes
on.) The keys sit at the seating's top level: the save refuses deeper nesting."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from drawpoker.engine.core.saved_data import MatchDataError, random_state

HAND_KEY = "players_hand"
RNG_KEY = "players_rng"
#: How deep into a player's parts random sources are looked for (a level playing through a
#: fallback player keeps that one's sources one step down).
DEPTH = 2


def kept(players: Mapping[int, object]) -> dict[int, object] | None:
    """A copy of the players sharing nothing with them (None where they cannot be copied)."""
    from drawpoker.teach.branching import clone

    try:
        return dict(clone(dict(players)))
    except Exception:  # players that cannot be copied: the what-if uses their strategies
        return None


def _sources(part: object, path: str = "", depth: int = 0) -> dict[str, random.Random]:
    """Each random source of ``part`` by its attribute path, looking into its parts."""
    found: dict[str, random.Random] = {}
    attributes = getattr(part, "__dict__", None)
    if not isinstance(attributes, dict):
        return found
    for name, value in attributes.items():
        where = f"{path}.{name}" if path else name
        if isinstance(value, random.Random):
            found[where] = value
        elif depth < DEPTH and hasattr(value, "__dict__") and not isinstance(value, type):
            found.update(_sources(value, where, depth + 1))
    return found


def sources(players: Mapping[int, object]) -> dict[str, random.Random]:
    """Every random source of every player, as ``"seat:path"``."""
    return {f"{seat}:{path}": source for seat, player in sorted(players.items())
            for path, source in _sources(player).items()}


def to_note(at_hand: tuple[int, object] | None) -> dict[str, Any]:
    """The seating's keys for the players as hand ``at_hand[0]`` began ({}: nothing to keep)."""
    players = at_hand[1] if at_hand is not None else None
    if at_hand is None or not isinstance(players, Mapping):
        return {}
    hand = at_hand[0]
    states = {}
    for name, source in sources(players).items():
        version, internal, gauss = source.getstate()
        states[name] = [version, list(internal), gauss]
    return {HAND_KEY: hand, RNG_KEY: states} if states else {}


def from_note(seating: Mapping[str, object],
              players: Mapping[int, object]) -> tuple[int, object] | None:
    """The players as the noted hand began: a copy of ``players`` (as the continued game built
    them) given the note's random states; None without a note, or for one that does not fit."""
    hand, states = seating.get(HAND_KEY), seating.get(RNG_KEY)
    if type(hand) is not int or hand < 1 or not isinstance(states, Mapping):
        return None
    copies = kept(players)
    if copies is None:
        return None
    found = sources(copies)
    if not found or set(states) != set(found):
        return None
    try:
        for name, data in states.items():
            found[name].setstate(random_state(data, f"player {name}"))
    except (MatchDataError, ValueError, TypeError):
        return None
    return hand, copies
